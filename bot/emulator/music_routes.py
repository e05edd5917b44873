"""The three endpoints of the music interface: generate, jobs, files."""

import asyncio
import time

from aiohttp import web

from bot.emulator.errors import Refused
from bot.emulator.file_faults import faulty_file, next_file_fault, stream_wav
from bot.emulator.paths import FILES_PATH, GENERATE_PATH, JOBS_PATH
from bot.emulator.state import STATE
from bot.emulator.validation import parse_generate_body
from bot.emulator.wav import frame_count, wav_size, wav_stream
from bot.emulator.wire import detail_error, json_object


def add_music_routes(app: web.Application) -> None:
    app.router.add_post(GENERATE_PATH, generate)
    app.router.add_get(f"{JOBS_PATH}/{{job_id}}", get_job)
    app.router.add_get(f"{FILES_PATH}/{{job_id}}", get_file, allow_head=False)


async def generate(request: web.Request) -> web.StreamResponse:
    state = request.app[STATE]
    fault = state.next_post_fault()
    if fault == "ok":  # a placeholder, so faults can alternate with normal answers
        fault = None
    if isinstance(fault, int):
        return detail_error(fault)
    try:
        job = state.accept(parse_generate_body(await json_object(request), state.settings))
        answer = web.json_response({"job_id": job.job_id, "status": "queued"}, status=202)
    except Refused as refused:
        answer = detail_error(refused.status, refused.detail)
    if fault is None:
        return answer
    return await _lose_answer(request, fault)


async def get_job(request: web.Request) -> web.Response:
    state = request.app[STATE]
    fault = state.next_poll_fault()
    if fault is not None:
        return detail_error(fault)
    job = state.jobs.get(request.match_info["job_id"])
    if job is None:
        return detail_error(404, "job not found")
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
    """The job was handled; the client never learns how ("drop" or "hang")."""
    if fault == "hang":
        # aiohttp cancels this handler once the client gives up
        await asyncio.Event().wait()
    elif fault != "drop":
        raise ValueError(f"unknown post fault {fault!r}")
    if request.transport is not None:
        request.transport.close()
    return web.Response(status=204)
