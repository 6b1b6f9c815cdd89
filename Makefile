# conjugar: a Spanish verb conjugator. `make help` lists the targets.
SWIFT ?= swift
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
CONFIG ?= release
ARGS ?= hablar

.PHONY: all build run test bench bench-guess lint install uninstall clean help

all: build

help:
	@echo "make build                 build conjugar ($(CONFIG))"
	@echo "make run ARGS=\"hablar\"     build and run conjugar with ARGS"
	@echo "make test                  run every test (CI=true makes ../shared mandatory)"
	@echo "make bench                 benchmarks: start-up, whole lexicon, stdin batch"
	@echo "make bench-guess           leave-one-out measure of guessing unlisted verbs"
	@echo "make lint                  swift format lint --strict"
	@echo "make install PREFIX=DIR    install conjugar, its man page and completions"
	@echo "make clean                 remove build products"

build:
	$(SWIFT) build -c $(CONFIG) --product conjugar

run: build
	@$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar $(ARGS)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: build
	$(SWIFT) build -c release --product conjugar-bench
	@CONJUGAR_BIN="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar" \
	  "$$($(SWIFT) build -c release --show-bin-path)/conjugar-bench"

bench-guess:
	$(SWIFT) build -c release --product conjugar-bench-guess
	@"$$($(SWIFT) build -c release --show-bin-path)/conjugar-bench-guess"

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar" "$(DESTDIR)$(BINDIR)/conjugar"
	install -m 644 Resources/man/conjugar.1 "$(DESTDIR)$(MANDIR)/conjugar.1"
	install -d "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 644 Resources/completions/conjugar.bash \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/conjugar"
	install -m 644 Resources/completions/_conjugar "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_conjugar"
	install -m 644 Resources/completions/conjugar.fish \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/conjugar.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/conjugar" "$(DESTDIR)$(MANDIR)/conjugar.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/conjugar" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_conjugar" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/conjugar.fish"

clean:
	$(SWIFT) package clean
	rm -rf .build
