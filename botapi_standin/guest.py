"""Acting as users in guest mode: someone mentions the bot in a chat it is not a member of (a
`guest_message` update with a guest_query_id), and presses the buttons of the inline message the
bot placed there (a `callback_query` with an inline_message_id and no message); and what tests
read back of those inline messages."""

import copy
import itertools
import time
from typing import Any

from .auto_entities import find_entities
from .guest_state import GONE, GuestQuery, InlineMessage
from .inspection import Inspection
from .models import Chat
from .world import World

_query_ids = itertools.count(9_000_000_000_001)
_press_ids = itertools.count(9_500_000_000_001)
_NOT_MEMBER = ("left", "kicked")


class GuestActions(Inspection):
    """Mixed into BotApiStandIn; needs `self.world`, and waits for answers as Inspection does."""

    world: World

    def set_guest_mode(self, enabled: bool = True) -> None:
        """Switch guest mode on or off, as @BotFather does (getMe's supports_guest_queries)."""
        self.world.guest_queries = enabled

    def guest_says(
        self,
        user_id: int,
        chat_id: int,
        text: str,
        reply_to_text: str | None = None,
        *,
        reply_to_user: int | None = None,
        chat_type: str | None = None,
        chat_title: str | None = None,
        language_code: str = "en",
    ) -> str:
        """`user_id` writes `text` (mentioning the bot) in `chat_id`, a chat the bot is not in;
        `reply_to_text`: the mention answers an earlier message of `reply_to_user` (default: the
        same user) holding that text. Returns the guest query's id. Telegram's apps send nothing
        while guest mode is off, and a chat the bot is in gets an ordinary message: both are a
        LookupError here."""
        if not self.world.guest_queries:
            raise LookupError("guest mode is off for this bot: stand.set_guest_mode(True)")
        chat = self._guest_chat(chat_id, chat_type, chat_title)
        user = {**self.world.known_user(user_id), "language_code": language_code}
        target = None
        if reply_to_text is not None:
            author = self.world.known_user(user_id if reply_to_user is None else reply_to_user)
            target = self.world.post(chat, author, _text(reply_to_text))
        query_id = str(next(_query_ids))
        message = self.world.post(chat, user, {**_text(text), "guest_query_id": query_id}, target)
        snapshot = copy.deepcopy(message)
        query = GuestQuery(query_id, user_id, chat.id, snapshot, time.monotonic())
        self.world.guest.queries[query_id] = query
        self.world.updates.push("guest_message", snapshot)
        return query_id

    def guest_answer(self, query_id: str) -> str | None:
        """The inline_message_id the bot's answer placed, if it answered."""
        query = self.world.guest.queries.get(query_id)
        return query.inline_message_id if query else None

    async def wait_for_guest_answer(self, query_id: str, timeout: float = 10.0) -> str:
        answer = lambda: self.guest_answer(query_id)  # noqa: E731
        answer.__qualname__ = f"an answer to guest query {query_id}"
        return await self.wait_for(answer, timeout)

    def expire_guest_query(self, query_id: str) -> None:
        """The query's answer window passes now: answerGuestQuery is refused as too old."""
        query = self.world.guest.queries[query_id]
        query.asked_at = time.monotonic() - self.world.guest.answer_window - 1

    def inline_message(self, inline_message_id: str) -> InlineMessage:
        """An inline message as its chat sees it now; `versions` holds every state it had."""
        try:
            return self.world.guest.messages[inline_message_id]
        except KeyError:
            raise LookupError(f"no inline message {inline_message_id!r}") from None

    def inline_messages(self) -> list[InlineMessage]:
        """Every inline message the bot placed, oldest first."""
        return list(self.world.guest.messages.values())

    def make_inline_uneditable(self, inline_message_id: str, description: str = GONE) -> None:
        """From now on every edit of the inline message is refused with 400 `description` (the
        chat deleted it, or it may no longer be edited); its buttons can still be pressed."""
        self.inline_message(inline_message_id).refusal = description

    def press_inline(
        self, user_id: int, inline_message_id: str, data: str, *, language_code: str = "en"
    ) -> str:
        """`user_id` presses a button carrying `data` on an inline message: a callback_query
        with the inline_message_id and no message, as Telegram sends it. Returns its id."""
        message = self.inline_message(inline_message_id)
        user = {**self.world.known_user(user_id), "language_code": language_code}
        query_id = str(next(_press_ids))
        self.world.callback_queries[query_id] = (message.chat_id, 0)  # 0: no message id
        query = {
            "id": query_id,
            "from": user,
            "inline_message_id": inline_message_id,
            "chat_instance": str(abs(message.chat_id) * 7919 + 23),
            "data": data,
        }
        self.world.updates.push("callback_query", query)
        return query_id

    def _guest_chat(self, chat_id: int, chat_type: str | None, title: str | None) -> Chat:
        """The chat the mention is written in: one the bot left, or one it never was in (kept
        apart from the world's chats, so the bot's sends there find no chat)."""
        known = self.world.chats.get(chat_id)
        if known is not None:
            if known.members.get(self.world.bot_user["id"], "member") not in _NOT_MEMBER:
                raise LookupError(f"the bot is a member of chat {chat_id}: no guest mode there")
            return known
        chat = self.world.guest.chats.get(chat_id)
        if chat is None:
            kind = chat_type or ("private" if chat_id > 0 else "supergroup")
            chat = self.world.guest.chats[chat_id] = Chat(chat_id, kind, title=title)
        return chat


def _text(text: str) -> dict[str, Any]:
    content: dict[str, Any] = {"text": text}
    if entities := find_entities(text):
        content["entities"] = entities
    return content
