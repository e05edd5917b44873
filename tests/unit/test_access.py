"""Access rules, the admins' stored word, incidents alerted once, and the figures for /quota."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.access import decide, parse_chat_ids
from bot.accounting.days import month_start
from bot.config import Settings
from bot.handlers.groups import without_mention
from bot.store import State, Store
from tests.unit.fake_services import a_new_request

ADMIN, ALLOWED, GROUP, STRANGER = 1, 2, -100300, 9


def settings(access: str = "private") -> Settings:
    return Settings(
        _env_file=None,
        TELEGRAM_BOT_TOKEN="1:x",
        API_KEY="k",
        MUSIC_API_URL="http://127.0.0.1:1/api/v1/music",
        ADMIN_USER_IDS=frozenset({ADMIN}),
        ALLOWED_CHAT_IDS=frozenset({ALLOWED}),
        ACCESS=access,
    )


@pytest.mark.parametrize(
    ("access", "stored", "user", "chat", "expected"),
    [
        ("private", None, STRANGER, STRANGER, False),  # nobody said anything
        ("private", None, ALLOWED, ALLOWED, True),  # ALLOWED_CHAT_IDS
        ("private", None, ADMIN, GROUP, True),  # admins ask anywhere
        ("private", False, ADMIN, ADMIN, True),  # even denied: an admin stays an admin
        ("private", True, STRANGER, STRANGER, True),  # /allow
        ("private", False, ALLOWED, ALLOWED, False),  # /deny outweighs the configuration
        ("private", True, STRANGER, GROUP, True),  # anyone in an allowed group
        ("private", None, ALLOWED, GROUP, False),  # an allowed person, in a closed group
        ("open", None, STRANGER, STRANGER, True),
        ("open", False, STRANGER, STRANGER, True),  # open means everyone (ACCESS in .env.example)
        ("private", None, None, ALLOWED, True),  # no user known (e.g. the bot joining)
    ],
)
def test_who_may_request(
    access: str, stored: bool | None, user: int | None, chat: int, expected: bool
) -> None:
    assert decide(settings(access), stored, user, chat) is expected


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("42", [42]),
        ("-1001234567890", [-1001234567890]),
        ("42, 43 -5", [42, 43, -5]),
        ("", None),
        ("me", None),
        ("42 x", None),
        ("0", None),
    ],
)
def test_chat_ids_as_admins_type_them(text: str, ids: list[int] | None) -> None:
    assert parse_chat_ids(text) == ids


def test_the_bot_s_mention_is_not_part_of_the_lyrics() -> None:
    text = "@songbotTESTbot\n[verse]\nmail me at ann@SongbotTestBotany.org"
    assert without_mention(text, "SongbotTestBot") == (
        "[verse]\nmail me at ann@SongbotTestBotany.org"
    )


@pytest.mark.parametrize(
    ("moment", "zone", "first"),
    [
        ("2025-03-31T23:30:00+00:00", "UTC", "2025-03-01T00:00:00+00:00"),
        ("2025-03-31T23:30:00+00:00", "Europe/Minsk", "2025-04-01T00:00:00+03:00"),
        ("2025-11-15T12:00:00+00:00", "Europe/Berlin", "2025-11-01T00:00:00+01:00"),
    ],
)
def test_the_month_begins_in_the_quota_time_zone(moment: str, zone: str, first: str) -> None:
    now = datetime.fromisoformat(moment).timestamp()
    assert month_start(now, ZoneInfo(zone)) == datetime.fromisoformat(first).timestamp()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "bot.sqlite3", clock=lambda: 1000.0)
    yield opened
    await opened.close()


async def test_the_admins_word_is_kept_and_moves_with_a_migrating_group(store: Store) -> None:
    assert await store.access.allowed(GROUP) is None
    await store.access.set(GROUP, True, ADMIN)
    await store.access.set(STRANGER, True, ADMIN)
    await store.access.set(STRANGER, False, ADMIN)
    await store.access.move(GROUP, GROUP - 1)
    assert await store.access.allowed(STRANGER) is False
    assert await store.access.allowed(GROUP - 1) is True
    entries = {e.chat_id: e.allowed for e in await store.access.entries()}
    assert entries == {GROUP: True, STRANGER: False, GROUP - 1: True}


async def test_an_incident_opens_once_and_closes_once(store: Store) -> None:
    assert await store.incidents.open("wallet")
    assert not await store.incidents.open("wallet")
    assert await store.incidents.open_ones() == ["wallet"]
    assert await store.incidents.close("wallet")
    assert not await store.incidents.close("wallet")


async def _song(store: Store, user: int, chat: int, name: str, at: float, price: float) -> None:
    request = await store.requests.create(
        a_new_request(
            chat_id=chat,
            chat_type="private" if chat > 0 else "supergroup",
            user_id=user,
            user_name=name,
            duration_sec=30,
        )
    )
    await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=at)
    await store.requests.move(request.id, State.SUBMITTING, State.QUEUED, accepted_at=at)
    await store.requests.move(
        request.id, State.QUEUED, State.COMPLETED, completed_at=at + 60, price_byn=price
    )


async def test_spending_is_summed_and_ranked_by_chat_and_by_user(store: Store) -> None:
    await _song(store, 7, GROUP, "Ann", at=10.0, price=9.0)  # last month: not counted
    await _song(store, 7, GROUP, "Ann", at=500.0, price=0.5)
    await _song(store, 7, 7, "Ann K.", at=600.0, price=0.5)
    await _song(store, 8, GROUP, "Bob", at=700.0, price=0.25)
    assert await store.stats.spent_since(100.0) == pytest.approx(1.25)
    chats = await store.stats.top_chats(100.0, limit=5)
    users = await store.stats.top_users(100.0, limit=5)
    assert [(c.id, c.tracks, c.byn, c.private) for c in chats] == [
        (GROUP, 2, 0.75, False),
        (7, 1, 0.5, True),
    ]
    assert [(u.id, u.name, u.tracks, u.byn) for u in users] == [
        (7, "Ann K.", 2, 1.0),
        (8, "Bob", 1, 0.25),
    ]


async def test_a_job_sent_last_month_and_charged_this_month_counts_its_money_not_its_track(
    store: Store,
) -> None:
    # Tracks count by when they were sent and money by when it was charged (a late job).
    await _song(store, 7, GROUP, "Ann", at=50.0, price=0.5)  # sent before 100, charged at 110
    await _song(store, 8, GROUP, "Bob", at=300.0, price=0.25)
    users = await store.stats.top_users(100.0, limit=5)
    chats = await store.stats.top_chats(100.0, limit=5)
    assert [(u.id, u.name, u.tracks, u.byn) for u in users] == [
        (8, "Bob", 1, 0.25),
        (7, "Ann", 0, 0.5),
    ]
    assert [(c.id, c.tracks, c.byn, c.private) for c in chats] == [(GROUP, 1, 0.75, False)]
