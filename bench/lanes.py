"""Benchmark: Telegram's 30 messages a second spent where people wait. The real
Application against the Bot API stand-in (a process of its own) with Telegram's flood limits
switched on: 1,000 requests waiting, the line moving 20 times, while 300 users send /status
within 10 s.

    python -m bench.lanes [--waiting 1000] [--moves 20] [--users 300] [--within 10]

Each mode, in a fresh store and a fresh stand-in:
1. the store holds --waiting requests waiting in line (the day's quota is used up, so nothing
   starts), one per private chat; a first refresh gives each its status message (not measured);
2. the line moves --moves times, evenly over --within seconds: the head of the line is cancelled
   and the pipeline's own reaction follows (`refresh_waiting_soon`, as the scheduler calls it);
   meanwhile --users users (chats 1..N, so each has a request in line) send /status, evenly over
   --within seconds;
3. measured: each /status reply's latency (update queued -> reply arrived at the stand-in),
   edits sent, 429s the stand-in answered, and the time from the first move until every waiting
   message shows its final place (the last refresh pass ended and no edit waits for its turn).

Modes: `naive` is the way before lanes: PTB's AIORateLimiter(max_retries=3) (one FIFO line
for every call) and every place shown exact and edited in at once, so every move edits every
waiting message; `lanes` is the bot's way: its LaneLimiter (bot/telegram/lanes.py), exact places
only near the front, coarse ones ("place 200+") further back (bot/ui/status.py), and a message
edited at most once every TelegramTuning.status_edit_gap_sec (bot/telegram/notify.py).

The floor: N replies need at least (N - 30) / 30 s at 30 messages a second, whatever else is
sent.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from unittest import mock

from telegram.ext import AIORateLimiter

from bench.common import TOKEN, Served, offline_settings, percentile, table
from bot import app as bot_app
from bot.context import services_of
from bot.pipeline import status
from bot.store import NewRequest, State, Store
from bot.tasks import RefreshWaiting
from bot.telegram import LaneLimiter, running
from bot.tuning import TelegramTuning, Tuning
from bot.ui import status as words

MODES = ("naive", "lanes")
PER_SECOND = 30
TARGET_RATIO = 1.5
TARGET_FEWER_EDITS = 5.0


# --- the stand-in's process ---------------------------------------------------------------


async def serve_standin(chats: int) -> None:
    from bench.serve import send_and_time, until_terminated
    from botapi_standin import BotApiStandIn

    async with BotApiStandIn(TOKEN) as stand:
        for chat in range(1, chats + 1):
            stand.open_chat(chat, "private")
        stand.flood_limits(per_second=PER_SECOND, per_group_per_minute=20)
        print(stand.url, flush=True)

        async def orders() -> None:
            loop = asyncio.get_running_loop()
            while line := await loop.run_in_executor(None, sys.stdin.readline):
                order = json.loads(line)
                if order["do"] == "status":
                    users, rate = order["users"], order["rate"]
                    answer = await send_and_time(stand, users, users, rate, "/status")
                else:
                    answer = counts(stand)
                print(json.dumps(answer), flush=True)

        driving = asyncio.create_task(orders())
        await until_terminated()
        driving.cancel()


def counts(stand: Any) -> dict[str, Any]:
    edits = [call for call in stand.calls if call.method == "editMessageText" and call.ok]
    return {"edits": len(edits), "refused": stand.flood_refusals, "calls": len(stand.calls)}


async def start_standin(chats: int) -> tuple[Served, asyncio.subprocess.Process]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.lanes",
        "--serve-standin",
        str(chats),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdout is not None
    line = await asyncio.wait_for(process.stdout.readline(), timeout=120)
    return Served(line.decode().strip(), process), process


# --- the bot's side -----------------------------------------------------------------------


async def fill_store(path: Path, waiting: int) -> None:
    store = await Store.open(path)
    for chat in range(1, waiting + 1):
        new = NewRequest(chat, "private", chat, "Ann", "en", None, "[verse]\nLa", None, 60, "S")
        await store.requests.create(new, State.WAITING)
    await store.close()


async def run_mode(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-lanes-") as folder:
        work = Path(folder)
        await fill_store(work / "bot.sqlite3", args.waiting)
        standin, process = await start_standin(args.waiting)
        try:
            settings = offline_settings(standin.url, work)
            # the naive way edits at every change; the bot's edits a message only with news
            gap = 0.0 if mode == "naive" else TelegramTuning.status_edit_gap_sec
            tuning = Tuning(telegram=TelegramTuning(status_edit_gap_sec=gap))
            with mock.patch.object(bot_app, "LaneLimiter", limiter_for(mode)):
                app = bot_app.build_application(settings, tuning)
            exact = 10**9 if mode == "naive" else words.EXACT_PLACES
            with mock.patch.object(words, "EXACT_PLACES", exact):
                async with running(app):
                    return await measure(app, standin, args) | {"mode": mode}
        finally:
            if process.stdin is not None:
                process.stdin.close()
            process.terminate()
            await process.wait()


def limiter_for(mode: str) -> Any:
    if mode == "naive":
        return lambda **_: AIORateLimiter(max_retries=3)
    return LaneLimiter


async def measure(app: Any, standin: Served, args: argparse.Namespace) -> dict[str, Any]:
    services = services_of(app)
    store = services.store
    await status.refresh_waiting(services)  # every request gets its status message
    before = await standin.ask({"do": "counts"})
    started = time.perf_counter()
    users = asyncio.create_task(
        standin.ask({"do": "status", "users": args.users, "rate": args.users / args.within})
    )
    for move in range(args.moves):
        due = started + move * args.within / args.moves
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        head = (await store.requests.waiting_in_order())[0]
        await store.requests.move(head.id, State.WAITING, State.CANCELLED)
        status.refresh_waiting_soon(services)
    # every message shows the truth once no pass runs and no edit waits for its turn
    while services.tasks.count(RefreshWaiting) or services.notifier.edits_due:  # noqa: ASYNC110
        await asyncio.sleep(0.05)
    truth = time.perf_counter() - started
    replies = await users
    await asyncio.sleep(1.0)  # the last edits' answers are in before they are counted
    after = await standin.ask({"do": "counts"})
    return {
        "latencies": replies["latencies"],
        "answered": replies["answered"],
        "edits": after["edits"] - before["edits"],
        "refused": after["refused"] - before["refused"],
        "truth": truth,
    }


def report(results: list[dict[str, Any]], args: argparse.Namespace) -> None:
    floor = (args.users - PER_SECOND) / PER_SECOND
    rows, by_mode = [], {}
    for result in results:
        p50 = percentile(result["latencies"], 0.5)
        p99 = percentile(result["latencies"], 0.99)
        by_mode[result["mode"]] = result | {"p99": p99}
        rows.append(
            [
                result["mode"],
                f"{result['answered']}/{args.users}",
                f"{p50:.2f}",
                f"{p99:.2f}",
                f"{p99 / floor:.2f}",
                result["edits"],
                result["refused"],
                f"{result['truth']:.1f}",
            ]
        )
    header = [
        "mode",
        "answered",
        "reply p50 s",
        "reply p99 s",
        f"p99 / floor (target ≤ {TARGET_RATIO})",
        "edits sent",
        "429s (target 0)",
        "s until every message shows the truth",
    ]
    print(
        f"\n{args.waiting} waiting, the line moving {args.moves} times and {args.users} users"
        f" sending /status within {args.within:g} s; flood limits on at the stand-in."
        f"\nfloor for {args.users} replies: ({args.users} - 30) / 30 = {floor:.1f} s\n"
    )
    print(table(header, rows))
    naive, lanes = by_mode["naive"], by_mode["lanes"]
    fewer = naive["edits"] / max(1, lanes["edits"])
    print(
        f"\nnaive / lanes: reply p99 {naive['p99'] / lanes['p99']:.1f}x,"
        f" edits {fewer:.2f}x (target ≥ {TARGET_FEWER_EDITS:g}x)"
    )


async def orchestrate(args: argparse.Namespace) -> None:
    results = [await run_mode(mode, args) for mode in MODES]
    report(results, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.lanes", description=__doc__)
    parser.add_argument("--waiting", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--users", type=int, default=300)
    parser.add_argument("--within", type=float, default=10.0, help="seconds")
    parser.add_argument("--serve-standin", type=int, metavar="CHATS", help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    if args.serve_standin:
        asyncio.run(serve_standin(args.serve_standin))
    else:
        asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
