"""The command line: `python -m bot` (or `songbot`, the installed script) runs the bot; `check`
tests the configuration and reaches each service once; `console` chats with it offline;
`emulator` serves the service emulator; `backup DEST` copies the database and its journal while
the bot runs; `restore BACKUP` puts such a copy back while the bot is stopped. `--help` at the
top or after a command says how to use it and starts nothing.

Each command parses its own options (its module's `main(argv, prog)`), imported only when it is
the one asked for, so `run` loads neither the emulator nor the console."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from bot.version import version

# PTB 22 reads it at import: retry_after as a timedelta, without a warning on each flood limit.
os.environ.setdefault("PTB_TIMEDELTA", "true")

COMMANDS = {
    "run": "run the bot (the default): long polling, or a webhook when WEBHOOK_URL is set",
    "check": "validate the configuration and reach each service once, spending nothing",
    "console": "chat with the bot in the terminal, offline, against the built-in emulator",
    "emulator": "serve the emulator of the music and text-model service",
    "backup": "copy the database and its journal while the bot runs",
    "restore": "put a backup back, with the bot stopped, keeping the jobs accepted since",
}


def build_parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Songbot: a Telegram bot that turns lyrics or a topic into a sung track.",
        epilog=f"`{prog} COMMAND --help` explains a command. Configuration comes from the "
        "environment and from .env in the working folder (.env.example lists every variable).",
    )
    parser.add_argument(
        "--version", action="version", version=f"songbot {version()}", help="print the version"
    )
    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", title="commands", help="run when none is given"
    )
    for name, summary in COMMANDS.items():
        # No options here: each command's own parser reads the rest, its --help included.
        commands.add_parser(name, help=summary, add_help=False)
    return parser


def build_run_parser(prog: str) -> argparse.ArgumentParser:
    return argparse.ArgumentParser(
        prog=prog,
        description="Run the bot until SIGTERM or SIGINT: long polling by default, a webhook "
        "when WEBHOOK_URL is set. Configuration from the environment and .env; a bad one stops "
        "it at once with one line per problem.",
    )


def run_main(argv: list[str], prog: str) -> int:
    build_run_parser(prog).parse_args(argv)  # before the import: --help starts nothing
    from bot.cli.main import run

    return run()


def _command(name: str) -> Callable[[list[str], str], int]:
    if name == "console":
        from bot.cli.console.main import main as console_main

        return console_main
    if name == "emulator":
        from music_emulator.cli import main as emulator_main

        return emulator_main
    if name == "check":
        from bot.cli.check import main as check_main

        return check_main
    if name == "backup":
        from bot.store.backup import main as backup_main

        return backup_main
    if name == "restore":
        from bot.cli.restore import main as restore_main

        return restore_main
    return run_main


def main(argv: list[str], prog: str = "python -m bot") -> int:
    args, rest = build_parser(prog).parse_known_args(argv)
    name = args.command or "run"
    if args.command is None and rest:  # options before any command: only -h and --version
        build_parser(prog).error(f"unrecognized arguments: {' '.join(rest)}")
    return _command(name)(rest, f"{prog} {name}")


def entry_point() -> int:
    """The installed `songbot` script."""
    return main(sys.argv[1:], prog="songbot")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
