"""Every caption, naming in General, preview and list made of people's words at the limits they
are taken at, of the worst characters for it ("&" escapes to five, "😀" counts two in UTF-16,
"<" escapes to four): each parses as Telegram reads it (the stand-in's copy of its HTML parser)
and shows within Telegram's limit by its own count."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, partial
from pathlib import Path

import pytest
from telegram import Bot
from telegram.constants import ChatLimit, MessageLimit

from bot.handlers.gift import ANSWER_LIMITS
from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.lyrics import PreparedLyrics, prepare, title_of
from bot.pipeline.song_files.song_file import SongFile
from bot.shorten import fit, fit_made, shorten, shown_length, shown_length_of, shown_text
from bot.store import Asker, Request, State
from bot.store.gift_talks import GiftStep
from bot.telegram import NAMING_ROOM, Place, place_of
from bot.texts import LANGUAGES, t
from bot.ui.admin import LISTED_AT_MOST, access_text
from bot.ui.preview import Footer, Keyboard, cut_notice, footer_text, preview_text, writing_text
from bot.ui.song import audio_caption, gift_caption, lyrics_messages, video_caption
from bot.ui.status import status_list_text
from botapi_standin.html_entities import parse_html
from tests.unit.fake_services import a_request

CAPTION = MessageLimit.CAPTION_LENGTH
MESSAGE = MessageLimit.MAX_TEXT_LENGTH
WORST = ("R&B&", "&", "😀<")
FIRST_NAME = 64  # Telegram's first name; a full name adds a space and a last name of as many
FULL_NAME = 2 * FIRST_NAME + 1
TITLE = ChatLimit.MAX_CHAT_TITLE_LENGTH
TOPIC = MessageLimit.MAX_TEXT_LENGTH  # a /song topic is a message
NAMES_LIST = 40  # bot/handlers/admin.py chat_name's cut


def worst(pattern: str, length: int) -> str:
    return (pattern * length)[:length]


def shows(made: str, limit: int) -> str:
    """What Telegram shows of `made`; fails as Telegram would refuse it."""
    shown = parse_html(made).text
    assert shown_length(shown) <= limit, (shown_length(shown), limit)
    return shown


def lyrics(pattern: str) -> str:
    """At the lyrics limit, its first line 200 characters of the worst kind."""
    first = worst(pattern, 200)
    verse = "\n".join([f"[verse]\n{first}", *[worst(pattern, 60)] * 200])
    return verse[:LYRICS_LIMIT]


def gift_request(pattern: str, language: str, group: bool) -> Request:
    words = lyrics(pattern)
    return a_request(
        language=language,
        chat_type="supergroup" if group else "private",
        user_name=worst(pattern, TITLE if group else FULL_NAME),
        lyrics=words,
        title=title_of(words.splitlines()[1]),
        style=worst(pattern, STYLE_LIMIT),
        gift_for=worst(pattern, ANSWER_LIMITS[GiftStep.RECIPIENT]),
        gift_occasion=worst(pattern, ANSWER_LIMITS[GiftStep.OCCASION]),
        gift_sung='[["Ann", "An"]]',
        thread_id=7,
        duration_sec=300,
        price_byn=12.5,
    )


def topic_request(pattern: str, language: str) -> Request:
    words = lyrics(pattern)
    return a_request(
        language=language,
        chat_type="supergroup",
        user_name=worst(pattern, FULL_NAME),
        topic=worst(pattern, TOPIC),
        lyrics=words,
        title=title_of(words.splitlines()[1]),
        style=worst(pattern, STYLE_LIMIT),
        thread_id=7,
    )


def places(pattern: str, language: str) -> list[Place]:
    """Where the song lands: where it was asked, or General naming a person or a channel."""
    person = Asker(-100, "supergroup", 42, worst(pattern, FULL_NAME), language, 5, 7)
    channel = replace(person, user_id=-100500, user_name=worst(pattern, TITLE))
    return [
        Place(-100, 7, 5, person),
        Place(-100, 7, 5, person, in_general=True),
        Place(-100, 7, 5, channel, in_general=True),
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("pattern", WORST)
def test_every_caption_parses_and_fits_wherever_it_lands(pattern: str, language: str) -> None:
    requests = [
        gift_request(pattern, language, group=True),
        gift_request(pattern, language, group=False),
        topic_request(pattern, language),
    ]
    take = replace(requests[2], take=2, title=worst(pattern, 300))
    for request in [*requests, take]:
        for place in places(pattern, language):
            audio = shows(place.named(partial(audio_caption, request, 300), CAPTION), CAPTION)
            assert "🎵" in audio, "the song's own lines are kept, cut"
            shows(place.named(partial(video_caption, request), CAPTION), CAPTION)
            if place.naming:  # the lossless file's caption, and the room lyrics keep for it
                assert shown_length(shows(place.naming, CAPTION)) < NAMING_ROOM
    gift = requests[0].gift
    assert gift is not None
    assert shows(gift_caption(language, gift), CAPTION).startswith("🎁")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("pattern", WORST)
def test_every_preview_and_words_message_parses_and_fits(pattern: str, language: str) -> None:
    for request in (gift_request(pattern, language, True), topic_request(pattern, language)):
        request = replace(request, state=State.DRAFT)
        for keyboard in Keyboard:
            for head in (None, cut_notice_of(language)):
                made = preview_text(
                    request,
                    chat_style=worst(pattern, STYLE_LIMIT),
                    left_today=3,
                    keyboard=keyboard,
                    footer=footer_text(language, Footer.SENT),
                    head=head,
                )
                assert "<blockquote>" in made, "the lyrics are shown, not the fallback"
                shows(made, MESSAGE)
        shows(writing_text(language, request.topic or request.lyrics), MESSAGE)
        limit = MESSAGE - NAMING_ROOM
        for part in lyrics_messages(language, request, limit):
            for place in places(pattern, language):
                shows(place.named(part), MESSAGE)


def cut_notice_of(language: str) -> str:
    """The notice of lyrics cut to the limit (what they are made of does not show in it)."""
    return cut_notice(language, lyrics_cut_to_the_limit())


@cache
def a_bot() -> Bot:
    """One for the file: each Bot loads its TLS roots anew (17 ms), and the caption needs none."""
    return Bot("1:x")


@cache
def lyrics_cut_to_the_limit() -> PreparedLyrics:
    """Prepared once: preparing six times the limit is most of this file's time otherwise."""
    return prepare("la la\n" * LYRICS_LIMIT)


@pytest.mark.parametrize("pattern", WORST)
def test_every_list_of_names_and_titles_parses_and_fits(pattern: str) -> None:
    ids = list(range(1, 3 * LISTED_AT_MOST))
    names = {chat_id: shorten(worst(pattern, TITLE), NAMES_LIST) for chat_id in ids}
    for language in LANGUAGES:
        shows(access_text(language, "open", frozenset(), frozenset(), ids, ids, names), MESSAGE)
        words = lyrics(pattern)
        songs = [
            a_request(id=n, title=title_of(words.splitlines()[1]), language=language)
            for n in range(10)
        ]
        shows(status_list_text(language, songs, {n: n for n in range(10)}), MESSAGE)


def test_a_text_is_cut_by_what_it_shows_then_escaped() -> None:
    made = fit(lambda name: f"<b>{t('en', 'topic-gone-chat', name=name)}</b>", 100, name="&" * 80)
    assert shown_length(parse_html(made).text) == 100, "cut to the limit, not below it"
    assert made.startswith("<b>&amp;") and made.endswith("</b>")


def test_texts_are_cut_longest_first_and_none_below_a_longer_one() -> None:
    def render(a: str, b: str) -> str:
        return f"<i>{a}</i>|<i>{b}</i>"

    made = fit(render, 21, a="x" * 5, b="y" * 100)
    assert shown_text(made) == "xxxxx|" + "y" * 14 + "…"
    made = fit(render, 11, a="x" * 100, b="y" * 100)
    assert shown_text(made) == "xxxx…|yyyy…"


def test_astral_characters_count_two_and_are_never_split() -> None:
    assert shown_length("😀") == 2
    assert shorten("😀" * 10, 6) == "😀😀…"
    made = fit(lambda w: f"<b>{w}</b>", 6, w="😀" * 10)
    assert shown_length_of(made) <= 6 and "\ud83d" not in made


def test_a_template_longer_than_its_limit_is_shown_plain_never_cut_in_its_markup() -> None:
    made = fit(lambda w: f"<b>{'long words ' * 20}{w}</b>", 30, w="&&")
    assert "<" not in made and shown_length(parse_html(made).text) <= 30
    assert fit_made("<b>a&amp;b</b>", 10) == "<b>a&amp;b</b>", "whole while it fits"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("pattern", (*WORST, "😀"))
def test_a_guest_song_sent_privately_fits_under_its_head(pattern: str, language: str) -> None:
    """The guest song whose inline message went, headed by words that start with 🎵 (two
    UTF-16 units, as Telegram counts): its caption fits whatever room it is given, cut where
    it must be (a naming's room, or all of it)."""
    request = replace(gift_request(pattern, language, group=False), thread_id=None)
    head = t(language, "guest-elsewhere")
    song = SongFile(a_bot(), request, Path("song.mp3"), None, None, None, "id", head)
    assert shows(place_of(request).named(song.caption, CAPTION), CAPTION).startswith("🎵")
    for room in range(CAPTION - 500, CAPTION, 50):
        assert shows(song.caption(room), room).startswith("🎵")
