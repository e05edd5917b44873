"""The bot's memory at rest: RSS of `python -m bot` once it has started and waits
for updates, with no work to do.

    python -m bench.rest [--runs 5] [--settle 3] [--baseline DIR]

Each run starts the real main job in a fresh process, against the service emulator and the
Bot API stand-in (each in a process of its own), waits for its "getting updates by long polling"
line, lets it settle for `--settle` seconds (the first getUpdates, the ticks), then reads its
VmRSS from /proc and stops it with SIGTERM. The figure is the median over the runs: what a
feature that imports a library at start (rather than when it is used) would grow. With
`--baseline DIR` (another checkout, e.g. `git worktree add /tmp/before main`) its bot is
measured too, runs alternating, and the ratio printed.
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
from pathlib import Path

from bench.common import API_KEY, TOKEN, median, server, table
from music_emulator.paths import MUSIC_PREFIX, TEXT_PREFIX

ROOT = Path(__file__).resolve().parent.parent
STARTED = "getting updates by long polling"
START_TIMEOUT_SEC = 60.0


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


async def one_run(
    emulator: str, standin: str, settle: float, checkout: Path = ROOT
) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="bench-rest-") as folder:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            env=bot_env(emulator, standin, Path(folder)),
            stderr=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.DEVNULL,
            cwd=checkout,
        )
        try:
            await wait_started(process)
            reading = asyncio.create_task(drain(process.stderr))
            await asyncio.sleep(settle)
            rss = vm_kib(process.pid, "VmRSS") / 1024
            peak = vm_kib(process.pid, "VmHWM") / 1024
            modules = loaded_modules(process.pid)
        finally:
            process.send_signal(signal.SIGTERM)
            await process.wait()
        reading.cancel()
    return {"rss_mb": rss, "peak_mb": peak, "pil_loaded": float("PIL" in modules)}


def loaded_modules(pid: int) -> set[str]:
    """Top-level names of the shared objects the process mapped (PIL's _imaging among them
    once Pillow is imported)."""
    maps = Path(f"/proc/{pid}/maps").read_text()
    return {part for line in maps.splitlines() for part in line.split("/") if part == "PIL"}


async def orchestrate(args: argparse.Namespace) -> None:
    checkouts = {"this checkout": ROOT}
    if args.baseline:
        checkouts = {f"baseline ({args.baseline})": args.baseline, **checkouts}
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
    async with server("emulator") as emulator, server("standin") as standin:
        for _ in range(args.runs):
            for name, checkout in checkouts.items():  # interleaved: a busy moment hits both
                runs[name].append(await one_run(emulator.url, standin.url, args.settle, checkout))
    print(f"\nThe bot at rest, median of {args.runs} runs ({args.settle:g} s after start)\n")
    rows: list[list[str]] = []
    figures: dict[str, dict[str, float | str]] = {}
    rss_of: dict[str, float] = {}
    for name, measured in runs.items():
        rss = median([r["rss_mb"] for r in measured])
        peak = median([r["peak_mb"] for r in measured])
        pil = "yes" if any(r["pil_loaded"] for r in measured) else "no"
        figures[name] = {"rss_mb": rss, "peak_mb": peak, "pil_loaded": pil}
        rss_of[name] = rss
        rows.append([name, f"{rss:.1f}", f"{peak:.1f}", pil])
    print(table(["bot", "RSS at rest MB", "peak RSS MB", "Pillow loaded"], rows))
    if args.baseline:
        before, after = (rss_of[name] for name in checkouts)
        print(f"\nafter / before: {after / before:.3f} (target: at most 1.10)")
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--settle", type=float, default=3.0)
    parser.add_argument(
        "--baseline", type=Path, help="another checkout whose bot is measured in the same runs"
    )
    asyncio.run(orchestrate(parser.parse_args()))


if __name__ == "__main__":
    main()
