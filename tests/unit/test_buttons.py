"""The one callback-data codec: what a button carries comes back as it went, and anything else
(another feature's data, garbled data, no data) is None, never an error."""

from __future__ import annotations

import re

import pytest

from bot.ui import BUTTONS
from bot.ui.buttons import Callback, number
from bot.ui.language import decode as decode_language
from bot.ui.preview import Action
from bot.ui.preview import decode as decode_draft
from bot.ui.status import decode_retry

KIND = Callback("kind")


def test_data_comes_back_as_it_was_encoded() -> None:
    assert KIND.encode("go", 42) == "kind:go:42"
    assert KIND.decode(KIND.encode("go", 42)) == ["go", "42"]
    assert KIND.decode_id(KIND.encode(7)) == 7


@pytest.mark.parametrize(
    "data", [None, 5, "", "kind", "kinder:1", "other:1", "kind:", "kind:1:2", "kind:-1", "kind:²"]
)
def test_anything_else_decodes_to_no_id(data: object) -> None:
    assert KIND.decode_id(data) is None


def test_each_kind_has_its_own_prefix_and_its_pattern_matches_only_its_own_data() -> None:
    assert len({kind.prefix for kind in BUTTONS}) == len(BUTTONS)
    for kind in BUTTONS:
        for other in BUTTONS:
            matches = re.match(other.pattern, kind.encode(1)) is not None
            assert matches == (kind == other)


def test_feature_decoders_take_their_own_data_only() -> None:
    assert decode_draft("draft:go:3") == (Action.GO, 3)
    assert decode_draft("draft:fly:3") is None
    assert decode_draft("draft:go:x") is None
    assert decode_language("lang:ru") == "ru"
    assert decode_language("lang:xx") is None


def test_try_again_carries_the_attempt_and_an_old_one_confirms_the_first() -> None:
    assert decode_retry("retry:7:2") == (7, 2)
    assert decode_retry("retry:7") == (7, 1)
    for garbled in ("retry:7:x", "retry:x:2", "retry:7:2:1", "retry:", "draft:go:7", None):
        assert decode_retry(garbled) is None


def test_a_number_no_row_can_have_is_not_a_number() -> None:
    """A garbled press (`retry:9223372036854775808`, found by the hostile-input test) found
    nothing instead of making SQLite raise OverflowError in the handler."""
    assert number(str(2**63 - 1)) == 2**63 - 1
    assert number(str(2**63)) is None
    assert decode_retry("retry:9223372036854775808") is None
    assert decode_retry("retry:1:9223372036854775808") is None
