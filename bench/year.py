"""A year of use (bench/README.md): how big the database grows with and without retention
(bot/store/retention.py), and what `/status`, `/quota`, `/report` and a scheduler tick cost on
it against a fresh database.

    python -m bench.year [--days 365] [--songs 20] [--updates 100000] [--runs 21]

Each day of the simulated year: --songs songs, a third of them written from a topic (a draft,
a text-model call, then confirmed), each through waiting, submitting, queued, running (eight
polls), completed and delivered, with its status message rewritten along the way; three
previews nobody confirmed, cancelled a day later; and --updates / --days updates taken into the
inbox and handled. The store's own verbs write every row, with the clock set to the moment.

Four databases: the year without retention (nothing forgotten, as for a bot that restarts
before its inbox's in-process clean-up comes round), the year with retention run once a day of
the year (the bot runs it hourly), a fresh one a month old (its whole history is the year's last
month, December: exactly what the views read, as /quota and /report sum the month and /status
lists a chat's ten newest songs), and one a day old (for reference: its month holds one day, and
its chat one song). The last day ends the same in all of them: the day's songs delivered, and
five more waiting in line from people whose daily share (USER_DAILY_LIMIT=1) is used up, so a
scheduler tick reads the line and every share and starts nothing.

The target (a year costs at most 1.5x a fresh database) is checked against the month-old one:
what a year adds is history the views never show. Against the day-old one, /status lists ten
songs instead of one and /quota sums a month of rows instead of a day's; those costs are the
month's, the same after a month as after a year.

Timed directly against each database, median of --runs after one warm-up (not counted):
`/status` (a chat's requests, the places in line and the asker's shares, as its handler reads
them), `/quota` (bot/reports/today.py `org_report`), `/report` (bot/reports/month.py
`month_figures`: the chart is drawn from these figures and costs the same on any database) and
one scheduler tick (bot/pipeline/scheduler.py).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from telegram import Bot

from bench.common import API_KEY, TOKEN, table
from bot.accounting.gate import SpendGate
from bot.accounting.organization import Organization
from bot.config import Settings
from bot.context import Services
from bot.handlers.lyrics import STATUS_LIMIT
from bot.media.files import AudioFiles
from bot.pipeline import status
from bot.pipeline.scheduler import Scheduler
from bot.reports.month import month_figures
from bot.reports.today import org_report
from bot.service.music import MusicClient
from bot.store import NewRequest, State, Store
from bot.store.journal import AcceptedJournal, journal_path
from bot.store.retention import keep_small
from bot.telegram import TelegramReach
from bot.telegram.notify import Notifier
from bot.tuning import Tuning

DAY = 24 * 3600
END = 1_767_225_600.0  # 2026-01-01 00:00 UTC: the year's last day begins a day before
USERS = 40
GROUP = -1001  # a group some of the songs are asked in
KEEP_LYRICS_DAYS = 30
WAITING_AT_THE_END = 5
TARGET_RATIO = 1.5
LYRICS = "\n".join(
    ["[verse]"]
    + [f"Line {n} of a song about the long road home and the lights" for n in range(8)]
    + ["[chorus]"]
    + [f"Sing it {n}, sing it loud, the morning is ours" for n in range(4)]
)  # about 700 characters, as a song's lyrics are


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class QuietNotifier:
    """Status messages are not what this benchmark measures (nothing is sent anywhere)."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, request_id: int) -> asyncio.Lock:
        return self._locks.setdefault(request_id, asyncio.Lock())

    def showing(self, request: object) -> str | None:
        return None

    async def status(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def outcome(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def send(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def alert_admins(self, *args: Any, **kwargs: Any) -> None:
        pass


def asked(user: int, n: int, topic: str | None) -> NewRequest:
    chat, kind = (GROUP, "supergroup") if n % 5 == 4 else (user, "private")
    return NewRequest(
        chat_id=chat,
        chat_type=kind,
        user_id=user,
        user_name=f"Person {user}",
        language="en",
        request_message_id=n,
        lyrics=f"{LYRICS}\n{n}",
        style="warm acoustic folk, female vocal",
        duration_sec=60,
        title=f"Song {n}",
        topic=topic,
    )


async def count_rows(store: Store, table_name: str) -> int:
    async with store.conn.execute(f"SELECT COUNT(*) FROM {table_name}") as cursor:
        [(count,)] = await cursor.fetchall()
    return int(count)


async def one_song(store: Store, clock: Clock, user: int, n: int, start: float) -> None:
    """A song from the message to its delivery, as the pipeline writes it."""
    requests, t = store.requests, start
    topic = f"a topic for song {n}, about someone's birthday" if n % 3 == 0 else None
    clock.now = t
    if topic:
        await store.conn.execute(
            "INSERT INTO text_calls (asker_id, chat_id, at) VALUES (?, ?, ?)", (user, user, t)
        )
        row = await requests.create(asked(user, n, topic), State.DRAFT)
        await requests.update(row.id, status_message_id=n, status_text="the preview")
        clock.now = t = t + 40
        await requests.move(row.id, State.DRAFT, State.WAITING)
    else:
        row = await requests.create(asked(user, n, topic))
    await requests.update(row.id, status_message_id=n, status_text="waiting: 1st in line")
    clock.now = t = t + 2
    await requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=t, attempts=1)
    await requests.move(
        row.id, State.SUBMITTING, State.QUEUED, job_id=f"job-{n}", accepted_at=t, next_poll_at=t + 5
    )
    await requests.update(row.id, status_text="queued at the service")
    await requests.move(row.id, State.QUEUED, State.RUNNING, last_poll_at=t + 5)
    for poll in range(8):
        clock.now = t = t + 6
        await requests.update(row.id, last_poll_at=t, next_poll_at=t + 6, polls=poll + 1)
        if poll % 3 == 0:
            await requests.update(row.id, status_text=f"being made: {poll} min")
    await requests.move(
        row.id,
        State.RUNNING,
        State.COMPLETED,
        completed_at=t,
        price_byn=0.5,
        service_duration_sec=58.3,
    )
    clock.now = t = t + 4
    await requests.move(
        row.id,
        State.COMPLETED,
        State.DELIVERED,
        audio_file_id=f"CQACAgIAAxkBAAI{n:012d}-file-id-as-telegram-gives-it",
        audio_message_id=n + 1,
        finished_at=t,
    )
    await requests.update(row.id, told_at=t, status_text=None)


async def a_preview_nobody_confirmed(store: Store, clock: Clock, user: int, n: int) -> None:
    topic = f"a topic for a preview {n} nobody confirmed"
    await store.conn.execute(
        "INSERT INTO text_calls (asker_id, chat_id, at) VALUES (?, ?, ?)", (user, user, clock.now)
    )
    row = await store.requests.create(asked(user, n, topic), State.DRAFT)
    clock.now += DAY  # the drafts sweep ends it after a day
    await store.requests.move(row.id, State.DRAFT, State.CANCELLED, finished_at=clock.now)
    clock.now -= DAY


async def updates(store: Store, clock: Clock, first: int, count: int, day: float) -> None:
    body = '{"update_id": %d, "message": {"text": "/status", "chat": {"id": 1}}}'
    for k in range(count):
        clock.now = day + 6 * 3600 + k * (14 * 3600 / max(count, 1))
        update_id = first + k
        await store.inbox.add([(update_id, body % update_id + " " * 300)])
        await store.inbox.handled(update_id)


async def fill(path: Path, days: int, songs: int, updates_a_year: int, retention: bool) -> Clock:
    """The database of `days` days of use ending at END; returns the clock at the end."""
    clock = Clock(END - days * DAY)
    store = await Store.open(path, clock)
    await store.conn.execute("PRAGMA synchronous=OFF")  # filling only: what is timed is reads
    per_day = updates_a_year // 365
    n = update_id = 0
    users_today: list[int] = []
    try:
        for d in range(days, 0, -1):
            day = END - d * DAY
            await store.conn.execute("BEGIN")
            await updates(store, clock, update_id + 1, per_day, day)
            update_id += per_day
            users_today = []
            for k in range(songs):
                n += 1
                users_today.append(1 + (n * 7) % USERS)
                await one_song(store, clock, users_today[-1], n, day + 8 * 3600 + k * 1800)
            for _ in range(3):
                n += 1
                clock.now = day + 20 * 3600
                await a_preview_nobody_confirmed(store, clock, 1 + n % USERS, n)
            await store.conn.execute("COMMIT")
            clock.now = day + DAY - 60
            if retention:
                await keep_small(store, KEEP_LYRICS_DAYS, clock.now)
        # the end of the last day: people whose share is used up wait in line
        for user in users_today[:WAITING_AT_THE_END]:
            n += 1
            clock.now = END - 2 * 3600
            await store.requests.create(asked(user, n, None))
        clock.now = END - 3600
    finally:
        await store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        await store.close()
    return clock


@dataclass(frozen=True)
class Costs:
    size: int
    rows: dict[str, int]
    ms: dict[str, float]


async def measure(path: Path, clock: Clock, runs: int) -> Costs:
    settings = Settings(
        _env_file=None,
        TELEGRAM_BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL="http://127.0.0.1:9",
        API_KEY=API_KEY,
        MUSIC_API_URL="http://127.0.0.1:9/api/v1/music",  # nothing is submitted
        DATABASE_PATH=path,
        DATA_DIR=path.parent,
        ACCESS="open",
        ORG_DAILY_LIMIT=100,  # room today: the tick reads the line and every share
        USER_DAILY_LIMIT=1,
        TEXT_API_URL="http://127.0.0.1:9/v1",
        TEXT_MODEL="songwriter-1",
    )
    size = await asyncio.to_thread(os.path.getsize, path)
    store = await Store.open(path, clock)
    music = MusicClient(settings.MUSIC_API_URL, API_KEY)
    reach = TelegramReach()
    services = Services(
        settings=settings,
        tuning=Tuning(),
        store=store,
        music=music,
        text=None,
        bot=cast(Bot, None),  # nothing is sent to Telegram in this benchmark
        org=Organization(settings, store, clock),
        notifier=cast(Notifier, QuietNotifier()),  # stands in by duck typing
        files=AudioFiles(path.parent, music),
        journal=AcceptedJournal(journal_path(path)),
        reach=reach,
        gate=SpendGate(reach, settings.DATA_DIR, settings.DATABASE_PATH),
        clock=clock,
        monotonic=clock,
    )
    scheduler = Scheduler(services)
    asker = 1 + 7 % USERS  # the first song's person, who asks in private and in the group

    async def status_of_a_chat() -> None:
        found = await store.requests.for_chat(asker, STATUS_LIMIT)
        await status.places_in_line(services)
        await services.org.shares_of(asker, asker)
        assert found

    async def quota() -> None:
        await org_report(services)

    async def report() -> None:
        await month_figures(services)

    steps: dict[str, Callable[[], Awaitable[None]]] = {
        "/status": status_of_a_chat,
        "/quota": quota,
        "/report": report,
        "scheduler tick": scheduler.tick,
    }
    try:
        rows = {
            table_name: await count_rows(store, table_name)
            for table_name in ("requests", "submissions", "inbox", "text_calls")
        }
        ms = {}
        for name, step in steps.items():
            await step()  # warm-up: caches, the gate's first look
            spent = []
            for _ in range(runs):
                began = time.perf_counter()
                await step()
                spent.append((time.perf_counter() - began) * 1000)
            ms[name] = statistics.median(spent)
        waiting = await store.requests.count_in_states([State.WAITING])
        assert waiting == WAITING_AT_THE_END, f"{waiting} waiting: the tick started something"
    finally:
        await services.tasks.cancel_all()
        await music.aclose()
        await store.close()
    return Costs(size, rows, ms)


DAY_OLD, MONTH = "fresh, a day old", "fresh, a month old"
YEAR, YEAR_KEPT = "a year, no retention", "a year, retention"


async def main_async(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-year-") as work:
        folder = Path(work)
        made: dict[str, tuple[Path, Clock]] = {}
        for name, days, retention in (
            (DAY_OLD, 1, False),
            (MONTH, 31, True),
            (YEAR, args.days, False),
            (YEAR_KEPT, args.days, True),
        ):
            began = time.perf_counter()
            path = folder / name.replace(" ", "-").replace(",", "") / "bot.sqlite3"
            clock = await fill(path, days, args.songs, args.updates, retention)
            made[name] = (path, clock)
            print(f"filled {name} in {time.perf_counter() - began:.0f} s", flush=True)
        costs = {
            name: await measure(path, clock, args.runs) for name, (path, clock) in made.items()
        }
    print()
    print(
        table(
            ["database", "file MB", "requests", "submissions", "inbox rows", "text calls"],
            [
                [name, f"{c.size / 1024**2:.2f}", *(c.rows[t] for t in c.rows)]
                for name, c in costs.items()
            ],
        )
    )
    print()
    steps = list(costs[MONTH].ms)
    body = [[name, *(f"{c.ms[s]:.2f}" for s in steps)] for name, c in costs.items()]
    for name in (YEAR, YEAR_KEPT):
        for base in (MONTH, DAY_OLD):
            ratios = [costs[name].ms[s] / costs[base].ms[s] for s in steps]
            body.append([f"{name} / {base}", *(f"{r:.2f}×" for r in ratios)])
    print(table(["database", *(f"{step} ms" for step in steps)], body))
    worst = max(costs[YEAR_KEPT].ms[s] / costs[MONTH].ms[s] for s in steps)
    met = "met" if worst <= TARGET_RATIO else "NOT met"
    print(f"a year with retention against {MONTH}: worst {worst:.2f}× (≤ {TARGET_RATIO}×: {met})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--songs", type=int, default=20, help="songs a day")
    parser.add_argument("--updates", type=int, default=100_000, help="inbox updates a year")
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
