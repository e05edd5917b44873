"""What the benchmarks share: servers in processes of their own (so their CPU and memory are not
the bot's), memory readings from /proc, and percentiles."""

from __future__ import annotations

import asyncio
import json
import os
import re
import statistics
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

TOKEN = "100000003:bench-token"
API_KEY = "bench-key"
_STATUS = Path("/proc/self/status")


def _kib(field: str) -> int:
    match = re.search(rf"^{field}:\s+(\d+) kB", _STATUS.read_text(), re.MULTILINE)
    return int(match.group(1)) if match else 0


def rss_mb() -> float:
    return _kib("VmRSS") / 1024


def peak_rss_mb() -> float:
    return _kib("VmHWM") / 1024


def reset_peak_rss() -> None:
    """From now on VmHWM is the peak since this call (Linux: clear_refs 5)."""
    Path("/proc/self/clear_refs").write_text("5")


def cpu_sec(stat: Path) -> float:
    """CPU seconds (user + system) from a /proc `stat` file, of a process or of one thread."""
    fields = stat.read_text().rsplit(")", 1)[1].split()  # after the name, which may hold spaces
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_of_threads(pid: int) -> dict[int, float]:
    """CPU seconds used so far by each live thread of a process, by thread id (a thread that
    ended is in the process's figure only)."""
    used: dict[int, float] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            used[int(task.name)] = cpu_sec(task / "stat")
        except OSError:
            continue  # the thread ended meanwhile
    return used


def cpu_by_thread() -> dict[str, float]:
    """CPU seconds used so far by the main thread (the event loop) and by the other live
    threads together (SQLite's, the encoder's): which of them a change relieved."""
    used: dict[str, float] = {}
    for thread, cpu in cpu_of_threads(os.getpid()).items():
        name = "event loop" if thread == os.getpid() else "other threads"
        used[name] = used.get(name, 0.0) + cpu
    return used


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


class Served:
    """A bench.serve process: its URL, and its stdin/stdout for servers that take orders."""

    def __init__(self, url: str, process: asyncio.subprocess.Process) -> None:
        self.url = url
        self._process = process

    def cpu_sec(self) -> float:
        """CPU seconds the server's process used so far (so a benchmark can tell whether the
        server, not the bot, was the limit)."""
        return cpu_sec(Path(f"/proc/{self._process.pid}/stat"))

    async def ask(self, order: dict[str, Any], timeout: float = 600) -> dict[str, Any]:
        """One JSON line in, one JSON line back."""
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write((json.dumps(order) + "\n").encode())
        await self._process.stdin.drain()
        line = await asyncio.wait_for(self._process.stdout.readline(), timeout)
        return json.loads(line)


@asynccontextmanager
async def server(kind: str, *args: str) -> AsyncIterator[Served]:
    """`python -m bench.serve KIND ARGS` in a process of its own, once it printed its URL."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bench.serve",
        kind,
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdout is not None
    line = await asyncio.wait_for(process.stdout.readline(), timeout=120)
    if not line:
        raise RuntimeError(f"bench.serve {kind} did not start")
    try:
        yield Served(line.decode().strip(), process)
    finally:
        if process.stdin is not None:
            process.stdin.close()  # ends a server's wait for orders
        process.terminate()
        await process.wait()


async def run_worker(module: str, *args: str, cwd: Path | None = None) -> dict[str, Any]:
    """`python -m MODULE ARGS` in a fresh process (so its peak memory is its own); the last
    line it prints is its result as JSON. With `cwd`, the code of that checkout runs (a
    baseline: `git worktree add /tmp/before main`)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        module,
        *args,
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        cwd=cwd,
    )
    out, _ = await process.communicate()
    if process.returncode != 0:
        raise RuntimeError(f"{module} {' '.join(args)} failed with {process.returncode}")
    return json.loads(out.decode().strip().splitlines()[-1])


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table, ready for the README."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def offline_settings(standin_url: str, work: Path) -> Any:
    """The bot's settings for a benchmark of its Telegram side: the stand-in at `standin_url`,
    the store in `work`, and no music service (the day's quota is 0, so nothing is submitted)."""
    from bot.config import Settings  # imported here: the worker processes need no bot code

    return Settings(
        _env_file=None,
        TELEGRAM_BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=standin_url,
        API_KEY=API_KEY,
        MUSIC_API_URL="http://127.0.0.1:9/api/v1/music",  # nothing is submitted
        DATABASE_PATH=work / "bot.sqlite3",
        DATA_DIR=work,
        ACCESS="open",
        ORG_DAILY_LIMIT=0,
    )
