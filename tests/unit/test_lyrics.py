"""Lyrics as people and text models write them → the service's tagged layout."""

from __future__ import annotations

import html
import time

import pytest

from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.lyrics import (
    LyricsError,
    PreparedLyrics,
    first_line,
    has_section_tags,
    is_section_tag,
    looks_like_lyrics,
    normalize,
    prepare,
    split_model_answer,
    title_of,
    trim_to_limit,
)
from bot.shorten import shorten
from bot.texts import t

# (id, what people or models write, what the service gets)
LAYOUTS = [
    (
        "canonical",
        "[verse]\nWalking home\nUnder rain\n\n[chorus]\nOh my love\n\n[bridge]\nStill here",
        "[verse]\nWalking home\nUnder rain\n\n[chorus]\nOh my love\n\n[bridge]\nStill here",
    ),
    (
        "numbered_brackets",
        "[Verse 1]\nA line\n\n[Chorus]\nSing along\n\n[Verse 2]\nB line\n\n[Chorus 2]\nAgain",
        "[verse]\nA line\n\n[chorus]\nSing along\n\n[verse]\nB line\n\n[chorus]\nAgain",
    ),
    (
        "markdown_headings",
        "## Verse 1\n\nCity lights\nFading out\n\n### Chorus\n\nHold on\n",
        "[verse]\nCity lights\nFading out\n\n[chorus]\nHold on",
    ),
    (
        "markdown_title_dropped",
        "# Whiskers\n\n## Verse\nSoft paws\n\n## Chorus\nMeow",
        "[verse]\nSoft paws\n\n[chorus]\nMeow",
    ),
    (
        "bold_labels",
        "**Verse 1:**\nSunny day\nBlue sky\n\n**Chorus:**\nSing it loud",
        "[verse]\nSunny day\nBlue sky\n\n[chorus]\nSing it loud",
    ),
    (
        "bold_bracket_labels",
        "**[Verse 1]**\nOne\n\n*[Bridge]*\nTwo\n\n__Chorus__\nThree",
        "[verse]\nOne\n\n[bridge]\nTwo\n\n[chorus]\nThree",
    ),
    (
        "bold_label_with_words",
        "**Chorus:** We will\nrock you",
        "[chorus]\nWe will\nrock you",
    ),
    (
        "plain_labels_colon",
        "Verse 1:\nI woke up\nAt noon\nChorus:\nLazy day",
        "[verse]\nI woke up\nAt noon\n\n[chorus]\nLazy day",
    ),
    (
        "caps_labels",
        "VERSE:\nLoud line\n\nCHORUS\nLouder line\n\nBRIDGE 1.\nQuiet",
        "[verse]\nLoud line\n\n[chorus]\nLouder line\n\n[bridge]\nQuiet",
    ),
    (
        "label_with_words",
        "Chorus: la la la\nhey hey",
        "[chorus]\nla la la\nhey hey",
    ),
    (
        "parenthesized",
        "(Verse)\nFirst\n\n(Chorus)\nSecond",
        "[verse]\nFirst\n\n[chorus]\nSecond",
    ),
    (
        "curly",
        "{verse}\nFirst\n{chorus}\nSecond",
        "[verse]\nFirst\n\n[chorus]\nSecond",
    ),
    (
        "performer_annotations",
        "[Verse 1: Ann]\nHer line\n\n[Chorus - Ann & Bob]\nTogether\n\nVerse 2 — Bob\nHis line",
        "[verse]\nHer line\n\n[chorus]\nTogether\n\n[verse]\nHis line",
    ),
    (
        "mixed_case_tags_and_spaces",
        "  [VERSE]  \n   Indented line   \n\t[ChOrUs]\nTabbed\t",
        "[verse]\nIndented line\n\n[chorus]\nTabbed",
    ),
    (
        "inline_bracket_tag",
        "[Chorus] Na na na\nHey hey",
        "[chorus]\nNa na na\nHey hey",
    ),
    (
        "russian_labels",
        "Куплет 1:\nЯ иду домой\nПо ночной Москве\n\nПрипев:\nЛа-ла-ла\n\nБридж:\nТишина",
        "[verse]\nЯ иду домой\nПо ночной Москве\n\n[chorus]\nЛа-ла-ла\n\n[bridge]\nТишина",
    ),
    (
        "russian_number_first",
        "1 куплет\nРаз\n\n2-й куплет:\nДва\n\nПРИПЕВ\nТри\n\nПереход\nЧетыре",
        "[verse]\nРаз\n\n[verse]\nДва\n\n[chorus]\nТри\n\n[bridge]\nЧетыре",
    ),
    (
        "russian_brackets",
        "[Куплет]\nСлова\n\n[Пред-припев]\nВсё ближе\n\n[Припев]\nГромко",
        "[verse]\nСлова\n\n[chorus]\nВсё ближе\n\n[chorus]\nГромко",
    ),
    (
        "ukrainian",
        "Куплет:\nМій дім\n\nПриспів:\nСпівай\n\nБрідж\nТиша\n\nПерехід:\nКінець",
        "[verse]\nМій дім\n\n[chorus]\nСпівай\n\n[bridge]\nТиша\n\n[bridge]\nКінець",
    ),
    (
        "belarusian",
        "Куплет 1\nМой дом\n\nПрыпеў\nСпявай",
        "[verse]\nМой дом\n\n[chorus]\nСпявай",
    ),
    (
        "pre_chorus_hook_refrain",
        "[Pre-Chorus]\nRising\n[Hook]\nCatchy\n[Refrain]\nAgain\n[Post-Chorus]\nOoh",
        "[chorus]\nRising\n\n[chorus]\nCatchy\n\n[chorus]\nAgain\n\n[chorus]\nOoh",
    ),
    (
        "intro_outro_become_verses",
        "[Intro]\nOh-oh\n\n[Verse 1]\nWords\n\n[Outro]\nGoodbye",
        "[verse]\nOh-oh\n\n[verse]\nWords\n\n[verse]\nGoodbye",
    ),
    (
        "empty_sections_and_directions_dropped",
        "[Intro]\n\n[Verse]\nWords\n\n[Guitar Solo]\n\n[Spoken]\n[Bridge]\n\n[Outro]",
        "[verse]\nWords",
    ),
    (
        "empty_chorus_repeats_the_chorus",
        "[Chorus]\nHey ya\nHey ya\n\n[Verse 2]\nMiddle\n\n[Chorus]\n\n[Bridge]\nEnd",
        "[chorus]\nHey ya\nHey ya\n\n[verse]\nMiddle\n\n[chorus]\nHey ya\nHey ya\n\n[bridge]\nEnd",
    ),
    (
        "repeat_chorus_lines",
        "Chorus:\nSing\n\nVerse 2:\nTalk\n\n(Repeat Chorus)\n\nПовтор припева",
        "[chorus]\nSing\n\n[verse]\nTalk\n\n[chorus]\nSing\n\n[chorus]\nSing",
    ),
    (
        "repeat_marks",
        "Припев (2 раза):\nЭй\nx2\n\nChorus x2\nYo\n\n[Hook 2x]\nHa",
        "[chorus]\nЭй\n\n[chorus]\nYo\n\n[chorus]\nHa",
    ),
    (
        "ordinal_words",
        "First verse:\nOne\n\nSecond verse:\nTwo\n\nВторой куплет\nТри",
        "[verse]\nOne\n\n[verse]\nTwo\n\n[verse]\nТри",
    ),
    (
        "numbered_stanzas",
        "1.\nFirst line\nSecond line\n\n2)\nThird line\nFourth line",
        "[verse]\nFirst line\nSecond line\n\n[verse]\nThird line\nFourth line",
    ),
    (
        "untagged_stanzas",
        "Morning light\nOn my face\n\nCoffee cup\nIn my hand",
        "[verse]\nMorning light\nOn my face\n\n[verse]\nCoffee cup\nIn my hand",
    ),
    (
        "untagged_repeated_stanza_is_chorus",
        "Verse words\nGo here\n\nWe are one\nWe are free\n\n"
        "More words\nHere\n\nWe are one,\nwe are FREE!",
        "[verse]\nVerse words\nGo here\n\n[chorus]\nWe are one\nWe are free\n\n"
        "[verse]\nMore words\nHere\n\n[chorus]\nWe are one,\nwe are FREE!",
    ),
    (
        "single_untagged_stanza",
        "Just one line\nand another",
        "[verse]\nJust one line\nand another",
    ),
    (
        "text_before_first_heading",
        "Opening words\nstill opening\n\n[Chorus]\nMain hook",
        "[verse]\nOpening words\nstill opening\n\n[chorus]\nMain hook",
    ),
    (
        "stanza_without_heading_joins_section_above",
        "[Verse]\nFirst half\n\nSecond half\n\n[Chorus]\nThe hook",
        "[verse]\nFirst half\n\nSecond half\n\n[chorus]\nThe hook",
    ),
    (
        "code_fence",
        "```text\n[Verse]\nInside a fence\n\n[Chorus]\nStill inside\n```",
        "[verse]\nInside a fence\n\n[chorus]\nStill inside",
    ),
    (
        "crlf_line_endings",
        "[Verse]\r\nWindows line\r\nAnother\r\n\r\n[Chorus]\r\nThe hook\r\n",
        "[verse]\nWindows line\nAnother\n\n[chorus]\nThe hook",
    ),
    (
        "bom_nbsp_and_old_mac_endings",
        "\ufeff[verse]\rOld Mac\u00a0\r\rNext\u2028Line",
        "[verse]\nOld Mac\n\nNext\nLine",
    ),
    (
        "emoji_and_punctuation_untouched",
        "[verse]\nI ❤️ you, baby!!! 🎶\n...and MORE? (ooh-ooh) *whispers*",
        "[verse]\nI ❤️ you, baby!!! 🎶\n...and MORE? (ooh-ooh) *whispers*",
    ),
    (
        "blank_runs_collapsed",
        "[verse]\nA\n\n\n\n\nB\n\n\n\n[chorus]\n\n\nC\n\n\n",
        "[verse]\nA\n\nB\n\n[chorus]\nC",
    ),
    (
        "markdown_rules_dropped",
        "[verse]\nAbove\n---\n* * *\n[chorus]\nBelow",
        "[verse]\nAbove\n\n[chorus]\nBelow",
    ),
    (
        "lines_that_only_look_like_labels",
        "[verse]\nBridge over troubled water\nChorus girls are dancing\nVerse, chorus, verse\n"
        "Hook me up",
        "[verse]\nBridge over troubled water\nChorus girls are dancing\nVerse, chorus, verse\n"
        "Hook me up",
    ),
    ("empty", "", ""),
    ("whitespace_only", "  \n\t\r\n   ", ""),
    ("tags_only", "[verse]\n[chorus]\n\n[bridge]\n", ""),
]


@pytest.mark.parametrize(
    ("raw", "expected"), [case[1:] for case in LAYOUTS], ids=[case[0] for case in LAYOUTS]
)
def test_normalize(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


@pytest.mark.parametrize("raw", [case[1] for case in LAYOUTS], ids=[case[0] for case in LAYOUTS])
def test_normalize_is_idempotent(raw: str) -> None:
    once = normalize(raw)
    assert normalize(once) == once


def section(kind: str, number: int, lines: int = 8, width: int = 60) -> str:
    """A section of ``lines`` lines of exactly ``width`` characters."""
    body = "\n".join(f"{kind} {number} line {i} ".ljust(width, "~") for i in range(lines))
    return f"[{kind}]\n{body}"


def song(sections: list[str]) -> str:
    return "\n\n".join(sections)


def test_trim_keeps_short_text() -> None:
    text = song([section("verse", 1), section("chorus", 1)])
    assert trim_to_limit(text) == (text, False)


def test_trim_cuts_6000_chars_at_the_last_section_that_fits() -> None:
    kinds = ["verse", "chorus", "bridge"]
    parts = [section(kinds[n % 3], n) for n in range(13)]
    text = song(parts)
    assert len(text) > 6000

    trimmed, was_trimmed = trim_to_limit(text)

    fitting = max(n for n in range(len(parts) + 1) if len(song(parts[:n])) <= LYRICS_LIMIT)
    assert was_trimmed
    assert trimmed == song(parts[:fitting])
    assert len(trimmed) <= LYRICS_LIMIT


def test_trim_falls_back_to_stanzas_when_sections_lose_too_much() -> None:
    stanzas = [f"stanza {n} ".ljust(300, "~") + "\nsecond line" for n in range(20)]
    text = "[verse]\nshort\n\n[chorus]\n" + "\n\n".join(stanzas)

    trimmed, _ = trim_to_limit(text)

    assert len(trimmed) <= LYRICS_LIMIT
    assert len(trimmed) > LYRICS_LIMIT - 320  # only the stanza that didn't fit is gone
    assert trimmed.endswith("second line")
    assert text.startswith(trimmed + "\n\n")


def test_trim_falls_back_to_lines_and_then_words() -> None:
    one_stanza = "[verse]\n" + "\n".join(f"line {n} ".ljust(50, "~") for n in range(100))
    trimmed, _ = trim_to_limit(one_stanza, 1000)
    assert len(trimmed) <= 1000 and len(trimmed) > 950
    assert one_stanza.startswith(trimmed + "\n")

    one_line = "[verse]\n" + "word " * 500
    trimmed, _ = trim_to_limit(one_line, 1000)
    assert len(trimmed) <= 1000 and len(trimmed) > 990
    assert trimmed.endswith("word")


def test_trim_leaves_no_tag_without_lines() -> None:
    text = "[verse]\n" + "a" * 90 + "\n\n[chorus]\n" + "b" * 100
    trimmed, _ = trim_to_limit(text, 110)
    assert trimmed == "[verse]\n" + "a" * 90


def test_prepare_returns_normalized_lyrics_with_a_title() -> None:
    prepared = prepare("Verse 1:\nMorning light\n\nChorus:\nCoffee, please!\n")
    assert prepared == PreparedLyrics(
        text="[verse]\nMorning light\n\n[chorus]\nCoffee, please!",
        trimmed=False,
        original_length=len("[verse]\nMorning light\n\n[chorus]\nCoffee, please!"),
        title="Coffee, please!",
    )


def test_prepare_trims_long_lyrics() -> None:
    raw = song([section("Verse", n) for n in range(13)]).replace("\n", "\r\n")
    prepared = prepare(raw)
    assert prepared.trimmed
    assert len(prepared.text) <= LYRICS_LIMIT
    assert prepared.original_length == len(normalize(raw)) > 6000
    assert prepared.text.endswith("~")


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("", "empty"),
        ("   \n\n ", "empty"),
        ("[verse]\n\n[chorus]\n[bridge]", "empty"),
        ("```\n```", "empty"),
        ("[Guitar solo]\n---\nx2", "empty"),
        ("🎵🎵🎵\n🎶", "no_words"),
        ("[verse]\n... !!!\n123 456", "no_words"),
    ],
    ids=["blank", "whitespace", "tags_only", "empty_fence", "directions_only", "emoji", "digits"],
)
def test_prepare_rejects_text_with_nothing_to_sing(raw: str, reason: str) -> None:
    with pytest.raises(LyricsError) as caught:
        prepare(raw)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("raw", "title"),
    [
        ("[verse]\nFirst line\n\n[chorus]\nThe hook line\nmore", "The hook line"),
        ("[verse]\nNo chorus here,\nsecond", "No chorus here"),
        ("Verse:\nV\n\nChorus:\n«Кот», мой кот…", "«Кот», мой кот"),
        ("[verse]\n— (Oh-oh), yeah;", "(Oh-oh), yeah"),
        ("[chorus]\n🎶🎶\nDance all night", "Dance all night"),
        ("[verse]\nWhy do you go?", "Why do you go?"),
        (
            "[chorus]\nOh we are the champions of the world, my friends, forever",
            "Oh we are the champions of the world, my…",
        ),
        ("[verse]\n" + "x" * 60, "x" * 47 + "…"),
        ("", ""),
    ],
    ids=[
        "chorus",
        "first_line",
        "raw_input",
        "edge_punctuation",
        "skips_emoji",
        "keeps_question",
        "long",
        "no_space",
        "empty",
    ],
)
def test_title_of(raw: str, title: str) -> None:
    assert title_of(raw) == title
    assert len(title_of(raw)) <= 48


def test_first_line() -> None:
    assert first_line("## Verse 1\n\n  Hello there  \nsecond") == "Hello there"
    assert first_line("[verse]\n[chorus]") == ""


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("[verse]", True),
        ("  [Verse 1]  ", True),
        ("[Chorus 2]", True),
        ("[Verse 1: Ann]", True),
        ("[Припев]", True),
        ("[PRE-CHORUS]", True),
        ("**[Bridge]**", True),
        ("Verse 1:", False),
        ("[laughs]", False),
        ("[verse] words", False),
        ("verse", False),
        ("[]", False),
        ("[Bridge over water]", False),
        ("", False),
    ],
)
def test_is_section_tag(line: str, expected: bool) -> None:
    assert is_section_tag(line) is expected


def test_has_section_tags() -> None:
    assert has_section_tags("Hello\n[Chorus 2]\nla la")
    assert has_section_tags("Hello\r\n [verse] \r\nla la")
    assert not has_section_tags("Verse 1:\nHello\nChorus:\nla la")
    assert not has_section_tags("a song about [verse] tags")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A song about my cat Murka", False),
        ("Birthday song for mom, she loves roses", False),
        ("Happy birthday to you\nHappy birthday dear Ann", False),
        ("Roses are red\nViolets are blue\nSugar is sweet\nAnd so are you", True),
        ("Line one\nLine two\n\nLine three", True),
        ("Verse 1:\nJust one line", True),
        ("Напиши песню про кота\nОн рыжий\nЛюбит рыбу\nСпит весь день", False),
        ("Write a song about\nmy dog\nwho loves\nthe sea", False),
        ("Make it rain\nMake it pour\nHere I am\nSong for you", True),
        ("\n".join(["This is a long sentence describing the topic in detail " * 2] * 4), False),
        ("", False),
    ],
    ids=[
        "topic",
        "topic_with_comma",
        "two_lines",
        "four_lines",
        "two_stanzas",
        "heading",
        "request_ru",
        "request_en",
        "lyric_verbs",
        "prose",
        "empty",
    ],
)
def test_looks_like_lyrics(text: str, expected: bool) -> None:
    assert looks_like_lyrics(text) is expected


MODEL_ANSWERS = [
    (
        "chatter_title_style",
        "Sure! Here are your lyrics:\n\n**Title:** Whiskers\n\n**[Verse 1]**\nCat on the mat\n"
        "Sleeps all day\n\n**[Chorus]**\nMeow meow\n\n**Style:** upbeat pop, female vocals\n\n"
        "Hope you enjoy it! Let me know if you want changes.",
        "[verse]\nCat on the mat\nSleeps all day\n\n[chorus]\nMeow meow",
        "upbeat pop, female vocals",
    ),
    (
        "fenced_lyrics",
        "Here you go!\n\n```\n[verse]\nInside fence\n\n[chorus]\nThe hook\n```\n\n"
        "Style: lo-fi hip hop\n\nFeel free to ask for another version.",
        "[verse]\nInside fence\n\n[chorus]\nThe hook",
        "lo-fi hip hop",
    ),
    (
        "russian",
        "Конечно! Вот текст песни:\n\nНазвание: «Рыжий кот»\n\nКуплет 1:\nРыжий кот на крыше\n"
        "Смотрит на луну\n\nПрипев:\nМяу, мяу\n\nСтиль: поп-рок, мужской вокал\n\n"
        "Надеюсь, вам понравится!",
        "[verse]\nРыжий кот на крыше\nСмотрит на луну\n\n[chorus]\nМяу, мяу",
        "поп-рок, мужской вокал",
    ),
    (
        "style_on_next_line_and_descriptors",
        '[verse]\nOne\nTwo\n\n**Style:**\n"Dreamy synth-pop"\nMood: calm\n- Tempo: 90 BPM',
        "[verse]\nOne\nTwo",
        "Dreamy synth-pop, mood: calm, tempo: 90 BPM",
    ),
    (
        "untagged_with_quoted_title",
        '"Morning Coffee"\n\nSteam is rising\nFrom my cup\n\nSun is shining\nTime to wake up\n\n'
        "Let me know if you'd like a chorus.",
        "[verse]\nSteam is rising\nFrom my cup\n\n[verse]\nSun is shining\nTime to wake up",
        None,
    ),
    (
        "plain_lyrics",
        "[verse]\nJust lyrics\n\n[chorus]\nNothing else",
        "[verse]\nJust lyrics\n\n[chorus]\nNothing else",
        None,
    ),
    (
        "lyric_stanzas_that_resemble_chatter",
        "Here is my heart\nTake it home\n\nSure as the sun\nI will stay\n\nHope is all we have\n"
        "Enjoy the ride",
        "[verse]\nHere is my heart\nTake it home\n\n[verse]\nSure as the sun\nI will stay\n\n"
        "[verse]\nHope is all we have\nEnjoy the ride",
        None,
    ),
    (
        "two_line_chatter",
        "Certainly, I'd be glad to help.\nHere's a song about the sea.\n\nWaves are rolling\n"
        "Gulls are calling",
        "[verse]\nWaves are rolling\nGulls are calling",
        None,
    ),
]


@pytest.mark.parametrize(
    ("answer", "lyrics", "style"),
    [case[1:] for case in MODEL_ANSWERS],
    ids=[case[0] for case in MODEL_ANSWERS],
)
def test_split_model_answer(answer: str, lyrics: str, style: str | None) -> None:
    got_lyrics, got_style = split_model_answer(answer)
    assert (normalize(got_lyrics), got_style) == (lyrics, style)


def test_split_model_answer_cuts_long_style_at_a_word() -> None:
    words = "dreamy pop " * 100
    _, style = split_model_answer("[verse]\nLa\n\nStyle: " + words)
    assert style is not None
    assert STYLE_LIMIT - 10 < len(style) <= STYLE_LIMIT
    assert words.startswith(style + " ")


@pytest.mark.parametrize(
    "line",
    ["*" * 20_000, "Chorus" + " " * 20_000 + "x", "Style: a" + " " * 20_000 + "b", "(" * 20_000],
    ids=["stars", "spaces_after_name", "spaces_in_style", "parens"],
)
def test_pathological_lines_are_handled_quickly(line: str) -> None:
    started = time.perf_counter()
    normalize(line)
    split_model_answer(line)
    looks_like_lyrics(line)
    assert time.perf_counter() - started < 1.0


def test_shorten_keeps_what_fits_and_cuts_the_rest_with_an_ellipsis() -> None:
    assert shorten("short enough", 12) == "short enough"
    assert shorten("a little too long", 10) == "a little…"
    assert len(shorten("x" * 600, 100)) == 100
    assert shorten("one\n  line\tonly", 50, one_line=True) == "one line only"


@pytest.mark.parametrize("char", ["&", "<", ">", "x"])
def test_shortened_text_of_any_characters_is_a_valid_text_argument(char: str) -> None:
    """Escaped, one '&' is five characters: 600 of them exceed Fluent's limit for an argument
    unless shortened, so any stored style renders (docs/guarantees_in_chats.md §Previews)."""
    value = shorten(char * STYLE_LIMIT, STYLE_LIMIT)
    assert html.escape(char * 400, quote=False) in t("en", "style-set", style=value)
    assert value == char * STYLE_LIMIT or value.endswith("…")


def test_a_line_of_thousands_of_tags_is_read_without_exhausting_the_stack() -> None:
    """Hostile input: each tag's tail was read as a new line, one level deeper each time."""
    text = "[VERSE]" * 700
    assert has_section_tags(text) and not looks_like_lyrics(text)
    with pytest.raises(LyricsError):
        prepare(text)  # tags and nothing to sing
