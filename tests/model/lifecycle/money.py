"""What the organization's wallet depends on, checked after every step: POSTs per request that
may have made a job at most one, plus the presses of "Try again" on it and the takes confirmed;
never more than ORG_CONCURRENT_LIMIT jobs running nor ORG_DAILY_LIMIT taken in a quota day, nor
over any share of tracks or of lyrics then in force; no POST or text call for a chat after it
was denied or removed the bot, and no POST while the gate is shut; every POST with its
request's style and its lyrics as sung; every made song reaches its chat. And at the end
(`_calm_down_and_check`, which World's teardown runs): once the faults stop, every song the bot
holds as made is delivered within a minute, every request reaches a final state, and its user
is told once, in the words of that state."""

from __future__ import annotations

import re
import sqlite3
from collections import Counter
from dataclasses import replace

from hypothesis.stateful import invariant

from bot.service.downloads import FileLimits
from bot.store import IN_PRIVATE, Reason, Request, State
from bot.store.models import FINAL_STATES
from bot.texts import t
from bot.tuning import FilesTuning
from bot.ui.status import not_known_text, outcome_text
from tests.conftest import tuned
from tests.model.lifecycle.faults import FaultRules
from tests.model.lifecycle.forums import WORD_SENDS, ForumRules, _same_words, _topic_refused
from tests.model.lifecycle.guests import GuestRules
from tests.model.lifecycle.shares import ShareRules
from tests.model.lifecycle.takes import TakeRules
from tests.model.lifecycle.world import (
    ADMIN,
    CONCURRENT,
    DAILY,
    DOWN_AFTER_SEC,
    FORUM,
    GROUP,
    MAYBE_HOLD_SEC,
    MODEL,
    PER_ASKER,
    REFUSED,
    SEEN,
    SUPERGROUP,
    TEXT_PER_DAY,
    TEXT_PER_PERSON,
    TIMEOUT_MIN,
    _chat_of,
    _song_of,
)
from tests.model.service import UNFOLLOWED


class MoneyInvariants(ForumRules, GuestRules, TakeRules, ShareRules, FaultRules):
    @invariant()
    def at_most_one_post_per_request_unless_asked_again(self) -> None:
        """Counted: the POSTs that may have made a job. A refusal the service documents (401,
        402, 429, 503) proves none was made, and the request is sent again when it may be."""
        counted = Counter(p.lyrics for p in self.service.posts if p.answer not in REFUSED)
        if not counted:
            return
        takes = Counter(r.sung_lyrics for r in self.requests() if r.id in self._confirmed_takes())
        for lyrics, posts in counted.items():
            allowed = 1 + self.retries.get(lyrics, 0) + takes[lyrics]
            assert posts <= allowed, [p for p in self.service.posts if p.lyrics == lyrics]

    @invariant()
    def never_over_the_organizations_limits(self) -> None:
        """When the service took a job, it was running at most ORG_CONCURRENT_LIMIT of them,
        but for a job the bot could not follow (its POST's answer lost: no id) that had
        outlived its hold, twice JOB_TIMEOUT_MIN from its POST (MAYBE_HOLD_SEC), after
        which the bot takes it as over (timed on the model's clock, which wall-clock steps
        leave alone). No more than ORG_DAILY_LIMIT taken in a quota day."""
        posts = {p.job_id: p for p in self.service.posts if p.job_id is not None}
        for made in self.service.made:
            held = [
                job for job in made.running
                if posts[job].answer not in UNFOLLOWED or made.at - posts[job].at < MAYBE_HOLD_SEC
            ]  # fmt: skip
            assert len(held) <= CONCURRENT, (made, [posts[job] for job in made.running])
        taken = self.service.taken_per_day(self.clock.wall_at)
        assert all(count <= DAILY for count in taken.values()), taken

    @invariant()
    def never_over_a_share(self) -> None:
        """Each job the service took for a person (in any chat) or the group was taken while
        fewer than the share in force had been taken for them that quota day. A share lowered
        below what was already taken that day can't be undone, so this, not "taken <= the
        share now", is what holds; the bot counts answers that may have been taken too, so
        it is stricter than this."""
        requests = {r.sung_lyrics: r for r in self.requests()}
        taken: Counter[tuple[int, int]] = Counter()
        for index, post in enumerate(self.service.posts):
            if post.job_id is None:
                continue
            request = requests[post.lyrics]
            day = int(self.clock.wall_at(post.at) // 86400)
            group = [GROUP] if request.chat_id in (GROUP, SUPERGROUP) else []
            for whose in (request.user_id, *group):
                share = self._share_at(index, whose)
                assert share is None or taken[day, whose] < share, (post, whose, share, taken)
                taken[day, whose] += 1

    def _share_at(self, index: int, whose: int) -> int | None:
        """The share in force for the index-th POST: the last /limit sent before it, else (and
        after `/limit off`) USER_DAILY_LIMIT for an asker, a person or a channel; none for the
        group's members together."""
        default = None if whose == GROUP else PER_ASKER
        share = default
        for seen, target, tracks in self.shares:
            if target == whose and seen <= index:
                share = default if tracks is None else tracks
        return share

    @invariant()
    def text_calls_within_the_limits(self) -> None:
        """Every text-model call was made while fewer than the limits in force had been made
        that quota day: the person's own (`/limit <id> <n> lyrics`, else USER_TEXT_DAILY_LIMIT)
        and the organization's (ORG_TEXT_DAILY_LIMIT)."""
        made: Counter[tuple[int, int]] = Counter()
        for index, call in enumerate(self.service.text_calls):
            day = int(self.clock.wall_at(call.at) // 86400)
            assert made[day, 0] < TEXT_PER_DAY, ("organization", call)
            made[day, 0] += 1
            person = self._asker_of(call.content)
            if person is not None:
                limit = self._text_share_at(index, person)
                assert limit is None or made[day, person] < limit, (person, limit, call)
                made[day, person] += 1

    @invariant()
    def no_text_call_for_a_denied_person(self) -> None:
        for chat, seen in self.denied_text.items():
            late = [
                c
                for c in self.service.text_calls[seen:]
                if self._asker_of(c.content) == chat
                and self._topic_of(c.content) not in self.group_topics
            ]
            assert not late, f"a text call for {chat} after it was denied: {late}"

    def _asker_of(self, content: str) -> int | None:
        topic = self._topic_of(content)
        return self.topics.get(topic) if topic is not None else None

    @staticmethod
    def _topic_of(content: str) -> int | None:
        found = re.search(r"topic (\d+)", content)
        return int(found.group(1)) if found else None

    def _text_share_at(self, index: int, person: int) -> int | None:
        """The person's text limit in force for the index-th call: the last /limit lyrics
        before it, else USER_TEXT_DAILY_LIMIT; None: no limit."""
        share: int | None = TEXT_PER_PERSON
        for seen, whose, calls in self.text_shares:
            if whose == person and seen <= index:
                share = TEXT_PER_PERSON if calls is None else calls
        return share

    @invariant()
    def no_post_while_the_gate_is_shut(self) -> None:
        """While a song could not be brought (Telegram refuses the token or has failed for
        DOWN_AFTER_SEC, or DATA_DIR has no room), no track is spent: a step that began and
        ended with the gate shut made no POST."""
        shut, posts = self._gate_shut(), len(self.service.posts)
        if self.shut_at_last_look and shut:
            assert posts == self.posts_at_last_look, self.service.posts[self.posts_at_last_look :]
        self.shut_at_last_look, self.posts_at_last_look = shut, posts

    def _gate_shut(self) -> bool:
        down_long = self.down is not None and self.clock.now >= self.down_seen_at + DOWN_AFTER_SEC
        return self.revoked or down_long or self.filler is not None

    @invariant()
    def posted_with_the_style_its_draft_had(self) -> None:
        styles = {r.sung_lyrics: r.style or None for r in self.requests()}
        for post in self.service.posts:
            assert post.style == styles[post.lyrics], post

    @invariant()
    def every_post_carries_its_requests_lyrics_as_sung(self) -> None:
        """A POST's lyrics are a request's, with a gift's names in the spelling its preview
        showed (Request.sung_lyrics); a name in that spelling is never in the caption."""
        sung = {r.sung_lyrics: r for r in self.requests()}
        for post in self.service.posts:
            assert post.lyrics in sung, post
            gift = sung[post.lyrics].gift
            for name, spelling in gift.sung if gift is not None else ():
                assert name not in post.lyrics.replace(spelling, ""), (post, name)

    @invariant()
    def no_post_for_a_denied_or_gone_chat(self) -> None:
        chats = {r.sung_lyrics: r.chat_id for r in self.requests()}
        for chat, seen in (*self.denied.items(), *self.gone.items()):
            late = [p for p in self.service.posts[seen:] if chats.get(p.lyrics) == chat]
            assert not late, f"POSTed for chat {chat} after it was denied or left: {late}"

    @invariant()
    def every_made_song_reaches_its_chat(self) -> None:
        """Asked in a forum topic, a song lands in that topic or, once it was closed or
        deleted, in General naming its asker: a send the topic refused is made again in the
        same step (no time of the model passes: well within its minute), never counted
        against the song; no song of the forum ends undelivered. (That every made song is
        delivered within a minute of the world's return is checked in the calm-down.)"""
        calls = self.stand.calls
        start, self.forum_calls_seen = self.forum_calls_seen, len(calls)
        sends = [
            (index, call)
            for index, call in enumerate(calls)
            if call.method in WORD_SENDS and _chat_of(call) == FORUM
        ]
        for index, call in sends:
            if index < start or call.ok or not _topic_refused(call):
                continue
            SEEN[f"{call.method} refused by its topic"] += 1
            again = [
                later
                for at, later in sends
                if at > index and later.ok and later.method == call.method
                and later.params.get("message_thread_id") is None and _same_words(call, later)
            ]  # fmt: skip
            assert again or self._told_beyond_general(index, call), (
                f"refused by its topic and not sent in General: {call.params}"
            )
        for request in self.requests():
            if request.chat_id != FORUM:
                continue
            assert request.reason != Reason.UNDELIVERED, request
            if request.state != State.DELIVERED:
                continue
            home = request.user_id if request.topic_gone == IN_PRIVATE else FORUM
            audio = [
                c for c in calls
                if c.method == "sendAudio" and c.ok and _chat_of(c) == home
                and _song_of(c) == request.id
            ]  # fmt: skip
            if home != FORUM:  # its forum shut whole: the song went to its asker privately
                assert "closed to me" in audio[-1].params.get("caption", ""), audio[-1].params
                continue
            assert audio, request
            thread = audio[-1].params.get("message_thread_id")
            if thread is None and request.thread_id is not None:
                assert request.topic_gone, request
                assert "tg://user?id=" in audio[-1].params.get("caption", ""), audio[-1].params
                if request.id not in self.forum_songs_in_general:  # counted once, not per step
                    self.forum_songs_in_general.add(request.id)
                    SEEN["song in General, its topic gone"] += 1
            else:
                assert thread is None or int(thread) == request.thread_id, (request, thread)

    # --- once the faults stop -------------------------------------------------------------

    async def _calm_down_and_check(self) -> None:
        # The service's faults end first: a file the service lost is the song's own end, and
        # what follows holds the bot to Telegram's and the disk's return alone.
        self.service.post_plan.clear()
        self.service.release_held()
        for job in self.service.jobs.values():
            job.poll_faults.clear()
            job.file_faults.clear()
        # No trickle is left to cut short: a download may take as long as the bot's own allows,
        # in the bot running now and in every start from here on.
        self.tuning = tuned(MODEL, download_deadline_sec=FilesTuning.download_deadline_sec)
        if self.app is not None:
            self.services.music.file_limits = FileLimits.of(self.tuning.files)
        await self._the_world_comes_back()
        for whose in {whose for _, whose, _ in self.shares}:  # the line may drain at last
            target = SUPERGROUP if whose == GROUP and self._bot_knows_the_upgrade() else whose
            self.stand.user_says(ADMIN, f"/limit {target} off")
        await self._settle()
        # DAILY tracks a day at most, and fewer when a slot stays taken from one 6 h step to the
        # next (59 requests took 16.5 of the 17 days they were given, and in a slow run more):
        # two days per DAILY requests, and a spare day or two. The loop ends once all are final.
        steps = 4 * (2 * (len(self._accepted()) // DAILY) + 3)
        for _ in range(steps):
            for _ in range(self.calm_ticks):
                for job in self.service.active():
                    job.status = "completed"
                await self._tick()
                self.clock.now += 60.0
            if all(r.state in FINAL_STATES for r in self._accepted()):
                break
            self.clock.now += 6 * 3600.0
            self.service.let_time_pass()
        for request in self._accepted():
            assert request.state in FINAL_STATES, f"request {request.id} is {request.state}"
            self._told_once(request)
        SEEN.update(r.state.value for r in self._accepted())
        SEEN["job followed over a day"] += sum(map(_followed_over_a_day, self._accepted()))
        SEEN.update(f"POST {p.answer}" for p in self.service.posts)
        SEEN["text call"] += len(self.service.text_calls)

    async def _the_world_comes_back(self) -> None:
        """Telegram answers again, with a token it accepts, and the disk has room: every song
        the bot holds as made is delivered within a minute of the model's time. Jobs under way
        while the world still fails are finished first, so that there are songs to hold."""
        if not self._telegram_answers() or self.filler is not None:
            for job in self.service.active():
                job.status = "completed"
            self.clock.now += 3 * 60.0  # a late job is polled at least every two minutes
            await self._tick()
        if self.revoked:  # a new token, and a start with it
            self.stand.revoke_token(False)
            self.revoked = False
            await self.stack.aclose()
            await self._start_bot()
        if self.down is not None:
            await self._telegram_back()
        if self.filler is not None:
            self.filler.unlink()
            self.filler = None
        await self._settle()
        made = [r.id for r in self.requests() if r.state == State.COMPLETED]
        await self._tick()
        self.clock.now += 60.0
        await self._tick()
        ended = {r.id: r for r in self.requests()}
        for request_id in made:
            request = ended[request_id]
            gave_up = request.state == State.FAILED and request.reason == Reason.CHAT_GONE
            assert request.state == State.DELIVERED or gave_up, request
            SEEN["made, delivered once the world was back"] += 1

    def _accepted(self) -> list[Request]:
        return [r for r in self.requests() if r.state != State.DRAFT]

    def _told_once(self, request: Request) -> None:
        """The final state's words exactly once (`unknown`'s once per time it was reached); in a
        chat that removed the bot, what could not reach it is not counted against the bot."""
        if request.inline_message_id is not None:
            self._guest_told_once(request)  # guest mode: its message, not its chat
            return
        if request.reason == Reason.CHAT_GONE:
            return  # nobody is left there to tell
        same_chat = {GROUP, SUPERGROUP} if request.chat_id == SUPERGROUP else {request.chat_id}
        reachable = not same_chat & set(self.gone)
        same_chat |= self._chats_beyond_general(request)  # General closed too: told elsewhere

        def told(count: int, expected: int) -> bool:
            return count == expected if reachable else count <= expected

        texts = [
            self._unnamed(c.params.get("text", ""), request)
            for c in self.stand.calls_of("sendMessage")
            if c.ok and int(c.params.get("chat_id", 0)) in same_chat
        ]  # fmt: skip
        if request.completed_at is not None:  # made (and charged): never "not charged"
            mine = [x for x in texts if f"“{request.title}”" in x]
            assert not [x for x in mine if "not charged" in x], (request, mine)
        unknown = outcome_text(replace(request, state=State.UNKNOWN), TIMEOUT_MIN)
        late = outcome_text(replace(request, state=State.LATE, error=None), TIMEOUT_MIN)
        assert texts.count(late) <= 1, (request, texts)  # a late job hears so once, then its end
        maybe = self._maybe_answers(request.id)
        # Words name a song by its title, and a take declined before it was sent leaves its
        # number (and so its title) to the next take of the same song: the "unknown" words
        # under one title are those of every request that bears it.
        namesakes = [
            r.id
            for r in self.requests()
            if r.title == request.title and r.chat_id in same_chat and r.id != request.id
        ]
        expected = maybe + sum(self._maybe_answers(other) for other in namesakes)
        assert told(texts.count(unknown), expected), (request, texts)
        if request.state == State.UNKNOWN:
            assert maybe >= 1, request
        elif request.state == State.DELIVERED:
            audio = [
                c for c in self.stand.calls_of("sendAudio")
                if c.ok and _chat_of(c) in same_chat and _song_of(c) == request.id
            ]  # fmt: skip
            assert told(len(audio), 1), request
        elif request.state == State.CANCELLED:
            if request.reason == Reason.DENIED:
                words = t(request.language, "outcome-denied", title=request.title)
                assert told(texts.count(words), 1), (request, texts)
        elif request.state in (State.FAILED, State.REJECTED):
            # A late job is followed until the service ends it: never given up unfinished.
            assert request.reason != Reason.NEVER_FINISHED, request
            # the service not knowing the job is a word on the way, not an end
            not_known = not_known_text(request, self.tuning.polling.unknown_job_follow_sec)
            ends = [
                x for x in texts
                if f"“{request.title}”" in x and x not in (unknown, late, not_known)
            ]  # fmt: skip
            assert told(len(ends), 1), (request, texts)

    def _maybe_answers(self, request_id: int) -> int:
        path = self.database_path
        with sqlite3.connect(path) as conn:
            query = "SELECT COUNT(*) FROM submissions WHERE request_id = ? AND outcome = 'maybe'"
            return int(conn.execute(query, (request_id,)).fetchone()[0])


def _followed_over_a_day(request: Request) -> bool:
    """The service ended its job (made, or failed) over a day after it took it: a late job the
    bot followed past the day it once gave up at."""
    ended = request.completed_at or request.finished_at
    return (
        request.accepted_at is not None
        and ended is not None
        and ended - request.accepted_at > 86400.0
    )


def checked(machine: MoneyInvariants) -> None:
    """Every invariant, as hypothesis checks them after each step."""
    machine.at_most_one_post_per_request_unless_asked_again()
    machine.never_over_the_organizations_limits()
    machine.no_post_while_the_gate_is_shut()
