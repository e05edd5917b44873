"""Where a message about a request goes: its chat, the forum topic it was asked in, and the
message it answers. The one place every path (the status message and outcomes, the song, its
lossless file and words, a re-send, another take) learns it from.

A topic can go while a request runs: an admin closes it (Telegram answers TOPIC_CLOSED) or
deletes it ("message thread not found"). That refusal is the topic's, never the song's or the
word's: the send is made again at once in the chat's General topic, with no thread and no reply
into the topic, naming the asker so they find it; and the request keeps that fallback
(`topic_gone`, migration 021), so nothing about it tries the topic again.

A forum can shut whole: its topic and General both closed. Then a request's song and words go
to its asker's private chat, headed by why they come there, and the request keeps that home
(`IN_PRIVATE`): nothing more about it is sent into the shut forum.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from telegram import ReplyParameters
from telegram.constants import MessageLimit
from telegram.error import BadRequest

from bot.shorten import fit, fit_made, shown_length_of
from bot.store import IN_GENERAL, IN_PRIVATE, Asker, Request
from bot.texts import t

# What Telegram says (PTB drops its "Bad Request: " and capitalizes) of a send whose topic is
# closed, deleted or unknown: the topic's fault, not the message's.
_TOPIC_REFUSALS = (
    "topic_closed",
    "topic_deleted",
    "topic_id_invalid",
    "message thread not found",
)

# Room a message split to fit Telegram's limit keeps for the naming, in case it lands in
# General: the naming and its line break show at most this (a name is cut to fit it).
NAMING_ROOM = 256

# A text made for the room it is given (shown length): a caption a naming may head.
Made = Callable[[int], str]


def chat_not_found(error: BaseException) -> bool:
    """Telegram knows no such chat for the bot: a person who never started it (Telegram may
    also answer 403 "can't initiate conversation" for them)."""
    return isinstance(error, BadRequest) and "chat not found" in str(error).lower()


def topic_refused(error: BaseException) -> bool:
    """Telegram refused a send because of the forum topic it names (or replies into)."""
    if not isinstance(error, BadRequest):
        return False
    said = str(error).lower()
    return any(words in said for words in _TOPIC_REFUSALS)


@dataclass(frozen=True)
class Place:
    """A chat, the topic in it (None: General, or no forum) and the message answered. Once the
    topic is gone (`in_general`), no thread and no reply: the message names `asker` instead."""

    chat_id: int
    topic: int | None
    answers: int | None
    asker: Asker | None = None
    in_general: bool = False
    in_private: bool = False  # the asker's private chat, for a forum shut whole

    @property
    def thread_id(self) -> int | None:
        return None if self.in_general else self.topic

    @property
    def reply_to(self) -> int | None:
        return None if self.in_general else self.answers

    @property
    def reply_parameters(self) -> ReplyParameters | None:
        """A reply that still goes out (in its topic, by `thread_id`) if its message is gone."""
        if self.reply_to is None:
            return None
        return ReplyParameters(message_id=self.reply_to, allow_sending_without_reply=True)

    @property
    def may_fall_back(self) -> bool:
        """A topic is named and may be left for General."""
        return self.topic is not None and not self.in_general

    def general(self) -> Place:
        """The same place after its topic went: General, naming the asker."""
        return replace(self, in_general=True)

    @property
    def naming(self) -> str:
        """HTML naming the asker in General (a mention of a person, a chat's name as it is),
        escaped, the name cut so that it shows less than NAMING_ROOM; in the asker's private
        chat, why it comes there; empty where the message lands where it was asked."""
        if self.in_private and self.asker is not None:
            return t(self.asker.language, "topic-closed-private")
        if not self.in_general or self.topic is None or self.asker is None:
            return ""
        asker = self.asker
        lang, room = asker.language, NAMING_ROOM - 1
        if asker.user_id > 0:
            user = str(asker.user_id)
            return fit(
                lambda name: t(lang, "topic-gone-user", id=user, name=name),
                room,
                name=asker.user_name,
            )
        return fit(lambda name: t(lang, "topic-gone-chat", name=name), room, name=asker.user_name)

    def named(self, text: str | Made, limit: int = MessageLimit.MAX_TEXT_LENGTH) -> str:
        """`text` headed by the naming, if any, the whole showing at most `limit`. A text given
        as `Made` is made for the room the naming leaves (its people's words cut, never its
        markup); one given made stays whole while it fits, else is shown plain."""
        naming = self.naming
        room = limit - (shown_length_of(naming) + 1 if naming else 0)
        body = text(room) if callable(text) else fit_made(text, room)
        return f"{naming}\n{body}" if naming else body


def place_of(request: Request, reply_to: int | None = None) -> Place:
    """Where words about `request` go: its topic, answering `reply_to` (else its asking
    message); General once its topic went."""
    if request.topic_gone == IN_PRIVATE:
        return Place(request.user_id, None, None, request.asker, in_private=True)
    answers = reply_to if reply_to is not None else request.request_message_id
    in_general = request.topic_gone == IN_GENERAL
    return Place(request.chat_id, request.thread_id, answers, request.asker, in_general)


def place_of_asker(asker: Asker) -> Place:
    """Where words to `asker` go before any request holds them (lyrics being written)."""
    return Place(asker.chat_id, asker.thread_id, asker.message_id, asker)
