"""The line of files made on demand (🎬 a video, 💿 a lossless file): a press takes a place in it
at once or is told the line is full; a place waits for its turn holding nothing on the disk (its
song's WAV is fetched when the turn comes), and a turn holds the room its files will take until
it ends, so that two turns never both count on the same free space. The bounds are `FilesTuning`'s
(`files_made_at_once`, `file_presses_per_chat`, `file_presses_in_line`)."""

from __future__ import annotations

import asyncio
from collections import Counter
from types import TracebackType

from bot.tuning import FilesTuning


class FileTurns:
    def __init__(self, tuning: FilesTuning) -> None:
        self._per_chat_bound = tuning.file_presses_per_chat
        self._in_line_bound = tuning.file_presses_in_line
        self._turns = asyncio.Semaphore(tuning.files_made_at_once)
        self._per_chat: Counter[int] = Counter()
        self.in_line = 0  # places taken: turns under way and places waiting
        self.under_way = 0
        self.most_under_way = 0  # the most turns ever under way at once (tests read it)
        self.reserved = 0  # bytes the turns under way may still write under DATA_DIR

    def join(self, chat_id: int) -> Turn | None:
        """A place in the line for a press in this chat, or None when the chat's share of the
        line or the whole line is full (the press is told so in words)."""
        if self.in_line >= self._in_line_bound or self._per_chat[chat_id] >= self._per_chat_bound:
            return None
        self.in_line += 1
        self._per_chat[chat_id] += 1
        return Turn(self, chat_id)

    def _left(self, chat_id: int) -> None:
        self.in_line -= 1
        self._per_chat[chat_id] -= 1
        if not self._per_chat[chat_id]:
            del self._per_chat[chat_id]


class Turn:
    """One press's place in the line. `async with place:` waits for its turn and holds it;
    `leave()` (idempotent) gives the place back, whether or not its turn came."""

    def __init__(self, turns: FileTurns, chat_id: int) -> None:
        self._turns = turns
        self._chat_id = chat_id
        self._reserved = 0
        self._in_turn = False
        self._gone = False

    async def __aenter__(self) -> Turn:
        await self._turns._turns.acquire()
        self._in_turn = True
        turns = self._turns
        turns.under_way += 1
        turns.most_under_way = max(turns.most_under_way, turns.under_way)
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._end_turn()

    def reserve(self, nbytes: int) -> None:
        """The room this turn's files may take (a WAV fetched, the file made), held until the
        turn ends."""
        self._turns.reserved += nbytes
        self._reserved += nbytes

    def _end_turn(self) -> None:
        if not self._in_turn:
            return
        self._in_turn = False
        turns = self._turns
        turns.reserved -= self._reserved
        self._reserved = 0
        turns.under_way -= 1
        turns._turns.release()

    def leave(self) -> None:
        self._end_turn()
        if not self._gone:
            self._gone = True
            self._turns._left(self._chat_id)
