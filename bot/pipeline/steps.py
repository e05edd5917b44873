"""The three steps that move requests along (docs/architecture.md §The journey of one request): the
scheduler submits, the poller follows jobs at the service, delivery brings songs to their chats.
Built from the services in bot/app.py; handlers reach them as `context.pipeline`
(bot/handlers/handler_context.py). The services never hold them: their one way to the scheduler
is the bell it answers (`Services.scheduler_bell`), and the poller's the alarm that rings
when the next poll is due (`Services.poll_alarm`).

`BotData` is the application's `bot_data` (bot/app.py's `ContextTypes`): every layer's fields,
and the pipeline, which lies here, above the services."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

from bot.config import Settings
from bot.context import Services, ServicesData
from bot.pipeline.delivery import Delivery
from bot.pipeline.poller import Poller
from bot.pipeline.scheduler import Scheduler
from bot.tasks import PollsDue
from bot.telegram.app_data import BUILT, STARTED, App, Slot

# The poll alarm rings no sooner than this after its last ring: polls due within it are started
# together, that much late at most (1,000 jobs polled every 5 s fall due at 200 moments a second;
# each look reads the store once).
POLL_GATHER_SEC = 0.1


@dataclass(frozen=True)
class Pipeline:
    scheduler: Scheduler
    poller: Poller
    delivery: Delivery

    @classmethod
    def build(cls, services: Services) -> Pipeline:
        delivery, scheduler = Delivery(services), Scheduler(services)
        poller = Poller(services, delivery)
        services.scheduler_bell.answer_with(scheduler.look)
        if services.tuning.polling.polls_when_due:
            services.poll_alarm.answer_with(
                lambda: services.tasks.again(PollsDue(), poller.look),
                services.clock,
                POLL_GATHER_SEC,
            )
        return cls(scheduler, poller, delivery)


class BotData(ServicesData):
    """The application's data, whole: what build_application was given (settings, clocks) and
    what the start builds from it (the services, then the pipeline)."""

    settings: Slot[Settings] = Slot(BUILT)
    clock: Slot[Callable[[], float]] = Slot(BUILT)  # the wall clock
    monotonic: Slot[Callable[[], float]] = Slot(BUILT)  # the one waits are measured on
    pipeline: Slot[Pipeline] = Slot(STARTED)

    def clear_started(self) -> None:
        super().clear_started()
        del self.pipeline


# The bot's application, as bot/app.py builds it.
BotApp: TypeAlias = App[BotData]
