"""Daily shares of the organization's tracks set at runtime: `/limit <id> <n>`,
`/limit <id> off`, `/limit <n>` in a group, `/limits`; the scheduler honours a person's and a
group's share like the organization's limit, and people see what is left of theirs."""

from __future__ import annotations

import pytest
from telegram.ext import Application

from bot.pipeline import intake
from bot.store import NewRequest, Request, State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    FAST,
    AppFactory,
    all_handled,
    pipeline,
    services,
    stored,
    texts_to,
    tuned,
    wait_for_state,
)
from tests.e2e.helpers import lyrics, saying

ANN, BOB, CID = 401, 402, 403
GROUP = -1001234500


def texts(stand: BotApiStandIn, chat_id: int) -> list[str]:
    """Everything the chat was shown, each edit of a status message included."""
    return texts_to(stand, chat_id)


async def admin_says(stand: BotApiStandIn, text: str, chat_id: int = ADMIN_ID) -> str:
    """An admin's command and the bot's answer to it (the newest message after it)."""
    before = len(stand.messages(chat_id))
    chat_type = "private" if chat_id == ADMIN_ID else "supergroup"
    stand.user_says(chat_id, text, user_id=ADMIN_ID, chat_type=chat_type)
    await stand.wait_for(lambda: len(stand.messages(chat_id)) > before)
    return stand.messages(chat_id)[before].text or ""


# The scheduler ticks once an hour: only the ticks a test runs start songs.
QUIET = tuned(FAST, tick_sec=3600)


async def put_in_line(stand: BotApiStandIn, app: Application, user: int) -> Request:
    """A song of `user`'s stored as waiting, its first word not yet told."""
    stand.open_chat(user, "private")
    new = NewRequest(user, "private", user, "Ann", "en", None, lyrics("ann"), None, 60, "Ann")
    return await services(app).store.requests.create(new, State.WAITING)


def say_in_group(stand: BotApiStandIn, user: int, name: str) -> None:
    stand.user_says(GROUP, f"/lyrics\n{lyrics(name)}", user_id=user, chat_type="supergroup")


async def test_a_user_over_their_share_waits_and_is_told_when_while_others_go_on(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        answer = await admin_says(stand, f"/limit {ANN} 1")
        assert f"{ANN} may start 1 track a day, in every chat" in answer
        stand.user_says(ANN, lyrics("ann-1"))
        stand.user_says(ANN, lyrics("ann-2"))
        stand.user_says(BOB, lyrics("bob"))
        await all_handled(app, stand)
        first, second = sorted(await services(app).store.requests.for_chat(ANN), key=lambda r: r.id)
        (bobs,) = await services(app).store.requests.for_chat(BOB)
        await wait_for_state(app, first.id, State.DELIVERED)
        await wait_for_state(app, bobs.id, State.DELIVERED)
        held = await stand.wait_for_message(ANN, lambda m: "all your songs" in (m.text or ""))
        assert (await stored(app, second.id)).state == State.WAITING
        stand.user_says(ANN, "/status")
        shown = await stand.wait_for_message(ANN, lambda m: "Songs in this chat" in (m.text or ""))
    sent = [p.body["lyrics"] for p in emulator.posts() if p.body]
    assert len(sent) == 2 and not any("ann-2" in lyric for lyric in sent)
    assert "next quota day begins, at" in (held.text or ""), "the asker is told when it starts"
    acknowledgements = [text for text in texts(stand, ANN) if "Got it" in text]
    assert any("Your share: 1 of 1 left today." in text for text in acknowledgements)
    assert "Your share: 0 of 1 left today." in (shown.text or "")
    assert not any("Your share" in text for text in texts(stand, BOB)), "no share, no words"


@pytest.mark.parametrize("tick", ["before its first word", "while its words are read"])
async def test_a_song_started_around_its_first_word_is_told_the_line_as_it_joined_it(
    bot_app: AppFactory, stand: BotApiStandIn, monkeypatch: pytest.MonkeyPatch, tick: str
) -> None:
    # The scheduler's tick runs on its own: it may start a song between its row and its word,
    # or between two reads of the counts its words show (the first read: is there a pause?).
    async with bot_app(QUIET, USER_DAILY_LIMIT=1, ORG_DAILY_LIMIT=5) as app:
        request = await put_in_line(stand, app, ANN)
        org, scheduler = services(app).org, pipeline(app).scheduler
        if tick == "before its first word":
            await scheduler.tick()
        else:
            paused = org.paused

            async def tick_then_paused() -> str | None:
                monkeypatch.setattr(org, "paused", paused)  # once: the tick asks it too
                await scheduler.tick()
                return await paused()

            monkeypatch.setattr(org, "paused", tick_then_paused)
        await intake.announce_waiting(services(app), request.id)
        assert (await stored(app, request.id)).state != State.WAITING
        first = texts(stand, ANN)[0]
    # Not "you have used all your songs today" for the very song that is starting.
    assert "Got it" in first and "Tracks the organization has left today: 5." in first
    assert "Your share: 1 of 1 left today." in first


async def test_a_song_whose_progress_was_shown_gets_no_late_in_line_word(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(QUIET) as app:
        request = await put_in_line(stand, app, ANN)
        await pipeline(app).scheduler.tick()
        await stand.wait_for_message(ANN, lambda m: "queued at the music service" in (m.text or ""))
        await intake.announce_waiting(services(app), request.id)
        shown = texts(stand, ANN)
    assert not any("Got it" in text for text in shown), shown


async def test_a_group_s_share_is_shared_by_its_members(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        answer = await admin_says(stand, "/limit 1", chat_id=GROUP)  # no id: this group
        assert f"The group {GROUP} may start 1 track a day, shared by its members" in answer
        say_in_group(stand, ANN, "ann")
        say_in_group(stand, BOB, "bob")
        await all_handled(app, stand)
        stand.user_says(BOB, lyrics("bob-alone"))  # the group's share is not Bob's own
        await all_handled(app, stand)
        first, second = sorted(
            await services(app).store.requests.for_chat(GROUP), key=lambda r: r.id
        )
        (private,) = await services(app).store.requests.for_chat(BOB)
        await wait_for_state(app, first.id, State.DELIVERED)
        await wait_for_state(app, private.id, State.DELIVERED)
        await stand.wait_for_message(GROUP, lambda m: "This group has used" in (m.text or ""))
        assert (await stored(app, second.id)).state == State.WAITING
        listed = await admin_says(stand, "/limits")
    assert len(emulator.posts()) == 2
    shown = texts(stand, GROUP)
    assert any("This group's share: 1 of 1 left today." in t for t in shown), "\n".join(shown)
    assert f"{GROUP}" in listed and "(group): 1 of 1 used today" in listed


async def test_off_lets_the_waiting_one_go_and_limits_and_quota_list_the_use(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        await admin_says(stand, f"/limit {ANN} 1")
        await admin_says(stand, f"/limit {CID} 3")
        stand.user_says(ANN, lyrics("ann-1"))
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(ANN, lyrics("ann-2"))
        await wait_for_state(app, 2, State.WAITING)
        await stand.wait_for_message(ANN, lambda m: "all your songs" in (m.text or ""))
        listed = await admin_says(stand, "/limits")
        quota = await admin_says(stand, "/quota")
        assert len(emulator.posts()) == 1
        removed = await admin_says(stand, f"/limit {ANN} off")
        await wait_for_state(app, 2, State.DELIVERED)
        listed_after = await admin_says(stand, "/limits")
        again = await admin_says(stand, f"/limit {ANN} off")
    assert f"{ANN}" in listed and ": 1 of 1 used today" in listed
    assert f"{CID}" in listed and ": 0 of 3 used today" in listed
    assert "USER_DAILY_LIMIT=0" in listed, "what everyone else has"
    assert "Daily shares" in quota and ": 1 of 1 used today" in quota
    assert "removed" in removed and "Only the organization's limit applies" in removed
    assert f"{ANN}" not in listed_after and f"{CID}" in listed_after
    assert "had no share of its own" in again
    assert len(emulator.posts()) == 2


async def test_a_stored_share_outweighs_user_daily_limit_both_ways(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(USER_DAILY_LIMIT=1) as app:
        await admin_says(stand, f"/limit {ANN} 2")  # more than everyone else's
        answer = await admin_says(stand, f"/limit {BOB} 0")  # none at all
        assert "may start no tracks now" in answer
        stand.user_says(ANN, lyrics("ann-1"))
        stand.user_says(ANN, lyrics("ann-2"))
        stand.user_says(BOB, lyrics("bob"))
        stand.user_says(CID, lyrics("cid-1"))
        stand.user_says(CID, lyrics("cid-2"))
        await all_handled(app, stand)
        await stand.wait_for(lambda: len(emulator.posts(status=202)) == 3)
        await stand.wait_for_message(BOB, lambda m: "all your songs" in (m.text or ""))
        await stand.wait_for_message(CID, lambda m: "all your songs" in (m.text or ""))
        listed = await admin_says(stand, "/limits")
        removed = await admin_says(stand, f"/limit {BOB} off")
        (bobs,) = await services(app).store.requests.for_chat(BOB)
        await wait_for_state(app, bobs.id, State.DELIVERED)  # USER_DAILY_LIMIT's 1 again
    sent = sorted(
        p.body["lyrics"].split("for ")[1].split("\n")[0] for p in emulator.posts() if p.body
    )
    assert sent == ["ann-1", "ann-2", "bob", "cid-1"]
    assert "included: 1 a day each (USER_DAILY_LIMIT)" in listed
    assert "USER_DAILY_LIMIT applies again: 1 a day" in removed


@pytest.mark.parametrize("command", [f"/limit {ANN} 5", f"/limit {ANN} off", "/limits"])
async def test_a_non_admin_gets_the_refusal(
    bot_app: AppFactory, stand: BotApiStandIn, command: str
) -> None:
    async with saying(bot_app, stand, ANN, command) as app:
        refused = await stand.wait_for_message(ANN)
        assert await services(app).store.shares.all() == []
    assert "admins only" in (refused.text or "")


@pytest.mark.parametrize(
    ("command", "answer"),
    [
        (f"/limit {ANN} many", "“many” is not a number of tracks"),
        (f"/limit {ANN} 2.5", "“2.5” is not a number of tracks"),
        (f"/limit {ANN} 99999999999999999999999", "from 0 to 100000"),
        (f"/limit {ANN} -2", "can't be negative (-2)"),
        ("/limit ann 3", "“ann” is not a chat id"),
        ("/limit 0 3", "“0” is not a chat id"),
        ("/limit", "Write whose share"),
        ("/limit 3", "Write whose share"),  # in private a number alone names nobody
        (f"/limit {ANN} 3 4", "Write whose share"),
        (f"/limit {ANN} <b>", "“<b>” is not a number"),  # shown as typed, never as markup
    ],
)
async def test_bad_input_gets_a_clear_answer_and_changes_nothing(
    bot_app: AppFactory, stand: BotApiStandIn, command: str, answer: str
) -> None:
    async with bot_app() as app:
        said = await admin_says(stand, command)
        assert await services(app).store.shares.all() == []
    assert answer in said


async def test_a_share_follows_its_group_to_the_supergroup(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        old, new = -4001, -1004001
        await services(app).store.shares.set(old, 2, ADMIN_ID)
        await services(app).notifier.chat_migrated(old, new)
        store = services(app).store.shares
        # its requests move with it (notify.py), so its use today is counted under the new id
        assert (await store.get(old), await store.get(new)) == (None, 2)
