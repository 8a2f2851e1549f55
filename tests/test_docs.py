"""The user guide (docs/) and the README: every relative link resolves inside the repository, to a
heading where it names one; every page is in the index; the product cites no file that does not
ship, no step of its own making and no path of a machine; the guide's map examples are maps."""

import re
from pathlib import Path

import pytest
import yaml

from hmeditor.core.io.hmap import loads
from hmeditor.resources import docs_path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)

# What a user cannot follow: the project's own spec files (they do not ship), its steps of work,
# the names of its rules texts, paths of the machines it was made on.
CITATION = re.compile(r"\b(FORMAT|CLI|SYSTEMS|PRODUCT|REALITY-CHECK|CRAFT|RULES)\.md\b"
                      r"|\b[Ii]ssue \d+|\bround (one|two|three|four)\b|\bseed ?0\d\d\b"
                      r"|/work/|/home/\w|/Users/\w|\bshared/(spec|seeds|reference)\b")


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """The relative links of a Markdown page (outside code blocks) that lead nowhere: to no file
    of the repository, out of it, or to a heading the page linked to does not have."""
    broken = []
    for target in LINK.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue                                       # https:, mailto:
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.is_relative_to(root) or not linked.exists():
            broken.append(target)
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(target)
    return broken


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings, as GitHub makes them."""
    headings = re.findall(r"^#+ (.+)$", FENCE.sub("", page.read_text(encoding="utf-8")), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


@pytest.mark.parametrize("page", [ROOT / "README.md", *PAGES], ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_inside_the_repository(page):
    assert broken_links(page) == []


def test_a_link_to_a_missing_page_or_heading_is_found(tmp_path):
    (tmp_path / "there.md").write_text("# A heading\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[ok](there.md) [ok](there.md#a-heading) [web](https://example.org) [gone](gone.md) "
                    "[no heading](there.md#nowhere) [outside](../elsewhere.md)\n```\n[code](not-a-link.md)\n```\n",
                    encoding="utf-8")
    (tmp_path.parent / "elsewhere.md").write_text("# Outside\n", encoding="utf-8")
    assert broken_links(page, tmp_path) == ["gone.md", "there.md#nowhere", "../elsewhere.md"]


def test_the_index_links_every_page():
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    assert [p.name for p in PAGES if p.name != "README.md" and f"]({p.name}" not in index] == []


def product_texts() -> list[Path]:
    return [ROOT / "README.md", *PAGES, *sorted((ROOT / "hmeditor" / "ui").rglob("*.py"))]


@pytest.mark.parametrize("path", product_texts(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_citation_a_user_cannot_follow(path):
    found = [(n, line.strip()) for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if CITATION.search(line)]
    assert found == []


@pytest.mark.parametrize("text, cited", [
    ("see FORMAT.md", True), ("as issue 19 asks", True), ("round two of the rules", True), ("seed 004", True),
    ("/work/main/maps", True), ("../shared/spec/", True),
    ("the generator's seed 7", False), ("docs/hmap-format.md", False), ("~/.local/share", False),
])
def test_the_citation_pattern(text, cited):
    assert bool(CITATION.search(text)) == cited


def test_the_map_examples_of_the_format_page_are_maps():
    examples = re.findall(r"^```yaml\n(.*?)^```", (DOCS / "hmap-format.md").read_text(encoding="utf-8"), re.M | re.S)
    maps = [text for text in examples if text.startswith("hmeditor:")]
    assert maps and all(loads(text, "hmap-format.md").width == 16 for text in maps)


@pytest.mark.parametrize("page", ["scenario.md", "tracing.md", "game-systems.md", "reality-check.md"])
def test_the_blocks_the_pages_show_go_into_a_map(page):
    """Each YAML block of the page, added to a sheet, makes a map hmeditor reads."""
    blocks = re.findall(r"^```yaml\n(.*?)^```", (DOCS / page).read_text(encoding="utf-8"), re.M | re.S)
    assert blocks
    for block in blocks:
        hex_map = loads("hmeditor: 1\nsize: [16, 17]\n" + block, page)
        assert set(yaml.safe_load(block)) <= {"accepted", *hex_map.extra_keys, "labels", "objectives", "zones"}


def test_the_guide_is_found_where_the_program_looks():
    assert docs_path("README.md") == DOCS / "README.md"
