"""Every knob in Tuning is one somebody turns (docs/code_map.md, "where is a timing or a limit?").
Each field of each group in bot/tuning.py is set by name by a test or a benchmark, and read by
the bot. A pacing that nobody turns is no knob: it is a named constant in the module whose
behaviour it paces, where a reader finds it with why it is what it is. An operator's choice is a
Setting (bot/config.py), and the platform's limits are facts (bot/limits.py)."""

from __future__ import annotations

import ast
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from bot.tuning import Tuning

ROOT = Path(__file__).resolve().parents[2]
# Where knobs are turned (tests/conftest.py's FAST, a benchmark's variant) and where they are read.
TURNED_IN = ("tests", "bench")
READ_IN = "bot"


def groups() -> dict[str, Any]:
    """Tuning's groups by their class name, each with its defaults."""
    found: dict[str, Any] = {}
    for group in fields(Tuning):
        value = getattr(Tuning(), group.name)
        assert is_dataclass(value), f"Tuning.{group.name} is a knob outside any group"
        found[type(value).__name__] = value
    return found


def knobs() -> dict[str, str]:
    """Every knob's name, with its group's class name."""
    return {knob.name: name for name, group in groups().items() for knob in fields(group)}


def trees(folder: str) -> list[ast.Module]:
    return [ast.parse(path.read_text(encoding="utf-8")) for path in (ROOT / folder).rglob("*.py")]


def turned() -> set[str]:
    """Knobs given by name to a group, to `tuned` (tests/conftest.py) or to `replace`."""
    builders = set(groups()) | {"tuned", "replace"}
    found = set()
    for folder in TURNED_IN:
        for tree in trees(folder):
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _called(node) in builders:
                    found |= {keyword.arg for keyword in node.keywords if keyword.arg}
    return found


def _called(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    return call.func.attr if isinstance(call.func, ast.Attribute) else None


def read() -> set[str]:
    """Attribute names the bot reads (`tuning.polling.tick_sec`, `self.backoff_base_sec`)."""
    return {
        node.attr
        for tree in trees(READ_IN)
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
    }


def test_every_knob_is_turned_by_a_test_or_a_benchmark() -> None:
    found = turned()
    unturned = {name: group for name, group in knobs().items() if name not in found}
    assert not unturned, (
        f"no test or benchmark turns these; make each a named constant in the module it paces: "
        f"{sorted(unturned.items())}"
    )


def test_every_knob_is_read_by_the_bot() -> None:
    found = read()
    unread = {name: group for name, group in knobs().items() if name not in found}
    assert not unread, f"nothing in bot/ reads these: {sorted(unread.items())}"
