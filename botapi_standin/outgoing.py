"""Storing what the bot sends and edits, keeping the Message dict and its ChatMessage view in
step and telling observers."""

from typing import Any

from .errors import NOT_MODIFIED, bad_request
from .models import Chat, ChatMessage, UploadedFile
from .validation import Formatted, inline_part, topic_open
from .world import World, now

MEDIA_KINDS = ("audio", "document", "voice", "photo", "video", "animation", "sticker", "location")
_VISIBLE = ("text", "entities", "caption", "caption_entities", "reply_markup")
TEXT_KEYS = ("text", "entities")
CAPTION_KEYS = ("caption", "caption_entities")


def kind_of(message: dict[str, Any]) -> str:
    return next((kind for kind in MEDIA_KINDS if kind in message), "text")


def send(
    world: World,
    chat: Chat,
    content: dict[str, Any],
    *,
    markup: dict[str, Any] | None = None,
    reply_to: dict[str, Any] | None = None,
    formatted: Formatted | None = None,
    file: UploadedFile | None = None,
    thread_id: int | None = None,
) -> ChatMessage:
    """Post a bot message; `formatted` is its text or caption (for the html view); `thread_id`
    the forum topic it was sent to (validation.thread_target)."""
    if thread_id is None:
        topic_open(chat, reply_to)
    raw = world.post(chat, world.bot_user, {**content, **inline_part(markup)}, reply_to, thread_id)
    message = ChatMessage(
        message_id=raw["message_id"],
        chat_id=chat.id,
        thread_id=raw.get("message_thread_id") if raw.get("is_topic_message") else None,
        html=formatted.html if formatted else None,
        reply_to_message_id=reply_to["message_id"] if reply_to else None,
        reply_markup=markup,
        kind=kind_of(raw),
        file=file,
        raw=raw,
    )
    _sync(message)
    world.add_bot_message(message)
    return message


def edit(
    world: World,
    message: ChatMessage,
    *,
    replaced: tuple[str, ...] = (),
    formatted: Formatted | None = None,
    markup: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Replace the `replaced` content keys with `formatted` and the keyboard with `markup`.

    Raises Telegram's "message is not modified" when nothing visible changes.
    """
    raw = message.raw
    updated = {key: value for key, value in raw.items() if key not in replaced}
    updated.pop("reply_markup", None)
    if formatted is not None:
        updated.update(formatted.content(*replaced))
    updated.update(inline_part(markup))
    if _visible(updated) == _visible(raw):
        raise bad_request(NOT_MODIFIED)
    updated["edit_date"] = now()
    raw.clear()
    raw.update(updated)  # in place: the chat's message table holds the same dict
    if replaced:
        message.html = formatted.html if formatted else None
    message.reply_markup = markup
    message.edits += 1
    _sync(message)
    world.notify(message, "edited")
    return raw


def delete(world: World, chat: Chat, message_id: int) -> None:
    del chat.messages[message_id]
    message = world.bot_message(chat.id, message_id)
    if message is not None:
        message.deleted = True
        world.notify(message, "deleted")


def _visible(raw: dict[str, Any]) -> dict[str, Any]:
    return {key: raw.get(key) for key in _VISIBLE}


def _sync(message: ChatMessage) -> None:
    raw = message.raw
    message.text = raw.get("text")
    message.caption = raw.get("caption")
    message.audio = raw.get("audio")
    message.document = raw.get("document")
    message.video = raw.get("video")
    message.entities = raw.get("entities") or raw.get("caption_entities") or []
