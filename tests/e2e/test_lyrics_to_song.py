"""A user sends lyrics in a private chat and gets the song back."""

from __future__ import annotations

from bot.media.audio import mp3_duration
from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, services, wait_for_state
from tests.e2e.helpers import saying

USER = 42


async def test_lyrics_command_gives_one_post_and_one_mp3_reply(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        asked = stand.user_says(USER, f"/lyrics\n{LYRICS}")
        sent = await stand.wait_for_call("sendAudio", timeout=20)
        await wait_for_state(app, 1, State.DELIVERED, timeout=5)

    assert len(emulator.posts()) == 1
    posted = emulator.posts()[0].body
    assert posted is not None and "Hello morning light" in posted["lyrics"]
    assert posted["duration_sec"] == 10
    job = next(iter(emulator.jobs.values()))
    reply = sent.params.get("reply_parameters") or {}
    replied_to = reply.get("message_id") or sent.params.get("reply_to_message_id")
    assert replied_to is not None and int(replied_to) == asked["message_id"]
    assert abs(int(sent.params["duration"]) - job.duration_sec) <= 1
    upload = next(iter(sent.files.values()))
    assert upload.filename.endswith(".mp3")
    assert abs(mp3_duration(upload.path) - job.duration_sec) <= 1.0
    assert len(stand.calls_of("sendAudio")) == 1


async def test_tagged_private_message_is_taken_as_lyrics(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER) as app:
        # Recorded once the song's answer came back: the stand-in sees the call before that.
        delivered = await wait_for_state(app, 1, State.DELIVERED)
    assert delivered.audio_file_id
    assert len(stand.calls_of("sendAudio")) == 1
    assert len(emulator.posts()) == 1


async def test_user_sees_the_request_move_in_one_status_message(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        await stand.wait_for_call("sendAudio", timeout=20)
        await stand.wait_for_call("deleteMessage", timeout=5)
    first = stand.calls_of("sendMessage")[0]
    assert "in line" in first.params["text"]
    edits = [c.params["text"] for c in stand.calls_of("editMessageText")]
    assert any("generated" in text or "queued" in text for text in edits)
    assert len(stand.calls_of("sendMessage")) == 1, "progress edits one message, not new ones"


async def test_job_error_tells_the_user_it_failed_and_costs_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0
    async with saying(bot_app, stand, USER) as app:
        told = await stand.wait_for_message(USER, lambda m: "failed" in (m.text or ""), timeout=20)
        failed = await services(app).store.requests.in_states([State.FAILED])
    assert "not charged" in (told.text or "")
    assert len(failed) == 1
    assert not stand.calls_of("sendAudio")
