"""GET /files answers that a real service, a gateway or a broken disk produce (settings
`file_faults`, one used per GET): a 404, a WAV cut short, a WAV far shorter than its job, a
body that trickles, a body that never ends, and one that cannot be decoded."""

import asyncio
from collections.abc import Iterator

from aiohttp import web

from music_emulator.jobs import EmulatedJob
from music_emulator.settings import FileFault
from music_emulator.wav import (
    CHANNELS,
    HEADER_SIZE,
    SAMPLE_WIDTH,
    frame_count,
    wav_header,
    wav_size,
    wav_stream,
)
from music_emulator.wire import detail_error

TRUNCATED_PART = 0.25  # a cut-off file holds this share of the data its header promises
SHORT_SEC = 1.0  # a "short" file is a whole WAV of this length, whatever the job says
TRICKLE_BYTES, TRICKLE_EVERY_SEC = 8, 0.25  # 32 bytes a second
ENDLESS_CHUNK = 1 << 16
GZIP = {"Content-Encoding": "gzip"}


def next_file_fault(settings_faults: list[FileFault]) -> str | None:
    fault = settings_faults.pop(0) if settings_faults else None
    return None if fault == "ok" else fault


async def faulty_file(request: web.Request, job: EmulatedJob, fault: str) -> web.StreamResponse:
    if fault == "404":
        return detail_error(404, "file not found")
    frames = frame_count(job.duration_sec)
    if fault == "short":
        short = frame_count(min(SHORT_SEC, job.duration_sec))
        return await stream_wav(request, job, wav_stream(short, job.synth_seed), wav_size(short))
    if fault == "truncated":
        sent = HEADER_SIZE + round(frames * TRUNCATED_PART) * CHANNELS * SAMPLE_WIDTH
        return await stream_wav(request, job, _cut(wav_stream(frames, job.synth_seed), sent), sent)
    if fault == "trickle":
        return await _trickle(request, job, frames)
    if fault == "endless":
        return await _endless(request, job, frames)
    if fault == "garbled":  # a gateway that mangles the encoding: undecodable for the client
        garbage = wav_header(frames) + bytes(4096)
        return web.Response(body=garbage, content_type="audio/wav", headers=GZIP)
    raise ValueError(f"unknown file fault {fault!r}")


async def stream_wav(
    request: web.Request, job: EmulatedJob, chunks: Iterator[bytes], size: int | None
) -> web.StreamResponse:
    """Send `chunks` as the job's WAV; `size` is the Content-Length (None: chunked)."""
    response = web.StreamResponse(
        headers={"Content-Disposition": f'attachment; filename="{job.job_id}.wav"'}
    )
    response.content_type = "audio/wav"
    if size is not None:
        response.content_length = size
    await response.prepare(request)
    # synthesis runs off the event loop so other requests are answered meanwhile
    while chunk := await asyncio.to_thread(next, chunks, b""):
        await response.write(chunk)
    await response.write_eof()
    return response


def _cut(chunks: Iterator[bytes], size: int) -> Iterator[bytes]:
    """The first `size` bytes of the stream."""
    for chunk in chunks:
        if size <= 0:
            return
        yield chunk[:size]
        size -= len(chunk)


def _slowly(chunks: Iterator[bytes]) -> Iterator[bytes]:
    for chunk in chunks:
        for start in range(0, len(chunk), TRICKLE_BYTES):
            yield chunk[start : start + TRICKLE_BYTES]


async def _trickle(request: web.Request, job: EmulatedJob, frames: int) -> web.StreamResponse:
    """The real file at a few bytes a second; the handler ends when the client gives up."""
    response = web.StreamResponse()
    response.content_type = "audio/wav"
    response.content_length = wav_size(frames)
    await response.prepare(request)
    for piece in _slowly(wav_stream(frames, job.synth_seed)):
        await response.write(piece)
        await asyncio.sleep(TRICKLE_EVERY_SEC)
    await response.write_eof()
    return response


async def _endless(request: web.Request, job: EmulatedJob, frames: int) -> web.StreamResponse:
    """A valid header, then silence without end (chunked, no length): only a cap stops it."""
    response = web.StreamResponse()
    response.content_type = "audio/wav"
    await response.prepare(request)
    await response.write(wav_header(frames))
    silence = bytes(ENDLESS_CHUNK)
    while True:  # aiohttp cancels the handler once the client hangs up
        await response.write(silence)
