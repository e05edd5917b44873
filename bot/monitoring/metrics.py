"""Every figure the bot exports, read afresh at each scrape and rendered by the Prometheus client
library. Labels are bounded sets (states, outcomes, lanes, reasons), never a user or a chat.

From the database, so a restart loses nothing: requests by state, POSTs by what their answer
proved, tracks charged and money spent, songs delivered, text-model calls made, and how long
delivered songs took (histograms over every delivered song). From the running process, since
its start: Bot API calls by lane and outcome (429s are "flood"), and text-model answers by
outcome. And the state of things now: pauses and the gate's holdup, tracks and slots left,
whether Telegram answers, how long since updates last came, and how long the oldest request has
waited for the music service itself."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from prometheus_client import CollectorRegistry, ProcessCollector, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

from bot.accounting.days import day_start
from bot.accounting.gate import GateHoldup
from bot.accounting.organization import Pause
from bot.accounting.quota import Capacity
from bot.context import Services
from bot.pipeline.steps import BotApp
from bot.store.backup import backed_up_path
from bot.store.figures import Counted, Durations, Totals
from bot.store.models import State
from bot.telegram import LaneLimiter, Reach
from bot.telegram.app_data import ERROR_KINDS, ErrorKind
from bot.version import version

PREFIX = "songbot"
# Bucket edges in seconds: a line moves in minutes to hours; the service takes minutes; a made
# song reaches its chat in seconds unless Telegram or the disk fails.
IN_LINE_BUCKETS = (10, 30, 60, 120, 300, 600, 1800, 3600, 3 * 3600, 12 * 3600, 24 * 3600)
AT_SERVICE_BUCKETS = (30, 60, 120, 180, 300, 600, 900, 1800, 3600, 3 * 3600, 24 * 3600)
TO_CHAT_BUCKETS = (1, 2, 5, 10, 30, 60, 300, 1800, 3600, 6 * 3600)


@dataclass(frozen=True)
class Snapshot:
    """Everything one scrape shows, read before rendering (the reads are async, the library's
    collectors are not)."""

    totals: Totals
    durations: Durations
    telegram_calls: dict[tuple[str, str], int]
    text_answers: dict[str, int]
    pauses: list[Pause]
    holdup: GateHoldup | None
    capacity: Capacity
    telegram: Reach
    updates_quiet_sec: float
    errors: dict[ErrorKind, int] = field(default_factory=dict)
    polling: bool = True
    service_wait_sec: float = 0.0
    backup_age_sec: float = 0.0  # since the newest backup, else since the database was made
    spent_today_byn: float = 0.0  # in the quota day (QUOTA_TIMEZONE), as /quota says it


async def service_wait(services: Services, pauses: list[Pause], holdup: GateHoldup | None) -> float:
    """Seconds the oldest request has waited for the music service itself (figures.py); 0
    while an admin's pause or the gate holds the line: then nobody waits for the service,
    whatever it last answered, and the gate has alerts of its own."""
    if Pause.ADMIN in pauses or holdup is not None:
        return 0.0
    since = await services.store.figures.service_wait_since()
    return 0.0 if since is None else max(0.0, services.clock() - since)


async def take_snapshot(app: BotApp) -> Snapshot:
    data = app.bot_data
    services = data.services
    limiter = app.bot.rate_limiter
    pauses = await services.org.pauses()
    holdup = services.gate.holdup(services.settings.DEFAULT_DURATION_SEC)
    return Snapshot(
        totals=await services.store.figures.totals(),
        durations=await services.store.figures.delivered_durations(),
        telegram_calls=dict(limiter.outcomes) if isinstance(limiter, LaneLimiter) else {},
        text_answers=dict(services.text.outcomes) if services.text is not None else {},
        pauses=pauses,
        holdup=holdup,
        capacity=await services.org.capacity(),
        telegram=services.reach.state,
        updates_quiet_sec=data.flow.quiet_for(),
        errors=dict(data.errors),
        polling=not data.flow.webhook,
        service_wait_sec=await service_wait(services, pauses, holdup),
        backup_age_sec=await backup_age(services),
        spent_today_byn=await services.store.stats.spent_since(
            day_start(services.clock(), services.settings.quota_zone)
        ),
    )


async def backup_age(services: Services) -> float:
    """Seconds since the newest `python -m bot backup` of this database (its mark beside it);
    with none ever taken, since the database was made: a bot never backed up is as old."""
    now = services.clock()
    mark = backed_up_path(services.settings.DATABASE_PATH)
    try:
        return max(0.0, now - mark.stat().st_mtime)
    except OSError:
        pass
    made = await services.store.conn.execute_fetchall(
        "SELECT MIN(applied_at) FROM schema_migrations"
    )
    first = next(iter(made), (None,))[0]
    return max(0.0, now - float(first)) if first is not None else 0.0


async def render(app: BotApp) -> bytes:
    """The Prometheus text format of one fresh snapshot; before the start has finished (the
    bot waits for Telegram, or opens its database), what is known already: so a scrape answers
    from the first second, and Telegram unreachable at a start is told as that, not as the
    bot down."""
    registry = CollectorRegistry(auto_describe=False)
    if app.bot_data.started:
        registry.register(_Figures(await take_snapshot(app)))
    else:
        registry.register(_Starting(app.bot_data.reach.state))
    ProcessCollector(registry=registry)  # memory, CPU, open files: process_*
    return generate_latest(registry)


class _Starting(Collector):
    """What a scrape sees before the start has finished."""

    def __init__(self, telegram: Reach) -> None:
        self._telegram = telegram

    def collect(self) -> Iterator[Metric]:
        yield GaugeMetricFamily(
            f"{PREFIX}_starting",
            "1 while the start has not finished (Telegram, the database).",
            1.0,
        )
        yield _telegram_answers(self._telegram)
        yield _build_info()


# Text-model outcomes exported even before one happens (deploy/alerts.yml reads the refusals).
TEXT_OUTCOMES_SHOWN = ("ok", "unauthorized", "budget_used_up")


class _Figures(Collector):
    def __init__(self, snapshot: Snapshot) -> None:
        self._snapshot = snapshot

    def collect(self) -> Iterator[Metric]:
        yield from _stored(self._snapshot.totals)
        yield from _durations(self._snapshot.durations)
        yield from _process(self._snapshot)
        yield from _now(self._snapshot)
        yield _build_info()


def _telegram_answers(reach: Reach) -> Metric:
    return GaugeMetricFamily(
        f"{PREFIX}_telegram_answers",
        "1 while Telegram answers and accepts the token.",
        1.0 if reach is Reach.WORKS else 0.0,
    )


def _build_info() -> Metric:
    # The usual `_info` gauge: always 1, the version in its label, for dashboards to join on.
    info = GaugeMetricFamily(
        f"{PREFIX}_build_info",
        "1, labelled with the version of Songbot running.",
        labels=["version"],
    )
    info.add_metric([version()], 1.0)
    return info


def _stored(totals: Totals) -> Iterator[Metric]:
    requests = GaugeMetricFamily(
        f"{PREFIX}_requests",
        "Requests in each state, as the database holds them.",
        labels=["state"],
    )
    for state in State:
        requests.add_metric([state.value], totals.requests_by_state.get(state.value, 0))
    yield requests
    posts = CounterMetricFamily(
        f"{PREFIX}_submissions",
        "POSTs to the music service answered, by what their answer proved.",
        labels=["outcome"],
    )
    outcomes: tuple[tuple[str, Counted], ...] = (
        ("taken", "submissions_taken"),
        ("maybe", "submissions_maybe"),
        ("refused", "submissions_refused"),
    )
    for outcome, counted in outcomes:
        posts.add_metric([outcome], totals.counted(counted))
    yield posts
    # A POST under way ends as one of the outcomes above, so its count falls: a gauge.
    yield GaugeMetricFamily(
        f"{PREFIX}_submissions_sending",
        "POSTs to the music service under way, their answer not yet in.",
        totals.submissions_by_outcome.get("sending", 0),
    )
    yield CounterMetricFamily(
        f"{PREFIX}_tracks_charged",
        "Tracks the service made and charged.",
        totals.counted("tracks_charged"),
    )
    yield CounterMetricFamily(
        f"{PREFIX}_money_spent_byn",
        "Money the charged tracks cost, in BYN.",
        totals.counted("money_spent_byn"),
    )
    yield CounterMetricFamily(
        f"{PREFIX}_songs_delivered",
        "Songs brought to their chats.",
        totals.counted("songs_delivered"),
    )
    yield CounterMetricFamily(
        f"{PREFIX}_text_calls",
        "Text-model calls made (lyrics written).",
        totals.counted("text_calls"),
    )


def _durations(durations: Durations) -> Iterator[Metric]:
    yield _histogram(
        "wait_in_line_seconds",
        "Delivered songs: from the request to its POST.",
        durations.in_line,
        IN_LINE_BUCKETS,
    )
    yield _histogram(
        "at_service_seconds",
        "Delivered songs: from the service taking the job to the track made.",
        durations.at_service,
        AT_SERVICE_BUCKETS,
    )
    yield _histogram(
        "to_chat_seconds",
        "Delivered songs: from the track made to the song in its chat.",
        durations.to_chat,
        TO_CHAT_BUCKETS,
    )


def _histogram(
    name: str, text: str, values: Sequence[float], edges: Iterable[float]
) -> HistogramMetricFamily:
    buckets = [
        (floatToGoString(edge), sum(1 for value in values if value <= edge)) for edge in edges
    ]
    buckets.append(("+Inf", len(values)))
    return HistogramMetricFamily(
        f"{PREFIX}_{name}", text, buckets=buckets, sum_value=float(sum(values))
    )


def _process(snapshot: Snapshot) -> Iterator[Metric]:
    calls = CounterMetricFamily(
        f"{PREFIX}_telegram_calls",
        "Bot API calls since the start, by lane and by what came back (flood: a 429).",
        labels=["lane", "outcome"],
    )
    for (lane, outcome), count in sorted(snapshot.telegram_calls.items()):
        calls.add_metric([lane, outcome], count)
    yield calls
    answers = CounterMetricFamily(
        f"{PREFIX}_text_answers",
        "Text-model calls since the start, by how they ended.",
        labels=["outcome"],
    )
    # The outcomes an alert reads are there from the start, at 0: an increase from 0 is seen.
    for outcome in sorted(set(snapshot.text_answers) | set(TEXT_OUTCOMES_SHOWN)):
        answers.add_metric([outcome], snapshot.text_answers.get(outcome, 0))
    yield answers
    errors = CounterMetricFamily(
        f"{PREFIX}_errors",
        "Errors since the start, by where they were caught (handler: a handler raised; tick: a"
        " scheduled step raised).",
        labels=["kind"],
    )
    for kind in ERROR_KINDS:
        errors.add_metric([kind], snapshot.errors.get(kind, 0))
    yield errors


def _now(snapshot: Snapshot) -> Iterator[Metric]:
    paused = GaugeMetricFamily(
        f"{PREFIX}_submissions_paused",
        "1 for each reason new songs wait now: a pause (admin; the service's wallet or key, kept"
        " apart from it) or the gate's holdup (token, telegram, disk).",
        labels=["reason"],
    )
    for reason in (*Pause, *GateHoldup):
        held = reason in snapshot.pauses or reason == snapshot.holdup
        paused.add_metric([str(reason)], 1.0 if held else 0.0)
    yield paused
    capacity = snapshot.capacity
    yield GaugeMetricFamily(f"{PREFIX}_jobs_active", "Jobs holding a slot now.", capacity.active)
    yield GaugeMetricFamily(
        f"{PREFIX}_money_spent_today_byn",
        "Money the service charged in this quota day (QUOTA_TIMEZONE), as /quota says it.",
        snapshot.spent_today_byn,
    )
    yield GaugeMetricFamily(
        f"{PREFIX}_backup_age_seconds",
        "Seconds since the newest backup of the database (since it was made, with none yet).",
        snapshot.backup_age_sec,
    )
    yield GaugeMetricFamily(
        f"{PREFIX}_tracks_left_today",
        "Tracks the organization may still start today.",
        max(0, capacity.left_today),
    )
    yield _telegram_answers(snapshot.telegram)
    yield GaugeMetricFamily(
        f"{PREFIX}_updates_quiet_seconds",
        "Seconds since updates last came in (a getUpdates answered, or a webhook call).",
        snapshot.updates_quiet_sec,
    )
    yield GaugeMetricFamily(
        f"{PREFIX}_service_wait_seconds",
        "Seconds the oldest request has waited for the music service itself (a POST refused:"
        " 401, 402, 429, 503 or not reached), since the service last took one; 0 when none"
        " does (waits for the organization's limits, a share, an admin's pause or the gate).",
        snapshot.service_wait_sec,
    )
    yield GaugeMetricFamily(
        f"{PREFIX}_polling",
        "1 when updates come by getUpdates (a quiet poll means trouble), 0 with a webhook.",
        1.0 if snapshot.polling else 0.0,
    )
