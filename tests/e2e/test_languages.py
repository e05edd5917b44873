"""Languages: a Russian-speaking user reads Russian in every reply, errors included, a
Ukrainian-speaking one Ukrainian and a Belarusian-speaking one Belarusian (neither Russian, as
they once were), command menu included; /lang overrides Telegram's language and is remembered;
/style and /duration refuse bad values with the allowed range."""

from __future__ import annotations

import re

import pytest

from bot.store import State
from bot.texts import LANGUAGES, t
from bot.ui import DraftPress, LangPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from music_emulator.settings import TextFailure
from tests.conftest import ADMIN_ID, AppFactory, services, texts_to, wait_for_state
from tests.e2e.helpers import press_button, saying

USER = 88
# What may stay Latin in a Russian text: commands, tags, names and the style the model suggests
# (in English on purpose: the music service reads English best).
_LATIN_ALLOWED = re.compile(
    r"/\w+(?:@\w+)?|@\w+|\[\w+\]|\b(?:BYN|Telegram|API|FLAC|WAV|MP3|auto|reset|en|ru|uk|be)\b",
    re.IGNORECASE,
)
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# Letters only Ukrainian has, and letters only Russian has: a Ukrainian text has the first kind
# somewhere (in a sentence or more) and never the second.
_UKRAINIAN_LETTERS = re.compile(r"[іїєґ]", re.IGNORECASE)
_RUSSIAN_LETTERS = re.compile(r"[ыэъё]", re.IGNORECASE)
UKRAINIAN_LYRICS = (
    "[verse]\nРанкове світло на вікні\nКава пахне, день іде\n[chorus]\nСпіваймо разом, співаймо"
)
# Belarusian writes і and ў, and never и, щ, ъ (Russian) nor ї, є, ґ (Ukrainian).
_BELARUSIAN_LETTERS = re.compile(r"[іў]", re.IGNORECASE)
_NOT_BELARUSIAN_LETTERS = re.compile(r"[ищъїєґ]", re.IGNORECASE)
BELARUSIAN_LYRICS = (
    "[verse]\nРанішняе святло на акне\nКава пахне, дзень ідзе\n[chorus]\nСпявайма разам, спявайма"
)


async def greeting_to(stand: BotApiStandIn, first_name: str, language_code: str) -> ChatMessage:
    """/start from `first_name`, whose Telegram speaks `language_code`: the bot's greeting."""
    stand.user_says(USER, "/start", language_code=language_code, first_name=first_name)
    return await stand.wait_for_message(USER)


async def chosen_by_button(
    stand: BotApiStandIn, choice: str, says: str, language_code: str = "en"
) -> ChatMessage:
    """/lang from Telegram in `language_code`, and the button of `choice` pressed under the
    chooser: the chooser once it says `says`."""
    stand.user_says(USER, "/lang", language_code=language_code)
    chooser = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
    press_button(stand, USER, chooser, LangPress, choice=choice, language_code=language_code)
    return await stand.wait_for_message(
        USER, lambda m: m.message_id == chooser.message_id and says in (m.text or "")
    )


async def menus_in(
    bot_app: AppFactory, stand: BotApiStandIn, language_code: str
) -> tuple[dict[str, str], list[dict[str, str]]]:
    """The command menus the bot set at its start for Telegram in `language_code`: everyone's
    (each command's description) and the admins' commands."""
    async with bot_app(set_menus=True):
        pass
    menu = {c["command"]: c["description"] for c in stand.commands_for(None, language_code)}
    return menu, stand.commands_for({"type": "chat", "chat_id": ADMIN_ID}, language_code)


def shown_to(stand: BotApiStandIn, chat_id: int) -> list[str]:
    """Every text the chat was shown: messages, edits, captions and button answers."""
    texts = [
        m.text or m.caption or ""
        for m in stand.messages(chat_id)
        if not m.deleted or m.text or m.caption
    ]
    texts += [
        c.params.get("text", "")
        for c in stand.calls_of("editMessageText")
        if int(c.params.get("chat_id", 0)) == chat_id
    ]
    texts += [c.params.get("text", "") for c in stand.calls_of("answerCallbackQuery")]
    return [text for text in texts if text]


def english_left_in(text: str, style: str | None) -> list[str]:
    text = re.sub(r"<[^>]+>", " ", text)  # edits are recorded as sent, in HTML
    if style:
        text = text.replace(style, "")
    return _LATIN_WORD.findall(_LATIN_ALLOWED.sub(" ", text))


def assert_russian(texts: list[str], style: str | None = None) -> None:
    assert texts
    for text in texts:
        assert re.search(r"[а-яё]", text, re.IGNORECASE), f"not Russian: {text!r}"
        assert not english_left_in(text, style), f"English in a Russian reply: {text!r}"


def assert_ukrainian(texts: list[str]) -> None:
    assert texts
    for text in texts:
        assert _UKRAINIAN_LETTERS.search(text), f"not Ukrainian: {text!r}"
        assert not _RUSSIAN_LETTERS.search(text), f"Russian in a Ukrainian reply: {text!r}"
        assert not english_left_in(text, None), f"English in a Ukrainian reply: {text!r}"


def assert_belarusian(texts: list[str]) -> None:
    assert texts
    for text in texts:
        assert re.search(r"[а-яёіў]", text, re.IGNORECASE), f"not Belarusian: {text!r}"
        assert not _NOT_BELARUSIAN_LETTERS.search(text), f"not Belarusian: {text!r}"
        assert not english_left_in(text, None), f"English in a Belarusian reply: {text!r}"
    # Russian and Ukrainian sentences all but always have an и; Belarusian has і and ў instead.
    assert {"і", "ў"} <= set(_BELARUSIAN_LETTERS.findall(" ".join(texts).lower()))


async def test_a_russian_speaker_reads_russian_from_start_to_song(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        for text in ("/start", "/help", "/style", "/duration"):
            stand.user_says(USER, text, language_code="ru", first_name="Аня")
        stand.user_says(USER, "/song дождь в Минске", language_code="ru")
        preview = await stand.wait_for_message(USER, lambda m: len(m.buttons()) == 4)
        labels = [button["text"] for button in preview.buttons()]
        press_button(stand, USER, preview, DraftPress, action=Action.GO, language_code="ru")
        await stand.wait_for_call("sendAudio", timeout=20)
        request = await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(USER, "/status", language_code="ru")
        stand.user_says(USER, "/unknown", language_code="ru")
        stand.user_sends(USER, kind="sticker", language_code="ru")
        await stand.wait_for_message(USER, lambda m: "только текст" in (m.text or ""))
    assert request.language == "ru"
    assert labels == ["🎵 Создать песню", "🔄 Переписать", "✖️ Отмена", "🎨 Стиль"]
    assert_russian(shown_to(stand, USER), request.style)


@pytest.mark.parametrize("failure", ["unauthorized", "budget", "unavailable", "no_lyrics"])
async def test_text_model_errors_are_told_in_russian(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, failure: TextFailure
) -> None:
    emulator.settings.text_failure = failure
    async with bot_app():
        stand.user_says(USER, "/song море", language_code="ru")
        told = await stand.wait_for_message(USER, lambda m: "не потрачен" in (m.text or ""))
    assert_russian([told.text or ""])
    assert emulator.posts() == []


async def test_russian_refusals_of_style_and_duration_and_a_stale_button(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, "/duration 5", language_code="ru")
        stand.user_says(USER, "/style " + "громко " * 100, language_code="ru")
        stand.user_says(USER, "/song", language_code="ru")
        await stand.wait_for(lambda: len(stand.messages(USER)) == 3)
        stand.user_presses(
            USER, stand.messages(USER)[0].message_id, "draft:go:42", language_code="ru"
        )
        await stand.wait_for(lambda: stand.calls_of("answerCallbackQuery"))
    texts = shown_to(stand, USER)
    assert "от 10 до 300" in texts[0]
    assert "не больше 600" in texts[1]
    assert_russian(texts)


@pytest.mark.parametrize("code", ["ru", "ru-RU", "ru-BY"])
async def test_russian_telegram_in_any_country_reads_russian(
    bot_app: AppFactory, stand: BotApiStandIn, code: str
) -> None:
    async with bot_app():
        stand.user_says(USER, "/help", language_code=code)
        help_text = await stand.wait_for_message(USER)
    assert_russian([help_text.text or ""])


async def test_a_ukrainian_speaker_reads_ukrainian_from_greeting_to_status(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        greeting = await greeting_to(stand, "Оксана", "uk")
        stand.user_says(USER, UKRAINIAN_LYRICS, language_code="uk-UA")
        await stand.wait_for_call("sendAudio", timeout=20)
        request = await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(USER, "/status", language_code="uk")
        status = await stand.wait_for_message(USER, lambda m: "#1" in (m.text or ""))
    sent = texts_to(stand, USER)
    acknowledgement = next(text for text in sent if text.startswith("⏳"))
    assert request.language == "uk"
    assert "Привіт, Оксана!" in (greeting.text or "")
    assert "Прийнято! Ваша пісня в черзі" in acknowledgement
    assert "Пісні в цьому чаті" in (status.text or "") and "доставлена" in (status.text or "")
    assert_ukrainian([*sent, *shown_to(stand, USER)])


async def test_ukrainian_telegram_gets_the_ukrainian_command_menu(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    menu, admin = await menus_in(bot_app, stand, "uk")
    calls = [c for c in stand.calls_of("setMyCommands") if c.params.get("language_code") == "uk"]
    assert calls, "setMyCommands was called with language_code uk"
    assert set(menu) == {c["command"] for c in stand.commands_for(None, "")}
    assert all(text == t("uk", f"menu-{name}") for name, text in menu.items())
    assert menu["lang"] == "Вибрати мову моїх відповідей"
    assert any(c["command"] == "quota" and "Адмінам" in c["description"] for c in admin)
    assert_ukrainian(list(menu.values()) + [c["description"] for c in admin])


async def test_a_belarusian_speaker_reads_belarusian_from_greeting_to_status(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        greeting = await greeting_to(stand, "Алеся", "be")
        stand.user_says(USER, "/help", language_code="be")
        help_text = await stand.wait_for_message(USER, lambda m: "/lang" in (m.text or ""))
        stand.user_says(USER, BELARUSIAN_LYRICS, language_code="be-BY")
        await stand.wait_for_call("sendAudio", timeout=20)
        request = await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(USER, "/status", language_code="be")
        status = await stand.wait_for_message(USER, lambda m: "#1" in (m.text or ""))
        stand.user_says(USER, "/cancel", language_code="be")
        stand.user_sends(USER, kind="sticker", language_code="be")
        await stand.wait_for_message(USER, lambda m: "толькі з тэкстам" in (m.text or ""))
    sent = texts_to(stand, USER)
    acknowledgement = next(text for text in sent if text.startswith("⏳"))
    audio = stand.calls_of("sendAudio")[0].params.get("caption", "")
    assert request.language == "be"
    assert "Прывітанне, Алеся! Я ператвараю тэксты ў песні" in (greeting.text or "")
    assert "выбраць мову, якой я адказваю" in (help_text.text or "")
    assert "Прынята! Ваша песня ў чарзе" in acknowledgement
    assert "Працягласць:" in audio and "Кошт:" in audio
    assert "Песні ў гэтым чаце" in (status.text or "") and "дастаўлена" in (status.text or "")
    assert_belarusian([*sent, *shown_to(stand, USER)])


@pytest.mark.parametrize(
    ("code", "topic", "language", "preview", "asked"),
    [
        (
            "uk",
            "дощ у Києві",
            "Ukrainian",
            ["🎵 Створити пісню", "🔄 Переписати", "✖️ Скасувати", "🎨 Стиль"],
            "Тема: «дощ у Києві»\nНапиши пісню.",
        ),
        (
            "be",
            "дождж у Мінску",
            "Belarusian",
            ["🎵 Стварыць песню", "🔄 Перапісаць", "✖️ Скасаваць", "🎨 Стыль"],
            "Тэма: «дождж у Мінску»\nНапішы песню.",
        ),
    ],
)
async def test_a_speaker_s_topic_is_written_in_their_language(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    code: str,
    topic: str,
    language: str,
    preview: list[str],
    asked: str,
) -> None:
    async with saying(bot_app, stand, USER, f"/song {topic}", language_code=code):
        shown = await stand.wait_for_message(USER, lambda m: len(m.buttons()) == 4)
    system, words = emulator.chat_requests[0]["messages"][:2]
    assert [b["text"] for b in shown.buttons()] == preview
    assert f"Write the lyrics in {language}" in system["content"]
    assert words["content"] == asked


async def test_belarusian_telegram_gets_the_belarusian_command_menu(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    menu, admin = await menus_in(bot_app, stand, "be")
    assert set(menu) == {c["command"] for c in stand.commands_for(None, "")}
    assert all(text == t("be", f"menu-{name}") for name, text in menu.items())
    assert menu["lang"] == "Выбраць мову маіх адказаў"
    assert any(c["command"] == "quota" and "Адмінам" in c["description"] for c in admin)
    assert_belarusian(list(menu.values()) + [c["description"] for c in admin])


@pytest.mark.parametrize("word", ["be", "Belarusian", "беларуская", "Белорусский"])
async def test_lang_switches_to_belarusian_by_any_of_its_names(
    bot_app: AppFactory, stand: BotApiStandIn, word: str
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, f"/lang {word}", language_code="ru")
        done = await stand.wait_for_message(USER)
        assert await services(app).store.users.language(USER) == "be"
        stand.user_says(USER, "/help", language_code="ru")
        help_text = await stand.wait_for_message(USER, lambda m: "/song" in (m.text or ""))
    assert (done.text or "") == "Гатова: цяпер я размаўляю з вамі па-беларуску."
    assert_belarusian([done.text or "", help_text.text or ""])


async def test_lang_belarusian_button_and_back_to_telegram_s_language(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        switched = await chosen_by_button(stand, "be", "па-беларуску")
        assert await services(app).store.users.language(USER) == "be"
        stand.user_says(USER, "/lang клінгонская", language_code="en")
        unknown = await stand.wait_for_message(USER, lambda m: "/lang auto" in (m.text or ""))
        stand.user_says(USER, "/lang auto", language_code="be")
        back = await stand.wait_for_message(USER, lambda m: "Гатова: буду" in (m.text or ""))
    assert (back.text or "") == "Гатова: буду размаўляць мовай вашага Telegram (Беларуская)."
    assert_belarusian([switched.text or "", unknown.text or "", back.text or ""])


async def test_lang_overrides_telegram_and_is_remembered_across_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, "/lang en", language_code="ru")
        done = await stand.wait_for_message(USER)
    assert "talk to you in English" in (done.text or "")
    async with bot_app() as app:
        stand.user_says(USER, "/song rain", language_code="ru")
        preview = await stand.wait_for_message(USER, lambda m: len(m.buttons()) == 4)
        label = preview.buttons()[0]["text"]
        assert await services(app).store.users.language(USER) == "en"
        stand.user_says(USER, "/lang auto", language_code="ru")
        back = await stand.wait_for_message(USER, lambda m: "Telegram" in (m.text or ""))
        stand.user_says(USER, "/help", language_code="ru")
        help_text = await stand.wait_for_message(USER, lambda m: "/song" in (m.text or ""))
    assert label == "🎵 Make the song"
    assert "Write the song." in emulator.chat_requests[0]["messages"][1]["content"]
    assert_russian([back.text or "", help_text.text or ""])


async def test_lang_buttons_switch_the_language(bot_app: AppFactory, stand: BotApiStandIn) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/lang", language_code="en")
        chooser = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
        names = [b["text"] for b in chooser.buttons()]
        assert names[:4] == ["English", "Русский", "Українська", "Беларуская"]
        assert len(names) == len(LANGUAGES) and "Español" in names and "日本語" in names
        press_button(stand, USER, chooser, LangPress, choice="ru")
        switched = await stand.wait_for_message(
            USER, lambda m: m.message_id == chooser.message_id and "по-русски" in (m.text or "")
        )
        stand.user_says(USER, "/lang klingon", language_code="en")
        unknown = await stand.wait_for_message(USER, lambda m: "/lang auto" in (m.text or ""))
        assert await services(app).store.users.language(USER) == "ru"
    assert not switched.buttons()
    assert_russian([unknown.text or ""])


async def test_lang_ukrainian_button_and_command(bot_app: AppFactory, stand: BotApiStandIn) -> None:
    async with bot_app() as app:
        switched = await chosen_by_button(stand, "uk", "українською", language_code="ru")
        assert await services(app).store.users.language(USER) == "uk"
        stand.user_says(USER, "/help", language_code="ru")
        help_text = await stand.wait_for_message(USER, lambda m: "/song" in (m.text or ""))
        stand.user_says(USER, "/lang en", language_code="ru")
        await stand.wait_for_message(USER, lambda m: "English" in (m.text or ""))
        stand.user_says(USER, "/lang українська", language_code="ru")
        again = await stand.wait_for_message(
            USER, lambda m: "українською" in (m.text or "") and m.message_id > help_text.message_id
        )
        assert await services(app).store.users.language(USER) == "uk"
    assert_ukrainian([switched.text or "", help_text.text or "", again.text or ""])


@pytest.mark.parametrize("value", ["5", "301", "abc", "1.5", "-20"])
async def test_duration_refuses_bad_values_with_the_allowed_range(
    bot_app: AppFactory, stand: BotApiStandIn, value: str
) -> None:
    async with saying(bot_app, stand, USER, f"/duration {value}") as app:
        told = await stand.wait_for_message(USER)
        chat = await services(app).store.chats.get(USER)
    assert "from 10 to 300" in (told.text or "")
    assert chat.duration_sec is None, "a refused value changes nothing"


async def test_style_over_600_characters_is_refused_and_the_old_one_stays(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/style dreamy synth pop") as app:
        await stand.wait_for_message(USER, lambda m: "Style set" in (m.text or ""))
        stand.user_says(USER, "/style " + "x" * 601)
        told = await stand.wait_for_message(USER, lambda m: "601" in (m.text or ""))
        chat = await services(app).store.chats.get(USER)
    assert "the most is 600" in (told.text or "")
    assert chat.style == "dreamy synth pop"


async def test_the_chosen_language_lives_in_the_database_not_in_memory_per_person(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    """A language chosen with /lang is read back from the store for each update; nothing is kept
    per person in python-telegram-bot's user_data, which would grow with everyone ever seen."""
    async with bot_app() as app:
        for person in range(501, 521):
            stand.user_says(person, "/start", language_code="en")
            await stand.wait_for_message(person)
        stand.user_says(USER, "/lang ru", language_code="en")
        await stand.wait_for_message(USER)
        stand.user_says(USER, "/help", language_code="en")
        help_text = await stand.wait_for_message(USER, lambda m: "/lang" in (m.text or ""))
        assert dict(app.user_data) == {}
    assert "Как получить песню" in (help_text.text or ""), "the stored choice, read back"


async def test_the_bot_describes_itself_in_each_language(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    """What an empty chat shows before /start, and the profile's line, in every language."""
    async with bot_app(set_menus=True):
        profile = stand.world.bot_profile
        for code, language in (("", "en"), ("ru", "ru"), ("uk", "uk"), ("be", "be")):
            assert profile[("description", code)] == t(language, "bot-description")
            assert profile[("short_description", code)] == t(language, "bot-short-description")
        assert profile[("description", "ru")] != profile[("description", "")]
