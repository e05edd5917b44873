"""The text model is paid too: every call to it counts per asker and for the organization per
quota day (USER_TEXT_DAILY_LIMIT, ORG_TEXT_DAILY_LIMIT), is made only for an asker allowed at
that moment, and past a limit the person reads why and when, not a completion."""

from __future__ import annotations

import socket
from functools import partial

from bot.reports.month import month_figures
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, AppFactory, all_handled, services
from tests.e2e.helpers import answered, is_preview, press_button, saying

USER, OTHER, THIRD = 77, 78, 79


def said(stand: BotApiStandIn, chat_id: int, words: str) -> bool:
    return any(words in (m.text or "") for m in stand.messages(chat_id))


def told(stand: BotApiStandIn, chat_id: int, words: str) -> int:
    return sum(words in (m.text or "") for m in stand.messages(chat_id))


def told_times(stand: BotApiStandIn, chat_id: int, words: str, times: int) -> bool:
    return told(stand, chat_id, words) == times


async def test_a_person_at_their_text_limit_gets_words_for_rewrite_and_song_others_get_lyrics(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/song the sea", USER_TEXT_DAILY_LIMIT=1) as app:
        preview = await stand.wait_for_message(USER, is_preview)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.AGAIN)
        await stand.wait_for(lambda: answered(stand, "all 1 lyrics for today"))
        stand.user_says(USER, "/song the mountains")
        await stand.wait_for(lambda: said(stand, USER, "write again from 00:00 UTC"))
        assert said(stand, USER, "Finished lyrics are still taken")
        assert len(emulator.chat_requests) == 1, "no completion past the limit"
        stand.user_says(OTHER, "/song the forest")
        await stand.wait_for_message(OTHER, is_preview)
        await all_handled(app, stand)
    assert len(emulator.chat_requests) == 2, "another person still gets lyrics"


async def test_the_organizations_text_limit_holds_across_people_admins_included(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ORG_TEXT_DAILY_LIMIT=2, USER_TEXT_DAILY_LIMIT=0) as app:
        for person in (USER, OTHER):
            stand.user_says(person, "/song spring")
            await stand.wait_for_message(person, is_preview)
        for person in (THIRD, ADMIN_ID):
            stand.user_says(person, "/song summer")
            await stand.wait_for(partial(said, stand, person, "2 for everyone"))
        await all_handled(app, stand)
    assert len(emulator.chat_requests) == 2


async def test_after_deny_a_rewrite_press_on_an_old_preview_makes_no_call(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(
        bot_app, stand, USER, "/song the sea", ACCESS="private", ALLOWED_CHAT_IDS=frozenset({USER})
    ) as app:
        preview = await stand.wait_for_message(USER, is_preview)
        stand.user_says(ADMIN_ID, f"/deny {USER}")
        await stand.wait_for_message(ADMIN_ID)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.AGAIN)
        await stand.wait_for(lambda: answered(stand, "may not ask for songs now"))
        await all_handled(app, stand)
    assert len(emulator.chat_requests) == 1


async def test_a_pause_stops_lyrics_too(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, ADMIN_ID, "/pause") as app:
        await stand.wait_for_message(ADMIN_ID)
        stand.user_says(USER, "/song the sea")
        await stand.wait_for(lambda: said(stand, USER, "can't write lyrics"))
        await all_handled(app, stand)
    assert emulator.chat_requests == []


async def test_a_call_that_never_reached_the_text_model_does_not_count(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    async with bot_app(TEXT_API_URL=closed, USER_TEXT_DAILY_LIMIT=1) as app:
        for times in (1, 2):
            stand.user_says(USER, "/song the sea")
            await stand.wait_for(partial(told_times, stand, USER, "unavailable", times))
            assert await services(app).store.text_calls.count_since(0) == 0
        assert not said(stand, USER, "write again")


async def test_admins_see_lyrics_today_and_give_a_person_their_own_lyrics_share(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(
        bot_app, stand, USER, "/song the sea", ORG_TEXT_DAILY_LIMIT=50, USER_TEXT_DAILY_LIMIT=20
    ) as app:
        await stand.wait_for_message(USER, is_preview)
        stand.user_says(ADMIN_ID, f"/limit {USER} 1 lyrics")
        await stand.wait_for(lambda: said(stand, ADMIN_ID, "Used today: 1"))
        stand.user_says(USER, "/song the hills")
        await stand.wait_for(
            lambda: said(stand, USER, "all the lyrics I may write for you today (1)")
        )
        stand.user_says(ADMIN_ID, "/quota")
        await stand.wait_for(lambda: said(stand, ADMIN_ID, "Lyrics today"))
        month = await month_figures(services(app))
    quota = next(m.text or "" for m in stand.messages(ADMIN_ID) if "Lyrics today" in (m.text or ""))
    assert (
        "1 of 50 (49 left" in quota and "20 a day for each person or chat asking as itself" in quota
    )
    assert f"({USER}): 1" in quota.replace("<code>", "").replace("</code>", "")
    assert month.lyrics[-1] == 1 and len(month.lyrics) == len(month.days)
    assert len(emulator.chat_requests) == 1
