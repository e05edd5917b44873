"""Whether a person administers a chat, asked of Telegram (getChatMember) and remembered for a
minute (CHAT_ADMINS_REMEMBER_SEC): a press on a request a chat asked as itself (an
anonymous admin, a channel) is allowed to that chat's administrators, and a burst of presses
must not become a burst of calls."""

from __future__ import annotations

import logging
from collections.abc import Callable

from telegram import Bot
from telegram.constants import ChatMemberStatus
from telegram.error import TelegramError

log = logging.getLogger(__name__)

_ADMINS = (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)
# Whether a person administers a chat is remembered this long: a demoted admin may press for at
# most this long after.
CHAT_ADMINS_REMEMBER_SEC = 60.0


class ChatAdmins:
    def __init__(
        self,
        bot: Bot,
        clock: Callable[[], float],
        remember_sec: float = CHAT_ADMINS_REMEMBER_SEC,
    ) -> None:
        self._bot = bot
        self._clock = clock  # monotonic: a wall-clock step must not keep an answer for ever
        self._remember_sec = remember_sec
        self._known: dict[tuple[int, int], tuple[bool, float]] = {}

    async def is_admin(self, chat_id: int, user_id: int) -> bool:
        """False as well when Telegram cannot tell now: a press is then refused, not allowed."""
        now = self._clock()
        known = self._known.get((chat_id, user_id))
        if known is not None and now - known[1] < self._remember_sec:
            return known[0]
        try:
            member = await self._bot.get_chat_member(chat_id, user_id)
        except TelegramError as error:
            log.info("chat %s: membership of %s not known: %s", chat_id, user_id, error)
            return False
        answer = member.status in _ADMINS
        self._known[(chat_id, user_id)] = (answer, now)
        return answer
