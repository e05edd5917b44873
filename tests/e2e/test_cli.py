"""The command line explains itself (docs/operating.md §Running the bot: help and version), as
a real `python -m bot`
process: `--help` and `-h` at the top list the commands, each `COMMAND --help` prints that
command's usage and exits 0 starting nothing (a `.env` that would start the bot included), and
`--version` prints pyproject.toml's version. (Every option's help line: tests/unit/test_cli.py.)"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from bot.__main__ import COMMANDS
from tests.e2e.processes import ROOT, process_env

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def songbot(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` from `folder`, with only PATH and the checkout in its environment."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=folder,
        env=process_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def ready_to_run(tmp_path: Path) -> Path:
    """A folder whose .env would start the bot: a full configuration, its database in the folder
    (made by any start), a Bot API address nothing listens on."""
    (tmp_path / ".env").write_text(
        "TELEGRAM_BOT_TOKEN=123456:ABCdefGHIjklMNOpqrSTUvwxYZ\n"
        "TELEGRAM_API_URL=http://127.0.0.1:9\n"
        "API_KEY=sk-test\n"
        "MUSIC_API_URL=http://127.0.0.1:9/api/v1/music\n"
        f"DATABASE_PATH={tmp_path / 'db' / 'bot.sqlite3'}\n"
        f"DATA_DIR={tmp_path / 'data'}\n"
    )
    return tmp_path


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_at_the_top_lists_every_command(tmp_path: Path, flag: str) -> None:
    done = songbot(tmp_path, flag)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m bot")
    for command in ("run", "check", "console", "emulator", "backup", "restore"):
        assert f"\n    {command} " in done.stdout, done.stdout


@pytest.mark.parametrize("command", list(COMMANDS))
def test_each_command_explains_itself_and_starts_nothing(ready_to_run: Path, command: str) -> None:
    done = songbot(ready_to_run, command, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: python -m bot {command} "), done.stdout
    assert done.stderr == ""
    # Nothing ran: no database, no data folder, no console songs, no check's findings.
    assert sorted(p.name for p in ready_to_run.iterdir()) == [".env"]
    assert "configuration:" not in done.stdout


def test_run_with_its_help_flag_among_others_still_starts_nothing(ready_to_run: Path) -> None:
    done = songbot(ready_to_run, "run", "-h")
    assert done.returncode == 0 and "usage: python -m bot run" in done.stdout
    assert not (ready_to_run / "db").exists()


def test_version_is_the_one_in_pyproject(tmp_path: Path) -> None:
    done = songbot(tmp_path, "--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"songbot {VERSION}\n"


@pytest.mark.parametrize("args", [["bogus"], ["--bogus"], ["backup"], ["run", "--bogus"]])
def test_a_wrong_command_line_is_a_usage_error(tmp_path: Path, args: list[str]) -> None:
    done = songbot(tmp_path, *args)
    assert done.returncode == 2
    assert done.stderr.startswith("usage: python -m bot"), done.stderr
    assert "Traceback" not in done.stderr
