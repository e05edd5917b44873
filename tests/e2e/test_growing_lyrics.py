"""Lyrics people watch being written: the bot asks the text model to stream, a private chat sees
the lyrics grow as drafts (sendMessageDraft) and a group sees its "writing…" message edited with
the lyrics so far, each at its own pace, before the preview; a stream cut midway is the failed
call it is, and a server that does not stream gives the preview as before."""

from __future__ import annotations

import itertools

from bot.store import State
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, services, tuned
from tests.e2e.helpers import answers, is_preview, press_button

USER = 77
GROUP = -1001
LINE_GAP_SEC = 0.25  # the emulator's pause between two streamed lines: ~20 lines in 5 s
# A group's edits at most every 1.5 s here, so that a test sees two or more within a stream.
PACE = tuned(FAST, draft_gap_sec=1.0, group_growth_gap_sec=1.5)


def edits_of(stand: BotApiStandIn, chat_id: int, message_id: int) -> list[str]:
    return [
        c.params.get("text", "")
        for c in stand.calls_of("editMessageText")
        if int(c.params.get("chat_id", 0)) == chat_id
        and int(c.params.get("message_id", 0)) == message_id
    ]


async def test_a_private_chat_sees_the_lyrics_grow_as_drafts_then_the_preview(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_stream_gap_sec = LINE_GAP_SEC
    async with bot_app(PACE) as app:
        stand.user_says(USER, "/song the lighthouse")
        preview = await stand.wait_for_message(USER, is_preview, timeout=20)
        draft = (await services(app).store.requests.in_states([State.DRAFT]))[0]
        text_calls = await services(app).store.text_calls.count_since(0, USER)
    drafts = [d for d in stand.world.drafts if d.chat_id == USER]
    assert emulator.chat_requests[0]["stream"] is True
    assert len(drafts) >= 3, "one draft a second over a stream of about five seconds"
    assert {d.draft_id for d in drafts} == {preview.message_id}, "under the 'writing…' message"
    texts = [d.text for d in drafts]
    assert all(b.startswith(a) and len(b) > len(a) for a, b in itertools.pairwise(texts))
    assert texts[0].startswith("[verse]") and "lighthouse" in texts[-1]
    gaps = [b.at - a.at for a, b in itertools.pairwise(drafts)]
    assert min(gaps) >= 0.9, f"at most one draft a second: {gaps}"
    assert "Style:" not in texts[-1], "the style line is no lyric"
    assert all(line in (preview.text or "") for line in draft.lyrics.splitlines())
    assert len(emulator.chat_requests) == 1, "a streamed call is one call"
    assert text_calls == 1, "and counted once in the text budget"


async def test_a_group_sees_its_writing_message_edited_with_the_lyrics_so_far(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_stream_gap_sec = LINE_GAP_SEC
    async with bot_app(PACE):
        stand.user_says(GROUP, "/song our band", user_id=USER, chat_type="supergroup")
        preview = await stand.wait_for_message(GROUP, is_preview, timeout=20)
    grown = edits_of(stand, GROUP, preview.message_id)[:-1]  # the last edit is the preview
    assert len(grown) >= 2, grown
    assert all("Writing lyrics" in text for text in grown), "the message still says what it is"
    assert "[verse]" in grown[0] and len(grown[-1]) > len(grown[0])
    assert stand.world.drafts == [], "no drafts in a group: Telegram refuses them there"
    edits = [
        c.at
        for c in stand.calls_of("editMessageText")
        if int(c.params.get("chat_id", 0)) == GROUP and "Writing lyrics" in c.params["text"]
    ]
    assert min(b - a for a, b in itertools.pairwise(edits)) >= 1.4, "the group's own pace"


async def test_a_stream_cut_midway_is_a_failed_call_told_as_one(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_stream_gap_sec = LINE_GAP_SEC
    emulator.settings.text_failure = "cut_stream"
    async with bot_app(PACE) as app:
        stand.user_says(USER, "/song the sea")
        told = await stand.wait_for_message(
            USER, lambda m: "No track was spent" in (m.text or ""), timeout=20
        )
        left = await services(app).store.requests.in_states([State.DRAFT])
        text_calls = await services(app).store.text_calls.count_since(0, USER)
    assert "unavailable" in (told.text or "")
    assert stand.world.drafts, "the first half was seen growing"
    assert left == [] and emulator.posts() == []
    assert text_calls == 1, "the model was asked and may charge: the call is not given back"


async def test_a_server_that_does_not_stream_gives_the_preview_at_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_streams = False
    async with bot_app(PACE):
        stand.user_says(USER, "/song the sea")
        preview = await stand.wait_for_message(USER, is_preview, timeout=20)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        await stand.wait_for_call("sendAudio", timeout=20)
    assert emulator.chat_requests[0]["stream"] is True, "asked to stream all the same"
    assert stand.world.drafts == []
    assert answers(stand)[0]
