"""Every status of docs/service.md §Errors gives the user a plain, specific reply and loses no
request (docs/guarantees_for_operators.md §When the service refuses); 401 and 402 also alert each
admin once."""

from __future__ import annotations

from bot.store import Reason, State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, texts_to, wait_for_state
from tests.e2e.helpers import saying

USER = 55


async def test_401_keeps_the_request_alerts_admins_once_and_resumes(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    bot_key = emulator.settings.api_key
    async with bot_app(API_KEY=bot_key) as app:
        emulator.settings.api_key = "a-new-key-after-the-bot-s-was-revoked"
        stand.user_says(USER, LYRICS)
        stand.user_says(USER + 1, LYRICS)
        await stand.wait_for(lambda: len(emulator.posts(status=401)) >= 2, timeout=10)
        await stand.wait_for(lambda: any("out of service" in t for t in texts_to(stand, USER)))
        await wait_for_state(app, 1, State.WAITING)
        emulator.settings.api_key = bot_key
        await wait_for_state(app, 1, State.DELIVERED)
        await wait_for_state(app, 2, State.DELIVERED)
    alerts = [t for t in texts_to(stand, ADMIN_ID) if "API key" in t]
    assert len(alerts) == 2, "one alert when it starts, one when it is over"
    assert len(emulator.posts(status=202)) == 2


async def test_402_keeps_the_request_alerts_admins_once_and_resumes_after_top_up(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.balance_byn = 0
    async with bot_app() as app:
        for user in (USER, USER + 1, USER + 2):
            stand.user_says(user, LYRICS)
        await stand.wait_for(lambda: any("top" in t for t in texts_to(stand, USER)), timeout=10)
        await stand.wait_for(lambda: len(emulator.posts(status=402)) >= 2, timeout=10)
        emulator.settings.balance_byn = 100
        for request_id in (1, 2, 3):
            await wait_for_state(app, request_id, State.DELIVERED)
    wallet_alerts = [t for t in texts_to(stand, ADMIN_ID) if "wallet" in t.lower()]
    assert len(wallet_alerts) == 2, "one alert per incident, and one when it is over"
    assert len(emulator.posts(status=202)) == 3


async def test_422_rejects_with_the_reason(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.lyrics_limit = 20
    async with saying(bot_app, stand, USER) as app:
        request = await wait_for_state(app, 1, State.REJECTED)
        told = await stand.wait_for_message(USER, lambda m: "refused" in (m.text or ""))
    assert request.error and request.error in (told.text or "")
    assert len(emulator.posts()) == 1, "a validation failure is not retried"


async def test_429_waits_and_starts_when_a_slot_frees(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.concurrent_limit = 0
    async with saying(bot_app, stand, USER) as app:
        await stand.wait_for(lambda: emulator.posts(status=429), timeout=10)
        await stand.wait_for(lambda: any("busy" in t for t in texts_to(stand, USER)))
        request = await wait_for_state(app, 1, State.WAITING)
        assert request.reason == Reason.BUSY
        emulator.settings.concurrent_limit = 2
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts(status=202)) == 1


async def test_503_waits_and_retries_until_accepted_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.post_faults = [503, 503]
    async with saying(bot_app, stand, USER) as app:
        await stand.wait_for(lambda: any("unavailable" in t for t in texts_to(stand, USER)))
        await wait_for_state(app, 1, State.DELIVERED)
    assert [p.status for p in emulator.posts()] == [503, 503, 202]


async def test_lost_response_makes_the_request_unknown_without_a_second_post(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.post_faults = ["drop"]
    async with saying(bot_app, stand, USER) as app:
        await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(USER, lambda m: "no answer" in (m.text or ""))
    assert told.reply_markup is not None
    assert len(emulator.posts()) == 1
