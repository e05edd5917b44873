"""Guest mode through the stand-in and the emulator, with the real Application: a mention in a
chat the bot is not in is answered within 10 s by one inline message, which grows into the
preview, takes only its asker's presses, and becomes the song; the request is the asker's own
(their share, their private chat's settings), and nothing is ever sent into the guest chat."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from bot.config import Settings
from bot.pipeline.drafts.expiry import expire_old_drafts
from bot.pipeline.steps import BotApp
from bot.store import Request, State, Store
from bot.store.guests import GuestQuery
from bot.telegram.faults import CALL_ATTEMPTS
from bot.texts import plain
from bot.ui import DraftPress, VotePress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from botapi_standin.errors import NOT_MODIFIED
from botapi_standin.guest_state import InlineMessage
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, all_handled, services, tuned, wait_for_state

ASKER = 42
STRANGER = 43
GUEST_CHAT = -100777  # the family's group: the bot is not in it
FILES_CHAT = -100888  # a channel that keeps the songs' files
MENTION = "@SongbotTestBot"
# Lyrics grow in the inline message at most every 0.5 s here (4 s in production).
PACE = tuned(FAST, group_growth_gap_sec=0.5)
OPEN = (State.WAITING, State.SUBMITTING, State.QUEUED, State.RUNNING, State.COMPLETED)


def presses(message: InlineMessage, kind: type[DraftPress] | type[VotePress]) -> list[str]:
    return [
        str(button["callback_data"])
        for button in message.buttons()
        if kind.unpack(str(button.get("callback_data"))) is not None
    ]


def go_button(message: InlineMessage) -> str | None:
    for data in presses(message, DraftPress):
        press = DraftPress.unpack(data)
        if press is not None and press.action == Action.GO:
            return data
    return None


def into_guest_chat(stand: BotApiStandIn) -> list[str]:
    """Every call the bot made that named the guest chat."""
    return [
        call.method
        for call in stand.calls
        if str(call.params.get("chat_id", "")) == str(GUEST_CHAT)
    ]


async def preview_of(stand: BotApiStandIn, query_id: str) -> tuple[str, InlineMessage]:
    inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
    message = stand.inline_message(inline_id)
    await stand.wait_for(lambda: go_button(message), timeout=20)
    return inline_id, message


async def delivered_into(app: BotApp, stand: BotApiStandIn, message: InlineMessage) -> Request:
    """The one guest request, once its message shows the song and its row says delivered (a
    moment after: the row is marked once Telegram has answered the edit)."""
    await stand.wait_for(lambda: message.kind == "audio" or None, timeout=30)
    (request,) = await services(app).store.requests.in_states(list(State))
    return await wait_for_state(app, request.id, State.DELIVERED, timeout=10)


async def started_preview(app: BotApp, stand: BotApiStandIn) -> tuple[str, InlineMessage]:
    """The asker has started the bot in private, then asks for a song about the sea as a
    guest: its inline message's id and the message, once it shows the preview."""
    stand.user_says(ASKER, "/start")
    await all_handled(app, stand)
    query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
    return await preview_of(stand, query_id)


@asynccontextmanager
async def guest_bot(
    bot_app: AppFactory, stand: BotApiStandIn, **settings: object
) -> AsyncIterator[BotApp]:
    """Guest mode on, and the bot running with a channel that keeps the songs' files."""
    stand.set_guest_mode(True)
    channel(stand)
    async with bot_app(PACE, FILES_CHAT_ID=FILES_CHAT, **settings) as app:
        yield app


def channel(stand: BotApiStandIn) -> None:
    stand.open_chat(FILES_CHAT, "channel", title="Songbot files")
    stand.set_member(FILES_CHAT, int(stand.world.bot_user["id"]), "administrator")


async def test_a_song_asked_as_a_guest_fills_its_one_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with guest_bot(bot_app, stand, USER_DAILY_LIMIT=1) as app:
        loop = asyncio.get_running_loop()
        asked_at = loop.time()
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a birthday song for Max")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
        assert loop.time() - asked_at < 10
        message = stand.inline_message(inline_id)
        assert "Writing lyrics" in (message.versions[0].text or "")
        go = await stand.wait_for(lambda: go_button(message), timeout=20)
        assert "Max" in (message.text or ""), "the preview shows the lyrics"

        stand.press_inline(STRANGER, inline_id, go)
        await all_handled(app, stand)
        assert emulator.posts() == [], "a stranger's press spends nothing"
        answer = stand.calls_of("answerCallbackQuery")[-1].params.get("text", "")
        assert answer == plain("en", "button-not-yours")

        stand.press_inline(ASKER, inline_id, go)
        await stand.wait_for(lambda: message.kind == "audio" or None, timeout=30)
        assert len(emulator.posts()) == 1
        audio = message.audio
        assert audio is not None and audio["title"]
        assert message.caption and presses(message, VotePress), "the song, with 👍 / 👎"
        assert presses(message, DraftPress) == []
        stand.press_inline(STRANGER, inline_id, presses(message, VotePress)[0])
        liked = lambda: "1" in str(message.buttons()[0].get("text")) or None  # noqa: E731
        await stand.wait_for(liked, timeout=10)  # anyone there may like it
        kept = [c for c in stand.calls_of("sendAudio") if c.ok]
        assert [int(c.params["chat_id"]) for c in kept] == [FILES_CHAT]
        (song,) = await services(app).store.requests.in_states([State.DELIVERED])
        assert (song.chat_id, song.user_id, song.inline_message_id) == (ASKER, ASKER, inline_id)
        assert song.audio_message_id is None, "the files chat's message is no reply target here"
        versions = [v.text for v in message.versions if v.kind == "text"]
        assert any("Writing lyrics" in (text or "") and "[" in (text or "") for text in versions), (
            "the lyrics grew in the message before the preview"
        )

        second = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song for Anna")
        second_id, again = await preview_of(stand, second)
        stand.press_inline(ASKER, second_id, go_button(again) or "")
        await stand.wait_for(lambda: "used all your songs" in (again.text or ""), timeout=20)
        assert len(emulator.posts()) == 1, "over the asker's share: nothing more spent"

    assert into_guest_chat(stand) == [], "nothing is sent into the guest chat itself"
    assert stand.world.bot_messages.get(GUEST_CHAT, []) == []
    assert len(stand.inline_messages()) == 2, "its two inline messages, and nothing more"


async def test_without_a_place_for_the_file_the_message_says_how_to_start_the_bot(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_guest_mode(True)
    async with bot_app(PACE) as app:
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about Max")
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
        await all_handled(app, stand)
        text_calls = await services(app).store.text_calls.count_since(0, ASKER)
        stored = await services(app).store.requests.in_states(list(State))
    message = stand.inline_message(inline_id)
    assert "?start=guest" in (message.html or "") and message.buttons() == []
    assert text_calls == 0 and stored == [] and emulator.chat_requests == []


async def test_the_private_chat_keeps_the_file_when_no_files_chat_is_set(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_guest_mode(True)
    lyrics = "[verse]\nCandles on the table\n[chorus]\nHappy day to Max"
    async with bot_app(PACE) as app:
        stand.user_says(ASKER, "/start")
        await all_handled(app, stand)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, MENTION, reply_to_text=lyrics)
        inline_id, message = await preview_of(stand, query_id)
        assert "Candles on the table" in (message.text or ""), "the lyrics it answered"
        assert emulator.chat_requests == [], "lyrics as given: no text-model call"
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        song = await delivered_into(app, stand, message)
    kept = [c for c in stand.calls_of("sendAudio") if c.ok]
    assert [int(c.params["chat_id"]) for c in kept] == [ASKER]
    assert song.audio_file_id == (message.audio or {}).get("file_id")


async def test_an_inline_message_that_can_no_longer_be_edited_sends_the_song_privately(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with guest_bot(bot_app, stand) as app:
        inline_id, message = await started_preview(app, stand)
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        await all_handled(app, stand)
        stand.make_inline_uneditable(inline_id)  # deleted in that chat, say
        (request,) = await services(app).store.requests.in_states([State.DRAFT, *OPEN])
        await wait_for_state(app, request.id, State.DELIVERED, timeout=30)
    sent = [c for c in stand.calls_of("sendAudio") if c.ok]
    assert [int(c.params["chat_id"]) for c in sent] == [ASKER], "straight to the asker"
    told = [
        c.params["text"] for c in stand.calls_of("sendMessage") if int(c.params["chat_id"]) == ASKER
    ]
    assert told, "where the song stands, told in the private chat once the message went"
    assert len(emulator.posts()) == 1
    assert message.kind == "text"


async def test_a_query_too_old_after_a_backlog_is_dropped_unspent(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_guest_mode(True)
    channel(stand)
    query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about Max")
    old = tuned(PACE, guest_answer_within_sec=0.0)
    async with bot_app(old, FILES_CHAT_ID=FILES_CHAT) as app:
        await all_handled(app, stand)
        text_calls = await services(app).store.text_calls.count_since(0, ASKER)
    assert stand.guest_answer(query_id) is None
    assert text_calls == 0 and emulator.chat_requests == []


async def test_a_query_stored_before_a_crash_is_answered_at_the_next_start(
    bot_app: AppFactory, make_settings: Callable[..., Settings], stand: BotApiStandIn
) -> None:
    """A start finds a query its last run stored and never answered (a crash between the two):
    still young, it is answered then, once; its update, met again, is not answered twice."""
    stand.set_guest_mode(True)
    channel(stand)
    query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about Max")
    store = await Store.open(make_settings().DATABASE_PATH)
    words = "a song about Max"
    await store.guests.asked(GuestQuery(query_id, ASKER, "Ann", "en", words, time.time()))
    await store.close()
    async with bot_app(PACE, FILES_CHAT_ID=FILES_CHAT) as app:
        inline_id = await stand.wait_for_guest_answer(query_id, timeout=10)
        message = stand.inline_message(inline_id)
        await stand.wait_for(lambda: go_button(message), timeout=20)
        await all_handled(app, stand)
    assert [call.ok for call in stand.calls_of("answerGuestQuery")] == [True]


async def test_a_song_nowhere_kept_waits_uncounted_for_the_private_chat(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The files chat refuses the file and the asker has blocked the bot: the paid song waits,
    its tries not counted, and fills its message once the private chat takes it again."""
    stand.set_guest_mode(True)
    soon = tuned(PACE, world_retry_max_sec=0.3, delivery_attempts=2)
    async with bot_app(soon, FILES_CHAT_ID=FILES_CHAT) as app:  # no such channel: refused
        stand.user_says(ASKER, "/start")
        await all_handled(app, stand)
        stand.block(ASKER)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the rain")
        inline_id, message = await preview_of(stand, query_id)
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        (request,) = await services(app).store.requests.in_states([State.DRAFT, *OPEN])
        await wait_for_state(app, request.id, State.COMPLETED, timeout=30)
        refused = lambda: len([c for c in stand.calls_of("sendAudio") if not c.ok]) >= 6 or None  # noqa: E731
        await stand.wait_for(refused, timeout=20)
        waiting = await services(app).store.requests.get(request.id)
        assert waiting is not None and waiting.state == State.COMPLETED, "never given up"
        # three tries refused, more than delivery_attempts: at most the one under way counts
        assert waiting.delivery_attempts <= 1, "the world's refusals are not the song's tries"
        stand.unblock(ASKER)
        await wait_for_state(app, request.id, State.DELIVERED, timeout=20)
        await stand.wait_for(lambda: message.kind == "audio" or None, timeout=10)
    kept = [int(c.params["chat_id"]) for c in stand.calls_of("sendAudio") if c.ok]
    assert kept == [ASKER], "the asker's copy, whose id fills the message"
    assert len(emulator.posts()) == 1


async def test_an_edit_answered_not_modified_is_the_song_shown_not_a_gone_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A retried edit whose first try went through is answered "message is not modified": the
    song is in its message, so nothing goes to the private chat (it would arrive twice)."""
    async with guest_bot(bot_app, stand) as app:
        inline_id, message = await started_preview(app, stand)
        stand.faults.fail_next(
            "editMessageMedia", status=400, description=f"Bad Request: {NOT_MODIFIED}"
        )
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        await all_handled(app, stand)
        (request,) = await services(app).store.requests.in_states([State.DRAFT, *OPEN])
        await wait_for_state(app, request.id, State.DELIVERED, timeout=30)
        delivered = await services(app).store.requests.get(request.id)
    sent = [c for c in stand.calls_of("sendAudio") if c.ok]
    assert [int(c.params["chat_id"]) for c in sent] == [FILES_CHAT], "kept once, sent nowhere else"
    assert delivered is not None and not delivered.inline_gone


async def test_an_edit_failing_for_a_while_uploads_the_song_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Telegram fails the edit through every retry of one try: the next try fills the message
    with the file the first one kept, uploading nothing again (with no files chat, each upload
    would be one more copy in the asker's private chat)."""
    stand.set_guest_mode(True)
    async with bot_app(PACE) as app:
        inline_id, message = await started_preview(app, stand)
        stand.faults.fail_next("editMessageMedia", status=502, count=CALL_ATTEMPTS)
        stand.press_inline(ASKER, inline_id, go_button(message) or "")
        song = await delivered_into(app, stand, message)
    kept = [c for c in stand.calls_of("sendAudio") if c.ok]
    assert [int(c.params["chat_id"]) for c in kept] == [ASKER], "one upload, one private copy"
    failed = [c for c in stand.calls_of("editMessageMedia") if not c.ok]
    assert len(failed) == CALL_ATTEMPTS, "the first try's edit failed through its retries"
    assert song.audio_file_id == (message.audio or {}).get("file_id")
    assert song.audio_message_id == kept[0].result_or_error["message_id"]


async def test_given_lyrics_whose_preview_cannot_be_shown_say_so_in_the_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Telegram fails the preview's edit: the draft ends unspent, and its message says so
    rather than "Taking your lyrics…" for good."""
    stand.set_guest_mode(True)
    lyrics = "[verse]\nCandles on the table\n[chorus]\nHappy day to Max"
    async with bot_app(PACE) as app:
        stand.user_says(ASKER, "/start")
        await all_handled(app, stand)
        # A refusal the lanes do not retry (a 5xx they may, and then the preview shows).
        stand.faults.fail_next(
            "editMessageText", status=400, description="Bad Request: something went wrong"
        )
        query_id = stand.guest_says(ASKER, GUEST_CHAT, MENTION, reply_to_text=lyrics)
        message = stand.inline_message(await stand.wait_for_guest_answer(query_id, timeout=10))
        failed = plain("en", "preview-failed")
        # The versions the message went through are in a failure's text: under load these words
        # were once covered at once by "… was cancelled." (test_guest_ends.py tells why).
        try:
            await stand.wait_for(lambda: failed in (message.text or "") or None, timeout=20)
        except AssertionError as error:
            versions = [v.text for v in message.versions]
            raise AssertionError(f"{error}\nversions: {versions}") from error
        (ended,) = await services(app).store.requests.in_states([State.CANCELLED])
    assert emulator.posts() == []
    assert ended.inline_message_id == message.inline_message_id


async def test_an_expired_guest_draft_says_so_in_its_message(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A guest draft nobody confirmed within its day ends unspent, and its inline message says
    so and loses its buttons, as a preview in a chat does."""
    stand.set_guest_mode(True)
    async with bot_app(tuned(PACE, draft_lifetime_sec=1.0)) as app:
        stand.user_says(ASKER, "/start")
        await all_handled(app, stand)
        query_id = stand.guest_says(ASKER, GUEST_CHAT, f"{MENTION} a song about the sea")
        _, message = await preview_of(stand, query_id)
        await asyncio.sleep(1.1)  # past its day; the sweep, as its tick runs it
        assert await expire_old_drafts(services(app)) == 1
        expired = plain("en", "draft-footer-expired")
        await stand.wait_for(lambda: expired in (message.text or "") or None, timeout=20)
        (ended,) = await services(app).store.requests.in_states([State.CANCELLED])
    assert presses(message, DraftPress) == [], "its buttons gone"
    assert emulator.posts() == []
    assert ended.inline_message_id == message.inline_message_id
