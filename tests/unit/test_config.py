"""Settings: every variable read, bad values named one per line, secrets never printed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Settings, load_settings

REQUIRED = {
    "TELEGRAM_BOT_TOKEN": "123:secret-token-value",
    "API_KEY": "sk-very-secret-key",
    "MUSIC_API_URL": "http://127.0.0.1:9/api/v1/music",
}


def test_defaults_follow_the_contract(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(_env_file=None, **REQUIRED)  # type: ignore[arg-type]
    assert settings.TELEGRAM_API_URL == "https://api.telegram.org"
    assert settings.TELEGRAM_UPLOAD_LIMIT_MB == 50
    assert settings.DATABASE_PATH == Path("data/bot.sqlite3")
    assert settings.ACCESS == "private"
    assert (settings.POLL_INTERVAL_SEC, settings.ORG_CONCURRENT_LIMIT) == (5, 2)
    assert (settings.ORG_DAILY_LIMIT, settings.USER_DAILY_LIMIT) == (20, 0)
    assert (settings.DEFAULT_DURATION_SEC, settings.JOB_TIMEOUT_MIN) == (60, 30)
    assert settings.QUOTA_TIMEZONE == "UTC" and settings.LOG_LEVEL == "INFO"


def test_id_lists_are_comma_separated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADMIN_USER_IDS", "1, 2,3")
    monkeypatch.setenv("ALLOWED_CHAT_IDS", "-1001,42")
    settings = Settings(_env_file=None, **REQUIRED)  # type: ignore[arg-type]
    assert settings.ADMIN_USER_IDS == {1, 2, 3}
    assert settings.ALLOWED_CHAT_IDS == {-1001, 42}


def test_secrets_do_not_show_in_repr() -> None:
    settings = Settings(_env_file=None, **REQUIRED)  # type: ignore[arg-type]
    assert "secret-token-value" not in repr(settings)
    assert "sk-very-secret-key" not in str(settings.model_dump())


def run_bot(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    clean = {"PATH": "/usr/bin:/bin", **env}
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**clean, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
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


def test_load_settings_exits_non_zero(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    for name in REQUIRED:
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(SystemExit) as stopped:
        load_settings()
    assert stopped.value.code == 2
