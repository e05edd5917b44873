"""SpendGate: a track starts only when its song could be brought."""

from __future__ import annotations

from pathlib import Path

from bot.accounting.gate import MARGIN_BYTES, GateHoldup, SpendGate
from bot.media.files import track_bytes
from bot.telegram import TelegramReach

MB = 1024**2


def gate_with(free: dict[str, int], reach: TelegramReach | None = None) -> SpendGate:
    folders = {Path("/data"): free["data"], Path("/db"): free["db"]}
    return SpendGate(
        reach or TelegramReach(), Path("/data"), Path("/db/bot.sqlite3"), folders.__getitem__
    )


def test_a_track_needs_its_wav_its_mp3_and_a_margin() -> None:
    needed = track_bytes(60) + MARGIN_BYTES
    # A WAV of 32-bit samples, whatever today's files carry (the service does not say).
    assert 60 * 44_100 * 2 * 4 < track_bytes(60) < 25 * MB
    assert gate_with({"data": needed, "db": 100 * MB}).holdup(60) is None
    assert gate_with({"data": needed - 1, "db": 100 * MB}).holdup(60) is GateHoldup.DISK
    assert gate_with({"data": needed - 1, "db": 100 * MB}).holdup(10) is None  # a shorter song
    assert gate_with({"data": 100 * MB, "db": MARGIN_BYTES - 1}).holdup(10) is GateHoldup.DISK


def test_once_short_it_opens_only_with_a_margin_more() -> None:
    just_enough = {"data": track_bytes(60) + MARGIN_BYTES, "db": 100 * MB}
    assert gate_with(just_enough).holdup(60, short_before=True) is GateHoldup.DISK
    room = gate_with(just_enough).room(60, again=True)
    assert room is not None and room.megabytes["needed"] > room.megabytes["free"]


def test_a_refused_token_comes_before_the_disk() -> None:
    reach = TelegramReach()
    reach.refused(reach.sending())
    assert gate_with({"data": 0, "db": 0}, reach).holdup(60) is GateHoldup.TOKEN


def test_work_made_on_demand_leaves_a_new_track_its_room() -> None:
    """A file made on demand (bot/pipeline/song_files/on_demand.py) may write only what leaves
    the room a new track of `FilesTuning.on_demand_leaves_room_sec` needs, with the margin the gate
    asks of a disk that was short (else it could hold the gate shut): one byte more is refused."""
    writing = 20 * MB
    free = writing + track_bytes(300) + 2 * MARGIN_BYTES
    assert gate_with({"data": free, "db": 100 * MB}).leaves_room(writing, 300)
    assert not gate_with({"data": free - 1, "db": 100 * MB}).leaves_room(writing, 300)
