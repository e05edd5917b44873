"""build_application(settings): wires clients, store, handlers and jobs (rules-bot's pattern)."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Coroutine

from telegram.ext import ApplicationBuilder, ContextTypes

from bot import handlers, menus
from bot.accounting.gate import SpendGate
from bot.accounting.organization import Organization
from bot.config import Settings
from bot.context import Services, services_of
from bot.errors import is_known
from bot.handlers.handler_context import HandlerContext
from bot.logs import RepeatedFailure
from bot.media.files import CACHE_CLEAN_EVERY_SEC, AudioFiles
from bot.pipeline.clock_steps import follow_steps_while_stopped, shift_back_at_start
from bot.pipeline.drafts.expiry import DRAFT_SWEEP_EVERY_SEC, expire_old_drafts
from bot.pipeline.drafts.writing import resume_writing
from bot.pipeline.guest.answer import resume
from bot.pipeline.liveness import STATUS_REFRESH_EVERY_SEC, ProgressTicker
from bot.pipeline.scheduler import recover_after_restart
from bot.pipeline.song_files.lossless import LOSSLESS
from bot.pipeline.song_files.on_demand import resume_on_demand
from bot.pipeline.song_files.video import VIDEO
from bot.pipeline.steps import BotApp, BotData, Pipeline
from bot.service.music import MusicClient
from bot.service.textmodel import TextModelClient
from bot.store import State, Store
from bot.store.journal import AcceptedJournal, journal_path
from bot.store.models import FINAL_STATES
from bot.store.retention import RETENTION_EVERY_SEC, keep_small
from bot.telegram import LaneLimiter, TelegramHttp, TelegramReach
from bot.telegram.flow import UpdateFlow
from bot.telegram.notify import Notifier
from bot.tuning import Tuning
from bot.ui.song import InlineMode
from bot.version import version

log = logging.getLogger(__name__)

# Connections to the Bot API: enough for every update handler (bot/telegram/inbox.py) plus
# deliveries.
TELEGRAM_CONNECTIONS = 64
# getUpdates' answer is waited for a little longer than its long poll (TelegramTuning): a slow
# network is no dead Telegram.
UPDATES_READ_TIMEOUT_SEC = 40.0


def build_application(
    settings: Settings,
    tuning: Tuning | None = None,
    clock: Callable[[], float] = time.time,
    monotonic: Callable[[], float] | None = None,
) -> BotApp:
    """`clock`: the wall clock; `monotonic`: the one waits are measured on (a test that brings
    its own wall clock and no monotonic one gets its wall clock for both: it never steps)."""
    root = settings.TELEGRAM_API_URL
    tuning = tuning or Tuning()
    telegram = tuning.telegram
    lanes = LaneLimiter(per_group_per_minute=telegram.group_messages_per_minute)
    # Every call's answer (getUpdates' too) tells whether Telegram can carry a song now.
    monotonic = monotonic or (time.monotonic if clock is time.time else clock)
    reach = TelegramReach(clock=monotonic)
    flow = UpdateFlow(telegram.updates_quiet_sec, monotonic)
    app = (
        ApplicationBuilder()
        .token(settings.TELEGRAM_BOT_TOKEN.get_secret_value())
        .base_url(f"{root}/bot")
        .base_file_url(f"{root}/file/bot")
        .context_types(ContextTypes(context=HandlerContext, bot_data=BotData))
        .rate_limiter(lanes)
        .concurrent_updates(False)  # bot/telegram/inbox.py runs chats side by side itself
        .request(
            TelegramHttp(
                pool_size=TELEGRAM_CONNECTIONS,
                media_write_timeout=telegram.upload_timeout_sec,
                reach=reach,
            )
        )
        .get_updates_request(
            TelegramHttp(pool_size=1, read_timeout=UPDATES_READ_TIMEOUT_SEC, reach=reach)
        )
        .post_init(_on_start)
        .post_stop(_on_stop)
        .post_shutdown(_on_shutdown)
        .build()
    )
    data = app.bot_data
    data.settings, data.tuning, data.clock, data.monotonic = settings, tuning, clock, monotonic
    data.reach, data.flow = reach, flow
    handlers.register(app)
    return app


async def _on_start(app: BotApp) -> None:
    """Open the store, build the services and the pipeline from them, resume every request from
    its state, then start the ticks. The order matters: nothing runs before recovery is done."""
    data = app.bot_data
    settings, tuning, clock = data.settings, data.tuning, data.clock
    # 1. The store first: a database that cannot be opened stops the start (bot/cli/main.py).
    store = await Store.open(settings.DATABASE_PATH, clock)
    # 2. The services, each built whole from what it needs; none of them knows the pipeline.
    key = settings.API_KEY.get_secret_value()
    music = MusicClient(settings.MUSIC_API_URL, key, tuning=tuning.files)
    text = None
    if settings.TEXT_API_URL and settings.TEXT_MODEL:  # settings.topics_enabled
        text = TextModelClient(
            settings.TEXT_API_URL, key, settings.TEXT_MODEL, tuning=tuning.text_model
        )
    services = Services(
        settings=settings,
        tuning=tuning,
        store=store,
        music=music,
        text=text,
        bot=app.bot,
        org=Organization(settings, store, clock),
        notifier=Notifier(
            app.bot,
            store,
            tuning.telegram,
            admins=settings.ADMIN_USER_IDS,
            guest_files_elsewhere=settings.FILES_CHAT_ID is not None,
        ),
        files=AudioFiles(settings.DATA_DIR, music, tuning=tuning.files),
        journal=AcceptedJournal(journal_path(settings.DATABASE_PATH)),
        reach=data.reach,
        gate=SpendGate(data.reach, settings.DATA_DIR, settings.DATABASE_PATH),
        clock=clock,
        monotonic=data.monotonic,
    )
    # 3. The pipeline's three steps, built from the services.
    pipeline = Pipeline.build(services)
    data.store, data.services, data.pipeline = store, services, pipeline
    # 4. Recovery before any tick: waits stored under a wall clock since stepped, rows
    #    left mid-submission, lyrics cut off by a stop, guest queries taken and not answered,
    #    files pressed for and still in their line.
    await follow_steps_while_stopped(services)
    await shift_back_at_start(services)
    await recover_after_restart(services)
    await resume_writing(services)
    await resume(services)
    await resume_on_demand(services, {"lossless": LOSSLESS, "video": VIDEO})
    await menus.set_menus(app, services)
    InlineMode.set(bool(app.bot.supports_inline_queries))  # a gift's share button needs it
    # 5. The ticks. A tick is short; slow work (POSTs, polls, uploads) runs in tasks of its own.
    queue = app.job_queue
    assert queue is not None, "python-telegram-bot[job-queue] is required"
    every = tuning.polling.tick_sec
    queue.run_repeating(
        _tick(pipeline.scheduler.tick, "scheduler"), every, first=0, name="scheduler"
    )
    queue.run_repeating(_tick(pipeline.poller.tick, "poller"), every, first=0, name="poller")
    queue.run_repeating(_tick(pipeline.delivery.tick, "delivery"), every, first=0, name="delivery")
    # Status messages show the time passing.
    liveness = ProgressTicker(services)
    queue.run_repeating(_tick(liveness.tick, "liveness"), STATUS_REFRESH_EVERY_SEC, name="liveness")
    # The audio cache is kept within bounds.
    cache = _tick(pipeline.delivery.clean_cache, "cache")
    queue.run_repeating(cache, CACHE_CLEAN_EVERY_SEC, first=60, name="cache")
    # Previews nobody confirmed end after a day, so drafts do not pile up and an old one
    # spends nothing (docs/guarantees_in_chats.md §Previews).
    sweep = _tick(lambda: expire_old_drafts(services), "drafts")
    queue.run_repeating(sweep, DRAFT_SWEEP_EVERY_SEC, first=60, name="drafts")
    # A year stays small: the words of long-ended requests and old handled update ids go
    # (bot/store/retention.py), at the start and every hour.
    keep = _tick(lambda: keep_small(store, settings.KEEP_LYRICS_DAYS, clock()), "retention")
    queue.run_repeating(keep, RETENTION_EVERY_SEC, first=0, name="retention")
    work = await _open_work(store)
    log.info("songbot %s started as @%s; %s", version(), app.bot.username, work)


async def _open_work(store: Store) -> str:
    """What a start resumes, for the log: requests still on their way, by state."""
    unfinished = [s for s in State if s not in FINAL_STATES and s != State.DRAFT]
    counts = {s.value: await store.requests.count_in_states([s]) for s in unfinished}
    found = ", ".join(f"{n} {state}" for state, n in counts.items() if n)
    return f"resuming {found}" if found else "nothing to resume"


def _tick(
    step: Callable[[], Awaitable[object]], name: str
) -> Callable[[HandlerContext], Coroutine[None, None, None]]:
    # A tick that raises (a full disk, say) would raise again at every tick: said once.
    failure = RepeatedFailure(log, f"the {name} tick")

    async def run(context: HandlerContext) -> None:
        try:
            await step()
        except Exception as error:
            failure.failed(error)  # the next tick tries again
            if not is_known(error):
                context.bot_data.count_error("tick", error)  # a bug: what the errors alert is for
        else:
            failure.passed()

    return run


async def _on_stop(app: BotApp) -> None:
    if app.bot_data.started:
        services = app.bot_data.services
        services.poll_alarm.silence()  # no poll starts while the work under way is drained
        await services.tasks.drain(services.tuning.housekeeping.drain_sec)
        await services.notifier.close()
        services.files.close()  # the video worker, if one was started


async def _on_shutdown(app: BotApp) -> None:
    data = app.bot_data
    if data.started:  # a start that failed before building the services left nothing to close
        services = data.services
        data.clear_started()
        await _close(services)


async def _close(services: Services) -> None:
    await services.music.aclose()
    if services.text is not None:
        await services.text.aclose()
    await services.store.close()


__all__ = ["build_application", "services_of"]
