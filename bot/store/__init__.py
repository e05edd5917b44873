"""The store facade: handlers and the pipeline say `store.requests.get(...)`, never SQL."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import aiosqlite

from bot.store.access import AccessRepo
from bot.store.chats import ChatsRepo
from bot.store.db import StorageError, disk_full, open_database
from bot.store.flags import FlagsRepo
from bot.store.inbox import InboxRepo
from bot.store.incidents import IncidentsRepo
from bot.store.limits import LimitsRepo
from bot.store.models import ChatSettings, NewRequest, Reason, Request, State
from bot.store.requests import RequestsRepo
from bot.store.songs import SongsRepo
from bot.store.stats import StatsRepo
from bot.store.text_calls import TextCallsRepo
from bot.store.users import UsersRepo
from bot.store.writing import WritingRepo

__all__ = [
    "ChatSettings",
    "NewRequest",
    "Reason",
    "Request",
    "State",
    "StorageError",
    "Store",
    "disk_full",
]


class Store:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float] = time.time):
        self.conn = conn
        self.requests = RequestsRepo(conn, clock)
        self.chats = ChatsRepo(conn, clock)
        self.flags = FlagsRepo(conn, clock)
        self.users = UsersRepo(conn, clock)
        self.access = AccessRepo(conn, clock)
        self.stats = StatsRepo(conn, clock)
        self.incidents = IncidentsRepo(conn, clock)
        self.inbox = InboxRepo(conn, clock)
        self.writing = WritingRepo(conn, clock)
        self.songs = SongsRepo(conn, clock)
        self.limits = LimitsRepo(conn, clock)
        self.text_calls = TextCallsRepo(conn, clock)

    @classmethod
    async def open(cls, path: Path, clock: Callable[[], float] = time.time) -> Store:
        """Raises StorageError, in plain words and with nothing left open, if the file cannot be
        opened or migrated."""
        return cls(await open_database(path), clock)

    async def close(self) -> None:
        await self.conn.close()
