"""Pacing and bounds of the bot that are not an operator's choice (those are Settings,
bot/config.py) and that a test or a benchmark turns: tests give the application or a component a
shorter one instead of patching modules. The knobs come in groups, one for each part of the bot
that reads them, and a component takes only its own group, so that its signature says which
knobs it depends on. A pacing nobody turns is no knob: it is a named constant in the module it
paces (tests/unit/test_one_home.py holds both rules). The platform's own limits are facts, not
tuning: bot/limits.py for the music service, telegram.constants for Telegram."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.limits import (
    LONGEST_TRACK_SEC,
    LYRICS_LIMIT,
    WAV_CHANNELS,
    WAV_SAMPLE_BYTES_AT_MOST,
    WAV_SAMPLE_RATE,
)


@dataclass(frozen=True)
class PollingTuning:
    """The music service's jobs: asked for (bot/pipeline/scheduler.py), polled
    (bot/pipeline/poller.py) and waited for while the service refuses."""

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
    # While the service refuses the key, a read (never a POST) asks it again this often: a key
    # fixed meanwhile lifts the pause within a minute, with no track spent to learn it.
    key_read_every_sec: float = 30.0
    # One 404 proves little behind a gateway or during a deploy: a job or its file is given up
    # as lost only after the service has said it does not know it for this long.
    not_found_patience_sec: float = 60.0
    # A job past JOB_TIMEOUT_MIN is followed until the service ends it, however long, holding
    # its slot as the service counts it; polled this far apart meanwhile (never more often than
    # POLL_INTERVAL_SEC, never more than two minutes apart: bot/accounting/estimates.py): a day
    # of 5 s polls is 17,280 GETs.
    late_poll_sec: float = 60.0
    # A job the service answers 404 for (after `not_found_patience_sec` of it) may still be
    # run by it: it holds its slot until JOB_TIMEOUT_MIN after its POST, and is polled (every
    # `late_poll_sec`) for the contract's day after its POST before it is given up; a song
    # that appears meanwhile is delivered (bot/pipeline/poller.py).
    unknown_job_follow_sec: float = 24 * 3600.0
    smart_polling: bool = True  # learn job times and poll sparser early (False: a fixed clock)
    # A poll starts at its moment (bot/alarm.py), not at the next tick after it. A test on a
    # simulated clock turns this off: its seconds are not the event loop's, and it ticks the
    # poller itself at moments of its choosing.
    polls_when_due: bool = True

    def backoff(self, attempt: int) -> float:
        """10 s, 20 s, 40 s ... up to the maximum, for the n-th consecutive refusal."""
        return min(self.backoff_max_sec, self.backoff_base_sec * 2.0 ** max(0, attempt - 1))

    def probe_interval(self, probes: int) -> float:
        """The wait before the next probe of a paused organization, after `probes` failed ones."""
        return min(self.probe_max_sec, self.probe_first_sec * 2.0 ** max(0, probes))


@dataclass(frozen=True)
class DeliveryTuning:
    """A finished song on its way to its chat (bot/pipeline/delivery.py)."""

    # Songs whose file is made (cover drawn, WAV downloaded and encoded to MP3) at once; the
    # rest wait their turn before downloading. LAME takes a core while it encodes, so forty at
    # once were no faster, and held forty downloads' buffers, threads and malloc arenas: 200 MB
    # against 135 MB at four. Two at a time left the two cores idle while a file downloaded,
    # ~9 % fewer songs a minute than four (bench/README.md, the burst).
    encodes_at_once: int = 4
    delivery_retry_sec: float = 10.0  # wait before trying a failed delivery again
    # Tries a song's own failures (a rejected call, a file not whole) may take before it is
    # given up: with the backoff capped at 5 min, hours of trying.
    delivery_attempts: int = 30
    # While Telegram or the disk fails, a song waits at most this long between two tries, so
    # that it goes out within a minute of their return (the failures never count against it).
    world_retry_max_sec: float = 30.0
    # A song whose forum is shut whole, waiting for its asker's private chat: tried again this
    # often (their first word to the bot wakes it at once).
    home_retry_sec: float = 3600.0
    # Words Telegram could not carry are tried again when it answers again, and this often
    # besides (a flood wait, say, is not an outage and has no comeback).
    untold_every_sec: float = 60.0


@dataclass(frozen=True)
class TelegramTuning:
    """Updates in and calls out (bot/telegram/), and how often a chat is shown work moving."""

    # Updates handled at once, each chat's in order (bot/telegram/inbox.py). They share one event
    # loop and one SQLite connection: 64 answered no faster than 32 (bench/README.md, benchmark c).
    updates_at_once: int = 32
    # getUpdates waits this long for an update before it answers with none (its answer is waited
    # for a little longer: bot/app.py) ...
    long_poll_sec: int = 30
    # ... so no answer for this long is a fault /healthz reports (bot/telegram/health.py): four
    # long polls missed are no slow network.
    updates_quiet_sec: float = 120.0
    # getUpdates that failed is asked again after the first pause, half as long again after
    # each failure up to the most; a refused token waits the most at once
    # (bot/telegram/polling.py).
    polling_retry_first_sec: float = 1.0
    polling_retry_max_sec: float = 30.0
    # Messages into one group a minute, counted in real seconds (bot/telegram/lanes.py); None is
    # Telegram's flood limit (telegram.constants.FloodLimit). A test whose clock is simulated
    # lifts it: its minutes never pass in real time, so a busy group would hold every step for
    # up to a real minute.
    group_messages_per_minute: int | None = None
    # An upload (a song, its lossless file, its video, a chart) may take this long before it is
    # tried again: 50 MB over a slow link.
    upload_timeout_sec: float = 300.0
    # Least time between two progress edits of one status message, and least time a state
    # lasts before it is shown (bot/telegram/notify.py): a reader notices a change, not every
    # step of it, and a song done sooner after its acknowledgement comes with no edit; 0 edits
    # at every step.
    status_edit_gap_sec: float = 5.0
    # Telegram shows a chat action ("sending audio…") until the next message comes, or for 5 s:
    # one for work done sooner than this would never be seen, only paid for
    # (bot/telegram/replies.py).
    chat_action_after_sec: float = 1.0
    # Lyrics being written are shown as they grow (bot/pipeline/drafts/growing.py): as a draft in a
    # private chat at most once a second, as an edit in a group at most this often, within
    # its 20 messages a minute.
    draft_gap_sec: float = 1.0
    group_growth_gap_sec: float = 4.0
    # Guest mode: a guest query older than this when its update is handled (a backlog after an
    # outage or a restart) is dropped with a log line, nothing spent: the contract answers
    # within 10 s, and Telegram does not publish how long it keeps a query open.
    guest_answer_within_sec: float = 10.0


@dataclass(frozen=True)
class FilesTuning:
    """A track's file downloaded (bot/service/downloads.py), and the files made of it on demand:
    🎬 a video, 💿 a lossless file (bot/media/turns.py, bot/media/files.py)."""

    # A track's file is downloaded within this, the whole download, not one read: it lets the
    # largest file arrive at 180 KB/s; the service's 16-bit 300 s file (53 MB) needs 90 KB/s ...
    download_deadline_sec: float = 600.0
    # ... and is no larger than the longest track in the widest sample format the WAV reader
    # takes (32-bit), plus room for header chunks (LIST, bext, ...), about 107 MB: a body past
    # it is not a track.
    largest_file_bytes: int = (
        LONGEST_TRACK_SEC * WAV_SAMPLE_RATE * WAV_CHANNELS * WAV_SAMPLE_BYTES_AT_MOST + (1 << 20)
    )
    # Presses that make a file take their turn in one line; this many are made at once, each
    # holding its song's WAV only while it is made (fetched when its turn comes, never while
    # it waits): a video in the one worker beside a lossless upload, two WAVs at most.
    files_made_at_once: int = 2
    # Presses in that line (made or waiting) from one chat, and from all chats: one beyond is
    # told in words to press again later. A press waiting holds nothing but its place, so the
    # line may be long; its bound keeps an afternoon of work from piling up unseen.
    file_presses_per_chat: int = 3
    file_presses_in_line: int = 12
    # FLAC encodes (a WAV over the upload limit) share a pool of this many threads: each takes
    # a core for seconds, and the MP3 encoders of songs being delivered need theirs.
    flac_encodes_at_once: int = 1
    # A file made on demand leaves DATA_DIR room for a new track this long (its WAV, its MP3
    # and the spend gate's margin: bot/accounting/gate.py), else its press is told to come
    # back later: a shared video never shuts the gate before a paid song.
    on_demand_leaves_room_sec: float = LONGEST_TRACK_SEC


@dataclass(frozen=True)
class HousekeepingTuning:
    """What a stop lets finish, and how long an unconfirmed preview lives."""

    drain_sec: float = 10.0  # on a graceful stop, how long running work may finish
    # A preview nobody confirmed within a day is forgotten: its user has moved on, and an old
    # preview must not spend a track when found weeks later
    # (docs/guarantees_in_chats.md §Previews; bot/pipeline/drafts/expiry.py).
    draft_lifetime_sec: float = 24 * 3600.0


@dataclass(frozen=True)
class TextModelTuning:
    """One text-model call, bounded from outside (bot/service/textmodel.py)."""

    # The text model writing a whole song may think for a minute before its answer (or the
    # next piece of a streamed one) comes; connecting should be quick.
    text_answer_timeout_sec: float = 90.0
    # A call ends within this, however the model answers: httpx's timeout is per read, and a
    # model that keeps streaming (or leaves its stream open after its finish reason) would
    # hold the chat's writing for as long as it liked. A song is written in well under a
    # minute; what was read by then is used if it makes lyrics.
    text_call_deadline_sec: float = 120.0
    # ... and reads no more than this, answer or error alike. The longest lyrics (LYRICS_LIMIT)
    # streamed a token of 1-4 characters an event, each in ~230 bytes of OpenAI's framing, are
    # about 0.4 MB: this lets an answer run to a few times the lyrics limit, and no further.
    text_answer_max_bytes: int = LYRICS_LIMIT * 256
    # ... and takes no more of its text than a few times the lyrics limit: lyrics longer than
    # LYRICS_LIMIT are cut to it anyway, so more is a runaway model, and what it said by then is
    # used if it makes lyrics.
    text_answer_max_chars: int = LYRICS_LIMIT * 4


@dataclass(frozen=True)
class Tuning:
    """Every group; `Tuning()` is the production pacing. The application (bot/app.py) hands
    each component its group."""

    polling: PollingTuning = field(default_factory=PollingTuning)
    delivery: DeliveryTuning = field(default_factory=DeliveryTuning)
    telegram: TelegramTuning = field(default_factory=TelegramTuning)
    files: FilesTuning = field(default_factory=FilesTuning)
    housekeeping: HousekeepingTuning = field(default_factory=HousekeepingTuning)
    text_model: TextModelTuning = field(default_factory=TextModelTuning)
