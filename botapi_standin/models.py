"""The records the stand-in keeps and hands out: calls, uploads, files and the bot's messages."""

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class UploadedFile:
    """Bytes that arrived in a multipart upload (or that a simulated user sent), kept on disk."""

    field: str
    filename: str
    mime_type: str
    path: Path
    size: int


@dataclass
class BotCall:
    """One Bot API request as the stand-in answered it."""

    method: str
    params: dict[str, Any]
    files: dict[str, UploadedFile]
    ok: bool
    result_or_error: Any
    at: float


@dataclass(frozen=True)
class Draft:
    """One sendMessageDraft as a private chat saw it: the text so far of a message being
    written (drafts with the same id are one message growing)."""

    chat_id: int
    draft_id: int
    text: str
    thread_id: int | None
    at: float


@dataclass
class FileRecord:
    """A file Telegram knows by file_id, with the object (Audio, Document, ...) describing it."""

    file_id: str
    file_unique_id: str
    file_path: str
    kind: str
    upload: UploadedFile
    media: Any


@dataclass
class ChatMessage:
    """A message the bot sent, as its chat sees it now (edits applied)."""

    message_id: int
    chat_id: int
    thread_id: int | None = None  # the forum topic it is in (None: General, or not a forum)
    text: str | None = None
    html: str | None = None
    caption: str | None = None
    reply_to_message_id: int | None = None
    reply_markup: dict[str, Any] | None = None
    kind: str = "text"
    file: UploadedFile | None = None
    audio: dict[str, Any] | None = None
    document: dict[str, Any] | None = None
    video: dict[str, Any] | None = None
    edits: int = 0
    deleted: bool = False
    entities: list[dict[str, Any]] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    def buttons(self) -> list[dict[str, Any]]:
        """Inline buttons in reading order (rows top to bottom, left to right)."""
        rows = (self.reply_markup or {}).get("inline_keyboard") or []
        return [button for row in rows for button in row]


BotMessageObserver = Callable[[ChatMessage, str], None]
CallbackObserver = Callable[[dict[str, Any]], None]


@dataclass
class Chat:
    id: int
    type: str
    title: str | None = None
    first_name: str | None = None
    username: str | None = None
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)  # live ones, by id
    last_message_id: int = 0
    members: dict[int, str] = field(default_factory=dict)  # user id -> status
    is_forum: bool = False  # a supergroup with topics
    topics: dict[int, str] = field(default_factory=dict)  # thread id -> name; General is not one
    closed_topics: set[int] = field(default_factory=set)  # topics an admin closed (still there)
    general_closed: bool = False  # an admin closed General (closeGeneralForumTopic)
    # What members may send (a group's ChatPermissions, as getChat shows them); None: anything.
    permissions: dict[str, bool] | None = None

    def as_dict(self) -> dict[str, Any]:
        chat: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.is_forum:
            chat["is_forum"] = True
        if self.type == "private":
            chat["first_name"] = self.first_name or "User"
        else:
            chat["title"] = self.title or f"Chat {self.id}"
        if self.username:
            chat["username"] = self.username
        return chat
