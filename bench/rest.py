"""The bot's weight at rest: RSS of `python -m bot` that has answered one /start and idled 15 s
in long polling, against a bare python-telegram-bot bot (`bench/bare_bot.py`) that polls and
answers /start and /status, measured the same way in the same run.

    python -m bench.rest [--runs 5] [--idle 15] [--updates 200] [--chats 50] [--baseline DIR]

Each run starts each bot in a fresh process, against the Bot API stand-in (and, for the bot, the
service emulator), each server in a process of its own so its memory is not the bot's. Once a
bot logs "getting updates by long polling", one user sends /start; once it is answered the bot
idles `--idle` seconds (long polling, its ticks) and its VmRSS is read: the figure at rest.
Then every chat sends /status once (warm-up) and `--updates` /status come in one burst; when
every one is answered, VmHWM (the peak RSS since the start) is read from /proc and the bot is
stopped with SIGTERM. The bots take turns in each run, so a busy moment of the machine hits
both. The figures are the medians over the runs and the bot's median ratios to the bare bot,
run by run (target at rest: at most 1.6).

Also shown: which of the media and chart libraries' shared objects the process mapped, i.e.
were imported (none should be: they load when a song is encoded or a cover or chart drawn).
With `--baseline DIR` (another checkout, e.g. `git worktree add /tmp/before main`) its bot is
measured in the same runs too.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.common import API_KEY, TOKEN, Served, median, server, table
from music_emulator.paths import MUSIC_PREFIX, TEXT_PREFIX

ROOT = Path(__file__).resolve().parent.parent
STARTED = "getting updates by long polling"
START_TIMEOUT_SEC = 60.0
TARGET_RATIO = 1.6
BARE = "bare PTB bot"
# Shared objects that show a library was imported: the path part that names it in /proc/PID/maps.
HEAVY = {
    "numpy": "numpy",
    "lameenc": "lameenc",
    "soundfile": "_soundfile_data",
    "PIL": "PIL",
    "matplotlib": "matplotlib",
    "av": "av",
}


@dataclass(frozen=True)
class Contender:
    name: str
    module: str  # run as `python -m MODULE`
    checkout: Path


def vm_kib(pid: int, field: str) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    match = re.search(rf"^{field}:\s+(\d+) kB", status, re.MULTILINE)
    return int(match.group(1)) if match else 0


def bot_env(emulator: str, standin: str, folder: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONUNBUFFERED": "1",
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": standin,
        "API_KEY": API_KEY,
        "MUSIC_API_URL": emulator + MUSIC_PREFIX,
        "TEXT_API_URL": emulator + TEXT_PREFIX,
        "TEXT_MODEL": "songwriter-1",
        "DATABASE_PATH": str(folder / "bot.sqlite3"),
        "DATA_DIR": str(folder / "data"),
        "ACCESS": "open",
        "LOG_LEVEL": "INFO",
    }


async def wait_started(process: asyncio.subprocess.Process) -> None:
    assert process.stderr is not None
    async with asyncio.timeout(START_TIMEOUT_SEC):
        while line := await process.stderr.readline():
            if STARTED in line.decode(errors="replace"):
                return
    raise RuntimeError("the bot did not start (no polling line)")


async def drain(stream: asyncio.StreamReader | None) -> None:
    """Keep reading the bot's log so a full pipe never holds it up."""
    while stream is not None and await stream.readline():
        pass


async def burst(standin: Served, updates: int, chats: int) -> int:
    """A warm-up (each chat once, so every user is known), then the burst: how many of the
    burst's updates were answered."""
    await standin.ask({"updates": chats, "rate": 100, "text": "/status"})
    result = await standin.ask({"updates": updates, "rate": 0, "text": "/status"})
    return int(result["answered"])


async def one_run(
    contender: Contender, emulator: str, standin: Served, args: argparse.Namespace
) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="bench-rest-") as folder:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            contender.module,
            env=bot_env(emulator, standin.url, Path(folder)),
            stderr=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.DEVNULL,
            cwd=contender.checkout,
        )
        reading: asyncio.Task[None] | None = None
        try:
            await wait_started(process)
            reading = asyncio.create_task(drain(process.stderr))
            await standin.ask({"updates": 1, "rate": 0, "text": "/start"})
            await asyncio.sleep(args.idle)
            rest = vm_kib(process.pid, "VmRSS") / 1024
            answered = await burst(standin, args.updates, args.chats)
            peak = vm_kib(process.pid, "VmHWM") / 1024
            mapped = loaded_libraries(process.pid)
        finally:
            process.send_signal(signal.SIGTERM)
            await process.wait()
            if reading is not None:
                reading.cancel()
    return {"rest_mb": rest, "peak_mb": peak, "answered": answered, **mapped}


def loaded_libraries(pid: int) -> dict[str, float]:
    """1.0 for each heavy library whose shared objects the process mapped (imported), else 0:
    a folder of that name (numpy/…) or a module file (lameenc.cpython-311-….so)."""
    parts = {
        part.split(".")[0]
        for line in Path(f"/proc/{pid}/maps").read_text().splitlines()
        for part in line.split("/")
    }
    return {name: float(marker in parts) for name, marker in HEAVY.items()}


def contenders(args: argparse.Namespace) -> list[Contender]:
    found = [Contender(BARE, "bench.bare_bot", ROOT), Contender("this checkout", "bot", ROOT)]
    if args.baseline:
        found.append(Contender(f"baseline ({args.baseline})", "bot", args.baseline))
    return found


async def orchestrate(args: argparse.Namespace) -> None:
    who = contenders(args)
    runs: dict[str, list[dict[str, float]]] = {c.name: [] for c in who}
    async with (
        server("emulator") as emulator,
        server("standin", "--chats", str(args.chats)) as standin,
    ):
        for _ in range(args.runs):
            for contender in who:  # in turn: a busy moment hits each
                runs[contender.name].append(await one_run(contender, emulator.url, standin, args))
    report(runs, args)


def report(runs: dict[str, list[dict[str, float]]], args: argparse.Namespace) -> None:
    print(
        f"\nRSS {args.idle:g} s after one /start, then the peak through {args.updates} /status in"
        f" one burst ({args.chats} chats); median of {args.runs} runs, the bots in turn\n"
    )
    bare = runs[BARE]
    rows, figures = [], {}
    for name, measured in runs.items():
        loaded = [lib for lib in HEAVY if any(m[lib] for m in measured)]
        figures[name] = {
            "rest_mb": median([m["rest_mb"] for m in measured]),
            "rest_ratio": median(_ratios(measured, bare, "rest_mb")),
            "peak_mb": median([m["peak_mb"] for m in measured]),
            "peak_ratio": median(_ratios(measured, bare, "peak_mb")),
            "answered": min(m["answered"] for m in measured),
            "loaded": loaded,
        }
        f = figures[name]
        rows.append(
            [
                name,
                f"{f['rest_mb']:.1f}",
                f"{f['rest_ratio']:.2f}",
                f"{f['peak_mb']:.1f}",
                f"{f['peak_ratio']:.2f}",
                f"{f['answered']:.0f}/{args.updates}",
                ", ".join(loaded) or "none",
            ]
        )
    header = [
        "bot",
        "RSS at rest MB",
        f"rest / bare bot (target ≤ {TARGET_RATIO})",
        "peak RSS through the burst MB",
        "peak / bare bot",
        "answered (least)",
        "media or chart libraries loaded",
    ]
    print(table(header, rows))
    print(f"load average (1, 5, 15 min) at the end: {os.getloadavg()}")
    print(json.dumps(figures))


def _ratios(
    measured: list[dict[str, float]], bare: list[dict[str, float]], key: str
) -> list[float]:
    """The bot's figure over the bare bot's, run by run."""
    return [m[key] / b[key] for m, b in zip(measured, bare, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.rest", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--idle", type=float, default=15.0, help="seconds after the /start")
    parser.add_argument("--updates", type=int, default=200, help="/status in the burst")
    parser.add_argument("--chats", type=int, default=50)
    parser.add_argument(
        "--baseline", type=Path, help="another checkout whose bot is measured in the same runs"
    )
    asyncio.run(orchestrate(parser.parse_args()))


if __name__ == "__main__":
    main()
