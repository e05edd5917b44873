"""What tests and the console read back: recorded calls, the bot's messages, and waiting for
either to appear."""

import asyncio
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from .models import BotCall, ChatMessage
from .world import World

T = TypeVar("T")
_POLL_SECONDS = 0.02


class Inspection:
    """Mixed into BotApiStandIn; needs `self.world`."""

    world: World

    @property
    def calls(self) -> list[BotCall]:
        return self.world.calls

    def calls_of(self, method: str) -> list[BotCall]:
        return [call for call in self.world.calls if call.method.lower() == method.lower()]

    def messages(self, chat_id: int) -> list[ChatMessage]:
        """The bot's messages in the chat, oldest first, edits applied (deleted ones flagged)."""
        return list(self.world.bot_messages.get(chat_id, []))

    def pending_updates(self) -> int:
        return self.world.updates.pending()

    def commands_for(
        self, scope: dict[str, Any] | None = None, language_code: str = ""
    ) -> list[dict[str, Any]]:
        return self.world.commands_for(scope, language_code)

    async def wait_for(
        self, predicate: Callable[[], T | None | Literal[False]], timeout: float = 10.0
    ) -> T:
        """Poll `predicate` until it returns something other than None/False; return that."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            value = predicate()
            if value is not None and value is not False:
                return value
            if asyncio.get_running_loop().time() >= deadline:
                raise AssertionError(
                    f"timed out after {timeout}s waiting for {_name(predicate)}\n{self.summary()}"
                )
            await asyncio.sleep(_POLL_SECONDS)

    async def wait_for_call(
        self,
        method: str,
        where: Callable[[BotCall], bool] = lambda call: True,
        timeout: float = 10.0,
    ) -> BotCall:
        """The newest recorded call of `method` matching `where` (waiting for one if needed)."""

        def newest() -> BotCall | None:
            return next((call for call in reversed(self.calls_of(method)) if where(call)), None)

        newest.__qualname__ = f"a {method} call matching {_name(where)}"
        return await self.wait_for(newest, timeout)

    async def wait_for_message(
        self,
        chat_id: int,
        where: Callable[[ChatMessage], bool] = lambda message: True,
        timeout: float = 10.0,
    ) -> ChatMessage:
        """The newest bot message in the chat matching `where` (waiting for one if needed)."""

        def newest() -> ChatMessage | None:
            return next((m for m in reversed(self.messages(chat_id)) if where(m)), None)

        newest.__qualname__ = f"a bot message in chat {chat_id} matching {_name(where)}"
        return await self.wait_for(newest, timeout)

    def summary(self, last: int = 12) -> str:
        """Recent calls and pending updates, for timeout messages and debugging."""
        lines = [f"pending updates: {self.pending_updates()}", f"last {last} calls:"]
        for call in self.world.calls[-last:]:
            outcome = "ok" if call.ok else f"error {call.result_or_error!r}"
            params = {k: v for k, v in call.params.items() if k != "reply_markup"}
            lines.append(f"  {call.method} {params} -> {outcome}")
        return "\n".join(lines)


def _name(function: Callable[..., Any]) -> str:
    return getattr(function, "__qualname__", repr(function))
