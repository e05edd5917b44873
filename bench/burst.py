"""Benchmark: a burst of songs under Telegram's flood limits, the bot against a naive bot
(`bench/naive_bot.py`), each measured from outside as a process of its own, in the same run.

    python -m bench.burst [--runs 5] [--songs 40] [--slots 10] [--job-sec 1] [--baseline DIR]

Each run starts, in turn, each bot in a fresh process (`python -m bot`, long polling, a fresh
store) against a fresh Bot API stand-in with flood limits on (429 past 30 messages a second; its
own process, `bench.messages --serve-standin`) and the service emulator (jobs of --job-sec, 10 s
tracks). Once the bot logs "getting updates by long polling", --songs users send /lyrics at
once; when every song is in the chat the bot's VmHWM (peak RSS since its start) and CPU seconds
are read from /proc (the whole process's, its main thread's, its other threads' by whether they
were still alive at the end, and the emulator's, in the same span) and it is stopped with
SIGTERM. Songs a minute: songs over the time from the lyrics to the last sendAudio. Both bots
run --slots jobs at once and poll every 0.5 s. The figures are medians over the runs and the
bot's ratios to the naive bot, run by run (targets: songs a minute at least the naive bot's,
peak RSS at most 1.2× its). With `--baseline DIR` (another checkout) its bot is measured in the
same runs too.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.common import API_KEY, TOKEN, Served, cpu_of_threads, cpu_sec, median, server, table
from bench.messages import standin
from bench.rest import drain, vm_kib, wait_started
from music_emulator.paths import MUSIC_PREFIX, TEXT_PREFIX

ROOT = Path(__file__).resolve().parent.parent
NAIVE = "naive bot"
SONGS_TIMEOUT_SEC = 180.0
TARGET_PEAK_RATIO = 1.2


@dataclass(frozen=True)
class Contender:
    name: str
    module: str  # run as `python -m MODULE`
    checkout: Path


def main_thread_stat(pid: int) -> Path:
    """The /proc stat of a process's main thread: the bot's event loop, whose CPU is the part
    no encoder thread can take over."""
    return Path(f"/proc/{pid}/task/{pid}/stat")


def live_threads_cpu(pid: int, before: dict[int, float]) -> float:
    """CPU seconds the threads other than the main one, alive now, used since `before`. The bot
    encodes each song in a thread of its own, which ends with it (the process's figure less the
    main thread's and these); the naive bot in asyncio's pool, whose threads live on."""
    now = cpu_of_threads(pid)
    return sum(cpu - before.get(thread, 0.0) for thread, cpu in now.items() if thread != pid)


def env_for(emulator: str, standin_url: str, folder: Path, slots: int) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONUNBUFFERED": "1",
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": standin_url,
        "API_KEY": API_KEY,
        "MUSIC_API_URL": emulator + MUSIC_PREFIX,
        "TEXT_API_URL": emulator + TEXT_PREFIX,
        "TEXT_MODEL": "songwriter-1",
        "DATABASE_PATH": str(folder / "bot.sqlite3"),
        "DATA_DIR": str(folder / "data"),
        "ACCESS": "open",
        "LOG_LEVEL": "INFO",
        "ORG_CONCURRENT_LIMIT": str(slots),
        "SLOTS": str(slots),
        "ORG_DAILY_LIMIT": "100000",
        "DEFAULT_DURATION_SEC": "10",
        "POLL_INTERVAL_SEC": "0.5",
    }


async def one_run(
    contender: Contender, emulator: Served, args: argparse.Namespace
) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="bench-burst-") as folder:
        async with standin(args.songs) as stand:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                contender.module,
                env=env_for(emulator.url, stand.url, Path(folder), args.slots),
                stderr=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.DEVNULL,
                cwd=contender.checkout,
            )
            reading: asyncio.Task[None] | None = None
            try:
                await wait_started(process)
                reading = asyncio.create_task(drain(process.stderr))
                rest = vm_kib(process.pid, "VmRSS") / 1024
                cpu_before = cpu_sec(Path(f"/proc/{process.pid}/stat"))
                loop_before = cpu_sec(main_thread_stat(process.pid))
                threads_before = cpu_of_threads(process.pid)
                emulator_before = emulator.cpu_sec()
                mark = await stand.ask({"do": "mark"})
                sent = await stand.ask({"do": "lyrics", "users": args.songs, "rate": 0})
                order = {"count": args.songs, "since": mark["mark"], "timeout": SONGS_TIMEOUT_SEC}
                await stand.ask({"do": "songs", **order})
                tally = await stand.ask({"do": "tally", "since": mark["mark"]})
                peak = vm_kib(process.pid, "VmHWM") / 1024
                cpu = cpu_sec(Path(f"/proc/{process.pid}/stat")) - cpu_before
                loop = cpu_sec(main_thread_stat(process.pid)) - loop_before
                live = live_threads_cpu(process.pid, threads_before)
                emulator_cpu = emulator.cpu_sec() - emulator_before
            finally:
                process.terminate()
                await process.wait()
                if reading is not None:
                    reading.cancel()
    songs = len(tally["audio_at"])
    if songs < args.songs:
        raise RuntimeError(f"{contender.name}: {songs} of {args.songs} songs came")
    took = max(tally["audio_at"]) - sent["started"]
    return {
        "per_minute": songs / took * 60,
        "peak_mb": peak,
        "start_mb": rest,
        "cpu_per_song": cpu / songs,
        "loop_cpu_per_song": loop / songs,
        "live_threads_cpu_per_song": live / songs,
        "ended_threads_cpu_per_song": (cpu - loop - live) / songs,
        "emulator_cpu_per_song": emulator_cpu / songs,
        "refused": tally["refused"] - mark["refused"],
    }


def contenders(args: argparse.Namespace) -> list[Contender]:
    found = [Contender(NAIVE, "bench.naive_bot", ROOT), Contender("this checkout", "bot", ROOT)]
    for checkout in args.baseline or []:
        found.append(Contender(f"baseline ({checkout})", "bot", checkout))
    return found


async def orchestrate(args: argparse.Namespace) -> None:
    who = contenders(args)
    runs: dict[str, list[dict[str, float]]] = {c.name: [] for c in who}
    emulator_args = ["--queue-sec", "0", "--generation-sec", str(args.job_sec)]
    async with server("emulator", *emulator_args) as emulator:
        for run in range(args.runs):
            turn = run % len(who)  # each goes first in its turn: drift spreads
            for contender in who[turn:] + who[:turn]:
                measured = await one_run(contender, emulator, args)
                runs[contender.name].append(measured)
                print(
                    f"run {run + 1} {contender.name}: {measured['per_minute']:.0f} songs/min,"
                    f" peak {measured['peak_mb']:.1f} MB,"
                    f" CPU {measured['cpu_per_song']:.3f} s a song; load {os.getloadavg()[0]:.1f}",
                    flush=True,
                )
    report(runs, args)


def report(runs: dict[str, list[dict[str, float]]], args: argparse.Namespace) -> None:
    print(
        f"\n{args.songs} songs at once (jobs of {args.job_sec:g} s, {args.slots} at once), flood"
        f" limits on; medians of {args.runs} runs, the bots in turn\n"
    )
    naive = runs[NAIVE]
    rows, figures = [], {}
    for name, measured in runs.items():
        speed = [m["per_minute"] / n["per_minute"] for m, n in zip(measured, naive, strict=True)]
        weight = [m["peak_mb"] / n["peak_mb"] for m, n in zip(measured, naive, strict=True)]
        f = {key: median([m[key] for m in measured]) for key in measured[0]}
        f |= {"speed_ratio": median(speed), "peak_ratio": median(weight)}
        figures[name] = f
        rows.append(
            [
                name,
                f"{f['per_minute']:.0f}",
                f"{f['speed_ratio']:.2f}",
                f"{f['peak_mb']:.1f}",
                f"{f['peak_ratio']:.2f}",
                f"{f['start_mb']:.1f}",
                f"{f['cpu_per_song']:.3f}",
                f"{f['loop_cpu_per_song']:.3f}",
                f"{f['live_threads_cpu_per_song']:.3f}",
                f"{f['ended_threads_cpu_per_song']:.3f}",
                f"{f['emulator_cpu_per_song']:.3f}",
                f"{f['refused']:.0f}",
            ]
        )
    header = [
        "bot",
        "songs/min",
        "/ naive (target ≥ 1)",
        "peak RSS MB",
        f"/ naive (target ≤ {TARGET_PEAK_RATIO})",
        "RSS at start MB",
        "CPU s a song",
        "of it the event loop",
        "threads alive at the end",
        "threads that ended",
        "emulator's CPU s a song",
        "429s",
    ]
    print(table(header, rows))
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.burst", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--songs", type=int, default=40)
    parser.add_argument("--slots", type=int, default=10, help="generations at once")
    parser.add_argument("--job-sec", type=float, default=1.0)
    parser.add_argument(
        "--baseline",
        type=Path,
        action="append",
        help="another checkout whose bot is measured in the same runs (may be given again)",
    )
    asyncio.run(orchestrate(parser.parse_args()))


if __name__ == "__main__":
    main()
