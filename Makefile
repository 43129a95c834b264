# Whist lessons. On a fresh machine: `make serve` to open the lessons, `make test` to
# check everything. Both build .venv on first use (and again when pyproject.toml changes).

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.stamp
HOST ?= 127.0.0.1
PORT ?= 8866
PYTEST_ARGS ?=
PAGES ?=
CHECK ?=
# A class on one server (README, "For a teacher"): CLASS=1 LESSONS="bid_whist/04_Bidding.ipynb"
# POOL=30 keeps kernels preheated for those lessons (POOL_TIMEOUT: seconds they wait unused
# before they are shut down); MAX_KERNELS caps open lessons; PER_CLIENT caps those of one
# computer; HOSTS names the host names learners type; TOKEN asks for a password once; OPEN=1
# accepts any host (with TOKEN, or a made-up passphrase printed at start).
CLASS ?=
LESSONS ?=
POOL ?=
POOL_TIMEOUT ?=
MAX_KERNELS ?=
PER_CLIENT ?=
HOSTS ?=
TOKEN ?=
OPEN ?=
SERVE_ARGS := $(if $(CLASS),--class --lessons $(LESSONS)) $(if $(POOL),--pool $(POOL)) \
	$(if $(POOL_TIMEOUT),--pool-timeout $(POOL_TIMEOUT)) \
	$(if $(MAX_KERNELS),--max-kernels $(MAX_KERNELS)) $(if $(PER_CLIENT),--per-client $(PER_CLIENT)) \
	$(if $(HOSTS),--hosts $(HOSTS)) \
	$(if $(OPEN),--open)

.DEFAULT_GOAL := help
.PHONY: help venv serve pages evidence site test lint bench clean distclean

help:
	@echo "make serve      Voilà on http://$(HOST):$(PORT)/ (PORT=... to change)"
	@echo "                for a class: make serve CLASS=1 LESSONS=\"bid_whist/04_Bidding.ipynb\" POOL=30"
	@echo "make pages      build every notebook from its source in pages/ (CHECK=1: only report)"
	@echo "make evidence   measure the strategy lessons' rules of thumb again (slow; nice)"
	@echo "make site       the whole course as a static, offline site in site/ (python -m http.server -d site)"
	@echo "make test       ruff, then pytest: unit, browser and notebook (nbval) tests"
	@echo "make lint       ruff only"
	@echo "make bench      run every script in benchmarks/ (prints figures)"
	@echo "make clean      caches, screenshots, build files; distclean also removes $(VENV)"

venv: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -e '.[test]'
	@touch $@

serve: $(STAMP)
	@echo
	@echo "  Whist lessons: http://$(HOST):$(PORT)/voila/render/Index.ipynb"
	@echo "  (every notebook: http://$(HOST):$(PORT)/ ; stop with Ctrl-C)"
	@echo
	@WHIST_TOKEN="$(TOKEN)" $(BIN)/python -m classroom notebooks --ip $(HOST) --port $(PORT) \
		$(SERVE_ARGS)

# Every notebook from its MyST Markdown source (docs/LESSON_SOURCES.md); CHECK=1 only reports.
pages: $(STAMP)
	$(BIN)/python -m tools.pages $(if $(CHECK),--check) $(PAGES)

# The figures the strategy lessons quote (notebooks/strategy/evidence.json); then make pages.
evidence: $(STAMP)
	nice $(BIN)/python -m tools.evidence $(KEYS)

# The course as a static site (Voici + Pyodide, every version in tools/site_pins.json).
site: $(STAMP)
	$(BIN)/python -m tools.site

# Runs every step even when one fails, then fails if any did.
test: $(STAMP)
	@status=0; \
	$(BIN)/ruff check . || status=1; \
	$(BIN)/python -m pytest --nbval-lax tests notebooks $(PYTEST_ARGS) || status=1; \
	exit $$status

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	@for script in benchmarks/*.py; do \
		echo "== $$script"; $(BIN)/python "$$script" || exit 1; \
	done

clean:
	rm -rf .pytest_cache .ruff_cache .hypothesis build dist site site.new *.egg-info \
		tests/browser/screenshots
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
	find . -path ./$(VENV) -prune -o -name .ipynb_checkpoints -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
