"""Acting as a user in inline mode: typing @TheBot and words in a chat's message field sends the
bot an inline query; picking one of its answers posts that result in the chat, "via @TheBot"."""

import copy
import itertools
from typing import Any

from .inline_state import InlineQuery
from .inspection import Inspection
from .world import World

_query_ids = itertools.count(7_000_000_000_001)


class InlineActions(Inspection):
    """Mixed into BotApiStandIn; needs `self.world`, and waits for answers as Inspection does."""

    world: World

    def set_inline_mode(self, enabled: bool = True) -> None:
        """Switch inline mode on or off, as @BotFather's /setinline does (getMe reports it)."""
        self.world.inline.enabled = enabled

    def user_inline_query(
        self, user_id: int, query: str = "", *, offset: str = "", language_code: str = "en"
    ) -> str:
        """The user types "@TheBot query"; returns the inline query's id. Telegram's apps send
        nothing while inline mode is off, so neither does this (a LookupError says why)."""
        if not self.world.inline.enabled:
            raise LookupError("inline mode is off for this bot: stand.set_inline_mode(True)")
        user = {**self.world.known_user(user_id), "language_code": language_code}
        query_id = str(next(_query_ids))
        self.world.inline.queries[query_id] = InlineQuery(query_id, user_id, query, offset)
        body = {"id": query_id, "from": user, "query": query, "offset": offset}
        self.world.updates.push("inline_query", body)
        return query_id

    def inline_answer(self, query_id: str) -> dict[str, Any] | None:
        """What the bot answered to the query (answerInlineQuery's parameters), if it did."""
        query = self.world.inline.queries.get(query_id)
        return query.answer if query else None

    async def wait_for_inline_answer(self, query_id: str, timeout: float = 10.0) -> dict[str, Any]:
        answer = lambda: self.inline_answer(query_id)  # noqa: E731
        answer.__qualname__ = f"an answer to inline query {query_id}"
        return await self.wait_for(answer, timeout)

    def user_chooses_inline_result(
        self, query_id: str, result_id: str, chat_id: int
    ) -> dict[str, Any]:
        """The user picks a result: it is posted in `chat_id` as the user's message, via the
        bot. Only the private chat with the bot gets it as an update (a group's privacy mode
        hides it; chosen_inline_result is sent only with /setinlinefeedback, left off here)."""
        query = self.world.inline.queries.get(str(query_id))
        answer = query.answer if query else None
        if query is None or answer is None:
            raise LookupError(f"inline query {query_id} was not answered")
        found = [r for r in answer.get("results") or [] if str(r.get("id")) == result_id]
        if not found:
            raise LookupError(f"no result {result_id!r} in the answer to {query_id}")
        chat = self.world.open_chat(chat_id)
        user = self.world.known_user(query.user_id)
        content = {**self._result_content(found[0]), "via_bot": self.world.bot_user}
        message = self.world.post(chat, user, content)
        snapshot = copy.deepcopy(message)
        if chat_id == query.user_id:
            self.world.updates.push("message", snapshot)
        return snapshot

    def _result_content(self, result: dict[str, Any]) -> dict[str, Any]:
        if result.get("type") == "audio" and "audio_file_id" in result:
            record = self.world.files.find(str(result["audio_file_id"]))
            assert record is not None  # answerInlineQuery checked it
            content: dict[str, Any] = {"audio": copy.deepcopy(record.media)}
        else:
            content = {"text": str(result.get("title") or result.get("id"))}
        if result.get("caption"):
            content["caption"] = str(result["caption"])
        return content
