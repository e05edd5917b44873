"""A gift's answers as typed: they reach the text model raw and show as typed in the preview,
the caption and the shared copy (escaped only in the message that shows them); each answer is
held to its own limit as it is given, the talk kept; the talk lasts an hour from its last
answer. The share button is there only while inline mode is on, and a gift asked as a chat may
be given on by the admins of the group it was asked in."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from telegram.ext import Application

from bot.app import build_application
from bot.config import Settings
from bot.handlers.gift import ANSWER_LIMITS, gift_topic
from bot.lyricist import TOPIC_LIMIT
from bot.store import State
from bot.store.gift_talks import GiftStep
from bot.store.models import Gift
from bot.telegram import running
from bot.texts import LANGUAGES
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from botapi_standin.html_entities import parse_html
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, FAST, AppFactory, all_handled, wait_for_state
from tests.e2e.helpers import is_preview, press_button

ANN = 42
GROUP = -1001777
MEMBER, GROUP_ADMIN = 78, 79
NAME = "Anna & Max"
MINUTE = 60.0


async def _asked(stand: BotApiStandIn, chat_id: int, words: str, after: int = 0) -> ChatMessage:
    return await stand.wait_for_message(
        chat_id, lambda m: m.message_id > after and words in (m.text or "")
    )


async def _gift(stand: BotApiStandIn, name: str, occasion: str, details: str) -> ChatMessage:
    """Ann's three answers in her private chat; the preview they make."""
    stand.user_says(ANN, "/gift")
    await _asked(stand, ANN, "Who is it for?")
    stand.user_says(ANN, name)
    await _asked(stand, ANN, "What is the occasion")
    stand.user_says(ANN, occasion)
    await _asked(stand, ANN, "Tell me a few things")
    stand.user_says(ANN, details)
    return await stand.wait_for_message(ANN, is_preview, timeout=20)


def _prompt(emulator: Emulator) -> str:
    (asked,) = emulator.chat_requests
    return "\n".join(str(m.get("content", "")) for m in asked["messages"])


def _shown(html_text: str) -> str:
    return parse_html(html_text).text


async def test_answers_reach_the_model_as_typed_and_show_as_typed(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with bot_app() as app:
        preview = await _gift(stand, NAME, "5 years <3 together", "they dance to R&B at dawn")
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        shared = await stand.wait_for_inline_answer(stand.user_inline_query(ANN, "#1"))
    prompt = _prompt(emulator)
    assert NAME in prompt and "5 years <3 together" in prompt and "R&B" in prompt
    assert "&amp;" not in prompt and "&lt;" not in prompt
    assert NAME in song.lyrics and "&amp;" not in song.lyrics
    assert NAME in (preview.text or "") and "&amp;" not in (preview.text or "")
    audio = stand.world.bot_message(ANN, song.audio_message_id)
    assert audio is not None
    assert (audio.caption or "").startswith(f"🎁 For {NAME}, 5 years <3 together!")
    (result,) = shared["results"]
    assert result["audio_file_id"] == song.audio_file_id
    assert result.get("parse_mode") == "HTML", "the shared copy carries the dedication"
    assert _shown(result.get("caption", "")).startswith(f"🎁 For {NAME}, 5 years <3 together!")


async def test_each_answer_is_held_to_its_own_limit_and_answers_at_the_limits_make_a_song(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    name = ("A&" * 30)[: ANSWER_LIMITS[GiftStep.RECIPIENT]]
    occasion = ("b&<" * 40)[: ANSWER_LIMITS[GiftStep.OCCASION]]
    details = ("c & " * 200)[: ANSWER_LIMITS[GiftStep.DETAILS]].strip() + "c"
    async with bot_app() as app:
        stand.user_says(ANN, "/gift")
        await _asked(stand, ANN, "Who is it for?")
        stand.user_says(ANN, name)
        await _asked(stand, ANN, "What is the occasion")
        stand.user_says(ANN, occasion)
        asked = await _asked(stand, ANN, "Tell me a few things")
        stand.user_says(ANN, details + " and more")  # over its own limit: asked again
        limit = ANSWER_LIMITS[GiftStep.DETAILS]
        await _asked(stand, ANN, f"{limit} characters at most", after=asked.message_id)
        stand.user_says(ANN, details)  # the talk is kept: the first two answers stand
        await stand.wait_for_message(ANN, is_preview, timeout=20)
        draft = await wait_for_state(app, 1, State.DRAFT)
    assert draft.gift is not None and (draft.gift.recipient, draft.gift.occasion) == (
        name,
        occasion,
    )
    assert name in _prompt(emulator) and details in _prompt(emulator)


@pytest.mark.parametrize("language", LANGUAGES)
def test_three_answers_at_their_limits_fit_a_topic(language: str) -> None:
    longest = {step: "x" * limit for step, limit in ANSWER_LIMITS.items()}
    gift = Gift(longest[GiftStep.RECIPIENT], longest[GiftStep.OCCASION])
    assert len(gift_topic(language, gift, longest[GiftStep.DETAILS])) <= TOPIC_LIMIT


async def test_five_hundred_ampersands_are_an_answer_like_any_other(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        await _gift(stand, NAME, "birthday", "&" * 500 + " cats")
        draft = await wait_for_state(app, 1, State.DRAFT)
    assert "&" * 500 + " cats" in _prompt(emulator)
    assert draft.gift is not None and draft.gift.recipient == NAME
    assert not any("went wrong" in (m.text or "") for m in stand.messages(ANN))


class SteppedWall:
    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


@pytest.fixture
def wall() -> SteppedWall:
    return SteppedWall()


@pytest.fixture
def bot_on(make_settings: Callable[..., Settings], wall: SteppedWall) -> Callable[..., Any]:
    @asynccontextmanager
    async def run(**overrides: object) -> AsyncIterator[Application]:
        app = build_application(make_settings(**overrides), FAST, wall, time.monotonic)
        async with running(app) as started:
            yield started

    return run


async def test_the_talks_hour_counts_from_its_last_answer(
    bot_on: Callable[..., Any], emulator: Emulator, stand: BotApiStandIn, wall: SteppedWall
) -> None:
    async with bot_on() as app:
        stand.user_says(ANN, "/gift")
        await _asked(stand, ANN, "Who is it for?")
        wall.offset += 50 * MINUTE
        stand.user_says(ANN, NAME)
        await _asked(stand, ANN, "What is the occasion")
        wall.offset += 50 * MINUTE  # 100 minutes after /gift, 50 after the last answer
        stand.user_says(ANN, "birthday")
        await _asked(stand, ANN, "Tell me a few things")
        wall.offset += 61 * MINUTE  # an hour after the last answer: forgotten
        stand.user_says(ANN, "[verse]\nHello morning light")
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        await all_handled(app, stand)
    assert emulator.chat_requests == [], "the late message is lyrics, not the third answer"


def _has_share_button(message: ChatMessage | None) -> bool:
    buttons = message.buttons() if message else []
    return any("switch_inline_query_chosen_chat" in b for b in buttons)


async def test_with_inline_mode_off_a_gift_has_no_share_button_and_an_admin_is_told(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(False)
    async with bot_app() as app:
        stand.user_says(ADMIN_ID, "/gift")
        first = await _asked(stand, ADMIN_ID, "Who is it for?")
        stand.user_says(ADMIN_ID, NAME)
        await _asked(stand, ADMIN_ID, "What is the occasion")
        stand.user_says(ADMIN_ID, "birthday")
        await _asked(stand, ADMIN_ID, "Tell me a few things")
        stand.user_says(ADMIN_ID, "they love jazz")
        preview = await stand.wait_for_message(ADMIN_ID, is_preview, timeout=20)
        press_button(stand, ADMIN_ID, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    audio = stand.world.bot_message(ADMIN_ID, song.audio_message_id)
    assert audio is not None and audio.buttons(), "its other buttons are there"
    assert not _has_share_button(audio), "a share button that would do nothing"
    assert "/setinline" in (first.text or ""), "the admin reads how to switch inline mode on"


async def test_a_gift_asked_as_the_group_is_given_on_by_its_admins_only(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    stand.user_says(GROUP, "/help", user_id=MEMBER, chat_type="supergroup")
    stand.set_member(GROUP, GROUP_ADMIN, "administrator")
    async with bot_app() as app:
        stand.chat_says(GROUP, "/gift")  # an anonymous admin: sent as the group itself
        first = await _asked(stand, GROUP, "Who is it for?")
        stand.chat_says(GROUP, NAME, reply_to=first.message_id)
        second = await _asked(stand, GROUP, "What is the occasion")
        stand.chat_says(GROUP, "birthday", reply_to=second.message_id)
        third = await _asked(stand, GROUP, "Tell me a few things")
        stand.chat_says(GROUP, "they love jazz", reply_to=third.message_id)
        preview = await stand.wait_for_message(GROUP, is_preview, timeout=20)
        press_button(
            stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=GROUP_ADMIN
        )
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        by_admin = await stand.wait_for_inline_answer(stand.user_inline_query(GROUP_ADMIN, "#1"))
        by_member = await stand.wait_for_inline_answer(stand.user_inline_query(MEMBER, "#1"))
    assert song.user_id == GROUP
    audio = stand.world.bot_message(GROUP, song.audio_message_id)
    assert _has_share_button(audio)
    (result,) = by_admin["results"]
    assert result["audio_file_id"] == song.audio_file_id
    assert _shown(result["caption"]).startswith(f"🎁 For {NAME}, birthday!")
    assert by_member["results"] == [], "a member who is no admin may not give it on"


async def test_a_last_answer_met_by_lyrics_being_written_here_may_be_sent_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 1.5
    async with bot_app() as app:
        stand.user_says(ANN, "/gift")
        await _asked(stand, ANN, "Who is it for?")
        stand.user_says(ANN, NAME)
        await _asked(stand, ANN, "What is the occasion")
        stand.user_says(ANN, "birthday")
        await _asked(stand, ANN, "Tell me a few things")
        stand.user_says(ANN, "/song the sea")  # not an answer: a command of its own
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
        stand.user_says(ANN, "they love jazz")
        await _asked(stand, ANN, "Send this last answer again")
        await stand.wait_for_message(ANN, is_preview, timeout=20)
        stand.user_says(ANN, "they love jazz")
        await stand.wait_for(lambda: sum(is_preview(m) for m in stand.messages(ANN)) == 2)
        gift = await wait_for_state(app, 2, State.DRAFT)
    assert gift.gift is not None and gift.gift.recipient == NAME
    assert len(emulator.chat_requests) == 2
