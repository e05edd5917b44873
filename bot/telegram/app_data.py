"""What bot/app.py leaves in `Application.bot_data` for the transport (the inbox, polling, the
webhook, /healthz), as one typed object: `AppData`. The layers above extend it with what they
read (bot/context.py `ServicesData`, bot/pipeline/steps.py `BotData`, the application's
`bot_data` type), so every read and write is an attribute mypy checks, and a renamed field fails
the type check rather than a test.

python-telegram-bot makes `bot_data` itself, with no arguments (`ContextTypes(bot_data=...)`),
before anything is built; so a field is a `Slot`, set later, and reading one before it was set
raises `NotStarted` instead of handing out a default."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, Generic, Literal, TypeAlias, TypeVar, overload

from telegram.ext import Application, ExtBot

from bot.errors import SongbotError
from bot.store import Store
from bot.telegram.flow import UpdateFlow
from bot.telegram.reach import TelegramReach
from bot.tuning import Tuning

T = TypeVar("T")

# Where an error was caught: a handler that raised (the error handler), a tick that raised.
ErrorKind: TypeAlias = Literal["handler", "tick"]
ERROR_KINDS: tuple[ErrorKind, ...] = ("handler", "tick")


class NotStarted(SongbotError, RuntimeError):
    """A field of the application's data was read before it was set: before `build_application`
    or the start made it, or after the shutdown closed it."""

    is_bug = True


class Slot(Generic[T]):
    """One field of the application's data: typed, set once its value exists, cleared when that
    is closed. Reading it unset raises `NotStarted`, naming the field and when it is set."""

    def __init__(self, set_when: str) -> None:
        self._set_when = set_when
        self._name = ""

    def __set_name__(self, owner: type[object], name: str) -> None:
        self._name = name

    @overload
    def __get__(self, data: None, owner: type[object]) -> Slot[T]: ...

    @overload
    def __get__(self, data: object, owner: type[object]) -> T: ...

    def __get__(self, data: object | None, owner: type[object]) -> Slot[T] | T:
        if data is None:
            return self  # read on the class: the slot itself (`AppData.store.is_set(data)`)
        try:
            value: T = vars(data)[self._name]
        except KeyError:
            raise NotStarted(f"bot_data.{self._name} is read before {self._set_when}") from None
        return value

    def __set__(self, data: object, value: T) -> None:
        vars(data)[self._name] = value

    def __delete__(self, data: object) -> None:
        vars(data).pop(self._name, None)

    def is_set(self, data: object) -> bool:
        return self._name in vars(data)


BUILT = "build_application made it"
STARTED = "the start made it (or after the shutdown closed it)"


class AppData:
    """What the transport reads of the application: the tuning it was built with, Telegram's
    reach, the flow of updates, the store once the start opened it, and the errors counted."""

    tuning: Slot[Tuning] = Slot(BUILT)
    reach: Slot[TelegramReach] = Slot(BUILT)  # fed by every Bot API call
    flow: Slot[UpdateFlow] = Slot(BUILT)  # told of every update by polling or the webhook
    store: Slot[Store] = Slot(STARTED)

    def __init__(self) -> None:
        # Errors since the start by kind, for /metrics: a counter, never lowered.
        self.errors: Counter[ErrorKind] = Counter()
        # Where else a bug is reported (Sentry, bot/monitoring/bug_reports.py), if anywhere.
        self.report_bug: Callable[[BaseException, str], None] | None = None

    def count_error(self, kind: ErrorKind, error: BaseException | None) -> None:
        """A bug caught at `kind`: counted for /metrics, and reported where bugs go."""
        self.errors[kind] += 1
        if self.report_bug is not None and error is not None:
            self.report_bug(error, kind)

    @property
    def started(self) -> bool:
        """Whether the start built what it builds and the shutdown has not closed it yet."""
        return AppData.store.is_set(self)

    def clear_started(self) -> None:
        """At the shutdown: what the start built is closed, so none of it can be read any more."""
        del self.store


DataT = TypeVar("DataT", bound=AppData)

# The application as every layer names it in a signature, by the data it carries: the transport
# takes `App[DataT]`, any application whose data is at least `AppData` (PTB's Application is
# invariant in it); bot/pipeline/steps.py names the bot's own, `BotApp`. Left open: the bot's
# rate limiter arguments (bot/telegram/lanes.py's), the context type (it lives above the
# transport) and the job queue (PTB types it with the default context whatever the context type).
App: TypeAlias = Application[ExtBot[Any], Any, dict[Any, Any], dict[Any, Any], DataT, Any]
