"""The lifecycle model's tests: the state machine's modules have their asserts explained as a
test module's are, and what the examples met is printed with -s."""

from __future__ import annotations

import pytest

pytest.register_assert_rewrite("tests.model.lifecycle")

from tests.model.lifecycle.world import SEEN  # noqa: E402  (after the rewrite is registered)


@pytest.fixture(scope="module", autouse=True)
def report_what_was_met() -> object:
    """What the examples reached, printed with -s: a model that never delivers proves little."""
    yield
    print(f"\nlifecycle model met: {dict(sorted(SEEN.items()))}")
