"""Bug reports in Sentry when SENTRY_DSN is set: the same events the error metric counts (a
handler's or a tick's bug, `AppData.count_error`), never a failure the bot knows, never a token,
a key or a person's words. The SDK is imported only then: unset, nothing of it is loaded, and
the bot at rest weighs what it did (bench/rest.py).

What is sent: the exception's type and stack (our files, their lines of code), where it was
caught, the release. What is not: the exception's message and the frames' variables (either may
hold lyrics, a topic or a name; the log line keeps the message), breadcrumbs, the host's
environment. Any secret left in what is sent is redacted as in the logs."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar, cast

from bot.logs import RedactSecrets
from bot.version import version

if TYPE_CHECKING:
    from sentry_sdk._types import Event
    from sentry_sdk.transport import Transport

log = logging.getLogger(__name__)
T = TypeVar("T")

# What stands for an exception's message in a report: its words stay in the log.
MESSAGE_LEFT_OUT = "(message left out: it may hold people's words; see the log)"
FLUSH_SEC = 2.0  # at the stop, the reports still queued get this long to leave


class BugReports:
    """Sends a bug to Sentry from wherever the error metric counts it."""

    def __init__(self, dsn: str, secrets: Iterable[str], transport: Transport | None) -> None:
        import sentry_sdk  # only here: SENTRY_DSN unset loads none of it

        self._sdk = sentry_sdk
        redaction = RedactSecrets(secrets)
        self._client = sentry_sdk.init(
            dsn=dsn,
            release=f"songbot@{version()}",
            transport=transport,
            # Only what `report` sends: no logging, threading or stdlib hooks, no sessions.
            default_integrations=False,
            auto_enabling_integrations=False,
            auto_session_tracking=False,
            send_client_reports=False,
            max_breadcrumbs=0,
            include_local_variables=False,  # a frame's locals hold lyrics and names
            before_send=lambda event, hint: _scrubbed(event, redaction),
        )

    def report(self, error: BaseException, caught_by: str) -> None:
        with self._sdk.new_scope() as scope:
            scope.set_tag("caught_by", caught_by)
            self._sdk.capture_exception(error)

    def close(self) -> None:
        self._sdk.flush(timeout=FLUSH_SEC)
        self._sdk.get_client().close()


def start_bug_reports(
    dsn: str | None, secrets: Iterable[str], transport: Transport | None = None
) -> BugReports | None:
    """Reports to `dsn`, or None (nothing loaded) when it is unset."""
    if not dsn:
        return None
    reports = BugReports(dsn, secrets, transport)
    log.info("bugs are reported to Sentry too")
    return reports


def _scrubbed(event: Event, redaction: RedactSecrets) -> Event:
    for exception in event.get("exception", {}).get("values", []):
        if exception.get("value"):
            exception["value"] = MESSAGE_LEFT_OUT
    event.pop("extra", None)
    event.pop("breadcrumbs", None)
    return _redacted(event, redaction)


def _redacted(value: T, redaction: RedactSecrets) -> T:
    """`value` in the same shape, every string in it (keys too) with its secrets redacted."""
    found: object = value
    if isinstance(value, str):
        found = redaction.redact(value)
    elif isinstance(value, dict):
        found = {_redacted(k, redaction): _redacted(v, redaction) for k, v in value.items()}
    elif isinstance(value, list | tuple):
        found = type(value)(_redacted(item, redaction) for item in value)
    return cast(T, found)
