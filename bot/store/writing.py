"""Lyrics being written for a /song when the bot stopped (see 006_writing.sql)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields

import aiosqlite

from bot.store.models import Asker, Gift
from bot.store.sql import rows


@dataclass(frozen=True)
class Writing:
    chat_id: int
    message_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    asked_message_id: int | None
    topic: str
    thread_id: int | None = None  # the forum topic it was asked in (migration 019)
    gift_for: str | None = None  # a gift's (migration 018)
    gift_occasion: str | None = None

    @classmethod
    def of(cls, asker: Asker, message_id: int, topic: str, gift: Gift | None = None) -> Writing:
        """Lyrics on `topic` being written for `asker`, shown as "writing…" in `message_id`."""
        return cls(
            asker.chat_id,
            message_id,
            asker.chat_type,
            asker.user_id,
            asker.user_name,
            asker.language,
            asker.message_id,
            topic,
            asker.thread_id,
            gift.recipient if gift else None,
            gift.occasion if gift else None,
        )

    @property
    def gift(self) -> Gift | None:
        return Gift.of(self.gift_for, self.gift_occasion)

    @property
    def asker(self) -> Asker:
        return Asker(
            self.chat_id,
            self.chat_type,
            self.user_id,
            self.user_name,
            self.language,
            self.asked_message_id,
            self.thread_id,
        )


_COLUMNS = ", ".join(f.name for f in fields(Writing))


class WritingRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def started(self, writing: Writing) -> None:
        values = [getattr(writing, f.name) for f in fields(Writing)]
        await self._conn.execute(
            f"INSERT OR REPLACE INTO writing ({_COLUMNS}, started_at)"
            f" VALUES ({', '.join('?' * len(values))}, ?)",
            (*values, self._now()),
        )

    async def ended(self, chat_id: int, message_id: int) -> None:
        await self._conn.execute(
            "DELETE FROM writing WHERE chat_id = ? AND message_id = ?", (chat_id, message_id)
        )

    async def unfinished(self) -> list[Writing]:
        found = await rows(self._conn, f"SELECT {_COLUMNS} FROM writing ORDER BY started_at")
        return [Writing(*row) for row in found]
