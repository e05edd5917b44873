"""Benchmark b (bench/README.md): 1,000 jobs active at the service at once, followed by the bot's
poller against the naive way, in one run.

    python -m bench.active_jobs [--jobs 1000] [--interval 5]

Every job is running at the emulator (a process of its own) and completes at its own moment,
spread over --spread seconds. The bot's Poller (bot.pipeline.poller, with the production Tuning
and POLL_INTERVAL_SEC) runs on a JobQueue-like clock, with the store it uses in production; its
notifier and delivery are stubs, so only following jobs is measured. The naive way: every tick,
read every active row and GET each job whose interval has passed, one after the other.

Measured per mode: process CPU per tick (the emulator's CPU is not in it), GET /jobs per job,
and the delay from a job's completion at the service to the bot seeing it (p50, p95; the
target is POLL_INTERVAL_SEC + 0.5 s at p95).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import tempfile
import time
from collections import Counter
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

import httpx
from telegram import Bot

from bench.common import API_KEY, TOKEN, median, percentile, server, table
from bot.accounting.gate import SpendGate
from bot.accounting.organization import Organization
from bot.config import Settings
from bot.context import Services
from bot.media.files import AudioFiles
from bot.pipeline.poller import Poller
from bot.service.music import Job, MusicClient
from bot.store import NewRequest, State, Store
from bot.store.journal import AcceptedJournal, journal_path
from bot.store.models import POLLED_STATES
from bot.telegram import TelegramReach
from bot.telegram.notify import Notifier
from bot.tuning import Tuning


class CountingMusic(MusicClient):
    """The production client, counting GET /jobs per job."""

    def __init__(self, base_url: str) -> None:
        super().__init__(base_url, API_KEY)
        self.polls: Counter[str] = Counter()

    async def get_job(self, job_id: str) -> Job:
        self.polls[job_id] += 1
        return await super().get_job(job_id)


class QuietNotifier:
    """Status messages are not what this benchmark measures."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, request_id: int) -> asyncio.Lock:
        return self._locks.setdefault(request_id, asyncio.Lock())

    async def status(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def outcome(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def clear_status(self, *args: Any, **kwargs: Any) -> None:
        pass

    async def send(self, *args: Any, **kwargs: Any) -> None:
        pass


class SeenDelivery:
    """Records when the poller hands a completed job to delivery."""

    def __init__(self) -> None:
        self.seen: dict[int, float] = {}

    def start(self, request_id: int) -> None:
        self.seen.setdefault(request_id, time.monotonic())


async def start_jobs(emulator: str, count: int, spread: float, rng: random.Random) -> list[str]:
    """`count` running jobs at the emulator, completing over the next `spread` seconds."""
    headers = {"Authorization": f"Bearer {API_KEY}"}
    jobs = []
    async with httpx.AsyncClient(base_url=emulator, headers=headers, timeout=30) as http:
        begin = time.monotonic()
        for n in range(count):
            done_in = 10 + rng.uniform(0, spread) - (time.monotonic() - begin)
            await http.patch("/_emulator/settings", json={"generation_sec": max(0.0, done_in)})
            body = {"lyrics": f"[verse]\nJob {n}\n[chorus]\nLa", "duration_sec": 60}
            answer = await http.post("/api/v1/music/generate", json=body)
            jobs.append(answer.json()["job_id"])
    return jobs


async def completion_times(emulator: str) -> dict[str, float]:
    async with httpx.AsyncClient(base_url=emulator, timeout=30) as http:
        jobs = (await http.get("/_emulator/jobs")).json()["jobs"]
    return {job["job_id"]: job["completed_at"] for job in jobs}


@asynccontextmanager
async def bot_side(emulator: str, folder: Path, interval: float):
    settings = Settings(
        _env_file=None,
        TELEGRAM_BOT_TOKEN=TOKEN,
        API_KEY=API_KEY,
        MUSIC_API_URL=f"{emulator}/api/v1/music",
        DATABASE_PATH=folder / "bot.sqlite3",
        DATA_DIR=folder,
        POLL_INTERVAL_SEC=interval,
        JOB_TIMEOUT_MIN=1_000,
    )
    store = await Store.open(settings.DATABASE_PATH)
    music = CountingMusic(settings.MUSIC_API_URL)
    services = Services(
        settings=settings,
        tuning=Tuning(),
        store=store,
        music=music,
        text=None,
        bot=cast(Bot, None),  # nothing is sent to Telegram in this benchmark
        org=Organization(settings, store, time.time),
        notifier=cast(Notifier, QuietNotifier()),  # stands in by duck typing
        files=AudioFiles(folder, music),
        journal=AcceptedJournal(journal_path(settings.DATABASE_PATH)),
        reach=(reach := TelegramReach()),
        gate=SpendGate(reach, settings.DATA_DIR, settings.DATABASE_PATH),
    )
    try:
        yield services, SeenDelivery()
    finally:
        await services.tasks.cancel_all()
        await music.aclose()
        await store.close()


async def add_running(services: Services, jobs: list[str]) -> dict[str, int]:
    """The bot's rows for the jobs, as the scheduler and a first poll leave them."""
    now = time.time()
    ids = {}
    requests = services.store.requests
    for n, job_id in enumerate(jobs):
        new = NewRequest(
            10_000 + n, "private", 10_000 + n, "Bench", "en", 1, "[verse]\nLa", None, 60, "Job"
        )
        row = await requests.create(new, State.WAITING)
        await requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=now)
        await requests.move(
            row.id,
            State.SUBMITTING,
            State.QUEUED,
            job_id=job_id,
            accepted_at=now,
            next_poll_at=now + services.settings.POLL_INTERVAL_SEC,
        )
        await requests.move(row.id, State.QUEUED, State.RUNNING)
        ids[job_id] = row.id
    return ids


class NaivePoller:
    """Every tick: every active row, and a GET for each one due, one after the other."""

    def __init__(self, services: Services, delivery: SeenDelivery) -> None:
        self._s = services
        self._delivery = delivery

    async def tick(self) -> None:
        requests, interval = self._s.store.requests, self._s.settings.POLL_INTERVAL_SEC
        for request in await requests.in_states(POLLED_STATES):
            if time.time() - (request.last_poll_at or request.accepted_at or 0) < interval:
                continue
            await requests.update(request.id, last_poll_at=time.time())
            job = await self._s.music.get_job(request.job_id or "")
            if job.status == "completed" and await requests.move(
                request.id, request.state, State.COMPLETED, completed_at=time.time()
            ):
                self._delivery.start(request.id)


async def follow(
    poller: Any, services: Services, seen: SeenDelivery, count: int, timeout: float
) -> dict[str, Any]:
    """Tick like PTB's JobQueue (a run still going makes the next one skip) until every job is
    seen completed; returns ticks run, CPU seconds and wall seconds."""
    tick_sec = services.tuning.polling.tick_sec
    cpu, wall = time.process_time(), time.monotonic()
    ticks, next_at = 0, wall
    tick_cpu = []
    while len(seen.seen) < count and time.monotonic() - wall < timeout:
        started = time.process_time()
        await poller.tick()
        tick_cpu.append(time.process_time() - started)
        ticks += 1
        now = time.monotonic()
        while next_at <= now:
            next_at += tick_sec
        await asyncio.sleep(next_at - now)
    return {
        "ticks": ticks,
        "cpu": time.process_time() - cpu,
        "wall": time.monotonic() - wall,
        "tick_cpu": tick_cpu,
    }


async def run_mode(name: str, emulator: str, args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    jobs = await start_jobs(emulator, args.jobs, args.spread, rng)
    with tempfile.TemporaryDirectory(prefix="bench-jobs-") as folder:
        async with bot_side(emulator, Path(folder), args.interval) as (services, seen):
            ids = await add_running(services, jobs)
            poller = Poller(services, seen) if name == "bot" else NaivePoller(services, seen)
            figures = await follow(poller, services, seen, args.jobs, args.timeout)
            music: CountingMusic = services.music
            completed = await completion_times(emulator)
    delays = [seen.seen[ids[job]] - completed[job] for job in jobs if ids[job] in seen.seen]
    return {
        "name": name,
        **figures,
        "detected": len(delays),
        "delays": delays,
        "polls_per_job": [music.polls[job] for job in jobs],
    }


def report(results: list[dict[str, Any]], args: argparse.Namespace) -> None:
    target = args.interval + 0.5
    rows = []
    for r in results:
        rows.append(
            [
                r["name"],
                f"{r['detected']}/{args.jobs}",
                f"{1000 * r['cpu'] / max(1, r['ticks']):.1f}",
                f"{1000 * median(r['tick_cpu']):.1f}",
                f"{100 * r['cpu'] / r['wall']:.0f} %",
                f"{median(r['polls_per_job']):.1f}",
                f"{sum(r['polls_per_job']) / r['wall']:.0f}",
                f"{percentile(r['delays'], 0.5):.1f}",
                f"{percentile(r['delays'], 0.95):.1f}",
                f"{r['wall']:.0f}",
            ]
        )
    header = [
        "poller",
        "completions seen",
        "CPU ms per tick (all)",
        "CPU ms in tick() (median)",
        "CPU share",
        "GET /jobs per job (median)",
        "GET /jobs per s",
        "detection p50 s",
        f"detection p95 s (target ≤ {target:g})",
        "wall s",
    ]
    print(f"\n{args.jobs} running jobs, POLL_INTERVAL_SEC={args.interval:g}, production Tuning\n")
    print(table(header, rows))
    bot, naive = results
    cpu = (naive["cpu"] / naive["ticks"]) / (bot["cpu"] / bot["ticks"])
    polls = median(naive["polls_per_job"]) / median(bot["polls_per_job"])
    print(f"\nnaive / bot: CPU per tick {cpu:.1f}x, GET /jobs per job {polls:.1f}x")


async def orchestrate(args: argparse.Namespace) -> None:
    results = []
    async with server("emulator") as emulator:
        for name in ("bot", "naive"):
            results.append(await run_mode(name, emulator.url, args))
    report(results, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.active_jobs", description=__doc__)
    parser.add_argument("--jobs", type=int, default=1000)
    parser.add_argument("--interval", type=float, default=5.0, help="POLL_INTERVAL_SEC")
    parser.add_argument("--spread", type=float, default=30.0, help="completions over this long")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
