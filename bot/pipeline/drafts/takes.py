"""Another take: a delivered song's lyrics and style sung again, as a request of its own with
every guarantee of one (the line, the shares, one POST, its own end told once).

"🔁 Another take" under a song holds the new take as a draft and asks its asker once whether to
spend a track, saying how many are left to them and to everyone today: nothing is spent yet. The
question is the draft's message (bot/pipeline/drafts/preview.py shows it), so its answers are a
draft's: its first button confirms it (draft -> waiting, one guarded UPDATE: a press met twice
starts one song), the other declines it, and a question nobody answers expires after a day. A song
has one open question at a time (migration 017), so a press on "🔁 Another take" met twice asks
once. Every take points to the first one (`take_of`) and carries its number in its title ("… (take
2)"), which tells the takes apart in /mytracks, inline results and every word about them."""

from __future__ import annotations

import sqlite3
from enum import StrEnum

from bot.context import Services
from bot.pipeline.drafts.expiry import expire_if_old
from bot.pipeline.drafts.preview import end_unshown, show
from bot.store import Asker, NewRequest, Request, State
from bot.ui.takes import take_title


class TakeOutcome(StrEnum):
    """What a press on "🔁 Another take" did."""

    ASKED = "asked"  # the question is shown
    ALREADY = "already"  # this song's question is still open: answered there
    NO_WORDS = "no-words"  # the song's words are no longer kept (bot/store/retention.py)
    NOT_SHOWN = "not-shown"  # Telegram refused the question: nothing was kept


async def ask(services: Services, song: Request, asker: Asker) -> TakeOutcome:
    """Hold another take of `song` (delivered) as a draft for `asker`, its owner, and ask."""
    first_id = song.take_of or song.id
    requests = services.store.requests
    if not song.lyrics.strip():
        return TakeOutcome.NO_WORDS
    asked = await requests.open_take(first_id)
    if asked is not None and not await expire_if_old(services, asked):
        return TakeOutcome.ALREADY
    first = await requests.get(first_id) or song
    number = await requests.next_take(first_id)
    new = NewRequest.of(
        asker,
        lyrics=song.lyrics,
        style=song.style,  # as it was sung, whatever the chat's style is now
        duration_sec=song.duration_sec,
        title=take_title(asker.language, first.title, number),
        topic=song.topic,
        gift=song.gift,  # another take of a gift is for the same person
        take_of=first_id,
        take=number,
    )
    try:
        take = await requests.create(new, State.DRAFT)
    except sqlite3.IntegrityError:  # another press asked in the meantime
        return TakeOutcome.ALREADY
    if song.topic_gone:  # the song's topic went: the take's words go where the song went
        take.topic_gone = 1
        await requests.update(take.id, topic_gone=1)
    if await show(services, take):
        return TakeOutcome.ASKED
    await end_unshown(services, take)  # the press is answered so instead
    return TakeOutcome.NOT_SHOWN
