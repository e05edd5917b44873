"""Checks on the body of POST /generate (the service's 422 cases)."""

import math
from typing import Any

from music_emulator.errors import Refused
from music_emulator.jobs import JobRequest
from music_emulator.settings import EmulatorSettings, LyricsUnit

DEFAULT_DURATION_SEC = 60.0
DURATION_RANGE = (10.0, 300.0)


def parse_generate_body(body: dict[str, Any] | None, settings: EmulatorSettings) -> JobRequest:
    if body is None:
        raise Refused(422, "body must be a JSON object")
    return JobRequest(
        lyrics=_lyrics(body.get("lyrics"), settings),
        prompt=_prompt(body.get("prompt"), settings.prompt_limit),
        duration_sec=_duration(body.get("duration_sec")),
    )


def text_length(text: str, unit: LyricsUnit) -> int:
    return len(text.encode()) if unit == "bytes" else len(text)


def _lyrics(value: Any, settings: EmulatorSettings) -> str:
    if not isinstance(value, str):
        raise Refused(422, "lyrics missing")
    if not value.strip():
        raise Refused(422, "lyrics empty")
    if text_length(value, settings.lyrics_unit) > settings.lyrics_limit:
        raise Refused(422, f"lyrics longer than {settings.lyrics_limit} {settings.lyrics_unit}")
    return value


def _prompt(value: Any, limit: int) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise Refused(422, "prompt must be a string")
    if len(value) > limit:
        raise Refused(422, f"prompt longer than {limit} chars")
    return value


def _duration(value: Any) -> float:
    if value is None:
        return DEFAULT_DURATION_SEC
    low, high = DURATION_RANGE
    # bool is an int in Python but not a number in JSON
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Refused(422, "duration_sec must be a number")
    if not math.isfinite(value) or not low <= value <= high:
        raise Refused(422, f"duration_sec outside {low:g} to {high:g}")
    return float(value)
