"""The services every handler and pipeline step needs, carried by the bot's context
(PTB's contexttypesbot pattern), so no code reaches for globals."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from telegram import Bot
from telegram.ext import Application, CallbackContext, ExtBot

from bot.config import Settings
from bot.pipeline.tasks import TaskSet
from bot.pipeline.tuning import Tuning
from bot.service.music import MusicClient
from bot.service.textmodel import TextModelClient
from bot.store import Store
from bot.store.journal import AcceptedJournal

if TYPE_CHECKING:
    from bot.pipeline.delivery import Delivery
    from bot.pipeline.notify import Notifier
    from bot.pipeline.poller import Poller
    from bot.pipeline.scheduler import Scheduler

SERVICES_KEY = "services"


@dataclass
class Services:
    settings: Settings
    tuning: Tuning
    store: Store
    music: MusicClient
    bot: Bot
    journal: AcceptedJournal  # accepted job ids, kept before the database hears of them
    tasks: TaskSet = field(default_factory=TaskSet)
    # Named locks for read-modify-write steps that concurrent tasks share (one process per DB).
    locks: defaultdict[str, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))
    clock: Callable[[], float] = time.time
    text: TextModelClient | None = None  # None when topics are not configured
    notifier: Notifier = field(init=False)
    scheduler: Scheduler = field(init=False)
    poller: Poller = field(init=False)
    delivery: Delivery = field(init=False)

    def is_admin(self, user_id: int | None) -> bool:
        return user_id is not None and user_id in self.settings.ADMIN_USER_IDS


class BotContext(CallbackContext[ExtBot, dict, dict, dict]):
    @property
    def services(self) -> Services:
        return self.bot_data[SERVICES_KEY]


def services_of(app: Application) -> Services:
    return app.bot_data[SERVICES_KEY]
