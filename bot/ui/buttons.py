"""The one codec for a button's callback data: `<prefix>:<field>:<field>...`.

Each kind of button is a frozen dataclass that names its prefix where it is made:

    @dataclass(frozen=True)
    class VotePress(CallbackData, prefix="vote"):
        request_id: int
        vote: Vote

and registers itself then (`__init_subclass__`): a prefix used twice raises at import, and
`kinds()` lists every kind the bot shows. The fields are packed and unpacked from their types,
in their order, by this module alone: `VotePress(7, Vote.UP).pack() == "vote:7:up"`,
`VotePress.unpack(data)` is the press (None for anything that is not its own, however garbled)
and `VotePress.pattern()` routes its presses to its handler (bot/handlers/__init__.py).

What a field's type carries, and what comes back from data:
- `int`: a plain decimal number (no sign, no spaces) no larger than a row's id can be;
- a `StrEnum`: one of its values;
- `str`: any text without the separator (a kind says which words make sense, `makes_sense`);
- `X | None = None`, last: an optional tail, not written when None (absent data unpacks None);
- any field with a default, last: data from before it existed unpacks to that default.
The data a kind packs never changes shape: buttons already sent in chats are pressed for weeks
(tests/unit/test_buttons.py pins every kind's format)."""

from __future__ import annotations

import dataclasses
import re
import types
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self, Union, get_args, get_origin, get_type_hints

from telegram.constants import InlineKeyboardButtonLimit

SEPARATOR = ":"

# The largest id a row can have (SQLite's INTEGER is 64-bit): a larger number is garbled data,
# and looking it up would raise instead of finding nothing.
LARGEST_ID = 2**63 - 1


def number(part: str) -> int | None:
    """A part that is a plain decimal number (no sign, no spaces) an id can be, as an int."""
    if not (part.isascii() and part.isdigit()):
        return None
    value = int(part)
    return value if value <= LARGEST_ID else None


_KINDS: dict[str, type[CallbackData]] = {}


def kinds() -> tuple[type[CallbackData], ...]:
    """Every kind of button registered so far (importing bot.ui registers the bot's)."""
    return tuple(_KINDS.values())


def unpack_any(data: object) -> CallbackData | None:
    """The press `data` is, of whichever kind its prefix names; None for anything else."""
    if not isinstance(data, str):
        return None
    kind = _KINDS.get(data.partition(SEPARATOR)[0])
    return kind.unpack(data) if kind is not None else None


class CallbackData:
    """A kind of button: a frozen dataclass whose fields are what its press carries.

    A subclass without a prefix is a base for kinds (fields they share), not a kind itself."""

    prefix: ClassVar[str] = ""

    def __init_subclass__(cls, prefix: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if prefix is None:
            return
        if not re.fullmatch(r"[a-z]+", prefix):
            raise ValueError(f"{cls.__qualname__}: a prefix is lower-case letters, not {prefix!r}")
        if (taken := _KINDS.get(prefix)) is not None:
            raise ValueError(
                f"{cls.__module__}.{cls.__qualname__}: callback prefix {prefix!r} is already "
                f"{taken.__module__}.{taken.__qualname__}'s"
            )
        cls.prefix = prefix
        _KINDS[prefix] = cls

    def makes_sense(self) -> bool:
        """Whether a press with these fields is one the bot could have shown (a kind whose
        field values depend on each other, or whose text is one of a few words, says so)."""
        return True

    def pack(self) -> str:
        """The callback data of this press. Raises ValueError for a press that would not
        unpack as itself or that Telegram would refuse: a bug, caught where the button is made."""
        parts = [self.prefix]
        for field in _fields_of(type(self)):
            value = getattr(self, field.name)
            if value is None and field.optional:
                break  # an optional tail: nothing after it is set (checked below)
            parts.append(field.to_part(value))
        data = SEPARATOR.join(parts)
        if type(self).unpack(data) != self:
            raise ValueError(f"{self!r} does not come back from its data {data!r}")
        limit = InlineKeyboardButtonLimit.MAX_CALLBACK_DATA
        if len(data.encode()) > limit:
            raise ValueError(f"{data!r} is over Telegram's {limit} bytes of callback data")
        return data

    @classmethod
    def unpack(cls, data: object) -> Self | None:
        """The press `data` carries, if it is this kind's and makes sense; None otherwise."""
        if not isinstance(data, str):
            return None
        head, separator, rest = data.partition(SEPARATOR)
        if head != _prefix_of(cls) or not separator:
            return None
        fields = _fields_of(cls)
        parts = rest.split(SEPARATOR)
        if not sum(not field.may_be_absent for field in fields) <= len(parts) <= len(fields):
            return None
        values: dict[str, object] = {}
        for field, part in zip(fields, parts, strict=False):
            value = field.from_part(part)
            if value is None:
                return None
            values[field.name] = value
        press = cls(**values)
        return press if press.makes_sense() else None

    @classmethod
    def pattern(cls) -> str:
        """The CallbackQueryHandler pattern that matches this kind's data and nothing else's:
        its garbled data too, so that its own handler answers it."""
        return f"^{re.escape(_prefix_of(cls) + SEPARATOR)}"


@dataclass(frozen=True)
class RequestPress(CallbackData):
    """A base for the kinds whose press names one request and nothing else:
    `<prefix>:<request id>`."""

    request_id: int


@dataclass(frozen=True)
class _Field:
    """How one field goes into a part of the data and comes back."""

    name: str
    to_part: Callable[[Any], str]
    from_part: Callable[[str], object | None]  # None: not a value this field can have
    optional: bool  # `X | None = None`: not written while None
    may_be_absent: bool  # has a default: data from before it existed still unpacks


def _prefix_of(kind: type[CallbackData]) -> str:
    if not kind.prefix:
        raise TypeError(f"{kind.__qualname__} has no prefix: it is a base for kinds, not a kind")
    return kind.prefix


_FIELDS: dict[type[CallbackData], tuple[_Field, ...]] = {}


def _fields_of(kind: type[CallbackData]) -> tuple[_Field, ...]:
    """A kind's fields as the codec carries them, read once from its dataclass fields."""
    if (known := _FIELDS.get(kind)) is None:
        known = _FIELDS[kind] = _read_fields(kind)
    return known


def _read_fields(kind: type[CallbackData]) -> tuple[_Field, ...]:
    if not dataclasses.is_dataclass(kind) or not kind.__dataclass_params__.frozen:
        raise TypeError(f"{kind.__qualname__} is not a frozen dataclass")
    hints = get_type_hints(kind)
    found = []
    for field in dataclasses.fields(kind):
        has_default = field.default is not dataclasses.MISSING
        inner, optional = _without_none(hints[field.name])
        if optional and not (has_default and field.default is None):
            raise TypeError(f"{kind.__qualname__}.{field.name}: an optional field defaults to None")
        to_part, from_part = _codec(kind, field.name, inner)
        found.append(_Field(field.name, to_part, from_part, optional, has_default))
    optional_at = [index for index, field in enumerate(found) if field.optional]
    if optional_at and optional_at != list(range(optional_at[0], len(found))):
        raise TypeError(f"{kind.__qualname__}: optional fields come last")
    return tuple(found)


def _without_none(hint: Any) -> tuple[Any, bool]:
    """(X, True) for `X | None`, (hint, False) for anything else."""
    if get_origin(hint) in (Union, types.UnionType):
        args = [arg for arg in get_args(hint) if arg is not type(None)]
        if len(args) == 1 and len(args) < len(get_args(hint)):
            return args[0], True
    return hint, False


def _codec(
    kind: type[CallbackData], name: str, hint: Any
) -> tuple[Callable[[Any], str], Callable[[str], object | None]]:
    if hint is int:
        return _int_part, number
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        return _text_part, _enum_parser(hint)
    if hint is str:
        return _text_part, str
    raise TypeError(f"{kind.__qualname__}.{name}: callback data cannot carry a {hint!r}")


def _int_part(value: int) -> str:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LARGEST_ID:
        raise ValueError(f"{value!r} is not an id a button can carry")
    return str(value)


def _text_part(value: str) -> str:
    if not isinstance(value, str) or SEPARATOR in value:
        raise ValueError(f"{value!r} is not text a button can carry")
    return str(value)


def _enum_parser(enum: type[StrEnum]) -> Callable[[str], StrEnum | None]:
    by_value = {member.value: member for member in enum}
    return by_value.get
