"""One bot per database and per token: an exclusive lock beside the SQLite file refuses a second
process at start, and Telegram's `Conflict` (another process polls the token) is said plainly."""

from __future__ import annotations

import fcntl
import logging
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from telegram.error import Conflict, TelegramError

from bot.errors import SongbotError

log = logging.getLogger(__name__)

# While another process polls the token, the log says so again this often.
CONFLICT_REPEAT_SEC = 60.0


class AlreadyRunning(SongbotError):
    """Another process holds the database; the text is the line the operator sees."""


def lock_path(database_path: Path) -> Path:
    return database_path.with_name(database_path.name + ".lock")


@contextmanager
def single_instance(database_path: Path) -> Iterator[Path]:
    """Hold an exclusive lock for the database while the block runs; the kernel drops it when the
    process ends, however it ends, so a crash never leaves a stale lock."""
    path = lock_path(database_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
        os.close(fd)
        raise AlreadyRunning(
            f"another Songbot process (pid {holder}) is already running on {database_path}; "
            "stop it first, or give this one its own DATABASE_PATH"
        ) from None
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield path
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


class PollingErrors:
    """PTB's polling error callback: Conflict in one plain line (repeated at most once every
    `repeat_sec` while it lasts), other errors as one warning without a traceback; polling goes
    on."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        repeat_sec: float = CONFLICT_REPEAT_SEC,
    ) -> None:
        self._clock = clock
        self._repeat_sec = repeat_sec
        self._conflict_said_at: float | None = None

    def __call__(self, error: TelegramError) -> None:
        if isinstance(error, Conflict):
            self._conflict(error)
            return
        self._conflict_said_at = None
        log.warning("getting updates failed, retrying: %s", error)

    def _conflict(self, error: Conflict) -> None:
        now = self._clock()
        said = self._conflict_said_at
        if said is not None and now - said < self._repeat_sec:
            return
        self._conflict_said_at = now
        log.error(
            "another process is getting updates for this bot token (Telegram: %s); only one "
            "may run: stop the other one (or remove its webhook). Retrying meanwhile.",
            error.message,
        )
