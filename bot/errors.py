"""The project's own failures, in one tree, so that a catch-all can tell a failure the bot knows
and words from a bug. Every exception class in `bot/` descends from `SongbotError`
(tests/unit/test_errors.py walks them); a mixin (`ValueError`, `RuntimeError`) stays where
callers catch by it.

    SongbotError
    ├── ServiceError       the platform answered, or failed to (bot/service/errors.py), one
    │                      class per answer; `taken` says what the answer proves about money
    ├── StorageError       SQLite refused the database or its folder (bot/store/refusals.py)
    ├── BackupError        a backup could not be written (bot/store/backup.py)
    ├── RestoreError       a restore refused or failed, nothing replaced (bot/store/restore.py)
    ├── LyricsError        lyrics that cannot be sung (bot/lyrics/fitting.py)
    ├── AudioFormatError   a file that is not the WAV promised (bot/media/audio.py)
    │   └── IncompleteAudio
    ├── VideoError         the video worker could not make the video (bot/media/video_worker.py)
    ├── NowhereToKeep      no chat took a guest song's file: it waits, uncounted
    │                      (bot/pipeline/guest/delivery.py)
    ├── NoHomeYet          a song whose forum is shut whole waits for its asker's private
    │                      chat (bot/telegram/notify.py)
    ├── NotTheBotApi       TELEGRAM_API_URL answers, but not as the Bot API
    │                      (bot/telegram/address.py)
    ├── AlreadyRunning     another process holds the database (bot/telegram/instance.py)
    ├── NotStarted         the application's data read before it was built
    │                      (bot/telegram/app_data.py): known by name, and still a bug
    ├── ScriptError        the console's --script file cannot be read (bot/cli/console/main.py)
    └── SongsFolderError   the console cannot keep its songs (bot/cli/console/main.py)

A catch-all (`bot/handlers/fallbacks.py` `on_error`, the ticks in `bot/app.py`) words a known
failure and logs anything else as a bug: its traceback, and the error metric.
"""

from __future__ import annotations

from typing import TypeGuard


class SongbotError(Exception):
    """A failure the bot knows: raised by its own code, with a text an operator or a person may
    read (never a secret)."""

    # Known, yet a bug when it reaches a catch-all (a part used before it was built).
    is_bug = False
    # The words (a key of bot/texts) a person hears when this reaches a handler's catch-all.
    words = "error-generic"


def is_known(error: BaseException) -> TypeGuard[SongbotError]:
    """Whether a catch-all meets a failure the bot words, rather than a bug to report."""
    return isinstance(error, SongbotError) and not error.is_bug
