"""The figures and the picture behind /report and the songs inline mode lists: quota days in
QUOTA_TIMEZONE, tracks counted as the quota day counts them, money by completion, a user's songs
across chats with a title search in any case."""

from __future__ import annotations

import io
import struct
from datetime import datetime
from zoneinfo import ZoneInfo

from bot.accounting.days import day_bounds
from bot.reports.chart import MonthChart, TopUser, draw_month
from bot.reports.month import DAYS
from bot.store import NewRequest, State, Store
from tests.unit.fake_services import a_new_request

MINSK = ZoneInfo("Europe/Minsk")  # UTC+3 all year
BERLIN = ZoneInfo("Europe/Berlin")  # DST from 29 March 2026


def new(user: int, chat: int | None = None, title: str = "la") -> NewRequest:
    return a_new_request(
        chat_id=chat or user,
        chat_type="private" if chat is None else "group",
        user_id=user,
        user_name=f"U{user}",
        title=title,
    )


def at(text: str, zone: ZoneInfo = MINSK) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=zone).timestamp()


async def started(store: Store, sent: float, *, taken: bool = True, user: int = 1) -> int:
    """A request whose POST was sent at `sent` and taken (or proven refused)."""
    request = await store.requests.create(new(user))
    await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=sent)
    if taken:
        await store.requests.move(
            request.id, State.SUBMITTING, State.QUEUED, accepted_at=sent, job_id=f"j{request.id}"
        )
    else:
        await store.requests.move(request.id, State.SUBMITTING, State.WAITING)
    return request.id


def test_day_bounds_are_30_calendar_days_to_tomorrow_and_a_dst_day_is_23_hours() -> None:
    bounds = day_bounds(at("2026-04-10 15:00", BERLIN), BERLIN, DAYS)
    assert len(bounds) == DAYS + 1
    assert bounds[0] == at("2026-03-12 00:00", BERLIN)
    assert bounds[-2] == at("2026-04-10 00:00", BERLIN)
    assert bounds[-1] == at("2026-04-11 00:00", BERLIN)
    lengths = {
        datetime.fromtimestamp(a, BERLIN).date().isoformat(): b - a
        for a, b in zip(bounds, bounds[1:], strict=False)
    }
    assert lengths["2026-03-29"] == 23 * 3600
    assert lengths["2026-03-28"] == lengths["2026-04-01"] == 24 * 3600


async def test_per_day_counts_posts_on_their_local_day_and_money_on_completion(
    store: Store,
) -> None:
    bounds = day_bounds(at("2026-05-20 12:00"), MINSK, DAYS)
    late = await started(store, at("2026-05-18 23:30"))  # 20:30 UTC: still the 18th in Minsk
    await started(store, at("2026-05-19 00:10"))
    await started(store, at("2026-05-19 09:00"), taken=False)  # proven refused: not counted
    await started(store, at("2026-04-01 10:00"))  # before the 30 days
    # the job of the 18th completed after midnight: its money belongs to the 19th
    await store.requests.update(late, completed_at=at("2026-05-19 00:05"), price_byn=0.35)

    days = await store.stats.per_day(bounds)

    by_date = {datetime.fromtimestamp(d.start, MINSK).date().isoformat(): d for d in days}
    assert len(days) == DAYS
    assert (by_date["2026-05-18"].tracks, by_date["2026-05-18"].byn) == (1, 0)
    assert (by_date["2026-05-19"].tracks, by_date["2026-05-19"].byn) == (1, 0.35)
    assert sum(d.tracks for d in days) == 2
    assert [d.start for d in days] == bounds[:-1]


async def test_a_request_sent_again_after_unknown_counts_both_posts(store: Store) -> None:
    request = await store.requests.create(new(1))
    sent = at("2026-05-19 10:00")
    await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=sent)
    await store.requests.move(request.id, State.SUBMITTING, State.UNKNOWN)
    await store.requests.move(request.id, State.UNKNOWN, State.WAITING)  # "try again" pressed
    await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=sent + 60)
    await store.requests.move(request.id, State.SUBMITTING, State.QUEUED, accepted_at=sent + 60)

    days = await store.stats.per_day(day_bounds(at("2026-05-19 12:00"), MINSK, DAYS))

    assert days[-1].tracks == 2  # as the quota day counts them: both may have been charged


async def delivered(store: Store, user: int, title: str, chat: int | None = None) -> int:
    request = await store.requests.create(new(user, chat, title))
    await store.conn.execute(
        "UPDATE requests SET state = 'delivered', audio_file_id = ? WHERE id = ?",
        (f"CQAC-{request.id}", request.id),
    )
    return request.id


async def test_songs_of_a_user_across_chats_newest_first_in_pages_of_50(store: Store) -> None:
    ids = [await delivered(store, 1, f"Song {n}", chat=-100 if n % 2 else None) for n in range(55)]
    await delivered(store, 2, "Song of another user")
    await store.requests.create(new(1, title="Song still waiting"))

    first = await store.songs.delivered_of_user(1, "", 0, 50)
    rest = await store.songs.delivered_of_user(1, "", 50, 50)

    assert [s.request_id for s in first + rest] == ids[::-1]
    assert len(first) == 50 and len(rest) == 5
    assert all(s.audio_file_id == f"CQAC-{s.request_id}" for s in first + rest)


async def test_a_title_search_ignores_case_in_cyrillic_too(store: Store) -> None:
    tram = await delivered(store, 1, "Ночной Трамвай")
    await delivered(store, 1, "Morning Coffee")
    await delivered(store, 2, "Трамвай другого")

    assert [s.request_id for s in await store.songs.delivered_of_user(1, "  трамВАЙ ")] == [tram]
    assert [s.title for s in await store.songs.delivered_of_user(1, "COFFEE")] == ["Morning Coffee"]
    assert await store.songs.delivered_of_user(1, "jazz") == []


def png_size(png: bytes) -> tuple[int, int]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
    return struct.unpack(">II", png[16:24])


def test_the_chart_is_a_png_telegram_takes_and_names_are_never_read_as_math() -> None:
    chart = MonthChart(
        title="Последние 30 дней",
        day_labels=[f"{day:02d}.05" for day in range(1, 31)],
        tracks=[day % 4 for day in range(30)],
        money=[day % 4 * 0.35 for day in range(30)],
        daily_limit=20,
        tracks_axis="Tracks $x",
        limit_label="Daily limit (20)",
        money_axis="BYN",
        top_title="Top users",
        # unbalanced math that matplotlib's math parser would refuse with an error
        top=[TopUser(r"Ann $\frac{ (55): 12 tracks", 12), TopUser("$$ (56): 1 track", 1)],
        lyrics=[day % 7 for day in range(30)],
        tracks_label="Tracks $y",
        lyrics_label=r"Lyrics $\frac{",
    )

    png = draw_month(chart)

    width, height = png_size(png)
    assert len(png) <= 10 * 1024 * 1024
    assert width + height <= 10_000 and max(width, height) <= 20 * min(width, height)
    from PIL import Image  # matplotlib's own dependency

    with Image.open(io.BytesIO(png)) as image:
        image.load()
        assert (image.format, image.size) == ("PNG", (width, height))
