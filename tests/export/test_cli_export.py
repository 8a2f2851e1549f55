"""`hmeditor export` as a user calls it: formats by extension, one-line errors with exit code 2."""

import pytest

from tests.conftest import MAPS

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


@pytest.mark.parametrize("name,magic", [("map.svg", b"<?xml"), ("map.png", b"\x89PNG"), ("map.pdf", b"%PDF")])
def test_export_formats(run_cli, tmp_path, name, magic):
    out = tmp_path / name
    result = run_cli("export", EXAMPLE, "-o", out, "--dpi", "30", "--hex-size", "32mm", "--overlap", "9mm")
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(magic)


@pytest.mark.parametrize("args,message", [
    (["--hex-size", "big"], "--hex-size: 'big' is not a length"),
    (["--hex-size", "0.01in"], "hex size must be between"),
    (["--overlap=-2mm"], "--overlap: '-2mm' is not a length"),
    (["--overlap", "4in"], "overlap must be between"),
    (["--dpi", "1"], "dpi must be between"),
    (["--dpi", "9" * 400], "dpi must be between 10 and 2400, not <a number of about 400 digits>"),
    (["--pages", "9" * 400], "--pages: there is no page <a number of about 400 digits>: the sheet has"),
    (["--hex-size", "9" * 400 + "x"], "--hex-size: '" + "9" * 55 + "...' is not a length"),
    (["--hex-size", "9in"], "smaller hex size"),
])
def test_bad_values(run_cli, tmp_path, args, message):
    result = run_cli("export", EXAMPLE, "-o", tmp_path / "x.pdf", *args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_unknown_format_and_missing_map(run_cli, tmp_path):
    result = run_cli("export", EXAMPLE, "-o", tmp_path / "x.jpg")
    assert result.returncode == 2 and "use .pdf, .svg or .png" in result.stderr
    result = run_cli("export", tmp_path / "none.hmap", "-o", tmp_path / "x.pdf")
    assert result.returncode == 2 and "none.hmap" in result.stderr


@pytest.mark.parametrize("name", ["x.pdf", "x.png", "x.svg"])
def test_unwritable_output(run_cli, tmp_path, name):
    result = run_cli("export", EXAMPLE, "-o", tmp_path / "no" / "such" / name)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
