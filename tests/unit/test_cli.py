"""Every option of every command has a help line (the parsers, without a process; the command
line as a process: tests/e2e/test_cli.py)."""

from __future__ import annotations

import argparse

import pytest

from bot.__main__ import build_parser, build_run_parser
from bot.cli.check import build_parser as check_parser
from bot.cli.console.main import build_parser as console_parser
from bot.cli.restore import build_parser as restore_parser
from bot.store.backup import build_parser as backup_parser
from music_emulator.cli import build_parser as emulator_parser


@pytest.mark.parametrize(
    "parser",
    [
        build_parser("python -m bot"),
        build_run_parser("python -m bot run"),
        check_parser(),
        console_parser(),
        emulator_parser(),
        backup_parser(),
        restore_parser(),
    ],
    ids=["top", "run", "check", "console", "emulator", "backup", "restore"],
)
def test_every_option_has_a_help_line(parser: argparse.ArgumentParser) -> None:
    for action in parser._actions:
        assert action.help, f"{parser.prog}: {action.option_strings or action.dest} has no help"
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                assert choice.help, f"{parser.prog} {choice.dest} has no help"
