"""One exception per answer of the service (docs/service.md §Errors), and two for silence.

The split that matters for money is each class's `taken`: what the failure proves about a
submission. `NOT_TAKEN` (a documented refusal, or `NotSent`: the request never left) may be
sent again; `REFUSED` (`Rejected`) was read and said no to, so sending it again cannot help;
`MAYBE_TAKEN` (`MaybeSent`, and anything not known to prove otherwise) may have made a job,
so it is never sent again by itself. The scheduler asks the class, not a list of classes.
"""

from __future__ import annotations

from enum import Enum
from http import HTTPStatus

from bot.errors import SongbotError


class Taken(Enum):
    """What a failed submission proves about the job it asked for."""

    NOT_TAKEN = "not taken"  # no job was made: the request may wait and be sent again
    REFUSED = "refused"  # the service read it and said no: rejected, with its reason
    MAYBE_TAKEN = "maybe taken"  # a job may exist and be charged: never sent again by itself


class ServiceError(SongbotError):
    """Base of every failure talking to the platform. Texts never carry the key."""

    status: int | None = None
    words = "error-service"
    # Unless a class proves otherwise, a failure may hide a job the service took.
    taken: Taken = Taken.MAYBE_TAKEN

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail or self.__class__.__name__)
        self.detail = detail


class Unauthorized(ServiceError):
    """401: the key is missing, invalid or revoked."""

    status = 401
    taken = Taken.NOT_TAKEN


class WrongAddress(ServiceError):
    """404 or 405 to POST /generate: no such route at MUSIC_API_URL. The operator's fault, not
    the lyrics': no job was made, and the request waits for a start with the right address."""

    taken = Taken.NOT_TAKEN


class WalletEmpty(ServiceError):
    """402: the organization's balance is zero."""

    status = 402
    taken = Taken.NOT_TAKEN


class NotFound(ServiceError):
    """404: no such job or file."""

    status = 404


class Rejected(ServiceError):
    """422 or another 4xx to a submission: the service said no to this very request, so
    resending it unchanged cannot help. The detail is the reason in plain words."""

    status = 422
    taken = Taken.REFUSED


class RateLimited(ServiceError):
    """429: too frequent, two jobs already active, or the daily quota used."""

    status = 429
    taken = Taken.NOT_TAKEN


class Unavailable(ServiceError):
    """503 (and other 5xx): generation temporarily unavailable. To a submission only a 503
    comes as this class (a gateway's 500/502/504 proves nothing: `MaybeSent`)."""

    status = 503
    taken = Taken.NOT_TAKEN


class TextNotSent(Unavailable):
    """The text model could not be reached: the call never went out, so it is not paid for."""


class UnexpectedStatus(ServiceError):
    """A status the interface does not describe."""

    def __init__(self, status: int, detail: str = "") -> None:
        super().__init__(detail or f"unexpected HTTP status {status}")
        self.status = status


class NotSent(ServiceError):
    """The connection failed before the request went out: safe to try again."""

    taken = Taken.NOT_TAKEN


class MaybeSent(ServiceError):
    """The request went out and nothing that came back proves it was refused (no answer, a
    gateway's 5xx, an unreadable 2xx): the service may have acted on it."""


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


MAY_HAVE_TAKEN = "it may have taken the song"

# Answers to POST /generate (docs/service.md §Errors) that prove the service made no job.
NOT_TAKEN: dict[int, type[ServiceError]] = {
    401: Unauthorized,
    402: WalletEmpty,
    429: RateLimited,
    503: Unavailable,
}

# What a server answers a POST to a route it does not have: the address is wrong, not the song.
WRONG_ADDRESS = (404, 405)

# Plain words for a refusal that came without the service's own reason.
REFUSAL_WORDS: dict[int, str] = {
    400: "the service could not read the request",
    403: "the service does not allow this request",
    404: "the service has no such address",
    405: "the service does not take this kind of request there",
    409: "the service refused the request as conflicting with another",
    413: "the request was too large for the service",
    415: "the service does not take the request's format",
    422: "the service found the request invalid",
}


def submission_error(status: int, message: str | None) -> ServiceError:
    """What an answer to POST /generate that carries no job proves, for the money's sake.

    - 401, 402, 429, 503: the refusals the service documents; no job was made, so the request
      waits and is sent again.
    - 404, 405: no such route at MUSIC_API_URL (service-api.md has POST /generate): the
      operator's fault, never the lyrics'; no job was made, the request waits.
    - any other 4xx: the service read this request and said no; sending it again unchanged
      cannot help, so it is rejected with the reason (the service's own, else plain words).
    - anything else (500, 502, 504, any 5xx, 1xx, 3xx) proves nothing: a gateway in front of
      the service may have lost the answer of a service that took and will charge the job, so
      the song may have been taken and must never be resent by itself.
    The key is never part of a detail: a 401's words are our own.
    """
    error: ServiceError
    if status == 401:
        error = Unauthorized("the service refused the key (401)")
    elif status in WRONG_ADDRESS:
        error = WrongAddress(f"{status_words(status)} to POST /generate: check MUSIC_API_URL")
    elif status in NOT_TAKEN:
        error = NOT_TAKEN[status](message or status_words(status))
    elif 400 <= status < 500:
        words = REFUSAL_WORDS.get(status) or f"the service answered {status_words(status)}"
        error = Rejected(message or words)
    else:
        error = MaybeSent(f"the service answered {status_words(status)}; {MAY_HAVE_TAKEN}")
    error.status = status  # the one that came, e.g. 413 for a Rejected
    return error


def status_words(status: int) -> str:
    """E.g. "502 Bad Gateway"; just the number for a status HTTP has no name for."""
    try:
        return f"{status} {HTTPStatus(status).phrase}"
    except ValueError:
        return str(status)


# The text-model interface (docs/service.md §The text model): its failures as the user must
# hear them.


class BudgetUsedUp(ServiceError):
    """The text model's trial budget is used up and the key stops answering (429 quota)."""

    status = 429
    taken = Taken.NOT_TAKEN


class TextTimeout(ServiceError):
    """The text model did not answer within the client's timeout."""


class NoLyrics(BadAnswer):
    """The text model answered, but with nothing we can sing."""


class AnswerCut(ServiceError):
    """The bot stopped reading the text model's answer before its end (TextModelTuning's bounds
    on a call): `text` is what a streamed answer had said by then, which may still make lyrics."""

    def __init__(self, detail: str, text: str = "") -> None:
        super().__init__(detail)
        self.text = text


class AnswerTooSlow(AnswerCut):
    """The call's deadline passed before the answer ended
    (`TextModelTuning.text_call_deadline_sec`)."""


class AnswerTooLong(AnswerCut):
    """The answer grew past the bytes a call may read (`TextModelTuning.text_answer_max_bytes`),
    or its text past the characters it may take (`TextModelTuning.text_answer_max_chars`)."""


# Downloads of a finished track (bot/service/downloads.py): a body that cannot be a track.


class FileTooSlow(ServiceError):
    """The file did not arrive whole within the download's overall deadline."""


class FileTooLarge(ServiceError):
    """The file grew past the largest size a track can have."""
