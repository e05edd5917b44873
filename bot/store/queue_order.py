"""The fair order of waiting requests: round robin over users, first come first served within one.

Pure, so that choosing the next request and telling a user their place agree by construction.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from bot.store.models import Request


def fair_order(
    waiting: Iterable[Request], last_submitted_by_user: Mapping[int, float]
) -> list[Request]:
    """Users who waited longest since their last submission go first, one request per round."""
    per_user: dict[int, list[Request]] = defaultdict(list)
    for request in sorted(waiting, key=lambda r: r.id):
        per_user[request.user_id].append(request)
    users = sorted(
        per_user,
        key=lambda user: (last_submitted_by_user.get(user, 0.0), per_user[user][0].id),
    )
    order: list[Request] = []
    for round_index in range(max((len(q) for q in per_user.values()), default=0)):
        order.extend(per_user[u][round_index] for u in users if round_index < len(per_user[u]))
    return order
