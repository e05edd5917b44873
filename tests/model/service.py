"""A music service that the lifecycle model scripts answer by answer, over real HTTP
on 127.0.0.1: every POST is answered as the model planned (refused, taken, or taken with an answer
the bot cannot read), jobs move only when the model says so, polls and files fail on demand, and
time is the model's clock. Unlike the emulator it never refuses for its limits: it records what
the bot made it do, so the test can hold the bot to them."""

from __future__ import annotations

import asyncio
import gzip
import itertools
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from music_emulator.wav import frame_count, wav_stream

PREFIX = "/api/v1/music"
TRACK_SEC = 2.0  # what every job yields: short, so encoding costs the test little
PRICE = 0.5
# Answers a POST may be given, and whether the service took (and will charge) the job first.
REFUSALS = {"401": 401, "402": 402, "429": 429, "503": 503, "gw-502": 502}
REJECTIONS = {"400": 400, "413": 413, "422": 422}
TAKEN_BROKEN = ("taken-500", "taken-502", "taken-504", "taken-empty", "taken-cut", "taken-no-id")
TAKEN_SILENT = ("taken-drop", "taken-hang")
# Taken, and no job id reaches the bot: it cannot follow the job (its request is `unknown`).
UNFOLLOWED = (*TAKEN_BROKEN, *TAKEN_SILENT)
POST_ANSWERS = ("ok", *REFUSALS, *REJECTIONS, *TAKEN_BROKEN, *TAKEN_SILENT, "hang")
POLL_FAULTS = ("404", "500", "502")
FILE_FAULTS = ("404", "truncated", "short", "trickle")
TRICKLE_SEC = 20.0  # real seconds a trickling file would take: far past the model's deadline
# A job the service lost track of: no longer run, answered 404, and maybe found again later.
FORGOTTEN = "forgotten"


@dataclass
class Post:
    lyrics: str
    at: float
    answer: str
    job_id: str | None  # the job it created, if the service took it
    style: str | None = None  # the `prompt` it carried


@dataclass
class TextCall:
    at: float
    content: str  # the last message of the prompt, which names the topic
    answer: str = "whole"  # how it was answered (TEXT_ANSWERS)
    opened: float = field(default_factory=time.monotonic)  # real time: the bot's deadline is
    closed: float | None = None  # when its answer ended, or the bot hung up on it
    said_bytes: int = 0  # what it said before its song


# How the next text calls are answered: "whole" JSON; "stream" server-sent events ending in
# [DONE]; "endless" events without end, a runaway generation; "open" a finish reason, then the
# stream left open; "gzip" the whole JSON compressed although the bot asked for it plain (read
# only up to its bound of decoded bytes). A call not asked to stream is answered whole all the
# same.
TEXT_ANSWERS = ("whole", "stream", "endless", "open", "gzip")
FILLER_LINE = "la la la la\n"  # what a long answer says before its song, as often as planned


@dataclass(frozen=True)
class TextAnswer:
    kind: str = "whole"
    filler_bytes: int = 0  # answers of any length: this much said before the song


async def _streamed(request: web.Request, content: str, kind: str) -> web.StreamResponse:
    """`content` a line an event, then its end as `kind` says; until the bot hangs up."""
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)

    def event(delta: dict[str, str], finish: str | None = None) -> bytes:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return f"data: {json.dumps({'choices': [choice]})}\n\n".encode()

    try:
        for line in content.splitlines(keepends=True):
            await response.write(event({"content": line}))
        while kind == "endless":
            await asyncio.sleep(0.01)
            await response.write(event({"content": FILLER_LINE}))
        await response.write(event({}, "stop"))
        while kind == "open":
            await asyncio.sleep(0.01)
            await response.write(b": still here\n\n")
        await response.write(b"data: [DONE]\n\n")
    except ConnectionError:
        pass  # the bot hung up, as it should on a stream without end
    return response


@dataclass(frozen=True)
class JobMade:
    """A job the service took, when, and the jobs it was running then (this one included)."""

    job_id: str
    at: float
    running: tuple[str, ...]


@dataclass
class ScriptedJob:
    job_id: str
    lyrics: str
    created_at: float
    status: str = "queued"
    poll_faults: list[str] = field(default_factory=list)
    file_faults: list[str] = field(default_factory=list)
    polled_at: list[float] = field(default_factory=list)  # every GET of it, on the model's clock

    @property
    def active(self) -> bool:
        return self.status in ("queued", "running")


class ScriptedService:
    def __init__(self, clock: Callable[[], float], api_key: str, longest_run_sec: float) -> None:
        self.clock = clock
        self.api_key = api_key
        self.longest_run_sec = longest_run_sec
        self.post_plan: list[str] = []
        self._ids = itertools.count(1)
        self.posts: list[Post] = []
        self.text_calls: list[TextCall] = []
        self.text_plan: list[TextAnswer] = []  # how the next text calls are answered
        self.jobs: dict[str, ScriptedJob] = {}
        self.made: list[JobMade] = []
        self._held: list[asyncio.Event] = []
        self.hold_text = False  # the next text-model call is held (as a POST's "hang" is)
        self._runner: web.AppRunner | None = None
        self.url = ""

    # --- what the model does -----------------------------------------------------------

    def active(self) -> list[ScriptedJob]:
        return [job for job in self.jobs.values() if job.active]

    def let_time_pass(self) -> None:
        """A job never runs longer than the longest a job may run: the service ends it."""
        for job in self.active():
            if self.clock() - job.created_at > self.longest_run_sec:
                job.status = "error"

    def release_held(self) -> None:
        for event in self._held:
            event.set()
        self._held.clear()

    @property
    def held(self) -> int:
        """POSTs held unanswered now, each by a task of the bot that is waiting for it."""
        return len(self._held)

    def taken_per_day(self, wall: Callable[[float], float]) -> dict[int, int]:
        """Jobs taken per quota day of the bot's wall clock (`wall`: the service's time to what
        that clock said then): a day is where the bot's clock says it is (QUOTA_TIMEZONE, UTC
        in the model), also while that clock is stepped."""
        days: dict[int, int] = {}
        for post in self.posts:
            if post.job_id is not None:
                day = int(wall(post.at) // 86400)
                days[day] = days.get(day, 0) + 1
        return days

    # --- HTTP ----------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post(f"{PREFIX}/generate", self._generate)
        app.router.add_get(f"{PREFIX}/jobs/{{job_id}}", self._job)
        app.router.add_get(f"{PREFIX}/files/{{job_id}}", self._file)
        app.router.add_post("/v1/chat/completions", self._lyrics)
        self._runner = web.AppRunner(app, handler_cancellation=True, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]  # (host, port) of the socket bound to port 0
        self.url = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        self.release_held()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _generate(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        answer = self.post_plan.pop(0) if self.post_plan else "ok"
        taken = answer == "ok" or answer.startswith("taken-")
        job = self._create(body["lyrics"]) if taken else None
        job_id = job.job_id if job is not None else None
        post = Post(body["lyrics"], self.clock(), answer, job_id, body.get("prompt"))
        self.posts.append(post)
        if answer in REFUSALS or answer in REJECTIONS:
            status = {**REFUSALS, **REJECTIONS}[answer]
            return web.json_response({"detail": f"scripted {answer}"}, status=status)
        if answer in ("hang", "taken-hang"):
            await self._hold()  # until released or the bot goes away: then no answer at all
        if answer in ("hang", "taken-hang", "taken-drop"):
            if request.transport is not None:
                request.transport.close()
            return web.Response(status=204)
        assert job is not None
        return _broken_answer(answer, job.job_id)

    def _create(self, lyrics: str) -> ScriptedJob:
        job = ScriptedJob(f"job-{next(self._ids)}", lyrics, self.clock())
        self.jobs[job.job_id] = job
        running = tuple(j.job_id for j in self.active())
        self.made.append(JobMade(job.job_id, job.created_at, running))
        return job

    async def _hold(self) -> None:
        """Until released, or until the bot goes away (aiohttp cancels this then): the model
        waits for every task but these, so one the bot gave up is no longer counted."""
        event = asyncio.Event()
        self._held.append(event)
        try:
            await event.wait()
        finally:
            if event in self._held:
                self._held.remove(event)

    async def _job(self, request: web.Request) -> web.Response:
        job = self.jobs.get(request.match_info["job_id"])
        if job is not None:
            job.polled_at.append(self.clock())
        if job is None or job.status == FORGOTTEN:
            return web.json_response({"detail": "no such job"}, status=404)
        if job.poll_faults:
            status = int(job.poll_faults.pop(0))
            return web.json_response({"detail": "scripted"}, status=status)
        view: dict[str, Any] = {"job_id": job.job_id, "status": job.status}
        if job.status == "completed":
            view.update(url=f"{PREFIX}/files/{job.job_id}", duration_sec=TRACK_SEC, price_byn=PRICE)
        return web.json_response(view)

    async def _file(self, request: web.Request) -> web.StreamResponse:
        job = self.jobs.get(request.match_info["job_id"])
        fault = job.file_faults.pop(0) if job and job.file_faults else None
        if job is None or job.status != "completed" or fault == "404":
            return web.json_response({"detail": "no such file"}, status=404)
        frames = frame_count(TRACK_SEC / 4 if fault == "short" else TRACK_SEC)
        chunks = list(wav_stream(frames, seed=1))
        if fault == "trickle":
            return await _trickle(request, b"".join(chunks))
        if fault == "truncated":
            chunks = chunks[:1] + [chunks[1][: len(chunks[1]) // 3]]
        return web.Response(body=b"".join(chunks), content_type="audio/wav")

    async def _lyrics(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        call = TextCall(self.clock(), str(body["messages"][-1]["content"]))
        self.text_calls.append(call)
        topic = re.sub(r"\W+", " ", body["messages"][-1]["content"]).strip()[-40:]
        # Each call's lyrics are its own (its number sung first), as a model's are: the model's
        # invariants tell requests apart by the lyrics they POST, and two gifts of the same
        # worst text asked by two people must not read as one request sent twice. A long
        # answer's filler comes after that first line: lyrics cut at their limit keep it.
        number = len(self.text_calls)
        opening = f"[verse]\nSong number {number}, about {topic}\n"
        content = f"{opening}[chorus]\n{topic} sings along number {number}"
        if "Sung names:" in str(body["messages"][0]["content"]):  # a gift: its name is sung
            content = _gift_song(str(body["messages"][-1]["content"]), content)
        plan = self.text_plan.pop(0) if self.text_plan else TextAnswer()
        said = FILLER_LINE * (plan.filler_bytes // len(FILLER_LINE))
        call.said_bytes = len(said)
        content = content.replace(opening, f"{opening}{said}", 1)
        try:
            if self.hold_text:  # a call under way when the bot stops (the model's rule)
                self.hold_text = False
                await self._hold()  # ended by the bot hanging up: `closed` says when
            if plan.kind == "gzip":
                call.answer = plan.kind
                return self._compressed(self._whole(body, content))
            if plan.kind != "whole" and body.get("stream") is True:
                call.answer = plan.kind
                return await _streamed(request, content, plan.kind)
            return self._whole(body, content)
        finally:
            call.closed = time.monotonic()

    @staticmethod
    def _compressed(answer: web.Response) -> web.Response:
        """The answer's bytes gzipped, said so in Content-Encoding whatever was asked."""
        assert isinstance(answer.body, bytes)
        return web.Response(
            body=gzip.compress(answer.body),
            headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
        )

    @staticmethod
    def _whole(body: dict[str, Any], content: str) -> web.Response:
        return web.json_response(
            {"id": "chat-1", "object": "chat.completion", "model": body.get("model", "m"),
             "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                          "finish_reason": "stop"}]}
        )  # fmt: skip


def _gift_song(asked: str, song: str) -> str:
    """A gift's lyrics name its recipient (so that two gifts' lyrics differ); "Siobhan" is
    respelt in the "Sung names:" line, as a model does for a name a singer gets wrong."""
    found = re.search(r"a song for (.+?) for this occasion", asked)
    name = found.group(1) if found else "you"
    sung = "Sung names: Siobhan = Shi-vawn" if "Siobhan" in name else "Sung names: none"
    return f"{song}\n[bridge]\nThis one is for {name}\n{sung}"


async def _trickle(request: web.Request, body: bytes) -> web.StreamResponse:
    """A few bytes at a time, so that only an overall deadline ends the download."""
    response = web.StreamResponse(headers={"Content-Type": "audio/wav"})
    await response.prepare(request)
    step = 0.05
    try:
        for start in range(0, int(TRICKLE_SEC / step) * 64, 64):
            await response.write(body[start : start + 64])
            await asyncio.sleep(step)
    except ConnectionError:
        pass  # the bot gave up on it, as it should
    return response


def _broken_answer(answer: str, job_id: str) -> web.Response:
    """The service took the job; what reaches the bot is one of these."""
    if answer == "ok":
        return web.json_response({"job_id": job_id, "status": "queued"}, status=202)
    if answer.startswith("taken-5"):
        return web.Response(status=int(answer[-3:]), text="<html>Bad Gateway</html>")
    if answer == "taken-empty":
        return web.Response(status=202, body=b"", content_type="application/json")
    if answer == "taken-cut":
        cut = '{"job_id": "' + job_id[:3]
        return web.Response(status=202, text=cut, content_type="application/json")
    assert answer == "taken-no-id", answer
    return web.json_response({"status": "queued"}, status=202)
