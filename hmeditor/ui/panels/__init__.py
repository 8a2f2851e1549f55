"""Calculator panels, one per game system, each imported when its system is first chosen; a system
without its own panel gets its commands as a form (CommandPanel)."""

from __future__ import annotations

from ...core.lazy import imported
from ..session.state import EditorState
from .base import SystemPanel
from .commands import CommandPanel

PANELS = {"battletech": "battletech:BattleTechPanel", "grav_armor": "grav_armor:GravArmorPanel",
          "wh40k": "wh40k:Wh40kPanel", "total_war_xxi": "total_war_xxi:TotalWarPanel"}   # module:class


def panel_class(system_id: str) -> type[SystemPanel] | None:
    """The system's own panel, or None."""
    where = PANELS.get(system_id)
    if where is None:
        return None
    module, name = where.split(":")
    return imported(f"{__name__}.{module}", name)


def make_panel(state: EditorState, system_id: str) -> SystemPanel:
    panel = panel_class(system_id)
    return panel(state) if panel is not None else CommandPanel(state, system_id)


__all__ = ["PANELS", "CommandPanel", "SystemPanel", "make_panel", "panel_class"]
