"""Editor tools: each turns pointer events on hexes into document edits or a selection."""

from .base import Tool
from .brush import BrushTool
from .eyedropper import EyedropperTool
from .fill import FillTool, connected_region
from .probe import LineOfSightTool, ReachTool
from .scenario import ScenarioTool
from .select import BrushSelectTool, RectSelectTool

__all__ = ["Tool", "BrushTool", "EyedropperTool", "FillTool", "connected_region",
           "RectSelectTool", "BrushSelectTool", "LineOfSightTool", "ReachTool", "ScenarioTool"]
