"""Whether the bot's files can be written: the one probe that `python -m bot check` and the start
share, so that a start refuses exactly the storage that `check` refuses, in the same words.

A folder that cannot be made or written (read-only, a file where a folder is needed, no rights)
does not heal by itself: it is a refusal. A full disk heals when space is freed: it is not a
refusal here; the bot starts and holds new songs meanwhile (bot/accounting/gate.py)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from bot.store.db import disk_full

_PROBE_PREFIX = ".songbot-probe-"


def storage_refusal(database: Path, data_dir: Path, make: bool = True) -> str | None:
    """The operator's line for storage that cannot be written, naming its variable; or None.
    `make`: missing folders are made (the start); else (`check`) none is, and a missing one is
    judged by whether the folder it would be made in may be written."""
    problem = unwritable(database.parent, make)
    if problem:
        return f"DATABASE_PATH: the folder of {database.absolute()} {problem}"
    problem = unwritable(data_dir, make)
    if problem:
        return f"DATA_DIR: {data_dir.absolute()} {problem}"
    if database.is_file() and not os.access(database, os.W_OK):
        return f"DATABASE_PATH: {database.absolute()} is read-only for this user: fix its rights"
    return None


def unwritable(folder: Path, make: bool = True) -> str | None:
    """Why files cannot be made in `folder` (made first if missing, when `make`), or None. A
    file is written and removed: the rights alone do not show a read-only mount to root."""
    if not make and not folder.exists():
        return _unmakeable(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        return "cannot be created: a file stands where a folder is needed; choose another folder"
    except OSError as error:
        return f"cannot be created ({error.strerror}): choose another folder or fix its rights"
    try:
        handle, probe = tempfile.mkstemp(prefix=_PROBE_PREFIX, dir=folder)
    except OSError as error:
        if disk_full(error):
            return None  # heals when space is freed
        return f"cannot be written ({error.strerror}): fix its rights or choose another folder"
    os.close(handle)
    os.unlink(probe)
    return None


def _unmakeable(folder: Path) -> str | None:
    """Why a missing `folder` could not be made, judged without making it: by the nearest
    folder above it that exists, which must be a folder and writable."""
    above = next(parent for parent in folder.parents if parent.exists())
    if not above.is_dir():
        return "cannot be created: a file stands where a folder is needed; choose another folder"
    problem = unwritable(above)
    return f"cannot be created: {above.absolute()} {problem}" if problem else None
