"""Features (exits of roads, bridges and buildings) of an area of a big map are those of the whole map."""

import numpy as np

from hmeditor.core import edits
from hmeditor.core import features as features_module
from hmeditor.core.features import compute, features_near
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek import loads

from ..conftest import SHARED

CITY = SHARED / "corpus" / "megamek" / "16x17-City-Downtown.board"


def sample_map():
    if CITY.exists():
        m = read_map(CITY)
        edits.add_mod(m, [(7, 7), (7, 8)], "bridge", (0,)).apply(m)       # where the street crosses the canal
        edits.add_mod(m, [(c, 4) for c in range(16)], "road").apply(m)    # new roads and buildings across areas
        edits.paint_base(m, [(c, 12) for c in range(16)], "building", ("medium", 2)).apply(m)
        return m
    rows = []
    for r in range(1, 18):
        for c in range(1, 17):
            terrain = "road:1" if c in (5, 6) else "building:2:0;bldg_cf:40;bldg_elev:2" if (c + r) % 3 else ""
            terrain = "water:1;bridge:2;bridge_cf:40;bridge_elev:0" if (c, r) == (9, 9) else terrain
            rows.append(f'hex {c:02d}{r:02d} 0 "{terrain}" ""')
    return loads("\n".join(["size 16 17", *rows, "end", ""]))[0]


def test_the_features_of_an_area_are_the_whole_maps_there(monkeypatch):
    m = sample_map()
    whole = compute(m)
    monkeypatch.setattr(features_module, "WHOLE_MAP_HEXES", 0)      # as on a big map
    for rows, cols in ((range(3, 9), range(4, 11)), (range(0, 17), range(7, 16)), (range(10, 17), range(0, 5)),
                       (range(4, 13), range(6, 9))):
        area = features_near(m, rows, cols)
        r0, c0 = area.origin
        for name in ("building", "building_class", "road", "road_hand_set", "bridge"):
            inner = getattr(area, name)[rows.start - r0:rows.stop - r0, cols.start - c0:cols.stop - c0]
            assert np.array_equal(inner, getattr(whole, name)[rows.start:rows.stop, cols.start:cols.stop]), name
        assert area.building.shape[0] < m.height or area.building.shape[1] < m.width
