"""Twenty languages, each whole and right (docs/languages.md): every key English has, the same
placeables, plural selects over exactly the locale's CLDR categories (bot/texts/audit.py);
Arabic and Persian isolate what they show of people and numbers; every keyboard row reads
whole on a phone and every menu text is within Telegram's bounds, in every language."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from telegram import InlineKeyboardMarkup

from bot import texts
from bot.menus import ADMIN_COMMANDS, MENU_FILE, USER_COMMANDS
from bot.store.models import Gift
from bot.store.votes import Tally
from bot.texts import ISOLATION_MARKS, LANGUAGES, RIGHT_TO_LEFT, language_for, own_name, plain, t
from bot.texts.audit import plural_categories, problems
from bot.ui import language as chooser
from bot.ui.gift import start_keyboard
from bot.ui.preview import Keyboard, keyboard_of
from bot.ui.song import lossless_keyboard
from bot.ui.status import retry_keyboard
from bot.ui.styles import chat_keyboard
from bot.ui.takes import question_keyboard
from bot.ui.votes import guest_song_keyboard
from tests.unit.fake_services import a_request

# What a phone shows of one keyboard row, in narrow characters (a wide one, CJK or an emoji,
# counts two): a 360 dp screen at Telegram's button font, less each button's padding.
PHONE_ROW = 44
BUTTON_PADDING = 2
# Telegram's bounds: a command's description, the bot's description and short description.
COMMAND_DESCRIPTION = 256
DESCRIPTION = 512
SHORT_DESCRIPTION = 120
FSI, PDI = ISOLATION_MARKS[0], ISOLATION_MARKS[1]


def width(label: str) -> int:
    """How wide a label shows, in narrow characters."""
    shown = 0
    for char in label:
        if unicodedata.combining(char) or char in "\u200c\u200d\ufe0f" or char in ISOLATION_MARKS:
            continue
        wide = unicodedata.east_asian_width(char) in "WF" or ord(char) >= 0x1F000
        shown += 2 if wide else 1
    return shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_is_whole_against_english(language: str) -> None:
    assert problems(language) == []


def test_the_twenty_are_there_and_plurals_follow_cldr() -> None:
    assert len(LANGUAGES) == 20
    assert plural_categories("ar") == {"zero", "one", "two", "few", "many", "other"}
    assert plural_categories("pl") == {"one", "few", "many", "other"}
    assert plural_categories("ja") == {"other"}


@pytest.mark.parametrize(
    ("code", "language"),
    [("pt-br", "pt"), ("pt", "pt"), ("zh-hans", "zh"), ("zh-hant", "zh"), ("uz", "uz"),
     ("es-419", "es"), ("fa-IR", "fa"), ("nl", "en"), (None, "en")],
)  # fmt: skip
def test_telegram_codes_choose_the_language(code: str | None, language: str) -> None:
    assert language_for(code) == language


@pytest.mark.parametrize("language", sorted(RIGHT_TO_LEFT))
def test_right_to_left_texts_isolate_names_numbers_and_titles(language: str) -> None:
    title, user = "Rain on Main St.", "ann_2024"
    failed = t(language, "outcome-failed", title=title)
    assert f"{FSI}{title}{PDI}" in failed
    waiting = t(language, "waiting", place=3, minutes=17, left=5)
    assert f"{FSI}3{PDI}" in waiting and f"{FSI}17{PDI}" in waiting
    usage = t(language, "guest-usage", bot=user)
    assert f"{FSI}{user}{PDI}" in usage


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang not in RIGHT_TO_LEFT])
def test_left_to_right_texts_carry_no_isolation_marks(language: str) -> None:
    text = t(language, "outcome-failed", title="Rain") + t(
        language, "waiting", place=3, minutes=1, left=2
    )
    assert FSI not in text and PDI not in text


def keyboards(language: str) -> list[InlineKeyboardMarkup]:
    gift = Gift("Maximilian Alexander", "birthday")
    song = a_request(language=language, gift_for=gift.recipient, gift_occasion=gift.occasion)
    take = a_request(language=language, take_of=1, take=12, state="draft")
    made = [keyboard_of(song, kind) for kind in Keyboard]
    return [
        *(markup for markup in made if markup is not None),
        lossless_keyboard(song),
        question_keyboard(take),
        chat_keyboard(language, None),
        start_keyboard(language),
        retry_keyboard(song),
        guest_song_keyboard(1, language, Tally(123, 45)),
        chooser.chooser_keyboard(),
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_keyboard_row_reads_whole_on_a_phone(language: str) -> None:
    cut = []
    for markup in keyboards(language):
        for row in markup.inline_keyboard:
            room = PHONE_ROW // len(row) - BUTTON_PADDING
            cut += [f"{b.text!r} ({width(b.text)} > {room})" for b in row if width(b.text) > room]
    assert not cut, f"{language}: {cut}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_menus_and_descriptions_are_within_telegrams_bounds(language: str) -> None:
    for command in (*USER_COMMANDS, *ADMIN_COMMANDS):
        words = plain(language, f"menu-{command}")
        assert 0 < len(words) <= COMMAND_DESCRIPTION, (command, words)
    assert 0 < len(plain(language, "bot-description")) <= DESCRIPTION
    assert 0 < len(plain(language, "bot-short-description")) <= SHORT_DESCRIPTION


def test_the_chooser_names_every_language_in_itself() -> None:
    names = [button.text for row in chooser.chooser_keyboard().inline_keyboard for button in row]
    assert names == [own_name(language) for language in LANGUAGES]
    assert len(set(names)) == len(LANGUAGES)
    assert "Español" in names and "日本語" in names and "العربية" in names


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_text_lives_in_the_file_whose_digest_says_they_changed(language: str) -> None:
    # bot/menus.py sets a language's menus again only when this file changed.
    folder = Path(texts.__file__).parent / language
    elsewhere = [
        f"{path.name}: {line.split(' =')[0]}"
        for path in folder.glob("*.ftl")
        if path.name != MENU_FILE
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith(("menu-", "bot-description", "bot-short-description"))
    ]
    assert elsewhere == []
