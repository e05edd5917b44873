"""The fair order of waiting requests: round robin over users, first come first served within one.

Pure, so that choosing the next request and telling a user their place agree by construction.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import NamedTuple, Protocol, TypeVar


class Queued(Protocol):
    """What the order looks at: a whole Request, or just its place-holder below."""

    @property
    def id(self) -> int: ...

    @property
    def user_id(self) -> int: ...


class InLine(NamedTuple):
    """A waiting request as far as its place is concerned: read without the rest of its row,
    because /status and status messages ask for places far more often than the line changes."""

    id: int
    user_id: int


Q = TypeVar("Q", bound=Queued)


def fair_order(waiting: Iterable[Q], last_submitted_by_user: Mapping[int, float]) -> list[Q]:
    """Users who waited longest since their last submission go first, one request per round."""
    per_user: dict[int, list[Q]] = defaultdict(list)
    for request in sorted(waiting, key=lambda r: r.id):
        per_user[request.user_id].append(request)
    users = sorted(
        per_user,
        key=lambda user: (last_submitted_by_user.get(user, 0.0), per_user[user][0].id),
    )
    order: list[Q] = []
    for round_index in range(max((len(q) for q in per_user.values()), default=0)):
        order.extend(per_user[u][round_index] for u in users if round_index < len(per_user[u]))
    return order
