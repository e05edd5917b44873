"""The audio cache: clean-up by age and by size (oldest first), files in use left alone, and a
WAV fetched from the service only when it is not on disk."""

from __future__ import annotations

import os
import time
from pathlib import Path

from bot.media.files import AudioFiles, CacheLimits
from bot.store import Request, State

NOW = time.time()
DAY = 24 * 3600


class CountingMusic:
    """Stands in for MusicClient.download: writes a small file and counts the calls."""

    def __init__(self) -> None:
        self.downloads = 0

    async def download(self, job_id: str, dest: Path, on_chunk: object = None) -> int:
        self.downloads += 1
        return write(dest, b"RIFF" + job_id.encode())


def write(path: Path, data: bytes) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    return path.write_bytes(data)


def request(request_id: int) -> Request:
    values = dict.fromkeys(Request.__dataclass_fields__)
    values.update(id=request_id, state=State.DELIVERED, job_id=f"job-{request_id}")
    return Request(**values)  # type: ignore[arg-type]


def cache(tmp_path: Path, max_bytes: int = 10_000, max_age_days: float = 7) -> AudioFiles:
    limits = CacheLimits(max_bytes=max_bytes, max_age_sec=max_age_days * DAY)
    return AudioFiles(tmp_path, CountingMusic(), limits, clock=lambda: NOW)  # type: ignore[arg-type]


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


def test_a_missing_folder_is_nothing_to_clean(tmp_path: Path) -> None:
    assert cache(tmp_path).clean().removed == 0


async def test_wav_is_downloaded_once_then_served_from_the_cache(tmp_path: Path) -> None:
    files = cache(tmp_path)
    music: CountingMusic = files._music  # type: ignore[assignment]
    song = request(5)

    first = await files.wav(song)
    os.utime(first, (NOW - 3 * DAY, NOW - 3 * DAY))
    again = await files.wav(song)

    assert first == again == files.path(song, "wav") and music.downloads == 1
    assert again.stat().st_mtime > NOW - DAY, "a use counts as recent for the size cap"
    files.forget(song, "wav")
    await files.wav(song)
    assert music.downloads == 2
