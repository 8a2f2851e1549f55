"""hmeditor: a hex-map editor for BattleTech planetary conditions and other hex wargames."""

__version__ = "0.1.0"
