"""Every timing and limit has one home (docs/code_map.md, "where is a timing or a limit?"):
the bot's pacing in Tuning, the service's limits in bot/limits.py. A wait, a timeout or a
number of tries written as a module constant elsewhere is either one of the few below, each
with why it is no pacing of the running bot, or it belongs in Tuning."""

from __future__ import annotations

import ast
import re
from pathlib import Path

BOT = Path(__file__).resolve().parents[2] / "bot"
HOMES = {"tuning.py", "limits.py"}
TIMING = re.compile(r"(_SEC|_TIMEOUT|RETRIES|ATTEMPTS|_TRIES)$")
# Module constants that look like timings and are not the running bot's pacing.
NOT_PACING = {
    ("cli/check.py", "CHECK_TIMEOUT_SEC"): "how long `python -m bot check` waits for each answer",
    ("telegram/address.py", "PROBE_TIMEOUT_SEC"): "one look at an address, before a start",
    (
        "cli/console/chat.py",
        "QUIET_SEC",
    ): "when the offline console takes the bot as done answering",
    ("clocks.py", "TOLERANCE_SEC"): "a clock difference too small to be a step",
    ("alarm.py", "PAST_THE_MOMENT_SEC"): "two clocks read apart, not a wait",
    ("media/audio.py", "SHORT_TOLERANCE_SEC"): "how much shorter than its job a file may be",
    ("media/video.py", "AUDIO_LEAD_SEC"): "how the video file interleaves, not a wait",
    ("media/files.py", "WAV_BYTES_PER_SEC"): "a rate of the service's WAV",
    ("media/files.py", "MP3_BYTES_PER_SEC"): "a rate of the MP3 the bot makes",
    ("accounting/estimates.py", "LATE_POLLS_AT_MOST_APART_SEC"): "the contract's promise",
    ("store/retention.py", "DAY_SEC"): "a unit",
    ("store/backup.py", "PARTIAL_LINE_TRIES"): "a journal line being written, for backup",
    ("store/backup.py", "PARTIAL_LINE_WAIT_SEC"): "a journal line being written, for backup",
    ("service/http.py", "DEFAULT_TIMEOUT"): "a client's default; the bot gives its own",
    ("monitoring/bug_reports.py", "FLUSH_SEC"): "bug reports leaving at a stop, not a wait",
}


def module_constants(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            parts = target.elts if isinstance(target, ast.Tuple) else [target]
            names += [part.id for part in parts if isinstance(part, ast.Name)]
    return names


def timing_constants() -> set[tuple[str, str]]:
    found = set()
    for path in BOT.rglob("*.py"):
        where = path.relative_to(BOT).as_posix()
        if where not in HOMES:
            found |= {(where, name) for name in module_constants(path) if TIMING.search(name)}
    return found


def test_no_module_keeps_a_timing_of_its_own() -> None:
    stray = timing_constants() - NOT_PACING.keys()
    assert not stray, f"these belong in Tuning (bot/tuning.py): {sorted(stray)}"


def test_the_exceptions_are_still_there() -> None:
    """An exception whose constant went is taken off the list, so the list stays true."""
    assert NOT_PACING.keys() <= timing_constants()
