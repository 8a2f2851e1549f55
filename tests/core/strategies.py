"""Hypothesis strategies: generated cells and maps, mutated rules files."""

import math
import re

from hypothesis import strategies as st

from hmeditor.core.cell import Cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.scenario import LABEL_SIZES, Label, Objective, Scenario, Zone
from hmeditor.core.vocabulary import BASE_TERRAINS, CONDITIONS, MODIFICATIONS


def param_values(param):
    if param.kind == "enum":
        return st.sampled_from(param.choices)
    low = param.minimum if param.minimum is not None else -5
    ints = st.integers(math.ceil(low), 50)
    if param.kind == "int":
        return ints
    return st.one_of(ints, st.sampled_from([0.5, 1.5, 2.5]).filter(lambda v: v >= low))


def complete(spec, draw):
    values = []
    for p in spec.params:
        if p.default is None and not p.required and draw(st.booleans()):
            values.append(None)
        else:
            values.append(draw(param_values(p)))
    return tuple(values)


@st.composite
def cells(draw):
    base = draw(st.sampled_from(BASE_TERRAINS))
    mods = draw(st.lists(st.sampled_from(MODIFICATIONS), max_size=3, unique_by=lambda m: m.name))
    level = draw(st.integers(-8, 12)) / draw(st.sampled_from([1, 2]))
    cell = Cell(base.name, complete(base, draw), (), level)
    return cell.with_mods({m.name: complete(m, draw) for m in mods})


@st.composite
def conditions(draw):
    out = {}
    for c in draw(st.lists(st.sampled_from(CONDITIONS), unique_by=lambda c: c.key, max_size=4)):
        if c.kind == "enum":
            out[c.key] = draw(st.sampled_from(c.values))
        elif c.kind == "bool":
            out[c.key] = draw(st.booleans())
        elif c.kind == "int":
            out[c.key] = draw(st.integers(int(c.minimum), int(c.maximum)))
        else:
            out[c.key] = draw(st.integers(1, 100)) / 10
    return out


@st.composite
def maps(draw, max_side=12):
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    hex_map = HexMap(width, height, draw(st.text(max_size=20)))
    placed = draw(st.dictionaries(st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)),
                                  cells(), max_size=12))
    set_cells(hex_map, placed).apply(hex_map)
    hex_map.conditions = draw(conditions())
    hex_map.scenario = draw(scenarios(width, height))
    return hex_map


def _texts(longest: int):
    """One-line texts as a label or name may be: no control characters, not blank."""
    return st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=longest).filter(
        lambda t: t.strip())


@st.composite
def scenarios(draw, width: int, height: int):
    """Labels, objectives and deployment zones on a width x height map."""
    hexes = st.tuples(st.integers(0, width - 1), st.integers(0, height - 1))
    labels = draw(st.lists(st.builds(Label.make, _texts(80), hexes, st.floats(*LABEL_SIZES),
                                     st.floats(-360, 360)), max_size=3))
    objectives = draw(st.lists(st.builds(Objective.make, _texts(3), hexes), max_size=3))
    numbers = draw(st.lists(st.integers(1, 31), unique=True, max_size=3))
    zones = [Zone.make(draw(_texts(40)), n, draw(st.frozensets(hexes, max_size=6))) for n in numbers]
    return Scenario.make(labels, objectives, zones)


# A rules file's values, and what a mutation puts in their place: odd numbers, wrong types, YAML tricks.
RULES_KEY = re.compile(r"(\s*)([A-Za-z0-9_-]+):")
RULES_VALUE = re.compile(r"(:\s*)([^\s#{\[][^,}\]#]*|\[[^\]]*\]|\{[^}]*\})")
NASTY_VALUES = [".inf", "-.inf", ".nan", "-1", "1e309", "[cold, 50]", "{a: 1}", "'x'", "null", "true", "[1]",
                "[[1, x]]", "[foliage]", "{value: [1, 2, 3]}", "[]", "{}", "0", "99999999999999999999", "{[1]: 2}",
                "&a [*a]", "!!python/object:os.system ls", "\x07", "[" * 300 + "]" * 300,
                "0.0", "1.0e+308", "-1.0e+308", "2147483648", "600", "1" * 5000, "M+²", "M+99999", "190:20:30",
                "[missiles]", "[A-INF]", "{1: x}", "1/3e99999999", "x" * 3000, "&b [1, 2]", "*b", "2:30",
                "[2, 12]", "[-100000, 100000]", "{default: 1.0e+308}", "0.001", "2013-01-01", "!!binary aGk="]
NASTY_KEYS = ["5", "0", "-1", "2.5", "true", "null", "[1, 2]", "'x' ", "y" * 200, "1:30", '"a\\nb"', '"\\x1b[2J"']


@st.composite
def mutated_rules(draw, lines: list[str]) -> str:
    """A rules file's `lines` with one to three lines changed: a value or a key replaced, a line
    deleted, doubled or indented."""
    lines = list(lines)
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["value", "value", "value", "key", "delete", "duplicate", "indent"]))
        key = RULES_KEY.match(lines[i])
        if action == "key" and key:
            lines[i] = lines[i][:key.start(2)] + draw(st.sampled_from(NASTY_KEYS)) + lines[i][key.end(2):]
        elif action == "delete":
            del lines[i]
        elif action == "duplicate":
            lines.insert(i, lines[i])
        elif action == "indent":
            lines[i] = "  " + lines[i]
        else:
            spots = list(RULES_VALUE.finditer(lines[i]))
            if spots:
                m = spots[draw(st.integers(0, len(spots) - 1))]
                lines[i] = lines[i][:m.start(2)] + draw(st.sampled_from(NASTY_VALUES)) + lines[i][m.end(2):]
    return "\n".join(lines) + "\n"
