# conjugar: a Spanish verb conjugator. `make help` lists the targets.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
CONFIG ?= release
ARGS ?= hablar

.PHONY: all build run test docs golden bench bench-guess lint install uninstall clean help

all: build

help:
	@echo "make build                 build conjugar ($(CONFIG))"
	@echo "make run ARGS=\"hablar\"     build and run conjugar with ARGS"
	@echo "make test                  run every test (CI=true makes ../shared mandatory)"
	@echo "make docs                  write the completions and man page sections from the declarations"
	@echo "make golden                rewrite Tests/ConjugarCLITests/Golden/golden.tsv (review the diff)"
	@echo "make bench                 benchmarks: instructions (valgrind) and wall times"
	@echo "make bench-guess           leave-one-out measure of guessing unlisted verbs"
	@echo "make lint                  swift format lint --strict"
	@echo "make install PREFIX=DIR    install conjugar, its man page and completions"
	@echo "make clean                 remove build products"

build:
	$(SWIFT) build -c $(CONFIG) --product conjugar

run: build
	@$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar $(ARGS)

# The suite's log is kept in .build/test.log; the last line says what was skipped and why.
test:
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee .build/test.log; status=$$?; \
	  skipped=$$(grep -E '^. Test .* skipped' .build/test.log | sed -E 's/^[^ ]+ Test [^ ]+ skipped(: )?//; s/^\.$$//' \
	    | sort | uniq -c | sed -E 's/^ *([0-9]+) (.*)$$/\1 \2/; s/^([0-9]+) $$/\1 (no reason given)/' \
	    | paste -sd ';' - | sed 's/;/; /g'); \
	  if [ -n "$$skipped" ]; then echo "make test: skipped tests (count reason): $$skipped"; \
	  else echo "make test: no test skipped"; fi; exit $$status

docs:
	$(SWIFT) build --product conjugar-docs
	$$($(SWIFT) build --show-bin-path)/conjugar-docs Resources
	@git diff --stat -- Resources/completions Resources/man || true

GOLDEN = Tests/ConjugarCLITests/Golden
golden: build
	$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar --guess --format tsv --vos \
	  --file $(GOLDEN)/verbs.txt > $(GOLDEN)/golden.tsv
	@git diff --stat -- $(GOLDEN)/golden.tsv || true

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
