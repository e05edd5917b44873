"""What the world does to the bot, at any step: the music service answers a POST in any of its
ways (refused, taken, taken with an answer the bot cannot read, held), moves, finishes, forgets
and finds again its jobs, and fails polls and files; the database refuses the write of an
accepted job; Telegram fails every call for hours, refuses the bot's token, or sends a press
again; DATA_DIR's disk fills to the last byte; time passes, the bot's wall clock steps (while it
runs or while it is stopped) and the bot restarts. Whatever drives the poller, no job is polled
more often than POLL_INTERVAL_SEC."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable

from hypothesis import strategies as st
from hypothesis.stateful import invariant, precondition, rule

from bot.store import State
from botapi_standin.models import BotCall
from tests.model.lifecycle.world import (
    POLL_SEC,
    SEEN,
    STEPS,
    TELEGRAM_FAILURES,
    WALL_STEPS,
    World,
    _status,
)
from tests.model.service import FILE_FAULTS, FORGOTTEN, POLL_FAULTS, POST_ANSWERS


class FaultRules(World):
    # --- what the service does ------------------------------------------------------------

    @rule(answers=st.lists(st.sampled_from(POST_ANSWERS), min_size=1, max_size=3))
    def service_answers_next_posts(self, answers: list[str]) -> None:
        self.service.post_plan.extend(answers)

    @rule(data=st.data(), outcome=st.sampled_from(["running", "completed", "completed", "error"]))
    def a_job_moves(self, data: st.DataObject, outcome: str) -> None:
        active = self.service.active()
        if active:
            data.draw(st.sampled_from(active)).status = outcome

    @rule()
    def the_jobs_finish_and_their_songs_arrive(self) -> None:
        """Every job under way completes and the pipeline goes round twice (a poll is due after
        POLL_INTERVAL_SEC): songs are delivered mid-run, whatever the world then does to their
        delivery, so that what is pressed under a delivered song is met before the calm-down."""
        for job in self.service.active():
            job.status = "completed"
        for _ in range(2):
            self.clock.now += 10.0
            self.service.let_time_pass()
            self.run(self._tick())

    @rule(data=st.data(), faults=st.lists(st.sampled_from(POLL_FAULTS), min_size=1, max_size=4))
    def polls_fail(self, data: st.DataObject, faults: list[str]) -> None:
        jobs = list(self.service.jobs.values())
        if jobs:
            data.draw(st.sampled_from(jobs)).poll_faults.extend(faults)

    @rule(data=st.data(), faults=st.lists(st.sampled_from(FILE_FAULTS), min_size=1, max_size=2))
    def files_fail(self, data: st.DataObject, faults: list[str]) -> None:
        jobs = list(self.service.jobs.values())
        if jobs:
            data.draw(st.sampled_from(jobs)).file_faults.extend(faults)

    @rule()
    def held_posts_are_cut_off(self) -> None:
        self.service.release_held()
        self.run(self._settle())

    @rule(data=st.data())
    def the_service_forgets_a_job(self, data: st.DataObject) -> None:
        """The service loses a job it runs: it answers 404 for it from now on (a minute of that
        and the bot tells its user, and holds its slot until JOB_TIMEOUT_MIN after its POST)."""
        active = self.service.active()
        if active:
            data.draw(st.sampled_from(active)).status = FORGOTTEN
            SEEN["job the service forgot"] += 1

    @rule(data=st.data())
    def the_service_finds_a_forgotten_job(self, data: st.DataObject) -> None:
        """... and finds it again, made: the bot delivers it if it still follows it (a day)."""
        lost = [job for job in self.service.jobs.values() if job.status == FORGOTTEN]
        if lost:
            data.draw(st.sampled_from(lost)).status = "completed"
            SEEN["forgotten job found again"] += 1

    @rule()
    def the_next_job_write_fails(self) -> None:
        """The database refuses the write that records an accepted job (locked, full). One
        refusal at a time: the bot retries the write in real seconds, doubling the wait, and a
        dozen refusals stacked on one job would hold a step for minutes."""
        if self.app is None:
            return
        requests = self.services.store.requests
        if self.refusing is not None and self.refusing[0] is requests and self.refusing[1]:
            return  # the last one has not been met yet
        real_move = requests.move
        failures = [1]
        self.refusing = (requests, failures)

        async def move(request_id, source, target, **changes):
            if target == State.QUEUED and failures:
                failures.pop()
                raise sqlite3.OperationalError("database is locked")
            return await real_move(request_id, source, target, **changes)

        requests.move = move  # type: ignore[method-assign]

    @invariant()
    def no_job_is_polled_more_often_than_the_interval(self) -> None:
        """Whatever drives the poller (its tick, its alarm, a slot freed, a restart, a step of
        the wall clock), two GETs of one job are POLL_INTERVAL_SEC apart on the model's clock
        at least, which the bot's monotonic clock follows."""
        for job in self.service.jobs.values():
            polled = job.polled_at
            gaps = [later - earlier for earlier, later in zip(polled, polled[1:], strict=False)]
            assert all(gap >= POLL_SEC for gap in gaps), (job.job_id, polled)

    # --- time, the wall clock and restarts ------------------------------------------------

    @rule(seconds=st.sampled_from(STEPS))
    def time_passes(self, seconds: float) -> None:
        self.clock.now += seconds
        self.service.let_time_pass()

    @rule()
    def the_pipeline_ticks(self) -> None:
        self.run(self._tick())

    @rule()
    def the_bot_restarts(self) -> None:
        """Stopped and started again; while Telegram fails, a start cannot ask it who the bot
        is (getMe) and waits for it (until_telegram_answers): it goes on once Telegram answers."""
        self.run(self.stack.aclose())
        self.app = None
        if self._telegram_answers():
            self.run(self._start_bot())
        else:
            SEEN["stopped while Telegram fails"] += 1

    # Telegram's flood control at a start waits a real second: CI's examples leave it out
    # (tests/model/test_examples_faults.py has one), the slow run meets it once an example.
    floods_at_start = False
    flooded_at_start = False

    @precondition(lambda self: self.floods_at_start and not self.flooded_at_start)
    @rule(call=st.sampled_from(("getMe", "deleteWebhook")))
    def the_bot_restarts_into_flood_control(self, call: str) -> None:
        """A bot restarted in a loop meets Telegram's flood control at its start: its getMe or
        its deleteWebhook answers 429 (retry after 1 s). The start waits it out and goes on,
        and nothing it held is lost (the invariants)."""
        if not self._telegram_answers():
            return
        self.flooded_at_start = True
        self.run(self.stack.aclose())
        self.app = None
        calls = len(self.stand.calls)
        self.stand.fail_next(call, retry_after=1)
        self.run(self._start_bot())
        assert [c.method for c in self.stand.calls[calls:] if _status(c) == 429] == [call]
        SEEN[f"start through flood control ({call})"] += 1

    @rule(seconds=st.sampled_from(WALL_STEPS))
    def the_wall_clock_steps(self, seconds: float) -> None:
        self.clock.step_wall(seconds)
        SEEN["wall clock stepped"] += 1

    @rule(seconds=st.sampled_from(WALL_STEPS), down=st.sampled_from(STEPS))
    def the_wall_clock_steps_while_the_bot_is_down(self, seconds: float, down: float) -> None:
        """Stopped, the wall clock stepped while time passes, started again (in the same boot:
        the model's monotonic clock runs on): holds and waits keep what was left of them."""
        self.run(self.stack.aclose())
        self.app = None
        self.clock.now += down
        self.service.let_time_pass()
        self.clock.step_wall(seconds)
        SEEN["wall clock stepped while the bot was down"] += 1
        if self._telegram_answers():
            self.run(self._start_bot())

    # --- Telegram failing for hours, and the disk full ------------------------------------

    @rule(status=st.sampled_from(TELEGRAM_FAILURES))
    def telegram_goes_down(self, status: int) -> None:
        """Every call fails, getUpdates included, until Telegram comes back."""
        if self.down is not None or self.revoked:
            return
        calls = len(self.stand.calls)
        self.stand.go_down(status)
        self.down = status
        self.run(self._until_the_bot_meets(calls, lambda call: _status(call) == status))
        self.down_seen_at = self.clock.now
        SEEN[f"Telegram down ({status})"] += 1
        self.run(self._settle())

    @rule()
    def telegram_comes_back(self) -> None:
        if self.down is None:
            return
        self.run(self._telegram_back())
        self.run(self._settle())

    async def _telegram_back(self) -> None:
        """Telegram answers again, and the bot has met an answer (its long poll, say): a real
        second may pass before it asks, while the model's minutes would pass at once."""
        calls = len(self.stand.calls)
        self.stand.come_back()
        self.down = None
        await self._start_if_stopped()
        await self._until_the_bot_meets(calls, lambda call: call.ok)

    @rule()
    def telegram_refuses_the_token(self) -> None:
        if self.revoked or self.down is not None:
            return
        calls = len(self.stand.calls)
        self.stand.revoke_token()
        self.run(self._until_the_bot_meets(calls, lambda call: _status(call) == 401))
        self.revoked = True
        SEEN["token refused"] += 1
        self.run(self._settle())

    @rule()
    def a_new_token(self) -> None:
        """The operator gives the bot a token Telegram accepts, and starts it with it."""
        if not self.revoked:
            return
        self.stand.revoke_token(False)
        self.revoked = False
        self.the_bot_restarts()

    @rule(data=st.data())
    def a_press_arrives_twice(self, data: st.DataObject) -> None:
        """Telegram sends a press again (or the bot met it before a crash): one press's effect."""
        if not self.presses or not self._telegram_answers():
            return
        chat, message_id, callback = data.draw(st.sampled_from(self.presses))
        SEEN["press replayed"] += 1
        self.stand.user_presses(chat, message_id, callback)
        self.run(self._settle())

    async def _until_the_bot_meets(self, calls: int, answer: Callable[[BotCall], bool]) -> None:
        """Wait (real time) until a call of the bot's after the first `calls` got an `answer`:
        from then on it knows, whatever it does with it."""
        await self._until_calls(calls, lambda made: any(answer(call) for call in made))

    @rule()
    def the_disk_fills(self) -> None:
        if self.filler is not None:
            return
        self.filler = self.data_dir / "filler.bin"
        with self.filler.open("wb") as out:  # to the last byte: every write meets ENOSPC
            free = shutil.disk_usage(self.data_dir).free
            while free > 0:
                try:
                    out.write(b"\0" * min(free, 1 << 20))
                    out.flush()
                except OSError:
                    break
                free = shutil.disk_usage(self.data_dir).free
        SEEN["disk full"] += 1

    @rule()
    def room_on_the_disk_again(self) -> None:
        if self.filler is not None:
            self.filler.unlink()
            self.filler = None
