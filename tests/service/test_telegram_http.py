"""The bot's Bot API client (bot/telegram/client.py) under PTB's Bot, over real HTTP to the
stand-in: uploads and downloads intact, Telegram's errors as PTB's exceptions, timeouts and
broken connections told apart, and no token in any error text."""

from __future__ import annotations

import io
import socket
from collections.abc import AsyncIterator

import pytest
from telegram import Bot
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut

from bot.telegram import TelegramHttp, may_have_arrived
from botapi_standin import BotApiStandIn
from tests.conftest import TOKEN

CHAT = 31


@pytest.fixture
async def bot(stand: BotApiStandIn) -> AsyncIterator[Bot]:
    stand.open_chat(CHAT, "private")
    client = Bot(
        TOKEN,
        base_url=f"{stand.url}/bot",
        base_file_url=f"{stand.url}/file/bot",
        request=TelegramHttp(read_timeout=0.5),
        get_updates_request=TelegramHttp(pool_size=1),
    )
    async with client:
        yield client


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # closed again when the block ends


async def test_a_message_goes_out_and_its_answer_is_read(bot: Bot, stand: BotApiStandIn) -> None:
    sent = await bot.send_message(CHAT, "<b>Hi</b> & bye", parse_mode="HTML")
    assert sent.text == "Hi & bye"
    assert stand.messages(CHAT)[-1].text == "Hi & bye"


async def test_a_file_is_uploaded_from_a_handle_and_downloaded_intact(bot: Bot) -> None:
    content = bytes(range(256)) * 4096  # 1 MiB, every byte value
    sent = await bot.send_document(CHAT, io.BytesIO(content), filename="song.wav")
    assert sent.document is not None and sent.document.file_name == "song.wav"
    file = await bot.get_file(sent.document.file_id)
    assert bytes(await file.download_as_bytearray()) == content


async def test_the_bot_apis_refusals_are_ptbs_exceptions(bot: Bot, stand: BotApiStandIn) -> None:
    stand.fail_next("sendMessage", status=429, retry_after=7)
    with pytest.raises(RetryAfter):
        await bot.send_message(CHAT, "flood")
    stand.block(CHAT)
    with pytest.raises(Forbidden, match="blocked"):
        await bot.send_message(CHAT, "blocked")
    stand.unblock(CHAT)
    with pytest.raises(BadRequest):
        await bot.send_message(CHAT, "<b>unclosed", parse_mode="HTML")


async def test_an_answer_that_does_not_come_is_a_timeout_that_may_have_arrived(
    bot: Bot, stand: BotApiStandIn
) -> None:
    stand.hold("sendMessage")
    try:
        with pytest.raises(TimedOut) as caught:
            await bot.send_message(CHAT, "held")
    finally:
        stand.release("sendMessage")
    assert may_have_arrived(caught.value)


@pytest.mark.parametrize(
    "root",
    [
        "http://127.0.0.1:{closed}",  # nobody listens (a port found free at the test's start)
        "http://127.0.0.1:99999",  # no such port: aiohttp's error quotes the whole URL
    ],
)
async def test_no_server_is_a_network_error_without_the_token(root: str) -> None:
    root = root.format(closed=closed_port())
    offline = Bot(TOKEN, base_url=f"{root}/bot", request=TelegramHttp(connect_timeout=1))
    with pytest.raises(NetworkError) as caught:
        await offline.initialize()  # getMe
    assert not isinstance(caught.value, TimedOut)
    assert TOKEN.split(":")[1] not in f"{caught.value} {caught.value!r}"
    await offline.shutdown()
