"""The instance lock and the polling error report (bot/telegram/instance.py)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from telegram.error import Conflict, NetworkError

from bot.telegram.instance import (
    AlreadyRunning,
    PollingErrors,
    single_instance,
)


def test_a_database_is_held_by_one_holder_at_a_time(tmp_path: Path) -> None:
    database = tmp_path / "db" / "bot.sqlite3"
    with single_instance(database):
        with pytest.raises(AlreadyRunning, match="already running on"), single_instance(database):
            pass
        with single_instance(tmp_path / "other.sqlite3"):  # another database is free
            pass
    with single_instance(database):  # released at the end of the block
        pass


def test_conflict_is_said_once_a_minute_while_it_lasts(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    report = PollingErrors(clock=lambda: now[0], repeat_sec=60.0)
    conflict = Conflict("Conflict: terminated by other getUpdates request")
    with caplog.at_level(logging.INFO, logger="bot.telegram.instance"):
        report(conflict)
        now[0] += 5
        report(conflict)
        now[0] += 60.0
        report(conflict)
        report(NetworkError("connection reset"))
        report(conflict)
    conflicts = [r for r in caplog.records if "another process" in r.getMessage()]
    assert len(conflicts) == 3
    assert all(r.levelno == logging.ERROR and r.exc_info is None for r in conflicts)
    assert any("retrying: connection reset" in r.getMessage() for r in caplog.records)
