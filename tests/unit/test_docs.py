"""The docs stay true to the repository: every link and every section a text cites resolves, the
README stays short enough for a newcomer, no page under docs/ grows past 16 KB, and each package's
module map names every module in it. These fail on a renamed heading, a moved page, a page grown
too long or a module added without a line in its map."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "bench" / "README.md"])
PAGES += sorted((ROOT / "docs").glob("*.md"))
# Where a section is cited as `docs/page.md §Heading`: the code and tests as well as the pages.
CITING = ("bot", "tests", "bench", "tools", "music_emulator", "botapi_standin", "docs", "deploy")

README_BYTES = 15 * 1024  # a newcomer's page: what it is, the two commands, where to go next
DOCS_PAGE_BYTES = 16 * 1024  # a page under docs/ answers one question; a bigger one is split

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
CITATION = re.compile(r"docs/([a-z_]+\.md) ?§ ?([^\n)`,;:.]+)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _headings(page: Path) -> list[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return [m.group(1).strip() for m in re.finditer(r"^#{1,6} (.+)$", text, re.M)]


def _links(page: Path) -> list[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return LINK.findall(text)


def test_the_readme_is_a_newcomers_page() -> None:
    size = len((ROOT / "README.md").read_bytes())
    assert size <= README_BYTES, f"README.md is {size} bytes; move detail into docs/"


def test_no_docs_page_is_over_16_kb() -> None:
    """A page a reader can take in at one sitting: one over this is split by the question each
    part answers, and what cites a moved section is pointed to its new page."""
    sizes = {p.name: len(p.read_bytes()) for p in sorted((ROOT / "docs").glob("*.md"))}
    assert sizes, "no page under docs/: the glob is wrong"
    over = {name: size for name, size in sizes.items() if size > DOCS_PAGE_BYTES}
    assert not over, f"docs pages over {DOCS_PAGE_BYTES} bytes (split them): {over}"


def _resolves(page: Path, target: str) -> bool:
    path, _, anchor = target.partition("#")
    file = (page.parent / path).resolve() if path else page
    if not file.exists():
        return False
    return not anchor or file.suffix != ".md" or anchor in {_slug(h) for h in _headings(file)}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_resolves(page: Path) -> None:
    broken = []
    for target in _links(page):
        if re.match(r"[a-z]+:", target):
            continue  # a web address: nothing here can reach it
        if not _resolves(page, target):
            broken.append(target)
    assert not broken, f"{page.relative_to(ROOT)} links to what is not there: {broken}"


def _citations() -> list[tuple[Path, str, str]]:
    found = []
    for folder in CITING:
        for file in sorted((ROOT / folder).rglob("*")):
            if file.suffix not in {".py", ".md", ".yml", ".ftl"} or ".venv" in file.parts:
                continue
            text = " ".join(file.read_text(encoding="utf-8").split())  # a citation may wrap
            if file == Path(__file__):
                continue  # its own docstrings show the form with placeholders
            for page, section in CITATION.findall(text):
                found.append((file, page, section.strip()))
    return found


def _cites(section: str, heading: str) -> bool:
    """`§7 Limits`, `§Errors gives…` and `§A made song is` each name their heading: the cited
    words begin with the heading (less its number), or are the start of it."""
    heading = re.sub(r"^\d+\.\s*", "", heading).lower()
    section = re.sub(r"^\d+\.?\s*", "", section).lower()
    whole = section == heading or section.startswith(heading + " ")
    return whole or (len(section) >= 8 and heading.startswith(section))


def test_every_cited_section_exists() -> None:
    citations = _citations()
    assert citations, "no `docs/page.md §Section` citation found: the pattern is wrong"
    broken = []
    for file, page, section in citations:
        target = ROOT / "docs" / page
        if not target.exists() or not any(_cites(section, h) for h in _headings(target)):
            broken.append(f"{file.relative_to(ROOT)}: docs/{page} §{section}")
    assert not broken, "cited sections that are not there:\n" + "\n".join(broken)


def test_nothing_cites_a_file_outside_the_repository() -> None:
    outside = []
    for folder in CITING:
        for file in sorted((ROOT / folder).rglob("*.py")) + sorted((ROOT / folder).rglob("*.md")):
            if file == Path(__file__) or ".venv" in file.parts:
                continue
            if re.search(r"\bCONTRACT(\.md)?\b|shared/", file.read_text(encoding="utf-8")):
                outside.append(str(file.relative_to(ROOT)))
    assert not outside, f"these cite a file the repository does not have: {outside}"


def _packages() -> list[Path]:
    return sorted(p.parent for p in (ROOT / "bot").rglob("__init__.py") if p.parent.name != "texts")


@pytest.mark.parametrize("package", _packages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_each_package_map_names_every_module(package: Path) -> None:
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
    names = [p.name for p in package.glob("*.py") if p.name != "__init__.py"]
    names += [f"{d.name}/" for d in package.iterdir() if (d / "__init__.py").exists()]
    missing = [n for n in sorted(names) if not re.search(r"(?<![\w/])" + re.escape(n), doc or "")]
    assert not missing, f"{package.relative_to(ROOT)}/__init__.py's map lacks {missing}"


def test_the_readme_carries_no_test_count_nor_ci_time() -> None:
    """Such figures go stale at every change: docs/testing.md keeps them, the README links."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert not re.search(r"\b[\d,]+ tests\b", readme), "a test count in the README"
    assert not re.search(r"\b\d+ min \d+ s\b", readme), "a run's time in the README"


def test_no_class_name_is_defined_twice_in_the_bot() -> None:
    """One meaning per word: two classes of one name (a `Place` where messages go and another
    for a press's turn in a line) make a reader guess which one a name means."""
    defined: dict[str, list[str]] = {}
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                defined.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in defined.items() if len(paths) > 1} == {}
