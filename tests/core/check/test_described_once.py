"""A check describes many hexes at once (`View.hits` with `by`): what it says of each hex must be what
it would say of that hex alone, on a map where every base terrain, height and modification is mixed."""

import numpy as np
import pytest

from hmeditor.core.check import IncrementalChecker, registry
from hmeditor.core.check.registry import View
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS

CONDITIONS = ({"temperature": -20}, {"temperature": 60, "weather": "heavy_snow"},
              {"atmosphere": "vacuum"}, {"wind": "storm"}, {})


def mixed_map(seed: int = 2) -> HexMap:
    rng = np.random.default_rng(seed)
    m = HexMap(40, 40, "mixed")
    m.base[:] = rng.integers(0, len(BASE_TERRAINS), m.base.shape)
    m.params[:] = rng.choice(np.array([np.nan, 0, 0.5, 1, 1.5, 2, 3, 4, 6, 9, 12], np.float32), m.params.shape)
    bits = rng.random((*m.base.shape, len(MODIFICATIONS))) < 0.15
    m.mods[:] = (bits * (1 << np.arange(len(MODIFICATIONS), dtype=np.uint64))).sum(-1).astype(np.uint32)
    m.level[:] = rng.integers(-1, 4, m.base.shape)
    m.base[0, :4], m.params[0, :4, 0] = BASE_INDEX["water"], (0, 0.5, 0, 0.5)     # rapids in shallow water
    m.mods[0, :4] = 1 << MOD_INDEX["rapids"]
    return m


def each_hex_alone(monkeypatch):
    """View.hits describing every hex by itself, whatever its check says it depends on."""
    hits = View.hits
    monkeypatch.setattr(View, "hits", lambda self, mask, describe, by=None: hits(self, mask, describe))


def all_hits(m: HexMap) -> dict[str, list]:
    checker = IncrementalChecker(m, run=False)
    return {check.rule: [hit[:5] for hit in check.fn(View(m, checker.rules))] for check in checker.checks}


@pytest.mark.parametrize("conditions", CONDITIONS)
def test_hexes_described_together_read_as_each_described_alone(conditions, monkeypatch):
    m = mixed_map()
    m.conditions = dict(conditions)
    together = all_hits(m)
    each_hex_alone(monkeypatch)
    alone = all_hits(m)
    assert together == alone
    described = {rule for rule, hits in together.items() if any(hit[0] is not None for hit in hits)}
    assert len(described) >= 6, described          # the map gives most per-hex checks something to say


def test_a_message_names_its_own_hex():
    m = mixed_map()
    m.conditions = {"temperature": -20}
    hits = all_hits(m)["frozen-mud"]
    assert len(hits) > 20
    for flat, (hex_id,), message, *_ in hits:
        assert hex_id == m.id_of_flat(flat) and f"Mud at {hex_id} with " in message and registry.HEX not in message


def test_hexes_are_grouped_by_every_value_they_depend_on():
    columns = [np.array([1, 1, 2, 2, 1, 1]), np.array([0.5, 0.5, 0.5, np.nan, np.nan, np.nan], np.float32)]
    first, groups = registry._alike(columns, 6)
    assert groups[0] == groups[1] and groups[4] == groups[5]                    # NaN is alike NaN
    assert len({groups[1], groups[2], groups[3], groups[4]}) == 4
    assert sorted(groups[first]) == sorted(set(groups))                          # one hex asked per group
    assert registry._alike([], 3)[0].tolist() == [0] and registry._alike([], 3)[1].tolist() == [0, 0, 0]


@pytest.mark.parametrize("conditions", CONDITIONS + ({"weather": "snow_flurries", "wind": "calm"},))
def test_a_fix_that_sets_a_value_says_why_that_value(conditions):
    """The heavy-snow fix set -50 degrees without a word: every fix with a value gives its reason."""
    m = mixed_map()
    m.conditions.update(conditions)
    valued = [f for f in IncrementalChecker(m).findings if f.fix_value is not None]
    assert valued
    for f in valued:
        assert f.fix.partition(": ")[2], f"no reason given: {f.fix}"
