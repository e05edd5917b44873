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
    settings = dict(pair.split("=", 1) for pair in service["Environment"].split())
    assert Path(settings["DATABASE_PATH"]).parent == Path(state) == Path(settings["DATA_DIR"])
    assert service["ReadWritePaths"] == state
