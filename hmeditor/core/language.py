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

from collections.abc import Callable, Iterator, Mapping

Translator = Callable[[str, str, "str | None", int], str]
LANGUAGES = {"en": "English", "ru": "Русский"}      # code: its own name, as a menu lists it


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text as written (with `n` for `%n`)."""
    return text.replace("%n", str(n)) if n >= 0 else text


_in_use: list[Translator] = [english]
_changes = [0]


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
    """`text` (of `context`: a file's or a part's name) in the language in use."""
    return _in_use[0](context, text, disambiguation, n)


def use(translator: Translator | None) -> None:
    """Translate with `translator` (Qt's QCoreApplication.translate); None: English again."""
    _in_use[0] = translator or english
    _changes[0] += 1


def changes() -> int:
    """How many times the language changed: what caches translated text keys on."""
    return _changes[0]
