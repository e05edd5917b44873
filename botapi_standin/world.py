"""The simulated Telegram: chats, users, every message in them, the bot's own messages and
what the bot configured (commands, webhook, menu buttons)."""

import copy
import json
import logging
import time
from typing import Any

from .errors import ApiError, bad_request
from .file_store import FileStore
from .guest_state import GuestState
from .inline_state import InlineState
from .models import BotCall, BotMessageObserver, CallbackObserver, Chat, ChatMessage, Draft
from .update_queue import UpdateQueue

_log = logging.getLogger(__name__)
DEFAULT_SCOPE = {"type": "default"}


def now() -> int:
    return int(time.time())


def _thread_part(
    chat: Chat, reply_to: dict[str, Any] | None, thread_id: int | None
) -> dict[str, Any]:
    """Where a message sits in a forum, as Telegram tells it. A message in a topic carries the
    topic's id and `is_topic_message`; a reply in General carries the id of the message its
    chain of replies began with, and no `is_topic_message`: a thread, but not a topic (a bot
    that sends there by that id is told "message thread not found")."""
    if not chat.is_forum:
        return {}
    if thread_id is None and reply_to is not None and reply_to.get("is_topic_message"):
        thread_id = reply_to["message_thread_id"]
    if thread_id is not None:
        return {"message_thread_id": thread_id, "is_topic_message": True}
    if reply_to is not None:
        return {"message_thread_id": reply_to.get("message_thread_id", reply_to["message_id"])}
    return {}


def scope_key(scope: dict[str, Any] | None, language_code: str) -> tuple[str, str]:
    return json.dumps(scope or DEFAULT_SCOPE, sort_keys=True), language_code or ""


class World:
    def __init__(self, bot_user: dict[str, Any], files: FileStore) -> None:
        self.bot_user = bot_user
        self.files = files
        self.updates = UpdateQueue()
        self.chats: dict[int, Chat] = {}
        self.users: dict[int, dict[str, Any]] = {}
        self.bot_messages: dict[int, list[ChatMessage]] = {}
        self.callback_queries: dict[str, tuple[int, int]] = {}
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.menu_buttons: dict[int | None, dict[str, Any]] = {}
        self.bot_profile: dict[tuple[str, str], str] = {}  # (field, language) -> text
        self.webhook: dict[str, Any] = {"url": ""}
        self.inline = InlineState()
        self.privacy_mode = True  # BotFather's default: groups send only what is for the bot
        self.guest_queries = False  # BotFather's default: guest mode off
        self.guest = GuestState()
        self.reactions: dict[tuple[int, int], list[dict[str, Any]]] = {}
        self.drafts: list[Draft] = []  # every sendMessageDraft, in order
        self.calls: list[BotCall] = []
        self.on_bot_message: list[BotMessageObserver] = []
        self.on_answer_callback: list[CallbackObserver] = []

    # chats and users

    def open_chat(
        self,
        chat_id: int,
        chat_type: str | None = None,
        *,
        title: str | None = None,
        first_name: str | None = None,
        username: str | None = None,
    ) -> Chat:
        """The chat with this id, created on first use (negative ids default to groups)."""
        chat = self.chats.get(chat_id)
        if chat is None:
            kind = chat_type or ("private" if chat_id > 0 else "group")
            chat = self.chats[chat_id] = Chat(chat_id, kind)
        if chat.type == "private":  # a private chat is named after its user
            chat.first_name = first_name or chat.first_name
            chat.username = username or chat.username
        chat.title = title or chat.title
        return chat

    def open_forum(self, chat_id: int, title: str | None = None) -> Chat:
        """A supergroup with topics; its General topic exists from the start (and has no thread
        id a bot may send to)."""
        chat = self.open_chat(chat_id, "supergroup", title=title)
        chat.is_forum = True
        chat.last_message_id = max(chat.last_message_id, 1)  # 1 is General's, never a topic's
        return chat

    def create_topic(self, chat_id: int, name: str) -> int:
        """A forum topic, as an admin creates it: its thread id is the id of the service message
        that opened it."""
        chat = self.chat(chat_id)
        if not chat.is_forum:
            raise bad_request("the chat is not a forum")
        opened = self.post(chat, self.known_user(0), {"forum_topic_created": {"name": name}})
        thread_id: int = opened["message_id"]
        opened.update(message_thread_id=thread_id, is_topic_message=True)
        chat.topics[thread_id] = name
        return thread_id

    def close_topic(self, chat_id: int, thread_id: int) -> None:
        """An admin closes a topic: its messages stay; a bot's send into it (naming it, or
        replying to a message in it) is refused with TOPIC_CLOSED until it is reopened."""
        chat = self._topic_chat(chat_id, thread_id)
        chat.closed_topics.add(thread_id)

    def reopen_topic(self, chat_id: int, thread_id: int) -> None:
        chat = self._topic_chat(chat_id, thread_id)
        chat.closed_topics.discard(thread_id)

    def close_general(self, chat_id: int, closed: bool = True) -> None:
        """An admin closes a forum's General topic (False: reopens it): a bot's send there (no
        topic named, no reply into one) is refused with TOPIC_CLOSED, as Telegram does."""
        chat = self.chat(chat_id)
        if not chat.is_forum:
            raise bad_request("the chat is not a forum")
        chat.general_closed = closed

    def delete_topic(self, chat_id: int, thread_id: int) -> None:
        """An admin deletes a topic with every message in it: a send naming it is refused with
        "message thread not found", and a reply to one of its messages finds none."""
        chat = self._topic_chat(chat_id, thread_id)
        del chat.topics[thread_id]
        chat.closed_topics.discard(thread_id)
        for message_id, message in list(chat.messages.items()):
            if message.get("is_topic_message") and message.get("message_thread_id") == thread_id:
                del chat.messages[message_id]
        for bot_message in self.bot_messages.get(chat_id, []):
            if bot_message.thread_id == thread_id and not bot_message.deleted:
                bot_message.deleted = True
                self.notify(bot_message, "deleted")

    def _topic_chat(self, chat_id: int, thread_id: int) -> Chat:
        chat = self.chat(chat_id)
        if thread_id not in chat.topics:
            raise LookupError(f"no topic {thread_id} in chat {chat_id}")
        return chat

    def chat(self, chat_id: Any) -> Chat:
        """The chat a request names by id or @username, as the Bot API resolves chat_id."""
        if chat_id is None or chat_id == "":
            raise bad_request("chat_id is empty")
        if isinstance(chat_id, str) and chat_id.startswith("@"):
            found = [chat for chat in self.chats.values() if f"@{chat.username}" == chat_id]
            if found:
                return found[0]
            raise bad_request("chat not found")
        try:
            return self.chats[int(chat_id)]
        except (KeyError, ValueError):
            raise bad_request("chat not found") from None

    def find_chat(self, chat_id: Any) -> Chat | None:
        try:
            return self.chat(chat_id)
        except ApiError:
            return None

    def user(
        self,
        user_id: int,
        *,
        first_name: str = "Ann",
        username: str | None = None,
        language_code: str = "en",
    ) -> dict[str, Any]:
        """Remember (or refresh) a human user and return their User object."""
        user = {"id": user_id, "is_bot": False, "first_name": first_name}
        if username:
            user["username"] = username
        if language_code:
            user["language_code"] = language_code
        self.users[user_id] = user
        return user

    def known_user(self, user_id: int) -> dict[str, Any]:
        if user_id == self.bot_user["id"]:
            return self.bot_user
        return self.users.get(user_id) or {"id": user_id, "is_bot": False, "first_name": "User"}

    # messages

    def post(
        self,
        chat: Chat,
        sender: dict[str, Any],
        content: dict[str, Any],
        reply_to: dict[str, Any] | None = None,
        thread_id: int | None = None,
    ) -> dict[str, Any]:
        """Add a message to a chat with the next id; returns the stored Message dict. In a forum
        it lands in topic `thread_id` (checked by the caller), else in the topic of the message it
        replies to, else in General."""
        chat.last_message_id += 1
        message = {
            "message_id": chat.last_message_id,
            "from": sender,
            "chat": chat.as_dict(),
            "date": now(),
            **content,
            **_thread_part(chat, reply_to, thread_id),
        }
        if reply_to is not None:
            nested = copy.deepcopy(reply_to)
            nested.pop("reply_to_message", None)  # Telegram nests replies one level deep only
            message["reply_to_message"] = nested
        chat.messages[chat.last_message_id] = message
        return message

    def message(self, chat_id: int, message_id: Any) -> dict[str, Any] | None:
        chat = self.chats.get(chat_id)
        try:
            return chat.messages.get(int(message_id)) if chat else None
        except (TypeError, ValueError):
            return None

    def bot_message(self, chat_id: int, message_id: Any) -> ChatMessage | None:
        """A live (not deleted) bot message."""
        for message in self.bot_messages.get(chat_id, []):
            if str(message.message_id) == str(message_id) and not message.deleted:
                return message
        return None

    def add_bot_message(self, message: ChatMessage) -> None:
        self.bot_messages.setdefault(message.chat_id, []).append(message)
        self.notify(message, "sent")

    def notify(self, message: ChatMessage, event: str) -> None:
        for observer in list(self.on_bot_message):
            try:
                observer(message, event)
            except Exception:  # a broken UI must not turn into Bot API errors
                _log.exception("on_bot_message observer failed")

    def notify_callback_answer(self, params: dict[str, Any]) -> None:
        for observer in list(self.on_answer_callback):
            try:
                observer(params)
            except Exception:
                _log.exception("on_answer_callback observer failed")

    # bot configuration

    def commands_for(
        self, scope: dict[str, Any] | None = None, language_code: str = ""
    ) -> list[dict[str, Any]]:
        return list(self.commands.get(scope_key(scope, language_code), []))
