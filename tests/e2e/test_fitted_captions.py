"""People's text that escaping makes five times longer (`&`) is cut by what it shows, then
escaped: a caption made of a gift's answers at their limits, or headed in General by a
channel's title at Telegram's limit, parses as Telegram reads it and the paid song arrives."""

from __future__ import annotations

from telegram.constants import ChatLimit, MessageLimit

from bot.handlers.gift import ANSWER_LIMITS
from bot.store import State
from bot.store.gift_talks import GiftStep
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from botapi_standin.html_entities import parse_html
from music_emulator import Emulator
from tests.conftest import AppFactory, wait_for_state
from tests.e2e.forum import ANN, BOT, FORUM, open_topic
from tests.e2e.helpers import is_preview, press_button, saying

CHANNEL = -100500


def _fits_as_caption(html_text: str) -> str:
    shown = parse_html(html_text).text  # raises as Telegram refuses
    assert len(shown.encode("utf-16-le")) // 2 <= MessageLimit.CAPTION_LENGTH
    return shown


def _refused_audio(stand: BotApiStandIn) -> list[str]:
    return [str(call.result_or_error) for call in stand.calls_of("sendAudio") if not call.ok]


async def test_a_gift_of_ampersands_at_every_limit_arrives_with_its_caption(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    name = "Q" + "&" * (ANSWER_LIMITS[GiftStep.RECIPIENT] - 1)
    occasion = "R" + "&" * (ANSWER_LIMITS[GiftStep.OCCASION] - 1)
    details = "R&B&" * (ANSWER_LIMITS[GiftStep.DETAILS] // 4)
    async with saying(bot_app, stand, ANN, "/gift") as app:
        await stand.wait_for_message(ANN, lambda m: "Who is it for?" in (m.text or ""))
        stand.user_says(ANN, name)
        await stand.wait_for_message(ANN, lambda m: "What is the occasion" in (m.text or ""))
        stand.user_says(ANN, occasion)
        await stand.wait_for_message(ANN, lambda m: "Tell me a few things" in (m.text or ""))
        stand.user_says(ANN, details)
        preview = await stand.wait_for_message(ANN, is_preview, timeout=20)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert _refused_audio(stand) == []
    audio = stand.world.bot_message(ANN, song.audio_message_id)
    assert audio is not None and audio.html is not None
    shown = _fits_as_caption(audio.html)
    assert shown.startswith("🎁 For Q&&&"), "the recipient is named, cut where it must be"
    assert "🎵" in shown, "the song's own lines follow the dedication"


async def test_a_channel_titled_with_ampersands_is_named_in_general_and_its_song_arrives(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    topic = open_topic(stand)
    title = "R&B&" * (ChatLimit.MAX_CHAT_TITLE_LENGTH // 4)
    first_line = "R&B&" * 50  # 200 characters: the song's name in its caption
    lyrics = f"[verse]\n{first_line}\nCoffee on the windowsill\n[chorus]\nSing it loud today"
    async with bot_app() as app:
        stand.chat_says(
            FORUM, f"/lyrics@{BOT}\n{lyrics}", as_chat=CHANNEL, title=title, thread_id=topic
        )
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, timeout=20)
        stand.close_topic(FORUM, topic)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert _refused_audio(stand) == ["Bad Request: TOPIC_CLOSED"], "only the topic refused it"
    audio = stand.world.bot_message(FORUM, song.audio_message_id)
    assert audio is not None and audio.html is not None and audio.thread_id is None
    shown = _fits_as_caption(audio.html)
    assert shown.startswith("R&B&R&B&"), "the channel is named first, as it is titled"
    assert "🎵 R&B&" in shown, "then the song, by its first line"
