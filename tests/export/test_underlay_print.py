"""export --underlay: the underlay's picture is printed under the grid only when asked (or when its
block says print: true); a picture that cannot be read is a warning, and the map is printed."""

from PySide6.QtGui import QColor, QImage

from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.export import ensure_gui_app

RED = QColor(220, 0, 0)


def traced_map(tmp_path, **block) -> str:
    """A 4 x 4 map over a red picture (opacity 1), aligned so the picture covers the whole map."""
    ensure_gui_app()
    picture = QImage(200, 200, QImage.Format.Format_RGB32)
    picture.fill(RED)
    picture.save(str(tmp_path / "red.png"))
    m = HexMap(4, 4, "traced")
    m.extra_keys["underlay"] = {"image": "red.png", "hexes": {"0101": [20, 20], "0404": [180, 180]},
                                "opacity": 1, **block}
    write_map(m, tmp_path / "traced.hmap")
    return str(tmp_path / "traced.hmap")


def middle(path) -> QColor:
    image = QImage(str(path))
    return image.pixelColor(image.width() // 2 - 20, image.height() // 2 + 5)


def test_the_underlay_is_printed_only_when_asked(run_cli, tmp_path):
    path = traced_map(tmp_path)
    assert run_cli("export", path, "-o", tmp_path / "plain.png", "--dpi", "40").returncode == 0
    r = run_cli("export", path, "-o", tmp_path / "traced.png", "--dpi", "40", "--underlay")
    assert r.returncode == 0 and r.stderr == ""
    assert middle(tmp_path / "plain.png").red() < 250 and middle(tmp_path / "plain.png").green() > 200
    assert middle(tmp_path / "traced.png").getRgb()[:3] == RED.getRgb()[:3]


def test_print_true_in_the_block_prints_it_without_the_option(run_cli, tmp_path):
    path = traced_map(tmp_path, print=True)
    assert run_cli("export", path, "-o", tmp_path / "t.png", "--dpi", "40").returncode == 0
    assert middle(tmp_path / "t.png").getRgb()[:3] == RED.getRgb()[:3]
    r = run_cli("export", path, "-o", tmp_path / "t.svg", "--underlay")
    assert r.returncode == 0 and "<image" in (tmp_path / "t.svg").read_text()
    assert run_cli("export", path, "-o", tmp_path / "t.pdf", "--underlay").returncode == 0


def test_a_missing_picture_is_a_warning_and_the_map_is_printed(run_cli, tmp_path):
    path = traced_map(tmp_path)
    (tmp_path / "red.png").unlink()
    r = run_cli("export", path, "-o", tmp_path / "m.png", "--dpi", "40", "--underlay")
    assert r.returncode == 0 and (tmp_path / "m.png").exists()
    assert r.stderr.startswith("hmeditor export: warning: the underlay picture ") and "printed without it" in r.stderr
    assert read_map(path).extra_keys["underlay"]["image"] == "red.png"      # opening the map is never refused


def test_asking_for_an_underlay_the_map_has_not_is_a_warning(run_cli, tmp_path):
    write_map(HexMap(4, 4), tmp_path / "m.hmap")
    r = run_cli("export", tmp_path / "m.hmap", "-o", tmp_path / "m.png", "--dpi", "40", "--underlay")
    assert r.returncode == 0 and "has no underlay to print" in r.stderr
