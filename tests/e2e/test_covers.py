"""Every song with a cover and its words: the sendAudio carries a JPEG
thumbnail within Telegram's limits, the MP3 holds the same picture and the lyrics, and the
"📝 Lyrics" button under the song sends the words as text, escaped, split when long."""

from __future__ import annotations

import io

import pytest
from mutagen.id3 import ID3
from PIL import Image
from telegram import Bot, InputFile
from telegram.error import BadRequest

from bot.store import State
from bot.ui import LyricsPress
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS, TOKEN, AppFactory, services, wait_for_state
from tests.e2e.helpers import group_song_delivered, press_button, song_delivered

USER = 42
GROUP = -100500


def lyrics_replies(stand: BotApiStandIn, chat: int, song_message: int) -> list[str] | None:
    """The texts (as the chat sees them) of the bot's replies to the song; None while none."""
    return [
        m.text or ""
        for m in stand.messages(chat)
        if m.kind == "text" and m.reply_to_message_id == song_message
    ] or None


async def test_song_has_a_jpeg_thumbnail_and_its_mp3_holds_the_cover_and_the_lyrics(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/style hard rock ballad")
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        sent = await stand.wait_for_call("sendAudio", lambda c: c.ok, timeout=20)
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=5)
        cover_cached = services(app).files.path(request, "jpg").exists()

    attached = str(sent.params["thumbnail"]).removeprefix("attach://")
    thumbnail = sent.files[attached]
    with Image.open(thumbnail.path) as image:
        assert image.format == "JPEG"
        assert image.width <= 320 and image.height <= 320
    assert thumbnail.size < 200_000
    described = sent.result_or_error["audio"]["thumbnail"]
    assert (described["width"], described["height"]) == image.size

    tags = ID3(sent.files["audio"].path)
    (picture,) = tags.getall("APIC")
    assert picture.mime == "image/jpeg" and picture.type == 3  # the front cover
    assert picture.data == thumbnail.path.read_bytes()
    (words,) = tags.getall("USLT")
    assert words.text == request.lyrics and words.lang == "eng"
    assert str(tags["TIT2"]) == request.title
    assert not cover_cached, "the cover left the cache with the MP3 once Telegram had them"


async def test_a_russian_users_lyrics_are_tagged_russian(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = "[verse]\nУтренний свет над рекой\n[chorus]\nПой со мной"
    async with bot_app():
        stand.user_says(USER, lyrics, language_code="ru")
        sent = await stand.wait_for_call("sendAudio", lambda c: c.ok, timeout=20)

    (words,) = ID3(sent.files["audio"].path).getall("USLT")
    assert words.lang == "rus" and "Утренний свет" in words.text
    labels = [b["text"] for row in sent.params["reply_markup"]["inline_keyboard"] for b in row]
    assert "📝 Текст" in labels


async def test_lyrics_button_sends_the_words_escaped_as_a_reply_to_the_song(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = "[verse]\n<b>not bold</b> & <i>not italic</i>\n[chorus]\nLa la la"
    async with song_delivered(bot_app, stand, USER, lyrics) as (app, request):
        song = request.audio_message_id or 0
        press_button(stand, USER, song, LyricsPress)
        await stand.wait_for(lambda: lyrics_replies(stand, USER, song), timeout=10)

    (text,) = lyrics_replies(stand, USER, song) or []
    assert text.endswith(request.lyrics or "-"), "the words as stored, markup shown as text"
    assert "<b>not bold</b> & <i>not italic</i>" in text
    (message,) = [m for m in stand.messages(USER) if m.reply_to_message_id == song]
    assert not [e for e in message.entities if e["type"] in ("bold", "italic")]


async def test_long_lyrics_come_in_messages_within_telegrams_limit(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    long_lyrics = "\n".join(f"Line {n} of a very long song <&> with many words" for n in range(400))
    async with song_delivered(bot_app, stand, USER) as (app, request):
        # Stored lyrics are bounded far below this; the split is what is tested here.
        await services(app).store.requests.update(request.id, lyrics=long_lyrics)
        song = request.audio_message_id or 0
        press_button(stand, USER, song, LyricsPress)
        await stand.wait_for(lambda: len(lyrics_replies(stand, USER, song) or ()) >= 5, timeout=10)

    parts = lyrics_replies(stand, USER, song) or []
    assert all(len(part) <= 4096 for part in parts)
    header, _, first = parts[0].partition("\n")
    assert request.title and request.title in header
    assert "\n".join([first, *parts[1:]]) == long_lyrics, "every line, in order, none cut"


async def test_anyone_in_the_group_may_take_the_words_but_not_from_another_chat(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with group_song_delivered(bot_app, stand, GROUP, USER) as (app, request, song):
        press_button(stand, GROUP, song, LyricsPress, user_id=77)
        await stand.wait_for(lambda: lyrics_replies(stand, GROUP, song), timeout=10)

        stand.user_says(USER, "/help")
        other = await stand.wait_for_message(USER, lambda m: True, timeout=10)
        query = stand.user_presses(USER, other.message_id, f"lyrics:{request.id}")
        answer = await stand.wait_for_call(
            "answerCallbackQuery", lambda c: c.params["callback_query_id"] == query, timeout=10
        )

    (words,) = lyrics_replies(stand, GROUP, song) or []
    assert words.endswith("Sing it loud today")
    assert not lyrics_replies(stand, USER, other.message_id)
    assert answer.params.get("text"), "a polite word for a button that is not for this chat"


def jpeg(width: int, height: int, **save: object) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 40)).save(buffer, "JPEG", **save)
    return buffer.getvalue()


def png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height)).save(buffer, "PNG")
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("thumbnail", "refused"),
    [
        (jpeg(320, 320), False),
        (jpeg(320, 180, progressive=True), False),
        (png(100, 100), True),
        (jpeg(321, 100), True),
        (jpeg(100, 400), True),
        (b"\xff\xd8" + b"\x00" * 100, True),
    ],
)
async def test_stand_in_takes_thumbnails_only_within_telegrams_rules(
    stand: BotApiStandIn, tmp_path: object, thumbnail: bytes, refused: bool
) -> None:
    stand.open_chat(USER, "private")
    bot = Bot(TOKEN, base_url=f"{stand.url}/bot")
    async with bot:
        send = bot.send_audio(
            USER,
            InputFile(b"ID3" + b"\x00" * 2048, filename="song.mp3"),
            thumbnail=InputFile(thumbnail, filename="cover.jpg", attach=True),
        )
        if refused:
            with pytest.raises(BadRequest, match="(?i)thumbnail"):
                await send
        else:
            message = await send
            assert message.audio and message.audio.thumbnail
            assert message.audio.thumbnail.width <= 320


async def test_stand_in_refuses_a_thumbnail_over_200_kb(stand: BotApiStandIn) -> None:
    import random

    noise = random.Random(1).randbytes(320 * 320 * 3)
    big = Image.frombytes("RGB", (320, 320), noise)
    buffer = io.BytesIO()
    big.save(buffer, "JPEG", quality=100, subsampling=0)
    data = buffer.getvalue()
    assert len(data) >= 200_000
    stand.open_chat(USER, "private")
    async with Bot(TOKEN, base_url=f"{stand.url}/bot") as bot:
        with pytest.raises(BadRequest, match="(?i)200 kB"):
            await bot.send_audio(
                USER,
                InputFile(b"ID3" + b"\x00" * 2048, filename="song.mp3"),
                thumbnail=InputFile(data, filename="cover.jpg", attach=True),
            )
