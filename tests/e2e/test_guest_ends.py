"""Guest messages never stick (docs/guarantees_in_chats.md §Guest mode): every end of a guest
request is shown in its inline message, whatever Telegram answered to one of its edits; a guest song
does not depend on the asker's private chat when FILES_CHAT_ID keeps its file; nothing is ever sent
into the guest chat, the error handler's words included."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.clocks import LEAD_SEEN, TelegramLead
from bot.lyricist import TOPIC_LIMIT
from bot.pipeline.drafts.expiry import expire_old_drafts
from bot.pipeline.status import show_outcome, tell_untold_outcomes
from bot.pipeline.steps import BotApp
from bot.store import Request, State
from bot.telegram.faults import CALL_ATTEMPTS
from bot.texts import plain
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from botapi_standin.guest_state import InlineMessage
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, all_handled, services, tuned, wait_for_state
from tests.e2e.test_guest import (
    ASKER,
    FILES_CHAT,
    GUEST_CHAT,
    MENTION,
    PACE,
    channel,
    delivered_into,
    go_button,
    guest_bot,
    into_guest_chat,
    presses,
    preview_of,
    started_preview,
)

AHEAD_SEC = 10.5  # the host's clock runs this far ahead of Telegram's
LYRICS = "[verse]\nCandles on the table\n[chorus]\nHappy day to Max"
REFUSED = "Bad Request: something went wrong"  # a 400 that does not mean the message is gone


async def test_the_first_words_say_what_to_do_if_the_message_stays(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """An answer lost on the way back leaves a message the bot cannot edit: its first words
    must not promise what may never follow."""
    async with guest_bot(bot_app, stand):
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
    first = stand.inline_message(inline_id).versions[0].text or ""
    assert "Writing lyrics" in first and "mention me again" in first


async def test_a_guest_song_kept_by_the_files_chat_is_made_though_the_private_chat_went(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with guest_bot(bot_app, stand) as app:
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        inline_id, message = await preview_of(stand, query_id)
        await services(app).store.chats.set_active(ASKER, False)  # blocked the bot once
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        await stand.wait_for(lambda: message.kind == "audio" or None, timeout=30)
    assert len(emulator.posts()) == 1
    assert into_guest_chat(stand) == []


async def told(app: BotApp, timeout: float = 10.0) -> Request:
    """The one request, once its row says its end was told: a moment after its words showed
    (the row is marked once Telegram has answered the edit)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        (request,) = await services(app).store.requests.in_states(list(State))
        if request.told_at is not None:
            return request
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"request {request.id} is {request.state}, its end untold")
        await asyncio.sleep(0.03)


async def test_a_guest_request_whose_private_chat_went_says_so_in_its_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Without a files chat the song needs the asker's private chat: gone, the request ends
    unspent, and its message says so instead of "in line" for good."""
    stand.set_guest_mode(True)
    async with bot_app(PACE) as app:
        inline_id, message = await started_preview(app, stand)
        await services(app).store.chats.set_active(ASKER, False)
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        await stand.wait_for(lambda: "was cancelled" in (message.text or "") or None, timeout=20)
        request = await told(app)
    assert "private chat" in (message.text or "")
    assert emulator.posts() == [] and request.state == State.CANCELLED


async def test_an_inline_edit_refused_for_another_reason_does_not_end_the_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Only Telegram's words for a message that is gone mean gone: another 400 is tried again,
    and the song still fills the message (not the private chat)."""
    async with guest_bot(bot_app, stand) as app:
        inline_id, message = await started_preview(app, stand)
        stand.faults.fail_next(
            "editMessageText", status=400, description="Bad Request: something else went wrong"
        )
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        song = await delivered_into(app, stand, message)
    assert not song.inline_gone
    private = [c for c in stand.calls if str(c.params.get("chat_id")) == str(ASKER)]
    assert [c.method for c in private if c.method == "sendMessage"] == ["sendMessage"], (
        "only the /start greeting: no word about the song went to the private chat"
    )


async def test_a_refusal_whose_edit_fails_a_while_is_shown_and_nothing_enters_the_guest_chat(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with guest_bot(bot_app, stand, USER_TEXT_DAILY_LIMIT=1) as app:
        first = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        await preview_of(stand, first)
        stand.faults.fail_next("editMessageText", status=502, count=CALL_ATTEMPTS - 1)
        second = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the hills")
        second_id = await stand.wait_for_guest_answer(second, timeout=10)
        message = stand.inline_message(second_id)
        await stand.wait_for(lambda: "Writing" not in (message.text or "") or None, timeout=20)
        await all_handled(app, stand)
    assert "lyrics" in (message.text or "").lower() and "Writing" not in (message.text or "")
    assert into_guest_chat(stand) == []


async def test_a_guest_topic_over_the_limit_is_refused_in_words(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with guest_bot(bot_app, stand) as app:
        topic = "a song about " + "the sea and " * (TOPIC_LIMIT // 10)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} {topic}")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
        await all_handled(app, stand)
    assert f"the most is {TOPIC_LIMIT:,}" in (stand.inline_message(inline_id).text or "")
    assert emulator.chat_requests == [], "no text-model call for a topic it would cut"


async def test_a_guest_rewrite_cut_by_a_stop_gets_its_buttons_back(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_guest_mode(True)
    channel(stand)
    slow = tuned(PACE, text_call_deadline_sec=60.0)
    async with bot_app(slow, FILES_CHAT_ID=FILES_CHAT) as app:
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        inline_id, message = await preview_of(stand, query_id)
        again = next(
            data
            for data in presses(message, DraftPress)
            if (press := DraftPress.unpack(data)) is not None and press.action == Action.AGAIN
        )
        emulator.settings.text_stream_end = "endless"
        stand.press_inline(ASKER, inline_id, again)
        await stand.wait_for(lambda: len(emulator.chat_requests) == 2 or None, timeout=20)
        await all_handled(app, stand)
    emulator.settings.text_stream_end = "done"
    async with bot_app(FAST, FILES_CHAT_ID=FILES_CHAT) as app:
        await stand.wait_for(lambda: "restarted" in (message.text or "") or None, timeout=20)
        await wait_for_state(app, 1, State.DRAFT)
    assert go_button(message), "its buttons are back"


async def test_a_host_clock_ten_seconds_ahead_still_answers_guest_queries(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A message's date is Telegram's clock: the host's lead is read off the messages that
    come in, so a fresh query is not taken for one past its 10 s window."""
    async with guest_bot(bot_app, stand) as app:
        world = services(app)
        world.clock = lambda: time.time() + AHEAD_SEC
        stand.user_says(ASKER, "/start")
        await all_handled(app, stand)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
    assert inline_id is not None
    assert world.telegram_lead.lead >= AHEAD_SEC - 1


def test_the_lead_is_the_least_of_now_less_date_over_recent_messages() -> None:
    lead = TelegramLead()
    assert lead.age(100.0, 103.0) == 3.0, "no message yet: the clocks are taken as one"
    for date, now in ((100.0, 110.4), (105.0, 115.1), (106.0, 117.5)):
        lead.seen(date, now)
    assert lead.lead == pytest.approx(10.1)
    assert lead.age(120.0, 130.4) == pytest.approx(0.3)
    for tick in range(LEAD_SEEN):  # the clock set right: the old lead ages out
        lead.seen(200.0 + tick, 200.2 + tick)
    assert lead.lead == pytest.approx(0.2)


async def test_a_guest_query_does_not_wait_behind_its_askers_private_chat(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The asker's /start in private is held (its answer hangs); their guest query meanwhile
    is answered at once, not after it."""
    async with guest_bot(bot_app, stand) as app:
        stand.hold("sendMessage")
        stand.user_says(ASKER, "/start")
        await stand.wait_for(lambda: stand.held_count("sendMessage") == 1 or None, timeout=10)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=5)
        stand.release("sendMessage")
        await all_handled(app, stand)
    assert inline_id is not None


async def _refused_preview(app: BotApp, stand: BotApiStandIn, edits: int = 1) -> InlineMessage:
    """Lyrics asked as a guest whose preview's edit Telegram refuses (and the `edits` - 1 edits
    after it): the draft ends."""
    stand.user_says(ASKER, "/start")
    await all_handled(app, stand)
    stand.faults.fail_next("editMessageText", status=400, description=REFUSED, count=edits)
    query_id = stand.guest_says(ASKER, GUEST_CHAT, MENTION, reply_to_text=LYRICS)
    return stand.inline_message(await stand.wait_for_guest_answer(query_id, timeout=10))


async def _ended(app: BotApp, stand: BotApiStandIn, end: str) -> tuple[InlineMessage, str]:
    """A guest draft ended one of its three ways; its message and the words of that end."""
    if end == "refused":
        return await _refused_preview(app, stand), plain("en", "preview-failed")
    inline_id, message = await started_preview(app, stand)
    if end == "expired":
        await asyncio.sleep(1.1)  # past its day (draft_lifetime_sec), as the sweep finds it
        assert await expire_old_drafts(services(app)) == 1
        return message, plain("en", "draft-footer-expired")
    stand.press_inline(ASKER, inline_id, _drop_button(message))
    return message, plain("en", "draft-footer-cancelled")


def _drop_button(message: InlineMessage) -> str:
    return next(
        data
        for data in presses(message, DraftPress)
        if (press := DraftPress.unpack(data)) is not None and press.action == Action.DROP
    )


@pytest.mark.parametrize("end", ["refused", "expired", "cancelled"])
async def test_a_guest_drafts_end_is_not_told_over_by_the_pass_for_untold_ends(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, end: str
) -> None:
    """The pass that tells ends Telegram could not carry (the delivery tick's first, one a
    minute after, and one at each comeback) once took these ends for untold, and covered
    their words with "… was cancelled." (under load the first tick came after the end)."""
    stand.set_guest_mode(True)
    async with bot_app(tuned(PACE, draft_lifetime_sec=1.0)) as app:
        message, words = await _ended(app, stand, end)
        await stand.wait_for(lambda: words in (message.text or "") or None, timeout=20)
        shown = len(message.versions)
        await tell_untold_outcomes(services(app))
        (ended,) = await services(app).store.requests.in_states([State.CANCELLED])
    assert words in (message.text or "") and len(message.versions) == shown, [
        v.text for v in message.versions
    ]
    assert ended.told_at is not None
    assert emulator.posts() == []


async def test_the_pass_for_untold_ends_waits_for_the_words_of_an_end_on_their_way(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The pass finds a draft cancelled and untold while the words of its end are still on
    their way (their edit held): it waits for them, and tells nothing over them."""
    stand.set_guest_mode(True)
    async with bot_app(PACE) as app:
        inline_id, message = await started_preview(app, stand)
        await all_handled(app, stand)
        stand.hold("editMessageText")
        stand.press_inline(ASKER, inline_id, _drop_button(message))
        await stand.wait_for(lambda: stand.held_count("editMessageText") == 1 or None)
        (ended,) = await services(app).store.requests.in_states([State.CANCELLED])
        assert ended.told_at is None, "the pass takes it for untold"
        telling = asyncio.create_task(show_outcome(services(app), ended.id))
        await asyncio.sleep(0)  # its first step: it takes the request's lock, or waits for it
        stand.release("editMessageText")
        await telling
        await all_handled(app, stand)
    cancelled = plain("en", "draft-footer-cancelled")
    assert cancelled in (message.text or ""), [v.text for v in message.versions]
    assert not any("was cancelled" in (v.text or "") for v in message.versions)


async def test_a_guest_drafts_end_its_message_did_not_take_is_told_by_the_pass(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The preview refused, and the words of the end refused too: the row stays untold, and
    the pass for untold ends shows them, in the same words."""
    stand.set_guest_mode(True)
    async with bot_app(PACE) as app:
        message = await _refused_preview(app, stand, edits=2)
        await stand.wait_for(lambda: len(stand.calls_of("editMessageText")) >= 2 or None)
        assert not any(call.ok for call in stand.calls_of("editMessageText")[:2])
        await all_handled(app, stand)
        await tell_untold_outcomes(services(app))  # unless a tick's pass told them already
        (ended,) = await services(app).store.requests.in_states([State.CANCELLED])
    assert plain("en", "preview-failed") in (message.text or ""), [v.text for v in message.versions]
    assert ended.told_at is not None


async def test_a_guest_request_cancelled_while_it_waits_says_so_at_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """/cancel in the private chat ends the asker's requests waiting in line, a guest one
    included: its inline message says so at once, not when the pass for untold ends next runs
    (an hour away here)."""
    emulator.settings.balance_byn = 0  # the wallet is empty: the song waits in line
    stand.set_guest_mode(True)
    async with bot_app(tuned(PACE, untold_every_sec=3600.0)) as app:
        inline_id, message = await started_preview(app, stand)
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        await stand.wait_for(lambda: emulator.posts(status=402) or None)  # not mid-POST: held
        await wait_for_state(app, 1, State.WAITING)
        stand.user_says(ASKER, "/cancel")
        await stand.wait_for(lambda: "was cancelled" in (message.text or "") or None, timeout=10)
        request = await told(app)
    assert request.state == State.CANCELLED
    assert len(emulator.posts(status=202)) == 0
