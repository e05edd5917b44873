"""Gifts being asked about (migration 018): the question asked last and the answers so far."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import aiosqlite

from bot.store.sql import first


class GiftStep(StrEnum):
    """The question a gift talk waits an answer to, in the order they are asked."""

    RECIPIENT = "recipient"  # who the song is for
    OCCASION = "occasion"  # what it celebrates
    DETAILS = "details"  # a few things about them


@dataclass(frozen=True)
class GiftTalk:
    chat_id: int
    user_id: int
    step: GiftStep
    recipient: str | None
    occasion: str | None
    question_message_id: int | None
    heard_at: float  # when the person last answered (or began): the talk's hour counts from it


class GiftTalksRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def get(self, chat_id: int, user_id: int, newer_than: float) -> GiftTalk | None:
        """The person's talk in this chat, unless they were last heard in it before `newer_than`
        (then it is forgotten: a gift half asked a day ago is not what their next message
        answers). The column `started_at` holds that last time (migration 018's name)."""
        row = await first(
            self._conn,
            "SELECT chat_id, user_id, step, recipient, occasion, question_message_id, started_at"
            " FROM gift_talks WHERE chat_id = ? AND user_id = ?",
            (chat_id, user_id),
        )
        if row is None:
            return None
        chat, user, step, recipient, occasion, question, heard_at = row
        talk = GiftTalk(chat, user, GiftStep(step), recipient, occasion, question, heard_at)
        if talk.heard_at < newer_than:
            await self.end(chat_id, user_id)
            return None
        return talk

    async def begin(self, chat_id: int, user_id: int) -> None:
        """A new talk, asking who the song is for (an older one in this chat is replaced)."""
        await self._conn.execute(
            "INSERT OR REPLACE INTO gift_talks (chat_id, user_id, step, started_at)"
            " VALUES (?, ?, ?, ?)",
            (chat_id, user_id, GiftStep.RECIPIENT.value, self._now()),
        )

    async def asked(self, talk: GiftTalk, question_message_id: int | None) -> None:
        """The question for `talk.step` went out as this message."""
        await self._conn.execute(
            "UPDATE gift_talks SET question_message_id = ? WHERE chat_id = ? AND user_id = ?",
            (question_message_id, talk.chat_id, talk.user_id),
        )

    async def heard(self, talk: GiftTalk) -> None:
        """The person answered (well or not): the talk's hour counts from now."""
        await self._conn.execute(
            "UPDATE gift_talks SET started_at = ? WHERE chat_id = ? AND user_id = ?",
            (self._now(), talk.chat_id, talk.user_id),
        )

    async def answered(
        self,
        talk: GiftTalk,
        step: GiftStep,
        recipient: str | None = None,
        occasion: str | None = None,
    ) -> None:
        """`talk` moves on to `step`, keeping the answer given (the others stay as they were);
        its hour counts from now."""
        await self._conn.execute(
            "UPDATE gift_talks SET step = ?, recipient = COALESCE(?, recipient),"
            " occasion = COALESCE(?, occasion), started_at = ? WHERE chat_id = ? AND user_id = ?",
            (step.value, recipient, occasion, self._now(), talk.chat_id, talk.user_id),
        )

    async def end(self, chat_id: int, user_id: int) -> bool:
        """Forget the talk; says whether there was one."""
        cursor = await self._conn.execute(
            "DELETE FROM gift_talks WHERE chat_id = ? AND user_id = ?", (chat_id, user_id)
        )
        return cursor.rowcount > 0
