"""Log lines (bot/logs.py): secrets redacted in every form a record can carry them, and the one
shape of a request's state change."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from bot.logs import REDACTED, install_redaction, log_move, redact_also, remove_redaction
from bot.store import State

TOKEN = "123456:AAH-secret_token"
KEY = "sk-platform/key+1"


@pytest.fixture
def redacted(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    install_redaction([TOKEN, KEY, "abc"])  # too short to redact safely: ignored
    caplog.set_level(logging.DEBUG)
    yield caplog
    remove_redaction()


def test_secrets_are_replaced_in_arguments_urls_and_tracebacks(
    redacted: pytest.LogCaptureFixture,
) -> None:
    log = logging.getLogger("httpx")
    log.info("HTTP Request: POST %s", f"http://api/bot{TOKEN}/getMe")
    log.info("quoted: %s", "key=sk-platform%2Fkey%2B1 and 123456%3AAAH-secret_token")
    try:
        raise RuntimeError(f"failed with {KEY}")
    except RuntimeError:
        logging.getLogger("bot").exception("boom %d", 1)
    text = redacted.text
    assert TOKEN not in text and KEY not in text and "%2Fkey" not in text
    assert "%3AAAH" not in text
    assert text.count(REDACTED) == 4
    assert "abc" not in REDACTED and "boom 1" in text


def test_a_secret_learned_later_is_redacted_too(redacted: pytest.LogCaptureFixture) -> None:
    redact_also("made-at-start-secret")
    logging.getLogger("telegram").debug("setWebhook secret_token=made-at-start-secret")
    assert "made-at-start-secret" not in redacted.text


def test_after_removal_records_are_left_alone(caplog: pytest.LogCaptureFixture) -> None:
    install_redaction([TOKEN])
    remove_redaction()
    with caplog.at_level(logging.INFO):
        logging.getLogger("bot").info("plain %s", "text")
    assert caplog.records[-1].args == ("text",)


@dataclass
class Row:
    id: int
    chat_id: int


def test_a_state_change_is_one_line_with_request_chat_and_states(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.INFO):
        log_move(logging.getLogger("bot"), Row(12, -100), State.WAITING, State.SUBMITTING)
        log_move(logging.getLogger("bot"), Row(12, -100), State.QUEUED, State.FAILED, "job error")
    assert caplog.messages == [
        "request 12 chat -100: waiting -> submitting",
        "request 12 chat -100: queued -> failed (job error)",
    ]
