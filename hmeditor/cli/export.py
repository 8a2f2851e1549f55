"""hmeditor export MAP -o OUT.pdf|.svg|.png: printable sheets and images. A long export shows its
progress on stderr; Ctrl+C stops it (exit code 130)."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from ..core.language import LANGUAGES
from ..export.sheets import PAPERS
from . import COMMANDS, MAP_HELP, UserError
from .common import load_map


def add_parser(sub) -> None:
    p = sub.add_parser("export", help=COMMANDS["export"],
                       description="Export MAP to OUT; the format follows OUT's extension. Lengths take "
                                   "a unit: in, mm, cm or pt (e.g. 1.25in, 32mm).")
    p.add_argument("map", metavar="MAP", help=MAP_HELP)
    p.add_argument("-o", "--output", required=True, metavar="OUT")
    p.add_argument("--paper", choices=tuple(PAPERS), default="letter",
                   help="paper of the tiled pages: home printers (letter, a4) or posters")
    p.add_argument("--orientation", choices=("portrait", "landscape"), default="portrait")
    p.add_argument("--hex-size", default="1.25in", help="across the flats, e.g. 1.25in or 32mm")
    p.add_argument("--overlap", default="0.5in", help="overlap strip between tiled pages")
    p.add_argument("--dpi", type=int, default=300, help="PNG resolution (10 to 2400)")
    p.add_argument("--single-page", action="store_true", help="one page the size of the whole map")
    p.add_argument("--no-ids", dest="ids", action="store_false", help="no hex ids")
    p.add_argument("--no-labels", dest="labels", action="store_false",
                   help="no labels: neither the rule labels in each hex (LEVEL 2, LT WOODS) nor the map's own")
    p.add_argument("--no-legend", dest="legend", action="store_false", help="no legend")
    p.add_argument("--greyscale", action="store_true",
                   help="no colour (symbols and labels keep terrains apart on a laser printer)")
    p.add_argument("--pages", metavar="LIST", help="only these pages of a PDF, numbered as on its assembly "
                                                   "page, e.g. 3,5-7")
    p.add_argument("--vtt", action="store_true",
                   help="for virtual tabletops (PNG only): the map alone, and OUT.json beside it with the grid's "
                        "measurements in pixels")
    p.add_argument("--language", choices=tuple(LANGUAGES), default="en",
                   help="the language of the sheet's legend, assembly page and labels (default: English)")
    p.add_argument("--underlay", action="store_true",
                   help="print the map's underlay picture under the grid (printed anyway when its block says "
                        "print: true)")
    p.set_defaults(run=run)


def run(args) -> int:
    from ..export import FORMATS, export_map
    suffix = Path(args.output).suffix.lower()
    if suffix not in FORMATS:
        raise UserError(f"{args.output}: unknown export format; use .pdf, .svg or .png")
    if args.pages is not None and suffix != ".pdf":
        raise UserError("--pages picks pages of a PDF: write one with -o NAME.pdf")
    if args.vtt and suffix != ".png":
        raise UserError("--vtt writes a PNG for virtual tabletops: write one with -o NAME.png")
    hex_map = load_map(args.map)
    options = _options(args, hex_map)
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


def _options(args, hex_map):
    """The export options the arguments give; UserError naming the option that is wrong."""
    from ..export import Options, plan
    from ..export.sheets import parse_pages
    try:
        options = Options(paper=args.paper, orientation=args.orientation, dpi=args.dpi,
                          hex_size=_length(args.hex_size, "--hex-size"), overlap=_length(args.overlap, "--overlap"),
                          single_page=args.single_page, ids=args.ids, labels=args.labels, legend=args.legend,
                          greyscale=args.greyscale, vtt=args.vtt, underlay=_underlay(hex_map, args.map, args.underlay),
                          language=args.language)
    except ValueError as e:
        raise UserError(str(e)) from None
    if args.pages is None:
        return options
    try:
        options = replace(options, pages=parse_pages(args.pages))
        plan(hex_map.width, hex_map.height, options).printed_pages()
    except ValueError as e:
        raise UserError(f"--pages: {e}") from None
    return options


def _length(text: str, option: str) -> float:
    from ..export.units import parse_length
    try:
        return parse_length(text)
    except ValueError as e:
        raise ValueError(f"{option}: {e}") from None
