"""Forums: members ask in topics, and ask for takes there, while an admin closes, reopens or
deletes a topic at any step; General may close too while a word is told, or the forum shut
whole while a song is made. Every song lands in its topic, in General headed by its asker's
naming, or in its asker's private chat (money.py's `every_made_song_reaches_its_chat`); a word
that General refused too goes to the asker privately, or to the admin."""

from __future__ import annotations

import re

from hypothesis import strategies as st
from hypothesis.stateful import rule

from bot.store import IN_PRIVATE, Reason, Request, State
from bot.telegram import place_of
from bot.ui import TakePress
from bot.ui.status import outcome_text
from bot.ui.takes import TakeAction
from botapi_standin.models import BotCall
from tests.model.lifecycle.faults import FaultRules
from tests.model.lifecycle.world import (
    ADMIN,
    FORUM,
    FORUM_MEMBERS,
    SEEN,
    TIMEOUT_MIN,
    _chat_of,
    _song_of,
)

TOPIC_REFUSALS = ("TOPIC_CLOSED", "message thread not found")
WORD_SENDS = ("sendMessage", "sendAudio", "sendDocument")


def _topic_refused(call: BotCall) -> bool:
    said = str(getattr(call.result_or_error, "description", call.result_or_error))
    return any(words in said for words in TOPIC_REFUSALS)


def _same_words(refused: BotCall, sent: BotCall) -> bool:
    """The send in General carries what its topic refused (headed by the asker's naming)."""
    if refused.method == "sendAudio":
        return refused.params.get("title") == sent.params.get("title")
    if refused.method == "sendMessage":
        return str(sent.params.get("text", "")).endswith(str(refused.params.get("text", "")))
    return True


class _Newest:
    """Stands for `data` where a forum rule is made of others: draws a new topic, `topic`
    when offered, else the newest of what it is offered, and "ask first" for a take."""

    def __init__(self, topic: int | None = None) -> None:
        self.topic = topic

    def draw(self, strategy: st.SearchStrategy[object]) -> object:
        inner = getattr(strategy, "wrapped_strategy", strategy)
        elements = list(getattr(inner, "elements", [getattr(inner, "value", None)]))
        if elements == [False, True]:
            return True  # a new topic; a take asked first
        if self.topic is not None and self.topic in elements:
            return self.topic
        return elements[-1]


# Days the forum rule lets pass for a song of a topic to reach the service (four tracks a day).
FORUM_DAYS_AT_MOST = 3


class ForumRules(FaultRules):
    def _open_topic(self, data: st.DataObject) -> int:
        """An open topic of the forum (a new one, as an admin makes it, when none is)."""
        open_ones = sorted(t for t, state in self.forum_topics.items() if state == "open")
        if not open_ones or data.draw(st.sampled_from((False, True))):
            topic = self.stand.create_topic(FORUM, f"Topic {len(self.forum_topics) + 1}")
            self.forum_topics[topic] = "open"
            return topic
        return data.draw(st.sampled_from(open_ones))

    @rule(member=st.sampled_from(sorted(FORUM_MEMBERS)), data=st.data())
    def ask_for_a_song_in_a_topic(self, member: int, data: st.DataObject) -> None:
        self.songs += 1
        n = self.songs
        lyrics = f"[verse]\nSong {n} rises\nin a topic\n[chorus]\nSong {n} sings"
        self.stand.user_says(
            FORUM,
            "/lyrics\n" + lyrics,
            user_id=member,
            first_name=FORUM_MEMBERS[member],
            chat_type="supergroup",
            thread_id=self._open_topic(data),
        )
        SEEN["asked in a topic"] += 1
        self.run(self._settle())

    @rule(member=st.sampled_from(sorted(FORUM_MEMBERS)), data=st.data())
    def a_song_is_asked_in_a_topic_and_made_at_once(self, member: int, data: st.DataObject) -> None:
        """As `a_song_is_asked_for_and_made_at_once`, in a topic: songs to close a topic
        under, and to ask another take of."""
        self.ask_for_a_song_in_a_topic(member, data)
        self.the_jobs_finish_and_their_songs_arrive()

    @rule(
        member=st.sampled_from(sorted(FORUM_MEMBERS)),
        how=st.sampled_from(("closed", "deleted")),
        take=st.sampled_from(("go", None)),
    )
    def a_topic_goes_while_its_song_is_made(self, member: int, how: str, take: str | None) -> None:
        """Asked in a new topic, sent to the service, then the topic is closed or deleted
        before the job ends, and the jobs finish: without it, slow runs of thousands of steps
        met a song whose topic went a handful of times, if at all. With `take`, another take
        of the newest song of the forum is asked and confirmed first, in its own topic."""
        if take is not None:
            self.press_another_take_in_a_topic(_Newest(), take)
        self.ask_for_a_song_in_a_topic(member, _Newest())
        self.run(self._tick())
        topic = max(self.forum_topics)
        self.an_admin_closes_deletes_or_reopens_a_topic(_Newest(topic=topic), how)
        self.the_jobs_finish_and_their_songs_arrive()

    @rule(data=st.data(), how=st.sampled_from(("closed", "deleted", "open")))
    def an_admin_closes_deletes_or_reopens_a_topic(self, data: st.DataObject, how: str) -> None:
        """At any step, whatever the bot is doing there; a closed topic may be opened again
        (its requests stay in General: the fallback sticks), a deleted one is gone."""
        topics = sorted(t for t, state in self.forum_topics.items() if state != "deleted")
        if not topics:
            return
        topic = data.draw(st.sampled_from(topics))
        if self.forum_topics[topic] == how:
            return
        if how == "closed":
            self.stand.close_topic(FORUM, topic)
        elif how == "deleted":
            self.stand.delete_topic(FORUM, topic)
        else:
            self.stand.reopen_topic(FORUM, topic)
        self.forum_topics[topic] = how
        SEEN[f"topic {'reopened' if how == 'open' else how}"] += 1

    @rule(data=st.data(), answer=st.sampled_from(("go", "no", None)))
    def press_another_take_in_a_topic(self, data: st.DataObject, answer: str | None) -> None:
        """ "🔁 Another take" under a song asked in a topic, pressed by its asker; answered at
        once (`answer`), or left for the next press of this rule (None)."""
        posts = len(self.service.posts)
        ask_first = answer is None or data.draw(st.sampled_from((False, True)))
        action = TakeAction.ASK if ask_first or answer is None else TakeAction(answer)
        pressed = self._press_in_the_forum(action, data)
        if pressed is None:
            return
        assert len(self.service.posts) == posts or action == TakeAction.GO, "asking made a POST"
        if action == TakeAction.ASK:
            SEEN["take asked in a topic"] += 1
            if answer is not None:
                taken = self._press_in_the_forum(TakeAction(answer), data)
                pressed = taken if taken is not None else pressed
                action = TakeAction(answer) if taken is not None else action
        if action != TakeAction.ASK:
            self.take_answers.setdefault(pressed.request_id, action.value)
            SEEN[f"take {'confirmed' if action == TakeAction.GO else 'declined'} in a topic"] += 1

    def _press_in_the_forum(self, action: TakeAction, data: st.DataObject) -> TakePress | None:
        """Press a take's button doing `action` under a live bot message in the forum, as the
        request's asker; the press made (as `_press`)."""
        found = self._buttons(FORUM, TakePress, action=action)
        if not found or not self._telegram_answers():
            return None
        message_id, press, callback = data.draw(st.sampled_from(found))
        owner = next(r.user_id for r in self.requests() if r.id == press.request_id)
        # Not in `presses`: a press replayed there comes from its chat's id, not its asker, and
        # a deleted topic takes its buttons with it; a take confirmed counts all the same.
        if press.action == TakeAction.GO:
            self.forum_takes_confirmed.add(press.request_id)
        self.stand.user_presses(FORUM, message_id, callback, user_id=owner)
        self.run(self._settle())
        return press

    # --- General closed too, or the forum shut whole --------------------------------------

    @rule(member=st.sampled_from(sorted(FORUM_MEMBERS)), private=st.booleans())
    def general_closes_too_while_a_word_is_told(self, member: int, private: bool) -> None:
        """A song asked in a topic whose POST's answer is lost while its topic and General
        are both closed: its word ("unknown", with its button) goes to the asker's private
        chat when they started the bot, else to the admin, once, and is never tried in the
        forum again."""
        if self.app is None or not self._telegram_answers():
            return
        started = self._started_privately(member if private else None)
        if ADMIN not in started:  # the admin hears the words nobody else can be told
            self.stand.user_says(ADMIN, "/start")
            self.run(self._settle())
            started.add(ADMIN)
        posts = len(self.service.posts)
        self.service.post_plan.insert(0, "hang")  # held until the forum is closed
        self.ask_for_a_song_in_a_topic(member, _Newest())
        asked = max(r.id for r in self.requests())
        if len(self.service.posts) == posts:  # not sent at once (a limit, the gate)
            self.service.post_plan.remove("hang")
            return
        self.stand.close_topic(FORUM, max(self.forum_topics))
        self.forum_topics[max(self.forum_topics)] = "closed"
        self.stand.close_general(FORUM)
        self.__dict__["general_closings"] = self.__dict__.get("general_closings", 0) + 1
        SEEN["General closed with a topic"] += 1
        try:
            self.service.release_held()  # the POST's answer is lost: its request is unknown
            self.run(self._settle())
        finally:
            self.stand.close_general(FORUM, closed=False)
        request = next(r for r in self.requests() if r.id == asked)
        if request.state != State.UNKNOWN or not self._telegram_answers():
            return
        assert request.told_at is not None, request
        where = member if member in started else ADMIN
        words = outcome_text(request, TIMEOUT_MIN)
        told = [m for m in self.stand.messages(where) if (m.text or "").endswith(words)]
        assert len(told) == 1, (where, [m.text for m in self.stand.messages(where)])
        SEEN[
            f"word refused in General too, told {'to the admin' if where == ADMIN else 'privately'}"
        ] += 1

    @rule(member=st.sampled_from(sorted(FORUM_MEMBERS)), private=st.booleans())
    def the_forum_shuts_whole_while_a_song_is_made(self, member: int, private: bool) -> None:
        """Asked in a topic, sent to the service, then the topic and General both close before
        the job ends: the song goes to its asker's private chat (`private`: they had started
        the bot), or waits for it, never failed, and comes at their first word to the bot."""
        if self.app is None or not self._telegram_answers():
            return
        started = self._started_privately(member if private else None)
        self.ask_for_a_song_in_a_topic(member, _Newest())
        self.run(self._tick())
        under_way = self._forum_songs_at_the_service()
        for _ in range(FORUM_DAYS_AT_MOST):  # the day's few tracks spent, others ahead in line
            if under_way or not self._telegram_answers():
                break
            self.the_jobs_finish_and_their_songs_arrive()
            self.time_passes(24 * 3600.0)
            self.run(self._tick())
            under_way = self._forum_songs_at_the_service()
        if not under_way:
            SEEN["a forum shut whole: no song of a topic at the service"] += 1
            return
        song = max(under_way, key=lambda r: r.id)
        asked, member, topic = song.id, song.user_id, song.thread_id or 0
        self.stand.close_topic(FORUM, topic)
        self.forum_topics[topic] = "closed"
        self.stand.close_general(FORUM)
        self.__dict__["general_closings"] = self.__dict__.get("general_closings", 0) + 1
        try:
            self.the_jobs_finish_and_their_songs_arrive()
            song = next(r for r in self.requests() if r.id == asked)
            if song.state == State.DELIVERED and song.topic_gone == IN_PRIVATE:
                SEEN["a forum shut whole: the song in its asker's private chat at once"] += 1
            if song.state != State.COMPLETED or not self._telegram_answers():
                return  # delivered, failed at the service, or held up: the calm-down settles it
            assert song.reason != Reason.UNDELIVERED and song.topic_gone == IN_PRIVATE, song
            SEEN["a forum shut whole: the song waits for its asker's private chat"] += 1
            self.stand.user_says(member, "hello?", first_name=FORUM_MEMBERS[member])
            started.add(member)
            self.run(self._settle())
            self.clock.now += 10.0
            self.run(self._tick())
        finally:
            self.stand.close_general(FORUM, closed=False)
        song = next(r for r in self.requests() if r.id == asked)
        if song.state == State.DELIVERED:
            SEEN["a forum shut whole: the song in its asker's private chat at their word"] += 1
            assert song.topic_gone == IN_PRIVATE, song

    def _forum_songs_at_the_service(self) -> list[Request]:
        """Songs asked in a topic by a person, at the service, their topic still theirs and
        still there (a deleted one the bot has not yet met is known to the model only)."""
        return [
            r for r in self.requests()
            if r.chat_id == FORUM and r.thread_id is not None and r.user_id in FORUM_MEMBERS
            and r.state in (State.QUEUED, State.RUNNING) and r.topic_gone == 0
            and self.forum_topics.get(r.thread_id) != "deleted"
        ]  # fmt: skip

    def _started_privately(self, member: int | None) -> set[int]:
        """Who has started the bot in private; `member` (a forum's) starts it now if not yet."""
        started: set[int] = self.__dict__.setdefault("started_privately", set())
        if member is not None and member not in started:
            self.stand.user_says(member, "/start", first_name=FORUM_MEMBERS[member])
            self.run(self._settle())
            started.add(member)
        return started

    def _told_beyond_general(self, index: int, refused: BotCall) -> bool:
        """The word a topic and General both refused was sent later to its asker's private
        chat or to the admin, headed by why it comes there."""
        # What General refused began with its naming line; the words are what follows it.
        words = str(refused.params.get("text", "")).split("\n", 1)[-1]
        if refused.method != "sendMessage":  # a song or its file: its asker's private chat
            song = _song_of(refused)
            return song is not None and any(
                r.id == song and r.topic_gone == IN_PRIVATE for r in self.requests()
            )
        return refused.method == "sendMessage" and any(
            later.method == "sendMessage" and later.ok
            and _chat_of(later) in (*FORUM_MEMBERS, ADMIN)
            and str(later.params.get("text", "")).endswith(words)
            for later in self.stand.calls[index + 1 :]
        )  # fmt: skip

    def _chats_beyond_general(self, request: Request) -> set[int]:
        """Where a forum request's words may have gone while General was closed too."""
        if request.chat_id != FORUM or not self.__dict__.get("general_closings"):
            return set()
        return {request.user_id, ADMIN}

    def _unnamed(self, text: str, request: Request) -> str:
        """A word without the naming that heads it in General once its topic went (its first
        line: a mention of its asker, or a chat's name; a word told elsewhere first says why)."""
        text = re.sub(r"^ℹ️[^\n]*\n", "", text, count=1)  # told elsewhere: why it comes there
        naming = place_of(request).general().naming
        return text.removeprefix(naming + "\n") if naming else text
