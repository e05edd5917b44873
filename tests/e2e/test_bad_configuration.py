"""A bad configuration, as a real `python -m bot` process: it exits at once with one line per
problem, naming the variable (a secret's file that cannot be read included), never a secret,
and starts nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.e2e.processes import process_env
from tests.unit.test_config import REQUIRED


def run_bot(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=process_env(**env),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_bad_configuration_exits_at_once_naming_each_variable(tmp_path: Path) -> None:
    result = run_bot(
        {
            "API_KEY": "sk-very-secret-key",
            "MUSIC_API_URL": "ftp://nowhere",
            "POLL_INTERVAL_SEC": "often",
            "QUOTA_TIMEZONE": "Mars/Olympus",
        },
        tmp_path,
    )
    assert result.returncode != 0
    problems = result.stderr.strip().splitlines()
    named = {line.split(":")[1].strip() for line in problems}
    assert named == {"TELEGRAM_BOT_TOKEN", "MUSIC_API_URL", "POLL_INTERVAL_SEC", "QUOTA_TIMEZONE"}
    assert "sk-very-secret-key" not in result.stderr + result.stdout


def test_a_start_refuses_what_check_refuses_naming_the_variable(tmp_path: Path) -> None:
    """A text-model URL with no model passes the settings model; the start stops at once."""
    result = run_bot({**REQUIRED, "TEXT_API_URL": "http://127.0.0.1:9/v1"}, tmp_path)
    assert result.returncode == 2
    problems = result.stderr.strip().splitlines()
    assert len(problems) == 1 and "TEXT_MODEL" in problems[0], result.stderr
    assert not (tmp_path / "data").exists()  # nothing was started


def test_a_secret_file_that_cannot_be_read_is_named_and_its_secret_never_shown(
    tmp_path: Path,
) -> None:
    env = {**REQUIRED, "API_KEY_FILE": str(tmp_path / "missing")}
    del env["API_KEY"]
    result = run_bot(env, tmp_path)
    assert result.returncode == 2
    assert "API_KEY_FILE cannot be read" in result.stderr
    assert "secret-token-value" not in result.stderr + result.stdout
