"""Telegram's checks on what the bot sends: text and caption limits, parse_mode, inline
keyboards and reply targets, with the Bot API's error texts."""

from dataclasses import dataclass, field
from typing import Any

from .errors import bad_request
from .html_entities import HtmlParseError, parse_html
from .models import Chat
from .world import World

MAX_TEXT = 4096
MAX_CAPTION = 1024
MAX_CALLBACK_DATA = 64  # bytes
_PARSE_MODES = {"", "html", "markdown", "markdownv2"}
_BUTTON_ACTIONS = frozenset(
    {
        "url", "callback_data", "web_app", "login_url", "switch_inline_query",
        "switch_inline_query_current_chat", "switch_inline_query_chosen_chat", "copy_text",
        "callback_game", "pay",
    }
)  # fmt: skip


@dataclass
class Formatted:
    """Text or caption after entity parsing; html keeps the markup as sent."""

    text: str
    entities: list[dict[str, Any]] = field(default_factory=list)
    html: str | None = None

    def content(self, text_key: str, entities_key: str) -> dict[str, Any]:
        """The Message fields for it, e.g. {"text": ..., "entities": [...]}."""
        content: dict[str, Any] = {text_key: self.text}
        if self.entities:
            content[entities_key] = self.entities
        return content


def shown_length(text: str) -> int:
    """How Telegram counts a text against its limits: in UTF-16 code units (😀 counts 2)."""
    return len(text.encode("utf-16-le")) // 2


def message_text(params: dict[str, Any]) -> Formatted:
    formatted = _format(params, "text", "entities")
    if formatted is None or not formatted.text.strip():
        raise bad_request("message text is empty")
    if shown_length(formatted.text) > MAX_TEXT:
        raise bad_request("message is too long")
    return formatted


def draft_text(params: dict[str, Any]) -> Formatted:
    """A draft's text: 0-4096 characters (an empty one shows "Thinking…")."""
    formatted = _format(params, "text", "entities") or Formatted("")
    if shown_length(formatted.text) > MAX_TEXT:
        raise bad_request("message is too long")
    return formatted


def caption(params: dict[str, Any]) -> Formatted | None:
    formatted = _format(params, "caption", "caption_entities")
    if formatted is None or not formatted.text.strip():
        return None
    if shown_length(formatted.text) > MAX_CAPTION:
        raise bad_request("message caption is too long")
    return formatted


def _format(params: dict[str, Any], key: str, entities_key: str) -> Formatted | None:
    raw = params.get(key)
    if raw is None:
        return None
    raw = str(raw)
    mode = str(params.get("parse_mode") or "").lower()
    if mode not in _PARSE_MODES:
        raise bad_request("unsupported parse_mode")
    explicit = params.get(entities_key)
    if explicit is not None or mode != "html":
        return Formatted(raw, list(explicit or []))  # Markdown modes are not parsed here
    try:
        parsed = parse_html(raw)
    except HtmlParseError as error:
        raise bad_request(f"can't parse entities: {error}") from None
    return Formatted(parsed.text, parsed.entities, html=raw)


def reply_markup(params: dict[str, Any]) -> dict[str, Any] | None:
    markup = params.get("reply_markup")
    if markup is None:
        return None
    if not isinstance(markup, dict):
        raise bad_request("can't parse reply keyboard markup JSON object")
    if "inline_keyboard" in markup:
        _check_inline_keyboard(markup["inline_keyboard"])
    return markup


def _check_inline_keyboard(rows: Any) -> None:
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise bad_request("can't parse inline keyboard markup JSON object")
    for button in (button for row in rows for button in row):
        if not isinstance(button, dict) or not button.get("text"):
            raise bad_request("can't parse inline keyboard button: Text must be non-empty")
        if not _BUTTON_ACTIONS & button.keys():
            raise bad_request(
                "can't parse inline keyboard button: "
                "Text buttons are unallowed in the inline keyboard"
            )
        data = button.get("callback_data")
        if data is not None and not 1 <= len(str(data).encode()) <= MAX_CALLBACK_DATA:
            raise bad_request("BUTTON_DATA_INVALID")


def inline_part(markup: dict[str, Any] | None) -> dict[str, Any]:
    """Messages only carry inline keyboards; reply keyboards live in the user's client."""
    if markup and "inline_keyboard" in markup:
        return {"reply_markup": {"inline_keyboard": markup["inline_keyboard"]}}
    return {}


def thread_target(chat: Chat, params: dict[str, Any]) -> int | None:
    """The forum topic a send names (message_thread_id): one of this forum's topics, or Telegram's
    refusal. The General topic has no id to name (1 is refused), and a thread that is not a
    topic (the chain of replies a message in General belongs to) is not found either."""
    given = params.get("message_thread_id")
    if given is None or given == "":
        return None
    try:
        thread_id = int(given)
    except (TypeError, ValueError):
        raise bad_request("message thread not found") from None
    if not chat.is_forum or thread_id not in chat.topics:
        raise bad_request("message thread not found")
    if thread_id in chat.closed_topics:
        raise bad_request("TOPIC_CLOSED")
    return thread_id


def topic_open(chat: Chat, reply_to: dict[str, Any] | None) -> None:
    """A send that names no topic lands in the topic of the message it answers: refused if that
    topic is closed (a deleted topic's messages are gone, so a reply to one lands in General,
    if allowed); else in General, refused the same way once an admin closed General."""
    if reply_to is None or not reply_to.get("is_topic_message"):
        if chat.is_forum and chat.general_closed:
            raise bad_request("TOPIC_CLOSED")
        return
    if reply_to.get("message_thread_id") in chat.closed_topics:
        raise bad_request("TOPIC_CLOSED")


def reply_target(world: World, chat: Chat, params: dict[str, Any]) -> dict[str, Any] | None:
    """The message a send replies to (reply_parameters or the older reply_to_message_id)."""
    reply = params.get("reply_parameters")
    reply = reply if isinstance(reply, dict) else {}
    message_id = reply.get("message_id", params.get("reply_to_message_id"))
    if message_id is None:
        return None
    allow_missing = reply.get(
        "allow_sending_without_reply", params.get("allow_sending_without_reply", False)
    )
    target_chat = reply.get("chat_id", chat.id)
    found = world.message(world.chat(target_chat).id, message_id)
    if found is None and not allow_missing:
        raise bad_request("message to be replied not found")
    return found
