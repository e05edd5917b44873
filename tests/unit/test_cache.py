"""The audio cache: clean-up by age, by size and by the disk's free space (least recently used
first), files in use left alone, and a WAV fetched from the service only when it is not on
disk."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import cast

from bot.media.files import MIN_FREE_BYTES, AudioFiles, CacheLimits, track_bytes
from bot.service.music import MusicClient
from bot.store import Request, State
from tests.e2e.mounts import small_filesystem
from tests.unit.fake_services import a_request

NOW = time.time()
DAY = 24 * 3600


class CountingMusic:
    """Stands in for MusicClient.download: writes a small file and counts the calls."""

    def __init__(self) -> None:
        self.downloads = 0

    async def download(self, job_id: str, dest: Path, on_chunk: object = None) -> int:
        self.downloads += 1
        return write(dest, b"RIFF" + job_id.encode())


def as_client(music: CountingMusic) -> MusicClient:
    """The fake stands in, by duck typing, for the client AudioFiles is typed with."""
    return cast(MusicClient, music)


def write(path: Path, data: bytes) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    return path.write_bytes(data)


def request(request_id: int) -> Request:
    return a_request(id=request_id, state=State.DELIVERED, job_id=f"job-{request_id}")


def cache(
    tmp_path: Path,
    max_bytes: int = 10_000,
    max_age_days: float = 7,
    min_free: int = 0,
    free: Callable[[Path], int] | None = None,
) -> AudioFiles:
    limits = CacheLimits(max_bytes, max_age_days * DAY, min_free)
    music = as_client(CountingMusic())
    if free is None:
        return AudioFiles(tmp_path, music, limits, clock=lambda: NOW)
    return AudioFiles(tmp_path, music, limits, clock=lambda: NOW, free=free)


def put(files: AudioFiles, name: str, size: int, age_days: float) -> Path:
    files.folder.mkdir(parents=True, exist_ok=True)
    path = files.folder / name
    path.write_bytes(b"\0" * size)
    moment = NOW - age_days * DAY
    os.utime(path, (moment, moment))
    return path


def test_files_older_than_the_age_limit_are_removed(tmp_path: Path) -> None:
    files = cache(tmp_path)
    old = put(files, "1.wav", 100, age_days=8)
    old_partial = put(files, "2.mp3.part", 100, age_days=9)
    fresh = put(files, "3.wav", 100, age_days=1)

    cleaned = files.clean()

    assert not old.exists() and not old_partial.exists() and fresh.exists()
    assert (cleaned.removed, cleaned.freed_bytes, cleaned.kept_bytes) == (2, 200, 100)


def test_over_the_size_cap_the_oldest_go_first_until_it_fits(tmp_path: Path) -> None:
    files = cache(tmp_path, max_bytes=2_000)
    oldest = put(files, "1.wav", 1_000, age_days=3)
    older = put(files, "2.wav", 1_000, age_days=2)
    newer = put(files, "3.wav", 1_000, age_days=1)
    newest = put(files, "4.flac", 500, age_days=0.5)

    cleaned = files.clean()

    assert not oldest.exists() and not older.exists()
    assert newer.exists() and newest.exists()
    assert cleaned.kept_bytes == 1_500 <= files.limits.max_bytes


def test_files_of_a_request_in_use_are_never_removed(tmp_path: Path) -> None:
    files = cache(tmp_path, max_bytes=0)
    busy = put(files, "7.wav", 1_000, age_days=30)
    busy_partial = put(files, "7.mp3.part", 1_000, age_days=30)
    idle = put(files, "8.wav", 1_000, age_days=30)

    with files.using(7):
        files.clean()
        assert busy.exists() and busy_partial.exists() and not idle.exists()
    files.clean()
    assert not busy.exists()


def test_under_the_free_space_floor_the_least_recently_used_go_until_it_is_back(
    tmp_path: Path,
) -> None:
    disk = {"free": 2_500}
    files = cache(tmp_path, max_bytes=10**9, min_free=5_000, free=lambda _: disk["free"])
    oldest = put(files, "1.wav", 1_000, age_days=3)
    used_lately = put(files, "2.wav", 1_000, age_days=0.1)  # older, but touched by a use
    older = put(files, "3.mp3", 1_000, age_days=2)
    newer = put(files, "4.flac", 1_000, age_days=1)

    cleaned = files.clean()

    assert not oldest.exists() and not older.exists() and not newer.exists()
    assert used_lately.exists()
    assert (cleaned.removed, cleaned.freed_bytes) == (3, 3_000)
    disk["free"] = 10_000  # room enough: nothing more goes
    assert files.clean().removed == 0 and used_lately.exists()


def test_on_a_small_disk_cleaning_gives_the_free_space_back(tmp_path: Path) -> None:
    """A real filesystem of 8 MB, 6 MB of it cached files: the oldest go until 4 MB are free."""
    mb = 1024**2
    with small_filesystem(tmp_path / "data", "8m") as data:
        limits = CacheLimits(max_bytes=10**9, max_age_sec=30 * DAY, min_free_bytes=4 * mb)
        files = AudioFiles(data, as_client(CountingMusic()), limits, clock=lambda: NOW)
        made = [put(files, f"{n}.wav", mb, age_days=6 - n) for n in range(6)]

        with files.using(0):  # the oldest is being sent: never removed
            files.clean()

        assert shutil.disk_usage(data).free >= 4 * mb
        assert made[0].exists() and not made[1].exists() and not made[2].exists()
        assert all(path.exists() for path in made[3:])


def test_the_default_floor_keeps_room_for_two_of_the_longest_tracks() -> None:
    assert CacheLimits().min_free_bytes == MIN_FREE_BYTES == 2 * track_bytes(300)


def test_a_missing_folder_is_nothing_to_clean(tmp_path: Path) -> None:
    assert cache(tmp_path).clean().removed == 0


async def test_wav_is_downloaded_once_then_served_from_the_cache(tmp_path: Path) -> None:
    files = cache(tmp_path)
    music = files._music
    assert isinstance(music, CountingMusic)
    song = request(5)

    first = await files.wav(song)
    os.utime(first, (NOW - 3 * DAY, NOW - 3 * DAY))
    again = await files.wav(song)

    assert first == again == files.path(song, "wav") and music.downloads == 1
    assert again.stat().st_mtime > NOW - DAY, "a use counts as recent for the size cap"
    files.forget(song, "wav")
    await files.wav(song)
    assert music.downloads == 2
