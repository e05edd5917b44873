"""Knobs of the emulator; every one may be changed while it runs."""

from dataclasses import asdict, dataclass, field, fields
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

LyricsUnit = Literal["chars", "bytes"]
PostFault = int | Literal["drop", "hang", "ok"]  # "ok": answer this POST normally
TextFailure = Literal["unauthorized", "budget", "unavailable", "slow", "no_lyrics"]
# How one GET /files answers (bot/emulator/file_faults.py): "404" no file; "truncated" a WAV
# whose header promises more data than is sent; "short" a whole WAV far shorter than the job;
# "trickle" the whole file a few bytes a second; "endless" bytes past the header without end;
# "garbled" a body that says it is gzip but is not; "ok" the real file (faults can alternate
# with normal answers).
FileFault = Literal["404", "truncated", "short", "trickle", "endless", "garbled", "ok"]


@dataclass
class EmulatorSettings:
    api_key: str = "emulator-key"
    queue_sec: float = 0.5
    generation_sec: float = 2.0
    generation_sec_per_track_sec: float = 0.0
    error_rate: float = 0.0
    balance_byn: float = 1000.0
    price_byn: float = 0.5
    concurrent_limit: int = 2
    daily_limit: int = 20
    min_post_interval_sec: float = 0.0
    lyrics_limit: int = 4000
    lyrics_unit: LyricsUnit = "chars"
    prompt_limit: int = 600
    post_faults: list[PostFault] = field(default_factory=list)
    poll_faults: list[int] = field(default_factory=list)
    file_faults: list[FileFault] = field(default_factory=list)  # one used per GET /files
    seed: int = 0
    text_models: list[str] = field(default_factory=lambda: ["songwriter-1", "songwriter-mini"])
    text_failure: TextFailure | None = None
    text_slow_sec: float = 30.0


def settings_as_dict(settings: EmulatorSettings) -> dict[str, Any]:
    return asdict(settings)


def apply_settings_patch(settings: EmulatorSettings, patch: dict[str, Any]) -> None:
    """Set the given fields; all or nothing, ValueError naming the first bad one."""
    hints = get_type_hints(EmulatorSettings)
    known = {f.name for f in fields(EmulatorSettings)}
    for name, value in patch.items():
        if name not in known:
            raise ValueError(f"unknown setting {name!r}")
        if not _matches(hints[name], value):
            raise ValueError(f"bad value for {name!r}: {value!r}")
    for name, value in patch.items():
        # JSON has one number type, so a float field may arrive as an int
        setattr(settings, name, float(value) if hints[name] is float else value)


def _matches(hint: Any, value: Any) -> bool:
    origin = get_origin(hint)
    if origin is Literal:
        return value in get_args(hint)
    if origin in (Union, UnionType):
        return any(_matches(arg, value) for arg in get_args(hint))
    if origin is list:
        return isinstance(value, list) and all(_matches(get_args(hint)[0], v) for v in value)
    if hint is type(None):
        return value is None
    if isinstance(value, bool):
        return hint is bool
    if hint is float:
        return isinstance(value, int | float)
    return isinstance(value, hint)
