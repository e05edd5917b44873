"""Knobs of the emulator; every one may be changed while it runs (also over PATCH
/_emulator/settings).

Faults are used up one per request, in order. `post_faults`, one per POST /generate:
- an int: a gateway answers that status alone; the service never sees the request, so no job
  is made (e.g. 503, or 500/502/504 from a gateway that could not reach the service).
- "ok": answer this POST normally (so faults can alternate with normal answers).
- "drop", "hang": the service handles the POST (a job if it accepts, or its refusal), then the
  connection is closed with no answer, or never answered.
- "taken-*": the service takes the job as usual (made, counted against its limits, charged
  when it completes), but the answer that comes back is spoiled: "taken-500", "taken-502",
  "taken-504" answer that status; "taken-empty" is a 202 with an empty body; "taken-cut" a 202
  whose JSON stops half-way through the job id; "taken-no-id" a 202 `{"status": "queued"}`;
  "taken-garbled" a 202 that claims gzip but is not; "taken-drop" closes the connection with
  no answer. If the service refuses the POST instead (402, 422, 429), the refusal goes out
  untouched and the fault is used up all the same.
`poll_faults`, one per GET /jobs/{id}: an int is answered as that status (404 included)
whether or not the job exists; "garbled" is the job's view in a body that claims gzip but is not.
The record of each POST (`EmulatorState.posts()`) names the fault it met and the job it made.
"""

from dataclasses import asdict, dataclass, field, fields
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

LyricsUnit = Literal["chars", "bytes"]
LosingFault = Literal["drop", "hang"]
TakenFault = Literal[
    "taken-500",
    "taken-502",
    "taken-504",
    "taken-empty",
    "taken-cut",
    "taken-no-id",
    "taken-garbled",
    "taken-drop",
]
PostFault = int | Literal["ok"] | LosingFault | TakenFault
TAKEN_FAULTS: tuple[str, ...] = get_args(TakenFault)
PollFault = int | Literal["garbled"]
# "cut_stream": a streamed answer breaks off half-way, the connection closed without its end.
TextFailure = Literal["unauthorized", "budget", "unavailable", "slow", "no_lyrics", "cut_stream"]
# How a streamed answer ends (music_emulator/text_routes.py): "done" its finish reason, then
# `data: [DONE]`, then the end; "open" its finish reason, then neither [DONE] nor the end, a
# keep-alive comment now and then for as long as the client stays; "endless" never: after the
# text it writes one more word every `text_stream_gap_sec` (10 ms at least) for as long as the
# client reads, a runaway generation.
TextStreamEnd = Literal["done", "open", "endless"]
# How one GET /files answers (music_emulator/file_faults.py): "404" no file; "truncated" a WAV
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
    poll_faults: list[PollFault] = field(default_factory=list)
    file_faults: list[FileFault] = field(default_factory=list)  # one used per GET /files
    seed: int = 0
    text_models: list[str] = field(default_factory=lambda: ["songwriter-1", "songwriter-mini"])
    text_failure: TextFailure | None = None
    text_slow_sec: float = 30.0
    # An answer asked with `stream: true` comes as server-sent events, one line of the lyrics
    # an event, this far apart; a server that does not stream answers it whole (False).
    text_streams: bool = True
    text_stream_gap_sec: float = 0.0
    text_stream_end: TextStreamEnd = "done"
    # Above 0: a whole answer of the text interface, and each of its errors, is a body of this
    # many bytes, its JSON padded with spaces (a huge answer, a huge error page).
    text_body_bytes: int = 0
    # A gift's prompt (its system turn asks for "Sung names:") is answered with that line, the
    # unusual names respelt; False answers as a model that leaves it out.
    text_sung_names: bool = True


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
