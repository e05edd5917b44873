"""What the bot's admins read: the /quota report of the organization, the /access list, and the
daily shares (/limit, /limits). Chat names are looked up by the handler (bot/handlers/admin.py)
and handed in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.store.stats import Spender
from bot.store.text_calls import TextUse
from bot.texts import t
from bot.ui.shares import ShareUse, share_entries

LISTED_AT_MOST = 20  # /access names this many per list and counts the rest: one message holds it


@dataclass(frozen=True)
class OrgReport:
    """The organization at a glance, as /quota shows it (filled by bot/reports/today.py)."""

    tracks_today: int
    daily_limit: int
    active: int
    concurrent_limit: int
    waiting: int
    spent_today: float
    spent_month: float
    # admin and/or wallet | key (the pauses, both shown), or token | telegram | disk (the gate)
    paused: Sequence[str]
    incidents: list[str]  # open alerts: wallet, key, jobs
    top_chats: list[Spender]
    top_users: list[Spender]
    shares: list[ShareUse] = field(default_factory=list)  # /limit's, with their use today
    default_share: int = 0  # USER_DAILY_LIMIT: everyone else's; 0: none of their own
    lyrics: LyricsToday | None = None  # text-model calls today (None: topics not set up)


@dataclass(frozen=True)
class LyricsToday:
    """Text-model calls today against ORG_TEXT_DAILY_LIMIT and USER_TEXT_DAILY_LIMIT (0: no
    limit), and who asked for the most."""

    calls: int
    org_limit: int
    own_limit: int
    top: list[TextUse]


def unnamed_spenders(report: OrgReport) -> list[int]:
    """The ids in the report whose name only Telegram knows (groups in the top lists, whoever
    asked the text model the most today, and whoever has a share), in the order shown."""
    ids = [s.id for s in (*report.top_chats, *report.top_users) if not s.private]
    ids += [use.asker_id for use in report.lyrics.top] if report.lyrics else []
    ids += [share.target_id for share in listed_shares(report.shares)]
    return list(dict.fromkeys(ids))


def quota_text(lang: str, report: OrgReport, names: Mapping[int, str]) -> str:
    """/quota; `names` holds the name of each id from unnamed_spenders ("" if unknown)."""
    lines = [
        t(lang, "quota-header"),
        t(
            lang,
            "quota-tracks",
            used=report.tracks_today,
            limit=report.daily_limit,
            left=max(0, report.daily_limit - report.tracks_today),
        ),
        *_lyrics_today(lang, report.lyrics),
        t(lang, "quota-active", active=report.active, limit=report.concurrent_limit),
        t(lang, "quota-waiting", waiting=report.waiting),
        t(lang, "quota-spent", today=_money(report.spent_today), month=_money(report.spent_month)),
        *[t(lang, "quota-submissions", reason=reason) for reason in report.paused or ["none"]],
    ]
    if "jobs" in report.incidents:
        lines.append(t(lang, "quota-jobs-failing"))
    for title, spenders in (
        ("quota-top-chats", report.top_chats),
        ("quota-top-users", report.top_users),
    ):
        lines += ["", t(lang, title)]
        lines += [_top_line(lang, rank, s, names) for rank, s in enumerate(spenders, 1)]
        if not spenders:
            lines.append(t(lang, "quota-top-none"))
    if report.lyrics is not None:
        lines += ["", t(lang, "quota-top-askers"), *_askers(lang, report.lyrics.top, names)]
    if report.shares or report.default_share:  # the default is every asker's share
        lines += ["", t(lang, "quota-shares"), *_shares_list(lang, report.shares, names)]
        lines.append(_default_share(lang, report.default_share))
    return "\n".join(lines)


def _lyrics_today(lang: str, lyrics: LyricsToday | None) -> list[str]:
    if lyrics is None:
        return []
    left = max(0, lyrics.org_limit - lyrics.calls)
    return [
        t(
            lang,
            "quota-lyrics",
            used=lyrics.calls,
            limit=lyrics.org_limit,
            left=left,
            limited="yes" if lyrics.org_limit else "no",
            own=lyrics.own_limit,
            own_limited="yes" if lyrics.own_limit else "no",
        )
    ]


def _askers(lang: str, top: list[TextUse], names: Mapping[int, str]) -> list[str]:
    if not top:
        return [t(lang, "quota-askers-none")]
    return [
        t(
            lang,
            "quota-asker-line",
            rank=rank,
            name=names.get(use.asker_id, "") or "?",
            id=str(use.asker_id),
            calls=use.calls,
        )
        for rank, use in enumerate(top, 1)
    ]


def _top_line(lang: str, rank: int, spender: Spender, names: Mapping[int, str]) -> str:
    name = spender.name if spender.private else names.get(spender.id, "")
    return t(
        lang,
        "quota-top-line",
        rank=rank,
        name=name or "?",
        id=str(spender.id),
        tracks=spender.tracks,
        byn=_money(spender.byn),
    )


def listed(chat_ids: Sequence[int]) -> list[int]:
    """The ids of one /access list that it names; the rest are only counted."""
    return list(chat_ids[:LISTED_AT_MOST])


def access_text(
    lang: str,
    mode: str,
    admins: frozenset[int],
    configured: frozenset[int],
    allowed: Sequence[int],
    denied: Sequence[int],
    names: Mapping[int, str],
) -> str:
    """/access: who may ask; `names` holds the name of each listed id ("" if unknown)."""
    lines = [
        t(lang, "access-header", mode=mode),
        t(lang, "access-admins", ids=_ids(admins)),
        t(lang, "access-configured", ids=_ids(configured)),
        t(lang, "access-list-allowed"),
        *[_entry_line(lang, chat_id, names.get(chat_id, "")) for chat_id in listed(allowed)],
        t(lang, "access-list-denied"),
        *[_entry_line(lang, chat_id, names.get(chat_id, "")) for chat_id in listed(denied)],
    ]
    hidden = max(0, len(allowed) - LISTED_AT_MOST) + max(0, len(denied) - LISTED_AT_MOST)
    if hidden:
        lines.append(t(lang, "access-more", count=hidden))
    return "\n".join(lines)


def _entry_line(lang: str, chat_id: int, name: str) -> str:
    # Ids go in as text: a number would be printed with group separators (123,456,789).
    has_name = "yes" if name else "no"
    return t(lang, "access-entry", chat_id=str(chat_id), name=name, has_name=has_name)


def _money(byn: float) -> str:
    return f"{byn:.2f}"


def _ids(ids: frozenset[int]) -> str:
    return ", ".join(str(i) for i in sorted(ids)) or "—"


# --- daily shares (/limit, /limits) ------------------------------------------------------


def listed_shares(shares: Sequence[ShareUse]) -> list[ShareUse]:
    """The shares a list names; the rest are only counted (one message holds it)."""
    return list(shares[:LISTED_AT_MOST])


def limits_text(
    lang: str, shares: Sequence[ShareUse], default: int, names: Mapping[int, str]
) -> str:
    """/limits: every share with its use today, and what everyone else has (USER_DAILY_LIMIT);
    `names` holds the name of each listed id ("" if unknown)."""
    lines = [t(lang, "limits-header")]
    lines += _shares_list(lang, shares, names) if shares else [t(lang, "limits-none")]
    lines.append(_default_share(lang, default))
    return "\n".join(lines)


def _shares_list(lang: str, shares: Sequence[ShareUse], names: Mapping[int, str]) -> list[str]:
    lines = share_entries(lang, listed_shares(shares), names)
    hidden = len(shares) - LISTED_AT_MOST
    return lines + ([t(lang, "access-more", count=hidden)] if hidden > 0 else [])


def _default_share(lang: str, default: int) -> str:
    fallback = "default" if default else "none"
    return t(lang, "limits-default", fallback=fallback, default=default)


def limit_set_text(lang: str, share: ShareUse) -> str:
    """The answer to `/limit <id> <n>`."""
    whose = "group" if share.for_group else "user"
    key = "limit-set" if share.tracks else "limit-set-none"
    return t(lang, key, id=str(share.target_id), whose=whose, tracks=share.tracks, used=share.used)


def lyrics_set_text(lang: str, target_id: int, calls: int, used: int) -> str:
    """The answer to `/limit <id> <n> lyrics`."""
    return t(lang, "limit-lyrics-set", id=str(target_id), calls=calls, used=used)


def lyrics_off_text(lang: str, target_id: int, removed: bool, default: int) -> str:
    """The answer to `/limit <id> off lyrics`: USER_TEXT_DAILY_LIMIT applies again."""
    if not removed:
        return t(lang, "limit-lyrics-off-none", id=str(target_id))
    fallback = "default" if default else "none"
    return t(lang, "limit-lyrics-off", id=str(target_id), fallback=fallback, default=default)


def limit_off_text(lang: str, target_id: int, removed: bool, default: int) -> str:
    """The answer to `/limit <id> off`: what applies now (a person: USER_DAILY_LIMIT)."""
    if not removed:
        return t(lang, "limit-off-none", id=str(target_id))
    # A chat's id: what it asks as itself has the default again; its members, no share.
    fallback = ("default" if target_id > 0 else "chat") if default else "none"
    return t(lang, "limit-off", id=str(target_id), fallback=fallback, default=default)
