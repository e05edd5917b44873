"""The stand-in's sendMessageDraft (Bot API 9.5), driven by python-telegram-bot's Bot: a private
chat sees a draft grow under one id, HTML parsed as in a message; a group is refused as Telegram
refuses it, and so are a zero draft id and an over-long text. A draft posts no message."""

from __future__ import annotations

import pytest
from telegram import Bot
from telegram.error import BadRequest

from botapi_standin import BotApiStandIn

ANN = 42
GROUP = -1002


@pytest.fixture(autouse=True)
def chats(stand: BotApiStandIn) -> None:
    stand.open_chat(ANN, "private")
    stand.open_chat(GROUP, "group")


async def test_a_draft_grows_in_a_private_chat_and_posts_nothing(
    stand: BotApiStandIn, bot: Bot
) -> None:
    assert await bot.send_message_draft(ANN, 7, "[verse]") is True
    assert await bot.send_message_draft(ANN, 7, "[verse]\n<b>Rain</b> &amp; sun", parse_mode="HTML")
    assert [(d.chat_id, d.draft_id, d.text) for d in stand.world.drafts] == [
        (ANN, 7, "[verse]"),
        (ANN, 7, "[verse]\nRain & sun"),
    ]
    assert stand.world.bot_messages.get(ANN, []) == []


async def test_an_empty_draft_is_the_thinking_placeholder(stand: BotApiStandIn, bot: Bot) -> None:
    assert await bot.send_message_draft(ANN, 1, "") is True
    assert stand.world.drafts[-1].text == ""


@pytest.mark.parametrize(
    ("chat", "draft_id", "text", "refusal"),
    [
        (GROUP, 7, "words", "Textdraft_peer_invalid"),
        (ANN, 0, "words", "Draft_id must be non-zero"),
        (ANN, 7, "x" * 4097, "Message is too long"),
    ],
)
async def test_what_telegram_refuses_is_refused(
    stand: BotApiStandIn, bot: Bot, chat: int, draft_id: int, text: str, refusal: str
) -> None:
    with pytest.raises(BadRequest) as refused:
        await bot.send_message_draft(chat, draft_id, text)
    assert str(refused.value) == refusal
    assert stand.world.drafts == []
