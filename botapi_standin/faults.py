"""Faults tests switch on: blocked chats, scripted errors, held and delayed methods."""

import asyncio
from collections import Counter
from dataclasses import dataclass

from .errors import ApiError, default_description, forbidden, migrated
from .models import Chat

_CHAT_WRITES = ("send", "edit", "copy", "forward")  # methods a blocked/kicked bot can't use
_BLOCKED = {
    "private": "bot was blocked by the user",
    "group": "bot was kicked from the group chat",
    "supergroup": "bot was kicked from the supergroup chat",
    "channel": "bot is not a member of the channel chat",
}
_LEFT = {  # the bot left (or was removed without a ban): it is simply no longer a member
    "group": "bot is not a member of the group chat",
    "supergroup": "bot is not a member of the supergroup chat",
}


@dataclass
class _Failure:
    error: ApiError
    remaining: int


class Faults:
    """Method names match case-insensitively, like the Bot API's."""

    def __init__(self) -> None:
        self._blocked: dict[int, str | None] = {}  # chat id -> Telegram's words, if not the usual
        self._migrated: dict[int, int] = {}  # old group id -> its supergroup's id
        self._failures: dict[str, _Failure] = {}
        self._holds: dict[str, asyncio.Event] = {}
        self._delays: dict[str, float] = {}
        self._held: Counter[str] = Counter()
        self._lost: Counter[str] = Counter()  # method -> answers still to lose after acting
        self.down: ApiError | None = None  # Telegram failing: every call answers this
        self.token_revoked = False  # every call answers 401, as for a revoked token

    def block(self, chat_id: int, detail: str | None = None) -> None:
        self._blocked[chat_id] = detail

    def unblock(self, chat_id: int) -> None:
        self._blocked.pop(chat_id, None)

    def migrate(self, old_chat_id: int, new_chat_id: int) -> None:
        self._migrated[old_chat_id] = new_chat_id

    def fail_next(
        self,
        method: str,
        *,
        status: int = 429,
        description: str | None = None,
        retry_after: int | None = None,
        count: int = 1,
    ) -> None:
        if status == 429 and retry_after is None:
            retry_after = 1  # a 429 always tells the client how long to wait
        text = description or default_description(status, retry_after)
        error = ApiError(status, text, retry_after=retry_after)
        self._failures[method.lower()] = _Failure(error, count)

    def lose_next_answers(self, method: str, count: int = 1) -> None:
        self._lost[method.lower()] = count

    def answer_lost(self, method: str) -> bool:
        """Whether this call's answer is lost on the way back (it was acted on)."""
        key = method.lower()
        if self._lost[key] <= 0:
            return False
        self._lost[key] -= 1
        return True

    def go_down(self, status: int = 502) -> None:
        self.down = ApiError(status, default_description(status, None))

    def come_back(self) -> None:
        self.down = None

    def hold(self, method: str) -> None:
        self._holds.setdefault(method.lower(), asyncio.Event())

    def release(self, method: str) -> None:
        gate = self._holds.pop(method.lower(), None)
        if gate is not None:
            gate.set()

    def release_all(self) -> None:
        for method in list(self._holds):
            self.release(method)

    def delay(self, method: str, seconds: float) -> None:
        self._delays[method.lower()] = seconds

    def held_count(self, method: str) -> int:
        """How many calls of `method` are waiting for release() right now."""
        return self._held[method.lower()]

    async def before(self, method: str) -> None:
        """Apply delay, hold and scripted failure (in that order) to a call of `method`."""
        key = method.lower()
        if seconds := self._delays.get(key):
            await asyncio.sleep(seconds)
        if (gate := self._holds.get(key)) is not None:
            self._held[key] += 1
            try:
                await gate.wait()
            finally:
                self._held[key] -= 1
        self._raise_scripted(key)

    def left(self, chat: Chat) -> None:
        """Sends to a group the bot left answer 403 in Telegram's words for that."""
        self.block(chat.id, _LEFT.get(chat.type))

    def check_chat(self, method: str, chat: Chat | None) -> None:
        if chat is not None and chat.id in self._migrated:
            raise migrated(self._migrated[chat.id])  # any method, reads included
        if chat is None or chat.id not in self._blocked:
            return
        if method.lower().startswith(_CHAT_WRITES):
            detail = self._blocked[chat.id] or _BLOCKED.get(chat.type, _BLOCKED["private"])
            raise forbidden(detail)

    def _raise_scripted(self, key: str) -> None:
        failure = self._failures.get(key)
        if failure is None:
            return
        failure.remaining -= 1
        if failure.remaining <= 0:
            del self._failures[key]
        raise failure.error
