"""Logging with every secret redacted, wherever it appears: our lines, httpx's request URLs and
python-telegram-bot's (the Bot API path carries the token)."""

from __future__ import annotations

import logging
from collections.abc import Iterable

REDACTED = "[REDACTED]"


class RedactSecrets(logging.Filter):
    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self._secrets = sorted({s for s in secrets if len(s) >= 4}, key=len, reverse=True)

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        record.msg, record.args = self.redact(message), None
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        record.exc_info = None if record.exc_text else record.exc_info
        return True


def setup_logging(level: str, secrets: Iterable[str]) -> RedactSecrets:
    redactor = RedactSecrets(secrets)
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(redactor)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # Their INFO lines are one per request and carry URLs; ours say what matters.
    for noisy in ("httpx", "httpcore", "apscheduler", "aiohttp.access"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    return redactor
