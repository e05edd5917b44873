"""Settings: every variable read, bad values named one per line, secrets never printed."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.config import (
    Settings,
    configuration_problems,
    load_settings,
    problems_of,
    proxy_problems,
)

REQUIRED = {
    "TELEGRAM_BOT_TOKEN": "123:secret-token-value",
    "API_KEY": "sk-very-secret-key",
    "MUSIC_API_URL": "http://127.0.0.1:9/api/v1/music",
}


@pytest.fixture
def required_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The required variables, set in the environment as an operator sets them."""
    for name, value in REQUIRED.items():
        monkeypatch.setenv(name, value)


@pytest.mark.usefixtures("required_env")
def test_defaults_follow_the_contract() -> None:
    settings = Settings(_env_file=None)
    assert settings.TELEGRAM_API_URL == "https://api.telegram.org"
    assert settings.TELEGRAM_UPLOAD_LIMIT_MB == 50
    assert settings.DATABASE_PATH == Path("data/bot.sqlite3")
    assert settings.ACCESS == "private"
    assert (settings.POLL_INTERVAL_SEC, settings.ORG_CONCURRENT_LIMIT) == (5, 2)
    assert (settings.ORG_DAILY_LIMIT, settings.USER_DAILY_LIMIT) == (20, 0)
    assert (settings.DEFAULT_DURATION_SEC, settings.JOB_TIMEOUT_MIN) == (60, 30)
    assert settings.QUOTA_TIMEZONE == "UTC" and settings.LOG_LEVEL == "INFO"


@pytest.mark.usefixtures("required_env")
def test_id_lists_are_comma_separated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADMIN_USER_IDS", "1, 2,3")
    monkeypatch.setenv("ALLOWED_CHAT_IDS", "-1001,42")
    settings = Settings(_env_file=None)
    assert settings.ADMIN_USER_IDS == {1, 2, 3}
    assert settings.ALLOWED_CHAT_IDS == {-1001, 42}


@pytest.mark.usefixtures("required_env")
def test_secrets_do_not_show_in_repr() -> None:
    settings = Settings(_env_file=None)
    assert "secret-token-value" not in repr(settings)
    assert "sk-very-secret-key" not in str(settings.model_dump())


def test_load_settings_exits_non_zero(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    for name in REQUIRED:
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(SystemExit) as stopped:
        load_settings()
    assert stopped.value.code == 2


@pytest.mark.usefixtures("required_env")
def test_an_http_webhook_is_refused_only_with_the_official_bot_api() -> None:
    webhook = "http://127.0.0.1:8443/hook"
    official = Settings(_env_file=None, WEBHOOK_URL=webhook)
    assert ["WEBHOOK_URL" in p for p in configuration_problems(official)] == [True]
    local = Settings(_env_file=None, WEBHOOK_URL=webhook, TELEGRAM_API_URL="http://127.0.0.1:8081")
    assert configuration_problems(local) == []


def test_secrets_come_from_files_named_by_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "token").write_text("123:from-a-file\n")
    (tmp_path / "key").write_text("sk-from-a-file")
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN_FILE", str(tmp_path / "token"))
    monkeypatch.setenv("API_KEY_FILE", str(tmp_path / "key"))
    settings = Settings(_env_file=None, MUSIC_API_URL=REQUIRED["MUSIC_API_URL"])
    assert settings.TELEGRAM_BOT_TOKEN.get_secret_value() == "123:from-a-file"
    assert settings.API_KEY.get_secret_value() == "sk-from-a-file"


def test_an_empty_secret_file_is_named_as_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Not "API_KEY is required but not set": the variable was given, as a file with nothing."""
    (tmp_path / "key").write_text("\n")
    for name, value in REQUIRED.items():
        if name != "API_KEY":
            monkeypatch.setenv(name, value)
    monkeypatch.setenv("API_KEY_FILE", str(tmp_path / "key"))
    with pytest.raises(ValidationError) as refused:
        Settings(_env_file=None)
    problems = problems_of(refused.value)
    assert [p.split(": ", 1)[-1] for p in problems] == ["API_KEY_FILE names an empty file"]


def test_secrets_come_from_a_secrets_folder(tmp_path: Path) -> None:
    """Docker's /run/secrets or a mounted Kubernetes secret: one file per variable."""
    (tmp_path / "TELEGRAM_BOT_TOKEN").write_text("123:mounted\n")
    (tmp_path / "API_KEY").write_text("sk-mounted\n")
    settings = Settings(
        _env_file=None, _secrets_dir=tmp_path, MUSIC_API_URL=REQUIRED["MUSIC_API_URL"]
    )
    assert settings.TELEGRAM_BOT_TOKEN.get_secret_value() == "123:mounted"
    assert settings.API_KEY.get_secret_value() == "sk-mounted"


def test_a_socks_proxy_is_named_by_its_variable_and_never_shown() -> None:
    environ = {
        "ALL_PROXY": "socks5://user:pass-word@proxy:1080",
        "http_proxy": "socks4://proxy:1080",
        "HTTPS_PROXY": "http://proxy:3128",
    }
    problems = proxy_problems(environ)
    assert [p.split(":")[0] for p in problems] == ["http_proxy", "ALL_PROXY"]
    assert "pass-word" not in "".join(problems)
    assert proxy_problems({"HTTPS_PROXY": "http://proxy:3128", "NO_PROXY": "socks"}) == []
