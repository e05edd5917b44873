"""The one codec for a button's callback data: `<prefix>:<part>:<part>...`.

Every feature declares its kind with a prefix of its own; the kind encodes the data, decodes it
(None for anything that is not its own, however garbled), and gives the pattern that routes a
press to the feature's handler (bot/handlers/__init__.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass

SEPARATOR = ":"


@dataclass(frozen=True)
class Callback:
    """One kind of button: the prefix its callback data starts with."""

    prefix: str

    def encode(self, *parts: object) -> str:
        return SEPARATOR.join([self.prefix, *(str(part) for part in parts)])

    def decode(self, data: object) -> list[str] | None:
        """The parts after the prefix; None when `data` is not this kind's."""
        if not isinstance(data, str):
            return None
        head, separator, rest = data.partition(SEPARATOR)
        if head != self.prefix or not separator:
            return None
        return rest.split(SEPARATOR)

    def decode_id(self, data: object) -> int | None:
        """The one number a `<prefix>:<id>` button carries (a request id); None otherwise."""
        parts = self.decode(data)
        if parts is None or len(parts) != 1:
            return None
        return number(parts[0])

    @property
    def pattern(self) -> str:
        """The CallbackQueryHandler pattern that matches this kind's data, and nothing else's."""
        return f"^{re.escape(self.prefix + SEPARATOR)}"


# The largest id a row can have (SQLite's INTEGER is 64-bit): a larger number is garbled data,
# and looking it up would raise instead of finding nothing.
LARGEST_ID = 2**63 - 1


def number(part: str) -> int | None:
    """A part that is a plain decimal number (no sign, no spaces) an id can be, as an int."""
    if not (part.isascii() and part.isdigit()):
        return None
    value = int(part)
    return value if value <= LARGEST_ID else None
