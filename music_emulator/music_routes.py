"""The three endpoints of the music interface: generate, jobs, files."""

import asyncio
import time

from aiohttp import web

from music_emulator.errors import Refused
from music_emulator.file_faults import faulty_file, next_file_fault, stream_wav
from music_emulator.paths import FILES_PATH, GENERATE_PATH, JOBS_PATH
from music_emulator.post_answers import accepted_answer
from music_emulator.record import SEEN
from music_emulator.state import STATE
from music_emulator.validation import parse_generate_body
from music_emulator.wav import frame_count, wav_size, wav_stream
from music_emulator.wire import detail_error, garbled_json, json_object


def add_music_routes(app: web.Application) -> None:
    app.router.add_post(GENERATE_PATH, generate)
    app.router.add_get(f"{JOBS_PATH}/{{job_id}}", get_job)
    app.router.add_get(f"{FILES_PATH}/{{job_id}}", get_file, allow_head=False)


async def generate(request: web.Request) -> web.StreamResponse:
    """Answer as the service would, unless the next of `post_faults` says otherwise (their
    meanings are in settings.py); the record of the POST keeps the fault and the job made."""
    state = request.app[STATE]
    seen = request[SEEN]
    fault = seen.fault = state.next_post_fault()
    if isinstance(fault, int):  # a gateway answered alone: the service never saw it
        return detail_error(fault)
    try:
        job = state.accept(parse_generate_body(await json_object(request), state.settings))
    except Refused as refused:
        if fault in ("drop", "hang"):
            return await _lose_answer(request, fault)
        return detail_error(refused.status, refused.detail)
    seen.job_id = job.job_id
    if fault in ("drop", "hang", "taken-drop"):
        return await _lose_answer(request, fault)
    return accepted_answer(job, fault)


async def get_job(request: web.Request) -> web.Response:
    """The job's public view, unless the next of `poll_faults` is answered instead: a status
    (404 too, though the job exists), or "garbled": the view, undecodable."""
    state = request.app[STATE]
    fault = state.next_poll_fault()
    if isinstance(fault, int):
        return detail_error(fault)
    job = state.jobs.get(request.match_info["job_id"])
    if job is None:
        return detail_error(404, "job not found")
    if fault == "garbled":
        return garbled_json(job.public_view(time.monotonic()), 200)
    return web.json_response(job.public_view(time.monotonic()))


async def get_file(request: web.Request) -> web.StreamResponse:
    state = request.app[STATE]
    job = state.jobs.get(request.match_info["job_id"])
    if job is None or job.status != "completed":
        return detail_error(404, "no finished track for this job")
    fault = next_file_fault(state.settings.file_faults)
    if fault is not None:
        return await faulty_file(request, job, fault)
    frames = frame_count(job.duration_sec)
    return await stream_wav(request, job, wav_stream(frames, job.synth_seed), wav_size(frames))


async def _lose_answer(request: web.Request, fault: str) -> web.Response:
    """The job was handled; the client never learns how ("drop", "taken-drop" or "hang")."""
    if fault == "hang":
        # aiohttp cancels this handler once the client gives up
        await asyncio.Event().wait()
    elif fault not in ("drop", "taken-drop"):
        raise ValueError(f"unknown post fault {fault!r}")
    if request.transport is not None:
        request.transport.close()
    return web.Response(status=204)
