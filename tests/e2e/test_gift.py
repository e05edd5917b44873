"""A song as a gift: /gift asks who it is for, the occasion and a few things about them, one
question at a time; the text model writes lyrics on the answers, shown in the usual preview
(nothing spent before "Make the song"); the song carries a caption for the recipient and a
button that shares it through inline mode without a new generation. /cancel leaves at any step;
in a group the answers are replies to the bot's questions."""

from __future__ import annotations

from bot.store import State
from bot.ui import DraftPress, GiftPress
from bot.ui.gift import GiftAction
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import AppFactory, all_handled, wait_for_state
from tests.e2e.helpers import answers, press_button

ANN, BOB = 42, 43
GROUP = -1001888
BOT = "SongbotTestBot"


async def _question(stand: BotApiStandIn, chat_id: int, words: str) -> int:
    asked = await stand.wait_for_message(chat_id, lambda m: words in (m.text or ""))
    return asked.message_id


async def _anna_named(stand: BotApiStandIn) -> None:
    """Ann begins a gift and names Anna: the bot asks for the occasion next."""
    stand.user_says(ANN, "/gift")
    await _question(stand, ANN, "Who is it for?")
    stand.user_says(ANN, "Anna")
    await _question(stand, ANN, "occasion for Anna")


async def test_three_answers_make_a_preview_for_the_recipient_and_a_song_to_give(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with bot_app() as app:
        await _anna_named(stand)
        stand.user_says(ANN, "happy birthday")
        await _question(stand, ANN, "a few things about Anna")
        assert emulator.chat_requests == [], "no text-model call before the last answer"
        stand.user_says(ANN, "She loves hiking, jazz and her old grey cat")
        preview = await stand.wait_for_message(ANN, lambda m: bool(m.buttons()), timeout=20)
        draft = await wait_for_state(app, 1, State.DRAFT)
        assert emulator.posts() == [], "nothing spent before the press"
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        shared = await stand.wait_for_inline_answer(stand.user_inline_query(ANN, "#1"))
    assert "Anna" in draft.lyrics and "Anna" in (preview.text or "")
    prompt = str(emulator.chat_requests[0])
    assert "happy birthday" in prompt and "hiking, jazz" in prompt
    audio = stand.world.bot_message(ANN, song.audio_message_id)
    assert audio is not None and (audio.caption or "").startswith("🎁 For Anna, happy birthday!")
    (share,) = [b for b in audio.buttons() if "switch_inline_query_chosen_chat" in b]
    assert share["switch_inline_query_chosen_chat"]["query"] == "#1"
    assert [r["audio_file_id"] for r in shared["results"]] == [song.audio_file_id]
    assert len(emulator.posts()) == 1 and len(emulator.chat_requests) == 1


async def test_the_button_under_start_asks_the_first_question_and_garbled_data_asks_none(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A press of `gift:<anything else>` (old or forged) is answered as stale: no talk begins."""
    async with bot_app() as app:
        stand.user_says(ANN, "/start")
        greeting = await stand.wait_for_message(ANN, lambda m: bool(m.buttons()))
        stand.user_presses(ANN, greeting.message_id, "gift:stop")
        await stand.wait_for(lambda: answers(stand))
        await all_handled(app, stand)
        asked_before = [m for m in stand.messages(ANN) if "Who is it for?" in (m.text or "")]
        press_button(stand, ANN, greeting, GiftPress, action=GiftAction.START)
        await _question(stand, ANN, "Who is it for?")
        await all_handled(app, stand)
    assert answers(stand)[0] == "This button is no longer active."
    assert asked_before == []
    assert emulator.chat_requests == [] and emulator.posts() == []


async def test_cancel_leaves_the_gift_and_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        await _anna_named(stand)
        stand.user_says(ANN, "/cancel")
        cancelled = await stand.wait_for_message(ANN, lambda m: "cancelled" in (m.text or ""))
        stand.user_says(ANN, "[verse]\nHello morning light")  # lyrics again, not an answer
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "Nothing was spent" in (cancelled.text or "")
    assert emulator.chat_requests == []
    assert len(emulator.posts()) == 1


async def test_an_answer_that_is_not_words_is_asked_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(ANN, "/gift")
        await _question(stand, ANN, "Who is it for?")
        stand.user_sends(ANN, kind="sticker")
        await stand.wait_for_message(ANN, lambda m: "a few words" in (m.text or ""))
        stand.user_says(ANN, "A" * 61)
        await stand.wait_for_message(ANN, lambda m: "60 characters" in (m.text or ""))
        stand.user_says(ANN, "Anna")
        await _question(stand, ANN, "occasion for Anna")
        await all_handled(app, stand)
    assert emulator.chat_requests == [] and emulator.posts() == []


async def test_in_a_group_the_answers_are_replies_and_the_chatter_is_left_alone(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    def say(text: str, user: int = ANN, reply_to: int | None = None) -> None:
        stand.user_says(GROUP, text, user_id=user, chat_type="supergroup", reply_to=reply_to)

    async with bot_app() as app:
        say(f"/gift@{BOT}")
        first = await _question(stand, GROUP, "Who is it for?")
        say("lunch at noon?", user=BOB)  # chatter: not an answer
        say("Bob", user=BOB, reply_to=first)  # someone else's reply: not Ann's answer
        say("Anna", reply_to=first)
        second = await _question(stand, GROUP, "occasion for Anna")
        say("happy wedding day", reply_to=second)
        third = await _question(stand, GROUP, "a few things about Anna")
        say("She sings in the shower", reply_to=third)
        await stand.wait_for_message(GROUP, lambda m: bool(m.buttons()), timeout=20)
        draft = await wait_for_state(app, 1, State.DRAFT)
    assert "Anna" in draft.lyrics and draft.gift is not None
    assert (draft.gift.recipient, draft.gift.occasion) == ("Anna", "happy wedding day")
    questions = [m for m in stand.messages(GROUP) if (m.reply_markup or {}).get("force_reply")]
    assert len(questions) == 3
    assert emulator.posts() == [] and len(emulator.chat_requests) == 1
