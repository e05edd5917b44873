"""A `Services` (bot/context.py) for deciding-code tests, with no HTTP: the real store on a
temporary SQLite file, the real organization, gate, notifier, task set and journal, and fakes
only for what would talk to the network: the music service, the text model and Telegram's Bot.
The clock is simulated: a test moves it by hand."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import MISSING, dataclass, field, fields, replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

from telegram import Bot

from bot.accounting.gate import SpendGate
from bot.accounting.organization import Organization
from bot.config import Settings
from bot.context import Services
from bot.media.files import AudioFiles
from bot.service.errors import ServiceError
from bot.service.music import Job, JobStatus, MusicClient
from bot.store import NewRequest, Request, State, Store
from bot.store.journal import AcceptedJournal, journal_path
from bot.telegram import TelegramReach
from bot.telegram.notify import Notifier
from bot.tuning import PollingTuning, Tuning
from music_emulator.wav import frame_count, wav_stream

ADMIN = 900
# No backoff jitter, so a test knows when a refused request may go again.
TUNING = Tuning(polling=PollingTuning(backoff_jitter=0.0, tick_sec=3600.0))


@dataclass
class Clock:
    now: float = 1_767_225_600.0  # 2026-01-01 00:00 UTC

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class FakeMusic:
    """The music service's client: each POST takes the next scripted answer (a Job's status,
    or a ServiceError to raise); with none left, it takes the job."""

    answers: list[ServiceError | JobStatus] = field(default_factory=list)
    posts: list[tuple[str, str | None, int]] = field(default_factory=list)
    wav_sec: float = 2.0
    file_error: ServiceError | None = None  # what a download raises instead, while set
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    async def submit(self, lyrics: str, prompt: str | None, duration_sec: int) -> Job:
        self.posts.append((lyrics, prompt, duration_sec))
        answer = self.answers.pop(0) if self.answers else "queued"
        if isinstance(answer, ServiceError):
            raise answer
        return Job(job_id=f"job-{next(self._ids)}", status=answer)

    async def download(
        self, job_id: str, dest: Path, on_chunk: Callable[[bytes], Any] | None = None
    ) -> int:
        """The job's WAV (`wav_sec` long), in chunks, as the real client streams it."""
        if self.file_error is not None:
            raise self.file_error
        size = 0
        with dest.open("wb") as out:
            for chunk in wav_stream(frame_count(self.wav_sec), seed=1):
                out.write(chunk)
                size += len(chunk)
                if on_chunk is not None and (waited := on_chunk(chunk)) is not None:
                    await waited
        return size

    async def aclose(self) -> None:
        pass


@dataclass
class FakeBot:
    """Telegram's Bot as the pipeline uses it: every call recorded; a message sent gets the next
    id; `fail_with` raises for every call while it is set."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    fail_with: Exception | None = None
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(100))

    def __getattr__(self, method: str) -> Callable[..., Any]:
        if method.startswith("_"):
            raise AttributeError(method)

        async def call(*args: Any, **kwargs: Any) -> Any:
            self.calls.append((method, {"args": args, **kwargs}))
            if self.fail_with is not None:
                raise self.fail_with
            number = next(self._ids)
            audio = SimpleNamespace(file_id=f"file-{number}")
            return SimpleNamespace(message_id=number, chat=SimpleNamespace(id=0), audio=audio)

        return call

    def sent(self, method: str) -> list[dict[str, Any]]:
        return [kwargs for name, kwargs in self.calls if name == method]


def a_new_request(**changes: Any) -> NewRequest:
    """A request as a private chat's message asks it (user 1's, a minute of a la), with
    `changes` made."""
    base = NewRequest(1, "private", 1, "U", "en", 1, "[verse]\nla", None, 60, "la")
    return replace(base, **changes)


def a_request(**changes: Any) -> Request:
    """A stored request as the store would read it (a delivered song), with `changes` made:
    asked as `a_new_request` asks (Ann's ten seconds of la la), nothing later known yet."""
    names = {f.name for f in fields(Request)}
    asked = a_new_request(user_name="Ann", lyrics="[verse]\nla la", duration_sec=10, title="la la")
    values: dict[str, Any] = {f.name: None for f in fields(Request) if f.default is MISSING}
    values |= dict.fromkeys(("attempts", "polls", "delivery_attempts"), 0)
    values |= dict.fromkeys(("not_before", "created_at", "updated_at"), 0.0)
    values |= {name: value for name, value in vars(asked).items() if name in names}
    values |= {"id": 1, "state": State.DELIVERED}
    return Request(**(values | changes))


def settings_for(folder: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "TELEGRAM_BOT_TOKEN": "123456:fake-token",
        "API_KEY": "fake-key",
        "MUSIC_API_URL": "http://127.0.0.1:9/api/v1/music",  # never reached: the client is fake
        "DATABASE_PATH": folder / "db" / "bot.sqlite3",
        "DATA_DIR": folder / "data",
        "ADMIN_USER_IDS": frozenset({ADMIN}),
        "ACCESS": "open",
        "DEFAULT_DURATION_SEC": 10,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)


@dataclass
class World:
    services: Services
    music: FakeMusic
    bot: FakeBot
    clock: Clock

    async def ask(
        self, chat_id: int, lyrics: str = "[verse]\nla la", state: State = State.WAITING
    ) -> Request:
        """A request in line (or a draft), as intake writes it."""
        new = NewRequest(
            chat_id=chat_id,
            chat_type="private",
            user_id=chat_id,
            user_name="Ann",
            language="en",
            request_message_id=1,
            lyrics=lyrics,
            style=None,
            duration_sec=10,
            title="la la",
        )
        return await self.services.store.requests.create(new, state)

    async def draft(self, chat_id: int, preview_message_id: int = 77) -> Request:
        """A preview waiting for its user's press, shown as message `preview_message_id`."""
        request = await self.ask(chat_id, state=State.DRAFT)
        await self.services.store.requests.update(request.id, status_message_id=preview_message_id)
        return request

    async def made(self, chat_id: int) -> Request:
        """A request whose job the service completed (charged): the next is its delivery."""
        request = await self.ask(chat_id)
        moves = self.services.store.requests
        now = self.clock()
        await moves.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=now)
        await moves.move(
            request.id, State.SUBMITTING, State.QUEUED, job_id=f"job-{request.id}", accepted_at=now
        )
        await moves.move(
            request.id,
            State.QUEUED,
            State.COMPLETED,
            completed_at=now,
            service_duration_sec=self.music.wav_sec,
            price_byn=0.5,
        )
        return request

    async def state_of(self, request_id: int) -> State:
        request = await self.services.store.requests.get(request_id)
        assert request is not None
        return request.state

    async def settle(self) -> None:
        """Every task the step started (the POSTs, the words after them) has run."""
        await self.services.tasks.drain(timeout=10)


@asynccontextmanager
async def fake_world(folder: Path, **settings: object) -> AsyncIterator[World]:
    config = settings_for(folder, **settings)
    clock = Clock()
    config.DATA_DIR.mkdir(parents=True, exist_ok=True)
    store = await Store.open(config.DATABASE_PATH, clock)
    music, bot = FakeMusic(), FakeBot()
    # The fakes stand in, by duck typing, for the client and the Bot the code is typed with.
    as_client, as_bot = cast(MusicClient, music), cast(Bot, bot)
    reach = TelegramReach(clock=clock)
    services = Services(
        settings=config,
        tuning=TUNING,
        store=store,
        music=as_client,
        text=None,
        bot=as_bot,
        org=Organization(config, store, clock),
        notifier=Notifier(as_bot, store, TUNING.telegram),
        files=AudioFiles(config.DATA_DIR, as_client),
        journal=AcceptedJournal(journal_path(config.DATABASE_PATH)),
        reach=reach,
        gate=SpendGate(reach, config.DATA_DIR, config.DATABASE_PATH),
        clock=clock,
        monotonic=clock,
    )
    try:
        yield World(services, music, bot, clock)
    finally:
        await services.tasks.cancel_all()
        await store.close()
