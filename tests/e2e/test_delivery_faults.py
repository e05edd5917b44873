"""A finished song's file as a hostile service serves it (docs/guarantees.md §A made song is
delivered, however late): a 404 is retried for a while, a cut-off or short WAV is fetched again and
never sent as whole, a body that trickles or never ends is cut by a deadline or a size cap, and a
delivery that gives up is told once, truthfully, across a restart too."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import pytest
from telegram.ext import Application

from bot.store import Request, State
from bot.tuning import Tuning
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, file_faults, jobs
from tests.conftest import FAST, LYRICS, AppFactory, services, texts_to, tuned, wait_for_state
from tests.e2e.helpers import mp3_info

USER = 42
WINDOW_SEC = 1.0  # the 404 window, shortened
# The bot counts the window from when the first 404 reached it to when the last did; the
# emulator stamps when each GET arrived. The two spans differ by the handling of one answer.
ANSWER_HANDLING_SEC = 0.1
CAP_BYTES = 4 * 1024 * 1024  # the download cap, shortened: a 10 s WAV is 1.7 MB


# The 404 window, the download's deadline and its size cap, shortened.
SHORT = tuned(
    FAST,
    not_found_patience_sec=WINDOW_SEC,
    download_deadline_sec=5.0,
    largest_file_bytes=CAP_BYTES,
)
AsyncApp = AbstractAsyncContextManager[Application]


@pytest.fixture
def bot_app(bot_app: AppFactory) -> AppFactory:
    """Every bot here runs with the short limits (SHORT) unless a test gives its own."""

    def run(tuning: Tuning = SHORT, **overrides: object) -> AsyncApp:
        return bot_app(tuning, **overrides)

    return run


@pytest.fixture
def full_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """The job says exactly the requested length (the emulator shortens it by up to 15 %)."""
    monkeypatch.setattr(jobs, "DURATION_FACTOR_RANGE", (1.0, 1.0))


def file_gets(emulator: Emulator) -> list[float]:
    return [seen.at for seen in emulator.requests if "/files/" in seen.path]


def sent_audio(stand: BotApiStandIn) -> list[dict]:
    return [call.params for call in stand.calls_of("sendAudio") if call.ok]


def uploaded_seconds(stand: BotApiStandIn) -> float:
    [call] = [call for call in stand.calls_of("sendAudio") if call.ok]
    return mp3_info(call.files["audio"].path).length


async def ended(app: Application, request_id: int = 1, timeout: float = 30) -> Request:
    return await wait_for_state(app, request_id, State.DELIVERED, State.FAILED, timeout=timeout)


async def row_when(
    app: Application, check: Callable[[Request], bool], timeout: float = 10
) -> Request:
    """Request 1 once `check` holds for its row."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        request = await services(app).store.requests.get(1)
        if request is not None and check(request):
            return request
        assert asyncio.get_running_loop().time() < deadline, f"request 1 never got there: {request}"
        await asyncio.sleep(0.03)


async def told(app: Application) -> Request:
    """Request 1 once its outcome is marked told (right after the words went out)."""
    return await row_when(app, lambda request: request.told_at is not None)


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) if folder.exists() else 0


def failure_words(stand: BotApiStandIn) -> list[str]:
    return [text for text in texts_to(stand, USER) if "❌" in text]


async def test_a_404_once_is_retried_and_the_song_arrives(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["404"]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app)
    assert request.state == State.DELIVERED
    assert len(file_gets(emulator)) == 2
    assert len(sent_audio(stand)) == 1


async def test_404s_past_the_window_fail_truthfully_and_are_told_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["404"] * 50
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        assert (await ended(app)).state == State.FAILED
        request = await told(app)
    assert request.told_at is not None
    gets = file_gets(emulator)
    retried_for = gets[-1] - gets[0]
    assert len(gets) >= 3 and retried_for >= WINDOW_SEC - ANSWER_HANDLING_SEC, "retried a while"
    [words] = failure_words(stand)
    assert "no longer has" in words and "0.50" in words, "says what happened and what it cost"
    assert "not charged" not in words and "kept at the music service" not in words
    assert not sent_audio(stand)


async def test_a_truncated_wav_is_fetched_again_and_the_whole_one_goes_out(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["truncated"]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app)
    assert request.state == State.DELIVERED
    assert len(file_gets(emulator)) == 2, "the cut-off file was fetched again"
    seconds = uploaded_seconds(stand)
    assert abs(seconds - (request.service_duration_sec or 0)) < 1.0
    assert sent_audio(stand)[0]["duration"] == round(seconds)


async def test_a_wav_truncated_every_time_fails_truthfully(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["truncated"] * 50
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app)
    assert request.state == State.FAILED
    assert 2 <= len(file_gets(emulator)) <= SHORT.delivery.delivery_attempts
    [words] = failure_words(stand)
    assert "incomplete" in words and "0.50" in words
    assert "not charged" not in words
    assert not sent_audio(stand)


async def test_a_file_far_shorter_than_its_job_is_fetched_again_then_failed(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["short"] * 50
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app)
    assert request.state == State.FAILED, "a 1 s file is not sent as a 9 s song"
    assert len(file_gets(emulator)) >= 2
    [words] = failure_words(stand)
    assert "incomplete" in words and "0:01" in words
    assert not sent_audio(stand)


async def test_the_duration_sent_is_the_files_not_the_jobs(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    full_length: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(file_faults, "SHORT_SEC", 8.4)  # within 2 s of the job's 10 s
    emulator.settings.file_faults = ["short"]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app)
    assert request.state == State.DELIVERED and request.service_duration_sec == 10
    assert sent_audio(stand)[0]["duration"] == round(uploaded_seconds(stand)) == 8


async def test_a_trickling_file_meets_a_deadline_and_is_fetched_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["trickle"]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await ended(app, timeout=20)
        leftovers = list(services(app).files.folder.glob("*.part"))
    assert request.state == State.DELIVERED
    assert len(file_gets(emulator)) == 2
    assert not leftovers


async def test_an_endless_file_meets_the_size_cap_and_fills_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["endless"]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        folder = services(app).files.folder
        request = await services(app).store.requests.get(1)
        while request is None or request.state not in (State.DELIVERED, State.FAILED):
            assert folder_bytes(folder) <= 2 * CAP_BYTES, "the download stops at the cap"
            await asyncio.sleep(0.02)
            request = await services(app).store.requests.get(1)
        leftovers = list(folder.glob("*.part"))
    assert request.state == State.DELIVERED
    assert len(file_gets(emulator)) == 2
    assert not leftovers


async def test_a_restart_after_giving_up_tells_no_second_story(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["404"] * 50
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.FAILED, timeout=30)
    async with bot_app():
        pass  # untold outcomes are told while it starts
    assert len(failure_words(stand)) == 1
    assert not [text for text in texts_to(stand, USER) if "not charged" in text]


async def test_a_restart_after_the_chat_went_away_tells_it_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.RUNNING)
        stand.block(USER)
        await wait_for_state(app, 1, State.FAILED, timeout=30)
        await told(app)
    before = len(stand.calls_of("sendMessage"))
    async with bot_app():
        pass  # untold outcomes are told while it starts
    assert len(stand.calls_of("sendMessage")) == before, "nothing is told to a gone chat"


async def test_the_404_window_counts_from_the_first_404_across_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.file_faults = ["404"] * 50
    async with bot_app(tuned(SHORT, drain_sec=0.0)) as app:
        stand.user_says(USER, LYRICS)
        await row_when(app, lambda request: request.file_missing_since is not None)
    await asyncio.sleep(WINDOW_SEC)  # the window passes while the bot is down
    before = len(file_gets(emulator))
    async with bot_app() as app:
        request = await ended(app)
    assert request.state == State.FAILED
    assert len(file_gets(emulator)) == before + 1, "one more 404 after the window: given up"
