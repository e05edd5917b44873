"""The answer to a POST /generate the service accepted, as each fault spoils it (settings.py)."""

import json

from aiohttp import web

from music_emulator.jobs import EmulatedJob
from music_emulator.wire import detail_error, garbled_json

TAKEN_STATUS = {"taken-500": 500, "taken-502": 502, "taken-504": 504}
JSON_TYPE = "application/json"


def accepted_answer(job: EmulatedJob, fault: str | None) -> web.Response:
    """The 202 the service documents, or what a gateway makes of it after taking the job."""
    whole = json.dumps({"job_id": job.job_id, "status": "queued"})
    if fault in TAKEN_STATUS:
        return detail_error(TAKEN_STATUS[fault])
    if fault == "taken-empty":
        return web.Response(status=202, body=b"", content_type=JSON_TYPE)
    if fault == "taken-cut":
        # stops half-way through the id, so nothing in it names the job
        cut = whole.index(job.job_id) + len(job.job_id) // 2
        return web.Response(status=202, text=whole[:cut], content_type=JSON_TYPE)
    if fault == "taken-no-id":
        return web.json_response({"status": "queued"}, status=202)
    if fault == "taken-garbled":
        return garbled_json({"job_id": job.job_id, "status": "queued"}, 202)
    if fault in (None, "ok"):
        return web.Response(status=202, text=whole, content_type=JSON_TYPE)
    raise ValueError(f"unknown post fault {fault!r}")
