"""The language of what a person reads: the core's messages (findings and their fixes, the
calculators' answers, the legend of a sheet) are written in English in the code and go through
`translate`, which gives them in the language in use.

Without a translator (the command line, whose text and JSON scripts read) `translate` gives the
English text; the editor and `export --language` set Qt's translator (hmeditor/i18n), which reads
the same calls: `translate(CONTEXT, "text with {placeholders}")`, then `.format(...)`, so that a
translation can put the values where its language wants them. `n` picks a plural form and stands
for `%n` in the text.

Two forms for pyside6-lupdate, which reads the calls in the source (it finds only literal text):
- texts kept as data (the vocabulary's labels, the hexes' short labels) are marked where they are
  written with `QT_TRANSLATE_NOOP(CONTEXT, "text")` and translated where they are shown;
- a plural text is written `Plural.tr("%n hexes", None, n)` with a `Context` named as its context
  (`Check = Context("Check")`): lupdate's `translate(...)` reader takes a name after the
  disambiguation for an encoding, so it would not see `translate(C, "%n hexes", None, n)` as plural.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping

Translator = Callable[[str, str, "str | None", int], str]
LANGUAGES = {"en": "English", "ru": "Русский"}      # code: its own name, as a menu lists it


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text as written (with `n` for `%n`)."""
    return text.replace("%n", str(n)) if n >= 0 else text


_in_use: list[Translator] = [english]
_decimal_point = ["."]
_changes = [0]
DECIMAL = re.compile(r"-?\d+\.\d+%?")           # a number written with a decimal point ("6.35", "50.0%")
IN_TEXT = re.compile(r"(?<![\d.])(\d+)\.(\d+)(?![\d.])")     # one in a text (not in "1.2.3")


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:  # noqa: N802
    """`text`, marked for the translators' file: translate it where it is shown."""
    return text


class Context:
    """The texts of one context, for plural texts: `Name.tr("%n hexes", None, n)` where the variable
    `Name` holds `Context("Name")` (lupdate reads the context from the variable's name)."""

    def __init__(self, name: str):
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate(self.name, text, disambiguation, n)


class Words(Mapping):
    """Names -> words for people (marked with QT_TRANSLATE_NOOP(context, ...)), each translated when
    read: `UNIT_LABELS["mech"]`, its values and items are in the language in use."""

    def __init__(self, context: str, english: dict[str, str]):
        self.context, self.english = context, english

    def __getitem__(self, key: str) -> str:
        return translate(self.context, self.english[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` (of `context`: a file's or a part's name) in the language in use; in one writing a
    decimal comma, its `format` writes the numbers it is given so (Russian: 6,35)."""
    translated = _in_use[0](context, text, disambiguation, n)
    return translated if _decimal_point[0] == "." else Localized(translated)


def use(translator: Translator | None, decimal_point: str = ".") -> None:
    """Translate with `translator` (Qt's QCoreApplication.translate) and write numbers with
    `decimal_point`; None: English again."""
    _in_use[0] = translator or english
    _decimal_point[0] = decimal_point if translator else "."
    _changes[0] += 1


class Localized(str):
    """A translated text: `format` writes its numbers (floats, and strings that are one decimal
    number, as "6.35" from f"{x:g}") with the language's decimal point."""

    def format(self, *args, **kwargs) -> str:
        return str.format(self, *map(_local, args), **{key: _local(value) for key, value in kwargs.items()})


class _LocalFloat(float):
    """A float written with the language's decimal point."""

    def __format__(self, spec: str) -> str:
        return float.__format__(self, spec).replace(".", _decimal_point[0])

    def __str__(self) -> str:
        return float.__repr__(self).replace(".", _decimal_point[0])


def written(text: str) -> str:
    """A text made of numbers and words ("1/2 (50.0%)"): its decimal numbers as the language writes them."""
    return text if _decimal_point[0] == "." else IN_TEXT.sub(rf"\1{_decimal_point[0]}\2", text)


def _local(value):
    if isinstance(value, float):
        return _LocalFloat(value)
    if isinstance(value, str) and "." in value and DECIMAL.fullmatch(value):
        return value.replace(".", _decimal_point[0])
    return value


def changes() -> int:
    """How many times the language changed: what caches translated text keys on."""
    return _changes[0]
