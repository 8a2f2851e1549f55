# make run   - create .venv, install hmeditor, open the editor on a sample map
# make test  - create .venv, install the test extra, run the whole suite headless, then ruff and mypy (core/)
# make bench - print the speed and memory figures against their targets (BENCH='drag pan --sizes 500' picks rows)
# make fuzz  - long fuzz run of every reader (maps, boards, systems keys, rules files of every system,
#              scenarios written), every generator preset over 50 seeds, kill and full-disk trials of every write
# make package - build the one-folder app dist/hmeditor/ (PyInstaller, installed from PyPI here)
# make smoke - build it, then run the built app's commands on the sample maps and check the output
# make icons - render assets/hmeditor.svg to hmeditor/assets/icons/ after editing it
# make translations - gather the texts to translate into assets/translations/*.ts, compile them for the program
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := maps/open-terrain-2-movement-example.hmap

.PHONY: run test bench fuzz package smoke icons translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml setup.py | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@

$(VENV)/.installed-package: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[package]"
	touch $@

run: $(VENV)/.installed
	$(BIN)/python -m hmeditor $(SAMPLE)

test: $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q
	$(BIN)/ruff check .
	$(BIN)/python -m mypy

bench: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/benchmark.py $(BENCH)

fuzz: $(VENV)/.installed-test
	HMEDITOR_FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-5000} QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q \
		-p no:cacheprovider tests/core/test_fuzz.py tests/core/*/test_rules_fuzz.py \
		--hypothesis-show-statistics
	HMEDITOR_GENERATE_SEEDS=$${GENERATE_SEEDS:-50} QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q \
		-p no:cacheprovider tests/core/test_generate.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/write_trials.py $${TRIALS:-20}

package: $(VENV)/.installed-package
	@start=$$(date +%s); \
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/hmeditor.spec && \
	echo "package: dist/hmeditor built in $$(($$(date +%s) - start)) s, $$(du -sh dist/hmeditor | cut -f1)"

smoke: package $(VENV)/.installed-test
	$(BIN)/python packaging/smoke_test.py dist/hmeditor

# The texts of the editor (hmeditor/ui) and of the core, sheets and pictures (findings, calculators,
# legends) in two files for translators, one compiled file per language for the program; the
# English plurals of the editor's counted texts ("%n hex(es)": "1 hex", "2 hexes") in ui_en.ts.
TS_UI := assets/translations/ui_ru.ts
TS_CORE := assets/translations/core_ru.ts
TS_EN := assets/translations/ui_en.ts
translations: $(VENV)/.installed
	$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none $$(find hmeditor/ui hmeditor/app.py -name '*.py' | sort) -ts $(TS_UI)
	$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none $$(find hmeditor/core hmeditor/export hmeditor/render -name '*.py' | sort) -ts $(TS_CORE)
	$(BIN)/pyside6-lrelease -silent $(TS_UI) $(TS_CORE) -qm hmeditor/i18n/hmeditor_ru.qm
	$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none -pluralonly $$(find hmeditor/ui hmeditor/app.py -name '*.py' | sort) -ts $(TS_EN)
	$(BIN)/pyside6-lrelease -silent $(TS_EN) -qm hmeditor/i18n/hmeditor_en.qm

icons: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/icons.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
