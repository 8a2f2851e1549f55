# make run   - create .venv, install hmeditor, open the editor on a sample map
# make test  - create .venv, install the test extra, run the whole suite headless
# make bench - print the speed figures (PRODUCT.md targets)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := maps/open-terrain-2-movement-example.hmap

.PHONY: run test bench lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@

run: $(VENV)/.installed
	$(BIN)/python -m hmeditor $(SAMPLE)

test: $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q
	$(BIN)/ruff check .

bench: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/benchmark.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
