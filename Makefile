# conjugar: a Spanish verb conjugator. `make help` lists the targets.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
# zsh, macOS's shell, passes `make install PREFIX=~/.local` with its ~ unexpanded (it expands
# a ~ only at the start of a word): a leading ~ is the home directory here too.
override PREFIX := $(patsubst ~/%,$(HOME)/%,$(patsubst ~,$(HOME),$(PREFIX)))
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
DOCDIR = $(PREFIX)/share/doc/conjugar
CONFIG ?= release
ARGS ?= hablar

.PHONY: all build run test docs ranks words golden readme bench bench-guess anki-check library-check library-docs lint install uninstall clean help

all: build

help:
	@echo "make build                 build conjugar ($(CONFIG))"
	@echo "make run ARGS=\"hablar\"     build and run conjugar with ARGS"
	@echo "make test                  run every test (CI=true makes ../shared mandatory)"
	@echo "make docs                  write the completions and man page sections from the declarations"
	@echo "                           (Tools/conjugar-docs)"
	@echo "make ranks                 rewrite the rank notes of Resources/verbs.tsv from ../shared's lexicon"
	@echo "                           (Tools/conjugar-ranks)"
	@echo "make words                 rewrite Resources/words.tsv from ../shared's word data"
	@echo "                           (Tools/conjugar-words)"
	@echo "make golden                rewrite Tests/ConjugarCLITests/Golden (review the diff)"
	@echo "make readme                rewrite README's picture of conjugar hablar at 80 columns"
	@echo "make bench                 benchmarks: instructions (valgrind) and wall times"
	@echo "                           (Tools/conjugar-bench)"
	@echo "make bench-guess           leave-one-out measure of guessing unlisted verbs"
	@echo "                           (Tools/conjugar-bench-guess)"
	@echo "make anki-check            import conjugar deck files with Anki's own importer (PyPI anki)"
	@echo "make library-check         build README's library example against the checkout; library-docs"
	@echo "make library-docs          render ConjugarCore's documentation (docc) into .build/library-docs"
	@echo "make lint                  swift format lint --strict (.swift-format) and 100 columns"
	@echo "make install PREFIX=DIR    install conjugar, its man page and completions"
	@echo "make clean                 remove build products"

build:
	$(SWIFT) build -c $(CONFIG) --product conjugar

run: build
	@$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar $(ARGS)

# The suite's log is kept in .build/test.log; the last line says how many reference tests
# (those reading ../shared) and other tests were skipped, and why.
test:
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee .build/test.log; status=$$?; \
	  reasons=$$(grep -E '^. Test .* skipped' .build/test.log \
	    | sed -E 's/^[^ ]+ Test [^ ]+ skipped(: )?//; s/^"(.*)"$$/\1/; s/^\.?$$/no reason given/'); \
	  reference=$$(grep -c '^\.\./shared' <<< "$$reasons"); \
	  others=$$(grep -v '^\.\./shared' <<< "$$reasons" | grep -c .); \
	  detail=$$(grep -v '^\.\./shared' <<< "$$reasons" | grep . | sort | uniq -c \
	    | sed -E 's/^ *([0-9]+) /\1 (/; s/$$/)/' | paste -sd ';' - | sed 's/;/; /g'); \
	  if [ "$$reference" -gt 0 ]; then \
	    line="$$reference reference tests skipped: ../shared is not beside this clone (CI runs them)"; \
	  else line="no reference test skipped"; fi; \
	  if [ "$$others" -gt 0 ]; then line="$$line; $$others other tests skipped: $$detail"; \
	  elif [ "$$reference" -eq 0 ]; then line="no test skipped"; fi; \
	  echo "make test: $$line"; exit $$status

docs:
	$(SWIFT) build --product conjugar-docs
	$$($(SWIFT) build --show-bin-path)/conjugar-docs Resources
	@git diff --stat -- Resources/completions Resources/man || true

# The frequency ranks (CONTRIBUTING.md, "Frequency ranks"), from ../shared/reference/lexicon/lexicon.tsv.
ranks:
	$(SWIFT) build --product conjugar-ranks
	$$($(SWIFT) build --show-bin-path)/conjugar-ranks Resources/verbs.tsv ../shared/reference/lexicon/lexicon.tsv

# What unlisted infinitive-shaped words are (docs/GUIDE.md, "Words that are not verbs"), from
# ../shared/reference/words.
words:
	$(SWIFT) build --product conjugar-words
	$$($(SWIFT) build --show-bin-path)/conjugar-words ../shared/reference/words Resources/verbs.tsv Resources/words.tsv
	@git diff --stat -- Resources/verbs.tsv || true

GOLDEN = Tests/ConjugarCLITests/Golden
golden: build
	$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar --guess --format tsv --vos \
	  --file $(GOLDEN)/verbs.txt > $(GOLDEN)/golden.tsv
	CONJUGAR_UPDATE_GOLDEN=1 $(SWIFT) test --filter GridLayoutTests/gridsAreAsRecorded
	@git diff --stat -- $(GOLDEN) || true

# README's picture of `conjugar hablar` at 80 columns (DocumentationTests keeps it true).
readme:
	CONJUGAR_UPDATE_README=1 $(SWIFT) test --filter DocumentationTests/readmesPictureIsTheRealTable
	@git diff --stat -- README.md || true

bench: build
	$(SWIFT) build -c release --product conjugar-bench
	@CONJUGAR_BIN="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar" \
	  "$$($(SWIFT) build -c release --show-bin-path)/conjugar-bench"

bench-guess:
	$(SWIFT) build -c release --product conjugar-bench-guess
	@"$$($(SWIFT) build -c release --show-bin-path)/conjugar-bench-guess"

# Anki's importer checks what `conjugar deck` writes (.ci/anki_check.py): the PyPI package
# `anki` (Python 3.10 or later; a manylinux_2_35 wheel) in a virtual environment under .build.
ANKI_VERSION ?= 26.9.3
ANKI_VENV = .build/anki-venv
PYTHON ?= python3
anki-check: build
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
	  || { echo "make anki-check: Anki needs Python 3.10 or later; set PYTHON=" >&2; exit 1; }
	@test -x $(ANKI_VENV)/bin/python || $(PYTHON) -m venv $(ANKI_VENV) \
	  || { echo "make anki-check: cannot create $(ANKI_VENV) (is python3-venv installed?)" >&2; exit 1; }
	@$(ANKI_VENV)/bin/python -m pip install --quiet --disable-pip-version-check "anki==$(ANKI_VERSION)" \
	  || { echo "make anki-check: cannot install anki==$(ANKI_VERSION) from PyPI" >&2; exit 1; }
	$(ANKI_VENV)/bin/python .ci/anki_check.py "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/conjugar"

# The library as its users see it: README's "Use as a library" example built as a package of
# its own against this checkout, then run (LibraryUseTests; a fresh build of the engine), and
# the documentation rendered with warnings as errors.
library-check: library-docs
	$(SWIFT) build --build-tests
	CONJUGAR_LIBRARY_CHECK=1 $(SWIFT) test --skip-build --filter LibraryUseTests

# ConjugarCore's DocC catalog and /// comments, rendered by the toolchain's own docc (no plugin)
# from the symbol graphs of ConjugarCore and of BundledTables' extensions to it.
DOCC ?= $(shell dirname "$$(command -v $(SWIFT))")/docc
LIBRARY_DOCS = .build/library-docs
library-docs:
	@set -o pipefail; graphs=$$($(SWIFT) package dump-symbol-graph | sed -n 's/^Files written to //p'); \
	  rm -rf $(LIBRARY_DOCS) && mkdir -p $(LIBRARY_DOCS)/symbols \
	  && cp "$$graphs/ConjugarCore.symbols.json" "$$graphs/BundledTables@ConjugarCore.symbols.json" \
	    $(LIBRARY_DOCS)/symbols/
	$(DOCC) convert Sources/ConjugarCore/ConjugarCore.docc --warnings-as-errors \
	  --additional-symbol-graph-dir $(LIBRARY_DOCS)/symbols --output-path $(LIBRARY_DOCS)/ConjugarCore.doccarchive \
	  --fallback-display-name ConjugarCore --fallback-bundle-identifier conjugar.ConjugarCore
	@echo "make library-docs: $(LIBRARY_DOCS)/ConjugarCore.doccarchive"

# swift format (it ships with the toolchain) reads its settings from .swift-format: the defaults
# (2-space indent, 100 columns) plus the rules against try! and implicitly unwrapped optionals.
# swift format does not report the lines it cannot break (comments, string literals), so the
# 100-column limit is checked too, in characters.
LINTED = Sources Tests Tools Plugins Package.swift
lint:
	$(SWIFT) format lint --strict --recursive $(LINTED)
	@find $(LINTED) -name '*.swift' -exec perl -CSD -ne \
	  'if (length($$_) > 101) { print "$$ARGV:$$.: longer than 100 columns\n"; $$bad = 1 } \
	   close ARGV if eof; END { exit $$bad }' {} +

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
	install -d "$(DESTDIR)$(DOCDIR)/LICENSES"
	install -m 644 LICENSE NOTICE "$(DESTDIR)$(DOCDIR)"
	install -m 644 LICENSES/* "$(DESTDIR)$(DOCDIR)/LICENSES"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/conjugar" "$(DESTDIR)$(MANDIR)/conjugar.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/conjugar" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_conjugar" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/conjugar.fish"
	rm -rf "$(DESTDIR)$(DOCDIR)"

clean:
	$(SWIFT) package clean
	rm -rf .build
