"""A finished song reaches its chat in a form that always fits, and its lossless original stays one
tap away (docs/guarantees_in_chats.md §Delivery): streaming MP3, the lossless button, /mytracks, and
a status that lives."""

from __future__ import annotations

import pytest
from mutagen.id3 import ID3

from bot.pipeline.liveness import ProgressTicker
from bot.store import State
from bot.ui import LosslessPress, TrackPress
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, jobs
from music_emulator.wav import frame_count, wav_size
from tests.conftest import FAST, LYRICS, AppFactory, services, tuned, wait_for_state
from tests.e2e.helpers import mp3_info, one_song_delivered, press_button, saying, song_delivered

USER = 42
UPLOAD_LIMIT = 50 * 1024 * 1024


def replied_to(params: dict) -> int | None:
    reply = params.get("reply_parameters") or {}
    target = reply.get("message_id") or params.get("reply_to_message_id")
    return int(target) if target is not None else None


def get_file_downloads(emulator: Emulator) -> int:
    return sum(1 for seen in emulator.requests if "/files/" in seen.path)


@pytest.fixture
def full_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """The service gives the whole requested length (the emulator shortens it by up to 15 %)."""
    monkeypatch.setattr(jobs, "DURATION_FACTOR_RANGE", (1.0, 1.0))


async def test_300_second_track_arrives_as_mp3_and_the_button_gives_flac(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, full_length: None
) -> None:
    emulator.settings.generation_sec = 0.2
    async with bot_app(DEFAULT_DURATION_SEC=300) as app:
        asked = stand.user_says(USER, f"/lyrics\n{LYRICS}")
        sent = await stand.wait_for_call("sendAudio", lambda c: c.ok, timeout=60)
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=10)
        assert (await services(app).files.wav(request)).stat().st_size > UPLOAD_LIMIT

        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        document = await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=60)

    assert int(sent.params["duration"]) == 300
    assert replied_to(sent.params) == asked["message_id"]
    audio = sent.files["audio"]
    assert audio.filename.endswith(".mp3") and audio.size < UPLOAD_LIMIT
    assert abs(mp3_info(audio.path).length - 300) <= 1.0
    flac = document.files["document"]
    assert flac.filename.endswith(".flac") and flac.size <= UPLOAD_LIMIT
    assert flac.path.read_bytes()[:4] == b"fLaC"
    assert replied_to(document.params) == request.audio_message_id
    assert len(emulator.posts()) == 1


async def test_song_is_a_tagged_192k_mp3_with_a_caption_as_a_reply(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/style dreamy synth pop") as app:
        asked = stand.user_says(USER, f"/lyrics\n{LYRICS}")
        sent = await stand.wait_for_call("sendAudio", lambda c: c.ok, timeout=20)
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=5)

    caption = sent.params["caption"]
    assert "Hello morning light" in caption, "the first line names a song without a topic"
    assert "dreamy synth pop" in caption and "0.50" in caption
    assert len(caption) <= 1024
    assert replied_to(sent.params) == asked["message_id"]
    assert sent.params["title"] == request.title and sent.params["performer"]
    upload = sent.files["audio"]
    assert upload.filename.endswith(".mp3")
    assert mp3_info(upload.path).bitrate >= 192_000
    tags = ID3(upload.path)
    assert str(tags["TIT2"]) == request.title and str(tags["TPE1"])
    assert request.audio_file_id and sent.params["reply_markup"]


async def test_lossless_wav_is_fetched_again_when_it_left_the_cache_and_sent_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with song_delivered(bot_app, stand, USER) as (app, request):
        files = services(app).files
        files.forget(request, "wav", "mp3", "flac")
        assert get_file_downloads(emulator) == 1

        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        first = await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=20)
        await stand.wait_for(lambda: files.path(request, "wav").exists() is False)
        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        again = await stand.wait_for_call(
            "sendDocument", lambda c: c.ok and c is not first, timeout=20
        )

    assert first.files["document"].filename.endswith(".wav")
    assert get_file_downloads(emulator) == 2, "the WAV came from the service again"
    assert not again.files, "the second tap re-sends by file id, uploading nothing"
    assert again.params["document"] == first.result_or_error["document"]["file_id"]


async def test_lossless_that_fits_nowhere_says_why(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with song_delivered(
        bot_app, stand, USER, TELEGRAM_UPLOAD_LIMIT_MB=1, DEFAULT_DURATION_SEC=60
    ) as (app, request):
        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        told = await stand.wait_for_message(USER, lambda m: "1 MB" in (m.text or ""), timeout=20)
    assert "FLAC" in (told.text or "")
    assert not stand.calls_of("sendDocument")


async def test_mytracks_resends_a_song_by_file_id_without_generating(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with song_delivered(bot_app, stand, USER) as (app, request):
        stand.user_says(USER + 1, "/mytracks")
        stand.user_says(USER, "/mytracks")
        listing = await stand.wait_for_message(USER, lambda m: "Tap" in (m.text or ""))
        press_button(stand, USER, listing.message_id, TrackPress, request_id=request.id)
        again = await stand.wait_for_call("sendAudio", lambda c: c.ok and not c.files)

    assert request.title in str(listing.reply_markup)
    assert again.params["audio"] == request.audio_file_id
    assert replied_to(again.params) == listing.message_id
    assert len(emulator.posts()) == 1
    empty = await stand.wait_for_message(USER + 1)
    assert "no delivered songs" in (empty.text or "")


async def test_status_message_is_refreshed_only_when_its_text_changes(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 30
    async with saying(bot_app, stand, USER) as app:
        await wait_for_state(app, 1, State.RUNNING)
        status = await stand.wait_for_message(USER, lambda m: "generated" in (m.text or ""))
        liveness = ProgressTicker(services(app))
        for _ in range(3):
            await liveness.tick()
        shown = await stand.wait_for_message(USER, lambda m: m.message_id == status.message_id)
        assert app.job_queue is not None
        [job] = app.job_queue.get_jobs_by_name("liveness")

    edits = [
        c.params["text"]
        for c in stand.calls_of("editMessageText")
        if int(c.params["message_id"]) == status.message_id
    ]
    assert all(a != b for a, b in zip(edits, edits[1:], strict=False)), "no edit repeats itself"
    assert "generated" in (shown.text or "")
    assert job.job.trigger.interval.total_seconds() == 10


async def test_upload_voice_shows_once_while_a_slow_upload_is_under_way(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.delay("sendAudio", 2.5)
    await one_song_delivered(bot_app, stand, USER)
    actions = [c for c in stand.calls_of("sendChatAction") if c.params["action"] == "upload_voice"]
    assert len(actions) == 1, "shown once per upload"
    assert actions[0].at <= stand.calls_of("sendAudio")[0].at


async def test_no_chat_action_for_an_upload_done_before_it_would_show(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    # Shown only once the upload outlasts the wait: here the wait outlasts any upload, however
    # loaded the machine (the slow upload above shows the other side of it).
    await one_song_delivered(bot_app, stand, USER, tuning=tuned(FAST, chat_action_after_sec=60.0))
    assert not stand.calls_of("sendChatAction")


async def test_a_cut_off_wav_fetched_for_the_lossless_button_is_not_sent(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with song_delivered(bot_app, stand, USER) as (app, request):
        files = services(app).files
        files.forget(request, "wav")
        emulator.settings.file_faults = ["truncated"]
        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        await stand.wait_for_message(USER, lambda m: "lossless" in (m.text or ""), timeout=20)
        assert not stand.calls_of("sendDocument"), "a quarter of the song is not the original"
        assert not files.path(request, "wav").exists()

        press_button(stand, USER, request.audio_message_id or 0, LosslessPress)
        document = await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=20)
    whole = wav_size(frame_count(emulator.jobs[request.job_id or ""].duration_sec))
    assert document.files["document"].size == whole, "the whole WAV, fetched again"
