"""Benchmark: Bot API calls per song under Telegram's flood limits. The real Application against
the Bot API stand-in (a process of its own, flood limits on: 429 past 30 messages a second) and
the service emulator (a process of its own, jobs of --job-sec), in two scenarios:

    python -m bench.messages [--runs 1] [--songs 40] [--slots 10] [--line 300] [--askers 150]

One run of the three modes takes about 3.5 minutes; with --runs N each mode takes its turn to
go first, and the report gives the median of each figure over the runs.

fast songs  --songs users send lyrics at once; jobs take --job-sec; --slots generations at once.
            Measured: messages Telegram counts per song (sends and edits; not chat actions nor
            deletions, which are shown apart), and songs a minute from the lyrics to the last
            song.
long line   --line users send lyrics at 30 a second (a line forms: 2 generations at once, as
            ORG_CONCURRENT_LIMIT's default), then --askers of them send /status evenly over
            --within seconds while songs keep coming. Measured: edits per delivered song,
            /status reply p99 against its floor ((N - 30) / 30 s for N replies at 30 a second,
            as in bench.lanes), 429s.

Modes, each in a fresh store and a fresh stand-in:
- naive: a bot that sends only the acknowledgement and the song: no progress edits, nothing
  done to the status message after the song, no chat action; PTB's AIORateLimiter(max_retries=3),
  as bench.lanes builds its naive mode.
- every-step: the bot's way with the gap between edits at 0: every state is edited in at once,
  and chat actions and the status message's end as in news.
- news: the bot's way (bot/telegram/notify.py: at most one progress edit per status message every
  TelegramTuning.status_edit_gap_sec, a new state shown only once it has lasted that long, words of
  a state already over never sent; the status message deleted once its song is in the chat;
  bot/telegram/replies.py: one chat action, only for an upload that takes long enough to be seen).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import ExitStack, asynccontextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from telegram.ext import AIORateLimiter

from bench.common import API_KEY, TOKEN, Served, median, percentile, server, table
from bot import app as bot_app
from bot.pipeline import delivery
from bot.telegram import running
from bot.telegram.notify import Notifier
from bot.tuning import TelegramTuning, Tuning
from music_emulator.paths import MUSIC_PREFIX

MODES = ("naive", "every-step", "news")
PER_SECOND = 30
LYRICS = "[verse]\nMorning light on the window\n[chorus]\nSing it loud, sing it now"


# --- the stand-in's process ---------------------------------------------------------------


async def serve_standin(chats: int) -> None:
    from bench.serve import send_and_time, until_terminated
    from botapi_standin import BotApiStandIn
    from botapi_standin.flood import counts as flood_counts

    async with BotApiStandIn(TOKEN) as stand:
        for chat in range(1, chats + 1):
            stand.open_chat(chat, "private")
        stand.flood_limits(per_second=PER_SECOND, per_group_per_minute=20)
        print(stand.url, flush=True)

        async def lyrics(users: int, rate: float) -> dict[str, Any]:
            started = time.time()
            for n in range(users):
                if rate > 0 and (wait := started + n / rate - time.time()) > 0:
                    await asyncio.sleep(wait)
                stand.user_says(n + 1, f"/lyrics\n{LYRICS}\nNumber {n + 1}")
            return {"started": started}

        async def songs(count: int, since: int, timeout: float) -> dict[str, Any]:
            deadline = time.time() + timeout
            while sum(1 for c in stand.calls[since:] if c.method == "sendAudio" and c.ok) < count:
                if time.time() > deadline:
                    break
                await asyncio.sleep(0.05)
            return {}

        def tally(since: int) -> dict[str, Any]:
            calls = stand.calls[since:]
            ok = [call for call in calls if call.ok]
            return {
                "methods": dict(Counter(call.method for call in ok)),
                "counted": sum(1 for call in ok if flood_counts(call.method)),
                "refused": stand.flood_refusals,
                "audio_at": [call.at for call in ok if call.method == "sendAudio"],
                "now": time.time(),
            }

        async def orders() -> None:
            loop = asyncio.get_running_loop()
            while line := await loop.run_in_executor(None, sys.stdin.readline):
                order = json.loads(line)
                if order["do"] == "mark":
                    answer = {"mark": len(stand.calls), "refused": stand.flood_refusals}
                elif order["do"] == "lyrics":
                    answer = await lyrics(order["users"], order["rate"])
                elif order["do"] == "songs":
                    answer = await songs(order["count"], order["since"], order["timeout"])
                elif order["do"] == "status":
                    users, rate = order["users"], order["rate"]
                    answer = await send_and_time(stand, users, users, rate, "/status")
                else:
                    answer = tally(order["since"])
                print(json.dumps(answer), flush=True)

        driving = asyncio.create_task(orders())
        await until_terminated()
        driving.cancel()


@asynccontextmanager
async def standin(chats: int) -> AsyncIterator[Served]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.messages",
        "--serve-standin",
        str(chats),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdout is not None
    line = await asyncio.wait_for(process.stdout.readline(), timeout=120)
    try:
        yield Served(line.decode().strip(), process)
    finally:
        if process.stdin is not None:
            process.stdin.close()
        process.terminate()
        await process.wait()


# --- the bot's side -----------------------------------------------------------------------


async def _naive_progress(self: Notifier, request: Any, text: str, markup: Any = None) -> None:
    if not request.status_message_id:  # the acknowledgement, and nothing after it
        await self.status(request, text, markup)


async def _naive_song_sent(self: Notifier, request: Any) -> None:
    self.forget(request.id)


@asynccontextmanager
async def _no_chat_action(*_: Any, **__: Any) -> AsyncIterator[None]:
    yield


def patched(mode: str, stack: ExitStack) -> Tuning:
    """Patch the bot into `mode`; the tuning it runs with."""
    if mode == "naive":
        stack.enter_context(
            mock.patch.object(bot_app, "LaneLimiter", lambda **_: AIORateLimiter(max_retries=3))
        )
        stack.enter_context(mock.patch.object(Notifier, "progress", _naive_progress))
        stack.enter_context(mock.patch.object(Notifier, "song_sent", _naive_song_sent))
        stack.enter_context(mock.patch.object(delivery, "chat_action", _no_chat_action))
    if mode == "every-step":
        return Tuning(telegram=TelegramTuning(status_edit_gap_sec=0.0))
    return Tuning()


def settings_for(standin_url: str, music_url: str, work: Path, slots: int) -> Any:
    from bot.config import Settings

    return Settings(
        _env_file=None,
        TELEGRAM_BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=standin_url,
        API_KEY=API_KEY,
        MUSIC_API_URL=music_url + MUSIC_PREFIX,
        DATABASE_PATH=work / "bot.sqlite3",
        DATA_DIR=work,
        ACCESS="open",
        ORG_CONCURRENT_LIMIT=slots,
        ORG_DAILY_LIMIT=100_000,
        DEFAULT_DURATION_SEC=10,
        POLL_INTERVAL_SEC=0.5,
    )


@asynccontextmanager
async def bot_in(mode: str, chats: int, music_url: str, slots: int) -> AsyncIterator[Served]:
    with tempfile.TemporaryDirectory(prefix="bench-messages-") as folder, ExitStack() as stack:
        async with standin(chats) as stand:
            tuning = patched(mode, stack)
            settings = settings_for(stand.url, music_url, Path(folder), slots)
            app = bot_app.build_application(settings, tuning)
            async with running(app):
                yield stand


async def fast_songs(mode: str, music_url: str, args: argparse.Namespace) -> dict[str, Any]:
    async with bot_in(mode, args.songs, music_url, args.slots) as stand:
        mark = await stand.ask({"do": "mark"})
        sent = await stand.ask({"do": "lyrics", "users": args.songs, "rate": 0})
        await stand.ask({"do": "songs", "count": args.songs, "since": mark["mark"], "timeout": 120})
        await asyncio.sleep(2.0)  # the status messages' end, after the last song
        tally = await stand.ask({"do": "tally", "since": mark["mark"]})
    songs = len(tally["audio_at"])
    if songs < args.songs:  # a bench that measures nothing says so rather than print figures
        raise RuntimeError(f"{mode}: {songs} of {args.songs} songs came within 120 s")
    took = max(tally["audio_at"], default=sent["started"]) - sent["started"]
    return {
        "songs": songs,
        "methods": tally["methods"],
        "counted": tally["counted"],
        "refused": tally["refused"] - mark["refused"],
        "per_minute": songs / took * 60 if took > 0 else float("nan"),
    }


async def long_line(mode: str, music_url: str, args: argparse.Namespace) -> dict[str, Any]:
    async with bot_in(mode, args.line, music_url, 2) as stand:
        await stand.ask({"do": "lyrics", "users": args.line, "rate": PER_SECOND})
        mark = await stand.ask({"do": "mark"})
        rate = args.askers / args.within
        replies = await stand.ask({"do": "status", "users": args.askers, "rate": rate})
        tally = await stand.ask({"do": "tally", "since": mark["mark"]})
    return {
        "songs": len(tally["audio_at"]),
        "methods": tally["methods"],
        "counted": tally["counted"],
        "refused": tally["refused"] - mark["refused"],
        "latencies": replies["latencies"],
        "answered": replies["answered"],
    }


# --- the report ---------------------------------------------------------------------------


def per_song(count: float, songs: int) -> str:
    return f"{count / songs:.2f}" if songs else "-"


def report(runs: list[dict[str, dict[str, Any]]], args: argparse.Namespace) -> None:
    modes = [mode for mode in MODES if mode in runs[0]]
    print(
        f"\nfast songs: {args.songs} users send lyrics at once; jobs of {args.job_sec:g} s,"
        f" {args.slots} at once; flood limits on at the stand-in. Medians of {len(runs)} runs."
    )
    header = [
        "mode",
        "songs",
        "counted messages per song (target ≤ 3)",
        "edits per song",
        "deletions per song",
        "chat actions per song",
        "songs/min",
        "429s",
    ]
    rows = []
    for mode in modes:
        fast = [run[mode]["fast"] for run in runs]
        rows.append(
            [
                mode,
                int(median([f["songs"] for f in fast])),
                f"{median([f['counted'] / max(1, f['songs']) for f in fast]):.2f}",
                f"{median([_m(f, 'editMessageText') / max(1, f['songs']) for f in fast]):.2f}",
                f"{median([_m(f, 'deleteMessage') / max(1, f['songs']) for f in fast]):.2f}",
                f"{median([_m(f, 'sendChatAction') / max(1, f['songs']) for f in fast]):.2f}",
                f"{median([f['per_minute'] for f in fast]):.0f}",
                int(median([f["refused"] for f in fast])),
            ]
        )
    print(table(header, rows))
    floor = (args.askers - PER_SECOND) / PER_SECOND
    print(
        f"\nlong line: {args.line} users send lyrics at 30 a second, 2 generations at once; then"
        f" {args.askers} of them send /status within {args.within:g} s."
        f" Floor for {args.askers} replies: {floor:.1f} s."
    )
    header = [
        "mode",
        "songs delivered meanwhile",
        "edits per delivered song (target ≤ 8)",
        "counted messages per song",
        "deletions per song",
        "/status answered",
        "/status p99 s",
        "p99 / floor (target ≤ 1.5)",
        "429s (target 0)",
    ]
    rows = []
    for mode in modes:
        line = [run[mode]["line"] for run in runs]
        p99s = [percentile(each["latencies"], 0.99) for each in line]
        rows.append(
            [
                mode,
                int(median([each["songs"] for each in line])),
                f"{median([_m(e, 'editMessageText') / max(1, e['songs']) for e in line]):.2f}",
                f"{median([e['counted'] / max(1, e['songs']) for e in line]):.2f}",
                f"{median([_m(e, 'deleteMessage') / max(1, e['songs']) for e in line]):.2f}",
                f"{int(median([e['answered'] for e in line]))}/{args.askers}",
                f"{median(p99s):.2f}",
                f"{median(p99s) / floor:.2f}",
                int(median([each["refused"] for each in line])),
            ]
        )
    print(table(header, rows))
    print("\nruns (fast songs/min; long-line edits per song, p99 s):")
    for mode in modes:
        per_minute = ", ".join(f"{run[mode]['fast']['per_minute']:.0f}" for run in runs)
        edits = ", ".join(
            f"{_m(run[mode]['line'], 'editMessageText') / max(1, run[mode]['line']['songs']):.1f}"
            f" / {percentile(run[mode]['line']['latencies'], 0.99):.2f}"
            for run in runs
        )
        print(f"  {mode}: {per_minute}; {edits}")


def _m(result: dict[str, Any], method: str) -> int:
    return int(result["methods"].get(method, 0))


async def orchestrate(args: argparse.Namespace) -> None:
    emulator_args = ["--queue-sec", "0", "--generation-sec", str(args.job_sec)]
    runs = []
    async with server("emulator", *emulator_args) as emulator:
        for run in range(args.runs):
            results: dict[str, dict[str, Any]] = {}
            turn = run % len(args.modes)  # each mode in its turn goes first: drift spreads
            for mode in args.modes[turn:] + args.modes[:turn]:
                fast = await fast_songs(mode, emulator.url, args)
                line = await long_line(mode, emulator.url, args)
                results[mode] = {"fast": fast, "line": line}
                print(
                    f"run {run + 1} {mode}: {fast['per_minute']:.0f} songs/min,"
                    f" {fast['counted'] / max(1, fast['songs']):.2f} counted per song;"
                    f" long line {line['songs']} songs,"
                    f" {_m(line, 'editMessageText')} edits,"
                    f" p99 {percentile(line['latencies'], 0.99):.2f} s",
                    flush=True,
                )
            runs.append(results)
    report(runs, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.messages", description=__doc__)
    parser.add_argument("--songs", type=int, default=40)
    parser.add_argument("--slots", type=int, default=10, help="generations at once, fast songs")
    parser.add_argument("--job-sec", type=float, default=1.0)
    parser.add_argument("--line", type=int, default=300)
    parser.add_argument("--askers", type=int, default=150)
    parser.add_argument("--within", type=float, default=30.0, help="seconds")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--modes", nargs="+", default=list(MODES), choices=MODES)
    parser.add_argument("--serve-standin", type=int, metavar="CHATS", help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    if args.serve_standin:
        asyncio.run(serve_standin(args.serve_standin))
    else:
        asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
