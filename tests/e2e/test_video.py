"""A song as a video for sharing: "🎬 Video" under a delivered song sends an MP4 (H.264 and AAC,
720×1280, as long as the song, under the upload limit) as a reply to it, in its chat and topic;
it is made once in the worker however often the button is pressed, a press while it is made
says so, a press after it went re-sends it by its file id, and no track is spent."""

from __future__ import annotations

from pathlib import Path

import av

from bot.store import Request, State
from bot.ui import VideoPress
from botapi_standin import BotApiStandIn
from botapi_standin.models import BotCall
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, services, wait_for_state
from tests.e2e.helpers import answers, mp3_info, press_button

USER = 42
FORUM = -1001777
UPLOAD_LIMIT = 50 * 1024 * 1024


def press_video(stand: BotApiStandIn, chat_id: int, song: Request) -> None:
    press_button(stand, chat_id, song.audio_message_id or 0, VideoPress, request_id=song.id)


def replied_to(call: BotCall) -> int | None:
    target = (call.params.get("reply_parameters") or {}).get("message_id")
    return int(target) if target is not None else None


def song_seconds(stand: BotApiStandIn) -> float:
    """The delivered song's own length: its MP3's."""
    (sent,) = [call for call in stand.calls_of("sendAudio") if call.ok]
    return mp3_info(sent.files["audio"].path).length


def probe(path: Path) -> tuple[str, str, int, int, float]:
    """The video's codecs, picture size and length, as a player reads them."""
    with av.open(str(path)) as container:
        video = container.streams.video[0]
        audio = container.streams.audio[0]
        seconds = container.duration / av.time_base if container.duration else 0.0
        return (
            video.codec_context.name,
            audio.codec_context.name,
            video.width,
            video.height,
            seconds,
        )


async def test_video_is_an_h264_aac_mp4_as_long_as_the_song_made_once_for_three_presses(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        files = services(app).files
        files.forget(song, "wav")  # left the cache: fetched again from the service, not made again

        press_video(stand, USER, song)
        press_video(stand, USER, song)  # while the first is being made
        first = await stand.wait_for_call("sendVideo", lambda c: c.ok, timeout=60)
        await stand.wait_for(lambda: not files.path(song, "mp4").exists())
        press_video(stand, USER, song)  # after it went
        again = await stand.wait_for_call("sendVideo", lambda c: c.ok and c is not first)
        renders = files.videos.renders
        stored = await services(app).store.requests.get(song.id)

    upload = first.files["video"]
    assert upload.filename.endswith(".mp4") and upload.size < UPLOAD_LIMIT
    video_codec, audio_codec, width, height, seconds = probe(upload.path)
    assert (video_codec, audio_codec) == ("h264", "aac")
    assert (width, height) == (720, 1280)
    assert abs(seconds - song_seconds(stand)) <= 1.0
    assert first.params["supports_streaming"] in (True, "true", "True")
    assert int(first.params["width"]) == 720 and int(first.params["height"]) == 1280
    assert abs(int(first.params["duration"]) - song_seconds(stand)) <= 1.0
    assert replied_to(first) == song.audio_message_id
    assert "Hello morning light" in first.params["caption"]

    assert renders == 1, "three presses, one video made"
    assert not again.files, "the third press re-sends by file id, uploading nothing"
    assert again.params["video"] == first.result_or_error["video"]["file_id"]
    assert stored is not None and stored.video_file_id == again.params["video"]
    pressed = [text for text in answers(stand) if "🎬" in text]
    assert pressed[:2] == [
        "🎬 Making the video: it takes a little while…",
        "🎬 The video is still being made: it will come here when it is ready.",
    ]
    assert pressed[2] == "🎬 Sending the video again…"
    assert len(emulator.posts()) == 1, "no track spent on a video"


async def test_video_lands_in_the_songs_topic_with_russian_words(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.open_forum(FORUM, "Songs")
    topic = stand.create_topic(FORUM, "Birthdays")
    async with bot_app() as app:
        stand.user_says(
            FORUM,
            f"/lyrics@SongbotTestBot\n{LYRICS}",
            user_id=USER,
            chat_type="supergroup",
            thread_id=topic,
            language_code="ru",
        )
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        press_video(stand, FORUM, song)
        sent = await stand.wait_for_call("sendVideo", lambda c: c.ok, timeout=60)

    assert int(sent.params["message_thread_id"]) == topic
    message = stand.world.bot_message(FORUM, sent.result_or_error["message_id"])
    assert message is not None and message.thread_id == topic and message.video is not None
    assert "🎬 Делаю видео: это займёт немного времени…" in answers(stand)
    assert len(emulator.posts()) == 1


async def test_a_video_whose_topic_closed_lands_in_general_naming_the_asker(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.open_forum(FORUM, "Songs")
    topic = stand.create_topic(FORUM, "Birthdays")
    async with bot_app() as app:
        stand.user_says(
            FORUM,
            f"/lyrics@SongbotTestBot\n{LYRICS}",
            user_id=USER,
            chat_type="supergroup",
            thread_id=topic,
        )
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        stand.close_topic(FORUM, topic)
        press_video(stand, FORUM, song)
        sent = await stand.wait_for_call("sendVideo", lambda c: c.ok, timeout=60)
        request = await services(app).store.requests.get(song.id)

    refused = [c for c in stand.calls_of("sendVideo") if not c.ok]
    assert refused and "TOPIC_CLOSED" in str(refused[0].result_or_error)
    assert "message_thread_id" not in sent.params, "in General"
    assert f"tg://user?id={USER}" in sent.params["caption"], "naming the asker"
    assert request is not None and request.topic_gone


async def test_a_video_button_under_a_song_of_another_chat_is_stale(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        # The bot never moves a song to another chat by id (RequestChanges has no chat_id).
        await services(app).store.conn.execute(
            "UPDATE requests SET chat_id = ? WHERE id = ?", (USER + 1, song.id)
        )
        press_video(stand, USER, song)
        await stand.wait_for(lambda: len(answers(stand)) == 1)
        renders = services(app).files.videos.renders

    assert renders == 0
    assert not stand.calls_of("sendVideo")
