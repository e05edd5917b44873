"""What people ask for and press: a song from their lyrics in their private chat, in the group
(as a member, or as a channel its owner posts as), lyrics on a topic, and under a preview "make
the song", "Rewrite" and the style presets (live ones, and ones whose message has moved on), and
"Try again" under an unknown end, and /cancel of what waits in line. A style press never POSTs
by itself."""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.stateful import rule

from bot.store import State
from bot.ui import DraftPress, RetryPress, StylePress
from bot.ui.preview import Action
from tests.e2e.helpers import presses_under
from tests.model.lifecycle.faults import FaultRules
from tests.model.lifecycle.world import CHANNEL, GROUP, MEMBERS, SEEN, SUPERGROUP, USERS


class RequestRules(FaultRules):
    @rule(user=st.sampled_from(USERS))
    def ask_for_a_song(self, user: int) -> None:
        self.songs += 1
        n = self.songs
        lyrics = f"[verse]\nSong {n} rises\nover the hill\n[chorus]\nSong {n} sings"
        self.stand.user_says(user, "/lyrics\n" + lyrics)
        self.run(self._settle())

    @rule(member=st.sampled_from(MEMBERS))
    def ask_for_a_song_in_the_group(self, member: int) -> None:
        self.songs += 1
        n = self.songs
        lyrics = f"[verse]\nSong {n} rises\nin the group\n[chorus]\nSong {n} sings"
        chat = SUPERGROUP if self.upgraded else GROUP
        kind = "supergroup" if self.upgraded else "group"
        self.stand.user_says(chat, "/lyrics\n" + lyrics, user_id=member, chat_type=kind)
        self.run(self._settle())

    @rule()
    def a_channel_asks_in_the_group(self) -> None:
        """Its owner posts as the channel (`sender_chat`): the channel is the asker, with
        USER_DAILY_LIMIT as its own share."""
        self.songs += 1
        n = self.songs
        lyrics = f"[verse]\nSong {n} rises\nfrom the channel\n[chorus]\nSong {n} sings"
        chat = SUPERGROUP if self.upgraded else GROUP
        kind = "supergroup" if self.upgraded else "group"
        self.stand.chat_says(chat, "/lyrics\n" + lyrics, as_chat=CHANNEL, chat_type=kind)
        SEEN["channel asked"] += 1
        self.run(self._settle())

    @rule(user=st.sampled_from(USERS))
    def ask_for_a_song_on_a_topic(self, user: int) -> None:
        self.songs += 1
        self.topics[self.songs] = user
        self.stand.user_says(user, f"/song topic {self.songs}")
        self.run(self._settle())

    @rule(user=st.sampled_from(USERS))
    def a_song_is_asked_for_and_made_at_once(self, user: int) -> None:
        """`ask_for_a_song` and `the_jobs_finish_and_their_songs_arrive` in one step: without it
        a song delivered mid-run, and what is pressed under it, took rules in a rare order, and
        slow runs of thousands of steps met a take a few times; faults hold it up as ever."""
        self.ask_for_a_song(user)
        self.the_jobs_finish_and_their_songs_arrive()

    @rule(user=st.sampled_from(USERS))
    def cancel_what_waits(self, user: int) -> None:
        """/cancel in a private chat ends its person's requests still in the bot's own line
        there, unspent (a guest one's inline message says so at once); nothing further along is
        touched, and nothing ended is ever POSTed."""
        waiting = {
            r.sung_lyrics for r in self.requests() if r.user_id == user and r.state == State.WAITING
        }
        posts = len(self.service.posts)
        self.stand.user_says(user, "/cancel")
        self.run(self._settle())
        ended = {
            r.sung_lyrics
            for r in self.requests()
            if r.sung_lyrics in waiting and r.state == State.CANCELLED
        }
        if ended:
            SEEN["/cancel of requests in line"] += 1
            assert not [p for p in self.service.posts[posts:] if p.lyrics in ended], ended

    @rule(user=st.sampled_from(USERS), data=st.data())
    def press_make_the_song(self, user: int, data: st.DataObject) -> None:
        self._press(user, DraftPress, data, action=Action.GO)

    @rule(user=st.sampled_from(USERS), data=st.data())
    def press_rewrite(self, user: int, data: st.DataObject) -> None:
        """New lyrics on the same topic: a paid call, on a live preview or an old one."""
        self._press(user, DraftPress, data, action=Action.AGAIN)

    @rule(user=st.sampled_from(USERS), data=st.data())
    def press_try_again(self, user: int, data: st.DataObject) -> None:
        pressed = self._press(user, RetryPress, data)
        if pressed is not None:
            request = next(r for r in self.requests() if r.id == pressed.request_id)
            self.retries[request.sung_lyrics] = self.retries.get(request.sung_lyrics, 0) + 1

    @rule(data=st.data(), stale=st.booleans())
    def press_a_style_preset(self, data: st.DataObject, stale: bool) -> None:
        """A style button under a preview (open, a genre or mood, no style, back), or one seen
        earlier on a message whose buttons have changed since (the song may be made by now)."""
        messages = [(user, m) for user in USERS for m in self.stand.messages(user) if not m.deleted]
        shown = {
            (user, message.message_id, callback)
            for user, message in messages
            for _, callback in presses_under(message, StylePress)
        }
        self.style_buttons |= shown
        live = {(user, message.message_id) for user, message in messages}
        found = sorted(b for b in (self.style_buttons if stale else shown) if b[:2] in live)
        if not found or not self._telegram_answers():
            return
        pressed = data.draw(st.sampled_from(found))
        user, message_id, callback = pressed
        self.presses.append(pressed)
        SEEN["style press" + ("" if pressed in shown else " (stale)")] += 1
        posts = len(self.service.posts)
        self.stand.user_presses(user, message_id, callback)
        self.run(self._settle())
        assert len(self.service.posts) == posts, f"a style press ({callback}) made a POST"
