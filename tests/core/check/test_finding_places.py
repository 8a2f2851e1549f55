"""Where findings belong, found without reading hex ids back: each finding carries the flat indices
of its hexes (the editor marks a cut-off area of most of a big map by them), a whole-map finding is
kept under a key hashed by a sample of its hexes, and hex ids are made a slice at a time."""

import numpy as np

from hmeditor.core import arrays, edits
from hmeditor.core.check import IncrementalChecker, check_map, registry
from hmeditor.core.check.runner import WholeMap
from hmeditor.core.hexgrid import offsets_in_disk
from tests.maps import make_map


def walled_corner_map():
    """Frozen mud on two hexes (one finding each) and a corner cut off by impassable hexes."""
    m = make_map({"0505": "clear +mud", "0808": "clear +mud"}, {"temperature": -20}, size=(12, 12))
    inner = set(offsets_in_disk(0, 0, 2, m.width, m.height))
    wall = [h for h in offsets_in_disk(0, 0, 3, m.width, m.height) if h not in inner]
    edits.paint_base(m, wall, "impassable").apply(m)
    return m


def test_every_finding_knows_the_flat_indices_of_its_hexes():
    m = walled_corner_map()
    findings = check_map(m)
    assert {"unreachable-area", "frozen-mud"} <= {f.rule for f in findings}
    area = next(f for f in findings if f.rule == "unreachable-area")
    assert len(area.hexes) == len(set(offsets_in_disk(0, 0, 2, m.width, m.height)))
    for f in findings:
        assert list(f.flats) == [m.flat(*m.parse_hex_id(h)) for h in f.hexes], f.rule


def test_a_whole_map_finding_is_found_again_by_its_hexes():
    ids = tuple(f"{i:04d}" for i in range(20))
    same_sample = ids[:4] + ("9999",) + ids[5:]          # differs only where the hash does not look
    assert WholeMap(ids) == WholeMap(tuple(ids)) and hash(WholeMap(ids)) == hash(WholeMap(tuple(ids)))
    assert WholeMap(ids) != WholeMap(same_sample) and hash(WholeMap(ids)) == hash(WholeMap(same_sample))
    assert len({WholeMap(ids): 1, WholeMap(same_sample): 2}) == 2


def test_hex_ids_are_made_a_slice_at_a_time(monkeypatch):
    m = make_map(size=(12, 11))
    monkeypatch.setattr(arrays, "SLICE_AT_ONCE", 5)
    view = registry.View(m, IncrementalChecker(m).rules, slice(2, 9), slice(4, 10))
    flats = np.arange(7 * 6)[::-1]
    rows, cols = np.divmod(flats, 6)
    assert view.hex_ids(flats) == [m.hex_id(c + 4, r + 2) for r, c in zip(rows, cols)]
