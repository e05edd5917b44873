"""A song as a video for sharing: an MP4 (H.264 and AAC, 720×1280, 10 frames a second) with the
song's cover, its title, its lyrics section by section and a progress line.

The lyrics are not timed to the singing: the service does not say when each line is sung. The
song's length is spread over its sections by their length (characters of their lines), so a
long verse stays longer on screen than a short chorus; that is all the video claims.

`render_video` runs in a worker process (bot/media/video_worker.py): every frame is Python and
numpy work that holds the GIL. It is kept cheap: each section's screen is drawn once (cover,
title, words) and converted to YUV once, when it comes on screen; a frame only copies the part
of the progress line that has filled since the last one. PyAV and Pillow are imported inside
the worker, never at start (bench/rest.py).
"""

from __future__ import annotations

import io
import math
import re
import resource
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bot.lyrics import is_section_tag
from bot.media.cover import FONT, draw_cover, font_for, look_of, wrap

if TYPE_CHECKING:
    from collections.abc import Iterator

    import numpy as np
    from av.audio.frame import AudioFrame
    from av.container import InputContainer
    from PIL import Image, ImageDraw
    from PIL.ImageFont import FreeTypeFont

WIDTH, HEIGHT = 720, 1280
FPS = 10
# x264 at its fastest presets: a frame is a still picture with a line that grows, which any
# preset compresses well; `stillimage` keeps the words sharp. Measured in bench/video.py.
PRESET = "veryfast"
CRF = 27
KEYFRAME_EVERY = 5 * FPS  # a viewer may seek; a keyframe costs little on a still picture
AUDIO_BITRATE = 128_000
AUDIO_LEAD_SEC = 0.5  # audio is written this far ahead of the picture: the file interleaves
COVER_PX = 560
COVER_TOP = 96
TITLE_BOX = (60, 690, 660, 810)  # left, top, right, bottom
WORDS_BOX = (50, 840, 670, 1170)
BAR_BOX = (60, 1200, 660, 1212)
WORDS_MAX_PT, WORDS_MIN_PT = 40, 20


@dataclass(frozen=True)
class Section:
    """One section of the lyrics: its tag's word (verse, chorus ...; "" before any tag) and
    its lines, blank lines left out."""

    tag: str
    lines: tuple[str, ...]

    @property
    def length(self) -> int:
        """How much there is to sing: its characters, spaces within lines included."""
        return sum(len(line) for line in self.lines)


@dataclass(frozen=True)
class Shown:
    """A section on screen from `start` to `end` seconds into the song."""

    start: float
    end: float
    section: Section


def sections_of(lyrics: str) -> list[Section]:
    """The lyrics' sections in order; a section without words is left out."""
    sections: list[Section] = []
    tag = ""
    lines: list[str] = []
    for raw in lyrics.splitlines():
        line = raw.strip()
        if is_section_tag(line):
            if lines:
                sections.append(Section(tag, tuple(lines)))
            tag, lines = _tag_word(line), []
        elif line:
            lines.append(line)
    if lines:
        sections.append(Section(tag, tuple(lines)))
    return sections


def _tag_word(line: str) -> str:
    match = re.search(r"\w+", line)
    return match.group(0).lower() if match else ""


def spread(sections: list[Section], duration: float) -> list[Shown]:
    """The song's `duration` shared by its sections in proportion to their length, in order,
    end to end: the first starts at 0, the last ends at `duration`."""
    if not sections or duration <= 0:
        return []
    total = sum(max(1, section.length) for section in sections)
    shown, start, sung = [], 0.0, 0
    for index, section in enumerate(sections):
        sung += max(1, section.length)
        end = duration if index == len(sections) - 1 else duration * sung / total
        shown.append(Shown(start, end, section))
        start = end
    return shown


def at(shown: list[Shown], second: float) -> int | None:
    """The index of the section on screen at `second`, None when there are none."""
    if not shown:
        return None
    for index, part in enumerate(shown):
        if second < part.end:
            return index
    return len(shown) - 1


@dataclass(frozen=True)
class VideoJob:
    """What the worker is given: plain values, so that it pickles."""

    wav: str
    out: str
    title: str
    style: str | None
    lyrics: str
    duration_sec: float
    max_bytes: int
    preset: str = PRESET  # the bot's own; bench/video.py compares others
    crf: int = CRF


@dataclass(frozen=True)
class VideoMade:
    path: str
    duration_sec: float
    width: int
    height: int
    size_bytes: int
    frames: int
    seconds: float  # CPU seconds the worker spent
    peak_rss_mb: float  # the worker's peak resident memory so far


def render_video(job: VideoJob) -> VideoMade:
    """Write the video of `job` to `job.out`. Blocking, CPU-bound: run it in the worker."""
    import av

    started = time.process_time()
    duration = max(job.duration_sec, 1.0 / FPS)
    frames = max(1, math.ceil(duration * FPS))
    shown = spread(sections_of(job.lyrics), duration)
    screens = _Screens(job.title, job.style, shown)
    with av.open(job.wav) as source, av.open(job.out, "w", format="mp4", options=_MP4) as out:
        video = out.add_stream("libx264", rate=FPS, options=_x264(job, duration))
        video.width, video.height, video.pix_fmt = WIDTH, HEIGHT, "yuv420p"
        video.codec_context.thread_count = 1  # the worker keeps to one core
        audio = out.add_stream("aac", rate=44_100)
        audio.layout, audio.bit_rate = "stereo", AUDIO_BITRATE
        sound = _audio_frames(source)
        written_to = 0.0
        for index in range(frames):
            second = index / FPS
            while written_to < second + AUDIO_LEAD_SEC:
                frame = next(sound, None)
                if frame is None:
                    written_to = math.inf
                    break
                written_to += frame.samples / frame.rate
                out.mux(audio.encode(frame))
            picture = av.VideoFrame.from_ndarray(screens.frame(second, duration), "yuv420p")
            picture.pts = index
            out.mux(video.encode(picture))
        for frame in sound:
            out.mux(audio.encode(frame))
        out.mux(audio.encode(None))
        out.mux(video.encode(None))
    size = Path(job.out).stat().st_size
    spent = time.process_time() - started
    return VideoMade(job.out, frames / FPS, WIDTH, HEIGHT, size, frames, spent, _peak_rss_mb())


def _peak_rss_mb() -> float:
    """This process's own peak resident memory. VmHWM, not getrusage: a spawned process's
    ru_maxrss starts at its parent's size at the fork before the exec, and would report the
    bot's memory as the worker's."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    found = re.search(r"^VmHWM:\s+(\d+) kB", status, re.MULTILINE)
    return int(found.group(1)) / 1024 if found else 0.0


_MP4 = {"movflags": "+faststart"}  # the index first: Telegram plays it while it loads


def _x264(job: VideoJob, duration: float) -> dict[str, str]:
    """x264's options; the bit rate is capped so that the file fits `max_bytes` (a still
    picture never comes near it, but a 300 s song and a small limit could)."""
    budget = int(job.max_bytes * 8 * 0.9 / duration) - AUDIO_BITRATE
    cap = max(200_000, min(budget, 4_000_000))
    return {
        "preset": job.preset,
        "tune": "stillimage,zerolatency",  # no frames held back: less memory
        "crf": str(job.crf),
        "g": str(KEYFRAME_EVERY),
        "maxrate": str(cap),
        "bufsize": str(cap * 2),
    }


def _audio_frames(source: InputContainer) -> Iterator[AudioFrame]:
    """The WAV's frames as they decode: never the whole song in memory (the encoder cuts
    them to AAC's frame size itself)."""
    stream = source.streams.audio[0]
    yield from source.decode(stream)


class _Screens:
    """What a frame shows. The background (gradient, cover, title, the empty progress line) is
    drawn once; a section's words are drawn on a copy of it, converted to YUV once, when the
    section comes on screen (one section's picture in memory at a time, however many the song
    has); `frame` then only copies the part of the line that has filled since the last frame,
    from one picture of the whole line full (the line's rows are the same on every screen)."""

    def __init__(self, title: str, style: str | None, shown: list[Shown]) -> None:
        self._shown = shown
        self._look = look_of(style)
        self._background = self._draw_background(title, style)
        self._full_line = _yuv(self._with_line(self._background.copy(), full=True))
        self._buffer: np.ndarray | None = None
        self._current: int | None = None  # the section in the buffer; -1: none
        self._filled = BAR_BOX[0]  # the line is filled in the buffer up to this column

    def frame(self, second: float, duration: float) -> np.ndarray:
        index = at(self._shown, second)
        current = -1 if index is None else index
        if self._buffer is None or current != self._current:
            section = None if index is None else self._shown[index].section
            self._buffer = _yuv(self._with_words(section))
            self._current, self._filled = current, BAR_BOX[0]
        left, _, right, _ = BAR_BOX
        reach = left + round((right - left) * min(1.0, second / duration))
        reach -= reach % 2  # the colour planes are half as wide
        if reach > self._filled:
            _copy_columns(self._buffer, self._full_line, self._filled, reach)
            self._filled = reach
        return self._buffer

    def _draw_background(self, title: str, style: str | None) -> Image.Image:
        from PIL import Image, ImageDraw

        palette = self._look.palette
        top, bottom = _darker(palette.top), _darker(palette.bottom)
        image = Image.linear_gradient("L").resize((WIDTH, HEIGHT))
        image = Image.composite(
            Image.new("RGB", (WIDTH, HEIGHT), bottom), Image.new("RGB", (WIDTH, HEIGHT), top), image
        )
        cover = Image.open(io.BytesIO(draw_cover(title, style, COVER_PX))).convert("RGB")
        image.paste(cover, ((WIDTH - COVER_PX) // 2, COVER_TOP))
        draw = ImageDraw.Draw(image)
        _centred(draw, " ".join(title.split()) or "♪", TITLE_BOX, 44, 26, (255, 255, 255), 2)
        return self._with_line(image, full=False)

    def _with_line(self, image: Image.Image, full: bool) -> Image.Image:
        from PIL import ImageDraw

        colour = self._look.palette.accent if full else (90, 90, 96)
        radius = (BAR_BOX[3] - BAR_BOX[1]) // 2
        ImageDraw.Draw(image).rounded_rectangle(BAR_BOX, radius=radius, fill=colour)
        return image

    def _with_words(self, section: Section | None) -> Image.Image:
        from PIL import ImageDraw

        image = self._background.copy()
        if section is not None:
            words = "\n".join(section.lines)
            draw = ImageDraw.Draw(image)
            _centred(draw, words, WORDS_BOX, WORDS_MAX_PT, WORDS_MIN_PT, (240, 240, 240), 99)
        return image


def _darker(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Half as bright: white words stay readable on any palette."""
    return (colour[0] // 2, colour[1] // 2, colour[2] // 2)


def _centred(
    draw: ImageDraw.ImageDraw,
    text: str,
    box: tuple[int, int, int, int],
    largest: int,
    smallest: int,
    colour: tuple[int, int, int],
    max_lines: int,
) -> None:
    """`text` (its own lines kept) wrapped and centred in `box`, at the largest size from
    `largest` down to `smallest` that fits; at the smallest, lines that do not fit are left
    out, the last kept one ending in "…"."""
    left, top, right, bottom = box
    path = font_for(text)
    font, lines = _fit(text, path, right - left, bottom - top, largest, smallest, max_lines)
    step = font.size * 5 // 4
    y = top + (bottom - top - step * len(lines)) // 2
    for line in lines:
        width = draw.textlength(line, font=font)
        draw.text(
            ((left + right - width) / 2, y),
            line,
            font=font,
            fill=colour,
            stroke_width=max(1, font.size // 16),
            stroke_fill=(0, 0, 0),
        )
        y += step


def _fit(
    text: str, path: Path, width: int, height: int, largest: int, smallest: int, max_lines: int
) -> tuple[FreeTypeFont, list[str]]:
    points = largest
    while True:
        font = _font(path, points)
        lines = [piece for line in text.splitlines() for piece in wrap(line, font, width)]
        fits = len(lines) * points * 5 // 4 <= height and len(lines) <= max_lines
        if fits or points <= smallest:
            break
        points -= 2
    room = max(1, min(max_lines, height // (points * 5 // 4)))
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = lines[-1].rstrip(" ,.;:") + "…"
    return font, lines


def _font(path: Path, points: int) -> FreeTypeFont:
    from PIL import ImageFont

    return ImageFont.truetype(str(path if path.is_file() else FONT), points)


def _yuv(image: Image.Image) -> np.ndarray:
    """The picture as one yuv420p array (height × 1.5 rows: Y, then U, then V)."""
    import av

    return av.VideoFrame.from_image(image).reformat(format="yuv420p").to_ndarray()


def _copy_columns(target: np.ndarray, source: np.ndarray, start: int, stop: int) -> None:
    """Columns [start, stop) of the progress line's rows, from `source` into `target`, in all
    three planes (Y full size; U and V at half width and height, each stored as HEIGHT/4 rows
    of WIDTH)."""
    _, top, _, bottom = BAR_BOX
    target[top:bottom, start:stop] = source[top:bottom, start:stop]
    half_w = WIDTH // 2
    for plane in (HEIGHT, HEIGHT + HEIGHT // 4):
        chroma_t = target[plane : plane + HEIGHT // 4].reshape(HEIGHT // 2, half_w)
        chroma_s = source[plane : plane + HEIGHT // 4].reshape(HEIGHT // 2, half_w)
        rows = slice(top // 2, (bottom + 1) // 2)
        chroma_t[rows, start // 2 : stop // 2] = chroma_s[rows, start // 2 : stop // 2]
