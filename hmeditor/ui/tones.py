"""Colours of text that stay readable whatever the system's palette: each tone has a colour for
light backgrounds and one for dark ones (both at least 4.5:1 against the palette's base colour),
chosen when the text is made."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

TONES = {                      # (on a light background, on a dark one)
    "error": ("#b00020", "#ff8a80"),
    "barred": ("#b71c1c", "#ff8a80"),
    "note": ("#616161", "#b0b0b0"),
    "accepted": ("#6e6e6e", "#a8a8a8"),
}


def dark_palette(palette: QPalette | None = None) -> bool:
    """Whether text is laid on dark backgrounds (the palette's base colour is dark)."""
    palette = palette or QApplication.palette()
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def tone(name: str) -> str:
    """The colour (#rrggbb) of a tone of text on the palette in use."""
    return TONES[name][dark_palette()]


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        channels = [v / 255 for v in c.getRgb()[:3]]
        linear = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
