"""A music address that answers a POST with 404 or 405 is the operator's fault, not the lyrics'
(docs/guarantees_for_operators.md §When the service refuses): nothing is rejected, the request
waits, the admins are told once in words that name MUSIC_API_URL, and the song is made after a start
with the right address."""

from __future__ import annotations

import asyncio

from bot.accounting.organization import Pause
from bot.store import Reason, State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, FAST, LYRICS, AppFactory, services, tuned, wait_for_state

USER = 42


def address_alerts(stand: BotApiStandIn) -> list[str]:
    return [m.text or "" for m in stand.messages(ADMIN_ID) if "MUSIC_API_URL" in (m.text or "")]


async def test_a_post_to_a_wrong_music_address_waits_and_tells_the_admins_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    root = emulator.music_url.removesuffix("/api/v1/music")
    stand.open_chat(ADMIN_ID)
    async with bot_app(MUSIC_API_URL=root) as app:
        stand.user_says(USER, LYRICS)
        stand.user_says(USER + 1, LYRICS)
        await stand.wait_for(lambda: len(address_alerts(stand)) == 1, timeout=20)
        await asyncio.sleep(1.0)  # more ticks: the line waits, nothing more is said
        requests = await services(app).store.requests.in_states(list(State))
        told = [m.text or "" for m in stand.messages(USER)]
    assert {r.state for r in requests} == {State.WAITING}, requests
    assert {r.reason for r in requests} == {Reason.ADDRESS}
    assert len(address_alerts(stand)) == 1, "the admins are told once"
    assert any("wrong address" in text for text in told), told
    assert not [text for text in told if "refused" in text], "not the lyrics' fault"
    assert emulator.posts() == [], "no POST reached the music interface"
    async with bot_app() as app:  # the right address
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
    assert song.attempts >= 1 and len(emulator.posts()) == 2


async def test_a_key_pause_clears_by_a_read_once_the_key_works(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The service refused the key (401) and the line paused. Once the key works again, a read
    (never a POST: no track is spent to learn it) lifts the pause within a minute, the admins
    hear it is over, and the waiting song is made."""
    stand.open_chat(ADMIN_ID)
    working_key = emulator.settings.api_key
    emulator.settings.api_key = "another-key"  # the bot's key is refused
    reading = tuned(FAST, key_read_every_sec=0.5, probe_first_sec=3600.0, probe_max_sec=3600.0)
    async with bot_app(reading, API_KEY=working_key) as app:
        stand.user_says(USER, LYRICS)
        await stand.wait_for(lambda: len(emulator.posts(status=401)) == 1, timeout=20)
        org = services(app).org
        for _ in range(100):  # the answer is recorded just after the emulator saw the POST
            if await org.service_pause() is Pause.KEY:
                break
            await asyncio.sleep(0.05)
        assert await org.service_pause() is Pause.KEY
        posts = len(emulator.posts())
        emulator.settings.api_key = working_key
        await stand.wait_for_message(ADMIN_ID, lambda m: "accepted again" in (m.text or ""))
        assert await org.service_pause() is None
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING, State.DELIVERED, timeout=20)
    reads = [seen for seen in emulator.requests if "songbot-key-check" in seen.path]
    assert reads and all(seen.method == "GET" for seen in reads)
    assert len(emulator.posts()) == posts + 1, "the read lifted it; the song's POST followed"
