"""Fixed examples of the text model and gifts (tests/model/lifecycle/texts.py): its answers
compressed, without end or past their bound, its limits and /deny, one person writing in two
chats at once, a rewrite cut off by a restart, gifts and their names as sung, the worst text."""

from __future__ import annotations

import time

from bot.lyrics import SUNG_NAME_LIMIT, SUNG_NAMES_AT_MOST
from bot.service.downloads import FileLimits
from bot.store import State
from bot.texts import t
from bot.tuning import FilesTuning
from tests.conftest import tuned
from tests.model.lifecycle.money import checked
from tests.model.lifecycle.world import (
    MODEL,
    REFUSED,
    SEEN,
    TEXT_BYTES,
    TEXT_DEADLINE_SEC,
    TEXT_PER_DAY,
    TEXT_PER_PERSON,
    TEXT_SLACK_SEC,
    USERS,
    Latest,
)
from tests.model.test_lifecycle import Lifecycle


def test_a_compressed_answer_is_read_to_its_bound_as_decoded() -> None:
    """Answers gzipped although asked plain: a small one reads as any (a preview), one whose
    decoded bytes pass the bound is refused as too long, never inflated whole."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.the_text_model_answers_next([("gzip", 0), ("gzip", 30 * TEXT_BYTES)])
        for user in USERS[:2]:
            machine.ask_for_a_song_on_a_topic(user)
            machine.no_chat_waits_on_the_text_model_longer_than_its_deadline()
            machine.every_writing_message_becomes_a_preview_or_an_end()
        assert [c.answer for c in machine.service.text_calls] == ["gzip", "gzip"]
        drafts = machine.run(machine.services.store.requests.in_states([State.DRAFT]))
        assert [d.user_id for d in drafts] == [USERS[0]], "the small one made a preview"
        told = [m.text or "" for m in machine.stand.messages(USERS[1])]
        assert t("en", "song-error-too-long") in told, "the large one says none came"
    finally:
        machine.teardown()


def test_text_calls_stay_within_the_limits_and_stop_at_deny() -> None:
    """A person asks for more lyrics than their limit (topics and Rewrites), another runs into
    the organization's limit, and a Rewrite pressed after /deny calls nothing."""
    machine = Lifecycle()
    try:
        machine.ready()
        for _ in range(TEXT_PER_PERSON + 1):
            machine.ask_for_a_song_on_a_topic(USERS[0])
            machine.press_rewrite(USERS[0], Latest())
        for _ in range(TEXT_PER_DAY):
            machine.ask_for_a_song_on_a_topic(USERS[1])
        machine.text_calls_within_the_limits()
        assert len(machine.service.text_calls) == TEXT_PER_DAY
        machine.time_passes(86400.0)
        machine.ask_for_a_song_on_a_topic(USERS[2])
        machine.admin_denies_a_chat(USERS[2])
        machine.press_rewrite(USERS[2], Latest())
        machine.no_text_call_for_a_denied_person()
        assert len(machine.service.text_calls) == TEXT_PER_DAY + 1
    finally:
        machine.teardown()


def test_a_text_model_without_end_holds_no_chat() -> None:
    """A stream without end, one left open after its finish reason, and answers three times
    the byte bound, streamed and whole: each /song is answered within the deadline (a preview
    of what was written, or why none came), and each call stays spent."""
    machine = Lifecycle()
    try:
        machine.ready()
        answers = [
            ("endless", 0),
            ("open", 0),
            ("stream", 3 * TEXT_BYTES),
            ("whole", 3 * TEXT_BYTES),
        ]
        machine.the_text_model_answers_next(answers)
        for user in (*USERS, USERS[0]):
            started = time.monotonic()
            machine.ask_for_a_song_on_a_topic(user)
            assert time.monotonic() - started < TEXT_DEADLINE_SEC + TEXT_SLACK_SEC
            machine.no_chat_waits_on_the_text_model_longer_than_its_deadline()
            machine.every_reserved_text_call_is_made_or_given_back()
            machine.every_writing_message_becomes_a_preview_or_an_end()
        assert [c.answer for c in machine.service.text_calls] == [a for a, _ in answers]
        told = [m.text or "" for m in machine.stand.messages(USERS[0])]
        assert t("en", "song-error-too-long") in told, "a whole answer past the bound says none"
    finally:
        machine.teardown()


def test_one_person_writes_in_two_chats_at_once_and_every_call_is_accounted_for() -> None:
    """A /song in the group and a gift's last answer (with `&` and `<`) in the private chat,
    sent together, then a /song in each once more: two previews each time, every call counted
    against the person and none reserved for nothing. Before lyrics were written per chat, the
    private one was left "writing…" with its call reserved."""
    machine = Lifecycle()
    try:
        machine.ready()
        before = SEEN["two-chat writing, both previews shown"]
        machine.one_person_asks_for_lyrics_in_two_chats_at_once(USERS[0], gift=True)
        machine.one_person_asks_for_lyrics_in_two_chats_at_once(USERS[0], gift=False)
        machine.every_reserved_text_call_is_made_or_given_back()
        machine.text_reaches_the_model_as_typed()
        machine.every_writing_message_becomes_a_preview_or_an_end()
        machine.text_calls_within_the_limits()
        assert len(machine.service.text_calls) == 3, "the person's third call is refused"
        assert any("& <b>not bold</b>" in c.content for c in machine.service.text_calls)
        assert SEEN["two-chat writing, both previews shown"] == before + 1
    finally:
        machine.teardown()


def test_a_rewrite_cut_off_by_a_restart_gets_its_preview_buttons_back() -> None:
    machine = Lifecycle()
    try:
        machine.ready()
        machine.ask_for_a_song_on_a_topic(USERS[0])
        before = SEEN["rewrite cut off by a restart, its buttons back"]
        machine.the_bot_restarts_during_a_rewrite(USERS[0], Latest())
        assert SEEN["rewrite cut off by a restart, its buttons back"] == before + 1
        machine.every_reserved_text_call_is_made_or_given_back()
        machine.press_make_the_song(USERS[0], Latest())
        machine.the_pipeline_ticks()
        assert len(machine.service.posts) == 1
        checked(machine)
    finally:
        machine.teardown()


def test_a_gift_is_posted_with_its_names_as_sung() -> None:
    """A gift for "Siobhan", its preview confirmed: the POST sings "Shi-vawn" where the row
    keeps "Siobhan", and every invariant holds on it (the path the random runs may miss)."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.ask_for_a_gift(USERS[0], 3)
        machine.press_make_the_song(USERS[0], Latest())
        machine.the_pipeline_ticks()
        [post] = machine.service.posts
        [gift] = machine.requests()
        assert "Siobhan" in gift.lyrics and "Siobhan" not in post.lyrics
        assert post.lyrics == gift.lyrics.replace("Siobhan", "Shi-vawn")
        machine.every_post_carries_its_requests_lyrics_as_sung()
        checked(machine)
    finally:
        machine.teardown()


def test_gifts_that_bear_one_title_are_each_delivered_once() -> None:
    """Every gift's lyrics here bear one title (the end of its topic, which its questions fill):
    two people's gifts, and two in one chat, are each delivered once. The model counted every
    audio of that title as a delivery of each, until it counted a song by its own chat and its
    own buttons."""
    machine = Lifecycle()
    try:
        machine.ready()
        # No file trickles here: three songs encoded at once on a busy machine may take longer
        # than the model's deadline for one, and that is not what this holds.
        machine.tuning = tuned(MODEL, download_deadline_sec=FilesTuning.download_deadline_sec)
        machine.services.music.file_limits = FileLimits.of(machine.tuning.files)
        for user in (USERS[0], USERS[1], USERS[0]):
            machine.ask_for_a_gift(user, 3)
            machine.press_make_the_song(user, Latest())
        for _ in range(2):  # two slots: the third gift starts once the first two are made
            machine.the_jobs_finish_and_their_songs_arrive()
        rows = machine.requests()
        assert [r.state for r in rows] == [State.DELIVERED] * 3, rows
        assert len({r.title for r in rows}) == 1, rows
        checked(machine)
    finally:
        machine.teardown()


def test_sung_names_past_their_bounds_leave_the_preview_and_the_post_in_step() -> None:
    """Forty names of sixty "&" each: once, the preview could not show them and kept its old
    line while the POST sang them. Now none is taken; names at the bounds are shown and sung."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.ask_for_a_gift(USERS[0], 3)
        machine.a_giver_spells_many_names(USERS[0], 40, 60, "&", Latest())
        machine.every_gift_preview_shows_the_names_it_will_sing()
        machine.a_giver_spells_many_names(
            USERS[0], SUNG_NAMES_AT_MOST, SUNG_NAME_LIMIT, "&", Latest()
        )
        machine.every_gift_preview_shows_the_names_it_will_sing()
        machine.press_make_the_song(USERS[0], Latest())
        machine.the_pipeline_ticks()
        [post] = machine.service.posts
        [gift] = machine.requests()
        assert gift.gift is not None and len(gift.gift.sung) == SUNG_NAMES_AT_MOST
        assert post.lyrics == gift.sung_lyrics and "&" * (SUNG_NAME_LIMIT - 3) in post.lyrics
        machine.every_post_carries_its_requests_lyrics_as_sung()
        checked(machine)
    finally:
        machine.teardown()


def test_two_gifts_of_the_same_worst_text_are_two_requests_each_posted_once() -> None:
    """Two people's gifts of the same worst text (a slow run met it): the model's text model
    once wrote both the same lyrics, and the POSTs, told apart by their lyrics, read as one
    request sent twice. Each call's lyrics are its own now, as a real model's are."""
    machine = Lifecycle()
    try:
        machine.ready()
        machine.a_gift_of_the_worst_text_is_made(USERS[1], "😀<")
        machine.a_gift_of_the_worst_text_is_made(USERS[0], "😀<")
        machine.the_pipeline_ticks()
        posted = [p for p in machine.service.posts if p.answer not in REFUSED]
        assert len(posted) == 2 and len({p.lyrics for p in posted}) == 2
        machine.at_most_one_post_per_request_unless_asked_again()
        checked(machine)
    finally:
        machine.teardown()
