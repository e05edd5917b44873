"""Who may spend the organization's tracks (CONTRACT: ACCESS, ALLOWED_CHAT_IDS, admins)."""

from __future__ import annotations

from bot.config import Settings


def may_request(settings: Settings, user_id: int | None, chat_id: int) -> bool:
    if settings.ACCESS == "open":
        return True
    if user_id is not None and user_id in settings.ADMIN_USER_IDS:
        return True
    return chat_id in settings.ALLOWED_CHAT_IDS
