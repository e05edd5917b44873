"""Pacing of the pipeline that is not an operator's choice; tests shorten it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    tick_sec: float = 0.5  # how often the scheduler, poller and delivery look for work
    # First wait after a 429, 503 or unreachable service; up to a quarter more is added at random
    # (never less), so no two refusals come closer than 10 s and restarted bots do not march.
    backoff_base_sec: float = 10.0
    backoff_jitter: float = 0.25
    backoff_max_sec: float = 300.0  # the backoff doubles up to this
    # A paused organization (empty wallet, bad key) is tried with one request after 20 s, then
    # 40, 80 ... up to 5 min: a wallet topped up at once is noticed within half a minute.
    probe_first_sec: float = 20.0
    probe_max_sec: float = 300.0
    # One 404 proves little behind a gateway or during a deploy: a job or its file is given up
    # as lost only after the service has said it does not know it for this long.
    not_found_patience_sec: float = 60.0
    polls_in_flight: int = 8  # GET /jobs requests under way at once
    # A job past JOB_TIMEOUT_MIN is followed until the service ends it, and given up only this
    # long after the service took it (the contract promises at least 24 hours) ...
    follow_horizon_sec: float = 24 * 3600.0
    # ... polled this far apart meanwhile (never more often than POLL_INTERVAL_SEC, never more
    # than two minutes apart: bot/accounting/estimates.py): a day of 5 s polls is 17,280 GETs.
    late_poll_sec: float = 60.0
    delivery_retry_sec: float = 10.0  # wait before trying a failed delivery again
    drain_sec: float = 10.0  # on a graceful stop, how long running work may finish
    smart_polling: bool = True  # learn job times and poll sparser early (False: a fixed clock)
    # Updates handled at once, each chat's in order (bot/telegram/inbox.py). They share one event
    # loop and one SQLite connection: 64 answered no faster than 32 (bench/README.md, benchmark c).
    updates_at_once: int = 32
    # Messages into one group a minute, counted in real seconds (bot/telegram/lanes.py); None is
    # Telegram's flood limit (telegram.constants.FloodLimit). A test whose clock is simulated
    # lifts it: its minutes never pass in real time, so a busy group would hold every step for
    # up to a real minute.
    group_messages_per_minute: int | None = None
    # Telegram failing this long with no answer in between is down (bot/telegram/reach.py) and
    # shuts the gate before every POST (bot/accounting/gate.py): a song made now could not be
    # brought. A passing 502 between two answers shuts nothing.
    telegram_down_after_sec: float = 30.0
    # While Telegram or the disk fails, a song waits at most this long between two tries, so
    # that it goes out within a minute of their return (the failures never count against it).
    world_retry_max_sec: float = 30.0
    # getUpdates waits this long for an update before it answers with none (below the read
    # timeout of 40 s in bot/app.py) ...
    long_poll_sec: int = 30
    # ... so no answer for this long is a fault /healthz reports (bot/telegram/health.py): four
    # long polls missed are no slow network.
    updates_quiet_sec: float = 120.0
    # Least time between two progress edits of one status message, and least time a state
    # lasts before it is shown (bot/telegram/notify.py): a reader notices a change, not every
    # step of it, and a song done sooner after its acknowledgement comes with no edit; 0 edits
    # at every step.
    status_edit_gap_sec: float = 5.0
    # An upload (a song, its lossless file, its video) may take this long before it is tried
    # again: 50 MB over a slow link.
    upload_timeout_sec: float = 300.0
    # Lyrics being written are shown as they grow (bot/pipeline/growing.py): as a draft in a
    # private chat at most once a second, as an edit in a group at most this often, within
    # its 20 messages a minute.
    draft_gap_sec: float = 1.0
    group_growth_gap_sec: float = 4.0

    def backoff(self, attempt: int) -> float:
        """10 s, 20 s, 40 s ... up to the maximum, for the n-th consecutive refusal."""
        return min(self.backoff_max_sec, self.backoff_base_sec * 2.0 ** max(0, attempt - 1))

    def probe_interval(self, probes: int) -> float:
        """The wait before the next probe of a paused organization, after `probes` failed ones."""
        return min(self.probe_max_sec, self.probe_first_sec * 2.0 ** max(0, probes))
