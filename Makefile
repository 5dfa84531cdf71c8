# rulewalk — everyday commands. The first target that needs it builds .venv
# from the exact pins in binder/requirements.txt (the same file Binder uses).
#
#   make lab        JupyterLab on notebooks/index.ipynb
#   make test       everything: unit + widget tests, nbval over notebooks/, browser tests
#   make test-fast  the same without the browser tests
#   make bench      timed scripts (python -m benchmarks)
#   make app        the notebooks as a Voila app
#   make notebooks  rewrite + re-execute the notebooks (commit the outputs)
#   make clean      caches and test artifacts;  make distclean  also removes .venv

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.rulewalk-installed

# Cache compiled bytecode (and pytest's rewritten test modules) in __pycache__ even where the environment
# sets PYTHONDONTWRITEBYTECODE: without it every test worker re-compiles and re-rewrites all 230 test modules
# (about 10 s of each worker's collection) and every notebook kernel re-compiles the engine.
export PYTHONDONTWRITEBYTECODE :=

# Jupyter servers refuse to run as root unless told so (containers, CI, Binder builds).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

# nbval runs only when notebooks/ exists; it uses the sanitizer file only if there is one.
NBVAL_PATHS := $(if $(wildcard notebooks),notebooks)
NBVAL_OPTS  := --nbval --nbval-current-env \
               $(if $(wildcard notebooks/nbval_sanitize.cfg),--nbval-sanitize-with notebooks/nbval_sanitize.cfg)
# pytest-xdist: one worker per core (each with its own kernels and, for the browser tests, its own JupyterLab
# and Voila servers); a notebook's cells stay together on one worker (tests/conftest.py). WORKERS=0 runs serially.
WORKERS     ?= auto
PYTEST      := $(PY) -m pytest $(NBVAL_OPTS) -n $(WORKERS) --dist loadgroup $(PYTEST_ARGS)

.PHONY: venv lab test test-fast bench app notebooks clean distclean

venv: $(STAMP)

$(STAMP): binder/requirements.txt pyproject.toml Makefile
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "rulewalk needs Python 3.11 or newer; found " + sys.version.split()[0] + " (set PYTHON=...)")'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r binder/requirements.txt
	@# compat mode = a .pth with the repo root: a package added to the repo later (a new
	@# game, boardwidgets/) imports without reinstalling, unlike the default finder.
	$(PY) -m pip install --quiet --no-deps -e . --config-settings editable_mode=compat
	@# Pin the "python3" kernel to this venv's interpreter (JupyterLab, Voila and nbval all use it).
	$(PY) -m ipykernel install --sys-prefix --name python3 --display-name "Python 3 (ipykernel)" >/dev/null
	@# Voila's page template without links to a CDN (voila.json selects it): a link, so edits show at once.
	@mkdir -p $(VENV)/share/jupyter/voila/templates
	ln -sfn $(CURDIR)/share/jupyter/voila/templates/rulewalk $(VENV)/share/jupyter/voila/templates/rulewalk
	@touch $@

lab: $(STAMP)
	$(VENV)/bin/jupyter lab notebooks/index.ipynb $(ALLOW_ROOT)

test: $(STAMP)
	$(PYTEST) tests $(NBVAL_PATHS)

test-fast: $(STAMP)
	$(PYTEST) -m "not browser" tests $(NBVAL_PATHS)

bench: $(STAMP)
	$(PY) -m benchmarks

# Rewrite the notebooks from tools/notebook_texts/ (one module per game) and execute them, storing outputs
# (nbval compares those outputs in `make test`): run after any change in behaviour.
notebooks: $(STAMP)
	$(PY) tools/build_notebooks.py

app: $(STAMP)
	$(VENV)/bin/voila notebooks/ --no-browser --Voila.ip=127.0.0.1

clean:
	rm -rf test-artifacts .pytest_cache .hypothesis build dist *.egg-info
	find . -path ./$(VENV) -prune -o \( -name __pycache__ -o -name .ipynb_checkpoints \) -type d -print0 | xargs -0 rm -rf

distclean: clean
	rm -rf $(VENV)
