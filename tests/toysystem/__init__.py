"""A tiny game system that exists only in the tests: one package and one line in the list of
systems are all it takes (see tests/test_systems.py). Each base terrain gives cover; `calc toy
cover` tells it for a hex, `calc toy roll` the exact chance of a 2d6 roll."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hmeditor.core.calc.dice import chance_at_least, fraction_text, probability
from hmeditor.core.calc.hexes import check_hex, parse_hex
from hmeditor.core.rules import RulesReader, Setting, read_yaml
from hmeditor.core.systems.base import Answer, Arg, Cell, Command, GameSystem, Overlay, Shading, Table
from hmeditor.core.vocabulary import BASE_INDEX, BASE_TERRAINS


@dataclass(frozen=True)
class ToyRules:
    path: str
    title: str
    cover: dict[str, Setting]

    def cover_of(self, base: str) -> int:
        return (self.cover.get(base) or self.cover["default"]).value


def read_rules(path) -> ToyRules:
    reader = RulesReader(path)
    top = reader.top(read_yaml(path), ("system", "sources", "cover"), "toy")
    table = reader.table(top["cover"], top.line_of("cover"), "cover", {"default", *BASE_INDEX}, ("default",))
    cover = {name: reader.setting(row, table.line_of(name), f"cover.{name}") for name, row in table.items()}
    for name, s in cover.items():
        reader.number(s.value, s.line, f"cover.{name}")
    return ToyRules(str(path), str(top.get("title", "toy")), cover)


def hex_cover(hex_map, rules: ToyRules, hx) -> int:
    col, row = hx
    return rules.cover_of(BASE_TERRAINS[int(hex_map.base[row, col])].name)


def cover(args, hex_map, rules) -> Answer:
    hx = parse_hex(hex_map, args.hex, "--hex")
    check_hex(hex_map, hx)
    n = hex_cover(hex_map, rules, hx)
    return Answer({"system": "toy", "hex": args.hex, "cover": n}, f"cover {n} in {args.hex}")


def roll(args, hex_map, rules) -> Answer:
    if not 2 <= args.at_least <= 12:
        raise ValueError(f"--at-least: a 2d6 roll is 2..12, not {args.at_least}")
    chance = chance_at_least(args.at_least, 2)
    return Answer({"system": "toy", "chance": fraction_text(chance), "chance_p": probability(chance)},
                  f"{args.at_least}+ on 2d6: {fraction_text(chance)}")


def figures(hex_map, rules, hexes) -> list[Table]:
    return [Table("Toy cover", ("Cover",), ((Cell(str(hex_cover(hex_map, rules, hexes[0])), tone="strong"),),))]


def shade(hex_map, rules, choices) -> Shading:
    values = np.array([rules.cover_of(t.name) for t in BASE_TERRAINS])[hex_map.base]
    rgba = np.zeros((*values.shape, 4), np.uint8)
    rgba[values > 0] = (0, 0, 255, 100)
    return Shading(rgba, {})


def markdown(rules: ToyRules) -> str:
    return "# Toy cover\n\n" + "\n".join(f"- {name}: {s.value}" for name, s in rules.cover.items()) + "\n"


SYSTEM = GameSystem(
    id="toy", title="Toy cover", rules_file=Path(__file__).with_name("toy.yaml"), read_rules=read_rules,
    reference=markdown, summary=lambda rules: f"Toy cover: {len(rules.cover)} rows", cli_word="toy",
    commands=(Command("cover", "cover in a hex", cover, (Arg(("--hex",), dict(required=True, metavar="HEX")),)),
              Command("roll", "chance of a 2d6 roll", roll, (Arg(("--at-least",), dict(type=int, required=True)),),
                      needs_map=False)),
    hex_figures=figures, heat_map=Overlay("Toy &cover", "Hexes that give cover", shade))
