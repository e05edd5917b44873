"""The stand-in's inline mode and photo checks, driven over HTTP by
python-telegram-bot's Bot: answerInlineQuery refused where Telegram refuses it, and sendPhoto
held to Telegram's size, dimension and ratio limits."""

from __future__ import annotations

import struct
import zlib

import pytest
from telegram import (
    Bot,
    InlineQueryResultCachedAudio,
    InlineQueryResultCachedDocument,
    InlineQueryResultsButton,
)
from telegram.error import BadRequest

from botapi_standin import BotApiStandIn

CHAT = 42


@pytest.fixture(autouse=True)
def chats(stand: BotApiStandIn) -> None:
    stand.open_chat(CHAT)


def png(width: int, height: int) -> bytes:
    """A whole, valid grey PNG."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def png_header(width: int, height: int) -> bytes:
    """Only the start of a PNG: enough for Telegram to refuse its dimensions."""
    return png(1, 1)[:16] + struct.pack(">II", width, height) + b"\x08\x00\x00\x00\x00"


async def test_a_photo_within_telegrams_limits_is_taken_with_its_real_sizes(bot: Bot) -> None:
    message = await bot.send_photo(CHAT, png(1600, 80), filename="wide.png")  # ratio 20

    largest = message.photo[-1]
    assert (largest.width, largest.height) == (1280, 64)
    assert (message.photo[0].width, message.photo[0].height) == (90, 4)


@pytest.mark.parametrize(
    ("image", "error"),
    [
        (png_header(2100, 100), "PHOTO_INVALID_DIMENSIONS"),  # ratio 21
        (png_header(6000, 4001), "PHOTO_INVALID_DIMENSIONS"),  # width + height over 10000
        (b"not an image at all", "IMAGE_PROCESS_FAILED"),
        (png_header(100, 100) + bytes(10 * 1024 * 1024), "PHOTO_SAVE_FILE_INVALID"),  # > 10 MB
    ],
)
async def test_a_photo_telegram_would_refuse_is_refused(
    bot: Bot, stand: BotApiStandIn, image: bytes, error: str
) -> None:
    with pytest.raises(BadRequest, match=f"(?i){error}"):
        await bot.send_photo(CHAT, image, filename="chart.png")
    assert stand.messages(CHAT) == []


async def test_inline_queries_come_only_once_inline_mode_is_on(
    bot: Bot, stand: BotApiStandIn
) -> None:
    assert (await bot.get_me()).supports_inline_queries is False
    with pytest.raises(LookupError, match="inline mode is off"):
        stand.user_inline_query(CHAT, "song")
    stand.set_inline_mode(True)
    assert (await bot.get_me()).supports_inline_queries is True
    query_id = stand.user_inline_query(CHAT, "song")
    updates = await bot.get_updates(timeout=1)
    asked = updates[-1].inline_query
    assert asked is not None
    assert (asked.id, asked.query) == (query_id, "song")


async def test_answer_inline_query_is_checked_like_telegram(bot: Bot, stand: BotApiStandIn) -> None:
    stand.set_inline_mode(True)
    sent_audio = (await bot.send_audio(CHAT, b"ID3" + bytes(500), filename="a.mp3")).audio
    sent_document = (await bot.send_document(CHAT, b"text", filename="a.txt")).document
    assert sent_audio is not None and sent_document is not None
    audio, document = sent_audio.file_id, sent_document.file_id

    def cached(result_id: str, file_id: str = audio) -> InlineQueryResultCachedAudio:
        return InlineQueryResultCachedAudio(result_id, file_id)

    refused = {
        "RESULTS_TOO_MUCH": [cached(str(n)) for n in range(51)],
        "RESULT_ID_DUPLICATE": [cached("1"), cached("1")],
        "RESULT_ID_INVALID": [cached("x" * 65)],
        "wrong file identifier": [cached("1", "CQACnot-a-file")],
        "type of file mismatch": [cached("1", document)],
    }
    for error, results in refused.items():
        with pytest.raises(BadRequest, match=f"(?i){error}"):
            await bot.answer_inline_query(stand.user_inline_query(CHAT), results)
    with pytest.raises(BadRequest, match="(?i)START_PARAM_INVALID"):
        button = InlineQueryResultsButton("Make one", start_parameter="no spaces")
        await bot.answer_inline_query(stand.user_inline_query(CHAT), [], button=button)

    query_id = stand.user_inline_query(CHAT)
    results = [cached(str(n)) for n in range(50)]
    assert await bot.answer_inline_query(query_id, results, next_offset="50")
    with pytest.raises(BadRequest, match="(?i)query is too old"):  # answered once only
        await bot.answer_inline_query(query_id, [])
    with pytest.raises(BadRequest, match="(?i)type of file mismatch"):
        other = InlineQueryResultCachedDocument("1", "Doc", audio)
        await bot.answer_inline_query(stand.user_inline_query(CHAT), [other])
    answer = stand.inline_answer(query_id)
    assert answer is not None and len(answer["results"]) == 50
