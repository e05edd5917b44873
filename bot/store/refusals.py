"""What SQLite's refusals of the database file mean, in the operator's words: one StorageError
whose text names the file and what to do. Apart from db.py so that the backup, which db.py uses
to keep a copy before migrating, words its errors the same way without importing db.py."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.errors import SongbotError

MOVE_IT_AWAY = "restore it from a backup, or move it away to start with an empty one"
# SQLite's words (a part of its message) -> what it means for the file, and what to do.
_MEANINGS = (
    ("not a database", "is not a SQLite database (or is damaged)", MOVE_IT_AWAY),
    ("malformed", "is damaged", MOVE_IT_AWAY),
    ("readonly", "is read-only for this user", "fix its rights or choose another DATABASE_PATH"),
    ("disk is full", "cannot be written: the disk is full", "free some space"),
    ("locked", "is locked by another program", "stop that program"),
    ("unable to open", "cannot be opened", "check the path and the rights of its folder"),
)


class StorageError(SongbotError):
    """The database cannot be opened or migrated; the text is the line the operator sees."""

    words = "error-storage"


def the_database(path: Path) -> str:
    # Absolute: a relative DATABASE_PATH depends on a working folder the reader may not know.
    return f"the database {path.absolute()} (DATABASE_PATH)"


def refusal(path: Path, error: sqlite3.Error | OSError) -> StorageError:
    """The error in plain words, naming the file (SQLite's own words kept in brackets)."""
    said = (error.strerror if isinstance(error, OSError) else None) or str(error)
    for words, meaning, fix in _MEANINGS:
        if words in said.lower():
            return StorageError(f"{the_database(path)} {meaning} ({said}): {fix}")
    return StorageError(f"{the_database(path)} cannot be used ({said})")
