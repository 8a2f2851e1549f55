"""Checks made before Qt opens a window, so a missing system piece gives a message, not an abort."""

from __future__ import annotations

import ctypes.util
import os
import sys


def missing_display_support() -> str | None:
    """What stops Qt from opening a window on this machine, or None when nothing does."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform.startswith(("offscreen", "minimal", "vnc", "eglfs", "linuxfb")):
        return None
    if platform.startswith("wayland"):
        return None if os.environ.get("WAYLAND_DISPLAY") else \
            "QT_QPA_PLATFORM is wayland but WAYLAND_DISPLAY is not set"
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return ("no display (DISPLAY is not set). Run it on a desktop, under xvfb-run, or set "
                "QT_QPA_PLATFORM=offscreen; 'hmeditor MAP --screenshot OUT.png' works without one")
    if os.environ.get("DISPLAY") and not ctypes.util.find_library("xcb-cursor"):
        return ("Qt's X11 support needs the system library libxcb-cursor "
                "(Debian/Ubuntu: sudo apt-get install libxcb-cursor0; Fedora: xcb-util-cursor)")
    return None
