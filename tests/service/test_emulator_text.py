"""The service emulator's text model over real HTTP: tagged lyrics, streams, failures."""

import json
import time

import httpx
import pytest

from music_emulator import Emulator
from music_emulator.settings import (
    TextFailure,
)

# --- text model -----------------------------------------------------------------------------
from tests.service import test_emulator as base

# The emulator's own fixtures and helpers (tests/service/test_emulator.py), by name.
emulator = base.emulator
client = base.client
CHAT = base.CHAT
TAGS = base.TAGS


def section_tags(content: str) -> list[str]:
    return [line.strip() for line in content.splitlines() if line.strip() in set(TAGS)]


async def chat(client: httpx.AsyncClient, text: str, model: str = "songwriter-1") -> httpx.Response:
    messages = [
        {"role": "system", "content": "You write songs."},
        {"role": "user", "content": text},
    ]
    return await client.post(CHAT, json={"model": model, "messages": messages})


async def test_chat_writes_tagged_lyrics(emulator: Emulator, client: httpx.AsyncClient) -> None:
    answer = await chat(client, "Write a song about a lighthouse keeper.")
    assert answer.status_code == 200
    body = answer.json()
    assert body["object"] == "chat.completion" and body["model"] == "songwriter-1"
    assert body["id"] and isinstance(body["created"], int)
    assert set(body["usage"]) == {"prompt_tokens", "completion_tokens", "total_tokens"}
    [choice] = body["choices"]
    assert (choice["index"], choice["finish_reason"]) == (0, "stop")
    assert choice["message"]["role"] == "assistant"
    content = choice["message"]["content"]
    assert section_tags(content) == TAGS
    assert "lighthouse keeper" in content
    assert content.strip().splitlines()[-1].startswith("Style: ")
    assert emulator.chat_requests[-1]["messages"][-1]["content"].startswith("Write a song")


async def test_chat_streams_as_openai_does_when_asked(client: httpx.AsyncClient) -> None:
    messages = [{"role": "user", "content": "Write a song about a lighthouse keeper."}]
    whole = (await chat(client, "Write a song about a lighthouse keeper.")).json()
    body = {"model": "songwriter-1", "messages": messages, "stream": True}
    answer = await client.post(CHAT, json=body)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/event-stream")
    events = [line.removeprefix("data: ") for line in answer.text.split("\n\n") if line]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert {c["object"] for c in chunks} == {"chat.completion.chunk"}
    assert len({c["id"] for c in chunks}) == 1
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant"}
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks)
    assert section_tags(text) == section_tags(whole["choices"][0]["message"]["content"])
    assert "lighthouse keeper" in text


async def test_chat_answers_russian_in_russian(client: httpx.AsyncClient) -> None:
    content = (await chat(client, "Напиши песню про осенний дождь")).json()["choices"][0]
    lyrics = content["message"]["content"].split("Style:")[0]
    assert section_tags(lyrics) == TAGS
    assert "осенний дождь" in lyrics
    letters = [ch for ch in lyrics if ch.isalpha()]
    assert sum("а" <= ch.lower() <= "я" for ch in letters) > len(letters) * 0.8


async def test_chat_unknown_model_is_404(client: httpx.AsyncClient) -> None:
    answer = await chat(client, "a song about rain", model="gpt-nothing")
    assert answer.status_code == 404
    assert answer.json()["error"]["code"] == "model_not_found"
    assert answer.json()["error"]["type"] == "invalid_request_error"


async def test_chat_wrong_key_is_401(emulator: Emulator) -> None:
    headers = {"Authorization": "Bearer wrong"}
    async with httpx.AsyncClient(base_url=emulator.base_url, headers=headers) as anonymous:
        answer = await chat(anonymous, "a song about rain")
    assert answer.status_code == 401
    assert answer.json()["error"]["message"]


@pytest.mark.parametrize(
    ("failure", "status", "code"),
    [
        ("unauthorized", 401, "invalid_api_key"),
        ("budget", 429, "insufficient_quota"),
        ("unavailable", 503, None),
    ],
)
async def test_text_failures(
    emulator: Emulator,
    client: httpx.AsyncClient,
    failure: TextFailure,
    status: int,
    code: str | None,
) -> None:
    emulator.settings.text_failure = failure
    answer = await chat(client, "a song about rain")
    assert answer.status_code == status
    assert answer.json()["error"]["code"] == code
    assert (await client.get("/v1/models")).status_code == status


async def test_text_failure_no_lyrics(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.text_failure = "no_lyrics"
    answer = await chat(client, "a song about rain")
    assert answer.status_code == 200
    content = answer.json()["choices"][0]["message"]["content"]
    assert content and section_tags(content) == []


async def test_text_failure_slow(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 0.4
    started = time.monotonic()
    assert (await chat(client, "a song about rain")).status_code == 200
    assert time.monotonic() - started >= 0.4
    with pytest.raises(httpx.ReadTimeout):
        messages = [{"role": "user", "content": "rain"}]
        await client.post(CHAT, json={"model": "songwriter-1", "messages": messages}, timeout=0.1)


async def test_models_list(emulator: Emulator, client: httpx.AsyncClient) -> None:
    emulator.settings.text_models = ["m1", "m2"]
    answer = await client.get("/v1/models")
    assert answer.json() == {
        "object": "list",
        "data": [
            {"id": "m1", "object": "model", "created": 0, "owned_by": "platform"},
            {"id": "m2", "object": "model", "created": 0, "owned_by": "platform"},
        ],
    }
