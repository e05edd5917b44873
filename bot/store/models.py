"""Rows as typed objects, and the request states with their only exits (docs/architecture.md
§Where a request's state changes)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import TypedDict, Unpack

from bot.lyrics import SungNames, bounded_sung, sing_names


class State(StrEnum):
    DRAFT = "draft"
    WAITING = "waiting"
    SUBMITTING = "submitting"
    QUEUED = "queued"
    RUNNING = "running"
    COMPLETED = "completed"
    DELIVERED = "delivered"
    FAILED = "failed"
    # Late: not finished JOB_TIMEOUT_MIN after the service took it, still followed and
    # delivered when made (stored as "expired", the name it has had since migration 001).
    LATE = "expired"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    CANCELLED = "cancelled"


class Reason(StrEnum):
    """Why a request waits, or why it ended without a song, as a code kept in its `reason`
    (migration 014); `error` beside it keeps only free text (the service's own words, what a
    delivery met). The words its user reads are chosen from the code (bot/ui/status.py)."""

    # Waiting again: the service refused the last POST (bot/pipeline/scheduler.py).
    WALLET = "wallet"  # 402: the organization's wallet is empty
    KEY = "key"  # 401: the service refused the key
    ADDRESS = "address"  # 404/405 to the POST: MUSIC_API_URL names no music service
    BUSY = "busy"  # 429: every slot at the service is taken
    UNAVAILABLE = "unavailable"  # 503, or the service could not be reached
    # Ended before any POST.
    CHAT_GONE = "chat-gone"  # the chat no longer accepts messages from the bot (also: failed)
    DENIED = "denied"  # an admin denied the chat since it asked
    PREVIEW_EXPIRED = "preview-expired"  # a draft left unconfirmed (bot/pipeline/drafts/expiry.py)
    PREVIEW_FAILED = "preview-failed"  # a draft whose preview could not be shown
    # Sent: unknown, failed at the service, or made and never delivered.
    NO_ANSWER = "no-answer"  # found in `submitting` with no POST under way
    GENERATION_FAILED = "generation-failed"  # the service reported a failed generation
    JOB_LOST = "job-lost"  # the service no longer knows the job
    # A late job an older version gave up a day after the service took it, still unfinished;
    # kept for the words of its rows: a late job is now followed until the service ends it.
    NEVER_FINISHED = "never-finished"
    UNDELIVERED = "undelivered"  # made; every try to send it failed (`error` says how)
    FILE_GONE = "file-gone"  # made; the service no longer has the file
    FILE_INCOMPLETE = "file-incomplete"  # made; the service's file is cut off
    FILE_UNREADABLE = "file-unreadable"  # made; the service's file is not a WAV


# States whose job holds one of the organization's concurrent slots at the service, until the
# service ends it: `expired` is a late job, still running there as far as the bot knows
# (`unknown` POSTs count from `submissions`).
ACTIVE_STATES = (State.SUBMITTING, State.QUEUED, State.RUNNING, State.LATE)
# States whose job is still followed at the service (a late, expired job may still finish).
POLLED_STATES = (State.QUEUED, State.RUNNING, State.LATE)
# Where a request ends; `unknown` leaves only when its user asks again. Not `expired`: a late
# job is followed until the service ends it.
FINAL_STATES = (
    State.DELIVERED,
    State.FAILED,
    State.REJECTED,
    State.UNKNOWN,
    State.CANCELLED,
)

EXITS: dict[State, tuple[State, ...]] = {
    State.DRAFT: (State.WAITING, State.CANCELLED),
    State.WAITING: (State.SUBMITTING, State.CANCELLED),
    State.SUBMITTING: (State.QUEUED, State.WAITING, State.REJECTED, State.UNKNOWN),
    State.UNKNOWN: (State.WAITING,),
    State.QUEUED: (State.RUNNING, State.COMPLETED, State.FAILED, State.LATE),
    State.RUNNING: (State.COMPLETED, State.FAILED, State.LATE),
    State.LATE: (State.COMPLETED, State.FAILED),
    State.COMPLETED: (State.DELIVERED, State.FAILED),
    State.DELIVERED: (),
    State.FAILED: (),
    State.REJECTED: (),
    State.CANCELLED: (),
}


def can_move(source: State, target: State) -> bool:
    return target in EXITS[source]


# Request.topic_gone: where a forum request's messages go.
TOPIC_IN_USE, IN_GENERAL, IN_PRIVATE = 0, 1, 2


@dataclass(frozen=True)
class Asker:
    """Who asked, where, and in which message: the six facts a request, a draft and lyrics
    being written each keep (their rows hold them as columns; this is the one shape in code)."""

    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    message_id: int | None
    thread_id: int | None = None  # the forum topic it was asked in (None: General, no forum)
    # Guest mode (migration 029): the inline message that shows its words, in a chat the bot is
    # not in; the request is the asker's own (chat_id: their private chat), never that chat's.
    inline_message_id: str | None = None

    @property
    def is_guest(self) -> bool:
        return self.inline_message_id is not None


@dataclass(frozen=True)
class Gift:
    """A song made for someone (/gift): its caption names them and the occasion."""

    recipient: str
    occasion: str
    # Names as the singer reads them (migration 026): in the lyrics POSTed, never in the caption.
    sung: SungNames = ()

    @classmethod
    def of(
        cls, recipient: str | None, occasion: str | None, sung: str | None = None
    ) -> Gift | None:
        """The gift the columns hold, if they hold one."""
        return cls(recipient, occasion or "", decode_sung(sung)) if recipient else None

    @property
    def name_to_fix(self) -> str:
        """The name a correction of the spelling is for when it names none: the first one given
        a spelling, else the recipient as typed."""
        return self.sung[0][0] if self.sung else self.recipient


def encode_sung(names: SungNames) -> str | None:
    return json.dumps([list(pair) for pair in names], ensure_ascii=False) if names else None


def decode_sung(text: str | None) -> SungNames:
    if not text:
        return ()
    # Within the bounds the preview shows whole, whatever an older version stored: the preview
    # and the POST both read these, so they agree (bot/lyrics/sung_names.py SUNG_NAMES_AT_MOST).
    return bounded_sung(tuple((str(name), str(sung)) for name, sung in json.loads(text)))


@dataclass
class Request:
    id: int
    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    request_message_id: int | None
    status_message_id: int | None
    topic: str | None
    lyrics: str
    style: str | None
    duration_sec: int
    title: str
    state: State
    job_id: str | None
    service_duration_sec: float | None
    price_byn: float | None
    audio_file_id: str | None
    audio_message_id: int | None
    lossless_file_id: str | None
    error: str | None
    attempts: int
    not_before: float
    last_poll_at: float | None
    next_poll_at: float | None
    polls: int
    delivery_attempts: int
    created_at: float
    updated_at: float
    submitted_at: float | None
    accepted_at: float | None
    completed_at: float | None
    finished_at: float | None
    told_at: float | None
    missing_since: float | None = None  # first 404 on GET /jobs (migration 007)
    file_missing_since: float | None = None  # first 404 on GET /files (migration 008)
    bad_files: int = 0  # downloads that were not a whole WAV (migration 008)
    status_text: str | None = None  # what its status message shows (migration 011)
    reason: Reason | None = None  # why it waits or how it ended (migration 014)
    thread_id: int | None = None  # the forum topic it was asked in (migration 019)
    gift_for: str | None = None  # a gift's recipient (migration 018)
    gift_occasion: str | None = None  # and its occasion
    take_of: int | None = None  # another take: the first take's id (migration 017)
    take: int | None = None  # another take: its number, 2 and up (migration 017)
    # Where its messages go once its forum topic refused them (migration 021): TOPIC_IN_USE,
    # IN_GENERAL (the topic was closed or deleted), or IN_PRIVATE (General refused too: the
    # asker's private chat).
    topic_gone: int = 0
    video_file_id: str | None = None  # its video, once Telegram has it (migration 025)
    gift_sung: str | None = None  # a gift's names as sung, JSON (migration 026): Gift.sung
    gift_sung_asked: int | None = None  # the message asking the giver how a name is sung
    # Guest mode (migration 029): the inline message its words and song are shown in, and 1
    # once Telegram refused an edit of it (then the asker's private chat takes them).
    inline_message_id: str | None = None
    inline_gone: int = 0

    @property
    def is_guest(self) -> bool:
        return self.inline_message_id is not None

    @property
    def home_chat_id(self) -> int:
        """The chat its song and words go to now: the asker's private chat once its forum shut
        whole (topic and General), else the chat it was asked in."""
        return self.user_id if self.topic_gone == IN_PRIVATE else self.chat_id

    @property
    def gift(self) -> Gift | None:
        return Gift.of(self.gift_for, self.gift_occasion, self.gift_sung)

    @property
    def sung_lyrics(self) -> str:
        """The lyrics as the singer gets them: a gift's names in the spelling its giver saw."""
        gift = self.gift
        return sing_names(self.lyrics, gift.sung) if gift is not None else self.lyrics

    @property
    def asker(self) -> Asker:
        return Asker(
            self.chat_id,
            self.chat_type,
            self.user_id,
            self.user_name,
            self.language,
            self.request_message_id,
            self.thread_id,
            self.inline_message_id,
        )

    @property
    def at_service_since(self) -> float:
        """When the service took the job, as near as the row knows: accepted, else sent, else
        asked (store/requests.py counts slots from the same moment, in SQL)."""
        return self.accepted_at or self.submitted_at or self.created_at

    def changed(self, **changes: Unpack[RequestChanges]) -> Request:
        """This request with `changes` as the store writes them (RequestsRepo.update, move).
        Also the check that ties RequestChanges to the fields: mypy reads this replace() against
        Request's own fields, so a field renamed or retyped here and not there fails it."""
        return replace(self, **changes)

    def as_row(self) -> dict[str, object]:
        """Its columns by name, as the table holds them (the journal keeps them, JSON)."""
        return {
            name: (value.value if isinstance(value, StrEnum) else value)
            for name, value in vars(self).items()
        }

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> Request:
        """A row of `SELECT * FROM requests`, whose columns are exactly the fields (the store's
        tests check it against the migrated table)."""
        values = dict(zip(row.keys(), row, strict=True))
        values["state"] = State(values["state"])
        values["reason"] = Reason(values["reason"]) if values["reason"] else None
        # The generated __init__ of forty fields was three quarters of a row's cost (a chat's
        # /status, every pass over a long line): the instance takes the checked values as they are.
        request = object.__new__(cls)
        request.__dict__.update(values)
        return request


REQUEST_FIELDS = tuple(f.name for f in fields(Request))


class RequestChanges(TypedDict, total=False):
    """The columns of a request that change after it is created, each with its field's type:
    what RequestsRepo.move(), move_at_attempt(), move_chat_rows() and update() accept as
    keywords, so that a misspelt or retyped column fails mypy, not the path that writes it.
    The others (REQUEST_FIXED) are written once, or only by the store's own statements."""

    lyrics: str  # a draft's words, rewritten or replaced before they are sent
    style: str | None
    title: str
    status_message_id: int | None
    job_id: str | None
    service_duration_sec: float | None
    price_byn: float | None
    audio_file_id: str | None
    audio_message_id: int | None
    lossless_file_id: str | None
    error: str | None
    attempts: int
    not_before: float
    last_poll_at: float | None
    next_poll_at: float | None
    polls: int
    delivery_attempts: int
    submitted_at: float | None
    accepted_at: float | None
    completed_at: float | None
    finished_at: float | None
    told_at: float | None
    missing_since: float | None
    file_missing_since: float | None
    bad_files: int
    status_text: str | None
    reason: Reason | None
    topic_gone: int
    video_file_id: str | None
    gift_sung: str | None
    gift_sung_asked: int | None
    inline_gone: int


# Fields no RequestChanges may hold: who asked and what, fixed when the row is created; `state`,
# changed only by a guarded move to its target; and what the store's own statements write
# (`updated_at` on every write, chat ids by move_chat, times by shift_waits).
REQUEST_FIXED = frozenset(
    {
        "id",
        "chat_id",
        "chat_type",
        "user_id",
        "user_name",
        "language",
        "request_message_id",
        "topic",
        "duration_sec",
        "state",
        "created_at",
        "updated_at",
        "thread_id",
        "gift_for",
        "gift_occasion",
        "take_of",
        "take",
        "inline_message_id",
    }
)
# The columns a change may name, in the table's order: the only names an UPDATE built from
# RequestChanges puts in its SQL (the store's tests check that these and REQUEST_FIXED are
# Request's fields, each once, and that each key has its field's type).
REQUEST_CHANGEABLE = tuple(
    name for name in REQUEST_FIELDS if name in RequestChanges.__optional_keys__
)


@dataclass(frozen=True)
class NewRequest:
    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    request_message_id: int | None
    lyrics: str
    style: str | None
    duration_sec: int
    title: str
    topic: str | None = None
    thread_id: int | None = None
    gift: Gift | None = None
    take_of: int | None = None
    take: int | None = None
    inline_message_id: str | None = None

    @classmethod
    def of(
        cls,
        asker: Asker,
        *,
        lyrics: str,
        style: str | None,
        duration_sec: int,
        title: str,
        topic: str | None = None,
        gift: Gift | None = None,
        take_of: int | None = None,
        take: int | None = None,
    ) -> NewRequest:
        return cls(
            asker.chat_id,
            asker.chat_type,
            asker.user_id,
            asker.user_name,
            asker.language,
            asker.message_id,
            lyrics,
            style,
            duration_sec,
            title,
            topic,
            asker.thread_id,
            gift,
            take_of,
            take,
            asker.inline_message_id,
        )


@dataclass(frozen=True)
class ChatSettings:
    chat_id: int
    style: str | None
    duration_sec: int | None
    active: bool
