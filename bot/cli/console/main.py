"""`python -m bot console`: chat with the bot in the terminal, offline.

The real Application runs against the in-process Bot API stand-in and the service emulator;
no token, key or network is needed. Finished songs are copied to a folder and their paths printed.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
from pathlib import Path

from bot.app import build_application
from bot.cli.console.chat import ConsoleChat
from bot.cli.console.script import messages_from_lines
from bot.config import Settings
from bot.context import services_of
from bot.errors import SongbotError
from bot.logs import setup_logging
from bot.store import StorageError
from bot.telegram import running
from bot.texts import LANGUAGES
from bot.tuning import PollingTuning, Tuning
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, EmulatorSettings

CONSOLE_TOKEN = "100000001:console-offline-token"
CONSOLE_USER_ID = 1000


def build_parser(prog: str = "python -m bot console") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__)
    parser.add_argument(
        "--script", type=Path, metavar="FILE", help="feed the lines of FILE, exit when done"
    )
    parser.add_argument(
        "--songs-dir",
        type=Path,
        default=Path("data/console-songs"),
        metavar="DIR",
        help="where finished songs are saved (%(default)s)",
    )
    parser.add_argument(
        "--language",
        default="en",
        help=f"your Telegram language code, one of {', '.join(LANGUAGES)} (or pt-br, zh-hans…);"
        " others read English (%(default)s)",
    )
    parser.add_argument(
        "--generation-sec", type=float, default=4.0, help="emulated job time (%(default)s)"
    )
    parser.add_argument(
        "--error-rate", type=float, default=0.0, help="share of failed jobs (%(default)s)"
    )
    parser.add_argument(
        "--timeout", type=float, default=600.0, help="most seconds a script runs (%(default)s)"
    )
    parser.add_argument("--verbose", action="store_true", help="show the bot's log")
    return parser


def parse_args(argv: list[str], prog: str = "python -m bot console") -> argparse.Namespace:
    return build_parser(prog).parse_args(argv)


def console_settings(work: Path, emulator: Emulator, stand: BotApiStandIn) -> Settings:
    return Settings(
        TELEGRAM_BOT_TOKEN=CONSOLE_TOKEN,
        TELEGRAM_API_URL=stand.url,
        API_KEY=emulator.settings.api_key,
        MUSIC_API_URL=emulator.music_url,
        TEXT_API_URL=emulator.text_url,
        TEXT_MODEL=emulator.settings.text_models[0],
        DATABASE_PATH=work / "bot.sqlite3",
        DATA_DIR=work,
        ADMIN_USER_IDS=frozenset({CONSOLE_USER_ID}),
        POLL_INTERVAL_SEC=1,
    )


class ScriptError(SongbotError):
    """The --script file cannot be read: said before anything runs."""


def read_script(path: Path) -> list[str]:
    """The script's lines, read before the console starts, so that a mistyped path is one line
    naming the file, not a traceback after the emulator and the bot came up."""
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise ScriptError(
            f"the script {path.absolute()} cannot be read ({reason}): check the path given "
            "to --script"
        ) from None
    except UnicodeDecodeError:
        raise ScriptError(f"the script {path.absolute()} is not UTF-8 text") from None


class SongsFolderError(SongbotError):
    """The folder for the finished songs cannot be written: said before anything runs."""


def check_songs_folder(folder: Path) -> None:
    """Create the folder and a file in it now, so that a console that cannot keep its songs
    stops at once in one line instead of playing a whole script and losing each song."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-"):
            pass
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SongsFolderError(
            f"the songs folder {folder.resolve()} cannot be written ({reason}): "
            "choose another with --songs-dir or fix the rights"
        ) from None


async def run_console(args: argparse.Namespace, script: list[str] | None) -> int:
    emulator_settings = EmulatorSettings(
        queue_sec=0.5, generation_sec=args.generation_sec, error_rate=args.error_rate
    )
    with tempfile.TemporaryDirectory(prefix="songbot-console-") as folder:
        work = Path(folder)
        async with (
            Emulator(emulator_settings) as emulator,
            BotApiStandIn(CONSOLE_TOKEN, files_dir=work / "uploads") as stand,
        ):
            stand.set_guest_mode(True)  # as if switched on at @BotFather: `!guest` plays it
            settings = console_settings(work, emulator, stand)
            app = build_application(settings, Tuning(polling=PollingTuning(backoff_base_sec=2)))
            chat = ConsoleChat(stand, CONSOLE_USER_ID, args.language, args.songs_dir)
            async with running(app):
                chat.greet()
                if script is not None:
                    done = await chat.play(
                        messages_from_lines(script), services_of(app), args.timeout
                    )
                    return 0 if done else 1
                await chat.interact()
    return 0


def main(argv: list[str], prog: str = "python -m bot console") -> int:
    args = parse_args(argv, prog)
    if args.verbose:
        setup_logging("INFO", [CONSOLE_TOKEN])
    else:
        logging.basicConfig(level=logging.ERROR)
    try:
        script = None if args.script is None else read_script(args.script)
        check_songs_folder(args.songs_dir)
        return asyncio.run(run_console(args, script))
    except (
        StorageError,
        SongsFolderError,
        ScriptError,
    ) as error:  # the one line `python -m bot` gives
        print(f"not started: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        sys.stdout.flush()
