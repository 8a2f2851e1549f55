"""`hmeditor transform` and `hmeditor assemble` as a user calls them."""

import pytest

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap

from .conftest import MAPS, SHARED

CORPUS = SHARED / "corpus" / "megamek"
EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"
needs_corpus = pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus/megamek/ is not beside this clone")


@needs_corpus
def test_a_board_turned_twice_is_the_same_file(run_cli, tmp_path):
    board = CORPUS / "16x17-Seaport.board"
    once, twice = tmp_path / "once.board", tmp_path / "twice.board"
    assert run_cli("transform", board, "-o", once, "--turn", "180").returncode == 0
    result = run_cli("transform", once, "-o", twice, "--turn", "180")
    assert result.returncode == 0 and result.stderr == ""
    assert twice.read_bytes() == board.read_bytes() != once.read_bytes()


def test_a_turned_map_has_hex_c_r_at_w_plus_1_minus_c_h_plus_1_minus_r(run_cli, tmp_path):
    out = tmp_path / "turned.hmap"
    assert run_cli("transform", EXAMPLE, "-o", out, "--turn", "180").returncode == 0
    before, after = read_map(EXAMPLE), read_map(out)
    assert after.cell(16 - 7, 17 - 8) == before.cell(7 - 1, 8 - 1)        # 0708 -> 1010
    assert after.conditions == before.conditions and after.name == before.name


def test_an_odd_width_or_another_angle_is_refused_with_the_reason(run_cli, tmp_path):
    odd = tmp_path / "odd.hmap"
    write_map(HexMap(15, 17, "odd"), odd)
    result = run_cli("transform", odd, "-o", tmp_path / "out.hmap", "--turn", "180")
    assert result.returncode == 2 and not (tmp_path / "out.hmap").exists()
    assert result.stderr.strip().splitlines() == [
        f"hmeditor transform: {odd}: a map 15 hexes wide cannot be turned 180 degrees: on an odd width the turn "
        "would move every other column half a hex (resize it to an even width first)"]
    result = run_cli("transform", EXAMPLE, "-o", tmp_path / "out.hmap", "--turn", "90")
    assert result.returncode == 2 and "invalid choice: '90'" in result.stderr


def _sheet(tmp_path, name: str, size=(4, 3), **conditions) -> str:
    m = HexMap(*size, name)
    edits.set_cells(m, {(0, 0): parse_cell("rough"), (1, 0): parse_cell(f"water:{len(name)}")}).apply(m)
    m.conditions.update(conditions)
    write_map(m, tmp_path / f"{name}.hmap")
    return str(tmp_path / f"{name}.hmap")


def test_assemble_lays_the_maps_out_row_by_row_with_the_turned_ones_turned(run_cli, tmp_path):
    paths = [_sheet(tmp_path, name) for name in ("a", "bb", "ccc", "dddd")]
    out = tmp_path / "grid.hmap"
    result = run_cli("assemble", "-o", out, "--grid", "2x2", "--turn", "2,3", *paths)
    assert result.returncode == 0, result.stderr
    grid = read_map(out)
    assert grid.size == (8, 6) and grid.name == "a + bb + ccc + dddd"
    assert grid.cell(0, 0).base == "rough" and grid.cell(1, 0).params == (1,)              # a, top left
    assert grid.cell(4 + 3, 2).base == "rough" and grid.cell(4 + 2, 2).params == (2,)      # bb, turned
    assert grid.cell(3, 3 + 2).base == "rough" and grid.cell(2, 3 + 2).params == (3,)      # ccc, turned
    assert grid.cell(4, 3).base == "rough" and grid.cell(5, 3).params == (4,)              # dddd


def test_assemble_says_what_it_cannot_keep(run_cli, tmp_path):
    paths = [_sheet(tmp_path, "a"), _sheet(tmp_path, "b", weather="blizzard")]
    result = run_cli("assemble", "-o", tmp_path / "row.hmap", "--grid", "2x1", *paths)
    assert result.returncode == 0
    assert result.stderr.strip() == ("hmeditor assemble: warning: b: its conditions are not kept (the combined map has "
                                     "the first one's)")


@pytest.mark.parametrize("args, message", [
    (("--grid", "2x2"), "hmeditor assemble: the maps of row 2 must have one height: c 4 x 3, d 4 x 5"),
    (("--grid", "3x1"), "hmeditor assemble: --grid 3x1 takes 3 maps, not 4"),
    (("--grid", "2x2", "--turn", "5"), "hmeditor assemble: --turn: '5' is not a position from 1 to 4"),
    (("--grid", "two"), "argument --grid: expected COLSxROWS such as 2x2 (1 to 100 each), not 'two'"),
    (("--grid", "9" * 5000 + "x1"), "argument --grid: expected COLSxROWS such as 2x2 (1 to 100 each), not '99999"),
    (("--grid", "2x2", "--turn", "\u00b2"), "hmeditor assemble: --turn: '\u00b2' is not a position from 1 to 4"),
    (("--grid", "2x2", "--turn", "9" * 400), "hmeditor assemble: --turn: '" + "9" * 55 + "...' is not a position"),
])
def test_assemble_refuses_what_does_not_line_up(run_cli, tmp_path, args, message):
    paths = [_sheet(tmp_path, "a"), _sheet(tmp_path, "b"), _sheet(tmp_path, "c"), _sheet(tmp_path, "d", (4, 5))]
    result = run_cli("assemble", "-o", tmp_path / "out.hmap", *args, *paths)
    assert result.returncode == 2 and message in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "out.hmap").exists()
