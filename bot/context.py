"""The services every handler and pipeline step needs, carried by the bot's context
(PTB's contexttypesbot pattern), so no code reaches for globals."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from telegram import Bot
from telegram.ext import Application, CallbackContext, ExtBot

from bot.config import Settings
from bot.pipeline.clocks import ClockWatch
from bot.pipeline.files import AudioFiles
from bot.pipeline.gate import SpendGate
from bot.pipeline.notify import Notifier
from bot.pipeline.organization import Organization
from bot.pipeline.tasks import TaskSet
from bot.pipeline.tuning import Tuning
from bot.service.music import MusicClient
from bot.service.textmodel import TextModelClient
from bot.store import Store
from bot.store.journal import AcceptedJournal
from bot.telegram import ChatAdmins, TelegramReach

SERVICES_KEY = "services"


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
    tasks: TaskSet = field(default_factory=TaskSet)
    # Named locks for read-modify-write steps that concurrent tasks share (one process per DB).
    locks: defaultdict[str, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))

    @cached_property
    def clock_watch(self) -> ClockWatch:
        return ClockWatch(self.clock, self.monotonic)

    @cached_property
    def chat_admins(self) -> ChatAdmins:
        """Who administers a group, for presses on what the group asked as itself."""
        return ChatAdmins(self.bot, self.monotonic)

    def is_admin(self, user_id: int | None) -> bool:
        return user_id is not None and user_id in self.settings.ADMIN_USER_IDS


class BotContext(CallbackContext[ExtBot, dict, dict, dict]):
    @property
    def services(self) -> Services:
        return self.bot_data[SERVICES_KEY]


def services_of(app: Application) -> Services:
    return app.bot_data[SERVICES_KEY]
