"""The text model and gifts: lyrics on a topic and gifts (their three answers, the names as
they are to be sung), written for two chats of one person at once; a text model that streams
without end, leaves its stream open after its finish reason or answers at any length; a
rewrite cut off by a restart; and the worst text within every limit (a gift's answers, a
channel's title, a song's name), which every send must still carry. What the text model may be
asked, and for whom, is checked in money.py."""

from __future__ import annotations

import sqlite3
import time

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule
from telegram.constants import ChatLimit

from bot.handlers.gift import ANSWER_LIMITS
from bot.lyrics import SUNG_NAME_LIMIT, SUNG_NAMES_AT_MOST
from bot.store import State
from bot.store.gift_talks import GiftStep
from bot.ui import DraftPress, SungPress
from bot.ui.preview import Action
from bot.ui.sung_names import sung_line
from botapi_standin.html_entities import parse_html
from tests.e2e.helpers import is_preview
from tests.model.lifecycle.requests import RequestRules
from tests.model.lifecycle.world import (
    GROUP,
    SEEN,
    SUPERGROUP,
    TELEGRAM_FAILURES,
    TEXT_BYTES,
    TEXT_DEADLINE_SEC,
    TEXT_SLACK_SEC,
    USERS,
    Latest,
    _status,
)
from tests.model.service import TEXT_ANSWERS, TextAnswer


class TextRules(RequestRules):
    @rule(user=st.sampled_from(USERS), answered=st.integers(min_value=0, max_value=3))
    def ask_for_a_gift(self, user: int, answered: int) -> None:
        """/gift and some of its three answers: the last calls the text model (its topic holds
        "topic N", so the call is counted against its person, within the limits and never for a
        denied one), and its preview is pressed like any other; with fewer, a later message
        answers the question."""
        self.songs += 1
        self.topics[self.songs] = user
        SEEN[f"gift, {answered} answers"] += 1
        # "Siobhan": a name the emulator's model respells, so its POST is sung as "Shi-vawn".
        for text in ("/gift", f"Siobhan {self.songs}", "happy birthday", f"topic {self.songs}")[
            : answered + 1
        ]:
            self.stand.user_says(user, text)
            self.run(self._settle())

    @rule(user=st.sampled_from(USERS), data=st.data())
    def the_bot_restarts_during_a_rewrite(self, user: int, data: st.DataObject) -> None:
        """ "Rewrite" pressed, and the bot stops while the text model writes: the next start
        shows the preview again with its buttons (before, it stayed without them for a day)."""
        if self.app is None or not self._telegram_answers():
            return
        self.service.hold_text = True
        pressed = self._press(user, DraftPress, data, action=Action.AGAIN)
        if pressed is None or self.service.hold_text:  # no call under way: nothing to cut off
            self.service.hold_text = False
            return
        self.the_bot_restarts()
        SEEN["rewrite cut off by a restart"] += 1
        request = next(r for r in self.requests() if r.id == pressed.request_id)
        shown = self.stand.world.bot_message(request.chat_id, request.status_message_id or 0)
        if request.state == State.DRAFT and shown is not None and not shown.deleted:
            assert is_preview(shown), (request, shown.text)
            SEEN["rewrite cut off by a restart, its buttons back"] += 1

    # --- one person, two chats ------------------------------------------------------------

    @rule(user=st.sampled_from(USERS), gift=st.booleans())
    def one_person_asks_for_lyrics_in_two_chats_at_once(self, user: int, gift: bool) -> None:
        """The person's /song in the group and, in their private chat, a /song or a gift's last
        answer, sent together (the bot meets both before either is written): each chat gets its
        own writing and preview, each call counted against the person. A gift's answers hold
        `&` and `<`, which must reach the text model as typed."""
        group = SUPERGROUP if self.upgraded else GROUP
        if group in self.gone or GROUP in self.gone or not self._telegram_answers():
            return  # the two chats must both hear the person
        kind = "supergroup" if self.upgraded else "group"
        if gift:
            for text in ("/gift", f"Friend & <{self.songs}>", "birthday <3 & cake"):
                self.stand.user_says(user, text)
                self.run(self._settle())
        in_group, in_private = self.songs + 1, self.songs + 2
        self.songs += 2
        self.topics[in_group] = self.topics[in_private] = user
        self.group_topics.add(in_group)
        private = f"topic {in_private} & <b>not bold</b>" if gift else f"/song topic {in_private}"
        calls = len(self.stand.calls)
        self.stand.user_says(group, f"/song topic {in_group}", user_id=user, chat_type=kind)
        self.stand.user_says(user, private)
        self.run(self._settle())
        SEEN["two-chat writing" + (" (gift)" if gift else "")] += 1
        previews = {
            int(c.params.get("chat_id", 0))
            for c in self.stand.calls[calls:]
            if c.ok and c.method in ("sendMessage", "editMessageText")
            and "draft:go:" in str(c.params.get("reply_markup", ""))
        }  # fmt: skip
        if {group, user} <= previews:
            SEEN["two-chat writing, both previews shown"] += 1

    @invariant()
    def every_reserved_text_call_is_made_or_given_back(self) -> None:
        """Once a step's work is done, the calls the store holds reserved are the calls the
        text model was asked: none is kept for a writing that never happened."""
        path = self.database_path
        with sqlite3.connect(path) as conn:
            reserved = int(conn.execute("SELECT COUNT(*) FROM text_calls").fetchone()[0])
        assert reserved == len(self.service.text_calls), (reserved, self.service.text_calls)

    @invariant()
    def text_reaches_the_model_as_typed(self) -> None:
        escaped = [
            c for c in self.service.text_calls if "&amp;" in c.content or "&lt;" in c.content
        ]
        assert not escaped, escaped

    @invariant()
    def every_writing_message_becomes_a_preview_or_an_end(self) -> None:
        """A "writing…" message the bot sent is, once the step's work is done, a preview or
        says why none came; unless its writing is still kept to be resumed (the bot is stopped),
        or Telegram failed since (a refused edit is Telegram's doing, not a promise broken)."""
        path = self.database_path
        with sqlite3.connect(path) as conn:
            kept = set(conn.execute("SELECT chat_id, message_id FROM writing").fetchall())
        calls = self.stand.calls
        refused = (*TELEGRAM_FAILURES, 401, 403)  # Telegram down, the token, a chat gone
        last_refusal = max((i for i, c in enumerate(calls) if _status(c) in refused), default=-1)
        for call in calls[last_refusal + 1 :]:
            text = str(call.params.get("text", ""))
            if call.method != "sendMessage" or not call.ok or not text.startswith("✍️"):
                continue
            chat, message_id = int(call.params["chat_id"]), int(call.result_or_error["message_id"])
            if (chat, message_id) in kept or chat in self.gone:
                continue
            shown = self.stand.world.bot_message(chat, message_id)
            assert shown is None or not (shown.text or "").startswith("✍️"), (chat, shown)

    # --- a text model without bounds of its own -------------------------------------------

    text_calls_counted = 0  # text calls the figures (SEEN) have named so far

    @rule(
        answers=st.lists(
            st.tuples(st.sampled_from(TEXT_ANSWERS), st.integers(0, 3 * TEXT_BYTES)),
            min_size=1,
            max_size=3,
        )
    )
    def the_text_model_answers_next(self, answers: list[tuple[str, int]]) -> None:
        """The next text calls are answered so: streamed without end, left open after their
        finish reason, whole, of any length; the /song and gift rules meet them."""
        self.service.text_plan.extend(TextAnswer(kind, said) for kind, said in answers)

    @invariant()
    def no_chat_waits_on_the_text_model_longer_than_its_deadline(self) -> None:
        """Every text call the bot made has ended, or is younger than its deadline: the bot
        hung up on a stream without end, and never waited for [DONE] after a finish reason.
        (What its chat heard, and that the call stays spent, the invariants above hold.)"""
        now = time.monotonic()
        for call in self.service.text_calls:
            waited = (call.closed if call.closed is not None else now) - call.opened
            assert waited <= TEXT_DEADLINE_SEC + TEXT_SLACK_SEC, (call.answer, waited)
        for call in self.service.text_calls[self.text_calls_counted :]:
            past = ", past the byte bound" if call.said_bytes > TEXT_BYTES else ""
            SEEN[f"text answer {call.answer}{past}"] += 1
        self.text_calls_counted = len(self.service.text_calls)

    # --- names as sung --------------------------------------------------------------------

    @rule(
        user=st.sampled_from(USERS),
        count=st.sampled_from((1, SUNG_NAMES_AT_MOST, SUNG_NAMES_AT_MOST + 1, 40)),
        length=st.sampled_from((8, SUNG_NAME_LIMIT, SUNG_NAME_LIMIT + 1, 60)),
        char=st.sampled_from(("x", "&", "<")),
        data=st.data(),
    )
    def a_giver_spells_many_names(
        self, user: int, count: int, length: int, char: str, data: st.DataObject
    ) -> None:
        """🎤 under a gift's preview, answered with `count` pairs, each name and spelling
        `length` characters of `char` (the first respells "Siobhan", which its lyrics sing):
        within the bounds they are shown and sung, past them none is taken."""
        if self._press(user, SungPress, data) is None:
            return
        asked = [m for m in self.stand.messages(user) if "force_reply" in (m.reply_markup or {})]
        if not asked or not self._telegram_answers():
            return
        fill = char * (length - 3)
        pairs = [("Siobhan", f"{fill}S00")]
        pairs += [(f"{fill}N{i:02d}", f"{fill}S{i:02d}") for i in range(1, count)]
        answer = "; ".join(f"{name} = {sung}" for name, sung in pairs)
        self.stand.user_says(user, answer, reply_to=asked[-1].message_id)
        self.run(self._settle())
        within = count <= SUNG_NAMES_AT_MOST and length <= SUNG_NAME_LIMIT
        SEEN[f"sung names given {'within' if within else 'past'} their bounds"] += 1

    @invariant()
    def every_gift_preview_shows_the_names_it_will_sing(self) -> None:
        """A gift's preview on screen shows exactly the names its POST would sing (the one
        line of them, whole): so what the POST sings is what the last preview showed."""
        for request in self.requests():
            gift = request.gift
            if request.state != State.DRAFT or gift is None or request.take_of is not None:
                continue
            shown = self.stand.world.bot_message(request.chat_id, request.status_message_id or 0)
            if shown is None or shown.deleted:
                continue
            assert len(gift.sung) <= SUNG_NAMES_AT_MOST, gift
            expected = parse_html(sung_line(request.language, gift)).text
            lines = [line for line in (shown.text or "").splitlines() if line.startswith("🎤")]
            assert lines == [expected], (request.id, lines, expected)

    # --- the worst text within every limit ------------------------------------------------
    # People's words of the characters that show least for their size: "&" escapes to five
    # characters, "😀" counts two in UTF-16, "<" escapes to four. Each at its input's limit:
    # a gift's answers, a channel's title (Telegram's 128), a first line of 200 characters.
    # The stand-in parses every HTML send as Telegram does; no send may be refused for it.
    WORST_TEXTS = ("R&B&", "&", "😀<")
    WORST_CHANNEL = -1_000_000_800
    REFUSED_TEXT = ("can't parse entities", "too long")  # Telegram's words for a bad text

    @staticmethod
    def _worst(pattern: str, length: int) -> str:
        return (pattern * length)[:length]

    @rule(user=st.sampled_from(USERS), pattern=st.sampled_from(WORST_TEXTS))
    def a_gift_of_the_worst_text_is_made(self, user: int, pattern: str) -> None:
        """/gift with each answer at its limit (a letter first: a name), its preview pressed
        at once: its caption names the recipient and the occasion."""
        self.songs += 1
        self.topics[self.songs] = user
        answers = [
            "Q" + self._worst(pattern, ANSWER_LIMITS[GiftStep.RECIPIENT] - 1),
            "R" + self._worst(pattern, ANSWER_LIMITS[GiftStep.OCCASION] - 1),
        ]
        ending = f" topic {self.songs}"  # the model's text calls are counted by it
        details = self._worst(pattern, ANSWER_LIMITS[GiftStep.DETAILS] - len(ending)) + ending
        for text in ("/gift", *answers, details):
            self.stand.user_says(user, text)
            self.run(self._settle())
        SEEN[f"worst text: gift of {pattern!r}"] += 1
        self.press_make_the_song(user, Latest())

    @rule(pattern=st.sampled_from(WORST_TEXTS), how=st.sampled_from(("closed", "deleted")))
    def a_channel_of_the_worst_title_asks_in_a_topic_that_goes(
        self, pattern: str, how: str
    ) -> None:
        """A channel titled at Telegram's limit asks in a topic for lyrics whose first line
        (the song's name) is 200 characters; the topic goes while the song is made: the song
        comes in General, its caption headed by the channel's title."""
        if self.WORST_FORUM not in self.stand.world.chats:
            self.stand.open_forum(self.WORST_FORUM, "Worst")
        topic = self.stand.create_topic(self.WORST_FORUM, f"Worst {self.songs}")
        self.songs += 1
        n = self.songs
        lyrics = f"[verse]\n{self._worst(pattern, 200)}\nSong {n} rises\n[chorus]\nSong {n} sings"
        title = self._worst(pattern, ChatLimit.MAX_CHAT_TITLE_LENGTH)
        self.stand.chat_says(
            self.WORST_FORUM, "/lyrics\n" + lyrics, as_chat=self.WORST_CHANNEL, title=title,
            chat_type="supergroup", thread_id=topic,
        )  # fmt: skip
        self.run(self._settle())
        self.run(self._tick())
        if how == "closed":
            self.stand.close_topic(self.WORST_FORUM, topic)
        else:
            self.stand.delete_topic(self.WORST_FORUM, topic)
        self.the_jobs_finish_and_their_songs_arrive()
        SEEN[f"worst text: channel title of {pattern!r}, its topic {how}"] += 1

    @invariant()
    def no_send_is_refused_for_its_text(self) -> None:
        """Every text and caption the bot sends parses as Telegram's HTML and fits Telegram's
        limit: a refusal for it would come again on every try (a paid song never delivered)."""
        calls = self.stand.calls
        start, self.text_calls_seen = getattr(self, "text_calls_seen", 0), len(calls)
        for call in calls[start:]:
            said = str(call.result_or_error).lower()
            assert call.ok or not any(words in said for words in self.REFUSED_TEXT), (
                call.method,
                call.result_or_error,
                call.params.get("text") or call.params.get("caption"),
            )
