"""The gate before every POST: a track is spent only when its song can be brought. It is shut
while Telegram refuses the bot's token or has failed for a while (nothing could be sent), and
while the disk lacks the room to keep the track about to start (its WAV, its MP3 and a margin,
under DATA_DIR, and a margin for the database). It opens by itself: the next tick that finds
Telegram answering and the room free lets the line go on.

A full disk also shows itself as an error in a write: `disk_full` (bot/store/db.py) tells such
an error apart, so that a delivery waits for room instead of counting it against the song."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from bot.media.files import free_bytes, track_bytes
from bot.telegram import Reach, TelegramReach

# Room kept free beyond the track's own files: the cover, the database's growth, the journal.
MARGIN_BYTES = 8 * 1024**2


class GateHoldup(StrEnum):
    """Why the gate is shut; the words people and admins read are keyed by these."""

    TOKEN = "token"  # Telegram refuses the bot's token
    TELEGRAM = "telegram"  # Telegram has failed every call for a while
    DISK = "disk"  # no room on the disk for the next track


@dataclass(frozen=True)
class Room:
    """Free space against what the next track needs, in bytes."""

    free: int
    needed: int

    @property
    def megabytes(self) -> dict[str, int]:
        return {"free": self.free // 1024**2, "needed": -(-self.needed // 1024**2)}


class SpendGate:
    def __init__(
        self,
        reach: TelegramReach,
        data_dir: Path,
        database_path: Path,
        free: Callable[[Path], int] = free_bytes,
    ) -> None:
        self._reach = reach
        self._data_dir = data_dir
        self._database_dir = database_path.parent
        self._free = free

    def holdup(self, duration_sec: float, short_before: bool = False) -> GateHoldup | None:
        """Why a track of this length may not start now, if anything keeps it;
        `short_before`: the disk was the holdup at the last look (see `room`)."""
        reach = self._reach.state
        if reach is Reach.TOKEN:
            return GateHoldup.TOKEN
        if reach is Reach.DOWN:
            return GateHoldup.TELEGRAM
        if self.room(duration_sec, again=short_before) is not None:
            return GateHoldup.DISK
        return None

    def room(self, duration_sec: float, again: bool = False, taken: int = 0) -> Room | None:
        """The shortfall when the disk cannot keep a track of this length; None if it can.
        `again`: it was short at the last look, and asks a margin more before it opens, so
        that free space at the edge does not shut and open the gate (and alert) in turn.
        `taken`: bytes about to be written under DATA_DIR by other work, counted as gone."""
        margin = MARGIN_BYTES * (2 if again else 1)
        needed = track_bytes(duration_sec) + margin
        data = self._free(self._data_dir) - taken
        if data < needed:
            return Room(data, needed)
        database = self._free(self._database_dir)
        if database < margin:
            return Room(database, margin)
        return None

    def leaves_room(self, writing: int, duration_sec: float) -> bool:
        """Whether work that is no song (a file made on demand) may write `writing` bytes more
        under DATA_DIR and still leave the room a new track of this length needs: such work
        never shuts the gate before a paid song. It leaves the larger margin the gate asks of a
        disk that was short (`room`'s `again`), so that it cannot leave the disk between the
        two and hold the gate shut."""
        return self.room(duration_sec, again=True, taken=writing) is None
