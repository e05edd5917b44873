"""One exception per answer of the service (service-api.md section 7), and two for silence.

The split that matters for money: `NotSent` means the request surely never reached the
service, so it may be retried; `MaybeSent` means it may have been taken, so it must not be.
"""

from __future__ import annotations


class ServiceError(Exception):
    """Base of every failure talking to the platform. Texts never carry the key."""

    status: int | None = None

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail or self.__class__.__name__)
        self.detail = detail


class Unauthorized(ServiceError):
    """401: the key is missing, invalid or revoked."""

    status = 401


class WalletEmpty(ServiceError):
    """402: the organization's balance is zero."""

    status = 402


class NotFound(ServiceError):
    """404: no such job or file."""

    status = 404


class Rejected(ServiceError):
    """422: the request failed validation; resending it unchanged cannot help."""

    status = 422


class RateLimited(ServiceError):
    """429: too frequent, two jobs already active, or the daily quota used."""

    status = 429


class Unavailable(ServiceError):
    """503 (and other 5xx): generation temporarily unavailable."""

    status = 503


class UnexpectedStatus(ServiceError):
    """Any status the interface does not describe."""

    def __init__(self, status: int, detail: str = "") -> None:
        super().__init__(detail or f"unexpected HTTP status {status}")
        self.status = status


class NotSent(ServiceError):
    """The connection failed before the request went out: safe to try again."""


class MaybeSent(ServiceError):
    """The request went out but no answer came back: the service may have acted on it."""


class BadAnswer(ServiceError):
    """The service answered 2xx with a body we cannot use."""


ERRORS_BY_STATUS: dict[int, type[ServiceError]] = {
    401: Unauthorized,
    402: WalletEmpty,
    404: NotFound,
    422: Rejected,
    429: RateLimited,
    503: Unavailable,
}


def error_for_status(status: int, detail: str) -> ServiceError:
    if status in ERRORS_BY_STATUS:
        return ERRORS_BY_STATUS[status](detail)
    if status >= 500:
        return Unavailable(detail or f"HTTP {status}")
    return UnexpectedStatus(status, detail)


# The text-model interface (service-api.md 4.2): its failures as the user must hear them.


class BudgetUsedUp(ServiceError):
    """The text model's trial budget is used up and the key stops answering (429 quota)."""

    status = 429


class TextTimeout(ServiceError):
    """The text model did not answer within the client's timeout."""


class NoLyrics(BadAnswer):
    """The text model answered, but with nothing we can sing."""


# Downloads of a finished track (issue 11): a body that cannot be a track.


class FileTooSlow(ServiceError):
    """The file did not arrive whole within the download's overall deadline."""


class FileTooLarge(ServiceError):
    """The file grew past the largest size a track can have."""
