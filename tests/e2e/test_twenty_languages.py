"""Twenty languages from outside (docs/languages.md): a person whose Telegram speaks any of
them gets /start, /help, a song from lyrics (its place in line, the song's caption and buttons)
and a song from a topic (the preview and its buttons) in that language, with no English word
the product chose. What people and the text model wrote stays as written: its words may be
English."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from bot.store import State
from bot.texts import DEFAULT_LANGUAGE, LANGUAGES
from bot.ui import DraftPress
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, services, wait_for_state

TEXTS = Path(__file__).resolve().parents[2] / "bot" / "texts"
FIRST_USER = 500
# The code each language's people have in Telegram (its own for most).
CODES = {"pt": "pt-br", "zh": "zh-hans"}
WORD = re.compile(r"[A-Za-z]{4,}")
# Words a text may show in any language: names, formats and the commands' own words.
NAMES = {"Telegram", "BYN", "FLAC", "MP3", "WAV", "General", "Start", "auto", "reset", "Songbot"}
TOPIC = "the sea"


def is_preview(message: Any) -> bool:
    """A preview: a message with the buttons of a draft."""
    return any(DraftPress.unpack(str(b.get("callback_data"))) for b in message.buttons())


def words_of(language: str) -> set[str]:
    """Every Latin word the language's texts hold outside placeables and markup."""
    found: set[str] = set()
    for path in (TEXTS / language).glob("*.ftl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or line.startswith("heading-"):
                continue
            text = re.sub(
                r"\{[^}]*\}|<[^>]+>|/\w+|@\w+|\[\w+\]", " ", line.partition("=")[2] or line
            )
            found |= {word.lower() for word in WORD.findall(text)}
    return found


ENGLISH = words_of(DEFAULT_LANGUAGE)


def shown_to(stand: BotApiStandIn, user: int) -> list[str]:
    """Every text, caption and button label the bot showed `user`."""
    shown = []
    for call in stand.calls:
        if str(call.params.get("chat_id")) != str(user):
            continue
        shown += [str(call.params.get(field) or "") for field in ("text", "caption")]
        markup: Any = call.params.get("reply_markup") or {}
        for row in markup.get("inline_keyboard", []) if isinstance(markup, dict) else []:
            shown += [str(button.get("text", "")) for button in row]
    return shown


def english_left(language: str, shown: list[str], written: set[str]) -> set[str]:
    """English words of the product's own texts in what was shown: not the language's own
    (a loanword such as "Song" may be), nor what people or the model wrote."""
    own = words_of(language) | {word.lower() for word in NAMES} | written
    found: set[str] = set()
    for text in shown:
        plain = re.sub(r"<[^>]+>|/\w+|@\w+|\[\w+\]|https?://\S+", " ", text)
        found |= {word.lower() for word in WORD.findall(plain)}
    return (found & ENGLISH) - own


async def test_every_language_answers_a_person_in_their_own(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    people = {language: FIRST_USER + index for index, language in enumerate(LANGUAGES)}
    async with bot_app(ORG_DAILY_LIMIT=100, ORG_CONCURRENT_LIMIT=2) as app:
        for language, user in people.items():
            code = CODES.get(language, language)
            for said in ("/start", "/help", LYRICS, f"/song {TOPIC}"):
                stand.user_says(user, said, language_code=code)
        store = services(app).store
        for user in people.values():
            await stand.wait_for_message(user, is_preview, timeout=60)
        songs = [await wait_for_state(app, n, State.DELIVERED, timeout=120) for n in range(1, 21)]
        requests = await store.requests.in_states(list(State))
    written = {
        word.lower()
        for request in requests
        for text in (request.lyrics, request.title, request.style or "", request.topic or "")
        for word in WORD.findall(text)
    } | {word.lower() for word in WORD.findall(LYRICS + " " + TOPIC)}
    assert len(songs) == 20
    left = {
        language: english_left(language, shown_to(stand, user), written)
        for language, user in people.items()
        if language != DEFAULT_LANGUAGE
    }
    assert {language: words for language, words in left.items() if words} == {}
    for language, user in people.items():
        shown = " ".join(shown_to(stand, user))
        assert shown, f"{language}: nothing was shown"


MENU_CALLS = ("setMyCommands", "setMyDescription", "setMyShortDescription", "deleteMyCommands")


async def test_menus_are_set_once_in_every_language_and_not_again_unchanged(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    """Twenty languages times every scope would spend Telegram's budget at each start: a second
    start with nothing changed sets nothing; a new admin sets what their menu needs."""
    async with bot_app(set_menus=True):
        pass
    first = sum(len(stand.calls_of(method)) for method in MENU_CALLS)
    async with bot_app():
        pass
    second = sum(len(stand.calls_of(method)) for method in MENU_CALLS) - first
    async with bot_app(ADMIN_USER_IDS=frozenset({ADMIN_ID, ADMIN_ID + 1})):
        pass
    codes = {call.params.get("language_code") for call in stand.calls_of("setMyCommands")}
    assert codes == {None, *(language for language in LANGUAGES if language != "en")}
    assert first == len(LANGUAGES) * 4, "default and admin menus, two descriptions, each language"
    assert second == 0
    admin_menus = [
        c for c in stand.calls_of("setMyCommands") if (c.params.get("scope") or {}).get("chat_id")
    ]
    assert {c.params["scope"]["chat_id"] for c in admin_menus} == {ADMIN_ID, ADMIN_ID + 1}
