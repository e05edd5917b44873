"""The three steps that move requests along (docs/architecture.md §The journey of one request): the
scheduler submits, the poller follows jobs at the service, delivery brings songs to their chats.
Built from the services in bot/app.py; handlers reach them as `context.pipeline`
(bot/handlers/context.py). The services never hold them: their one way to the scheduler is the
bell it answers (`Services.scheduler_bell`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.context import Services
from bot.pipeline.delivery import Delivery
from bot.pipeline.poller import Poller
from bot.pipeline.scheduler import Scheduler

PIPELINE_KEY = "pipeline"


@dataclass(frozen=True)
class Pipeline:
    scheduler: Scheduler
    poller: Poller
    delivery: Delivery

    @classmethod
    def build(cls, services: Services) -> Pipeline:
        delivery, scheduler = Delivery(services), Scheduler(services)
        services.scheduler_bell.answer_with(scheduler.tick)
        return cls(scheduler, Poller(services, delivery), delivery)


def pipeline_of(bot_data: Mapping[str, Any]) -> Pipeline:
    """The pipeline an application runs (`app.bot_data`, or `context.bot_data` in a handler)."""
    pipeline: Pipeline = bot_data[PIPELINE_KEY]
    return pipeline
