"""Files made on demand: 🎬 and 💿 pressed under every delivered song in the people's chats at
once, on the model's small disk (full or not). The line is bounded, no more files are made at
once than `FilesTuning.files_made_at_once`, a file made leaves the room a new song needs, and every
press is answered once: a file, or words."""

from __future__ import annotations

from collections import Counter

from hypothesis import strategies as st
from hypothesis.stateful import rule

from bot.texts import plain
from bot.ui import LosslessPress, VideoPress
from botapi_standin.models import BotCall
from tests.model.lifecycle.world import (
    DEFAULT_SEC,
    SEEN,
    USERS,
    World,
    _chat_of,
)

KINDS = st.sampled_from(("video", "lossless", "both"))


class FileRules(World):
    @rule(data=st.data(), kinds=KINDS)
    def files_are_pressed_under_every_song(self, data: st.DataObject, kinds: str) -> None:
        """🎬 and / or 💿 pressed under every delivered song in the people's chats in one go,
        on the model's small disk (full or not): the line is bounded, no more files are made
        at once than `FilesTuning.files_made_at_once` (each holding one WAV), a file made leaves the
        room a new song needs, and every press is answered once: a file, or words."""
        found = self._file_buttons(kinds)
        if not found:
            return
        room_before = self.services.gate.room(DEFAULT_SEC) is None
        calls = len(self.stand.calls)
        for chat, message_id, callback in found:
            self.stand.user_presses(chat, message_id, callback)
        self.run(self._settle())
        SEEN["file presses at once"] += len(found)
        turns = self.services.files.turns
        assert turns.most_under_way <= self.tuning.files.files_made_at_once, turns.most_under_way
        assert (turns.in_line, turns.under_way, turns.reserved) == (0, 0, 0), "a place kept"
        if room_before:
            assert self.services.gate.room(DEFAULT_SEC) is None, "files shut the gate"
        self._every_file_press_answered_once(found, self.stand.calls[calls:])

    @rule(kinds=KINDS)
    def the_bot_stops_with_presses_in_the_line(self, kinds: str) -> None:
        """As above, and the bot stops as soon as every press is answered ("preparing…"),
        files under way and presses waiting in the line: after its start each press is still
        followed by one send, the file or why it did not come."""
        found = self._file_buttons(kinds)
        if not found:
            return
        calls = len(self.stand.calls)
        for chat, message_id, callback in found:
            self.stand.user_presses(chat, message_id, callback)
        self.run(self._until_calls(calls, lambda made: _answered(made) >= len(found)))
        self.run(self.stack.aclose())
        self.app = None
        self.run(self._start_bot())
        SEEN["file presses at a stop"] += len(found)
        self._every_file_press_answered_once(found, self.stand.calls[calls:])

    def _file_buttons(self, kinds: str) -> list[tuple[int, int, str]]:
        """(chat, message, callback) of every 🎬 and / or 💿 under a song in a chat that has
        the bot; none while Telegram fails or the bot is stopped."""
        if not self._telegram_answers() or self.app is None:
            return []
        wanted = {"video": (VideoPress,), "lossless": (LosslessPress,)}
        press_kinds = wanted.get(kinds, (VideoPress, LosslessPress))
        return sorted(
            {
                (chat, message_id, callback)
                for chat in USERS
                if chat not in self.gone
                for kind in press_kinds
                for message_id, _, callback in self._buttons(chat, kind)
            }
        )

    def _every_file_press_answered_once(
        self, found: list[tuple[int, int, str]], calls: list[BotCall]
    ) -> None:
        """Each press's callback answered once; each one taken in line followed by one send
        into its chat (the file, or why it did not come); the ones beyond told in words."""
        answered = Counter(c.params.get("callback_query_id") for c in calls
                           if c.method == "answerCallbackQuery")  # fmt: skip
        assert sorted(answered.values()) == [1] * len(found), answered
        beyond = plain("en", "files-line-full")
        told_full = sum(1 for c in calls if c.method == "answerCallbackQuery"
                        and c.params.get("text") == beyond)  # fmt: skip
        SEEN["file press told the line is full"] += told_full
        chats = {chat for chat, _, _ in found}
        sends = [c for c in calls if c.method in ("sendVideo", "sendDocument", "sendMessage")
                 and _chat_of(c) in chats]  # fmt: skip
        assert len(sends) == len(found) - told_full, [(c.method, c.params) for c in sends]
        SEEN["file made or told on demand"] += len(sends)


def _answered(calls: list[BotCall]) -> int:
    """How many presses these calls answered."""
    return sum(call.method == "answerCallbackQuery" for call in calls)
