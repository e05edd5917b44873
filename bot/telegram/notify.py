"""The one way words reach Telegram: the Notifier sends and edits messages (a request's status
message, created once and edited as it moves; a message of its own for each outcome) and learns
from the answers when a chat is gone or has moved. What the words say is chosen elsewhere
(bot/pipeline/status.py, bot/ui/); Telegram failures here never stop the pipeline.

Every message carries news. A status message is edited with progress (`progress`) at most once every
`TelegramTuning.status_edit_gap_sec`, and a new state is shown only once it has lasted that long:
words asked for sooner wait, the newest replacing older ones, and words of a state (or a request)
that ended before their turn are never sent. So a song that arrives within a few seconds of its
acknowledgement comes with no edit at all, and neither does a state a reader could not have seen
(the few seconds a finished song takes to reach the chat, shown by a chat action instead). When the
song is in the chat (`song_sent`), its status message is deleted: the song is a reply to the words
it answers, so the chat reads lyrics, then song, and nothing left above it says something no longer
true.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from typing import TypeVar

from telegram import Bot, InlineKeyboardMarkup, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, ChatMigrated, Forbidden, TelegramError

from bot.errors import SongbotError
from bot.store import IN_GENERAL, IN_PRIVATE, Reason, Request, State, Store
from bot.store.models import FINAL_STATES, Asker
from bot.telegram.faults import telegram_unreachable, with_retries
from bot.telegram.lanes import Lane, calls_in
from bot.telegram.place import Place, chat_not_found, place_of, place_of_asker, topic_refused
from bot.texts import t
from bot.tuning import TelegramTuning

log = logging.getLogger(__name__)
T = TypeVar("T")

OPEN_STATES = tuple(state for state in State if state not in FINAL_STATES)


def in_inline_message(request: Request) -> bool:
    """Guest mode: the request's words are shown in its inline message (still editable)."""
    return request.inline_message_id is not None and not request.inline_gone


# Telegram's words (PTB lower-cased here) for an inline message that is gone for good: deleted,
# or too old to edit. Only these mean gone; any other refusal is tried again like a send.
_INLINE_GONE = ("message_id_invalid", "message to edit not found", "message can't be edited")


def inline_edit_refused(error: BadRequest) -> bool:
    """Telegram refused an edit of an inline message because the message is gone for good."""
    words = str(error).lower()
    return any(gone in words for gone in _INLINE_GONE)


def has_status(request: Request) -> bool:
    """The request has a message that shows where it stands: a status message in its chat, or
    (guest mode) its inline message."""
    return bool(request.status_message_id) or in_inline_message(request)


class NoHomeYet(SongbotError):
    """A song (or a file made for it) whose forum is shut whole, and whose asker's private
    chat does not take it yet: it waits for that chat to open, never counted against it."""


class _Due:
    """Progress words waiting for their status message's next turn, and the task that shows
    them then."""

    def __init__(self, state: State, text: str, markup: InlineKeyboardMarkup | None) -> None:
        self.state = state
        self.text = text
        self.markup = markup
        self.task: asyncio.Task[None] | None = None


class _Held:
    """A request's lock and how many hold or wait for it: gone when nobody does."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class Notifier:
    def __init__(
        self,
        bot: Bot,
        store: Store,
        tuning: TelegramTuning | None = None,
        admins: Iterable[int] = (),
        guest_files_elsewhere: bool = False,
    ) -> None:
        self._bot = bot
        self._store = store
        # FILES_CHAT_ID keeps guest songs: an asker's private chat gone ends none of theirs.
        self._guest_files_elsewhere = guest_files_elsewhere
        self._admins = tuple(sorted(admins))  # told a word nobody else can be told (elsewhere)
        self._gap = (tuning or TelegramTuning()).status_edit_gap_sec
        # Per request: the status text last shown (to skip no-op edits), until the request
        # ends (forget); and a lock, kept only while someone holds or waits for it.
        self._shown: dict[int, str] = {}
        self._locks: dict[int, _Held] = {}
        # Per request: when its status message last changed (the event loop's clock) and the
        # state it showed then, and the progress words waiting for its next turn.
        self._shown_at: dict[int, tuple[float, State]] = {}
        self._due: dict[int, _Due] = {}

    @asynccontextmanager
    async def lock(self, request_id: int) -> AsyncIterator[None]:
        """Held while a request's words are chosen and shown, so that they appear in the order
        its states were reached and its status message is created once."""
        held = self._locks.setdefault(request_id, _Held())
        held.users += 1
        try:
            async with held.lock:
                yield
        finally:
            held.users -= 1
            if not held.users:
                del self._locks[request_id]

    def showing(self, request: Request) -> str | None:
        """The status text last shown for the request (kept with it, so known after a restart);
        None if it has no status message."""
        if not has_status(request):
            return None
        return self._shown.get(request.id) or request.status_text

    def forget(self, request_id: int) -> None:
        """The request ended: nothing of it is shown again, so its remembered text goes."""
        self._shown.pop(request_id, None)
        self._shown_at.pop(request_id, None)
        self._drop_due(request_id)

    async def forget_ended(self) -> int:
        """For requests ended without a word here (a chat gone, a race with an outcome): drop
        what is remembered of every request that is no longer open; says how many."""
        open_ids = {request.id for request in await self._store.requests.in_states(OPEN_STATES)}
        remembered = set(self._shown) | set(self._due)
        ended = [request_id for request_id in remembered if request_id not in open_ids]
        for request_id in ended:
            self.forget(request_id)
        return len(ended)

    async def progress(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> None:
        """Show where the request stands, as news: created at once if it has no status message;
        else, for news of the state shown (a place in line, the time so far), edited once the
        last change is the edit gap old; for a new state, once it has lasted that long; either
        way with the newest words asked for by then (module docstring). Called under `lock`."""
        if not has_status(request) or self._gap <= 0:
            await self.status(request, text, markup)
            return
        due = self._due.get(request.id)
        if self.showing(request) == text:
            if due is not None:  # the words waiting are over before they were shown
                self._drop_due(request.id)
            return
        if due is not None and due.state == request.state:
            due.text, due.markup = text, markup
            return
        if due is not None:  # its state is over before it was shown
            self._drop_due(request.id)
        shown_at, shown_state = self._shown_at.get(request.id, (float("-inf"), None))
        if shown_state == request.state:
            wait = shown_at + self._gap - self._now()
            if wait <= 0:
                await self.status(request, text, markup)
                return
        else:
            wait = self._gap
        due = self._due[request.id] = _Due(request.state, text, markup)
        due.task = asyncio.create_task(self._show_when_due(request.id, due, wait))

    async def _show_when_due(self, request_id: int, due: _Due, wait: float) -> None:
        await asyncio.sleep(wait)
        with calls_in(Lane.HOUSEKEEPING):  # progress never goes before a person's answer
            async with self.lock(request_id):
                if self._due.get(request_id) is not due:
                    return  # newer words took its place, or the request ended
                del self._due[request_id]
                request = await self._store.requests.get(request_id)
                if request is None or request.state != due.state:
                    return  # the state is over (its next words, if any, are on their way)
                if not has_status(request) or self.showing(request) == due.text:
                    return
                if await self._edit(request, due.text, due.markup):
                    await self._shown_now(request, due.text)

    @property
    def edits_due(self) -> int:
        """Progress edits waiting for their turn: until none is, some message is behind."""
        return len(self._due)

    def _drop_due(self, request_id: int) -> None:
        due = self._due.pop(request_id, None)
        if due is not None and due.task is not None and not due.task.done():
            due.task.cancel()

    async def close(self) -> None:
        """At a stop: progress words still waiting are not shown (the next start shows anew)."""
        tasks = [due.task for due in self._due.values() if due.task is not None]
        self._due.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    async def status(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> None:
        """Show `text` in the request's status message now, creating it on first use (words a
        person waits for: an acknowledgement, a preview); newer than any progress waiting."""
        if request.id in self._due:
            self._drop_due(request.id)
        if self.showing(request) == text:
            return
        if has_status(request):
            edited = await self._edit(request, text, markup)
            if edited is None:  # a passing fault: the next change or liveness tick tries again
                return
            if edited:
                await self._shown_now(request, text)
                return
        message = await self.reply(request, text, markup)
        if message is not None:
            request.status_message_id = message.message_id
            await self._store.requests.update(request.id, status_message_id=message.message_id)
            await self._shown_now(request, text)

    async def _shown_now(self, request: Request, text: str) -> None:
        self._shown[request.id] = request.status_text = text
        self._shown_at[request.id] = (self._now(), request.state)
        await self._store.requests.update(request.id, status_text=text)

    async def outcome(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> bool:
        """A final word gets a message of its own (a notification), and the status one goes.
        True only when it was sent (in General, naming the asker, if its topic went), or can
        never be (the chat is gone); False when it could not be carried, for whatever reason:
        it is told again later (status.tell_untold_outcomes), so it is never marked told
        unsent."""
        if in_inline_message(request):  # guest mode: the outcome takes the request's message
            edited = await self._edit(request, text, markup)
            if edited is None:
                return False
            if edited:
                self.forget(request.id)
                return True
        try:
            await self.told(place_of(request), text, markup, request, elsewhere=True)
        except TelegramError as error:
            log.warning("request %s: outcome not told yet: %s", request.id, error)
            return False
        await self.clear_status(request)
        return True

    async def song_sent(self, request: Request) -> None:
        """The song is in the chat, a reply to the words it answers: the status message has no
        news left, so it goes (deleted, which Telegram does not count as a message; a pointer
        to the song would be one more message saying what the reply already shows), and no
        progress still waiting is shown."""
        async with self.lock(request.id):
            await self.clear_status(request)

    async def clear_status(self, request: Request) -> None:
        self.forget(request.id)
        if not request.status_message_id:
            return
        try:
            await self._bot.delete_message(request.chat_id, request.status_message_id)
        except TelegramError as error:
            log.info("request %s: status message not deleted: %s", request.id, error)

    async def reply(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> Message | None:
        """A message about `request` where it belongs (`place_of`); None if not sent."""
        return await self.send_to(place_of(request), text, markup, request=request)

    async def to_asker(
        self,
        asker: Asker,
        text: str,
        markup: InlineKeyboardMarkup | None = None,
        keep: bool = False,
    ) -> Message | None:
        """A message about what `asker` asked for: a reply to their message if it still exists,
        in the forum topic they asked in either way (a reply to a deleted message would
        otherwise land in General), or in General naming them once that topic is gone."""
        return await self.send_to(place_of_asker(asker), text, markup, keep=keep)

    async def in_place(
        self,
        place: Place,
        call: Callable[[Place], Awaitable[T]],
        request: Request | None = None,
    ) -> T:
        """Make `call` (a send) at `place`; refused because of its topic (closed, deleted),
        made again at once in General, naming the asker, and `request` keeps that fallback.
        Every other failure is raised as it came."""
        try:
            return await call(place)
        except BadRequest as error:
            if not place.may_fall_back or not topic_refused(error):
                raise
            log.warning(
                "chat %s: topic %s refused a send (%s); sending in General",
                place.chat_id,
                place.topic,
                error,
            )
        if request is not None:
            await self.topic_gone(request)
        return await call(place.general())

    async def topic_gone(self, request: Request, home: int = IN_GENERAL) -> None:
        """The request's topic is closed or deleted: its words go to General from now on; or
        its forum is shut whole (`home` IN_PRIVATE): to its asker's private chat."""
        if request.topic_gone < home:
            request.topic_gone = home
            await self._store.requests.update(request.id, topic_gone=home)

    async def at_home(
        self, place: Place, call: Callable[[Place], Awaitable[T]], request: Request
    ) -> T:
        """Make `call` (the send of a song or a file made for it) where it belongs: at `place`,
        in General if its topic refuses it, and in the asker's private chat when the forum is
        shut whole. A private chat that does not take it (never started, blocked) raises
        NoHomeYet: the song waits for it, never failed for the world's refusal."""
        if not place.in_private:
            try:
                return await self.in_place(place, call, request)
            except BadRequest as error:
                if not topic_refused(error):
                    raise
                if request.user_id <= 0:  # a chat asking as itself has no private chat
                    raise NoHomeYet(f"request {request.id}: its forum is shut") from error
                log.warning(
                    "chat %s: General refused request %s too (%s); its asker's private chat"
                    " is its home now",
                    place.chat_id,
                    request.id,
                    error,
                )
            await self.topic_gone(request, IN_PRIVATE)
            place = place_of(request)
        try:
            return await call(place)
        except Forbidden as error:
            raise NoHomeYet(f"request {request.id}: its asker's private chat refused") from error
        except BadRequest as error:
            if not chat_not_found(error):
                raise
            raise NoHomeYet(f"request {request.id}: its asker never started the bot") from error

    async def told(
        self,
        place: Place,
        text: str,
        markup: InlineKeyboardMarkup | None = None,
        request: Request | None = None,
        *,
        elsewhere: bool = False,
    ) -> Message | None:
        """Send `text` at `place` or raise why not; None only for a chat that no longer hears
        the bot (it is ended here), or, `elsewhere`, for words that went to the admins or to
        nobody. A group that became a supergroup moves, and gets it once more there.
        `elsewhere`: words the forum refuses in General too go to the asker privately, else
        to the admins (`_beyond_the_chat`), so they are never tried there forever."""
        try:
            return await self.in_place(place, lambda at: self._send_at(at, text, markup), request)
        except BadRequest as error:
            if not elsewhere or not topic_refused(error) or place.asker is None:
                raise
            log.warning("chat %s: General refused a send too (%s)", place.chat_id, error)
            if request is not None and request.user_id > 0:
                await self.topic_gone(request, IN_PRIVATE)  # its later words go there at once
            return await self._beyond_the_chat(place.asker, text, markup)
        except ChatMigrated as error:
            new_chat_id = error.new_chat_id
        except Forbidden:
            await self.chat_gone(place.chat_id)
            return None
        await self.chat_migrated(place.chat_id, new_chat_id)
        # The replied-to message (and a group has no topics) stayed in the old chat.
        moved = Place(new_chat_id, None, None)
        try:
            return await self._send_at(moved, text, markup)
        except Forbidden:
            await self.chat_gone(new_chat_id)
            return None

    async def _beyond_the_chat(
        self, asker: Asker, text: str, markup: InlineKeyboardMarkup | None
    ) -> Message | None:
        """Words whose forum refuses them in their topic and in General (both closed): to the
        asker's private chat when they have started the bot, else once to each admin, naming
        the asker (None then). Telegram failing is raised, to be tried again later; a refusal
        is not: there is nowhere left to try."""
        if asker.user_id > 0:
            private = Place(asker.user_id, None, None)
            head = t(asker.language, "topic-closed-private")
            try:
                return await self._send_at(private, f"{head}\n{text}", markup)
            except (BadRequest, Forbidden) as error:  # never started, or blocked the bot
                log.info("chat %s: its asker's private chat refused too: %s", asker.chat_id, error)
        # A person is mentioned; a chat asking as itself (a channel) is named as it is.
        key = "topic-closed-admins" if asker.user_id > 0 else "topic-closed-admins-chat"
        name, who, chat = asker.user_name, str(asker.user_id), str(asker.chat_id)
        head = t(asker.language, key, name=name, id=who, chat=chat)
        for admin in self._admins:
            try:
                await self._send_at(Place(admin, None, None), f"{head}\n{text}", None)
            except (BadRequest, Forbidden) as error:
                log.info("admin %s not told of chat %s: %s", admin, asker.chat_id, error)
        if not self._admins:
            log.warning("chat %s: a word for its asker reached nobody", asker.chat_id)
        return None

    async def send_to(
        self,
        place: Place,
        text: str,
        markup: InlineKeyboardMarkup | None = None,
        *,
        keep: bool = False,
        request: Request | None = None,
        elsewhere: bool = False,
    ) -> Message | None:
        """Send once (`told`), a failure logged and None returned, as for a chat that cannot
        be told. `keep`: a failure of Telegram itself is raised, so that the caller keeps the
        word for later; `elsewhere`: as `told`."""
        try:
            return await self.told(place, text, markup, request, elsewhere=elsewhere)
        except TelegramError as error:
            if keep and telegram_unreachable(error):
                raise
            log.warning("message to chat %s not sent: %s", place.chat_id, error)
            return None

    async def send(
        self,
        chat_id: int,
        text: str,
        markup: InlineKeyboardMarkup | None = None,
        reply_to: int | None = None,
        keep: bool = False,
        thread_id: int | None = None,
    ) -> Message | None:
        """`send_to` a place given by its parts (an admin, a group): `thread_id` the forum topic
        it goes to, whether `reply_to` still exists or not."""
        return await self.send_to(Place(chat_id, thread_id, reply_to), text, markup, keep=keep)

    async def _send_at(
        self, place: Place, text: str, markup: InlineKeyboardMarkup | None
    ) -> Message:
        return await with_retries(
            lambda: self._bot.send_message(
                place.chat_id,
                place.named(text),
                parse_mode=ParseMode.HTML,
                reply_markup=markup,
                reply_parameters=place.reply_parameters,
                message_thread_id=place.thread_id,
            ),
            what=f"message to chat {place.chat_id}",
        )

    async def chat_gone(self, chat_id: int) -> None:
        """Blocked by the user or removed from the group: remember it, and end the chat's
        requests not sent to the service yet, so nothing more is spent on it."""
        await self._store.chats.set_active(chat_id, False)
        ended = await self._store.requests.end_waiting_of_chat(
            chat_id, Reason.CHAT_GONE, keep_guests=self._guest_files_elsewhere
        )
        log.info("chat %s no longer hears the bot; %s requests ended", chat_id, ended)

    async def chat_migrated(self, old_chat_id: int, new_chat_id: int) -> None:
        """A group became a supergroup (its service message, or ChatMigrated on a call): its
        requests, settings and access move to the new id, all in this one place. Learning it
        twice is harmless: the second time finds nothing left under the old id."""
        store = self._store
        moved = await store.requests.move_chat(old_chat_id, new_chat_id, "supergroup")
        await store.chats.move(old_chat_id, new_chat_id)
        await store.access.move(old_chat_id, new_chat_id)
        await store.shares.move(old_chat_id, new_chat_id)  # a group's share (/limit) too
        for request_id in moved:
            self._shown.pop(request_id, None)  # its status message is shown anew there
        log.info("chat %s is now %s; %s requests moved", old_chat_id, new_chat_id, len(moved))

    async def _edit(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None
    ) -> bool | None:
        """True: shown; False: the message is gone, send a new one; None: try again later."""
        if in_inline_message(request):
            return await self._edit_inline(request, text, markup)
        try:
            await self._bot.edit_message_text(
                text,
                chat_id=request.chat_id,
                message_id=request.status_message_id,
                parse_mode=ParseMode.HTML,
                reply_markup=markup,
            )
        except BadRequest as error:
            if "not modified" in str(error).lower():
                return True
            log.info("request %s: status message not edited: %s", request.id, error)
            return False
        except Forbidden:
            await self.chat_gone(request.chat_id)
            return True
        except ChatMigrated as error:
            await self.chat_migrated(request.chat_id, error.new_chat_id)
            # The row moved; this copy follows, and status() sends a new message there.
            request.chat_id, request.chat_type = error.new_chat_id, "supergroup"
            request.status_message_id = request.request_message_id = None
            return False
        except TelegramError as error:
            log.warning("request %s: status edit failed: %s", request.id, error)
            return None
        return True

    async def _edit_inline(
        self, request: Request, text: str, markup: InlineKeyboardMarkup | None
    ) -> bool | None:
        """Guest mode's message edited by its inline_message_id: refused (deleted, too old to
        edit), it is gone for good (`inline_message_gone`): False, and the asker's private chat
        takes the request's words from now on."""
        try:
            await self._bot.edit_message_text(
                text,
                inline_message_id=request.inline_message_id,
                parse_mode=ParseMode.HTML,
                reply_markup=markup,
            )
        except BadRequest as error:
            if "not modified" in str(error).lower():
                return True
            if not inline_edit_refused(error):  # not Telegram's word for a message gone
                log.warning("request %s: inline message not edited: %s", request.id, error)
                return None
            await self.inline_message_gone(request, error)
            return False
        except TelegramError as error:
            log.warning("request %s: inline message not edited: %s", request.id, error)
            return None
        return True

    async def say_inline(self, inline_message_id: str, text: str) -> bool:
        """A guest's inline message turned into `text`, tried again through Telegram's passing
        faults as any send is; False when it could not be (gone, or Telegram failing still)."""
        try:
            await with_retries(
                lambda: self._bot.edit_message_text(
                    text, inline_message_id=inline_message_id, parse_mode=ParseMode.HTML
                ),
                what="a guest message's words",
            )
        except TelegramError as error:
            log.warning("guest message not edited: %s", error)
            return False
        return True

    async def inline_message_gone(self, request: Request, error: TelegramError) -> None:
        """Telegram refused an edit of the request's inline message: from now on its words and
        its song go to the asker's private chat (`place_of`)."""
        log.warning("request %s: its inline message can no longer be edited: %s", request.id, error)
        request.inline_gone = 1
        await self._store.requests.update(request.id, inline_gone=1)
