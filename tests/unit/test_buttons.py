"""The one callback-data codec: what a button carries comes back as it went, and anything else
(another kind's data, garbled data, no data) is None, never an error; every kind the bot shows
is registered, keeps the data format of the buttons already sent, and has its handler."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

import pytest

from bot.handlers import BUTTON_HANDLERS
from bot.ui import (
    CallbackData,
    DraftPress,
    GiftPress,
    LangPress,
    LosslessPress,
    LyricsPress,
    RetryPress,
    StylePress,
    SungPress,
    TakePress,
    TrackPress,
    VideoPress,
    VotePress,
    kinds,
    unpack_any,
)
from bot.ui import buttons as codec
from bot.ui.buttons import LARGEST_ID, RequestPress, number
from bot.ui.gift import GiftAction
from bot.ui.preview import Action
from bot.ui.styles import Part
from bot.ui.takes import TakeAction
from bot.ui.votes import Vote

# Every kind's data as buttons already in chats carry it: this format never changes (a button
# is pressed weeks after it was sent). A kind added to the bot is added here.
WIRE = [
    (RetryPress(7, 2), "retry:7:2"),
    (LosslessPress(12), "lossless:12"),
    (LyricsPress(12), "lyrics:12"),
    (VideoPress(12), "video:12"),
    (TrackPress(5), "track:5"),
    (DraftPress(Action.GO, 3), "draft:go:3"),
    (DraftPress(Action.AGAIN, 3), "draft:again:3"),
    (DraftPress(Action.TOPIC, 3), "draft:topic:3"),
    (DraftPress(Action.DROP, 3), "draft:drop:3"),
    (LangPress("ru"), "lang:ru"),
    (LangPress("auto"), "lang:auto"),
    (StylePress(Part.GENRE, "rock"), "style:genre:rock"),
    (StylePress(Part.MOOD, "calm", 12), "style:mood:calm:12"),
    (StylePress(Part.RESET, "-"), "style:reset:-"),
    (StylePress(Part.OPEN, "-", 3), "style:open:-:3"),
    (StylePress(Part.BACK, "-", 3), "style:back:-:3"),
    (VotePress(7, Vote.UP), "vote:7:up"),
    (VotePress(7, Vote.DOWN), "vote:7:down"),
    (TakePress(TakeAction.ASK, 3), "take:ask:3"),
    (TakePress(TakeAction.GO, 12), "take:go:12"),
    (TakePress(TakeAction.NO, 12), "take:no:12"),
    (SungPress(4), "sung:4"),
    (GiftPress(GiftAction.START), "gift:start"),
]


@pytest.mark.parametrize(("press", "data"), WIRE, ids=[data for _, data in WIRE])
def test_every_kind_keeps_the_format_of_the_buttons_already_sent(
    press: CallbackData, data: str
) -> None:
    assert press.pack() == data
    assert type(press).unpack(data) == press
    assert unpack_any(data) == press


def test_every_kind_the_bot_shows_is_registered_pinned_and_handled() -> None:
    """Importing bot.ui registers every kind (the gift's, made beside its handler once, too);
    each has its pinned format above and exactly one handler."""
    registered = set(kinds())
    assert {type(press) for press, _ in WIRE} == registered
    assert set(BUTTON_HANDLERS) == registered
    assert {kind.prefix for kind in registered} >= {"gift", "sung", "video", "retry"}


def test_each_kind_has_its_own_prefix_and_its_pattern_matches_only_its_own_data() -> None:
    assert len({kind.prefix for kind in kinds()}) == len(kinds())
    for press, data in WIRE:
        for kind in kinds():
            assert (re.match(kind.pattern(), data) is not None) == (kind is type(press))
            assert (kind.unpack(data) is not None) == (kind is type(press))


@pytest.fixture
def registry() -> Iterator[None]:
    """Kinds made by a test are forgotten after it: the bot's registry stays the bot's."""
    saved = dict(codec._KINDS)
    yield
    codec._KINDS.clear()
    codec._KINDS.update(saved)


class Mode(StrEnum):
    ON = "on"
    OFF = "off"


def test_fields_are_packed_in_order_and_come_back_by_their_types(registry: None) -> None:
    @dataclass(frozen=True)
    class Kind(CallbackData, prefix="kind"):
        mode: Mode
        request_id: int
        word: str
        attempt: int = 1
        draft_id: int | None = None

    assert Kind(Mode.ON, 42, "w").pack() == "kind:on:42:w:1"
    assert Kind(Mode.OFF, 42, "w", 3, 9).pack() == "kind:off:42:w:3:9"
    assert Kind.unpack("kind:on:42:w:1") == Kind(Mode.ON, 42, "w")
    assert Kind.unpack("kind:on:42:w") == Kind(Mode.ON, 42, "w"), "from before `attempt`"
    assert Kind.unpack("kind:off:42:w:3:9") == Kind(Mode.OFF, 42, "w", 3, 9)
    assert Kind.pattern() == "^kind:"
    assert Kind in kinds()


@pytest.mark.parametrize(
    "data",
    [
        None,
        5,
        b"kind:7",
        "",
        "kind",
        "kind:",
        "kinder:7",
        "other:7",
        "kind:7:2",
        "kind:-1",
        "kind:+1",
        "kind: 1",
        "kind:²",
        "kind:x",
        f"kind:{LARGEST_ID + 1}",
    ],
)
def test_anything_else_unpacks_to_none(registry: None, data: object) -> None:
    @dataclass(frozen=True)
    class Kind(RequestPress, prefix="kind"):
        pass

    assert Kind.unpack(data) is None
    assert Kind.unpack(f"kind:{LARGEST_ID}") == Kind(LARGEST_ID)


def test_a_kind_says_which_values_make_sense(registry: None) -> None:
    @dataclass(frozen=True)
    class Color(CallbackData, prefix="color"):
        name: str

        def makes_sense(self) -> bool:
            return self.name in ("red", "blue")

    assert Color.unpack("color:red") == Color("red")
    assert Color.unpack("color:green") is None
    with pytest.raises(ValueError, match="does not come back"):
        Color("green").pack()


def test_a_prefix_used_twice_fails_at_import(registry: None) -> None:
    with pytest.raises(ValueError, match="'vote' is already bot.ui.votes.VotePress's"):

        class Again(CallbackData, prefix="vote"):
            pass

    assert codec._KINDS["vote"] is VotePress


def test_a_button_that_would_not_come_back_is_refused_where_it_is_made(registry: None) -> None:
    @dataclass(frozen=True)
    class Note(CallbackData, prefix="note"):
        text: str
        request_id: int = 0

    with pytest.raises(ValueError):
        Note("a:b").pack()  # the separator
    with pytest.raises(ValueError):
        Note("x", -1).pack()  # no row has it; it would unpack as garbled
    with pytest.raises(ValueError, match="64 bytes"):
        Note("x" * 60).pack()
    assert Note("x" * 50).pack() == "note:" + "x" * 50 + ":0"


def test_a_field_the_codec_cannot_carry_fails_at_its_first_use(registry: None) -> None:
    @dataclass(frozen=True)
    class Odd(CallbackData, prefix="odd"):
        ratio: float

    with pytest.raises(TypeError, match="cannot carry"):
        Odd(0.5).pack()

    class NotFrozen(CallbackData, prefix="loose"):
        request_id: int

    with pytest.raises(TypeError, match="frozen dataclass"):
        NotFrozen.unpack("loose:1")

    with pytest.raises(TypeError, match="no prefix"):
        RequestPress.unpack("request:1")


def test_feature_kinds_take_their_own_data_only() -> None:
    assert DraftPress.unpack("draft:fly:3") is None
    assert DraftPress.unpack("draft:go:x") is None
    assert DraftPress.unpack("draft:go") is None
    assert LangPress.unpack("lang:xx") is None
    assert LangPress.unpack("lang:") is None
    assert GiftPress.unpack("gift:stop") is None
    assert SungPress.unpack("sung:1:2") is None


def test_try_again_carries_the_attempt_and_an_old_one_confirms_the_first() -> None:
    assert RetryPress.unpack("retry:7:2") == RetryPress(7, 2)
    assert RetryPress.unpack("retry:7") == RetryPress(7, 1)
    for garbled in ("retry:7:x", "retry:x:2", "retry:7:2:1", "retry:", "draft:go:7", None):
        assert RetryPress.unpack(garbled) is None


def test_a_number_no_row_can_have_is_not_a_number() -> None:
    """A garbled press (`retry:9223372036854775808`, found by the hostile-input test) found
    nothing instead of making SQLite raise OverflowError in the handler."""
    assert number(str(2**63 - 1)) == 2**63 - 1
    assert number(str(2**63)) is None
    assert RetryPress.unpack("retry:9223372036854775808") is None
    assert RetryPress.unpack("retry:1:9223372036854775808") is None
