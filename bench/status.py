"""Benchmark c (bench/README.md): 1,000 `/status` updates through the real Application and the Bot
API stand-in (a process of its own): reply latency p50 and p99, and updates answered per second.

    python -m bench.status [--updates 1000] [--rate 300] [--chats 100] [--runs 1] [--modes bot ...]

Users in --chats private chats send /status (open loop: they do not wait for answers). A latency
runs from the moment the stand-in queued the update to the moment the bot's reply reached it.
The store holds what a busy bot holds: per chat a few delivered and failed songs and one waiting
in line (the day's quota is used up, so nothing is submitted).

Each mode, in one process and one store:
1. warm-up: every user sends /status once (connections opened, users known), not measured;
2. paced: --updates at --rate a second: p50 and p99 latency;
3. burst: --updates all at once: how many the bot answers a second at most.

Modes:
- `as deployed`: build_application as it is. Its rate limiter (lanes) keeps Telegram's flood limit
  of 30 messages a second for the whole bot, so at 300 updates a second the replies queue up: this
  row shows the limit being honoured, not the bot's speed.
- `naive`: flood limit lifted (the limiter's overall rate off; RetryAfter still retried), PTB's
  default HTTP client (httpx) and one update at a time, as PTB handles them by default.
- `bot`: flood limit lifted; the bot's own client (bot/telegram/client.py) and chats side by side
  (bot/telegram/inbox.py): the bot's own capacity to answer.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from telegram.ext import AIORateLimiter, Application
from telegram.request import HTTPXRequest

from bench.common import (
    Served,
    cpu_by_thread,
    offline_settings,
    percentile,
    server,
    table,
)
from bot import app as bot_app
from bot.config import Settings
from bot.store import NewRequest, State, Store
from bot.telegram import running
from bot.tuning import TelegramTuning, Tuning

MODES = ("as deployed", "naive", "bot")
SONGS_PER_CHAT = (State.DELIVERED, State.DELIVERED, State.FAILED, State.WAITING)
TARGET_P99_MS = 100
TARGET_RATE = 300


async def fill_store(path: Path, chats: int) -> None:
    store = await Store.open(path)
    requests = store.requests
    for chat in range(1, chats + 1):
        for n, state in enumerate(SONGS_PER_CHAT):
            # asked by messages of an earlier day: no message id the benchmark's users reuse
            new = NewRequest(
                chat, "private", chat, "Ann", "en", None, "[verse]\nLa", None, 60, f"S{n}"
            )
            row = await requests.create(new, State.WAITING)
            if state == State.DELIVERED:
                await requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=1)
                await requests.move(row.id, State.SUBMITTING, State.QUEUED, job_id=f"j{row.id}")
                await requests.move(row.id, State.QUEUED, State.COMPLETED)
                await requests.move(row.id, State.COMPLETED, State.DELIVERED)
            elif state == State.FAILED:
                await requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=1)
                await requests.move(row.id, State.SUBMITTING, State.QUEUED, job_id=f"j{row.id}")
                await requests.move(row.id, State.QUEUED, State.FAILED, told_at=1)
    await store.close()


@contextmanager
def variant(mode: str) -> Iterator[None]:
    """The naive and bot modes lift the flood limit; the naive one also takes PTB's httpx."""
    with ExitStack() as stack:
        if mode != "as deployed":
            unlimited = AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=3)
            stack.enter_context(mock.patch.object(bot_app, "LaneLimiter", lambda **_: unlimited))
        if mode == "naive":
            httpx = HTTPXRequest(connection_pool_size=256, read_timeout=30)
            stack.enter_context(mock.patch.object(bot_app, "TelegramHttp", lambda **_: httpx))
        yield


def build(settings: Settings, mode: str) -> Application:
    at_once = 1 if mode == "naive" else TelegramTuning.updates_at_once
    tuning = Tuning(telegram=TelegramTuning(updates_at_once=at_once))
    with variant(mode):
        return bot_app.build_application(settings, tuning)


async def measure(standin: Served, updates: int, rate: float) -> dict[str, Any]:
    order = {"updates": updates, "rate": rate, "text": "/status"}
    started, threads, served = time.process_time(), cpu_by_thread(), standin.cpu_sec()
    result = await standin.ask(order)
    result["cpu"] = time.process_time() - started
    result["threads"] = {k: v - threads.get(k, 0.0) for k, v in cpu_by_thread().items()}
    result["standin_cpu"] = standin.cpu_sec() - served
    return result


async def run_mode(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-status-") as folder:
        work = Path(folder)
        await fill_store(work / "bot.sqlite3", args.chats)
        async with server("standin", "--chats", str(args.chats)) as standin:
            settings = offline_settings(standin.url, work)
            async with running(build(settings, mode)):
                await asyncio.sleep(args.settle)  # start-up messages out of the way
                await measure(standin, args.chats, rate=100)  # warm-up
                paced = await measure(standin, args.updates, args.rate)
                burst = await measure(standin, args.updates, rate=0)
    return {"mode": mode, "paced": paced, "burst": burst}


def figures(result: dict[str, Any]) -> dict[str, float]:
    paced, burst = result["paced"], result["burst"]
    latencies = paced["latencies"]
    answered = paced["answered"]
    return {
        "answered": answered,
        "updates": paced["updates"],
        "p50": 1000 * percentile(latencies, 0.5),
        "p99": 1000 * percentile(latencies, 0.99),
        "rate": burst["answered"] / burst["wall"],
        "cpu": 1000 * paced["cpu"] / max(1, answered),
        "loop": 1000 * paced["threads"].get("event loop", 0.0) / max(1, answered),
        "standin": 1000 * paced["standin_cpu"] / max(1, answered),
    }


def report(results: dict[str, list[dict[str, Any]]], args: argparse.Namespace) -> None:
    rows, medians = [], {}
    for mode, runs in results.items():
        each = [figures(r) for r in runs]
        medians[mode] = {key: statistics.median(f[key] for f in each) for key in each[0]}
        m = medians[mode]
        rows.append(
            [
                mode,
                f"{m['answered']:.0f}/{m['updates']:.0f}",
                f"{m['p50']:.1f}",
                f"{m['p99']:.1f}",
                f"{m['rate']:.0f}",
                f"{m['cpu']:.2f}",
                f"{m['loop']:.2f}",
                f"{m['standin']:.2f}",
            ]
        )
    header = [
        "mode",
        "answered (paced)",
        "p50 ms",
        f"p99 ms (target < {TARGET_P99_MS})",
        f"updates/s, burst (target ≥ {TARGET_RATE})",
        "bot CPU ms per update",
        "of it event loop",
        "stand-in CPU ms per update",
    ]
    run_count = len(next(iter(results.values())))
    print(
        f"\n{args.updates} /status updates from {args.chats} chats, paced at {args.rate:g}/s"
        f" and in one burst; medians of {run_count} run(s)\n"
    )
    print(table(header, rows))
    if not {"naive", "bot"} <= medians.keys():
        return
    naive, bot = medians["naive"], medians["bot"]
    print(
        f"\nnaive / bot: CPU per update {naive['cpu'] / bot['cpu']:.1f}x,"
        f" p99 {naive['p99'] / bot['p99']:.1f}x; bot / naive: updates/s"
        f" {bot['rate'] / naive['rate']:.1f}x"
    )


async def orchestrate(args: argparse.Namespace) -> None:
    results: dict[str, list[dict[str, Any]]] = {mode: [] for mode in args.modes}
    for _ in range(args.runs):
        for mode in args.modes:
            results[mode].append(await run_mode(mode, args))
    report(results, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.status", description=__doc__)
    parser.add_argument("--updates", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=300.0, help="updates offered a second")
    parser.add_argument("--chats", type=int, default=100)
    parser.add_argument("--runs", type=int, default=1, help="runs per mode; medians reported")
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument("--settle", type=float, default=3.0)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
