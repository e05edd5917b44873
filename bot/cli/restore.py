"""`python -m bot restore BACKUP`: put a backup back at DATABASE_PATH (bot/store/restore.py), only
while no bot runs on it: the command takes the database's lock, as a start does
(bot/telegram/instance.py), and holds it until the files are in place. It says what the next
start will follow."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from bot.config import file_settings_or_say_why
from bot.store.backup import target_of
from bot.store.db import ensure_folder
from bot.store.refusals import StorageError
from bot.store.restore import KEPT_REPLACED, Restored, RestoreError, restore
from bot.telegram.instance import AlreadyRunning, single_instance


def build_parser(prog: str = "python -m bot restore") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Put a copy made by `backup` back at DATABASE_PATH, with the bot stopped. "
        "The backup is checked first (every page, and a schema this version runs); the "
        "database it replaces is kept beside it, and the jobs the service accepted since the "
        "backup are kept in the journal, so the next start follows them instead of asking "
        "again. Reads DATABASE_PATH as the bot does (environment, then .env); needs no token "
        "or key.",
    )
    parser.add_argument(
        "backup",
        metavar="BACKUP",
        type=Path,
        help="the copy (its journal beside it is read too), or the folder `backup` wrote it in",
    )
    return parser


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def report(done: Restored, backup: Path) -> list[str]:
    kept = f"kept as {done.kept}" if done.kept else "there was none"
    lines = [
        f"restored {backup} to {done.database.absolute()}; the database it replaces: {kept}",
        f"the next start follows {plural(done.known + done.attached, 'accepted job')}: "
        f"{done.known} the backup's database holds, {done.attached} accepted after the backup "
        "(from the journals: not sent again)",
    ]
    if done.remade:
        lines.append(
            f"{plural(done.remade, 'request')} accepted after the backup, which it lacks, made "
            "again from the replaced database or the journal: followed and delivered once"
        )
    if done.delivered:
        lines.append(
            f"{plural(done.delivered, 'song')} delivered after the backup marked delivered: "
            "none is sent again"
        )
    if done.unanswered:
        lines.append(
            f"{plural(done.unanswered, 'request')} the backup shows sent with no answer: "
            "unknown, their users are told and may try again"
        )
    if done.elsewhere:
        lines.append(
            f"{plural(done.elsewhere, 'accepted job')} for requests the backup does not hold: "
            "kept in the journal, never sent again, not delivered"
        )
    if done.removed:
        names = ", ".join(path.name for path in done.removed)
        lines.append(
            f"older replaced databases removed (the newest {KEPT_REPLACED} are kept): {names}"
        )
    if done.live_unread:
        lines.append(
            f"the replaced database could not be read ({done.live_unread}): only the jobs in "
            "its journal were carried over"
        )
    return lines


def _refusal(database: Path, backup: Path) -> str | None:
    """What makes a restore wrong before it starts: no backup there, or a user other than the
    one who owns the database's folder (root's files would be unwritable to the service)."""
    source = target_of(database, backup)
    if not source.is_file():
        return f"there is no backup at {source.absolute()}: check the path"
    folder = database.parent
    if folder.is_dir() and folder.stat().st_uid != os.geteuid():
        try:
            owner = folder.owner()
        except KeyError:  # a uid with no name on this machine
            owner = str(folder.stat().st_uid)
        return (
            f"{folder.absolute()} belongs to {owner}: run the restore as that user (sudo -u "
            f"{owner} ...), or the service could not write what it leaves"
        )
    return None


def main(argv: list[str], prog: str = "python -m bot restore") -> int:
    backup = build_parser(prog).parse_args(argv).backup
    files = file_settings_or_say_why()
    if files is None:
        return 2
    database = files.DATABASE_PATH
    refusal = _refusal(database, backup)
    if refusal:  # said before anything is made (no empty folder is left behind)
        print(f"not restored: {refusal}", file=sys.stderr)
        return 1
    try:
        ensure_folder(database)  # before its lock file is made there
        with single_instance(database):
            done = restore(database, backup)
    except AlreadyRunning:
        print(
            f"not restored: a Songbot process is running on {database.absolute()} "
            "(DATABASE_PATH); stop it first",
            file=sys.stderr,
        )
        return 1
    except (RestoreError, StorageError) as error:
        print(f"not restored: {error}", file=sys.stderr)
        return 1
    for line in report(done, backup):
        print(line)
    return 0
