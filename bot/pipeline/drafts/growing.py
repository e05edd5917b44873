"""Lyrics people watch being written. While the text model streams its answer, a private chat
sees the lyrics grow as a draft (sendMessageDraft, Bot API 9.5) below the "writing…" message,
and a group sees that message edited with the lyrics so far, less often: a group's 20 messages
a minute are shared by everyone in it.

Showing is never needed for the lyrics: a refused or failed draft or edit is logged and the
writing goes on, and the preview replaces whatever was shown. Every show goes in the
housekeeping lane (bot/telegram/lanes.py), behind what people are answered, and at most one is
under way at a time: text that grows meanwhile waits for the next turn, and what was never shown
is simply overtaken by the preview.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from html import escape

from telegram.constants import MessageLimit, ParseMode
from telegram.error import TelegramError

from bot.context import Services
from bot.lyrics import split_model_answer, split_sung_names
from bot.shorten import fit, shorten
from bot.store import Asker
from bot.telegram import calls_in
from bot.telegram.lanes import Lane

log = logging.getLogger(__name__)


@dataclass
class GrowingLyrics:
    """The `on_text` of one streamed call: shows the lyrics so far in `asker`'s chat, in the
    message `message_id` (the "writing…" message, or a preview being rewritten) whose words
    `header` are kept above them in a group."""

    services: Services
    asker: Asker
    message_id: int
    header: str
    _shown_at: float | None = None
    _showing: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def private(self) -> bool:
        """A draft below the message; not in guest mode, whose one message is edited as in a
        group (its chat is someone else's)."""
        return self.asker.chat_type == "private" and not self.asker.is_guest

    @property
    def gap_sec(self) -> float:
        tuning = self.services.tuning.telegram
        return tuning.draft_gap_sec if self.private else tuning.group_growth_gap_sec

    async def __call__(self, text: str) -> None:
        if self._showing is not None and not self._showing.done():
            return  # the next turn shows the latest text
        now = self.services.monotonic()
        if self._shown_at is not None and now - self._shown_at < self.gap_sec:
            return
        self._shown_at = now
        self._showing = asyncio.create_task(self._show(text))

    async def finish(self) -> None:
        """Before the preview: a show still on its way is dropped, so that it can never land
        after the preview and cover it."""
        if self._showing is not None and not self._showing.done():
            self._showing.cancel()
            await asyncio.gather(self._showing, return_exceptions=True)

    async def _show(self, text: str) -> None:
        lyrics = split_model_answer(split_sung_names(text)[0])[0].strip()
        if not lyrics:
            return
        try:
            with calls_in(Lane.HOUSEKEEPING):
                if self.private:
                    await self._draft(lyrics)
                else:
                    await self._edit(lyrics)
        except TelegramError as error:
            log.info("lyrics so far not shown in %s: %s", self.asker.chat_id, error)
        finally:
            # The pace counts from when a show went out: one that waited in its lane (a busy
            # group) is not followed by the next any sooner.
            self._shown_at = self.services.monotonic()

    async def _draft(self, lyrics: str) -> None:
        await self.services.bot.send_message_draft(
            self.asker.chat_id,
            draft_id=self.message_id,
            text=shorten(lyrics, MessageLimit.MAX_TEXT_LENGTH),
            message_thread_id=self.asker.thread_id,
        )

    async def _edit(self, lyrics: str) -> None:
        header = self.header
        text = fit(
            lambda words: f"{header}\n\n{escape(words)}", MessageLimit.MAX_TEXT_LENGTH, words=lyrics
        )
        if self.asker.inline_message_id is not None:  # guest mode: its inline message
            await self.services.bot.edit_message_text(
                text, inline_message_id=self.asker.inline_message_id, parse_mode=ParseMode.HTML
            )
            return
        await self.services.bot.edit_message_text(
            text, chat_id=self.asker.chat_id, message_id=self.message_id, parse_mode=ParseMode.HTML
        )
