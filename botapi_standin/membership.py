"""What Telegram does when a chat changes under the bot: a group upgraded to a supergroup, the bot
removed from a group, a user blocking the bot (and the way back). Each pushes the updates
Telegram sends and changes how later calls naming the chat are answered."""

import copy
from typing import Any

from .faults import Faults
from .models import Chat
from .world import World, now

# Telegram's sender of service messages in a supergroup written "as the group" (Bot API 5.0).
GROUP_ANONYMOUS_BOT = {
    "id": 1087968824,
    "is_bot": True,
    "first_name": "Group",
    "username": "GroupAnonymousBot",
}
# The placeholder `from` of a message a user posts in a group as one of their channels.
CHANNEL_BOT = {
    "id": 136817688,
    "is_bot": True,
    "first_name": "Channel",
    "username": "Channel_Bot",
}
_ANY_ADMIN = 1  # who acts when a test names nobody
_SIMPLE = ("member", "left", "kicked")


class ChatLifecycle:
    """Mixed into BotApiStandIn; needs `self.world` and `self.faults`."""

    world: World
    faults: Faults

    def migrate_chat(
        self, old_id: int, new_id: int, *, by: int | None = None, announce: bool = True
    ) -> Chat:
        """A basic group becomes a supergroup with a new id: `migrate_to_chat_id` in the old chat,
        then `migrate_from_chat_id` as the first message of the new one; from then on every call
        naming the old id answers 400 with `parameters.migrate_to_chat_id`. `announce=False`:
        the bot never gets the two messages (it was away longer than Telegram keeps updates)."""
        old = self.world.open_chat(old_id)
        if old.type != "group" or new_id in self.world.chats:
            raise ValueError(f"chat {old_id} ({old.type}) can't become {new_id}")
        new = self.world.open_chat(new_id, "supergroup", title=old.title or f"Chat {old_id}")
        new.members = dict(old.members)
        user = self._actor(old, by)
        said = self.world.post(old, user, {"migrate_to_chat_id": new_id})
        born = self.world.post(
            new,
            GROUP_ANONYMOUS_BOT,
            {"sender_chat": new.as_dict(), "migrate_from_chat_id": old_id},
        )
        self.faults.migrate(old_id, new_id)
        if announce:
            self.world.updates.push("message", copy.deepcopy(said))
            self.world.updates.push("message", copy.deepcopy(born))
        return new

    def remove_bot(self, chat_id: int, status: str = "kicked", *, by: int | None = None) -> None:
        """The bot is removed from a group ("left" or "kicked"), or a user blocks it in private
        (always "kicked"): a `my_chat_member` update, and sends to the chat answer 403."""
        if status not in ("kicked", "left"):
            raise ValueError(f"status must be kicked or left, not {status!r}")
        chat = self.world.open_chat(chat_id)
        if chat.type == "private":
            status = "kicked"  # a blocked bot is "kicked" from the user's private chat
        self._bot_becomes(chat, status, by)
        if status == "left":
            self.faults.left(chat)
        else:
            self.faults.block(chat_id)

    def add_bot(self, chat_id: int, *, by: int | None = None) -> None:
        """The bot is added back to a group, or a user unblocks it (restarts it) in private."""
        chat = self.world.open_chat(chat_id)
        self.faults.unblock(chat_id)
        self._bot_becomes(chat, "member", by)

    def _bot_becomes(self, chat: Chat, status: str, by: int | None) -> None:
        bot_id = self.world.bot_user["id"]
        before = chat.members.get(bot_id, "member")
        new_member: dict[str, Any] = {"status": status, "user": self.world.bot_user}
        if status == "kicked":
            new_member["until_date"] = 0  # banned for good
        update = {
            "chat": chat.as_dict(),
            "from": self._actor(chat, by),
            "date": now(),
            "old_chat_member": _member(self.world.bot_user, before),
            "new_chat_member": new_member,
        }
        chat.members[bot_id] = status
        self.world.updates.push("my_chat_member", update)

    def _actor(self, chat: Chat, by: int | None) -> dict[str, Any]:
        """Who did it: the given user, the private chat's user, or one of the group's admins."""
        if by is None and chat.type == "private":
            by = chat.id
        if by is None:
            admins = [uid for uid, s in chat.members.items() if s in ("creator", "administrator")]
            by = admins[0] if admins else _ANY_ADMIN
        return self.world.known_user(by)


def _member(user: dict[str, Any], status: str) -> dict[str, Any]:
    """The bot's earlier membership; statuses with many more fields are told as "member"."""
    if status not in _SIMPLE:
        status = "member"
    member: dict[str, Any] = {"status": status, "user": user}
    if status == "kicked":
        member["until_date"] = 0
    return member
