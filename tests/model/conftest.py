"""The lifecycle model's tests: the state machine's modules have their asserts explained as a
test module's are, and what the examples met is printed with -s."""

from __future__ import annotations

from collections.abc import Iterator

import coverage
import pytest

pytest.register_assert_rewrite("tests.model.lifecycle")

from tests.model.lifecycle.world import SEEN  # noqa: E402  (after the rewrite is registered)


@pytest.fixture(autouse=True)
def unmeasured() -> Iterator[None]:
    """The model's steps run unmeasured by coverage: it drives paths the other tests cover, many
    times over, and measuring them cost a third of its time on CI (11 s a run)."""
    measuring = coverage.Coverage.current()
    if measuring is None:
        yield
        return
    measuring.stop()
    try:
        yield
    finally:
        measuring.start()


@pytest.fixture(scope="module", autouse=True)
def report_what_was_met() -> object:
    """What the examples reached, printed with -s: a model that never delivers proves little."""
    yield
    print(f"\nlifecycle model met: {dict(sorted(SEEN.items()))}")
