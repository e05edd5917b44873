"""What a handler is given: `BotContext` (the services, the user's language) and, for the
update it answers, who is asking, a command's words, and the pipeline the application runs.
It is the application's context type (bot/app.py); it lives here because the pipeline stands
above bot/context.py's layer."""

from __future__ import annotations

from typing import Self

from telegram import Update

from bot.context import BotContext
from bot.pipeline.steps import BotApp, BotData, Pipeline
from bot.store import Asker


class HandlerContext(BotContext[BotData]):
    _update: Update | None = None  # the update it answers, set by from_update

    @classmethod
    def from_update(cls, update: object, application: BotApp) -> Self:
        context = super().from_update(update, application)
        if isinstance(update, Update):
            context._update = update
        return context

    @property
    def pipeline(self) -> Pipeline:
        return self.bot_data.pipeline

    @property
    def asker(self) -> Asker:
        """Who asks, in a message: the person, or the chat it was sent on behalf of
        (`sender_chat`: a channel, or a group's anonymous admin), whose `from` is only
        Telegram's placeholder."""
        update = self._update
        assert update is not None
        message, user, chat = update.effective_message, update.effective_user, update.effective_chat
        assert message is not None and user is not None and chat is not None
        return Asker(
            chat_id=chat.id,
            chat_type=chat.type,
            user_id=self.asker_id,
            user_name=_asker_name(update),
            language=self.language,
            message_id=message.message_id,
            # Only a forum topic is a place to send to: a reply in General carries the id of
            # its chain of replies, which Telegram refuses as a thread ("not found").
            thread_id=message.message_thread_id if message.is_topic_message else None,
        )

    @property
    def argument(self) -> str:
        """A command's argument: everything after '/cmd' or '/cmd@Bot', on its line and the
        lines below."""
        message = self._update.effective_message if self._update else None
        return command_argument(message.text if message else None)

    @property
    def argument_or_replied(self) -> str:
        """The command's argument, or else the text of the message the command replies to."""
        message = self._update.effective_message if self._update else None
        text = self.argument
        if not text and message is not None and message.reply_to_message:
            text = message.reply_to_message.text or message.reply_to_message.caption or ""
        return text

    @property
    def asker_id(self) -> int:
        """The id a message's requests, shares and buttons belong to: its `sender_chat`'s (a
        negative chat id) if it has one, else its sender's."""
        update = self._update
        assert update is not None
        message, user = update.effective_message, update.effective_user
        if message is not None and message.sender_chat is not None:
            return message.sender_chat.id
        assert user is not None
        return user.id


def command_argument(text: str | None) -> str:
    if not text:
        return ""
    parts = text.split(maxsplit=1)
    return parts[1].strip() if len(parts) > 1 else ""


def _asker_name(update: Update) -> str:
    message, user = update.effective_message, update.effective_user
    if message is not None and message.sender_chat is not None:
        return message.sender_chat.effective_name or ""
    return user.full_name if user else ""
