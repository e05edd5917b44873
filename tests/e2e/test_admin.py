"""The admins' view of the organization: /quota, /pause and /resume,
command menus per scope, and alerts once per incident."""

from __future__ import annotations

import logging
import re

import pytest

from bot.accounting.organization import Pause
from bot.monitoring.metrics import take_snapshot
from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, services, wait_for_state
from tests.e2e.helpers import saying

USER = 55
SECOND_ADMIN = 901


@pytest.mark.parametrize(
    "command", ["/quota", "/allow 55", "/deny 55", "/access", "/pause", "/resume"]
)
async def test_a_non_admin_s_admin_command_is_refused_with_no_figure(
    bot_app: AppFactory, stand: BotApiStandIn, command: str
) -> None:
    async with saying(bot_app, stand, USER, command) as app:
        refused = await stand.wait_for_message(USER)
        store = services(app).store
        assert await store.access.allowed(USER) is None
        assert await services(app).org.paused() is None
    assert "admins only" in (refused.text or "")
    assert not re.search(r"\d", refused.text or ""), "the refusal reveals no figure"


async def test_quota_after_two_songs_shows_2_of_20_and_the_summed_price(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.price_byn = 0.35
    async with bot_app(ORG_DAILY_LIMIT=20) as app:
        stand.user_says(USER, LYRICS, first_name="Ann")
        stand.user_says(USER + 1, LYRICS, first_name="Boris")
        await wait_for_state(app, 1, State.DELIVERED)
        await wait_for_state(app, 2, State.DELIVERED)
        stand.user_says(ADMIN_ID, "/quota")
        report = await stand.wait_for_message(ADMIN_ID, lambda m: "Tracks today" in (m.text or ""))
    text = report.text or ""
    assert "Tracks today: 2 of 20 (18 left)" in text
    assert "Generating now: 0 of 2" in text
    assert "Waiting in the bot's line: 0" in text
    assert "Spent: 0.70 BYN today, 0.70 BYN this month" in text
    assert "Submissions are running" in text
    users = text.split("Top users this month")[1]
    assert "Ann (55): 1 track, 0.35 BYN" in users and "Boris (56): 1 track, 0.35 BYN" in users


async def test_pause_holds_submissions_and_resume_starts_them(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 2.0  # time enough to pause while the first is made
    async with bot_app(ORG_CONCURRENT_LIMIT=1) as app:
        stand.user_says(USER, LYRICS)
        stand.user_says(USER + 1, LYRICS)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.user_says(ADMIN_ID, "/pause")
        # the one waiting is told why the line stopped
        await stand.wait_for_message(USER + 1, lambda m: "paused" in (m.text or ""))
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(ADMIN_ID, "/quota")
        report = await stand.wait_for_message(ADMIN_ID, lambda m: "Tracks" in (m.text or ""))
        assert len(emulator.posts()) == 1
        stand.user_says(ADMIN_ID, "/resume")
        await wait_for_state(app, 2, State.DELIVERED)
    assert "paused by an admin" in (report.text or "")
    assert "Waiting in the bot's line: 1" in (report.text or "")
    assert len(emulator.posts()) == 2


async def test_an_admin_s_pause_leaves_the_wallet_s_and_resume_lifts_only_its_own(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """docs/guarantees_for_operators.md §When the service refuses: an admin's /pause never hides
    or lifts the pause an empty wallet caused; /quota shows both, /resume lifts the admin's alone,
    and the wallet's lifts when the service takes a song."""
    emulator.settings.balance_byn = 0
    async with saying(bot_app, stand, USER) as app:
        await stand.wait_for(lambda: len(emulator.posts(status=402)) >= 1, timeout=10)
        stand.user_says(ADMIN_ID, "/pause")
        await stand.wait_for_message(
            ADMIN_ID, lambda m: "Submissions are paused." in (m.text or "")
        )
        paused = await take_snapshot(app)
        stand.user_says(ADMIN_ID, "/quota")
        report = await stand.wait_for_message(ADMIN_ID, lambda m: "Tracks" in (m.text or ""))
        stand.user_says(ADMIN_ID, "/resume")
        resumed = await stand.wait_for_message(ADMIN_ID, lambda m: "lifted" in (m.text or ""))
        assert await services(app).org.pauses() == [Pause.WALLET]
        # Still waiting: /resume made the wallet's probe due at once, so it may be under way.
        waits = [State.WAITING, State.SUBMITTING]
        assert await services(app).store.requests.count_in_states(waits) == 1
        emulator.settings.balance_byn = 100
        await wait_for_state(app, 1, State.DELIVERED)
        assert await services(app).org.pauses() == []
    assert paused.pauses == [Pause.ADMIN, Pause.WALLET]
    text = report.text or ""
    assert "paused by an admin" in text and "paused by the service: the wallet is empty" in text
    assert "still wait for the music service: the wallet is empty" in (resumed.text or "")
    assert len(emulator.posts(status=202)) == 1


async def test_pause_and_resume_are_logged_alike_with_who_did_it(
    bot_app: AppFactory, stand: BotApiStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.accounting.organization")
    async with saying(bot_app, stand, ADMIN_ID, "/pause") as app:
        await stand.wait_for_message(ADMIN_ID, lambda m: "paused" in (m.text or ""))
        stand.user_says(ADMIN_ID, "/resume")
        await stand.wait_for_message(ADMIN_ID, lambda m: "running again" in (m.text or ""))
        assert await services(app).org.pauses() == []
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.accounting.organization"]
    assert lines == [
        f"submissions paused: admin (by user {ADMIN_ID})",
        f"submissions resumed: admin (by user {ADMIN_ID})",
    ]


async def test_command_menus_are_set_per_scope_and_language(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(set_menus=True, ADMIN_USER_IDS=frozenset({ADMIN_ID, SECOND_ADMIN})):
        pass
    everyone = {c["command"]: c["description"] for c in stand.commands_for(None, "")}
    russian = {c["command"]: c["description"] for c in stand.commands_for(None, "ru")}
    admin = {c["command"] for c in stand.commands_for({"type": "chat", "chat_id": ADMIN_ID}, "")}
    admin_ru = stand.commands_for({"type": "chat", "chat_id": SECOND_ADMIN}, "ru")
    assert {"lyrics", "style", "duration", "status", "cancel", "help"} <= set(everyone)
    assert not {"quota", "allow", "deny", "access", "pause", "resume"} & set(everyone)
    assert set(russian) == set(everyone)
    assert all(re.search("[а-яА-Я]", text) for text in russian.values())
    assert {"quota", "allow", "deny", "access", "pause", "resume"} <= admin
    assert set(everyone) <= admin
    assert any(c["command"] == "quota" and "Админ" in c["description"] for c in admin_ru)
    assert stand.commands_for({"type": "chat", "chat_id": USER}, "") == []
    # Ukrainian and Belarusian have their own menus (both were Russian once).
    belarusian = {c["command"]: c["description"] for c in stand.commands_for(None, "be")}
    assert set(belarusian) == set(everyone)
    assert all(re.search("[а-яіў]", text) for text in belarusian.values())
    assert not any(re.search("[ищъїєґ]", text) for text in belarusian.values())
    ukrainian = {c["command"]: c["description"] for c in stand.commands_for(None, "uk")}
    assert set(ukrainian) == set(everyone)
    assert all(re.search("[іїєґ]", text) for text in ukrainian.values())


async def test_a_former_admin_loses_the_admin_menu(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(set_menus=True, ADMIN_USER_IDS=frozenset({ADMIN_ID, SECOND_ADMIN})):
        pass
    assert stand.commands_for({"type": "chat", "chat_id": SECOND_ADMIN}, "ru")
    async with bot_app(ADMIN_USER_IDS=frozenset({ADMIN_ID})):
        pass
    assert stand.commands_for({"type": "chat", "chat_id": SECOND_ADMIN}, "") == []
    assert stand.commands_for({"type": "chat", "chat_id": SECOND_ADMIN}, "ru") == []
    assert stand.commands_for({"type": "chat", "chat_id": ADMIN_ID}, "")


def wallet_alerts(stand: BotApiStandIn, admin: int) -> list[str]:
    return [m.text or "" for m in stand.messages(admin) if "wallet" in (m.text or "").lower()]


async def test_one_alert_for_ten_requests_that_meet_an_empty_wallet(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.balance_byn = 0
    admins = frozenset({ADMIN_ID, SECOND_ADMIN})
    for admin in admins:
        stand.open_chat(admin)  # they have talked to the bot before
    async with bot_app(ADMIN_USER_IDS=admins) as app:
        for user in range(USER, USER + 10):
            stand.user_says(user, LYRICS)
        # the first refusal and two probes later: every request has met the empty wallet
        await stand.wait_for(lambda: len(emulator.posts(status=402)) >= 3, timeout=10)
        for user in range(USER, USER + 10):
            await stand.wait_for_message(user, lambda m: "balance" in (m.text or ""))
        assert [len(wallet_alerts(stand, admin)) for admin in sorted(admins)] == [1, 1]
        emulator.settings.balance_byn = 100
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, State.DELIVERED)
        for admin in sorted(admins):
            await stand.wait_for_message(admin, lambda m: "works again" in (m.text or ""))
    assert [len(wallet_alerts(stand, admin)) for admin in sorted(admins)] == [2, 2]


async def test_a_run_of_failed_generations_alerts_once_and_says_when_it_is_over(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0
    stand.open_chat(ADMIN_ID)
    async with bot_app() as app:
        for user in range(USER, USER + 4):
            stand.user_says(user, LYRICS)
        for request_id in range(1, 5):
            await wait_for_state(app, request_id, State.FAILED)
        emulator.settings.error_rate = 0.0
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 5, State.DELIVERED)
        await stand.wait_for_message(ADMIN_ID, lambda m: "finish again" in (m.text or ""))
    texts = [m.text or "" for m in stand.messages(ADMIN_ID)]
    assert len([t for t in texts if "in a row did not finish" in t]) == 1
    assert "3 generations in a row" in next(t for t in texts if "in a row" in t)
    assert len([t for t in texts if "finish again" in t]) == 1
