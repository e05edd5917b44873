"""deploy/songbot.service, the example unit: it runs the bot as docs/operating.md §Running the
bot says (`python -m bot`, configuration from an environment file), restarts it on failure but
not on a bad configuration (exit code 2, bot/config.py), keeps its data where it may write, and
offers `check` as ExecStartPre in a comment."""

from __future__ import annotations

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def unit() -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(strict=False, comment_prefixes=("#",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(ROOT / "deploy" / "songbot.service")
    return parser


def test_the_unit_runs_the_bot_with_its_environment_file() -> None:
    service = unit()["Service"]
    venv_python = "/opt/songbot/.venv/bin/python"
    assert service["ExecStart"] == f"{venv_python} -m bot"
    assert service["EnvironmentFile"].startswith("/")
    assert service["Restart"] == "on-failure"
    assert service["RestartPreventExitStatus"] == "2"
    text = (ROOT / "deploy" / "songbot.service").read_text()
    assert f"\n#ExecStartPre={venv_python} -m bot check\n" in text


def test_the_data_goes_where_the_service_may_write() -> None:
    service = unit()["Service"]
    state = f"/var/lib/{service['StateDirectory']}"
    assert service["ReadWritePaths"] == state
    # The paths live in an environment file of their own, which a restore run by hand reads
    # too (its line in Environment= was not, and a restore wrote to ./data).
    text = (ROOT / "deploy" / "songbot.service").read_text()
    assert "EnvironmentFile=/etc/songbot/paths.env" in text
    assert "DATABASE_PATH" not in service.get("Environment", "")
    assert "paths.env" in text.split("[Unit]")[0] and "restore" in text.split("[Unit]")[0]


def test_the_unit_is_hardened_and_its_files_are_its_own() -> None:
    text = (ROOT / "deploy" / "songbot.service").read_text()
    for line in (
        "UMask=0077",
        "CapabilityBoundingSet=",
        "RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6",
        "SystemCallFilter=@system-service",
        "PrivateDevices=yes",
        "LoadCredential=telegram-bot-token:/etc/songbot/telegram-bot-token",
        "LoadCredential=api-key:/etc/songbot/api-key",
    ):
        assert f"\n{line}\n" in text, line
    environment = unit()["Service"]["Environment"]
    assert "TELEGRAM_BOT_TOKEN_FILE=%d/telegram-bot-token" in environment
    assert "API_KEY_FILE=%d/api-key" in environment


def test_a_timer_backs_the_database_up() -> None:
    timer = (ROOT / "deploy" / "songbot-backup.timer").read_text()
    backup = (ROOT / "deploy" / "songbot-backup.service").read_text()
    assert "OnCalendar=" in timer and "Persistent=true" in timer
    assert "-m bot backup " in backup and "EnvironmentFile=/etc/songbot/paths.env" in backup
