"""Logging with every secret redacted, wherever it appears: our lines, httpx's request URLs and
python-telegram-bot's (the Bot API path carries the token), exception texts included; and the one
shape of a request's event line: `request 12 chat 42: waiting -> submitting (detail)`."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Protocol
from urllib.parse import quote

REDACTED = "[REDACTED]"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Their INFO lines are one per HTTP request; ours say what matters.
NOISY_LOGGERS = ("httpx", "httpcore", "apscheduler", "aiohttp.access", "tornado.access")
# What a request's event line carries besides its words (log_move), for JSON lines.
EVENT_FIELDS = ("request_id", "chat_id", "state_change")
_MIN_SECRET_LENGTH = 4  # shorter values would blank out ordinary words


class RedactSecrets(logging.Filter):
    """Replaces every secret (and its URL-encoded form) in a record's message and traceback."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self._secrets: list[str] = []
        self.add(*secrets)

    def add(self, *secrets: str) -> None:
        """Redact these too from now on (e.g. a webhook secret made at start)."""
        found = set(self._secrets)
        for secret in secrets:
            if secret and len(secret) >= _MIN_SECRET_LENGTH:
                found.update({secret, quote(secret, safe=""), quote(secret)})
        self._secrets = sorted(found, key=len, reverse=True)

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        self.scrub(record)
        return True

    def scrub(self, record: logging.LogRecord) -> None:
        """Freeze the record's text with secrets replaced: message, traceback, stack."""
        try:
            message = record.getMessage()
        except Exception:  # a malformed call: leave it to the handler to report
            return
        record.msg, record.args = self.redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
            record.exc_info = None  # formatters print exc_text; the raw exception could leak
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)


_base_factory: Callable[..., logging.LogRecord] | None = None
_active: RedactSecrets | None = None


def install_redaction(secrets: Iterable[str]) -> RedactSecrets:
    """Redact every record as it is made, whichever logger or handler (pytest's too) sees it."""
    global _base_factory, _active
    _active = RedactSecrets(secrets)
    if _base_factory is None:
        _base_factory = logging.getLogRecordFactory()
        base = _base_factory

        def make_record(*args: object, **kwargs: object) -> logging.LogRecord:
            record = base(*args, **kwargs)
            if _active is not None:
                _active.scrub(record)
            return record

        logging.setLogRecordFactory(make_record)
    return _active


def remove_redaction() -> None:
    global _base_factory, _active
    if _base_factory is not None:
        logging.setLogRecordFactory(_base_factory)
    _base_factory, _active = None, None


def redact_also(*secrets: str) -> None:
    """A secret learned after start-up (a generated webhook secret) is redacted too."""
    if _active is not None:
        _active.add(*secrets)


class JsonLines(logging.Formatter):
    """LOG_FORMAT=json: one JSON object a line for log shippers: time (UTC, ISO 8601), level,
    logger, message, and for a request's event its id, chat and state change. The record was
    scrubbed of secrets when it was made (install_redaction), traceback included."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key in EVENT_FIELDS:
            if (value := getattr(record, key, None)) is not None:
                line[key] = value
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["traceback"] = record.exc_text
        return json.dumps(line, ensure_ascii=False)


def setup_logging(level: str, secrets: Iterable[str], form: str = "text") -> RedactSecrets:
    redactor = install_redaction(secrets)
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLines() if form == "json" else logging.Formatter(FORMAT))
    handler.addFilter(redactor)  # records made without the factory (makeLogRecord) too
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    if level != "DEBUG":
        for noisy in NOISY_LOGGERS:
            logging.getLogger(noisy).setLevel(logging.WARNING)
    return redactor


class _Row(Protocol):
    """What a move's log line names of a row: read-only, so a NamedTuple fits too."""

    @property
    def id(self) -> int: ...

    @property
    def chat_id(self) -> int: ...


def log_move(
    log: logging.Logger,
    request: _Row,
    source: object,  # a state (its value is named) or its name
    target: object,
    detail: str = "",
    level: int = logging.INFO,
) -> None:
    """The one line a request's state change gets, after the guarded UPDATE succeeded."""
    source, target = getattr(source, "value", source), getattr(target, "value", target)
    suffix = f" ({detail})" if detail else ""
    event = {
        "request_id": request.id,
        "chat_id": request.chat_id,
        "state_change": f"{source} -> {target}",
    }
    log.log(
        level,
        "request %s chat %s: %s -> %s%s",
        request.id,
        request.chat_id,
        source,
        target,
        suffix,
        extra=event,
    )


class RepeatedFailure:
    """A failure that repeats every few seconds while it lasts (a tick that meets a full disk,
    the inbox that cannot be written) is logged once, with its traceback, then not again until
    the step works once more: a long outage leaves two lines, not a storm."""

    def __init__(self, logger: logging.Logger, what: str) -> None:
        self._log = logger
        self._what = what
        self._failing = False

    def failed(self, error: BaseException) -> None:
        if self._failing:
            self._log.debug("%s failed again: %s", self._what, error)
            return
        self._failing = True
        self._log.error("%s failed; said once until it works again", self._what, exc_info=error)

    def passed(self) -> None:
        if self._failing:
            self._failing = False
            self._log.warning("%s works again", self._what)
