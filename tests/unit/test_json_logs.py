"""LOG_FORMAT=json (bot/logs.py JsonLines): one JSON object a line with time, level, logger and
message, a request's id, chat and state change where a line is about one, and no secret in any
field, traceback included."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from bot.logs import JsonLines, install_redaction, log_move, remove_redaction
from bot.store import State

TOKEN = "123456:AAH-secret_token"


@dataclass
class Row:
    id: int
    chat_id: int


@pytest.fixture
def json_lines() -> Iterator[tuple[logging.Logger, io.StringIO]]:
    install_redaction([TOKEN])
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonLines())
    log = logging.getLogger("songbot.test.json")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    yield log, out
    log.removeHandler(handler)
    remove_redaction()


def test_a_state_change_is_one_object_with_its_request_chat_and_change(
    json_lines: tuple[logging.Logger, io.StringIO],
) -> None:
    log, out = json_lines
    log_move(log, Row(12, -100), State.WAITING, State.SUBMITTING, "slot free")
    log.warning("plain words, no request")
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert first["level"] == "INFO" and first["logger"] == "songbot.test.json"
    assert first["message"] == "request 12 chat -100: waiting -> submitting (slot free)"
    assert (first["request_id"], first["chat_id"]) == (12, -100)
    assert first["state_change"] == "waiting -> submitting"
    assert first["time"].endswith("+00:00")
    assert second["level"] == "WARNING" and "request_id" not in second


def test_no_secret_reaches_a_json_line_traceback_included(
    json_lines: tuple[logging.Logger, io.StringIO],
) -> None:
    log, out = json_lines
    try:
        raise RuntimeError(f"failed at /bot{TOKEN}/getMe")
    except RuntimeError:
        log.exception("call to %s failed", f"/bot{TOKEN}/sendMessage")
    line = json.loads(out.getvalue())
    assert TOKEN not in out.getvalue()
    assert "RuntimeError" in line["traceback"] and "[REDACTED]" in line["traceback"]
