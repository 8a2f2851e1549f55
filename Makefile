# make run   - create .venv, install hmeditor, open the editor on a sample map
# make test  - create .venv, install the test extra, run the whole suite headless
# make bench - print the speed figures (PRODUCT.md targets)
# make fuzz  - long fuzz run of every loader, kill and full-disk trials of every write
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := maps/open-terrain-2-movement-example.hmap

.PHONY: run test bench fuzz lint clean

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

fuzz: $(VENV)/.installed-test
	HMEDITOR_FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-5000} QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q \
		-p no:cacheprovider tests/core/test_fuzz.py --hypothesis-show-statistics
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/write_trials.py $${TRIALS:-20}

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
