"""The console's songs folder: a console that cannot keep its songs stops before
anything runs, in one `not started: …` line with a non-zero exit code; it never plays a script,
loses every song and exits 0."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest

from bot.cli.console import main as console


def test_a_songs_folder_it_cannot_write_stops_the_console_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A folder under a plain file cannot be made, for root too (a read-only /app is the same case).
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    songs = blocker / "songs"
    script = tmp_path / "script.txt"
    script.write_text("/start\n")

    code = console.main(["--script", str(script), "--songs-dir", str(songs)])

    out = capsys.readouterr()
    assert code == 1
    assert out.out == ""  # nothing was played
    lines = out.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("not started: "), out
    assert str(songs) in lines[0] and "--songs-dir" in lines[0]


def test_the_songs_folder_is_made_and_left_clean(tmp_path: Path) -> None:
    songs = tmp_path / "new" / "songs"

    console.check_songs_folder(songs)

    assert songs.is_dir() and list(songs.iterdir()) == []


def test_a_song_that_cannot_be_saved_mid_run_is_said_and_fails_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The disk fills up after the start: the folder was writable when checked, the copy fails.
    def disk_full(source: object, target: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(shutil, "copyfile", disk_full)  # as bot.cli.console.chat calls it
    script = tmp_path / "script.txt"
    script.write_text("/duration 10\n/lyrics\n[verse]\nHello\n[chorus]\nLa la\n")

    code = console.main(
        ["--script", str(script), "--songs-dir", str(tmp_path / "songs"), "--generation-sec", "1"]
    )

    out = capsys.readouterr().out
    assert code == 1, out
    assert "a song could not be saved" in out and os.strerror(errno.ENOSPC) in out
    assert "♪ saved" not in out
