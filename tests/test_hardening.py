"""Issue 16: no file, no kill and no full disk loses a map or crashes the program.

Each test is one of the issue's smallest reproductions, as a user meets it (mostly on the command
line). Rules files (item 10) are the rules loader's own tests.
"""

import os
import re
import resource
import subprocess
import sys
import time

import numpy as np
import pytest

from hmeditor.core.errors import MapFileError
from hmeditor.core.files import STALE_SECONDS, atomic_output, remove_stale_temporaries
from hmeditor.core.io import board, hmap, read_map, write_map
from hmeditor.core.model import AcceptedFinding, HexMap
from hmeditor.core.vocabulary import BASE_TERRAINS, LEVEL_LIMIT, MODIFICATIONS

from .conftest import MAPS, ROOT

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


def hmap_text(hexes: str = "", extra: str = "", size: str = "[16, 17]") -> str:
    return f"hmeditor: 1\nsize: {size}\nhexes:\n{hexes}{extra}"


@pytest.fixture
def cli(run_cli, tmp_path):
    """run_cli with crash logs kept in tmp_path/logs."""
    env = {**os.environ, "HMEDITOR_LOG_DIR": str(tmp_path / "logs")}
    return lambda *args, **kw: run_cli(*args, env=env, **kw)


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


# ---- 1. hex ids ------------------------------------------------------------------------------

@pytest.mark.parametrize("key", [" 1005", " 0101", "0101 ", "+101", "١٠١٠", "０１０１", "1005\t"])
def test_a_hex_id_is_exactly_its_ascii_digits(key):
    with pytest.raises(MapFileError, match=r"<t>:4: hex .*is not a hex id"):
        hmap.loads(hmap_text(f'  "{key}": water\n'), "<t>")


def test_a_bad_hex_id_is_refused_and_the_rest_of_a_batch_still_checked(cli, tmp_path):
    bad = tmp_path / "bad.hmap"
    bad.write_text(hmap_text('  " 0101": water\n'), encoding="utf-8")
    result = cli("check", bad, EXAMPLE)
    assert result.returncode == 2, result.stderr
    assert "bad.hmap:4: hex  0101: ' 0101' is not a hex id" in one_line(result.stderr)
    assert "open-terrain-2-movement-example.hmap: 0 error(s)" in result.stdout
    for command in (("convert", bad, tmp_path / "x.board"), ("export", bad, "-o", tmp_path / "x.png")):
        assert cli(*command).returncode == 2


# ---- 2. exact numbers in range -----------------------------------------------------------------

@pytest.mark.parametrize("value", ["1e39", "16777217", "10001", "-1", "2.5", "nan", "inf", "0x10", "١"])
def test_a_water_depth_out_of_range_or_inexact_is_refused(value):
    with pytest.raises(MapFileError, match=r"<t>:4: hex 0101: depth must be"):
        hmap.loads(hmap_text(f'  "0101": water:{value}\n'), "<t>")


def test_every_number_the_model_takes_comes_back_exactly():
    """Whatever passes the one gate (Param.check) is held exactly by the float32 arrays."""
    for spec in BASE_TERRAINS + MODIFICATIONS:
        for p in spec.params:
            if p.kind == "enum":
                continue
            low = -LEVEL_LIMIT if p.minimum is None else p.minimum
            for value in (low, low + 0.5, 7, 4095.5, p.maximum - 0.5, p.maximum):
                if p.kind == "int" and not float(value).is_integer() or value > p.maximum:
                    continue
                assert p.decode(np.float32(p.encode(value))) == value
            for value in (p.maximum + 1, low - 1, 1e39):
                with pytest.raises(ValueError):
                    p.encode(value)


@pytest.mark.parametrize("token", ["water:2147483647", "bldg_elev:2147483647", "bldg_cf:2147483647",
                                   "heavy_industrial:2147483647", "bridge_elev:99999"])
def test_a_board_value_beyond_our_range_is_kept_for_megamek_not_corrupted(tmp_path, token):
    owner = {"bldg": "building:1:1;", "bridge": "bridge:1:1;"}.get(token.split("_")[0], "")
    text = f'size 1 1\nhex 0101 0 "{owner}{token}" ""\nend\n'
    m, notes = board.loads(text, "big.board")
    assert any(token in n for n in notes)
    path = tmp_path / "big.hmap"
    write_map(m, path)
    write_map(read_map(path), tmp_path / "back.board")
    back = (tmp_path / "back.board").read_text()
    assert token in back
    board.loads(back)       # the board loader takes what the writer wrote


def test_convert_of_a_huge_gravel_pile_is_refused_not_a_crash(cli, tmp_path):
    src = tmp_path / "g.hmap"
    src.write_text(hmap_text('  "0101": gravel_pile:1e39\n'), encoding="utf-8")
    result = cli("convert", src, tmp_path / "g.board")
    assert result.returncode == 2 and "height must be between -10000 and 10000, not 1e+39" in one_line(result.stderr)


# ---- 3. one board level path --------------------------------------------------------------------

@pytest.mark.parametrize("line", ['hex 0101 99999 "" ""', 'hex 0101 99999 "" "" ', 'hex  0101 99999 "" ""',
                                  'hex 0101 -10001 "" ""'])
def test_a_board_level_out_of_range_is_refused_however_the_line_is_written(line):
    with pytest.raises(MapFileError, match=r"b:2: hex 0101: level must be between -10000 and 10000"):
        board.loads(f"size 1 1\n{line}\nend\n", "b")


def test_the_same_board_level_reads_the_same_however_the_line_is_written():
    for line in ('hex 0101 10000 "" ""', 'hex 0101 10000 "" "" ', 'hex 0101 "10000" "" ""'[:0] or
                 'hex 0101 +10000 "" ""'):
        assert board.loads(f"size 1 1\n{line}\nend\n")[0].level[0, 0] == 10000


# ---- 4. the megamek block is data from a file -------------------------------------------------------

@pytest.mark.parametrize("block, words", [
    ("{notes: 5}", "notes must be a list"),
    ('{base_conflicts: {"0101": 5}}', "base_conflicts of '0101' must be a list of two or more base terrains"),
    ('{base_conflicts: {"0101": [water, 7]}}', "base_conflicts"),
    ('{lines: ["size 3 3"]}', "the line 'size 3 3' would not read back"),
    ('{lines: ["end"]}', "would not read back"),
    ('{lines: ["a\\nb"]}', "would not read back"),
    ('{header: ["hex 0101 0 \\"\\" \\"\\""]}', "is not a comment"),
    ("{tags: [1]}", "tags must be a list of texts"),
    ("{line_end: cr}", "line_end must be one of lf, crlf"),
    ("{themes: [a]}", "themes must map quoted hex ids"),
    ("[1, 2]", "must be a mapping"),
])
def test_a_bad_megamek_block_is_refused_with_its_line(block, words):
    with pytest.raises(MapFileError) as info:
        hmap.loads(hmap_text(extra=f"name: x\nmegamek: {block}\n"), "<t>")
    assert str(info.value).startswith("<t>:5: megamek: ") and words in str(info.value), str(info.value)


def test_a_bad_megamek_block_gives_exit_2_in_check_convert_and_the_editor(cli, tmp_path):
    src = tmp_path / "m.hmap"
    src.write_text(hmap_text(extra='megamek: {base_conflicts: {"0101": 5}}\n'), encoding="utf-8")
    for command in (("check", src), ("convert", src, tmp_path / "m.board"),
                    (src, "--screenshot", tmp_path / "shot.png")):
        result = cli(*command)
        assert result.returncode == 2 and "base_conflicts" in one_line(result.stderr), (command, result.stderr)


ALIAS_BOMB = "x:\n" + "".join(
    f"  {name}: &{name} [{', '.join([f'*{prev}'] * 9) if prev else ', '.join(['lol'] * 9)}]\n"
    for prev, name in zip(["", *"abcdefgh"], "abcdefghi"))


@pytest.mark.parametrize("where", ["megamek:\n  lines: *i\n", "elsewhere: *i\n"])
def test_an_alias_bomb_in_kept_keys_is_refused(cli, tmp_path, where):
    src = tmp_path / "bomb.hmap"
    src.write_text(hmap_text(extra=ALIAS_BOMB + where), encoding="utf-8")
    assert src.stat().st_size < 600
    result = cli("convert", src, tmp_path / "bomb.board", preexec_fn=_memory_limit(1 << 30))
    assert result.returncode == 2 and "aliases repeat more than 10,000 values" in one_line(result.stderr)


def test_kept_board_lines_that_read_back_as_they_are_are_kept():
    text = hmap_text(extra='megamek: {lines: ["whatever 1 2"], tags: ["a\\"b"], notes: [["0101", "hi"]]}\n')
    m = hmap.loads(text)
    assert board.loads(board.dumps(m)[0])[0].extra_keys["megamek"]["lines"] == ["whatever 1 2"]


# ---- 5. size budget -----------------------------------------------------------------------------------

def _memory_limit(size: int):
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (size, size))


@pytest.mark.parametrize("text", ["size: [10000, 10000]\n", "size 10000 10000\nend\n"])
def test_a_tiny_file_asking_for_a_huge_map_is_refused_before_anything_is_allocated(cli, tmp_path, text):
    src = tmp_path / ("huge.hmap" if text.startswith("size:") else "huge.board")
    src.write_text(text, encoding="utf-8")
    result = cli("check", src, preexec_fn=_memory_limit(1 << 30))     # the old loader took 2 GB at once
    assert result.returncode == 2, result.stderr
    assert "10000 x 10000 map has 100,000,000 hexes, more than hmeditor takes" in one_line(result.stderr)


def test_the_budget_counts_free_memory(monkeypatch):
    from hmeditor.core import budget
    monkeypatch.setattr(budget, "available_memory", lambda: 100 << 20)
    with pytest.raises(budget.TooLarge, match=r"a 1000 x 1000 map needs about 1.1 GB of memory.*100 MB free"):
        HexMap(1000, 1000)
    HexMap(100, 100)


# ---- 6, 7, 8. atomic writes ------------------------------------------------------------------------------

FORMATS = ("hmap", "board", "pdf", "svg", "png")


def _write(fmt: str, source, out) -> list:
    return ["convert", source, out] if fmt in ("hmap", "board") else ["export", source, "-o", out, "--dpi", "30"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_on_a_full_disk_every_write_fails_with_exit_2_and_keeps_the_old_file(cli, tmp_path, fmt):
    out = tmp_path / f"out.{fmt}"
    out.write_bytes(b"the old file")
    limit = 500          # writes past 500 bytes fail as on a full disk (EFBIG instead of ENOSPC)
    result = cli(*_write(fmt, EXAMPLE, out),
                 preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit)))
    assert result.returncode == 2, result.stderr
    assert one_line(result.stderr).endswith("File too large")
    assert out.read_bytes() == b"the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"out.{fmt}"]      # no temporary file left


KILLED_WRITER = """
import os, sys
os.fsync = lambda fd: os.kill(os.getpid(), 9)      # killed with the new file written, not yet renamed
from hmeditor.app import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_write_killed_before_it_ends_leaves_the_old_file_and_the_next_one_cleans_up(cli, tmp_path, fmt):
    out = tmp_path / f"out.{fmt}"
    out.write_bytes(b"the old file")
    result = subprocess.run([sys.executable, "-c", KILLED_WRITER, *map(str, _write(fmt, EXAMPLE, out))],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == -9, result.stderr
    assert out.read_bytes() == b"the old file"
    left = [p for p in tmp_path.iterdir() if p != out]
    assert len(left) == 1 and left[0].name.startswith(f".out.{fmt}.") and left[0].stat().st_size > 100
    os.utime(left[0], (time.time() - STALE_SECONDS - 1,) * 2)       # its writer is long dead
    assert cli(*_write(fmt, EXAMPLE, out)).returncode == 0
    assert sorted(tmp_path.iterdir()) == [out] and out.read_bytes() != b"the old file"


def test_stale_temporaries_are_removed_but_not_those_of_a_live_writer(tmp_path):
    target = tmp_path / "x.hmap"
    old, fresh = tmp_path / ".x.hmap.hmeditor-dead1234.tmp", tmp_path / ".x.hmap.hmeditor-new12345.tmp"
    for p in (old, fresh):
        p.write_bytes(b"half a map")
    os.utime(old, (time.time() - STALE_SECONDS - 5,) * 2)
    with atomic_output(target) as live:
        live.write(b"being written")
        live_tmp = next(p for p in tmp_path.iterdir() if p.name.endswith(".tmp") and p not in (old, fresh))
        os.utime(live_tmp, (time.time() - STALE_SECONDS - 5,) * 2)
        assert remove_stale_temporaries(target) == []           # old, fresh: gone/kept below; live: locked
        assert live_tmp.exists()
    assert not old.exists() and fresh.exists() and target.read_bytes() == b"being written"
    other = tmp_path / ".y.hmap.hmeditor-dead1234.tmp"          # another file's temporary: not ours
    other.write_bytes(b"")
    os.utime(other, (0, 0))
    write_map(HexMap(2, 2), target)
    assert other.exists()


def test_saving_through_a_symlink_writes_its_target(tmp_path):
    real = tmp_path / "real.hmap"
    write_map(HexMap(2, 2, "old"), real)
    link = tmp_path / "link.hmap"
    link.symlink_to(real)
    write_map(HexMap(3, 3, "new"), link)
    assert link.is_symlink() and read_map(real).name == "new"


def test_a_pipe_or_device_is_never_read_or_replaced(cli, tmp_path):
    fifo = tmp_path / "x.hmap"
    os.mkfifo(fifo)
    result = cli("check", fifo, timeout=30)
    assert result.returncode == 2 and "not a regular file" in one_line(result.stderr)
    zero = tmp_path / "zero.board"
    zero.symlink_to("/dev/zero")
    result = cli("check", zero, timeout=30)
    assert result.returncode == 2 and "not a regular file" in one_line(result.stderr)
    result = cli("convert", EXAMPLE, fifo)
    assert result.returncode == 2 and "not replaced" in one_line(result.stderr)
    assert fifo.is_fifo()


# ---- 9. the writer never writes what the loader refuses ----------------------------------------------------

@pytest.mark.parametrize("text", ["\x7f", "a\x85b", "a\u2028b", "\x00\x1b[2J", "\ufeff", "\t", "'\""])
def test_accepted_rule_names_and_names_come_back_as_they_were(text):
    m = HexMap(2, 2, text)
    m.accepted = [AcceptedFinding(text, ("0101",))]
    m.extra_keys = {"notes": text}
    back = hmap.loads(hmap.dumps(m))
    assert (back.name, back.accepted, back.extra_keys) == (m.name, m.accepted, m.extra_keys)


def test_a_map_that_would_not_read_back_is_not_written(tmp_path):
    path = tmp_path / "x.hmap"
    write_map(HexMap(2, 2, "old"), path)
    m = HexMap(2, 2, "new")
    m.extra_keys = {"megamek": {"lines": ["size 1 1"]}}
    with pytest.raises(MapFileError, match=r"x.hmap: cannot be written as it would not read back"):
        write_map(m, path)
    m.extra_keys = {"note": "\ud800"}
    with pytest.raises(MapFileError, match=r"x.hmap: cannot be written"):
        write_map(m, path)
    assert read_map(path).name == "old"


# ---- 12. duplicate keys ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, line", [
    (hmap_text('  "0101": water\n  "0101": rough\n'), 5),
    (hmap_text('  "0101": water\n  "0102": rough # x\n  "0101": sand\n'), 6),
    (hmap_text('  "0101": water\n', 'hexes:\n  "0101": rough\n'), 5),
    ("size: [4, 4]\nname: a\nname: b\n", 3),
    (hmap_text(extra="conditions: {fog: light, fog: heavy}\n"), 4),
])
def test_a_key_given_twice_is_refused_naming_its_line(text, line):
    with pytest.raises(MapFileError, match=rf"<t>:{line}: not valid YAML: .* is given twice"):
        hmap.loads(text, "<t>")


# ---- 14. clean messages -----------------------------------------------------------------------------------

def test_no_control_character_from_a_file_reaches_the_terminal(cli, tmp_path):
    src = tmp_path / "ansi.board"
    src.write_text('size 1 1\nhex 0101 0 "\x1b[2J\x1b]0;x\x07:1" "\x9b31m"\nend\n', encoding="utf-8")
    result = cli("check", src)
    assert result.returncode == 2
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", result.stderr + result.stdout)
    assert "\\u001b[2J" in one_line(result.stderr)


def test_a_failed_pdf_or_svg_export_prints_one_clean_line(cli, tmp_path):
    for fmt in ("pdf", "svg", "png"):
        result = cli("export", EXAMPLE, "-o", tmp_path / "missing" / f"x.{fmt}")
        assert result.returncode == 2
        assert one_line(result.stderr) == f"hmeditor export: {tmp_path}/missing/x.{fmt}: the folder " \
                                          f"{tmp_path}/missing does not exist"


def test_an_unquoted_hex_id_is_named_as_written():
    with pytest.raises(MapFileError, match=r'<t>:4: hex id 0101 must be quoted'):
        hmap.loads(hmap_text("  0101: water\n"), "<t>")


# ---- 15. comments --------------------------------------------------------------------------------------

def test_the_header_comment_of_a_hand_edited_map_is_kept(tmp_path):
    for sample in MAPS.glob("*.hmap"):
        text = sample.read_text(encoding="utf-8")
        header = text[:text.index("hmeditor: 1")]
        path = tmp_path / sample.name
        path.write_text(text, encoding="utf-8")
        write_map(read_map(path), path)
        assert path.read_text(encoding="utf-8").startswith(header)
    assert "# The worked example" in (tmp_path / EXAMPLE.name).read_text(encoding="utf-8")


# ---- the crash handler --------------------------------------------------------------------------------------

BUGGY_CHECK = """
import sys
import hmeditor.core.check as check
def broken(hex_map, *a, **k):
    if hex_map.name == "boom":
        raise ZeroDivisionError("a bug")
    return real(hex_map, *a, **k)
real = check.check_map
check.check_map = broken
from hmeditor.app import main
sys.exit(main(sys.argv[1:]))
"""


def test_an_unexpected_error_exits_3_with_a_pointer_to_its_log(tmp_path):
    boom = tmp_path / "boom.hmap"
    write_map(HexMap(2, 2, "boom"), boom)
    env = {**os.environ, "HMEDITOR_LOG_DIR": str(tmp_path / "logs")}
    result = subprocess.run([sys.executable, "-c", BUGGY_CHECK, "check", str(boom), str(EXAMPLE)], cwd=ROOT,
                            capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 3, result.stderr
    line = one_line(result.stderr)
    assert "internal error (ZeroDivisionError: a bug); this is a bug in hmeditor" in line
    log = re.search(r"details in (\S+)\)", line)[1]
    assert "Traceback" in open(log, encoding="utf-8").read()
    assert "open-terrain-2-movement-example.hmap: 0 error(s)" in result.stdout    # the others still checked
