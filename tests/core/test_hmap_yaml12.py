""".hmap files read the same in every YAML tool: no string that a YAML 1.2 reader takes for a number.

PyYAML follows YAML 1.1, where `0801` (not octal: it has an 8) is a string; YAML 1.2 readers
(ruamel.yaml, most other languages' libraries) read it as the integer 801.
"""

import re

import pytest
import yaml

from hmeditor.core.io import read_map
from hmeditor.core.io.hmap import dumps
from hmeditor.core.model import HexMap

from ..conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"
INT = "tag:yaml.org,2002:int"


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML reading integers as the YAML 1.2 core schema does: `0801` is 801."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != INT]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
Yaml12Loader.add_implicit_resolver(INT, re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
                                   list("-+0123456789"))
Yaml12Loader.add_constructor(
    INT, lambda loader, node: int(text, 0) if (text := loader.construct_scalar(node))[:2] in ("0o", "0x")
    else int(text, 10))


def read_as_yaml12(text: str):
    return yaml.load(text, Loader=Yaml12Loader)


def test_the_yaml12_reader_reads_an_unquoted_hex_id_as_a_number():
    assert read_as_yaml12("0801: a\n'0802': b\n") == {801: "a", "0802": "b"}


def test_every_key_and_id_of_the_megamek_block_stays_text():
    hex_map = HexMap(16, 17, "0801")
    hex_map.extra_keys["megamek"] = {
        "theme": "grass",
        "themes": {"0801": "snow", "1203": "lunar"},
        "terrain": {"0915": "woods:1;foliage_elev:1", "0304": "pavement:1"},
        "base_conflicts": {"0809": ["light_woods", "pavement"]},
        "notes": [["0705", "the landing zone"]],
    }
    text = dumps(hex_map)
    assert read_as_yaml12(text)["megamek"] == hex_map.extra_keys["megamek"]
    assert read_as_yaml12(text)["name"] == "0801"
    for hex_id in ("0801", "1203", "0915", "0304", "0809", "0705"):
        assert f'"{hex_id}"' in text


@pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus is not beside this clone")
@pytest.mark.parametrize("board", ["16x17-City-Downtown.board", "32x17-Racice-River-Delta.board"])
def test_a_corpus_board_saved_as_hmap_reads_the_same_as_yaml12(board):
    text = dumps(read_map(CORPUS / board))
    assert read_as_yaml12(text) == yaml.safe_load(text)
    assert not re.search(r"^\s*-?\s*[0-9]+:", text, re.M), "an unquoted number-like key"
