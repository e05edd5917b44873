"""Lyrics from a topic: the prompt for the text model, and its answer made fit to sing.

The answer goes through bot/lyrics/ like any lyrics a person sends; an answer that is not a
song (a refusal, chatter, a bare line) raises `NoLyrics` and nobody sees it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.lyrics import (
    LyricsError,
    PreparedLyrics,
    SungNames,
    has_section_tags,
    looks_like_lyrics,
    prepare,
    sings_within_limit,
    split_model_answer,
    split_sung_names,
)
from bot.service.errors import AnswerCut, NoLyrics
from bot.service.textmodel import ChatMessage, OnText, TextModelClient
from bot.texts import ISOLATION_MARKS, plain

log = logging.getLogger(__name__)

TOPIC_LIMIT = 1000  # characters of a topic sent to the model; a topic is an idea, not a text

SYSTEM_PROMPT = """You are a songwriter. Write original, singable song lyrics on the topic \
the user gives.

Rules:
- Write the lyrics in {language}, unless the topic itself asks for another language.
- Mark every section with a tag alone on its own line: [verse], [chorus] or [bridge]. \
Use only these three tags: no other headings, no numbers, no title, no markdown.
- A good shape is [verse], [chorus], [verse], [chorus], [bridge], [chorus]. Short lines with \
a steady rhythm and rhymes, easy to sing along.
- The lyrics must stay under {limit} characters in all; 600 to 1500 is usually right.
- After the lyrics, add one last line that starts with "Style:" and describes the music \
in English: genre, mood, tempo, instruments and the kind of voice, at most {style_limit} \
characters.
- Answer with the lyrics and the Style line only: no comments before or after."""

# A gift's song names a person: a singer reads a name as it is spelt, so the same call also
# says how to write each name it might get wrong (bot/lyrics/sung_names.py split_sung_names).
GIFT_RULE = """
- This song is a gift. After the Style line, add one more line that starts with \
"Sung names:" and gives each name from the user's words that a singer might pronounce wrong, \
as typed = written the way it sounds in the lyrics' alphabet, for example \
"Sung names: Siobhan = Shi-vawn". Leave out names anyone reads right; when none is left, \
write "Sung names: none". Keep the names as typed in the lyrics themselves."""


# The person's turn is in their language (bot/texts/<language>/lyricist.ftl): models answer in
# the language they are asked in. Plain texts: the topic goes to the model as typed, without
# the isolation marks a right-to-left language puts around it for Telegram.
def _said(language: str, key: str, **args: object) -> str:
    return plain(language, key, **args).translate({ord(mark): None for mark in ISOLATION_MARKS})


@dataclass(frozen=True)
class WrittenLyrics:
    lyrics: PreparedLyrics
    style: str | None  # the model's suggestion, used when the chat has set no style
    sung_names: SungNames = ()  # a gift's names as a singer should read them (none: as typed)


def prompt(
    topic: str, language: str, previous: str | None = None, gift: bool = False
) -> list[ChatMessage]:
    """The conversation that asks for a song; with `previous` lyrics, for a different one; for
    a `gift`, with the names as they should be sung."""
    topic = " ".join(topic.split())[:TOPIC_LIMIT]
    system = SYSTEM_PROMPT.format(
        language=_said(language, "lyricist-language"), limit=LYRICS_LIMIT, style_limit=STYLE_LIMIT
    ) + (GIFT_RULE if gift else "")
    messages = [
        ChatMessage("system", system),
        ChatMessage("user", _said(language, "lyricist-ask", topic=topic)),
    ]
    if previous:
        messages += [
            ChatMessage("assistant", previous),
            ChatMessage("user", _said(language, "lyricist-ask-again", topic=topic)),
        ]
    return messages


def lyrics_from_answer(answer: str) -> WrittenLyrics:
    """The model's answer as lyrics the service takes, or NoLyrics when it holds none."""
    answer, sung_names = split_sung_names(answer)
    text, style = split_model_answer(answer)
    if not text or not (has_section_tags(text) or looks_like_lyrics(text)):
        raise NoLyrics("the text model's answer holds no lyrics")
    try:
        prepared = prepare(text)
    except LyricsError as error:
        raise NoLyrics(f"the text model's lyrics are {error.reason}") from None
    if not sings_within_limit(prepared.text, sung_names):
        sung_names = ()  # longer spellings would not fit the service's limit: sung as typed
    return WrittenLyrics(prepared, style, sung_names)


async def write_lyrics(
    client: TextModelClient,
    topic: str,
    language: str,
    previous: str | None = None,
    on_text: OnText | None = None,
    gift: bool = False,
) -> WrittenLyrics:
    """One chat completion, streamed to `on_text` as it grows when given; raises the client's
    ServiceError or NoLyrics. An answer the call's bounds cut short gives what it said by then,
    if that makes lyrics."""
    messages = prompt(topic, language, previous, gift)
    try:
        answer = await client.complete(messages, on_text)
    except AnswerCut as cut:
        return lyrics_so_far(cut)
    return lyrics_from_answer(answer)


def lyrics_so_far(cut: AnswerCut) -> WrittenLyrics:
    """The lyrics a cut answer had written, less its last line (cut off mid-way, it would be
    sung so); none: the cut itself is what its asker hears of."""
    said = cut.text.rpartition("\n")[0]
    try:
        written = lyrics_from_answer(said)
    except NoLyrics:
        raise cut from None
    log.info("the text model's answer was cut (%s): the lyrics so far are used", cut.detail)
    return written
