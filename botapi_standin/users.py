"""Acting as Telegram users: each action stores the message or query and queues the Update
Telegram would deliver, returning the payload as delivered."""

import copy
import itertools
from typing import Any

from .auto_entities import find_entities
from .membership import CHANNEL_BOT, GROUP_ANONYMOUS_BOT
from .models import Chat, FileRecord
from .world import World, now

# what a simulated user's file looks like when the test gives no content
_SAMPLE_FILES = {
    "photo": ("photo.jpg", "image/jpeg"),
    "voice": ("voice.ogg", "audio/ogg"),
    "audio": ("song.mp3", "audio/mpeg"),
    "document": ("notes.txt", "text/plain"),
    "sticker": ("sticker.webp", "image/webp"),
}
_query_ids = itertools.count(4_000_000_000_001)


class UserActions:
    """Mixed into BotApiStandIn; needs `self.world`."""

    world: World

    def user_says(
        self,
        chat_id: int,
        text: str,
        *,
        user_id: int | None = None,
        chat_type: str = "private",
        language_code: str = "en",
        first_name: str = "Ann",
        username: str | None = None,
        reply_to: int | None = None,
        chat_title: str | None = None,
        thread_id: int | None = None,
    ) -> dict[str, Any]:
        """A user writes `text`; commands and mentions get entities like Telegram adds.
        `thread_id`: the forum topic it is written in (see World.create_topic); a reply lands in
        the topic of the message it answers."""
        chat, user = self._speaker(
            chat_id, user_id, chat_type, language_code, first_name, username, chat_title
        )
        content = _with_entities("text", "entities", text)
        return self._deliver(chat, user, content, reply_to, thread_id)

    def chat_says(
        self,
        chat_id: int,
        text: str,
        *,
        as_chat: int | None = None,
        chat_type: str = "supergroup",
        title: str | None = None,
        reply_to: int | None = None,
        thread_id: int | None = None,
    ) -> dict[str, Any]:
        """A message sent on behalf of a chat (`sender_chat`), as Telegram delivers it: by an
        anonymous admin of the group (`as_chat` None or the group: from GroupAnonymousBot), or
        by a user posting as their channel `as_chat` (from Channel_Bot), titled `title`. Who
        sent it is not told. `thread_id`: the forum topic it is written in."""
        chat = self.world.open_chat(chat_id, chat_type)
        if as_chat is None or as_chat == chat_id:
            sender_chat, placeholder = chat, GROUP_ANONYMOUS_BOT
        else:
            sender_chat = self.world.open_chat(as_chat, "channel", title=title)
            placeholder = CHANNEL_BOT
        content = _with_entities("text", "entities", text)
        content["sender_chat"] = sender_chat.as_dict()
        return self._deliver(chat, dict(placeholder), content, reply_to, thread_id)

    def user_sends(
        self,
        chat_id: int,
        *,
        kind: str,
        user_id: int | None = None,
        chat_type: str = "private",
        language_code: str = "en",
        first_name: str = "Ann",
        username: str | None = None,
        chat_title: str | None = None,
        reply_to: int | None = None,
        caption: str | None = None,
        content: bytes | None = None,
        file_name: str | None = None,
        mime_type: str | None = None,
        duration: int = 3,
        latitude: float = 52.52,
        longitude: float = 13.405,
    ) -> dict[str, Any]:
        """A non-text message: sticker, photo, voice, audio, document (a real, downloadable
        file) or location."""
        chat, user = self._speaker(
            chat_id, user_id, chat_type, language_code, first_name, username, chat_title
        )
        if kind == "location":
            body: dict[str, Any] = {"location": {"latitude": latitude, "longitude": longitude}}
        else:
            record = self._user_file(kind, content, file_name, mime_type, duration)
            body = {kind: copy.deepcopy(record.media)}
        if caption:
            body.update(_with_entities("caption", "caption_entities", caption))
        return self._deliver(chat, user, body, reply_to)

    def user_edits(self, chat_id: int, message_id: int, new_text: str) -> dict[str, Any]:
        """A user edits their earlier text message: an edited_message update."""
        message = self.world.message(chat_id, message_id)
        if message is None or message["from"].get("is_bot"):
            raise LookupError(f"no user message {message_id} in chat {chat_id}")
        message.pop("entities", None)
        message.update(_with_entities("text", "entities", new_text), edit_date=now())
        snapshot = copy.deepcopy(message)
        self.world.updates.push("edited_message", snapshot)
        return snapshot

    def user_deletes(self, chat_id: int, message_id: int) -> None:
        """A user deletes their message: it is gone (Telegram tells the bot nothing), so a
        reply to it is refused unless allow_sending_without_reply."""
        message = self.world.message(chat_id, message_id)
        if message is None or message["from"].get("is_bot"):
            raise LookupError(f"no user message {message_id} in chat {chat_id}")
        del self.world.chat(chat_id).messages[message_id]

    def admin_deletes(self, chat_id: int, message_id: int) -> None:
        """An admin deletes a message, the bot's included (Telegram tells the bot nothing):
        its buttons can no longer be pressed, and a reply to it finds none."""
        chat = self.world.chat(chat_id)
        if message_id not in chat.messages:
            raise LookupError(f"no message {message_id} in chat {chat_id}")
        del chat.messages[message_id]
        message = self.world.bot_message(chat_id, message_id)
        if message is not None:
            message.deleted = True
            self.world.notify(message, "deleted")

    def user_presses(
        self,
        chat_id: int,
        message_id: int,
        data: str,
        *,
        user_id: int | None = None,
        language_code: str = "en",
    ) -> str:
        """A user presses a button carrying `data` on a bot message; returns the query id."""
        message = self.world.bot_message(chat_id, message_id)
        if message is None:
            raise LookupError(f"no live bot message {message_id} in chat {chat_id}")
        user_id = chat_id if user_id is None else user_id
        user = {**self.world.known_user(user_id), "language_code": language_code}
        query_id = str(next(_query_ids))
        self.world.callback_queries[query_id] = (chat_id, message_id)
        query = {
            "id": query_id,
            "from": user,
            "message": copy.deepcopy(message.raw),
            "chat_instance": str(abs(chat_id) * 7919 + 17),
            "data": data,
        }
        self.world.updates.push("callback_query", query)
        return query_id

    def user_presses_button(
        self, chat_id: int, message_id: int, index: int = 0, *, user_id: int | None = None
    ) -> str:
        """Press the index-th inline button (reading order) of a bot message's keyboard."""
        message = self.world.bot_message(chat_id, message_id)
        buttons = message.buttons() if message else []
        if not -len(buttons) <= index < len(buttons):
            raise LookupError(f"message {message_id} in chat {chat_id} has no button #{index}")
        data = buttons[index].get("callback_data")
        if data is None:
            raise LookupError(f"button #{index} ({buttons[index]}) has no callback_data")
        return self.user_presses(chat_id, message_id, data, user_id=user_id)

    def set_member(self, chat_id: int, user_id: int, status: str = "member") -> None:
        """The status getChatMember reports (creator, administrator, member, left, kicked)."""
        self.world.open_chat(chat_id).members[user_id] = status

    def _speaker(
        self,
        chat_id: int,
        user_id: int | None,
        chat_type: str,
        language_code: str,
        first_name: str,
        username: str | None,
        chat_title: str | None,
    ) -> tuple[Chat, dict[str, Any]]:
        user_id = chat_id if user_id is None else user_id
        user = self.world.user(
            user_id, first_name=first_name, username=username, language_code=language_code
        )
        chat = self.world.open_chat(
            chat_id, chat_type, title=chat_title, first_name=first_name, username=username
        )
        return chat, user

    def _deliver(
        self,
        chat: Chat,
        user: dict[str, Any],
        content: dict[str, Any],
        reply_to: int | None,
        thread_id: int | None = None,
    ) -> dict[str, Any]:
        target = None
        if reply_to is not None:
            target = self.world.message(chat.id, reply_to)
            if target is None:
                raise LookupError(f"no message {reply_to} in chat {chat.id} to reply to")
        if thread_id is not None and thread_id not in chat.topics:
            raise LookupError(f"no topic {thread_id} in chat {chat.id}")
        if thread_id is not None and thread_id in chat.closed_topics:
            raise LookupError(f"topic {thread_id} in chat {chat.id} is closed")
        in_general = thread_id is None and not (target or {}).get("is_topic_message")
        if in_general and chat.is_forum and chat.general_closed:
            raise LookupError(f"General in chat {chat.id} is closed")
        message = self.world.post(chat, user, content, target, thread_id)
        snapshot = copy.deepcopy(message)
        self.world.updates.push("message", snapshot)
        return snapshot

    def _user_file(
        self,
        kind: str,
        content: bytes | None,
        file_name: str | None,
        mime_type: str | None,
        duration: int,
    ) -> FileRecord:
        if kind not in _SAMPLE_FILES:
            raise ValueError(f"unsupported kind {kind!r}; use one of {sorted(_SAMPLE_FILES)}")
        sample_name, sample_mime = _SAMPLE_FILES[kind]
        data = content if content is not None else f"sample {kind}".encode()
        upload = self.world.files.save_bytes(
            kind, file_name or sample_name, mime_type or sample_mime, data
        )
        return self.world.files.register(upload, kind, {"duration": duration})


def _with_entities(text_key: str, entities_key: str, text: str) -> dict[str, Any]:
    content: dict[str, Any] = {text_key: text}
    if entities := find_entities(text):
        content[entities_key] = entities
    return content
