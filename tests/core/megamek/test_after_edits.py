"""After any edit, MegaMek accepts the board we write (issue 15).

Each kind of edit (building type, building class, bridge, road) on a real board is written and
read back by a port of MegaMek's rules (hmeditor/core/io/megamek/validity.py): `Board.isValid`
(MegaMek/megamek:megamek/src/megamek/common/board/Board.java, with Hex.java and Terrain.java)
must accept it, and no road or bridge problem of `BoardConnectivityCheck.findProblems`
(megamek/src/megamek/common/board/BoardConnectivityCheck.java) or stranded bridge (MoveStep.java)
may appear that the board did not have. The writer before issue 15 (taken from git history) gives
boards these rules refuse: isValid for buildings, the connectivity rules for bridges and roads
(isValid does not look at them).
"""

import importlib.util
import subprocess
import sys
from functools import cache

import pytest

from hmeditor.core import edits
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek import dumps
from hmeditor.core.io.megamek.block import set_building_class
from hmeditor.core.io.megamek.validity import parse_board

from ...conftest import ROOT, SHARED

CORPUS = SHARED / "corpus" / "megamek"
OLD_WRITER = "a22256d"          # main before issue 15: hmeditor/core/io/board.py

pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus/megamek/ is not beside this clone")


@cache
def _old_writer():
    try:
        code = subprocess.run(["git", "-C", str(ROOT), "show", f"{OLD_WRITER}:hmeditor/core/io/board.py"],
                              capture_output=True, text=True, check=True, timeout=60).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        return e
    code = code.replace("from .files import", "from ..files import")     # the file writer's home since issue 38
    name = "hmeditor.core.io.board_before_issue_15"
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(name, loader=None))
    module.__package__ = "hmeditor.core.io"
    sys.modules[name] = module          # its dataclasses look their module up
    exec(compile(code, "board_before_issue_15.py", "exec"), module.__dict__)  # noqa: S102 - our own history
    return module.dumps


def old_dumps():
    """The .board writer as it was before issue 15, or a skip where the clone has no such history."""
    writer = _old_writer()
    if isinstance(writer, Exception):
        pytest.skip(f"the old writer is not in this clone's history: {writer}")
    return writer


def building_type(m, col, row, kind):
    _, height, cf = m.cell(col, row).params
    return edits.paint_base(m, [(col, row)], "building", (kind, height, cf))


def new_building(m, col, row, kind):
    return edits.paint_base(m, [(col, row)], "building", (kind, 2))


EDITS = {
    # City (Downtown) 1101, one hex of a medium building joined to 1201, made heavy
    "building type": ("16x17-City-Downtown", lambda m: building_type(m, 10, 0, "heavy")),
    # Mountain Pass 1047: a new standard hardened building beside hardened hangars and fortresses
    "building class": ("16x51-Mountain-Pass", lambda m: new_building(m, 9, 46, "hardened")),
    # City (Downtown) 0808-0809: a bridge where the street crosses the canal
    "bridge": ("16x17-City-Downtown", lambda m: edits.add_mod(m, [(7, 7), (7, 8)], "bridge", (0,))),
    # City (Downtown) 0902: a road beside the hand-set exits of the road at 0802
    "road": ("16x17-City-Downtown", lambda m: edits.add_mod(m, [(8, 1)], "road")),
}


def edited(board: str, edit):
    m = read_map(CORPUS / f"{board}.board")
    edit(m).apply(m)
    return m


def problems(text: str) -> set[str]:
    return {p.message for p in parse_board(text).problems()}


@pytest.mark.parametrize("kind", EDITS)
def test_megamek_accepts_each_kind_of_edit_and_refused_what_we_wrote_before(kind):
    board, edit = EDITS[kind]
    before = problems((CORPUS / f"{board}.board").read_text(encoding="utf-8"))
    text = dumps(edited(board, edit))[0]
    assert parse_board(text).refusals() == []
    assert problems(text) <= before
    old = old_dumps()(edited(board, edit))[0]
    if kind.startswith("building"):
        assert parse_board(old).refusals() != []
    else:
        assert problems(old) - before


def test_a_class_changed_on_a_corpus_board_joins_its_new_class_and_leaves_the_old():
    m = read_map(CORPUS / "16x51-Mountain-Pass.board")
    set_building_class(m, [(8, 46)], "fortress").apply(m)        # 0947, a hangar, between fortresses
    board = parse_board(dumps(m)[0])
    assert board.refusals() == []
    here = {t.key: t for t in board.hexes[46 * 16 + 8]}
    assert here["bldg_class"].level == 2 and here["building"].exits     # joined to fortress hexes


def test_the_new_bridge_runs_from_street_to_street_with_a_type_matching_its_cf():
    m = edited(*EDITS["bridge"])
    board = parse_board(dumps(m)[0])
    north, south = ({t.key: t for t in board.hexes[row * 16 + 7]} for row in (7, 8))
    assert (north["bridge"].level, north["bridge"].exits, north["bridge_cf"].level) == (2, 1 | 8, 40)
    assert south["bridge"].exits == 1 | 8
    streets = [{t.key: t for t in board.hexes[row * 16 + 7]}["road"] for row in (6, 9)]
    assert streets[0].exits & 8 and streets[1].exits & 1            # the streets run onto the bridge
