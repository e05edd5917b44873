"""Drafts within bounds (docs/guarantees_in_chats.md §Previews): over-long lyrics are offered cut,
never sung unseen; any stored style renders; a preview that fails ends its draft and pays the text
model once; drafts expire; the notifier forgets every request that ended."""

from __future__ import annotations

import time

from telegram.ext import Application

from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.lyrics import normalize
from bot.pipeline.drafts.expiry import expire_old_drafts
from bot.store import State
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    LYRICS,
    AppFactory,
    all_handled,
    backdate,
    services,
    wait_for_state,
)
from tests.e2e.helpers import answers, is_preview, press_button

USER = 77
GROUP = -1001
DAY = 24 * 3600
KINDS = ("verse", "chorus", "bridge")


def long_lyrics(sections: int = 14) -> str:
    """Tagged lyrics of about 400 characters a section: 14 sections are well over the limit."""
    return "\n\n".join(
        f"[{KINDS[n % 3]}]\n" + "\n".join(f"Section {n} line {i} goes on and on" for i in range(12))
        for n in range(sections)
    )


def offers_a_cut(message: ChatMessage) -> bool:
    return is_preview(message)


def all_shown(stand: BotApiStandIn) -> bool:
    """Every text the bot sent or edited was taken by the stand-in (valid HTML, not too long)."""
    return all(c.ok for c in stand.calls_of("sendMessage") + stand.calls_of("editMessageText"))


async def assert_cut_offered_then_sung_once(
    app: Application, emulator: Emulator, stand: BotApiStandIn, chat_id: int, lyrics: str
) -> None:
    whole = normalize(lyrics)
    offer = await stand.wait_for_message(chat_id, offers_a_cut)
    await all_handled(app, stand)
    assert emulator.posts() == [], "nothing is sent before the press"
    told = "\n".join(m.text or "" for m in stand.messages(chat_id))
    assert f"{len(whole):,}" in told and f"{LYRICS_LIMIT:,}" in told, "length and limit named"
    (draft,) = await services(app).store.requests.in_states([State.DRAFT])
    assert len(draft.lyrics) <= LYRICS_LIMIT
    assert whole.startswith(draft.lyrics + "\n\n["), "cut before a section tag"
    assert draft.lyrics.splitlines()[-1] in (offer.text or ""), "the preview shows the cut end"

    press_button(stand, chat_id, offer.message_id, DraftPress, action=Action.GO, user_id=USER)
    await wait_for_state(app, draft.id, State.DELIVERED)
    (post,) = emulator.posts()
    assert post.body is not None and post.body["lyrics"] == draft.lyrics


async def test_over_long_lyrics_by_command_are_offered_cut_and_sung_only_after_the_press(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = long_lyrics()
    async with bot_app() as app:
        stand.user_says(USER, "/lyrics\n" + lyrics)
        await assert_cut_offered_then_sung_once(app, emulator, stand, USER, lyrics)
    assert all_shown(stand)


async def test_over_long_tagged_private_lyrics_are_offered_cut(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = long_lyrics(16)
    async with bot_app() as app:
        stand.user_says(USER, lyrics)
        await assert_cut_offered_then_sung_once(app, emulator, stand, USER, lyrics)


async def test_over_long_lyrics_replied_to_the_bot_in_a_group_are_offered_cut(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = long_lyrics()
    async with bot_app() as app:
        stand.user_says(GROUP, "/help", user_id=USER, chat_type="supergroup")
        help_message = await stand.wait_for_message(GROUP)
        stand.user_says(
            GROUP, lyrics, user_id=USER, chat_type="supergroup", reply_to=help_message.message_id
        )
        await assert_cut_offered_then_sung_once(app, emulator, stand, GROUP, lyrics)


async def test_over_long_untagged_lyrics_are_offered_cut(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stanza = "\n".join(f"Walking line {i} down the long road" for i in range(8))
    lyrics = "\n\n".join(f"{stanza} {n}" for n in range(20))
    async with bot_app() as app:
        stand.user_says(USER, lyrics)
        offer = await stand.wait_for_message(USER, offers_a_cut)
        await all_handled(app, stand)
        (draft,) = await services(app).store.requests.in_states([State.DRAFT])
        told = "\n".join(m.text or "" for m in stand.messages(USER))
    assert f"{len(normalize(lyrics)):,}" in told and f"{LYRICS_LIMIT:,}" in told
    assert len(draft.lyrics) <= LYRICS_LIMIT and is_shown_cut(offer, draft.lyrics)
    assert emulator.posts() == [] and emulator.chat_requests == []


def is_shown_cut(offer: ChatMessage, lyrics: str) -> bool:
    return lyrics.splitlines()[-1] in (offer.text or "")


async def test_over_long_lyrics_replied_to_a_preview_need_a_new_press(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    lyrics = long_lyrics()
    async with bot_app() as app:
        stand.user_says(USER, "/song autumn")
        preview = await stand.wait_for_message(USER, offers_a_cut)
        stand.user_says(USER, lyrics, reply_to=preview.message_id)
        await stand.wait_for_message(USER, lambda m: f"{LYRICS_LIMIT:,}" in (m.text or ""))
        (draft,) = await services(app).store.requests.in_states([State.DRAFT])
        shown = await stand.wait_for_message(
            USER, lambda m: m.message_id == preview.message_id and is_shown_cut(m, draft.lyrics)
        )
        assert emulator.posts() == []
        labels = [button["text"] for button in shown.buttons()]
        press_button(stand, USER, shown.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, draft.id, State.DELIVERED)
    (post,) = emulator.posts()
    assert post.body is not None and post.body["lyrics"] == draft.lyrics
    assert normalize(lyrics).startswith(draft.lyrics + "\n\n[")
    assert "shortened" in labels[0].lower()


async def test_a_style_of_600_ampersands_still_shows_every_preview_and_the_song_is_made(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    style = "&" * STYLE_LIMIT
    async with bot_app() as app:
        stand.user_says(USER, f"/style {style}")
        await stand.wait_for_message(USER, lambda m: "Style set" in (m.text or ""))
        stand.user_says(USER, "/style")
        await stand.wait_for_message(USER, lambda m: "Style in this chat" in (m.text or ""))
        stand.user_says(USER, "/song the sea")
        preview = await stand.wait_for_message(USER, offers_a_cut)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED)
    (post,) = emulator.posts()
    assert post.body is not None and post.body["prompt"] == style, "the style is sent whole"
    assert "&&&&&&&&" in (preview.text or "")
    assert all_shown(stand)


async def test_a_preview_that_failed_to_render_is_not_written_again_at_the_next_start(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        await services(app).store.chats.set_style(USER, "&" * STYLE_LIMIT)
        stand.user_says(USER, "/song the sea")
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
        await wait_for_state(app, 1, State.DRAFT)
    async with bot_app() as app:
        await all_handled(app, stand)
        left = await services(app).store.writing.unfinished()
        drafts_now = await services(app).store.requests.in_states([State.DRAFT])
    assert left == [] and len(drafts_now) == 1
    assert len(emulator.chat_requests) == 1, "the text model is paid once for one topic"


async def test_a_preview_telegram_refuses_ends_its_draft_and_the_user_is_told(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 0.5
    async with bot_app() as app:
        stand.user_says(USER, "/song the sea")
        await stand.wait_for_message(USER, lambda m: "Writing lyrics" in (m.text or ""))
        refused = "Bad Request: message is too long"
        stand.fail_next("editMessageText", status=400, description=refused)
        stand.fail_next("sendMessage", status=400, description=refused)
        told = await stand.wait_for_message(USER, lambda m: "couldn't show" in (m.text or ""))
        request = await wait_for_state(app, 1, State.CANCELLED)
    async with bot_app() as app:
        await all_handled(app, stand)
        left = await services(app).store.writing.unfinished()
    assert "No track was spent" in (told.text or "") and not told.buttons()
    assert request.finished_at is not None and left == []
    assert len(emulator.chat_requests) == 1 and emulator.posts() == []


async def test_a_draft_left_for_a_day_expires_and_its_button_says_so(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/song old news")
        old = await stand.wait_for_message(USER, offers_a_cut)
        stand.user_says(USER, "/song fresh news")
        await stand.wait_for(lambda: len([m for m in stand.messages(USER) if offers_a_cut(m)]) == 2)
        store = services(app).store
        await backdate(store, 1, time.time() - DAY - 60)
        assert await expire_old_drafts(services(app)) == 1
        expired = await wait_for_state(app, 1, State.CANCELLED)
        fresh = await store.requests.get(2)
        shown = await stand.wait_for_message(
            USER, lambda m: m.message_id == old.message_id and "expired" in (m.text or "")
        )
        stand.user_presses(USER, old.message_id, "draft:go:1")
        await stand.wait_for(lambda: len(answers(stand)) == 1)
    assert not shown.buttons()
    assert "expired" in answers(stand)[0]
    assert expired.finished_at is not None
    assert fresh is not None and fresh.state == State.DRAFT
    assert emulator.posts() == []


async def test_the_notifier_forgets_requests_that_ended_by_every_path(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        notifier = services(app).notifier
        emulator.settings.post_faults = [422, "drop"]
        for _ in range(2):
            stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.REJECTED)
        await wait_for_state(app, 2, State.UNKNOWN)
        emulator.settings.error_rate = 1.0
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 3, State.FAILED)
        emulator.settings.error_rate = 0.0
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 4, State.DELIVERED)
        stand.user_says(ADMIN_ID, "/pause")
        await stand.wait_for_message(ADMIN_ID)
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 5, State.WAITING)
        stand.user_says(USER, "/cancel")
        await wait_for_state(app, 5, State.CANCELLED)
        stand.user_says(ADMIN_ID, "/resume")  # a pause stops lyrics too
        await stand.wait_for(lambda: len(stand.messages(ADMIN_ID)) == 2)
        stand.user_says(USER, "/song snow")
        preview = await stand.wait_for_message(USER, offers_a_cut)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.DROP)
        await wait_for_state(app, 6, State.CANCELLED)
        stand.user_says(USER, "/song rain")
        await wait_for_state(app, 7, State.DRAFT)
        await stand.wait_for(lambda: 7 in notifier._shown)
        await backdate(services(app).store, 7, time.time() - DAY - 60)
        await expire_old_drafts(services(app))
        await all_handled(app, stand)
        assert notifier._shown == {} and not notifier._locks
