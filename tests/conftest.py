"""Shared fixtures: the service emulator, the Bot API stand-in, and the real Application on them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Generator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest
from telegram import Bot

from bot.app import build_application
from bot.config import Settings
from bot.context import Services, services_of
from bot.menus import menus_made_of
from bot.pipeline.steps import BotApp, Pipeline
from bot.store import Request, State, StorageError, Store
from bot.telegram import running
from bot.tuning import (
    DeliveryTuning,
    HousekeepingTuning,
    PollingTuning,
    TelegramTuning,
    Tuning,
)
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, EmulatorSettings
from tools.coverage_floors import Floor, floors

TOKEN = "123456789:TEST-token-for-the-stand-in"
ADMIN_ID = 900
# Ticks and backoffs shortened so that scenarios play out in seconds.
FAST = Tuning(
    polling=PollingTuning(
        tick_sec=0.05,
        backoff_base_sec=0.3,
        backoff_max_sec=1.0,
        probe_first_sec=0.5,
        probe_max_sec=1.0,
        not_found_patience_sec=0.6,
        late_poll_sec=0.3,  # a late job's polls, spaced out (a minute in production)
    ),
    delivery=DeliveryTuning(delivery_retry_sec=0.3),
    # every step edited at once (tests/e2e/test_news.py sets a gap)
    telegram=TelegramTuning(status_edit_gap_sec=0.0),
    housekeeping=HousekeepingTuning(drain_sec=2.0),
)


def tuned(base: Tuning, **knobs: object) -> Tuning:
    """`base` with these knobs turned, each in the group that has it: `tuned(FAST, drain_sec=0)`
    is FAST with `housekeeping.drain_sec` 0."""
    groups = {}
    for group in fields(base):
        values = getattr(base, group.name)
        names = {knob.name for knob in fields(values)}
        groups[group.name] = replace(values, **{k: v for k, v in knobs.items() if k in names})
        knobs = {k: v for k, v in knobs.items() if k not in names}
    if knobs:
        raise TypeError(f"Tuning has no knob {', '.join(sorted(knobs))}")
    return replace(base, **groups)


AppFactory = Callable[..., AbstractAsyncContextManager[BotApp]]
FLOORS = pytest.StashKey[list[Floor]]()


def whole_suite_with_coverage(config: pytest.Config) -> bool:
    """The default run (`python -m pytest`, as CI runs it) measuring bot/: the only run whose
    coverage the floors speak of. A run of some tests, of the slow ones, or with -k measures
    less and is never failed for it."""
    return (
        config.args_source is pytest.Config.ArgsSource.TESTPATHS
        and config.option.markexpr == "not slow"
        and not config.option.keyword
        and not config.option.deselect
        and not config.option.no_cov
        and config.option.cov_source == ["bot"]
        and getattr(config, "workerinput", None) is None  # xdist's controller, not a worker
    )


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> Generator[None, object, object]:
    """After pytest-cov has combined the run's data (its own wrapper, inside this one): the
    floors of tools/coverage_floors.py; one not met fails the run as a failed test does."""
    result = yield
    plugin = session.config.pluginmanager.getplugin("_cov")
    controller = getattr(plugin, "cov_controller", None)
    if controller is not None and whole_suite_with_coverage(session.config):
        found = floors(controller.cov)
        session.config.stash[FLOORS] = found
        if not all(floor.met for floor in found):
            session.testsfailed += 1
    return result


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    found = terminalreporter.config.stash.get(FLOORS, [])
    if found:
        terminalreporter.write_sep("=", "coverage floors (tools/coverage_floors.py)")
        for floor in found:
            terminalreporter.write_line(floor.line(), red=not floor.met, green=floor.met)


@pytest.fixture
async def emulator() -> AsyncIterator[Emulator]:
    async with Emulator(EmulatorSettings(queue_sec=0.2, generation_sec=0.6, seed=7)) as emu:
        yield emu


@pytest.fixture
async def stand(tmp_path: Path) -> AsyncIterator[BotApiStandIn]:
    async with BotApiStandIn(TOKEN, files_dir=tmp_path / "uploads") as server:
        yield server


@pytest.fixture
def make_settings(
    tmp_path: Path, emulator: Emulator, stand: BotApiStandIn
) -> Callable[..., Settings]:
    def make(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "TELEGRAM_BOT_TOKEN": TOKEN,
            "TELEGRAM_API_URL": stand.url,
            "API_KEY": emulator.settings.api_key,
            "MUSIC_API_URL": emulator.music_url,
            "TEXT_API_URL": emulator.text_url,
            "TEXT_MODEL": emulator.settings.text_models[0],
            "DATABASE_PATH": tmp_path / "db" / "bot.sqlite3",
            "DATA_DIR": tmp_path / "data",
            "ADMIN_USER_IDS": frozenset({ADMIN_ID}),
            "ACCESS": "open",
            "POLL_INTERVAL_SEC": 0.2,
            "DEFAULT_DURATION_SEC": 10,
        }
        values.update(overrides)
        return Settings(_env_file=None, **values)

    return make


@pytest.fixture
def bot_app(make_settings: Callable[..., Settings]) -> AppFactory:
    """`async with bot_app(**settings) as app:` runs the real Application until the block ends."""

    @asynccontextmanager
    async def run(
        tuning: Tuning = FAST, set_menus: bool = False, **overrides: object
    ) -> AsyncIterator[BotApp]:
        settings = make_settings(**overrides)
        app = build_application(settings, tuning)
        if not set_menus:
            await menus_set_before(app, settings)
        async with running(app) as started:
            yield started

    return run


async def menus_set_before(app: BotApp, settings: Settings) -> None:
    """A new database holds what an earlier start set every language's menus from, so this
    start leaves them: setting them all (some ninety Bot API calls and twenty files parsed, as a
    bot's very first start does) took 0.19 s of CPU a start, 15 % of the suite's. Tests of the
    menus ask for that first start (`bot_app(set_menus=True)`); a database already there, or one
    that cannot be opened (the bot's own start then says why), is left as it is."""
    if settings.DATABASE_PATH.exists():
        return
    try:
        store = await Store.open(settings.DATABASE_PATH)
    except StorageError:
        return
    try:
        for flag, made_of in menus_made_of(app, sorted(settings.ADMIN_USER_IDS)).items():
            await store.flags.set(flag, made_of)
    finally:
        await store.close()


def services(app: BotApp) -> Services:
    return services_of(app)


def pipeline(app: BotApp) -> Pipeline:
    return app.bot_data.pipeline


LYRICS = "[verse]\nHello morning light\nCoffee on the windowsill\n[chorus]\nSing it loud today"


async def stored_in(store: Store, request_id: int) -> Request:
    """The request as stored now; a test fails plainly if it is not there."""
    request = await store.requests.get(request_id)
    assert request is not None, f"request {request_id} is not stored"
    return request


async def backdate(store: Store, request_id: int, created_at: float) -> None:
    """Make a request look asked at `created_at`. The bot never rewrites when a request was
    asked (it is no key of RequestChanges), so a test ages a row in SQL of its own."""
    await store.conn.execute(
        "UPDATE requests SET created_at = ? WHERE id = ?", (created_at, request_id)
    )


async def stored(app: BotApp, request_id: int) -> Request:
    return await stored_in(services(app).store, request_id)


async def wait_for_state(
    app: BotApp, request_id: int, *states: State, timeout: float = 20.0
) -> Request:
    """Poll the store until the request reaches one of `states`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        request = await services(app).store.requests.get(request_id)
        if request is not None and request.state in states:
            return request
        if asyncio.get_running_loop().time() > deadline:
            seen = request.state if request else "missing"
            raise AssertionError(f"request {request_id} is {seen}, not {states}")
        await asyncio.sleep(0.03)


async def all_handled(app: BotApp, stand: BotApiStandIn, timeout: float = 20.0) -> None:
    """Wait until every update users sent so far was handled: Telegram holds none unconfirmed
    and the bot's inbox none unhandled (an update is always in one or the other)."""
    inbox = services(app).store.inbox
    deadline = asyncio.get_running_loop().time() + timeout
    while stand.pending_updates() or await inbox.pending():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"updates still not handled\n{stand.summary()}")
        await asyncio.sleep(0.02)


def texts_to(stand: BotApiStandIn, chat_id: int) -> list[str]:
    """Everything a chat was shown in text messages, edits included, in order of the calls."""
    calls = [c for c in stand.calls if c.method in ("sendMessage", "editMessageText")]
    return [c.params.get("text", "") for c in calls if int(c.params.get("chat_id", 0)) == chat_id]


@pytest.fixture
async def bot(stand: BotApiStandIn) -> AsyncIterator[Bot]:
    """python-telegram-bot's own Bot on the stand-in, for tests that speak the Bot API as the
    bot does (the stand-in's chats are opened by each test module's own fixture)."""
    files = f"{stand.url}/file/bot"
    async with Bot(stand.token, base_url=f"{stand.url}/bot", base_file_url=files) as client:
        yield client


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """The bot's store on a fresh database, for tests of the store's own calls."""
    opened = await Store.open(tmp_path / "bot.sqlite3")
    yield opened
    await opened.close()
