"""The services every handler and pipeline step needs, carried by the bot's context
(PTB's contexttypesbot pattern), so no code reaches for globals: `ServicesData`, the
application's data as this layer reads it, holds them once the start built them."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Self, TypeVar

from telegram import Bot, Update
from telegram.ext import CallbackContext, ExtBot

from bot.accounting.gate import SpendGate
from bot.accounting.organization import Organization
from bot.accounting.text_budget import TextBudget
from bot.alarm import Alarm
from bot.clocks import ClockWatch, TelegramLead, read_boot_id
from bot.config import Settings
from bot.media.files import AudioFiles
from bot.service.music import MusicClient
from bot.service.textmodel import TextModelClient
from bot.store import Store
from bot.store.journal import AcceptedJournal
from bot.tasks import TaskSet
from bot.telegram import ChatAdmins, TelegramReach
from bot.telegram.app_data import STARTED, App, AppData, Slot
from bot.telegram.notify import Notifier
from bot.texts import language_for
from bot.tuning import Tuning


class SchedulerBell:
    """Rung by a step that put a request in line (intake, a confirmed draft, "Try again", a pause
    lifted or a share changed): the scheduler looks at once instead of at its next tick. The
    pipeline hangs its scheduler's tick here when it is built (bot/pipeline/steps.py), so the
    services reach the scheduler without knowing it; before that, ringing does nothing."""

    def __init__(self) -> None:
        self._tick: Callable[[], Awaitable[None]] | None = None

    def answer_with(self, tick: Callable[[], Awaitable[None]]) -> None:
        self._tick = tick

    async def ring(self) -> None:
        if self._tick is not None:
            await self._tick()


@dataclass
class Services:
    """What every handler and pipeline step may use, built whole before any of them runs (the
    scheduler, poller and delivery are built from it in bot/app.py, and never held here)."""

    settings: Settings
    tuning: Tuning
    store: Store
    music: MusicClient
    text: TextModelClient | None  # None when topics are not configured
    bot: Bot
    org: Organization  # tracks and slots left, and pauses
    notifier: Notifier  # status messages and outcomes
    files: AudioFiles  # the audio cache under DATA_DIR
    journal: AcceptedJournal  # accepted job ids, kept before the database hears of them
    reach: TelegramReach  # whether Telegram answers, fails or refuses the token
    gate: SpendGate  # shut while a new track could not be brought (token, outage, disk)
    clock: Callable[[], float] = time.time  # the wall clock: moments, quota days
    # How long things take is measured on this one (bot/pipeline/clock_steps.py).
    monotonic: Callable[[], float] = time.monotonic
    # Which boot the monotonic clock counts from (bot/clocks.py); None: unknown.
    boot_id: Callable[[], str | None] = read_boot_id
    tasks: TaskSet = field(default_factory=TaskSet)
    telegram_lead: TelegramLead = field(default_factory=TelegramLead)  # the host clock's lead
    scheduler_bell: SchedulerBell = field(default_factory=SchedulerBell)
    # Rings when the next poll is due (bot/alarm.py); the poller answers it (bot/pipeline/steps.py).
    poll_alarm: Alarm = field(default_factory=Alarm)
    # Named locks for read-modify-write steps that concurrent tasks share (one process per DB).
    locks: defaultdict[str, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))

    @cached_property
    def clock_watch(self) -> ClockWatch:
        return ClockWatch(self.clock, self.monotonic)

    @cached_property
    def text_budget(self) -> TextBudget:
        """The text-model calls left today: asked before every call of the model."""
        return TextBudget(self.settings, self.store, self.org, self.clock)

    @cached_property
    def chat_admins(self) -> ChatAdmins:
        """Who administers a group, for presses on what the group asked as itself."""
        return ChatAdmins(self.bot, self.monotonic)

    def is_admin(self, user_id: int | None) -> bool:
        return user_id is not None and user_id in self.settings.ADMIN_USER_IDS


class ServicesData(AppData):
    """The application's data as the services' layer reads it: the transport's, and the
    services once the start built them (bot/pipeline/steps.py `BotData` adds the rest)."""

    services: Slot[Services] = Slot(STARTED)

    def clear_started(self) -> None:
        super().clear_started()
        del self.services


DataT = TypeVar("DataT", bound=ServicesData)


class BotContext(
    CallbackContext[ExtBot[Any], dict[Any, Any], dict[Any, Any], DataT], Generic[DataT]
):
    """What a handler or a job is given: the services, and for an update, the language its user
    reads. Its `bot_data` is the application's (`BotData`, named by bot/handlers/handler_context.py
    `HandlerContext`, as the pipeline lies above this layer). python-telegram-bot makes one
    context per update and hands it to every handler group in turn, so what the first group
    learns (`remember_user`) the others read here. Nothing is kept in `user_data`, which would
    hold an entry for every person ever seen."""

    _telegram_language: str | None = None  # the user's Telegram app's, set by from_update
    _stored_language: str | None = None  # the one stored for them, set by remember_user, /lang

    @classmethod
    def from_update(cls, update: object, application: App[DataT]) -> Self:
        context = super().from_update(update, application)
        if isinstance(update, Update) and update.effective_user is not None:
            context._telegram_language = update.effective_user.language_code
        return context

    @property
    def services(self) -> Services:
        return self.bot_data.services

    @property
    def language(self) -> str:
        """The language the user reads: the one stored for them (found before every handler
        by bot/handlers/common.py `remember_user`, or chosen with /lang), else their Telegram
        app's, if we speak it."""
        return self._stored_language or language_for(self._telegram_language)

    @language.setter
    def language(self, language: str) -> None:
        self._stored_language = language


def services_of(app: App[DataT]) -> Services:
    """The services of a started application (`NotStarted` before the start built them)."""
    return app.bot_data.services
