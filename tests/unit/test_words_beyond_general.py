"""A word its forum refuses in the topic and in General (both closed): the asker's private chat
when it takes it, else each admin once, a person mentioned and a chat named as it is; never the
forum again. (tests/e2e/test_forum.py drives the same through the stand-in.)"""

from __future__ import annotations

import itertools
from types import SimpleNamespace
from typing import Any, cast

import pytest
from telegram import Bot
from telegram.error import BadRequest, Forbidden

from bot.store import Store
from bot.store.models import Asker
from bot.telegram.notify import Notifier
from bot.telegram.place import Place
from tests.unit.fake_services import TUNING

FORUM, TOPIC, ADMINS = -100777, 5, (900, 901)


class ClosedForum:
    """Telegram as the bot meets it: the forum refuses every send (TOPIC_CLOSED), chats in
    `refusing` refuse theirs; every send recorded as (chat, text)."""

    def __init__(self, refusing: dict[int, Exception] | None = None) -> None:
        self.sent: list[tuple[int, str]] = []
        self.refusing = refusing or {}
        self._ids = itertools.count(1)

    async def send_message(self, chat_id: int, text: str, **_: Any) -> Any:
        self.sent.append((chat_id, text))
        if chat_id == FORUM:
            raise BadRequest("Topic_closed")
        if chat_id in self.refusing:
            raise self.refusing[chat_id]
        return SimpleNamespace(message_id=next(self._ids), chat=SimpleNamespace(id=chat_id))


def _notifier(bot: ClosedForum) -> Notifier:
    # No store is reached: the place names no request, and no chat is found gone.
    return Notifier(cast(Bot, bot), cast(Store, None), TUNING.telegram, admins=ADMINS)


def _place(user_id: int, name: str) -> Place:
    asker = Asker(FORUM, "supergroup", user_id, name, "en", 10, TOPIC)
    return Place(FORUM, TOPIC, 10, asker)


async def test_a_person_who_started_the_bot_hears_it_privately() -> None:
    bot = ClosedForum()
    sent = await _notifier(bot).told(_place(42, "Ann"), "❌ failed", elsewhere=True)
    assert sent is not None
    assert [chat for chat, _ in bot.sent] == [FORUM, FORUM, 42], "topic, General, privately"
    assert bot.sent[-1][1].endswith("\n❌ failed")


@pytest.mark.parametrize("refusal", [Forbidden("bot was blocked by the user"), BadRequest("x")])
async def test_else_each_admin_once_with_the_person_mentioned(refusal: Exception) -> None:
    bot = ClosedForum(refusing={42: refusal, 901: Forbidden("bot was blocked by the user")})
    assert await _notifier(bot).told(_place(42, "A<n>"), "❌ failed", elsewhere=True) is None
    assert [chat for chat, _ in bot.sent] == [FORUM, FORUM, 42, 900, 901]
    head, word = bot.sent[3][1].split("\n")
    assert 'href="tg://user?id=42">A&lt;n&gt;</a>' in head and str(FORUM) in head
    assert word == "❌ failed"


async def test_a_chat_asking_as_itself_is_named_not_mentioned() -> None:
    bot = ClosedForum()
    await _notifier(bot).told(_place(-100555, "News & Co"), "❌ failed", elsewhere=True)
    assert [chat for chat, _ in bot.sent] == [FORUM, FORUM, 900, 901]
    assert "tg://" not in bot.sent[2][1] and "News &amp; Co" in bot.sent[2][1]


async def test_other_words_are_not_taken_elsewhere() -> None:
    """Only outcomes go elsewhere: a status message, an acknowledgement stays a refusal."""
    bot = ClosedForum()
    with pytest.raises(BadRequest):
        await _notifier(bot).told(_place(42, "Ann"), "⏳ in line")
    assert [chat for chat, _ in bot.sent] == [FORUM, FORUM]
