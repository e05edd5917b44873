"""A gift's names sung right: the text model's answer says how each unusual name is written for
a singer ("Sung names: Siobhan = Shi-vawn"); the preview shows it with a button to correct it
(one question, answered by a reply); the lyrics POSTed carry the spelling the giver saw, the
caption the name as typed. An answer without the line sings the names as typed."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.lyrics import SUNG_NAME_LIMIT, SUNG_NAMES_AT_MOST
from bot.store import State
from bot.store.models import Request
from bot.ui import DraftPress, SungPress, TakePress
from bot.ui.preview import Action
from bot.ui.takes import TakeAction
from botapi_standin import BotApiStandIn
from botapi_standin.models import ChatMessage
from music_emulator import Emulator
from tests.conftest import AppFactory, wait_for_state
from tests.e2e.helpers import press_button

ANN = 42
GROUP = -1001889


async def _gift(
    stand: BotApiStandIn, answers: tuple[str, str, str], chat: int = ANN, lang: str = "en"
) -> ChatMessage:
    """/gift and its three answers, each once its question is asked; the preview."""
    group = chat != ANN
    kind = "supergroup" if group else "private"
    command = "/gift@SongbotTestBot" if group else "/gift"
    stand.user_says(chat, command, user_id=ANN, chat_type=kind, language_code=lang)
    await stand.wait_for(lambda: len(stand.messages(chat)) > 0)
    for text in answers:
        asked = len(stand.messages(chat))
        reply_to = stand.messages(chat)[-1].message_id if group else None  # the question
        stand.user_says(
            chat, text, user_id=ANN, chat_type=kind, language_code=lang, reply_to=reply_to
        )
        await stand.wait_for(_more_messages_than(stand, chat, asked), timeout=20)
    return await stand.wait_for_message(chat, lambda m: "draft:go:" in str(m.reply_markup))


def _more_messages_than(stand: BotApiStandIn, chat: int, count: int) -> Callable[[], bool]:
    """Whether the chat has more than `count` messages (the bot's next question came)."""
    return lambda: len(stand.messages(chat)) > count


def _posted_lyrics(emulator: Emulator) -> list[str]:
    return [p.body["lyrics"] for p in emulator.posts() if p.body]


def _caption(stand: BotApiStandIn, song: Request) -> str:
    audio = stand.world.bot_message(song.chat_id, song.audio_message_id)
    assert audio is not None
    return audio.caption or ""


async def test_the_preview_shows_the_sung_spelling_and_the_post_sings_it(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        draft = await wait_for_state(app, 1, State.DRAFT)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "🎤 Sung as: Siobhan → Shi-vawn" in (preview.text or "")
    assert "Siobhan" in draft.lyrics and "Shi-vawn" not in draft.lyrics, "the lyrics as typed"
    [posted] = _posted_lyrics(emulator)
    assert posted == draft.lyrics.replace("Siobhan", "Shi-vawn") and "Siobhan" not in posted
    assert _caption(stand, song).startswith("🎁 For Siobhan, happy birthday!")
    assert "Sung names" not in posted and "Sung names" not in (preview.text or "")


async def test_a_correction_by_reply_is_what_the_singer_gets_and_a_preview_reply_still_edits(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        press_button(stand, ANN, preview.message_id, SungPress)  # 🎤 Fix how a name sounds
        question = await stand.wait_for_message(ANN, lambda m: "How should" in (m.text or ""))
        stand.user_says(ANN, "Shiv-awn", reply_to=question.message_id)
        await stand.wait_for_message(ANN, lambda m: "🎤 Done" in (m.text or ""))
        shown = stand.world.bot_message(ANN, preview.message_id)
        # A reply to the preview itself still replaces the lyrics; the spelling stays.
        edited = "[verse]\nSiobhan by the sea\nSiobhan, sing with me\n[chorus]\nHey Siobhan"
        stand.user_says(ANN, edited, reply_to=preview.message_id)
        await stand.wait_for_message(ANN, lambda m: "Lyrics replaced" in (m.text or ""))
        again = stand.world.bot_message(ANN, preview.message_id)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert question.reply_markup is not None and question.reply_markup.get("force_reply")
    assert shown is not None and "Siobhan → Shiv-awn" in (shown.text or "")
    assert again is not None and "Siobhan → Shiv-awn" in (again.text or "")
    assert song.lyrics.startswith("[verse]\nSiobhan by the sea")
    assert _posted_lyrics(emulator) == [song.lyrics.replace("Siobhan", "Shiv-awn")]
    assert _caption(stand, song).startswith("🎁 For Siobhan, happy birthday!")
    assert len(emulator.chat_requests) == 1, "a correction calls no text model"


async def test_an_answer_without_the_line_sings_the_name_as_typed(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_sung_names = False
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        draft = await wait_for_state(app, 1, State.DRAFT)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "Sung names" in str(emulator.chat_requests[0]), "a gift's prompt asks for the line"
    assert "🎤 Names are sung as typed." in (preview.text or "")
    assert _posted_lyrics(emulator) == [draft.lyrics] and "Siobhan" in draft.lyrics


@pytest.mark.parametrize(
    ("lang", "answers", "shown"),
    [
        ("ru", ("Siobhan", "с днём рождения", "Она любит море"), "🎤 Поётся как: Siobhan → Шивон"),
        (
            "uk",
            ("Siobhan", "з днем народження", "Вона любить море"),
            "🎤 Співається як: Siobhan → Шивон",
        ),
        (
            "be",
            ("Siobhan", "з днём нараджэння", "Яна любіць мора"),
            "🎤 Пяецца як: Siobhan → Шивон",
        ),
    ],
)
async def test_in_cyrillic_languages_the_name_is_sung_in_cyrillic_and_captioned_as_typed(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    lang: str,
    answers: tuple[str, str, str],
    shown: str,
) -> None:
    async with bot_app() as app:
        preview = await _gift(stand, answers, lang=lang)
        draft = await wait_for_state(app, 1, State.DRAFT)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert shown in (preview.text or "")
    assert _posted_lyrics(emulator) == [draft.lyrics.replace("Siobhan", "Шивон")]
    assert "Siobhan" in draft.lyrics and "Siobhan" in _caption(stand, song)


async def test_in_a_group_the_question_is_for_the_giver_alone(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview = await _gift(stand, ("Niamh", "good luck", "She runs marathons"), chat=GROUP)
        press_button(stand, GROUP, preview.message_id, SungPress, user_id=ANN)
        question = await stand.wait_for_message(GROUP, lambda m: "How should" in (m.text or ""))
        stand.user_says(
            GROUP, "Neeve", user_id=ANN, chat_type="supergroup", reply_to=question.message_id
        )
        await stand.wait_for_message(GROUP, lambda m: "🎤 Done" in (m.text or ""))
        press_button(stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=ANN)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "🎤 Sung as: Niamh → Neev" in (preview.text or "")
    assert question.reply_markup == {"force_reply": True, "selective": True}
    assert _posted_lyrics(emulator) == [song.lyrics.replace("Niamh", "Neeve")]
    assert _caption(stand, song).startswith("🎁 For Niamh, good luck!")


async def test_another_take_of_a_gift_sings_the_same_spelling(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        press_button(stand, ANN, preview.message_id, SungPress)
        question = await stand.wait_for_message(ANN, lambda m: "How should" in (m.text or ""))
        stand.user_says(ANN, "Shiv-awn", reply_to=question.message_id)
        await stand.wait_for_message(ANN, lambda m: "🎤 Done" in (m.text or ""))
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        audio = stand.world.bot_message(ANN, song.audio_message_id)
        assert audio is not None
        press_button(stand, ANN, audio, TakePress, action=TakeAction.ASK)
        asked = await stand.wait_for_message(ANN, lambda m: "Another take" in (m.text or ""))
        press_button(stand, ANN, asked.message_id, TakePress, action=TakeAction.GO)
        again = await wait_for_state(app, 2, State.DELIVERED, timeout=20)
        stand.user_says(ANN, "Shee-vaun", reply_to=question.message_id)  # too late: told so
        await stand.wait_for_message(ANN, lambda m: "no longer open" in (m.text or ""))
    sung = song.lyrics.replace("Siobhan", "Shiv-awn")
    assert _posted_lyrics(emulator) == [sung, sung]
    assert _caption(stand, again).startswith("🎁 For Siobhan, happy birthday!")


def _worst_pairs(count: int) -> list[tuple[str, str]]:
    """`count` pairs at the length bound, of the character HTML escapes fivefold; the first
    respells the gift's "Siobhan", which the lyrics sing."""
    fill = "&" * (SUNG_NAME_LIMIT - 3)
    pairs = [(f"{fill}N{i:02d}", f"{fill}S{i:02d}") for i in range(count)]
    return [("Siobhan", pairs[0][1]), *pairs[1:]]


async def _answer_spelling(stand: BotApiStandIn, preview: ChatMessage, text: str) -> str:
    """🎤 pressed under the preview, `text` replied to its question; the bot's answer."""
    before = max(m.message_id for m in stand.messages(ANN))
    press_button(stand, ANN, preview.message_id, SungPress)
    question = await stand.wait_for_message(
        ANN, lambda m: m.message_id > before and "How should" in (m.text or "")
    )
    stand.user_says(ANN, text, reply_to=question.message_id)
    answer = await stand.wait_for_message(
        ANN, lambda m: m.message_id > question.message_id and m.text is not None
    )
    return answer.text or ""


async def test_names_just_past_the_bounds_are_refused_and_the_post_sings_what_was_shown(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """One pair past the number, every name at its length and escaped fivefold: once, this
    changed the spelling kept while the preview, too long to render, kept its old words."""
    too_many = _worst_pairs(SUNG_NAMES_AT_MOST + 1)
    too_long = "Siobhan = " + "x" * (SUNG_NAME_LIMIT + 1)
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        many = await _answer_spelling(stand, preview, "; ".join(f"{n} = {s}" for n, s in too_many))
        long = await _answer_spelling(stand, preview, too_long)
        shown = stand.world.bot_message(ANN, preview.message_id)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert f"at most {SUNG_NAMES_AT_MOST} names" in many, many
    assert f"at most {SUNG_NAME_LIMIT})" in long, long
    assert shown is not None and "🎤 Sung as: Siobhan → Shi-vawn" in (shown.text or "")
    assert _posted_lyrics(emulator) == [song.lyrics.replace("Siobhan", "Shi-vawn")]


async def test_names_at_the_bounds_are_all_shown_whole_and_sung_so(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    at_most = _worst_pairs(SUNG_NAMES_AT_MOST)
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        done = await _answer_spelling(stand, preview, "; ".join(f"{n} = {s}" for n, s in at_most))
        shown = stand.world.bot_message(ANN, preview.message_id)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "🎤 Done" in done
    assert shown is not None
    for name, sung in at_most:
        assert f"{name} → {sung}" in (shown.text or ""), name
    assert _posted_lyrics(emulator) == [song.lyrics.replace("Siobhan", at_most[0][1])]


async def test_a_spelling_the_preview_could_not_show_is_not_sung(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Telegram fails the preview's edit: the giver hears so, and the POST sings the spelling
    the preview still shows. Before, the new one was kept and sung, though never shown."""
    async with bot_app() as app:
        preview = await _gift(stand, ("Siobhan", "happy birthday", "She loves the sea"))
        stand.fail_next("editMessageText", status=502, description="Bad Gateway")
        answer = await _answer_spelling(stand, preview, "Shiv-awn")
        shown = stand.world.bot_message(ANN, preview.message_id)
        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert "couldn't show" in answer, answer
    assert shown is not None and "Siobhan → Shi-vawn" in (shown.text or "")
    assert _posted_lyrics(emulator) == [song.lyrics.replace("Siobhan", "Shi-vawn")]
