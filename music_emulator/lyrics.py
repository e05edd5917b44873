"""Lyrics the emulated text model writes: tagged sections about the asked topic."""

import re
import zlib
from typing import Any

REFUSAL = "I'm sorry, I can't help with that."
TOPIC_MAX_CHARS = 60
_QUOTED = re.compile(r"[«\"“]([^»\"”\n]{2,})[»\"”]")
_AFTER_WORD = re.compile(
    r"\b(?:about|on the topic of|на тему|про|об|о)\s+([^.!?\n]+)", re.IGNORECASE
)
_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
_LATIN = re.compile(r"[a-z]", re.IGNORECASE)

_SONGS = {
    "en": {
        "verse": [
            "I woke up thinking of {topic}",
            "the morning light was soft and slow",
            "I carried {topic} down the road",
            "and hummed it everywhere I'd go",
        ],
        "verse2": [
            "The city sang of {topic} too",
            "in every window, every street",
            "and all the things I never knew",
            "came dancing in beneath my feet",
        ],
        "chorus": [
            "Oh, {topic}, stay with me tonight",
            "oh, {topic}, you make the dark feel bright",
            "sing it loud and sing it true",
            "{topic}, I sing for you",
        ],
        "bridge": [
            "And when the quiet comes around",
            "I'll keep {topic} safe and sound",
        ],
    },
    "ru": {
        "verse": [
            "Я проснулся с мыслью: {topic}",
            "и рассвет был тих и прост",
            "я понёс с собой {topic}",
            "по дороге через мост",
        ],
        "verse2": [
            "Город пел, и пел о том же",
            "в каждом окне свет дрожит",
            "ничего на свете строже",
            "и нежнее не звучит",
        ],
        "chorus": [
            "{topic} — это песня моя",
            "{topic} — ты со мной, и я",
            "пой со мной, пой до утра",
            "{topic}, нам петь пора",
        ],
        "bridge": [
            "Когда придёт ночная тишь",
            "{topic} ты мне подаришь",
        ],
    },
}
_STYLES = [
    "upbeat acoustic pop, warm male vocals, guitar and hand claps",
    "dreamy synth-pop, soft female vocals, airy pads",
    "folk ballad, gentle female vocals, piano and strings",
    "funky disco, energetic male vocals, bass and brass",
]


def write_song(messages: list[Any], sung_names: bool = True) -> str:
    text = last_user_text(messages)
    topic = find_topic(text)
    cyrillic = is_mostly_cyrillic(text)
    lines = _SONGS["ru" if cyrillic else "en"]
    sections = [
        ("[verse]", lines["verse"]),
        ("[chorus]", lines["chorus"]),
        ("[verse]", lines["verse2"]),
        ("[chorus]", lines["chorus"]),
        ("[bridge]", lines["bridge"]),
    ]
    body = "\n\n".join(
        "\n".join([tag, *(_capitalized(line.format(topic=topic)) for line in section)])
        for tag, section in sections
    )
    # same topic, same style: answers stay reproducible
    style = _STYLES[zlib.crc32(topic.encode()) % len(_STYLES)]
    answer = f"{body}\n\nStyle: {style}"
    if sung_names and asks_for_sung_names(messages):
        pairs = respelt_names(text, cyrillic)
        answer += "\nSung names: " + ("; ".join(f"{n} = {s}" for n, s in pairs) or "none")
    return answer


# How a singer should read some names: in Latin letters for an English song, in Cyrillic for
# the others. A Latin name not here is respelt by _RESPELLINGS when one of its letter groups
# is one a singer misreads; a Cyrillic song respells only the names here.
_SUNG_AS = {
    "siobhan": ("Shi-vawn", "Шивон"),
    "niamh": ("Neev", "Нив"),
    "saoirse": ("Sur-sha", "Сирша"),
    "aoife": ("Ee-fa", "Ифа"),
    "caoimhe": ("Kee-va", "Кива"),
    "joaquin": ("Wah-keen", "Хоакин"),
}
_RESPELLINGS = (("sio", "shi"), ("aoi", "ee"), ("ao", "ee"), ("bh", "v"), ("mh", "v"), ("dh", ""))
_NAME = re.compile(r"\b[A-ZА-ЯЁ][\w'-]+")


def asks_for_sung_names(messages: list[Any]) -> bool:
    """A gift's prompt: its system turn asks for the "Sung names:" line."""
    return any(
        isinstance(m, dict)
        and m.get("role") == "system"
        and "Sung names:" in _content_text(m.get("content"))
        for m in messages
    )


def respelt_names(text: str, cyrillic: bool) -> list[tuple[str, str]]:
    """The names in `text` a singer might get wrong, each with its respelling, in order."""
    found: dict[str, str] = {}
    for name in _NAME.findall(text):
        sung = _respelt(name, cyrillic)
        if sung and name not in found:
            found[name] = sung
    return list(found.items())


def _respelt(name: str, cyrillic: bool) -> str | None:
    if known := _SUNG_AS.get(name.lower()):
        return known[1 if cyrillic else 0]
    if cyrillic or not name.isascii():
        return None
    sung = name.lower()
    for letters, sound in _RESPELLINGS:
        sung = sung.replace(letters, sound)
    return sung.capitalize() if sung != name.lower() else None


def last_user_text(messages: list[Any]) -> str:
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            return _content_text(message.get("content"))
    return ""


def find_topic(text: str) -> str:
    """A quoted phrase, else the words after "about"/"про"/…, else the first line."""
    match = _QUOTED.search(text) or _AFTER_WORD.search(text)
    topic = match.group(1) if match else (text.strip().splitlines() or ["life"])[0]
    topic = " ".join(topic.split())[:TOPIC_MAX_CHARS].strip(" ,;:-")
    return topic or "life"


def is_mostly_cyrillic(text: str) -> bool:
    return len(_CYRILLIC.findall(text)) > len(_LATIN.findall(text))


def _capitalized(line: str) -> str:
    return line[:1].upper() + line[1:]


def _content_text(content: Any) -> str:
    # content may also come as a list of parts, as newer OpenAI clients send it
    if isinstance(content, list):
        return " ".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""
