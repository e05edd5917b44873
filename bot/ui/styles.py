"""Style presets: genres and moods as buttons, for people who don't know what to write as a style.

Each preset has a stable key (its label is the text `style-<genre|mood>-<key>` in the user's
language) and the English words the music service is sent. A genre and a mood combine as
"<genre words>, <mood words>"; choosing a genre or a mood again replaces that part. The buttons
carry `style:<part>:<key>` under /style (the chat's style) and `style:<part>:<key>:<draft id>`
under a preview (that draft's style only): StylePress."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.limits import STYLE_LIMIT
from bot.shorten import shorten
from bot.texts import plain, t
from bot.ui.buttons import CallbackData

NO_KEY = "-"  # the key of a button that names no preset (reset, open, back)
CHOSEN_MARK = "✓ "


class Part(StrEnum):
    GENRE = "genre"
    MOOD = "mood"
    RESET = "reset"  # no style at all: the service chooses
    OPEN = "open"  # a preview's "🎨 Style": its buttons become the presets
    BACK = "back"  # and back to the preview's own buttons


# The words sent to the service as its `prompt`: instruments, tempo and voice, in words
# (docs/service.md §Submitting a song).
GENRES = {
    "pop": "catchy pop, bright synths, punchy drums, clear lead vocals, big singalong chorus",
    "rock": "energetic rock, driving electric guitars, live drums, bass, powerful vocals",
    "ballad": "heartfelt ballad, piano and strings, slow tempo, emotional lead vocals",
    "hiphop": "hip-hop, boom bap drums, deep bass, rhythmic rap vocals, catchy hook",
    "folk": "acoustic folk, fingerpicked guitar, warm vocals, light percussion",
    "electronic": "electronic dance, pulsing synths, four-on-the-floor beat, atmospheric pads",
}
MOODS = {
    "upbeat": "upbeat, joyful, fast tempo",
    "calm": "calm, gentle, relaxed, soft dynamics",
    "sad": "sad, melancholic, minor key",
    "epic": "epic, cinematic, soaring, building to a huge finale",
}
WORDS = {Part.GENRE: GENRES, Part.MOOD: MOODS}
SEPARATOR = ", "


@dataclass(frozen=True)
class StylePress(CallbackData, prefix="style"):
    """What a preset button asks for, and whose style it changes (a draft's, or the chat's):
    `style:<part>:<key>[:<draft id>]`."""

    part: Part
    key: str
    draft_id: int | None = None

    def makes_sense(self) -> bool:
        """A preset of its part (NO_KEY for the others); only a preview swaps its buttons."""
        if self.key not in WORDS.get(self.part, {NO_KEY: ""}):
            return False
        return self.draft_id is not None or self.part not in (Part.OPEN, Part.BACK)


def chosen(style: str | None) -> tuple[str | None, str | None, str | None]:
    """(genre key, mood key, other words) a style is made of: a typed or suggested style is
    all "other words", and a preset mood may follow it."""
    rest, mood = style or "", None
    for key, words in MOODS.items():
        if rest == words or rest.endswith(SEPARATOR + words):
            rest, mood = rest[: -len(words)].removesuffix(SEPARATOR), key
            break
    genre = next((key for key, words in GENRES.items() if rest == words), None)
    return genre, mood, (rest or None) if genre is None else None


def is_preset(style: str | None) -> bool:
    """Whether the style is made of presets only (a genre, a mood, or both)."""
    genre, mood, other = chosen(style)
    return other is None and (genre or mood) is not None


def combine(style: str | None, press: StylePress) -> str | None:
    """The style after a press: a genre replaces everything but the mood, a mood replaces the
    mood, reset clears it all; never over the service's STYLE_LIMIT."""
    if press.part == Part.RESET:
        return None
    if press.part not in WORDS:
        return style
    genre, mood, other = chosen(style)
    if press.part == Part.GENRE:
        genre, other = press.key, None
    else:
        mood = press.key
    base = GENRES[genre] if genre else other
    mood_words = MOODS[mood] if mood else None
    combined = SEPARATOR.join(words for words in (base, mood_words) if words)
    return combined if len(combined) <= STYLE_LIMIT else mood_words


def preset_rows(
    language: str, style: str | None, draft_id: int | None = None
) -> list[list[InlineKeyboardButton]]:
    """Genres in two rows, moods in one, then "no style" (and "back" under a preview); the
    presets the style is made of are marked."""
    genre, mood, _ = chosen(style)
    marked = {(Part.GENRE, genre), (Part.MOOD, mood)}

    def button(part: Part, key: str) -> InlineKeyboardButton:
        label = plain(language, f"style-{part}-{key}")
        mark = CHOSEN_MARK if (part, key) in marked else ""
        data = StylePress(part, key, draft_id).pack()
        return InlineKeyboardButton(mark + label, callback_data=data)

    genres = [button(Part.GENRE, key) for key in GENRES]
    last = [_control(language, Part.RESET, draft_id)]
    if draft_id is not None:
        last.append(_control(language, Part.BACK, draft_id))
    return [genres[:3], genres[3:], [button(Part.MOOD, key) for key in MOODS], last]


def open_button(language: str, draft_id: int) -> InlineKeyboardButton:
    """A preview's "🎨 Style": shows the presets in place of its own buttons."""
    return _control(language, Part.OPEN, draft_id)


def _control(language: str, part: Part, draft_id: int | None) -> InlineKeyboardButton:
    return InlineKeyboardButton(
        plain(language, f"button-style-{part}"),
        callback_data=StylePress(part, NO_KEY, draft_id).pack(),
    )


def chat_keyboard(language: str, style: str | None) -> InlineKeyboardMarkup:
    """Under /style: the presets for the chat's own style."""
    return InlineKeyboardMarkup(preset_rows(language, style))


def chat_style_text(language: str, style: str | None) -> str:
    """What /style shows: the chat's style (or that there is none), and the presets below."""
    key = "style-current" if style else "style-none"
    shown = t(language, key, style=shorten(style or "", STYLE_LIMIT))
    return f"{shown}\n\n{t(language, 'style-pick')}"
