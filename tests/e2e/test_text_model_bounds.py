"""A text model that never stops (docs/guarantees.md §The text model): a /song whose stream runs
on without end is cut at the call's deadline (Tuning, shrunk here); its asker hears of it in
plain words within that deadline, or sees the lyrics it had written by then, the call stays
spent (the model was asked), and the chat may ask again at once."""

from __future__ import annotations

import time

from bot.store import State
from bot.texts import t
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, services, tuned
from tests.e2e.helpers import is_preview

USER = 77
DEADLINE_SEC = 1.5
BOUNDED = tuned(FAST, text_call_deadline_sec=DEADLINE_SEC)
SLACK_SEC = 1.5  # a busy machine's lateness: the update's way in and the answer's way out


def told_too_slow(message: ChatMessage) -> bool:
    return message.text == t("en", "song-error-too-slow")


def writing(message: ChatMessage) -> bool:
    return (message.text or "").startswith("✍️")


async def test_a_song_meeting_an_endless_stream_is_told_within_the_deadline_and_asked_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_stream_end = "endless"
    emulator.settings.text_failure = "no_lyrics"  # what it writes before running on is no song
    async with bot_app(BOUNDED) as app:
        asked = time.monotonic()
        stand.user_says(USER, "/song the sea")
        await stand.wait_for_message(USER, told_too_slow, timeout=10 * DEADLINE_SEC)
        waited = time.monotonic() - asked
        spent = await services(app).store.text_calls.count_since(0, USER)

        stand.user_says(USER, "/song the sea, again")  # at once: the chat is free
        again = await stand.wait_for_message(
            USER, lambda m: writing(m) and "again" in (m.text or "")
        )
        await stand.wait_for_message(USER, told_too_slow, timeout=10 * DEADLINE_SEC)
        spent_again = await services(app).store.text_calls.count_since(0, USER)
        texts = [m.text or "" for m in stand.messages(USER)]
    assert DEADLINE_SEC <= waited < DEADLINE_SEC + SLACK_SEC, waited
    assert spent == 1, "the model was asked and may charge: the call is not given back"
    assert again.message_id and len(emulator.chat_requests) == 2, "the second /song was written"
    assert t("en", "song-busy") not in texts and t("en", "song-busy-here") not in texts
    assert spent_again == 2
    assert emulator.posts() == [], "no track is spent on words"
    calls = [r for r in emulator.requests if r.path.endswith("/chat/completions")]
    assert all(r.ended_at is not None for r in calls), "the bot hung up on each endless stream"
    assert all(r.ended_at - r.at < DEADLINE_SEC + SLACK_SEC for r in calls if r.ended_at)


async def test_the_lyrics_an_endless_stream_wrote_by_the_deadline_are_previewed(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_stream_end = "endless"
    async with bot_app(BOUNDED) as app:
        stand.user_says(USER, "/song the lighthouse")
        preview = await stand.wait_for_message(USER, is_preview, timeout=10 * DEADLINE_SEC)
        (draft,) = await services(app).store.requests.in_states([State.DRAFT])
    assert "lighthouse" in draft.lyrics and "la la" not in draft.lyrics
    assert draft.lyrics.splitlines()[-1] in (preview.text or ""), "shown as it will be sung"
