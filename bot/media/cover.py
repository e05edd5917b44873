"""A song's cover: its title on a look derived from its style, as a JPEG that Telegram takes as
an audio's thumbnail (at most 320×320, under 200 kB) and that goes into the MP3's ID3 tag.

Deterministic: the same title and style give the same bytes (with the same Pillow), so a
restart that draws it again sends the same cover. The look (palette, gradient, pattern) comes
from a hash of the style's words; genre words (rock, pop, ballad, folk, electronic, hip-hop ...,
in English, Russian and Ukrainian) choose the palette.

Pillow is imported here, inside the drawing, never at start: the bot's memory at rest does not
grow (bench/rest.py). Drawing takes a few milliseconds of CPU: callers run it in a thread.
"""

from __future__ import annotations

import hashlib
import io
import random
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import Image
    from PIL.ImageFont import FreeTypeFont

THUMBNAIL_PX = 320  # Telegram's limit for a thumbnail's width and height
SIZE_LIMIT_BYTES = 200_000  # Telegram: "less than 200 kB"
JPEG_QUALITIES = (90, 80, 70, 55, 40)  # tried in turn until the file is small enough
TITLE_LINES = 4
STYLE_CHARS = 40
NO_TITLE = "♪"
LOOKS_KEPT = 8  # gradients with their pattern kept drawn, 0.4 MB each at 320 px
# Latin, Cyrillic (ru, uk), punctuation and ♪: a subset of DejaVu Sans Bold, shipped with the
# bot so that every machine and container draws the same cover, fonts installed or not.
FONT = Path(__file__).parent / "fonts" / "DejaVuSans-Bold-subset.ttf"
# Fuller fonts for titles in other scripts (Greek, CJK ...) where the system has them.
SYSTEM_FONTS = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
)

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    top: RGB
    bottom: RGB
    accent: RGB


PALETTES: dict[str, Palette] = {
    "rock": Palette((24, 24, 28), (128, 16, 24), (236, 84, 36)),
    "pop": Palette((250, 92, 160), (88, 70, 220), (255, 220, 90)),
    "ballad": Palette((18, 24, 72), (110, 60, 140), (240, 190, 210)),
    "folk": Palette((64, 88, 48), (176, 128, 60), (240, 220, 160)),
    "electronic": Palette((10, 10, 40), (0, 150, 170), (230, 40, 250)),
    "hiphop": Palette((20, 20, 20), (90, 70, 20), (250, 200, 40)),
    "jazz": Palette((40, 24, 16), (30, 60, 90), (220, 160, 80)),
    "classical": Palette((236, 228, 210), (120, 100, 80), (170, 40, 40)),
    "calm": Palette((150, 200, 220), (40, 90, 130), (250, 250, 235)),
    "dark": Palette((6, 6, 12), (50, 40, 80), (140, 140, 170)),
}
# Stems of genre and mood words in en, ru, uk: a style word that starts with one picks the palette.
GENRE_STEMS: dict[str, tuple[str, ...]] = {
    "rock": ("rock", "metal", "punk", "grunge", "рок", "метал", "панк"),
    "pop": ("pop", "dance", "disco", "поп", "танц", "диско"),
    "ballad": ("ballad", "love", "romant", "soul", "балад", "баллад", "роман"),
    "folk": ("folk", "acoustic", "country", "фолк", "акуст", "народ"),
    "electronic": ("electr", "edm", "synth", "techno", "house", "trance", "электр", "електр"),
    "hiphop": ("hip-hop", "hiphop", "rap", "trap", "хип-хоп", "хіп-хоп", "рэп", "реп"),
    "jazz": ("jazz", "blues", "swing", "джаз", "блюз"),
    "classical": ("classic", "orchestr", "piano", "класси", "класи", "оркест"),
    "calm": ("calm", "ambient", "chill", "lofi", "lo-fi", "спокой", "спокій"),
    "dark": ("sad", "dark", "gloom", "melanchol", "груст", "сумн", "мрачн", "темн"),
}
PATTERNS = ("circles", "bands", "rings")


@dataclass(frozen=True)
class Look:
    palette: Palette
    pattern: str
    angle: int  # of the gradient, degrees
    seed: int  # for the pattern's shapes


def style_words(style: str | None) -> list[str]:
    return re.findall(r"[\w-]+", (style or "").lower())


def genre_of(words: list[str]) -> str | None:
    """The palette named by the first genre or mood word of the style, if any."""
    for word in words:
        for genre, stems in GENRE_STEMS.items():
            if word.startswith(stems):
                return genre
    return None


def look_of(style: str | None) -> Look:
    """The look a style gives: the same words, the same look; the palette from a genre word
    when there is one, else from the hash."""
    words = style_words(style)
    digest = hashlib.sha256(" ".join(words).encode()).digest()
    chooser = random.Random(int.from_bytes(digest[:8], "big"))
    genre = genre_of(words)
    palette = PALETTES[genre] if genre else chooser.choice(list(PALETTES.values()))
    return Look(
        palette=palette,
        pattern=chooser.choice(PATTERNS),
        angle=chooser.randrange(0, 360, 15),
        seed=int.from_bytes(digest[8:16], "big"),
    )


def draw_cover(title: str | None, style: str | None, size: int = THUMBNAIL_PX) -> bytes:
    """The cover as JPEG bytes, size × size (Telegram's thumbnail rules for size ≤ 320)."""
    look = look_of(style)
    image = layers_of(look, size).copy()
    _draw_title(image, title, size)
    _draw_style(image, style, look, size)
    return _jpeg(image.convert("RGB"))


@lru_cache(maxsize=LOOKS_KEPT)
def layers_of(look: Look, size: int) -> Image.Image:
    """The gradient and the pattern, drawn once per look: songs of one style (a preset, a
    burst) share them, and they were almost half of a cover's time. Callers draw on a copy."""
    from PIL import Image  # here, not at start: see the module's docstring

    return Image.alpha_composite(_background(look, size), _pattern(look, size))


def _background(look: Look, size: int) -> Image.Image:
    """A two-colour linear gradient at the look's angle."""
    from PIL import Image

    big = int(size * 1.5)  # rotated and cropped back, so no corner is left uncovered
    mask = Image.linear_gradient("L").resize((big, big)).rotate(look.angle)
    top = Image.new("RGBA", (big, big), look.palette.top)
    bottom = Image.new("RGBA", (big, big), look.palette.bottom)
    gradient = Image.composite(bottom, top, mask)
    margin = (big - size) // 2
    return gradient.crop((margin, margin, margin + size, margin + size))


def _pattern(look: Look, size: int) -> Image.Image:
    from PIL import Image, ImageDraw

    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    shapes = random.Random(look.seed)
    accent = look.palette.accent
    if look.pattern == "circles":
        for _ in range(9):
            x, y = shapes.randrange(size), shapes.randrange(size)
            r = shapes.randrange(12, size // 3)
            draw.ellipse((x - r, y - r, x + r, y + r), fill=(*accent, shapes.randrange(30, 90)))
    elif look.pattern == "bands":
        for _ in range(6):
            x, width = shapes.randrange(-size, size), shapes.randrange(8, size // 5)
            band = [(x, size), (x + width, size), (x + width + size, 0), (x + size, 0)]
            draw.polygon(band, fill=(*accent, shapes.randrange(30, 80)))
    else:
        cx, cy = shapes.randrange(size), shapes.randrange(size)
        for r in range(size // 10, size * 3 // 2, shapes.randrange(14, 30)):
            box = (cx - r, cy - r, cx + r, cy + r)
            draw.ellipse(box, outline=(*accent, 70), width=max(2, size // 80))
    return layer


def _draw_title(image: Image.Image, title: str | None, size: int) -> None:
    from PIL import ImageDraw

    text = " ".join((title or "").split())
    path = font_for(text)
    text = "".join(ch for ch in text if covers(path, ch)).strip() or NO_TITLE
    font, lines = _fit(text, path, width=size * 84 // 100, height=size * 58 // 100)
    draw = ImageDraw.Draw(image)
    spacing = font.size // 5
    block = "\n".join(lines)
    left, top, right, bottom = draw.multiline_textbbox(
        (0, 0), block, font=font, spacing=spacing, align="center"
    )
    x = (size - (right - left)) / 2 - left
    y = (size * 0.88 - (bottom - top)) / 2 - top  # a little above the middle: style goes below
    draw.multiline_text(
        (x, y),
        block,
        font=font,
        fill=(255, 255, 255),
        spacing=spacing,
        align="center",
        stroke_width=max(1, font.size // 14),
        stroke_fill=(0, 0, 0),
    )


def _draw_style(image: Image.Image, style: str | None, look: Look, size: int) -> None:
    from PIL import ImageDraw

    words = " ".join((style or "").split())
    words = "".join(ch for ch in words if covers(FONT, ch))
    if len(words) > STYLE_CHARS:
        words = words[: STYLE_CHARS - 1].rstrip() + "…"
    label = f"♪ {words}" if words else "♪"
    font = _font(FONT, max(10, size // 22))
    draw = ImageDraw.Draw(image)
    width = draw.textlength(label, font=font)
    y = size - size // 10 - font.size
    draw.rounded_rectangle(
        ((size - width) / 2 - 8, y - 4, (size + width) / 2 + 8, y + font.size + 6),
        radius=font.size // 2,
        fill=(0, 0, 0),
    )
    draw.text(((size - width) / 2, y), label, font=font, fill=look.palette.accent)


def _fit(text: str, path: Path, width: int, height: int) -> tuple[FreeTypeFont, list[str]]:
    """The largest font size whose wrapped lines fit the box (a binary search: fewer fonts
    loaded); at the smallest size the text is cut after TITLE_LINES lines."""
    low, high = max(10, height // 9), height // 3
    best = _font(path, low), wrap(text, _font(path, low), width)
    while low <= high:
        points = (low + high) // 2
        font = _font(path, points)
        lines = wrap(text, font, width)
        if len(lines) <= TITLE_LINES and len(lines) * points * 6 // 5 <= height:
            best, low = (font, lines), points + 1
        else:
            high = points - 1
    font, lines = best
    if len(lines) > TITLE_LINES:
        lines = lines[:TITLE_LINES]
        lines[-1] = _with_ellipsis(lines[-1], font, width)
    return font, lines


def wrap(text: str, font: FreeTypeFont, width: int) -> list[str]:
    """Greedy word wrap by drawn width; a word wider than a line is broken by characters."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if font.getlength(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = ""
        for ch in word:
            if font.getlength(line + ch) > width and line:
                lines.append(line)
                line = ""
            line += ch
    if line:
        lines.append(line)
    return lines


def _with_ellipsis(line: str, font: FreeTypeFont, width: int) -> str:
    while line and font.getlength(line + "…") > width:
        line = line[:-1]
    return line.rstrip() + "…"


def _jpeg(image: Image.Image) -> bytes:
    data = b""
    for quality in JPEG_QUALITIES:
        buffer = io.BytesIO()
        image.save(buffer, "JPEG", quality=quality, optimize=True)
        data = buffer.getvalue()
        if len(data) < SIZE_LIMIT_BYTES:
            break
    return data


@lru_cache(maxsize=32)
def _font(path: Path, points: int) -> FreeTypeFont:
    from PIL import ImageFont

    return ImageFont.truetype(str(path), points)


def font_for(text: str) -> Path:
    """The shipped font if it has every character of `text`, else the first system font that
    has them all, else the shipped font (characters it lacks are left out)."""
    for path in (FONT, *(p for p in SYSTEM_FONTS if p.is_file())):
        if all(covers(path, ch) for ch in text):
            return path
    return FONT


@lru_cache(maxsize=4096)
def covers(path: Path, ch: str) -> bool:
    """Whether the font draws `ch` as itself: a character it lacks is drawn as the font's
    'missing' box, exactly like a code point that no font has."""
    if ch.isspace():
        return True
    font = _font(path, 24)
    return _ink(font, ch) != _ink(font, "\U0010fffd")


def _ink(font: FreeTypeFont, text: str) -> tuple[object, ...]:
    mask = font.getmask(text)
    return mask.size, mask.getbbox(), tuple(mask.histogram())
