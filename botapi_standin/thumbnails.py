"""A sent file's `thumbnail`, checked against the Bot API's rules: "JPEG format, less than
200 kB in size, width and height not exceeding 320", uploaded with the request (a thumbnail
can't be reused by file_id). Telegram may drop a thumbnail that breaks them without a word; the
stand-in refuses the request instead, so a test notices a bot that sends one.

The JPEG's size is read from its frame header (SOFn marker) here, without an imaging library.
"""

import struct
from typing import Any

from .errors import bad_request
from .file_store import FileStore
from .models import UploadedFile

MAX_SIDE = 320
MAX_BYTES = 200_000
THUMBNAIL_KINDS = frozenset({"audio", "document", "video", "animation", "video_note"})
_SOF_MARKERS = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}  # not DHT, JPG, DAC
_STANDALONE = frozenset({0x01, *range(0xD0, 0xD8)})  # TEM, RSTn: no length follows


def uploaded_thumbnail(
    params: dict[str, Any], files: dict[str, UploadedFile]
) -> UploadedFile | None:
    """The thumbnail's upload (field `thumbnail`, or attach://name), None if none was sent."""
    value = params.get("thumbnail")
    if value is None or value == "":
        return files.get("thumbnail")
    name = str(value).removeprefix("attach://")
    upload = files.get(name)
    if upload is None:
        raise bad_request("thumbnail must be uploaded as a new file (attach://<name>)")
    return upload


def check_thumbnail(upload: UploadedFile) -> tuple[int, int]:
    """(width, height) of a thumbnail that keeps the rules; a Bad Request otherwise."""
    if upload.size >= MAX_BYTES:
        raise bad_request(f"thumbnail is {upload.size} bytes, must be less than 200 kB")
    data = upload.path.read_bytes()
    width, height = jpeg_size(data)
    if width > MAX_SIDE or height > MAX_SIDE:
        raise bad_request(f"thumbnail is {width}x{height}, must be at most 320x320")
    return width, height


def jpeg_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a JPEG's SOF segment; a Bad Request for anything else."""
    if data[:2] != b"\xff\xd8":
        raise bad_request("thumbnail must be in JPEG format")
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            break
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte before a marker
            at += 1
            continue
        if marker in _STANDALONE:
            at += 2
            continue
        (length,) = struct.unpack_from(">H", data, at + 2)
        if marker in _SOF_MARKERS and at + 9 <= len(data):
            height, width = struct.unpack_from(">HH", data, at + 5)
            if width and height:
                return width, height
            break
        if marker == 0xDA:  # start of scan before any frame header
            break
        at += 2 + length
    raise bad_request("thumbnail must be in JPEG format")


def attach_thumbnail(
    store: FileStore, media: dict[str, Any], params: dict[str, Any], upload: UploadedFile
) -> None:
    """Keep the thumbnail with the file (as Telegram does: a re-send by file_id shows it) and
    describe it in the media object as a PhotoSize."""
    width, height = check_thumbnail(upload)
    record = store.register(upload, "thumbnail", {"width": width, "height": height})
    media["thumbnail"] = record.media
