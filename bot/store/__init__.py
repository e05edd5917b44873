"""The store facade: handlers and the pipeline say `store.requests.get(...)`, never SQL. One
repository per table family:

    requests.py     requests: creation, guarded state transitions, the pipeline's questions
    models.py       rows as typed objects; the states and their only exits
    queue_order.py  the fair order of waiting requests
    journal.py      accepted job ids, in a file written before the database hears of them
    access.py       /allow and /deny
    shares.py       people's daily shares set with /limit (the service's limits: bot/limits.py)
    text_calls.py   text-model calls counted per quota day
    chats.py        a chat's style, length, and whether Telegram still lets us write there
    users.py        people met, and the language each reads
    songs.py        delivered songs, for inline sharing and /mytracks
    votes.py        👍 / 👎
    gift_talks.py   gifts being asked about
    writing.py      lyrics being written when the bot stopped
    guests.py       guest queries stored before they are answered; who opened a private chat
    inbox.py        updates taken from Telegram and not yet handled
    flags.py        named switches that outlive the process (pauses)
    incidents.py    incidents the admins were alerted about
    stats.py        what the organization spent, and on whom (/quota)
    figures.py      what the monitoring reads
    retention.py    what is kept, and for how long
    sql.py          reads in one trip to SQLite's thread
    db.py           opening the file, migrations, refusing a newer or edited schema
    backup.py       `python -m bot backup`: a consistent copy while the bot runs
    restore.py      a backup checked and put in place, the accepted jobs' journals merged
    writable.py     the storage probe that check and the start share
    refusals.py     SQLite's refusals in the operator's words
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import aiosqlite

from bot.store.access import AccessRepo
from bot.store.chats import ChatsRepo
from bot.store.db import disk_full, open_database
from bot.store.figures import FiguresRepo
from bot.store.flags import FlagsRepo
from bot.store.gift_talks import GiftTalksRepo
from bot.store.guests import GuestsRepo
from bot.store.inbox import InboxRepo
from bot.store.incidents import IncidentsRepo
from bot.store.models import (
    IN_GENERAL,
    IN_PRIVATE,
    Asker,
    ChatSettings,
    NewRequest,
    Reason,
    Request,
    RequestChanges,
    State,
)
from bot.store.refusals import StorageError
from bot.store.requests import RequestsRepo
from bot.store.shares import SharesRepo
from bot.store.songs import SongsRepo
from bot.store.stats import StatsRepo
from bot.store.text_calls import TextCallsRepo
from bot.store.users import UsersRepo
from bot.store.votes import VotesRepo
from bot.store.writing import WritingRepo

__all__ = [
    "IN_GENERAL",
    "IN_PRIVATE",
    "Asker",
    "ChatSettings",
    "NewRequest",
    "Reason",
    "Request",
    "RequestChanges",
    "State",
    "StorageError",
    "Store",
    "disk_full",
]


class Store:
    def __init__(
        self,
        conn: aiosqlite.Connection,
        clock: Callable[[], float] = time.time,
        path: Path | None = None,
    ):
        self.conn = conn
        self._path = path
        self._file = _file_identity(path)
        self.requests = RequestsRepo(conn, clock)
        self.chats = ChatsRepo(conn, clock)
        self.flags = FlagsRepo(conn, clock)
        self.users = UsersRepo(conn, clock)
        self.access = AccessRepo(conn, clock)
        self.stats = StatsRepo(conn, clock)
        self.incidents = IncidentsRepo(conn, clock)
        self.inbox = InboxRepo(conn, clock)
        self.writing = WritingRepo(conn, clock)
        self.gift_talks = GiftTalksRepo(conn, clock)
        self.songs = SongsRepo(conn, clock)
        self.shares = SharesRepo(conn, clock)
        self.text_calls = TextCallsRepo(conn, clock)
        self.figures = FiguresRepo(conn, clock)
        self.votes = VotesRepo(conn, clock)
        self.guests = GuestsRepo(conn, clock)

    @classmethod
    async def open(cls, path: Path, clock: Callable[[], float] = time.time) -> Store:
        """Raises StorageError, in plain words and with nothing left open, if the file cannot be
        opened or migrated."""
        conn = await open_database(path)
        return cls(conn, clock, path)

    async def close(self) -> None:
        await self.conn.close()

    async def answers(self, timeout: float) -> bool:
        """Whether the database still answers a query within `timeout`, and its file is still
        the one opened (not deleted, nor replaced under the running bot)."""
        if self._path is not None and _file_identity(self._path) != self._file:
            return False
        try:
            await asyncio.wait_for(self.conn.execute("SELECT 1"), timeout)
        except Exception:
            return False
        return True


def _file_identity(path: Path | None) -> tuple[int, int] | None:
    if path is None:
        return None
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino
