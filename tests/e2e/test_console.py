"""`python -m bot console --script examples/hello.txt` ends by printing the path of an MP3 that
plays, with no token, key or network."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import soundfile

from bot.texts import t
from tests.e2e.processes import ROOT, process_env


def console(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot console ARGS` run in `folder`, with no token or key in its environment."""
    env = {k: v for k, v in os.environ.items() if k not in ("TELEGRAM_BOT_TOKEN", "API_KEY")}
    return subprocess.run(
        [sys.executable, "-m", "bot", "console", *args],
        cwd=folder,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_console_script_prints_the_path_of_a_playable_mp3(tmp_path: Path) -> None:
    result = console(
        tmp_path,
        "--script",
        str(ROOT / "examples" / "hello.txt"),
        "--songs-dir",
        str(tmp_path / "songs"),
        "--generation-sec",
        "1",
    )
    assert result.returncode == 0, result.stderr
    saved = [line for line in result.stdout.splitlines() if line.startswith("♪ saved: ")]
    assert saved, result.stdout
    song = Path(saved[-1].removeprefix("♪ saved: "))
    assert song.suffix == ".mp3" and song.is_relative_to(tmp_path / "songs")
    samples, rate = soundfile.read(song, dtype="float32")
    assert rate == 44100 and samples.shape[1] == 2
    assert 15 <= len(samples) / rate <= 20, "the script asks for /duration 20"
    assert float(np.abs(samples).max()) > 0.05, "it sounds like something, not silence"


def test_a_missing_script_is_named_in_one_line(tmp_path: Path) -> None:
    """The README's `--script examples/hello.txt` run from another folder (or mistyped): one
    line naming the file, before anything starts, never a traceback."""
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--script", "examples/hello.txt"],
        cwd=tmp_path,
        env=process_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines == [
        f"not started: the script {tmp_path / 'examples' / 'hello.txt'} cannot be read "
        "(No such file or directory): check the path given to --script"
    ]
    assert not (tmp_path / "data").exists(), "nothing started"


def test_the_console_speaks_the_language_it_is_given(tmp_path: Path) -> None:
    """`--language` takes any of the twenty, as Telegram's code (here Arabic, right to left)."""
    script = tmp_path / "start.txt"
    script.write_text("/start\n/help\n", encoding="utf-8")
    result = console(tmp_path, "--script", str(script), "--language", "ar")
    assert result.returncode == 0, result.stderr
    greeting = [line for line in t("ar", "start", has_name="yes", name="You").splitlines() if line]
    assert greeting[1].split("<")[0][:15] in result.stdout, result.stdout
    heading = re.sub(r"<[^>]+>", "", t("ar", "help", bot="bot").split("\n")[0])
    assert heading and heading in result.stdout, "the help in Arabic too"
    assert "I turn lyrics" not in result.stdout
