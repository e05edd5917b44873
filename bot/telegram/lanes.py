"""LaneLimiter: every outgoing Bot API call waits in one of three lanes and leaves in priority
order within Telegram's flood limits (about 30 messages a second in all, 20 a minute into one
group), so that people who talk to the bot never wait behind its own housekeeping.

Lanes, first to last:

    people        answers to what a person just did: answerCallbackQuery, a sendMessage that
                  replies to a message (reply_parameters / reply_to_message_id), previews
    songs         songs and outcomes: sendAudio, sendDocument, sendVoice, sendPhoto, and every
                  other call not named here (sendMessage without a reply, deleteMessage, ...)
    housekeeping  status edits and liveness refreshes: editMessageText, editMessageReplyMarkup,
                  editMessageCaption, sendChatAction

A caller overrides the rule with `rate_limit_args={"lane": "people"}` (or "songs",
"housekeeping") on any Bot method; an outcome sent as a reply, say, may ask for "songs". A
stretch of code overrides it for every call it makes, and every task it starts, with
`calls_in(lane)`: the inbox handles each update inside `calls_in(Lane.PEOPLE)`, so that a menu
or a preview edited in place to answer a press goes first like a reply; a pass that refreshes
every waiting message runs inside `calls_in(Lane.HOUSEKEEPING)` wherever it was started from,
and the scheduler's tick inside `calls_in(None)` (by the rules), even when a handler called it.

The budget. A call that names a chat (`chat_id` in its data) spends one of the bot's 30 a second,
and one of its group's 20 a minute when the chat is a group (negative id); housekeeping in a
group never takes the last quarter of its minute (5 of 20), which stays free for answers and
songs there. Calls that name no chat
(answerCallbackQuery, getMe, setMyCommands) and chat actions (sendChatAction: "sending audio…",
which Telegram does not count as a message) are not Telegram messages: they leave at once. A call
holds its slot from the moment it leaves until its answer came back plus the window (1 s, 60 s):
Telegram counts a call when it arrives, which is between the two, so no window of Telegram's ever
sees more than the limit, whatever the network does. No 429 is provoked by the bot itself.

A 429 that comes anyway (another process on the same token, a stricter Telegram) is honoured
for the calls it concerns: for the group it named when the call went to a group, else for the
whole bot; those calls wait `retry_after` and the refused call is tried again (at most
`max_retries` times, FLOOD_RETRIES, then RetryAfter is raised to the caller).

Edits that carry news: an editMessageText (or editMessageReplyMarkup, editMessageCaption) waiting
in the housekeeping lane is replaced by a newer edit of the same kind of the same message: it
keeps its place in the line, only the newest content is sent, and every caller gets that call's
answer (its result, or its error). An edit whose content and markup equal what was last sent for
that message is not sent at all; its caller gets the answer the last one got.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TypedDict

from telegram.constants import FloodLimit
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TimedOut,
)
from telegram.ext import BaseRateLimiter

from bot.telegram.faults import retry_after_sec

log = logging.getLogger(__name__)

# What a Bot API method answers (PTB's JSONDict is a dict of JSON values), and the call that
# PTB hands over to make it: the limiter passes both through without looking inside.
Result = bool | dict[str, object] | list[dict[str, object]]
Callback = Callable[..., Awaitable[Result]]
Data = Mapping[str, object]  # a call's parameters, as PTB will send them
# Which message an edit changes, and how: (method, chat or None, message id or inline id).
EditKey = tuple[str, int | str | None, object]

_OVERALL_WINDOW = 1.0
_GROUP_WINDOW = 60.0
_REMEMBERED_EDITS = 10_000  # messages whose last sent content is kept, newest first
# A 429 that comes anyway (another process on the token) is waited out and the call sent again,
# this many times before it fails.
FLOOD_RETRIES = 3


class Lane(IntEnum):
    PEOPLE = 0
    SONGS = 1
    HOUSEKEEPING = 2


class LaneArgs(TypedDict, total=False):
    """A caller's `rate_limit_args`: the lane, as a Lane or by its name ("people", ...)."""

    lane: Lane | str | None


_BY_METHOD = {
    "answercallbackquery": Lane.PEOPLE,
    "answerinlinequery": Lane.PEOPLE,
    "sendaudio": Lane.SONGS,
    "senddocument": Lane.SONGS,
    "sendvoice": Lane.SONGS,
    "sendphoto": Lane.SONGS,
    "editmessagetext": Lane.HOUSEKEEPING,
    "editmessagereplymarkup": Lane.HOUSEKEEPING,
    "editmessagecaption": Lane.HOUSEKEEPING,
    "sendchataction": Lane.HOUSEKEEPING,
}
# Calls that name a chat but put no message into it: they spend none of the budget.
_NOT_MESSAGES = frozenset({"sendchataction"})
# Edits whose older copies a newer one replaces, and what each one shows.
_COALESCED = {
    "editmessagetext": ("text", "parse_mode", "entities", "link_preview_options", "reply_markup"),
    "editmessagereplymarkup": ("reply_markup",),
    "editmessagecaption": ("caption", "parse_mode", "caption_entities", "reply_markup"),
}


# The lane for every call made where `calls_in` set one (tasks started there inherit it).
_CONTEXT_LANE: ContextVar[Lane | None] = ContextVar("songbot_lane", default=None)


@contextlib.contextmanager
def calls_in(lane: Lane | None) -> Iterator[None]:
    """Calls made inside this block (and in tasks started in it) go in `lane`; None: each by
    the rule of its method."""
    token = _CONTEXT_LANE.set(lane)
    try:
        yield
    finally:
        _CONTEXT_LANE.reset(token)


def lane_of(endpoint: str, data: Data, rate_limit_args: LaneArgs | None = None) -> Lane:
    """The lane of one call: the caller's `{"lane": ...}` if given, else the lane of the code
    that makes it (`calls_in`), else the rule above."""
    asked = rate_limit_args.get("lane") if rate_limit_args else None
    if asked is not None:
        return asked if isinstance(asked, Lane) else Lane[str(asked).upper()]
    if (context_lane := _CONTEXT_LANE.get()) is not None:
        return context_lane
    method = endpoint.lower()
    if method == "sendmessage":
        replies = data.get("reply_parameters") or data.get("reply_to_message_id")
        return Lane.PEOPLE if replies else Lane.SONGS
    return _BY_METHOD.get(method, Lane.SONGS)


def chat_of(data: Data) -> int | str | None:
    """The chat a call spends budget in: an int id, an @username, or None (no chat)."""
    chat_id = data.get("chat_id")
    if chat_id is None:
        return None
    if isinstance(chat_id, int | str):
        with contextlib.suppress(ValueError):
            return int(chat_id)
    return str(chat_id)


def is_group(chat: int | str | None) -> bool:
    """Groups, supergroups and channels: negative ids, or @usernames (users have no chat_id
    usernames in the Bot API)."""
    return (isinstance(chat, int) and chat < 0) or isinstance(chat, str)


def edit_key(endpoint: str, data: Data) -> EditKey | None:
    """Which message an edit changes, and how; None for calls that are not coalesced edits."""
    method = endpoint.lower()
    if method not in _COALESCED:
        return None
    if data.get("inline_message_id"):
        return (method, None, data["inline_message_id"])
    if data.get("chat_id") is None or data.get("message_id") is None:
        return None
    return (method, chat_of(data), data["message_id"])


def shown_by(endpoint: str, data: Data) -> str:
    """What an edit makes the message show, as comparable text."""
    fields = _COALESCED[endpoint.lower()]
    return json.dumps({name: _plain(data.get(name)) for name in fields}, sort_keys=True)


def _plain(value: object) -> object:
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if hasattr(value, "value") and not isinstance(value, str | int | float | bool):
        return value.value  # enums such as ParseMode
    return value


@dataclass
class _Call:
    lane: Lane
    chat: int | str | None
    callback: Callback
    args: Sequence[object]
    kwargs: dict[str, object]
    key: EditKey | None = None
    shown: str | None = None
    callers: list[asyncio.Future[Result]] = field(default_factory=list)
    go: asyncio.Future[None] | None = None  # set when the call may leave
    reserved: bool = False  # holds its slots in the windows


class _Window:
    """Calls that left within a window: each holds its slot while in flight and for `period`
    seconds after its answer came back."""

    def __init__(self, limit: int, period: float) -> None:
        self.limit = limit
        self.period = period
        self.in_flight = 0
        self.done: deque[float] = deque()
        self.blocked_until = 0.0  # a 429 for this scope

    def free_at(self, now: float, kept: int = 0) -> float:
        """When one more call may leave, `kept` slots left unused for others: `now` if it may
        now."""
        while self.done and self.done[0] <= now - self.period:
            self.done.popleft()
        later = self.blocked_until if self.blocked_until > now else now
        if not self.limit:
            return later
        limit = self.limit - kept
        used = self.in_flight + len(self.done)
        if used < limit:
            return later
        if self.in_flight >= limit:
            return float("inf")  # only an answer of a call in flight frees a slot
        return max(later, self.done[used - limit] + self.period)

    def back(self, now: float) -> None:
        self.in_flight -= 1
        self.done.append(now)

    @property
    def idle(self) -> bool:
        return not self.in_flight and not self.done and not self.blocked_until


# Most specific first: TimedOut and BadRequest are NetworkErrors in PTB.
_OUTCOMES: tuple[tuple[type[BaseException], str], ...] = (
    (RetryAfter, "flood"),  # a 429
    (TimedOut, "timeout"),
    (BadRequest, "rejected"),
    (ChatMigrated, "moved"),
    (InvalidToken, "token"),
    (Forbidden, "forbidden"),  # blocked, removed
    (NetworkError, "network"),  # a lost connection, or Telegram's 5xx
)


def call_outcome(error: BaseException) -> str:
    """What a failed Bot API call met, in a word a dashboard can group by (a bounded set)."""
    for kind, word in _OUTCOMES:
        if isinstance(error, kind):
            return word
    return "error"


class LaneLimiter(BaseRateLimiter[LaneArgs]):
    """PTB's rate limiter for the bot: lanes, one budget, coalesced edits (module docstring)."""

    def __init__(
        self,
        per_second: int = FloodLimit.MESSAGES_PER_SECOND,
        per_group_per_minute: int | None = None,
        max_retries: int = FLOOD_RETRIES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`per_group_per_minute`: None is Telegram's own limit (a test's tuning lifts it)."""
        per_group_per_minute = per_group_per_minute or FloodLimit.MESSAGES_PER_MINUTE_PER_GROUP
        self._clock = clock
        self._max_retries = max_retries
        self._group_limit = per_group_per_minute
        # A group's minute is long: housekeeping never takes its last quarter, so that someone
        # who talks to the bot there is answered at once, not after the next minute's edits.
        self._kept_in_groups = per_group_per_minute // 4
        self._overall = _Window(per_second, _OVERALL_WINDOW)
        self._groups: dict[int | str, _Window] = {}
        self._lanes: dict[Lane, deque[_Call]] = {lane: deque() for lane in Lane}
        self._tasks: set[asyncio.Task[None]] = set()
        self._waiting_edits: dict[EditKey, _Call] = {}
        self._last_sent: OrderedDict[EditKey, tuple[str, Result]] = OrderedDict()
        self._timer: asyncio.TimerHandle | None = None
        self.sent_by_lane: dict[Lane, int] = dict.fromkeys(Lane, 0)
        self.coalesced = 0  # edits replaced by newer ones before they left
        self.unchanged = 0  # edits not sent because the message already shows them
        self.retried = 0  # 429s received and honoured
        # Every call that left, by its lane and what came back (bot/monitoring/ exports them).
        self.outcomes: Counter[tuple[str, str]] = Counter()

    async def initialize(self) -> None:
        """Nothing to open."""

    async def shutdown(self) -> None:
        """Calls still waiting are cut off (their callers get CancelledError)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    @contextlib.contextmanager
    def _counted(self, lane: str) -> Iterator[None]:
        try:
            yield
        except Exception as error:
            self.outcomes[lane, call_outcome(error)] += 1
            raise
        self.outcomes[lane, "ok"] += 1

    def waiting(self, lane: Lane | None = None) -> int:
        """Calls waiting to leave (in one lane, or in all)."""
        lanes = [lane] if lane is not None else list(Lane)
        return sum(len(self._lanes[each]) for each in lanes)

    async def process_request(
        self,
        callback: Callback,
        args: Sequence[object],
        kwargs: dict[str, object],
        endpoint: str,
        data: dict[str, object],
        rate_limit_args: LaneArgs | None,
    ) -> Result:
        lane = lane_of(endpoint, data, rate_limit_args)
        chat = chat_of(data)
        key = edit_key(endpoint, data)
        shown = shown_by(endpoint, data) if key is not None else None
        if key is not None and shown is not None:
            last = self._last_sent.get(key)
            if last is not None and last[0] == shown:
                self.unchanged += 1
                return last[1]  # the message already shows it
        if chat is None or endpoint.lower() in _NOT_MESSAGES:  # no budget, no line
            with self._counted(lane.name.lower()):
                return await callback(*args, **kwargs)
        call = _Call(lane, chat, callback, args, kwargs, key, shown)
        caller: asyncio.Future[Result] = asyncio.get_running_loop().create_future()
        waiting = self._waiting_edits.get(key) if key is not None else None
        if waiting is not None and waiting.lane == lane == Lane.HOUSEKEEPING:
            # A newer edit of a message whose older edit has not left: only the newest is sent.
            waiting.callback, waiting.args, waiting.kwargs = callback, args, kwargs
            waiting.shown = shown
            waiting.callers.append(caller)
            self.coalesced += 1
            return await caller
        call.callers.append(caller)
        self._enqueue(call)  # at once, so that a newer edit finds it waiting
        task = asyncio.get_running_loop().create_task(self._run(call))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        caller.add_done_callback(lambda _: self._gave_up(call, task))
        return await caller

    def _gave_up(self, call: _Call, task: asyncio.Task[None]) -> None:
        """Every caller of a call that has not left gave up (cancelled): it is not sent."""
        everyone_left = all(caller.cancelled() for caller in call.callers)
        if everyone_left and not call.reserved and call.go is not None and not call.go.done():
            task.cancel()

    async def _run(self, call: _Call) -> None:
        """Wait for the call's turn, send it, hand its answer to every caller; retry on 429."""
        try:
            result = await self._send_in_turn(call)
        except asyncio.CancelledError:
            for caller in call.callers:
                caller.cancel()
            raise
        except Exception as error:  # every caller gets the call's own error, as if sent alone
            if call.key is not None:
                self._last_sent.pop(call.key, None)  # it may have arrived: shown is unknown
            for caller in call.callers:
                if not caller.done():
                    caller.set_exception(error)
            return
        for caller in call.callers:
            if not caller.done():
                caller.set_result(result)

    async def _send_in_turn(self, call: _Call) -> Result:
        for attempt in range(self._max_retries + 1):
            if attempt:
                self._enqueue(call)
            await self._turn(call)
            try:
                result = await self._leave(call)
            except RetryAfter as error:
                self.retried += 1
                if attempt == self._max_retries:
                    log.warning("Telegram's flood limit hit %d times; giving up", attempt + 1)
                    raise
                self._honour(call, error)
                continue
            if call.key is not None and call.shown is not None:
                self._remember(call.key, call.shown, result)
            return result
        raise AssertionError("unreachable")

    def _enqueue(self, call: _Call) -> None:
        """Queue the call in its lane; the pump lets it leave when its turn comes."""
        call.go = asyncio.get_running_loop().create_future()
        self._lanes[call.lane].append(call)
        if call.key is not None:
            self._waiting_edits[call.key] = call
        self._pump()

    async def _turn(self, call: _Call) -> None:
        """Wait until the pump lets the call leave."""
        assert call.go is not None
        try:
            await call.go
        except BaseException:
            self._drop(call)
            raise

    async def _leave(self, call: _Call) -> Result:
        self.sent_by_lane[call.lane] += 1
        try:
            with self._counted(call.lane.name.lower()):
                return await call.callback(*call.args, **call.kwargs)
        finally:
            call.reserved = False
            now = self._clock()
            for window in self._windows(call.chat):
                window.back(now)
            self._pump()

    def _honour(self, call: _Call, error: RetryAfter) -> None:
        """Hold back the calls the 429 concerns: the group's, or the whole bot's."""
        until = self._clock() + retry_after_sec(error) + 0.1
        scope = self._group(call.chat) if is_group(call.chat) else self._overall
        if scope is not None:
            scope.blocked_until = max(scope.blocked_until, until)
        log.info("Telegram asked to wait %.0f s (chat %s)", retry_after_sec(error), call.chat)

    def _remember(self, key: EditKey, shown: str, result: Result) -> None:
        self._last_sent[key] = (shown, result)
        self._last_sent.move_to_end(key)
        while len(self._last_sent) > _REMEMBERED_EDITS:
            self._last_sent.popitem(last=False)

    def _pump(self) -> None:
        """Let every call leave that may, lanes in order; wake up again when a slot frees."""
        now = self._clock()
        wake = float("inf")
        for lane in Lane:
            queue = self._lanes[lane]
            skipped: list[_Call] = []  # calls of full groups: others behind them may go
            while queue:
                overall = self._overall.free_at(now)
                if overall > now:  # nothing more leaves now, in any lane
                    wake = min(wake, overall)
                    break
                call = queue.popleft()
                group = self._group(call.chat)
                kept = self._kept_in_groups if lane == Lane.HOUSEKEEPING else 0
                at = group.free_at(now, kept) if group is not None else now
                if at > now:
                    wake = min(wake, at)
                    skipped.append(call)
                    continue
                self._release(call)
            queue.extendleft(reversed(skipped))
            full_until = self._overall.free_at(now)
            if full_until > now:  # the lanes below wait too
                if any(self._lanes[below] for below in Lane if below >= lane):
                    wake = min(wake, full_until)
                break
        self._forget_idle_groups()
        self._schedule(wake, now)

    def _release(self, call: _Call) -> None:
        """Let the call leave; its slots are taken now, before the next call is weighed."""
        if call.key is not None and self._waiting_edits.get(call.key) is call:
            del self._waiting_edits[call.key]
        for window in self._windows(call.chat):
            window.in_flight += 1
        call.reserved = True
        if call.go is not None and not call.go.done():
            call.go.set_result(None)

    def _drop(self, call: _Call) -> None:
        """A caller gave up (cancelled) while its call waited."""
        with contextlib.suppress(ValueError):
            self._lanes[call.lane].remove(call)
        if call.key is not None and self._waiting_edits.get(call.key) is call:
            del self._waiting_edits[call.key]
        if call.reserved:
            call.reserved = False
            for window in self._windows(call.chat):
                window.in_flight -= 1
            self._pump()

    def _schedule(self, wake: float, now: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if wake == float("inf"):
            return
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(max(0.0, wake - now), self._pump)

    def _windows(self, chat: int | str | None) -> list[_Window]:
        group = self._group(chat)
        return [self._overall, group] if group is not None else [self._overall]

    def _group(self, chat: int | str | None) -> _Window | None:
        if not is_group(chat) or not self._group_limit or chat is None:
            return None
        window = self._groups.get(chat)
        if window is None:
            window = self._groups[chat] = _Window(self._group_limit, _GROUP_WINDOW)
        return window

    def _forget_idle_groups(self) -> None:
        if len(self._groups) > 512:
            for chat in [chat for chat, window in self._groups.items() if window.idle]:
                del self._groups[chat]
