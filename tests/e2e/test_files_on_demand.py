"""Files made on demand under songs (🎬 a video, 💿 a lossless file) are bounded
(docs/guarantees_in_chats.md §Files made on demand): one fetch of a song's WAV serves every press
that needs it; presses under many songs wait for their turn holding no WAV, a chat's share of the
line and the line itself are bounded (one beyond is told in words); FLAC encodes share a bounded
pool; and on a small disk (a real tmpfs) the spend gate stays open for a new song meanwhile."""

from __future__ import annotations

import asyncio
import subprocess
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

import bot.media.files as files_module
from bot.media.audio import encode_flac
from bot.pipeline.steps import BotApp
from bot.store import Request, State
from bot.texts import plain
from bot.ui import LosslessPress, VideoPress
from botapi_standin import BotApiStandIn
from botapi_standin.models import BotCall
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, AppFactory, services, tuned, wait_for_state
from tests.e2e.helpers import answers, press_button

USER = 42
SONG_SEC = 30  # a WAV of about 5 MB (room is kept for 10 MB: 32-bit samples, bot/limits.py)
DISK = "64m"  # a file made on demand leaves a new track its room and the gate's wider margin


def file_downloads(emulator: Emulator) -> int:
    return sum(1 for seen in emulator.requests if "/files/" in seen.path)


def press(stand: BotApiStandIn, song: Request, kind: type[LosslessPress | VideoPress]) -> None:
    press_button(stand, song.chat_id, song.audio_message_id or 0, kind, request_id=song.id)


async def a_song(app: BotApp, stand: BotApiStandIn, chat: int, number: int) -> Request:
    """A song delivered in `chat`, its files then gone from the cache (fetched again on demand)."""
    stand.user_says(chat, f"/lyrics\n{LYRICS}\nSong {number}")
    song = await wait_for_state(app, number, State.DELIVERED, timeout=30)
    services(app).files.forget(song, "wav", "mp3", "flac", "jpg")
    return song


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """DATA_DIR on a filesystem of its own, so that its free space is real (root only)."""
    folder = tmp_path / "data"
    folder.mkdir()
    command = ["mount", "-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(folder)]
    mounted = subprocess.run(command, capture_output=True, text=True)
    assert mounted.returncode == 0, f"this test needs root for its disk: {mounted.stderr}"
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


class Watch:
    """What the audio cache holds, looked at every few milliseconds while presses are served:
    the most WAVs of the pressed songs (whole or being fetched) at once, and whether the gate
    ever shut."""

    def __init__(self, app: BotApp, songs: list[Request]) -> None:
        self._app = app
        self._names = {f"{song.id}.wav" for song in songs} | {f"{s.id}.wav.part" for s in songs}
        self.most_wavs = 0
        self.gate_shut = False

    async def run(self) -> None:
        files, gate = services(self._app).files, services(self._app).gate
        while True:
            wavs = [path for path in files.folder.glob("*.wav*") if path.name in self._names]
            self.most_wavs = max(self.most_wavs, len(wavs))
            self.gate_shut |= gate.holdup(SONG_SEC) is not None
            await asyncio.sleep(0.005)


@asynccontextmanager
async def watching(app: BotApp, songs: list[Request]) -> AsyncIterator[Watch]:
    watch = Watch(app, songs)
    task = asyncio.create_task(watch.run())
    try:
        yield watch
    finally:
        task.cancel()


async def test_a_video_and_a_lossless_file_pressed_together_share_one_fetch_of_the_wav(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Both write the song's WAV where it left the cache: two downloads wrote one `.part`
    file, and one of them failed. Now the second waits for the first's download."""
    async with bot_app() as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        services(app).files.forget(song, "wav")
        fetched = file_downloads(emulator)

        press(stand, song, LosslessPress)
        press(stand, song, VideoPress)
        document = await stand.wait_for_call("sendDocument", lambda c: c.ok, timeout=60)
        video = await stand.wait_for_call("sendVideo", lambda c: c.ok, timeout=60)

    assert document.files["document"].filename.endswith(".wav")
    assert video.files["video"].filename.endswith(".mp4")
    assert file_downloads(emulator) == fetched + 1, "one fetch served both presses"
    assert not [c for c in stand.calls_of("sendMessage") if "Sorry" in c.params.get("text", "")]


async def test_presses_under_many_songs_on_a_small_disk_hold_one_wav_and_leave_the_gate_open(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, small_disk: Path
) -> None:
    """💿 under five songs whose WAVs left the cache, while Telegram holds every upload: each
    press fetched its WAV at once and held it, five WAVs on a small disk, and the gate shut
    before new songs. Now one turn is under way (`files_made_at_once`), the rest wait
    holding nothing, the third press in one chat (`file_presses_per_chat`) and the fourth in
    the line (`file_presses_in_line`) are told in words, and a new song starts meanwhile."""
    tuning = tuned(
        FAST,
        files_made_at_once=1,
        file_presses_per_chat=2,
        file_presses_in_line=3,
        on_demand_leaves_room_sec=float(SONG_SEC),
    )
    others = (43, 44)
    async with bot_app(tuning, DATA_DIR=small_disk, DEFAULT_DURATION_SEC=SONG_SEC) as app:
        songs = [await a_song(app, stand, USER, n) for n in (1, 2, 3)]
        songs += [await a_song(app, stand, chat, n) for n, chat in enumerate(others, start=4)]
        stand.hold("sendDocument")
        async with watching(app, songs) as watch:
            for song in songs:
                press(stand, song, LosslessPress)
            await stand.wait_for(lambda: stand.held_count("sendDocument") >= 1, timeout=30)
            await asyncio.sleep(0.5)  # what else would be fetched meanwhile
            posts = len(emulator.posts())
            stand.user_says(45, f"/lyrics\n{LYRICS}\nA new song")

            def a_new_song_posted() -> bool:  # the gate open to it
                return len(emulator.posts()) > posts

            await stand.wait_for(a_new_song_posted, timeout=30)
            stand.release("sendDocument")
            await stand.wait_for(
                lambda: len([c for c in stand.calls_of("sendDocument") if c.ok]) == 3, timeout=60
            )
            await stand.wait_for(lambda: services(app).files.turns.in_line == 0)

    full = plain("en", "files-line-full")
    assert answers(stand).count(full) == 2, answers(stand)
    assert watch.most_wavs == 1, "one WAV held at once"
    assert not watch.gate_shut, "the gate stayed open for a new song"


async def test_flac_encodes_never_run_more_at_once_than_their_pool(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """💿 under three songs whose WAVs are over the upload limit, three turns at once: each
    encoded its FLAC in a thread of its own, three at once. Now they share a pool of
    `flac_encodes_at_once`."""
    real = encode_flac
    lock, now, most = threading.Lock(), [0], [0]

    def slow_encode(wav: Path, flac: Path) -> None:  # a slow encoder, counted
        with lock:
            now[0] += 1
            most[0] = max(most[0], now[0])
        try:
            threading.Event().wait(0.3)
            real(wav, flac)
        finally:
            with lock:
                now[0] -= 1

    monkeypatch.setattr(files_module, "encode_flac", slow_encode)
    tuning = tuned(FAST, files_made_at_once=3, flac_encodes_at_once=1)
    async with bot_app(tuning, TELEGRAM_UPLOAD_LIMIT_MB=1) as app:
        songs = [await a_song(app, stand, chat, n) for n, chat in enumerate((42, 43, 44), 1)]
        for song in songs:
            press(stand, song, LosslessPress)
        await stand.wait_for(lambda: sum(map(answered, stand.calls)) == len(songs), timeout=60)

    assert most[0] == tuning.files.flac_encodes_at_once


def answered(call: BotCall) -> bool:
    """A lossless file sent, or the words why it fits nowhere."""
    if call.method == "sendDocument":
        return call.ok
    return call.method == "sendMessage" and "FLAC" in call.params.get("text", "")


async def test_a_press_waiting_in_the_line_at_a_stop_is_served_after_the_start(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """One file is made at a time: the first press's WAV trickles in while the second waits in
    the line, "preparing…". The bot stops then; at its next start the second is served."""
    one_at_a_time = tuned(FAST, files_made_at_once=1, download_deadline_sec=60.0)
    async with bot_app(one_at_a_time) as app:
        first, second = [await a_song(app, stand, USER, number) for number in (1, 2)]
        emulator.settings.file_faults = ["trickle"]  # the first fetch never ends in time
        press(stand, first, LosslessPress)
        await stand.wait_for(lambda: file_downloads(emulator) >= 3 or None, timeout=20)
        press(stand, second, LosslessPress)
        await stand.wait_for(lambda: len(stand.calls_of("answerCallbackQuery")) >= 2, timeout=10)
    assert not [c for c in stand.calls_of("sendDocument") if c.ok], "nothing was sent by then"
    async with bot_app(FAST):
        sent = await stand.wait_for_call(
            "sendDocument",
            lambda c: c.ok and c.params.get("reply_parameters") is not None,
            timeout=30,
        )
    documents = [c for c in stand.calls_of("sendDocument") if c.ok]
    assert len(documents) == 2, "both presses were served after the start"
    assert sent.ok
