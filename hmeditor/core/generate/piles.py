"""Gravel piles that keep the rules' slope: a pile may rise only a level above its lowest
neighbour's top, so a pile h high is a cone, each ring out a level lower, on level ground."""

from __future__ import annotations

import numpy as np

from .canvas import Canvas, window

GROUND = ("clear", "rough", "sand", "tundra")


def gravel_piles(c: Canvas) -> None:
    rng = c.rng("gravel")
    height, width = c.shape
    free = c.is_base(*GROUND) & ~c.road & ~c.has("swamp", "mud", "magma_vent")
    for _ in range(c.count(rng, c["gravel_piles"])):
        col, row = int(rng.integers(width)), int(rng.integers(height))
        for tall in range(int(rng.integers(1, c["gravel_height"], endpoint=True)), 0, -1):
            at, d = window(c.shape, col, row, tall - 1)
            cone = d >= 0
            level = c.map.level[at]
            if free[at][cone].all() and (level[cone] == level[d == 0]).all():
                heights = np.where(cone, tall - d, 0).astype(np.float32)
                part = np.zeros(c.shape, bool)
                part[at] = cone
                whole = np.zeros(c.shape, np.float32)
                whole[at] = heights
                c.paint(part, "gravel_pile", whole)
                free &= ~part
                break
