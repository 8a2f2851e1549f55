"""hmeditor export MAP -o OUT.pdf|.svg|.png: printable sheets and images."""

from __future__ import annotations

from . import UserError


def add_parser(sub) -> None:
    p = sub.add_parser("export", help="print a map to PDF (true scale, tiled), SVG or PNG",
                       description="Export MAP to OUT; the format follows OUT's extension.")
    p.add_argument("map", metavar="MAP")
    p.add_argument("-o", "--output", required=True, metavar="OUT")
    p.add_argument("--paper", choices=("letter", "a4"), default="letter")
    p.add_argument("--orientation", choices=("portrait", "landscape"), default="portrait")
    p.add_argument("--hex-size", default="1.25in", help="across the flats, e.g. 1.25in or 32mm")
    p.add_argument("--overlap", default="0.5in", help="overlap strip between tiled pages")
    p.add_argument("--dpi", type=int, default=300, help="PNG resolution")
    p.add_argument("--single-page", action="store_true", help="one page the size of the whole map")
    p.set_defaults(run=run)


def run(args) -> int:
    raise UserError("export is not part of this build yet")
