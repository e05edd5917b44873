"""Chaos: the bot as a real process, SIGKILLed at random moments and started again each
time, while the emulator fails at random (429, 500, 503, lost answers and taken jobs with spoiled
answers to POST /generate, 404, 500 and 502 to polls, failed jobs). At the end every request is
in exactly one final state (read from the SQLite file), none was POSTed twice, every user was
told, and a song went out twice only in the window between a send and its record, which is
counted and reported.

CI runs the short version; the long one (>= 30 requests) is one command:
    python -m pytest -m slow tests/e2e/test_chaos.py -s
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import signal
import sqlite3
import time
from collections import Counter
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.store import Request, State
from bot.store.models import FINAL_STATES
from bot.ui.status import OUTCOME_KEYS, outcome_text
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from music_emulator.record import NO_ANSWER
from music_emulator.settings import PostFault
from tests.conftest import TOKEN
from tests.e2e.processes import BotProcess, bot_env

FIRST_USER = 10_000
JOB_TIMEOUT_MIN = 0.1  # a lost answer holds its slot twice this long: short, so the line moves
SETTLE_TIMEOUT_SEC = 60.0


@dataclass
class ChaosReport:
    requests: int
    kills: int
    seconds: float = 0.0
    states: Counter[str] = field(default_factory=Counter)
    posts: int = 0
    songs_sent_twice: int = 0
    resent_updates_skipped: int = 0
    resumed_updates: int = 0
    resumed_requests_skipped: int = 0
    faults: Counter[str] = field(default_factory=Counter)

    def __str__(self) -> str:
        return (
            f"chaos: {self.requests} requests, {self.kills} SIGKILLs, {self.seconds:.0f} s; "
            f"final states {dict(self.states)}; {self.posts} POSTs; faults {dict(self.faults)}; "
            f"songs sent twice (send/record window): {self.songs_sent_twice}; updates Telegram "
            f"sent again after a kill and skipped: {self.resent_updates_skipped}; updates "
            f"handled from the inbox after a kill: {self.resumed_updates}, of them already "
            f"a request: {self.resumed_requests_skipped}"
        )


def lyrics_of(user: int) -> str:
    return (
        f"[verse]\nChaos song number {user} rises\nThrough the broken night\n[chorus]\nStill here"
    )


async def send_requests(stand: BotApiStandIn, count: int, rng: random.Random) -> None:
    """Each user asks once, with lyrics no one else sends, at random moments."""
    for user in range(FIRST_USER, FIRST_USER + count):
        stand.user_says(user, lyrics_of(user))
        await asyncio.sleep(rng.uniform(0.05, 0.6))


async def inject_faults(emulator: Emulator, rng: random.Random, report: ChaosReport) -> None:
    """Now and then the next POST is refused (503) or its answer lost, the next polls get 500."""
    settings = emulator.settings
    while True:
        await asyncio.sleep(rng.uniform(0.2, 0.6))
        if not settings.post_faults and rng.random() < 0.35:
            faults: list[PostFault] = [503, 503, 429, "drop", "taken-502", "taken-empty", 500]
            fault = rng.choice(faults)
            settings.post_faults = [fault]
            report.faults[f"POST {fault}"] += 1
        if not settings.poll_faults and rng.random() < 0.4:
            status = rng.choice([500, 502, 404])
            settings.poll_faults = [status] * rng.randint(1, 3)
            report.faults[f"poll {status}"] += len(settings.poll_faults)


async def kill_at_random(bot: BotProcess, kills: int, rng: random.Random) -> None:
    """SIGKILL at a random moment after each start (during start-up included), then start."""
    for _ in range(kills):
        await asyncio.sleep(rng.uniform(0.4, 3.0))
        await bot.kill()
        await asyncio.sleep(rng.uniform(0.0, 0.4))
        await bot.start(wait_ready=False)


def read_requests(database: Path) -> list[Request]:
    if not database.exists():
        return []
    with closing(sqlite3.connect(database)) as conn:
        conn.row_factory = sqlite3.Row
        return [Request.from_row(row) for row in conn.execute("SELECT * FROM requests")]


async def settled(bot: BotProcess, stand: BotApiStandIn, expected: int) -> list[Request]:
    """Wait until every request the users sent is in a final state."""
    deadline = time.monotonic() + SETTLE_TIMEOUT_SEC
    while True:
        found = read_requests(bot.database)
        done = len(found) >= expected and all(r.state in FINAL_STATES for r in found)
        if done and stand.pending_updates() == 0:
            return found
        if time.monotonic() > deadline:
            bot.running.send_signal(signal.SIGUSR1)
            await asyncio.sleep(1)
            states = Counter(r.state.value for r in found)
            open_ = [
                (r.id, r.user_id, r.state.value, r.error)
                for r in found
                if r.state not in FINAL_STATES
            ]
            raise AssertionError(
                f"not settled: {len(found)}/{expected} requests, {states}, open: {open_}, "
                f"updates pending: {stand.pending_updates()}; log in {bot.log_path}"
            )
        await asyncio.sleep(0.2)


def songs_sent(stand: BotApiStandIn, chat_id: int) -> int:
    calls = stand.calls_of("sendAudio")
    return sum(1 for call in calls if call.ok and int(call.params["chat_id"]) == chat_id)


def told(stand: BotApiStandIn, request: Request) -> bool:
    """The user heard how it ended: the song itself, or a message in the words of its end (a
    late job's end too, told after its "late"), or, for a made song that could not be brought,
    a message naming it after it was sent to the service."""
    if request.state == State.DELIVERED:
        return songs_sent(stand, request.chat_id) >= 1
    words = outcome_text(request, JOB_TIMEOUT_MIN)
    sent = [
        call
        for call in stand.calls_of("sendMessage")
        if call.ok and int(call.params["chat_id"]) == request.chat_id
    ]
    named = f"“{request.title}”"
    return any(
        call.params.get("text") == words
        or (named in call.params.get("text", "") and call.at >= (request.submitted_at or 0))
        for call in sent
    )


async def run_chaos(
    emulator: Emulator, stand: BotApiStandIn, folder: Path, requests: int, kills: int, seed: int
) -> ChaosReport:
    rng = random.Random(seed)
    report = ChaosReport(requests, kills)
    emulator.settings.generation_sec = 0.8
    emulator.settings.error_rate = 0.15
    emulator.settings.daily_limit = 10_000
    # A lost answer holds its slot until its job can no longer run: twice JOB_TIMEOUT_MIN.
    env = bot_env(stand, emulator, folder, ORG_DAILY_LIMIT=10_000, JOB_TIMEOUT_MIN=JOB_TIMEOUT_MIN)
    bot = BotProcess(env, folder, quick=True)
    started = time.monotonic()
    await bot.start()
    faults = asyncio.create_task(inject_faults(emulator, rng, report))
    try:
        await asyncio.gather(send_requests(stand, requests, rng), kill_at_random(bot, kills, rng))
    finally:
        faults.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await faults
    emulator.settings.post_faults, emulator.settings.poll_faults = [], []
    try:
        found = await settled(bot, stand, requests)
    finally:
        await bot.stop()
    report.seconds = time.monotonic() - started
    check_outcome(found, emulator, stand, report, requests)
    log = bot.log()
    report.resent_updates_skipped = log.count("is in the inbox already; skipped")
    report.resumed_updates = sum(int(n) for n in re.findall(r"handling (\d+) update\(s\)", log))
    report.resumed_requests_skipped = log.count("became a request before a restart; skipped")
    assert TOKEN not in bot.log() and emulator.settings.api_key not in bot.log()
    return report


def check_outcome(
    found: list[Request],
    emulator: Emulator,
    stand: BotApiStandIn,
    report: ChaosReport,
    requests: int,
) -> None:
    report.states = Counter(r.state.value for r in found)
    by_user = Counter(r.user_id for r in found)  # each user sent one message
    assert set(by_user) == set(range(FIRST_USER, FIRST_USER + requests)), "each became a request"
    assert max(by_user.values()) == 1, "and only one"
    assert all(r.state in FINAL_STATES for r in found)

    posts = emulator.posts()
    report.posts = len(posts)
    taken = Counter(
        (p.body or {}).get("lyrics") for p in posts if p.job_id or p.status in (202, NO_ANSWER)
    )
    assert max(taken.values(), default=0) <= 1, "a request was POSTed twice"
    assert max(Counter(job.lyrics for job in emulator.jobs.values()).values()) <= 1

    untold = [r.id for r in found if not told(stand, r)]
    assert not untold, f"users of requests {untold} were never told how they ended"
    for request in found:
        sent = songs_sent(stand, request.chat_id)
        if request.state != State.DELIVERED:
            assert sent == 0, f"request {request.id} is {request.state} but a song went out"
        report.songs_sent_twice += max(0, sent - 1)
    assert set(OUTCOME_KEYS) | {State.DELIVERED} >= {r.state for r in found}


async def test_chaos_short(emulator: Emulator, stand: BotApiStandIn, tmp_path: Path) -> None:
    report = await run_chaos(emulator, stand, tmp_path, requests=10, kills=4, seed=7)
    print(report)
    assert report.states["delivered"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_chaos_long(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path, seed: int
) -> None:
    report = await run_chaos(emulator, stand, tmp_path, requests=40, kills=15, seed=seed)
    print(report)
    assert report.states["delivered"] > 0
