"""The benchmarks' counterparts, each in a process of its own: `python -m bench.serve KIND`.

    emulator [--full-length]    the service emulator (with --full-length a job's track is as
             [--queue-sec S]    long as asked, not up to 15 % shorter; jobs wait S s in the
             [--generation-sec S]  queue and run S s: 0 and 0.2 unless given)
    wavfile --seconds N         /api/v1/music/files/<any> answers one pre-rendered WAV from disk,
                                as fast as the disk and loopback allow
    standin [--chats N]         the Bot API stand-in with chats 1..N open; a line of JSON on stdin
                                {"updates": 1000, "rate": 300, "text": "/status"} makes users
                                send that many messages at that rate, and the answer latencies
                                come back as one line of JSON on stdout

The first line printed is the URL to use; the process serves until it is terminated.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from aiohttp import web

from bench.common import API_KEY, TOKEN
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, EmulatorSettings, jobs
from music_emulator.paths import FILES_PATH, MUSIC_PREFIX
from music_emulator.wav import frame_count, wav_stream


async def until_terminated() -> None:
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopped.set)
    await stopped.wait()


async def serve_emulator(
    full_length: bool, queue_sec: float = 0.0, generation_sec: float = 0.2
) -> None:
    if full_length:
        jobs.DURATION_FACTOR_RANGE = (1.0, 1.0)
    settings = EmulatorSettings(
        api_key=API_KEY,
        queue_sec=queue_sec,
        generation_sec=generation_sec,
        concurrent_limit=100_000,
        daily_limit=100_000,
    )
    async with Emulator(settings) as emulator:
        print(emulator.base_url, flush=True)
        await until_terminated()


async def serve_wavfile(seconds: float) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-wav-") as folder:
        wav = Path(folder) / "track.wav"
        with wav.open("wb") as out:
            for chunk in wav_stream(frame_count(seconds), seed=1):
                out.write(chunk)

        async def send_file(request: web.Request) -> web.FileResponse:
            return web.FileResponse(wav)

        app = web.Application()
        app.router.add_get(f"{FILES_PATH}/{{job_id}}", send_file)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        print(f"http://127.0.0.1:{port}{MUSIC_PREFIX}", flush=True)
        try:
            await until_terminated()
        finally:
            await runner.cleanup()


async def serve_standin(chats: int) -> None:
    async with BotApiStandIn(TOKEN) as stand:
        for chat in range(1, chats + 1):
            stand.open_chat(chat, "private")
        print(stand.url, flush=True)
        driving = asyncio.create_task(drive_from_stdin(stand, chats))
        await until_terminated()
        driving.cancel()


async def drive_from_stdin(stand: BotApiStandIn, chats: int) -> None:
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        order = json.loads(line)
        result = await send_and_time(stand, chats, **order)
        print(json.dumps(result), flush=True)


async def send_and_time(
    stand: BotApiStandIn, chats: int, updates: int, rate: float, text: str
) -> dict[str, Any]:
    """Users (round robin over the open chats) send `text` at `rate` a second; each answer's
    latency is from the moment the update was queued to the bot's reply call arriving."""
    sent: dict[tuple[int, int], float] = {}
    answered: dict[tuple[int, int], float] = {}
    all_answered = asyncio.Event()

    def on_message(message: Any, event: str) -> None:
        target = message.reply_to_message_id
        key = (message.chat_id, target)
        if event == "sent" and key in sent and key not in answered:
            answered[key] = time.perf_counter()
            if len(answered) == updates:
                all_answered.set()

    stand.on_bot_message.append(on_message)
    start = time.perf_counter()
    for n in range(updates):
        due = start + n / rate if rate > 0 else start
        if (wait := due - time.perf_counter()) > 0:
            await asyncio.sleep(wait)
        chat = n % chats + 1
        message = stand.user_says(chat, text)
        sent[(chat, message["message_id"])] = time.perf_counter()
    try:
        await asyncio.wait_for(all_answered.wait(), timeout=120)
    except TimeoutError:
        pass  # reported as fewer answers than updates
    stand.on_bot_message.remove(on_message)
    latencies = [answered[key] - sent[key] for key in answered]
    finished = max(answered.values(), default=start)
    return {
        "updates": updates,
        "answered": len(answered),
        "latencies": latencies,
        "wall": finished - start,
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.serve", description=__doc__)
    kinds = parser.add_subparsers(dest="kind", required=True)
    emulator = kinds.add_parser("emulator")
    emulator.add_argument("--full-length", action="store_true")
    emulator.add_argument("--queue-sec", type=float, default=0.0)
    emulator.add_argument("--generation-sec", type=float, default=0.2)
    kinds.add_parser("wavfile").add_argument("--seconds", type=float, default=300.0)
    kinds.add_parser("standin").add_argument("--chats", type=int, default=1)
    args = parser.parse_args()
    if args.kind == "emulator":
        asyncio.run(serve_emulator(args.full_length, args.queue_sec, args.generation_sec))
    elif args.kind == "wavfile":
        asyncio.run(serve_wavfile(args.seconds))
    else:
        asyncio.run(serve_standin(args.chats))


if __name__ == "__main__":
    main()
