"""The stand-in's flood limits (botapi_standin/flood.py): off by default; when on, past 30
messages a second in all or 20 a minute into one group it answers 429 with retry_after."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from botapi_standin import BotApiStandIn


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


@pytest.fixture
def now(stand: BotApiStandIn) -> list[float]:
    """The stand-in's flood clock, stopped at 100 s: every call is in the same instant until a
    test moves it on."""
    now = [100.0]
    stand.flood.clock = lambda: now[0]
    return now


async def send(client: httpx.AsyncClient, stand: BotApiStandIn, chat_id: int) -> httpx.Response:
    stand.open_chat(chat_id)
    url = f"{stand.url}/bot{stand.token}/sendMessage"
    return await client.post(url, json={"chat_id": chat_id, "text": "hi"})


async def test_flood_limits_are_off_by_default(
    stand: BotApiStandIn, client: httpx.AsyncClient, now: list[float]
) -> None:
    answers = [await send(client, stand, 1 + n % 5) for n in range(40)]
    assert {answer.status_code for answer in answers} == {200}
    assert stand.flood_refusals == 0


async def test_past_30_a_second_in_all_answers_429_with_retry_after(
    stand: BotApiStandIn, client: httpx.AsyncClient, now: list[float]
) -> None:
    stand.flood_limits(per_second=30, per_group_per_minute=20)
    answers = [await send(client, stand, 1 + n % 5) for n in range(31)]
    # an answer to a button press is not a message: it does not count
    pressed = await client.post(
        f"{stand.url}/bot{stand.token}/answerCallbackQuery", json={"callback_query_id": "x"}
    )
    now[0] += 1.0  # a second later the window has room again
    later = await send(client, stand, 1)
    assert [answer.status_code for answer in answers] == [200] * 30 + [429]
    body = answers[-1].json()
    assert body["error_code"] == 429 and body["parameters"]["retry_after"] == 1
    assert pressed.status_code != 429
    assert later.status_code == 200
    assert stand.flood_refusals == 1


async def test_past_20_a_minute_into_one_group_answers_429(
    stand: BotApiStandIn, client: httpx.AsyncClient, now: list[float]
) -> None:
    stand.flood_limits(per_second=30, per_group_per_minute=20)
    group = []
    for _ in range(21):
        group.append(await send(client, stand, -500))
        now[0] += 0.5  # well within 30 a second
    private = await send(client, stand, 7)  # other chats are not held back
    assert [answer.status_code for answer in group] == [200] * 20 + [429]
    assert group[-1].json()["parameters"]["retry_after"] == 50  # the first leaves the window
    assert private.status_code == 200
    assert stand.flood_refusals == 1
