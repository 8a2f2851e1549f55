"""The generator's settings and presets, read from hmeditor/data/generator.yaml: each setting's
kind and range, each preset's settings and fixed conditions, and `--set KEY=VALUE` parsed and
range-checked (a planetary condition's key fixes that condition)."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple, cast

import yaml

from ...resources import data_path
from ..errors import quoted
from ..vocabulary import CONDITION_INDEX

KINDS = ("share", "int", "choice", "bool")
PAIRS = (("height_min", "height_max"), ("building_height_min", "building_height_max"))   # low <= high


class Setting(NamedTuple):
    name: str
    kind: str
    default: object
    help: str
    minimum: float = 0
    maximum: float = 1
    choices: tuple[str, ...] = ()

    def check(self, value: object) -> object:
        """The value (parsed from text where it is text), or ValueError naming the setting and its range."""
        if self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"{self.name} must be one of {', '.join(self.choices)}, not {value!r}")
            return value
        if self.kind == "bool":
            return _boolean(self.name, value)
        number = _number(self.name, value)
        if self.kind == "int" and not float(number).is_integer():
            raise ValueError(f"{self.name} must be a whole number, not {number:g}")
        if not self.minimum <= number <= self.maximum:
            raise ValueError(f"{self.name} must be between {self.minimum:g} and {self.maximum:g}, not {number:g}")
        return int(number) if self.kind == "int" else float(number)

    def describe(self) -> str:
        """The range or choices, as a user types them."""
        if self.kind == "choice":
            return "|".join(self.choices)
        if self.kind == "bool":
            return "true|false"
        return f"{self.minimum:g}..{self.maximum:g}"

    def to_json(self) -> dict:
        out = {"name": self.name, "kind": self.kind, "default": self.default, "help": self.help}
        if self.kind == "choice":
            out["choices"] = list(self.choices)
        elif self.kind != "bool":
            out["min"], out["max"] = self.minimum, self.maximum
        return out


class Preset(NamedTuple):
    name: str
    description: str
    settings: dict[str, object]
    conditions: dict[str, object]


class Catalogue(NamedTuple):
    settings: dict[str, Setting]
    presets: dict[str, Preset]

    def resolve(self, preset: str, overrides: dict[str, object] | None = None) -> tuple[dict, dict]:
        """The settings (every one) and fixed conditions of `preset` with `overrides` (setting or
        condition key -> value, text or typed) applied; ValueError naming what is wrong."""
        if preset not in self.presets:
            raise ValueError(f"unknown preset {quoted(preset)} (presets: {', '.join(self.presets)})")
        chosen = self.presets[preset]
        values = {name: s.default for name, s in self.settings.items()} | chosen.settings
        conditions = dict(chosen.conditions)
        for key, value in (overrides or {}).items():
            if key in self.settings:
                values[key] = self.settings[key].check(value)
            elif key in CONDITION_INDEX:
                conditions[key] = _condition(key, value)
            else:
                raise ValueError(f"unknown setting {quoted(key)} (see hmeditor generate --list-presets)")
        for low, high in PAIRS:                 # numbers both
            if cast(float, values[low]) > cast(float, values[high]):
                raise ValueError(f"{low} ({values[low]}) must not be above {high} ({values[high]})")
        return values, conditions


def parse_assignments(texts: list[str]) -> dict[str, str]:
    """KEY=VALUE texts as a dict; ValueError for one without '=' or a key given twice."""
    out: dict[str, str] = {}
    for text in texts:
        key, sep, value = text.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"--set takes KEY=VALUE, not {quoted(text)}")
        if key in out:
            raise ValueError(f"--set {quoted(key)} is given twice")
        out[key] = value.strip()
    return out


@cache
def catalogue() -> Catalogue:
    """The settings and presets shipped with the program (checked as they are read)."""
    data = yaml.safe_load(data_path("generator.yaml").read_text(encoding="utf-8"))
    settings = {name: _setting(name, spec) for name, spec in data["settings"].items()}
    presets = {}
    for name, spec in data["presets"].items():
        try:
            checked = {key: settings[key].check(value) for key, value in spec.get("settings", {}).items()}
            conditions = {key: _condition(key, value) for key, value in spec.get("conditions", {}).items()}
        except (KeyError, ValueError) as e:
            raise ValueError(f"generator.yaml: preset {name}: {e}") from None
        presets[name] = Preset(name, spec["description"], checked, conditions)
    return Catalogue(settings, presets)


def _setting(name: str, spec: dict) -> Setting:
    kind = spec["kind"]
    if kind not in KINDS:
        raise ValueError(f"generator.yaml: setting {name}: unknown kind {kind!r}")
    setting = Setting(name, kind, spec["default"], spec["help"], spec.get("min", 0), spec.get("max", 1),
                      tuple(spec.get("choices", ())))
    setting.check(setting.default)
    return setting


def _condition(key: str, value: object) -> object:
    spec = CONDITION_INDEX[key]
    if isinstance(value, str) and spec.kind == "bool":
        value = _boolean(key, value)
    elif isinstance(value, str) and spec.kind in ("int", "number"):
        value = _number(key, value)
    return spec.validate(value)


def _number(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{name} must be a number, not {quoted(value)}")
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name} must be a number, not {quoted(value)}") from None
    if number != number or number in (float("inf"), float("-inf")):
        raise ValueError(f"{name} must be a finite number, not {quoted(value)}")
    return number


def _boolean(name: str, value: object) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "yes", "1", "on"):
        return True
    if text in ("false", "no", "0", "off"):
        return False
    raise ValueError(f"{name} must be true or false, not {value!r}")
