"""Guest mode's part of the simulated Telegram: the guest queries people sent by mentioning the bot
in chats it is not in, and the inline messages the bot placed there with answerGuestQuery, each
with every state it has had (as answered, then after each edit)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .models import Chat, UploadedFile

# Telegram does not publish how long a guest query may wait for its answer; the stand-in takes
# 15 s, a little over the 10 s within which the bot means to answer. Tests may set it.
ANSWER_WINDOW_SEC = 15.0
# What Telegram answers an edit of an inline message that is gone or may no longer be edited.
GONE = "MESSAGE_ID_INVALID"


@dataclass
class GuestQuery:
    id: str
    user_id: int
    chat_id: int
    message: dict[str, Any]  # the guest_message as delivered
    asked_at: float  # time.monotonic() when it was sent
    inline_message_id: str | None = None  # once answered


@dataclass(frozen=True)
class InlineVersion:
    """One state of an inline message: `method` is the call that made it (answerGuestQuery or
    an edit); `html` the text or caption as the bot sent it with parse_mode HTML."""

    method: str
    kind: str  # "text", or the media kind ("audio", "document", ...)
    text: str | None = None
    caption: str | None = None
    html: str | None = None
    entities: tuple[dict[str, Any], ...] = ()
    reply_markup: dict[str, Any] | None = None
    media: Any = None  # the Audio (Document, ...) object of a media message

    def visible(self) -> tuple[Any, ...]:
        """What the chat sees: an edit that changes none of it is "not modified"."""
        file_id = self.media.get("file_id") if isinstance(self.media, dict) else None
        return (self.kind, self.text, self.caption, self.entities, self.reply_markup, file_id)


@dataclass
class InlineMessage:
    """A message the bot placed in a guest chat, known to it only by its inline_message_id."""

    inline_message_id: str
    query_id: str
    user_id: int  # who asked
    chat_id: int  # the guest chat it is in
    versions: list[InlineVersion]
    file: UploadedFile | None = None  # the bytes of its media, when it has some
    refusal: str | None = None  # set: every edit is refused with these words

    @property
    def now(self) -> InlineVersion:
        return self.versions[-1]

    @property
    def kind(self) -> str:
        return self.now.kind

    @property
    def text(self) -> str | None:
        return self.now.text

    @property
    def caption(self) -> str | None:
        return self.now.caption

    @property
    def html(self) -> str | None:
        return self.now.html

    @property
    def reply_markup(self) -> dict[str, Any] | None:
        return self.now.reply_markup

    @property
    def audio(self) -> dict[str, Any] | None:
        media = self.now.media
        return media if self.kind == "audio" and isinstance(media, dict) else None

    @property
    def edits(self) -> int:
        return len(self.versions) - 1

    def buttons(self) -> list[dict[str, Any]]:
        """Inline buttons in reading order (rows top to bottom, left to right)."""
        rows = (self.reply_markup or {}).get("inline_keyboard") or []
        return [button for row in rows for button in row]


InlineMessageObserver = Callable[[InlineMessage, str], None]


@dataclass
class GuestState:
    answer_window: float = ANSWER_WINDOW_SEC
    chats: dict[int, Chat] = field(default_factory=dict)  # guest chats the world does not hold
    queries: dict[str, GuestQuery] = field(default_factory=dict)
    messages: dict[str, InlineMessage] = field(default_factory=dict)  # by inline_message_id
    on_inline_message: list[InlineMessageObserver] = field(default_factory=list)
