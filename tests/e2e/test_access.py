"""Who may spend the organization's tracks: ACCESS=private lets in admins,
ALLOWED_CHAT_IDS and the chats admins allowed; everyone else is refused politely, for free."""

from __future__ import annotations

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, services, wait_for_state
from tests.e2e.helpers import one_song_delivered, saying

STRANGER = 77
GROUP = -1009876500
BOT = "SongbotTestBot"


async def test_a_stranger_is_refused_then_served_after_allow(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, STRANGER, ACCESS="private") as app:
        refused = await stand.wait_for_message(STRANGER)
        assert emulator.requests == [], "a refusal costs no service call"
        assert await services(app).store.requests.get(1) is None
        stand.user_says(ADMIN_ID, f"/allow {STRANGER}")
        await stand.wait_for_message(ADMIN_ID, lambda m: "may ask for songs now" in (m.text or ""))
        stand.user_says(STRANGER, LYRICS)
        await wait_for_state(app, 1, State.DELIVERED)
    assert f"<code>{STRANGER}</code>" in (refused.html or refused.text or "")
    assert "admin" in (refused.text or "")
    assert len(stand.messages(STRANGER)) >= 2
    assert len(emulator.posts()) == 1


async def test_allowing_a_group_does_not_allow_its_members_in_private(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, ADMIN_ID, f"/allow {GROUP}", ACCESS="private") as app:
        await stand.wait_for_message(ADMIN_ID)
        stand.user_says(GROUP, f"/lyrics@{BOT}\n{LYRICS}", user_id=STRANGER, chat_type="supergroup")
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(STRANGER, LYRICS)
        refused = await stand.wait_for_message(STRANGER)
    assert "allowed" in (refused.text or "")
    assert len(emulator.posts()) == 1


async def test_a_closed_group_is_refused_with_its_id(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ACCESS="private"):
        stand.user_says(GROUP, f"/lyrics@{BOT}\n{LYRICS}", user_id=STRANGER, chat_type="supergroup")
        refused = await stand.wait_for_message(GROUP)
    assert f"<code>{GROUP}</code>" in (refused.html or "")
    assert emulator.requests == []


async def test_deny_takes_access_away_and_admins_may_ask_anywhere(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(
        bot_app,
        stand,
        ADMIN_ID,
        f"/deny {STRANGER}",
        ACCESS="private",
        ALLOWED_CHAT_IDS=frozenset({STRANGER}),
    ) as app:
        await stand.wait_for_message(ADMIN_ID, lambda m: "no longer" in (m.text or ""))
        stand.user_says(STRANGER, LYRICS)
        await stand.wait_for_message(STRANGER, lambda m: "allowed" in (m.text or ""))
        stand.user_says(GROUP, f"/lyrics@{BOT}\n{LYRICS}", user_id=ADMIN_ID, chat_type="group")
        request = await wait_for_state(app, 1, State.DELIVERED)
    assert request.chat_id == GROUP and request.user_id == ADMIN_ID
    assert len(emulator.posts()) == 1


async def test_deny_ends_the_chats_waiting_songs_unspent_and_tells_why(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    allowed = frozenset({STRANGER})
    async with bot_app(ACCESS="private", ALLOWED_CHAT_IDS=allowed, ORG_DAILY_LIMIT=0) as app:
        stand.user_says(STRANGER, LYRICS)  # the day's tracks are used up: it waits in line
        stand.user_says(ADMIN_ID, LYRICS)
        await wait_for_state(app, 2, State.WAITING)
        stand.user_says(ADMIN_ID, f"/deny {STRANGER}")
        said = await stand.wait_for_message(ADMIN_ID, lambda m: "cancelled" in (m.text or ""))
        told = await stand.wait_for_message(STRANGER, lambda m: "🚫" in (m.text or ""))
        store = services(app).store
        (theirs,) = await store.requests.for_chat(STRANGER)
        (mine,) = await store.requests.for_chat(ADMIN_ID)
    assert "One song waiting in line there was cancelled" in (said.text or "")
    assert "may no longer ask" in (told.text or "")
    assert theirs.state == State.CANCELLED and theirs.told_at is not None
    assert mine.state == State.WAITING, "the admin's own request in another chat stays"
    assert emulator.posts() == []


async def test_access_lists_configured_allowed_and_denied_chats(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(ACCESS="private", ALLOWED_CHAT_IDS=frozenset({5150})):
        stand.user_says(ADMIN_ID, f"/allow {STRANGER}, {GROUP}")
        await stand.wait_for_message(ADMIN_ID)
        stand.user_says(ADMIN_ID, "/deny 31337")
        await stand.wait_for(lambda: len(stand.messages(ADMIN_ID)) == 2)
        stand.user_says(ADMIN_ID, "/access")
        listing = await stand.wait_for_message(ADMIN_ID, lambda m: "Who may" in (m.text or ""))
    text = listing.text or ""
    allowed, denied = text.split("Denied with /deny:")
    assert "5150" in allowed and str(STRANGER) in allowed and str(GROUP) in allowed
    assert "31337" in denied and "31337" not in allowed
    assert str(ADMIN_ID) in allowed


async def test_open_access_lets_everyone_in(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    await one_song_delivered(bot_app, stand, STRANGER, LYRICS, ACCESS="open")
    assert len(emulator.posts()) == 1


async def test_a_group_upgraded_to_a_supergroup_keeps_what_admins_and_the_config_said(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    denied, allowed = (-5100, -1005100), (-5200, -1005200)  # (group id, supergroup id)
    stand.open_chat(denied[0], "group")
    stand.open_chat(allowed[0], "group")
    async with saying(
        bot_app,
        stand,
        ADMIN_ID,
        f"/deny {denied[0]}",
        ACCESS="private",
        ALLOWED_CHAT_IDS=frozenset({allowed[0]}),
    ) as app:
        await stand.wait_for_message(ADMIN_ID)
        stand.migrate_chat(*denied, by=STRANGER)
        stand.migrate_chat(*allowed, by=STRANGER)
        stand.user_says(denied[1], f"/lyrics\n{LYRICS}", user_id=STRANGER, chat_type="supergroup")
        refused = await stand.wait_for_message(denied[1])
        stand.user_says(allowed[1], f"/lyrics\n{LYRICS}", user_id=STRANGER, chat_type="supergroup")
        taken = await wait_for_state(app, 1, State.DELIVERED)
        store = services(app).store
        words = (await store.access.allowed(denied[1]), await store.access.allowed(allowed[1]))
    assert "may not ask for songs" in (refused.text or "")
    assert taken.chat_id == allowed[1]
    assert words == (False, None), "the config's word stays the config's, not a stored one"
    assert len(emulator.posts()) == 1
