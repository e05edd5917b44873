"""Guest mode: a mention of the bot in a chat it is not in is its asker's own request (their
share, their private chat). A stranger's press there spends nothing, nothing is ever sent into
that chat, and a song whose message can no longer be edited reaches the asker's private chat."""

from __future__ import annotations

import re

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from bot.store import Reason, Request, State
from bot.store.models import FINAL_STATES
from bot.texts import plain
from bot.ui import RetryPress
from tests.model.lifecycle.world import SEEN, USERS, World, _chat_of, _song_of

GUEST_CHAT = -100_000_700
# How a guest message says that something is still coming: in line, writing, at the service.
COMING = ("⏳", "✍️", "🎼", "🎙", "📤", "📦")
GUEST_STRANGER = 108
# The words a guest draft's end shows in its message, by its reason.
OWN_WORDS: dict[Reason | None, str] = {
    Reason.PREVIEW_EXPIRED: "draft-footer-expired",
    Reason.PREVIEW_FAILED: "preview-failed",
}


class GuestRules(World):
    @property
    def guest_inline(self) -> set[str]:
        """Inline messages the bot placed in this machine's run, by their id."""
        found: set[str] = self.__dict__.setdefault("_guest_inline", set())
        return found

    @property
    def guest_uneditable(self) -> set[str]:
        """Of them, those the model made uneditable."""
        found: set[str] = self.__dict__.setdefault("_guest_uneditable", set())
        return found

    @rule(user=st.sampled_from(USERS), tagged=st.booleans())
    def ask_as_a_guest(self, user: int, tagged: bool) -> None:
        """A mention in a chat the bot is not in: a topic, or (`tagged`) lyrics. With no place
        for the song's file (the asker never wrote to the bot), it says how to start the bot
        and nothing is spent."""
        if not self._telegram_answers():
            return
        self.stand.set_guest_mode(True)
        self.songs += 1
        n = self.songs
        words = f"[verse]\nGuest {n} sings\n[chorus]\nGuest {n} la" if tagged else f"guest {n}"
        posts, texts = len(self.service.posts), len(self.service.text_calls)
        query_id = self.stand.guest_says(user, GUEST_CHAT, f"@SongbotTestBot {words}")
        self.run(self._settle())
        inline_id = self.stand.guest_answer(query_id)
        if inline_id is None:
            return  # not answered (Telegram failed meanwhile): dropped, nothing spent
        self.guest_inline.add(inline_id)
        SEEN["guest asked" + (" (lyrics)" if tagged else "")] += 1
        if "?start=guest" in (self.stand.inline_message(inline_id).html or ""):
            SEEN["guest told to start the bot"] += 1
            assert (len(self.service.posts), len(self.service.text_calls)) == (posts, texts)

    @rule(user=st.sampled_from(USERS))
    def a_guest_answer_is_lost_on_the_way_back(self, user: int) -> None:
        """Telegram places the bot's answer in the chat and the answer is lost on the way back
        (a 502 after acting): the bot never learns the message's id, so it can never edit it.
        Nothing is spent for it, and its only words say what to do if it stays so."""
        if not self._telegram_answers():
            return
        self.stand.set_guest_mode(True)
        self.songs += 1
        posts, texts = len(self.service.posts), len(self.service.text_calls)
        self.stand.lose_next_answers("answerGuestQuery")
        query_id = self.stand.guest_says(user, GUEST_CHAT, f"@SongbotTestBot guest {self.songs}")
        self.run(self._settle())
        self.stand.lose_next_answers("answerGuestQuery", 0)  # if the bot never answered
        inline_id = self.stand.guest_answer(query_id)
        if inline_id is None:
            return  # not answered at all (Telegram failed meanwhile): the same as ever
        message = self.stand.inline_message(inline_id)
        assert [v.text for v in message.versions] == [message.text], "edited without its id"
        assert (len(self.service.posts), len(self.service.text_calls)) == (posts, texts)
        if (message.text or "").startswith(COMING):
            stuck = re.sub(r"<[^>]+>", "", plain("en", "guest-if-stuck"))
            assert stuck in (message.text or ""), message.text
            SEEN["guest answer lost (its words say what to do)"] += 1
        else:
            SEEN["guest answer lost (a refusal)"] += 1

    @rule(user=st.sampled_from(USERS), data=st.data(), stranger=st.booleans())
    def press_in_a_guest_message(self, user: int, data: st.DataObject, stranger: bool) -> None:
        """A preview's first button, or any button, on an inline message; by its asker or by
        someone else in that chat (who may only like the song)."""
        found = [
            (inline_id, str(button["callback_data"]))
            for inline_id in sorted(self.guest_inline)
            for button in self.stand.inline_message(inline_id).buttons()
            if "callback_data" in button
        ]
        if not found or not self._telegram_answers():
            return
        inline_id, callback = data.draw(st.sampled_from(found))
        asker = self.stand.inline_message(inline_id).user_id
        presser = GUEST_STRANGER if stranger else asker
        posts = len(self.service.posts)
        self.stand.press_inline(presser, inline_id, callback)
        self.run(self._settle())
        SEEN["guest press" + (" by a stranger" if stranger else "")] += 1
        if stranger:
            assert len(self.service.posts) == posts, "a stranger's press spent a track"

    @rule(data=st.data())
    def a_guest_message_can_no_longer_be_edited(self, data: st.DataObject) -> None:
        """Deleted in its chat, or too old: the song goes to the asker's private chat."""
        left = sorted(self.guest_inline - self.guest_uneditable)
        if not left:
            return
        inline_id = data.draw(st.sampled_from(left))
        self.stand.make_inline_uneditable(inline_id)
        self.guest_uneditable.add(inline_id)
        SEEN["guest message no longer editable"] += 1

    @rule(count=st.integers(min_value=1, max_value=4))
    def guest_message_edits_fail_a_while(self, count: int) -> None:
        """Telegram fails the next edits (of inline messages among others) with a 502: tried
        again like every send, never taken for a message gone. (Flood control's 429 is the
        lanes' to wait out, which the model's tuning turns off; a refusal in other words, a
        400, would also refuse chats' own edits here: tests/e2e/test_guest_ends.py has both.)"""
        self.stand.fail_next("editMessageText", status=502, count=count)
        SEEN["guest edits fail (502)"] += 1

    @invariant()
    def nothing_is_sent_into_a_guest_chat(self) -> None:
        assert not [c for c in self.stand.calls if _chat_of(c) == GUEST_CHAT]
        assert not self.stand.world.bot_messages.get(GUEST_CHAT)

    @invariant()
    def a_guest_request_is_its_askers_own(self) -> None:
        for request in self.requests():
            if request.inline_message_id is not None:
                assert request.chat_id == request.user_id and request.chat_type == "private"

    def _guest_told_once(self, request: Request) -> None:
        """A guest request's end is shown in its inline message, or, once that could no longer
        be edited, in its asker's private chat: the song once (its copy kept there), the words
        of a failure or of an unknown end in the message that shows it."""
        message = self.stand.inline_message(request.inline_message_id or "")
        if request.state in FINAL_STATES and not request.inline_gone and message.kind == "text":
            # Ended: its message no longer says that something is coming (in line, writing…).
            assert not (message.text or "").startswith(COMING), (request, message.text)
            if request.state == State.CANCELLED:
                SEEN[f"guest cancelled ({request.reason})"] += 1
            # A draft's end with words of its own keeps them: the pass that tells untold ends
            # (which the calm-down ran) never covers them with "… was cancelled".
            own = OWN_WORDS.get(request.reason) if request.state == State.CANCELLED else None
            if own is not None:
                assert plain(request.language, own) in (message.text or ""), (request, message.text)
        if request.reason == Reason.CHAT_GONE:
            return  # its asker's private chat is gone: what its message says is all
        private = [
            c for c in self.stand.calls if c.ok and _chat_of(c) == request.user_id
        ]  # fmt: skip
        if request.state == State.DELIVERED:
            SEEN["guest delivered" + (" privately" if request.inline_gone else "")] += 1
            songs = [c for c in private if c.method == "sendAudio" and _song_of(c) == request.id]
            assert len(songs) == 1, request
            if not request.inline_gone:
                assert message.audio is not None, request
                assert message.audio["file_id"] == request.audio_file_id, request
        elif request.state in (State.FAILED, State.REJECTED, State.UNKNOWN):
            SEEN[f"guest {request.state.value}"] += 1
            shown = [v.text or "" for v in message.versions] + [
                str(c.params.get("text", "")) for c in private if c.method == "sendMessage"
            ]
            assert any(request.title in text for text in shown), (request, shown)
            if request.state == State.UNKNOWN and not request.inline_gone:
                assert any(
                    RetryPress.unpack(str(b.get("callback_data"))) for b in message.buttons()
                ), request
