"""hmeditor export MAP -o OUT.pdf|.svg|.png: printable sheets and images. A long export shows its
progress on stderr; Ctrl+C stops it (exit code 130)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ..export.sheets import PAPERS
from . import COMMANDS, UserError
from .common import load_map


def add_parser(sub) -> None:
    p = sub.add_parser("export", help=COMMANDS["export"],
                       description="Export MAP to OUT; the format follows OUT's extension. Lengths take "
                                   "a unit: in, mm, cm or pt (e.g. 1.25in, 32mm).")
    p.add_argument("map", metavar="MAP")
    p.add_argument("-o", "--output", required=True, metavar="OUT")
    p.add_argument("--paper", choices=tuple(PAPERS), default="letter",
                   help="paper of the tiled pages: home printers (letter, a4) or posters")
    p.add_argument("--orientation", choices=("portrait", "landscape"), default="portrait")
    p.add_argument("--hex-size", default="1.25in", help="across the flats, e.g. 1.25in or 32mm")
    p.add_argument("--overlap", default="0.5in", help="overlap strip between tiled pages")
    p.add_argument("--dpi", type=int, default=300, help="PNG resolution (10 to 2400)")
    p.add_argument("--single-page", action="store_true", help="one page the size of the whole map")
    p.add_argument("--underlay", action="store_true",
                   help="print the map's underlay picture under the grid (printed anyway when its block says "
                        "print: true)")
    p.set_defaults(run=run)


def run(args) -> int:
    from ..export import FORMATS, Options, export_map
    if Path(args.output).suffix.lower() not in FORMATS:
        raise UserError(f"{args.output}: unknown export format; use .pdf, .svg or .png")
    hex_map = load_map(args.map)
    try:
        options = Options(paper=args.paper, orientation=args.orientation, dpi=args.dpi,
                          hex_size=_length(args.hex_size, "--hex-size"), overlap=_length(args.overlap, "--overlap"),
                          single_page=args.single_page, underlay=_underlay(hex_map, args.map, args.underlay))
    except ValueError as e:
        raise UserError(str(e)) from None
    progress = StderrProgress(args.output)
    try:
        export_map(hex_map, args.output, options, progress)
    except OSError as e:
        raise UserError(f"{args.output}: cannot write the file: {e.strerror or e}") from None
    except ValueError as e:
        raise UserError(f"{args.output}: {e}") from None
    except KeyboardInterrupt:
        progress.end()
        print("hmeditor export: cancelled", file=sys.stderr)
        return 130
    progress.end()
    return 0


def _underlay(hex_map, map_path: str, asked: bool) -> str | None:
    """The underlay picture to print (asked for, or its block says print: true); a warning and None
    when the map has none or its picture cannot be read: the map is printed without it."""
    from ..core.underlay import underlay_of
    underlay = underlay_of(hex_map)
    if underlay is None or not (asked or underlay.print):
        if asked:
            print(f"hmeditor export: warning: {map_path} has no underlay to print", file=sys.stderr)
        return None
    from ..export import ensure_gui_app
    from ..render.tracing import read_picture
    ensure_gui_app()
    path = underlay.image_path(map_path)
    problem = read_picture(path)[1]
    if problem:
        print(f"hmeditor export: warning: {problem}; the map is printed without it", file=sys.stderr)
        return None
    return str(path)


class StderrProgress:
    """How far a long export is, on stderr: nothing for the first second; then on a terminal a
    percentage updated in place, elsewhere (a log) a line at each tenth."""

    AFTER = 1.0     # seconds

    def __init__(self, output: str, stream=None, clock=time.monotonic):
        self.output, self.stream, self.clock = output, stream or sys.stderr, clock
        self.start, self.shown = clock(), None

    def __call__(self, done: int, total: int) -> None:
        if self.clock() - self.start < self.AFTER:
            return
        percent = 100 * done // max(1, total)
        if self.stream.isatty():
            self.stream.write(f"\rhmeditor export: writing {self.output}: {percent} %")
        elif self.shown is None or percent // 10 > self.shown // 10:
            self.stream.write(f"hmeditor export: writing {self.output}: {percent} %\n")
        else:
            return
        self.stream.flush()
        self.shown = percent

    def end(self) -> None:
        """Leave the line the percentage was updated on."""
        if self.shown is not None and self.stream.isatty():
            self.stream.write("\n")


def _length(text: str, option: str) -> float:
    from ..export.units import parse_length
    try:
        return parse_length(text)
    except ValueError as e:
        raise ValueError(f"{option}: {e}") from None
