"""Benchmark c (issue 6): 1,000 `/status` updates through the real Application and the Bot API
stand-in (a process of its own): reply latency p50 and p99, and updates answered per second.

    python -m bench.status [--updates 1000] [--rate 300] [--chats 100]

Users in --chats private chats send /status at --rate a second (open loop: they do not wait for
answers); a latency runs from the moment the stand-in queued the update to the moment the bot's
reply reached it. The store holds what a busy bot holds: per chat a few delivered and failed
songs and one waiting in line (the day's quota is used up, so nothing is submitted).

Modes, one run:
- `as deployed`: build_application as it is. Its AIORateLimiter keeps Telegram's flood limit of
  30 messages a second for the whole bot, so at 300 updates a second the replies queue up: this
  row shows the limit being honoured, not the bot's speed.
- `flood limit lifted`: the same Application with the limiter's overall rate off (RetryAfter
  still retried): the bot's own capacity to answer. Its /status is the naive way: the whole
  waiting line is read again for every song it lists.
- `... read once per /status`: as the previous, with /status reading the waiting line once.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from telegram import Update
from telegram.ext import AIORateLimiter, Application, CommandHandler

from bench.common import API_KEY, TOKEN, cpu_by_thread, percentile, server, table
from bot import app as bot_app
from bot.config import Settings
from bot.context import BotContext
from bot.handlers.common import language_of, reply
from bot.pipeline.tuning import Tuning
from bot.runner import running
from bot.store import NewRequest, State, Store
from bot.texts import t

ONE_READ = "flood limit lifted, waiting line read once per /status"
MODES = ("as deployed", "flood limit lifted", ONE_READ)
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
                await requests.move(row.id, State.QUEUED, State.FAILED)
    await store.close()


async def one_read_status(update: Update, context: BotContext) -> None:
    """/status with the waiting line read once per command (the app's reads it once per song
    listed): the places come from one fair order."""
    services, lang = context.services, language_of(update, context)
    chat = update.effective_chat
    assert chat is not None
    songs = await services.store.requests.for_chat(chat.id, 10)
    places = {}
    if any(song.state == State.WAITING for song in songs):
        order = await services.store.requests.waiting_in_order()
        places = {request.id: place for place, request in enumerate(order, 1)}
    lines = [t(lang, "status-header")]
    for song in songs:
        place = places.get(song.id, 0)
        lines.append(
            t(lang, "status-line", id=song.id, title=song.title, state=song.state, place=place)
        )
    await reply(update, "\n".join(lines))


@contextmanager
def flood_limit(lifted: bool) -> Iterator[None]:
    if not lifted:
        yield
        return
    unlimited = AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=3)
    with mock.patch.object(bot_app, "AIORateLimiter", lambda **_: unlimited):
        yield


def build(settings: Settings, mode: str) -> Application:
    with flood_limit(lifted=mode != "as deployed"):
        app = bot_app.build_application(settings, Tuning())
    if mode == ONE_READ:  # the variant takes the app's /status place, in order
        handlers = app.handlers[0]
        index = next(
            i
            for i, h in enumerate(handlers)
            if isinstance(h, CommandHandler) and "status" in h.commands
        )
        handlers[index] = CommandHandler("status", one_read_status, filters=handlers[index].filters)
    return app


async def run_mode(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-status-") as folder:
        work = Path(folder)
        await fill_store(work / "bot.sqlite3", args.chats)
        async with server("standin", "--chats", str(args.chats)) as standin:
            settings = Settings(
                _env_file=None,
                TELEGRAM_BOT_TOKEN=TOKEN,
                TELEGRAM_API_URL=standin.url,
                API_KEY=API_KEY,
                MUSIC_API_URL="http://127.0.0.1:9/api/v1/music",  # nothing is submitted
                DATABASE_PATH=work / "bot.sqlite3",
                DATA_DIR=work,
                ACCESS="open",
                ORG_DAILY_LIMIT=0,
            )
            async with running(build(settings, mode)):
                await asyncio.sleep(args.settle)  # start-up messages out of the way
                order = {"updates": args.updates, "rate": args.rate, "text": "/status"}
                started, threads = time.process_time(), cpu_by_thread()
                result = await standin.ask(order)
                result["cpu"] = time.process_time() - started
                after = cpu_by_thread()
                result["threads"] = {k: v - threads.get(k, 0.0) for k, v in after.items()}
    return {"mode": mode, **result}


def report(results: list[dict[str, Any]], args: argparse.Namespace) -> None:
    rows = []
    for r in results:
        latencies = r["latencies"]
        rows.append(
            [
                r["mode"],
                f"{r['answered']}/{r['updates']}",
                f"{1000 * percentile(latencies, 0.5):.1f}",
                f"{1000 * percentile(latencies, 0.99):.1f}",
                f"{r['answered'] / r['wall']:.0f}",
                f"{1000 * r['cpu'] / max(1, r['answered']):.2f}",
            ]
        )
    header = [
        "mode",
        "answered",
        "p50 ms",
        f"p99 ms (target < {TARGET_P99_MS})",
        f"updates/s (target ≥ {TARGET_RATE})",
        "bot CPU ms per update",
    ]
    print(f"\n{args.updates} /status updates offered at {args.rate:g}/s from {args.chats} chats\n")
    print(table(header, rows))
    lifted, one_read = results[1], results[2]
    cpu = (lifted["cpu"] / lifted["answered"]) / (one_read["cpu"] / one_read["answered"])
    rate = (one_read["answered"] / one_read["wall"]) / (lifted["answered"] / lifted["wall"])
    print(f"\nonce per song / once per /status: CPU per update {cpu:.1f}x, updates/s {rate:.1f}x")


async def orchestrate(args: argparse.Namespace) -> None:
    results = [await run_mode(mode, args) for mode in MODES]
    report(results, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.status", description=__doc__)
    parser.add_argument("--updates", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=300.0, help="updates offered a second")
    parser.add_argument("--chats", type=int, default=100)
    parser.add_argument("--settle", type=float, default=5.0)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
