"""Who may spend the organization's tracks (ACCESS, ALLOWED_CHAT_IDS and the admins:
docs/operating.md §Running it for your organization).

Access belongs to a chat: a group that is allowed lets everyone in it ask there, and nobody
anywhere else; a person's private chat id is their user id. What admins said with /allow and
/deny is stored and outweighs ALLOWED_CHAT_IDS; the bot's admins are always let in.
ACCESS=open lets everyone in (ACCESS in .env.example), whatever the stored list says.
"""

from __future__ import annotations

from bot.config import Settings
from bot.store import Store


def decide(
    settings: Settings,
    stored: bool | None,
    user_id: int | None,
    chat_id: int,
    former_id: int | None = None,
) -> bool:
    """The rule itself; `stored` is the admins' word on this chat (None when they said nothing);
    `former_id` the id a supergroup had as a group, which ALLOWED_CHAT_IDS may still name."""
    if user_id is not None and user_id in settings.ADMIN_USER_IDS:
        return True
    if settings.ACCESS == "open":
        return True
    if stored is not None:
        return stored
    return chat_id in settings.ALLOWED_CHAT_IDS or former_id in settings.ALLOWED_CHAT_IDS


async def may_request(settings: Settings, store: Store, user_id: int | None, chat_id: int) -> bool:
    """Whether this person may ask for songs in this chat, before any service is called."""
    stored = await store.access.allowed(chat_id)
    return decide(settings, stored, user_id, chat_id, await store.chats.moved_from(chat_id))


def parse_chat_ids(text: str) -> list[int] | None:
    """Chat ids as admins type them ('-1001234 42', '42,43'); None if any part is not one."""
    parts = text.replace(",", " ").split()
    try:
        ids = [int(part) for part in parts]
    except ValueError:
        return None
    return ids if ids and all(ids) else None
