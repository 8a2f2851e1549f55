"""Calculator panels, one per game system; a system without its own panel gets its commands as a
form (CommandPanel)."""

from __future__ import annotations

from ..state import EditorState
from .base import SystemPanel
from .battletech import BattleTechPanel
from .commands import CommandPanel
from .grav_armor import GravArmorPanel
from .total_war_xxi import TotalWarPanel
from .wh40k import Wh40kPanel

PANELS = {"battletech": BattleTechPanel, "grav_armor": GravArmorPanel, "wh40k": Wh40kPanel,
          "total_war_xxi": TotalWarPanel}


def make_panel(state: EditorState, system_id: str) -> SystemPanel:
    panel = PANELS.get(system_id)
    return panel(state) if panel is not None else CommandPanel(state, system_id)


__all__ = ["PANELS", "BattleTechPanel", "CommandPanel", "GravArmorPanel", "SystemPanel", "TotalWarPanel",
           "Wh40kPanel", "make_panel"]
