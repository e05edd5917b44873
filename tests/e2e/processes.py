"""The bot as a real process (`python -m bot`, or this module for a faster pipeline) against the
emulator and the Bot API stand-in that the test runs in its own event loop on 127.0.0.1."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sqlite3
import sys
from contextlib import closing
from pathlib import Path
from typing import Any

import coverage

from bot.tuning import TelegramTuning, Tuning
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, tuned

ROOT = Path(__file__).resolve().parents[2]
READY = ("getting updates by long polling", "webhook: Telegram calls")
# Pacing for processes in tests: the in-process tests' (FAST) with a slower tick and a stop
# that lets work finish for 3 s, long polls of a second, and status edits at their real gap.
QUICK = tuned(
    FAST,
    tick_sec=0.1,
    drain_sec=3.0,
    long_poll_sec=1,
    updates_quiet_sec=3.0,
    status_edit_gap_sec=TelegramTuning.status_edit_gap_sec,
)


# A Python started with coverage's settings in this variable measures itself (coverage's .pth
# hook): the bot's processes are, so that what they run of bot/ counts with the rest of the run
# (pyproject.toml's [tool.coverage.run] says why only they).
COVERAGE_SETTINGS = "COVERAGE_PROCESS_CONFIG"


def process_env(**values: object) -> dict[str, str]:
    """The environment of a process a test starts: PATH, the checkout on the path, `values`, and
    nothing else but coverage's settings when the run measures."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT)}
    measuring = coverage.Coverage.current()
    if measuring is not None:
        env[COVERAGE_SETTINGS] = measuring.config.serialize()
    env.update({name: str(value) for name, value in values.items()})
    return env


def bot_env(
    stand: BotApiStandIn, emulator: Emulator, folder: Path, **overrides: object
) -> dict[str, str]:
    env = {
        "TELEGRAM_BOT_TOKEN": stand.token,
        "TELEGRAM_API_URL": stand.url,
        "API_KEY": emulator.settings.api_key,
        "MUSIC_API_URL": emulator.music_url,
        "TEXT_API_URL": emulator.text_url,
        "TEXT_MODEL": emulator.settings.text_models[0],
        "DATABASE_PATH": str(folder / "db" / "bot.sqlite3"),
        "DATA_DIR": str(folder / "data"),
        "ACCESS": "open",
        "POLL_INTERVAL_SEC": "0.2",
        "DEFAULT_DURATION_SEC": "10",
        "LOG_LEVEL": "INFO",
    }
    return process_env(**{**env, **overrides})


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def webhook_mode() -> tuple[dict[str, Any], int, int]:
    """Settings for webhook mode with the metrics server beside it, each on a free port: the
    settings, the webhook's port and the metrics port."""
    hook, metrics = free_port(), free_port()
    settings = {
        "WEBHOOK_URL": f"http://127.0.0.1:{hook}",
        "WEBHOOK_PORT": hook,
        "METRICS_PORT": metrics,
    }
    return settings, hook, metrics


async def started_bot(
    stand: BotApiStandIn,
    emulator: Emulator,
    folder: Path,
    *,
    quick: bool = True,
    ready: bool = True,
    **settings: Any,
) -> BotProcess:
    """A bot process on the stand-in and the emulator, with these settings and its files in
    `folder`, started: polling or serving its webhook (`ready`), or only begun."""
    bot = BotProcess(bot_env(stand, emulator, folder, **settings), folder, quick=quick)
    await bot.start(wait_ready=ready)
    return bot


class BotProcess:
    """One bot process at a time; its stderr (the log) is appended to `log_path`."""

    def __init__(self, env: dict[str, str], folder: Path, quick: bool = False) -> None:
        self.env = env
        self.folder = folder
        self.log_path = folder / "bot.log"
        self.module = "tests.e2e.processes" if quick else "bot"
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0

    @property
    def database(self) -> Path:
        return Path(self.env["DATABASE_PATH"])

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    @property
    def running(self) -> asyncio.subprocess.Process:
        """The process started last (a test fails plainly if none was)."""
        assert self.process is not None, "the bot was not started"
        return self.process

    async def start(self, wait_ready: bool = True, timeout: float = 30.0) -> None:
        self.starts += 1
        before = len(self.log())
        with self.log_path.open("a") as log:
            log.write(f"--- start {self.starts}\n")
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                self.module,
                cwd=self.folder,
                env=self.env,
                stdout=log,
                stderr=log,
            )
        if wait_ready:
            await self.wait_for_log(READY, timeout=timeout, since=before)

    async def wait_for_log(
        self, texts: tuple[str, ...], timeout: float = 30.0, since: int = 0
    ) -> str:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            tail = self.log()[since:]
            for text in texts:
                if text in tail:
                    return text
            if self.process is not None and self.process.returncode is not None:
                raise AssertionError(f"the bot exited ({self.process.returncode}):\n{tail}")
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError(f"no {texts} in the bot's log:\n{tail}")
            await asyncio.sleep(0.05)

    async def stop(self, signum: int = signal.SIGTERM, timeout: float = 30.0) -> int:
        """Send `signum` and wait for the process to end; returns its exit code."""
        assert self.process is not None
        if self.process.returncode is None:
            self.process.send_signal(signum)
        return await asyncio.wait_for(self.process.wait(), timeout)

    async def kill(self) -> None:
        await self.stop(signal.SIGKILL)


def rows(database: Path, query: str, *args: object) -> list[tuple]:
    """Read the bot's SQLite file directly, as an operator would."""
    with closing(sqlite3.connect(database)) as conn:
        return conn.execute(query, args).fetchall()


def state_of(database: Path, request_id: int) -> str | None:
    if not database.exists():
        return None
    found = rows(database, "SELECT state FROM requests WHERE id = ?", request_id)
    return found[0][0] if found else None


async def wait_for_db_state(
    database: Path, request_id: int, *states: str, timeout: float = 30.0
) -> str:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        state = state_of(database, request_id)
        if state in states:
            return state
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"request {request_id} never reached {states}")
        await asyncio.sleep(0.05)


def slow_drain(seconds: float) -> Tuning:
    return tuned(QUICK, drain_sec=seconds)


def _dump_tasks(signum: int, frame: object) -> None:
    """SIGUSR1: print every asyncio task's stack to the log, to see what a stuck bot waits on."""
    loop = asyncio.get_running_loop()
    for task in asyncio.all_tasks(loop):
        print(f"--- task {task.get_name()}", file=sys.stderr)
        task.print_stack(file=sys.stderr)
    sys.stderr.flush()


if __name__ == "__main__":
    from bot.cli.main import run

    signal.signal(signal.SIGUSR1, _dump_tasks)
    raise SystemExit(run(tuning=QUICK))
