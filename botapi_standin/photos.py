"""Telegram's rules for an uploaded photo (sendPhoto): at most 10 MB, an image Telegram can
read (PNG, JPEG, WebP, GIF, read here from their headers), width + height at most 10000 and a
side ratio at most 20; and the PhotoSize list it answers with (the image scaled to fit 90,
320, 800 and 1280 pixels, never up)."""

import struct
from pathlib import Path
from typing import Any

from .errors import bad_request
from .file_store import FileStore
from .models import FileRecord, UploadedFile

MAX_PHOTO_BYTES = 10 * 1024 * 1024
MAX_SIDES_SUM = 10_000
MAX_RATIO = 20
_SIZES = (90, 320, 800, 1280)
_HEADER_BYTES = 64 * 1024


def check_photo(path: Path, size: int) -> tuple[int, int]:
    """The photo's width and height, or the error Telegram gives for it."""
    if size > MAX_PHOTO_BYTES:
        raise bad_request("PHOTO_SAVE_FILE_INVALID")
    with path.open("rb") as file:
        head = file.read(_HEADER_BYTES)
    dimensions = image_size(head)
    if dimensions is None:
        raise bad_request("IMAGE_PROCESS_FAILED")
    width, height = dimensions
    if width < 1 or height < 1 or width + height > MAX_SIDES_SUM:
        raise bad_request("PHOTO_INVALID_DIMENSIONS")
    if max(width, height) > MAX_RATIO * min(width, height):
        raise bad_request("PHOTO_INVALID_DIMENSIONS")
    return width, height


def registered(files: FileStore, upload: UploadedFile, params: dict[str, Any]) -> FileRecord:
    """An uploaded photo checked and given a file_id, described by the sizes Telegram makes."""
    width, height = check_photo(upload.path, upload.size)
    record = files.register(upload, "photo", params)
    _describe_sizes(record, width, height)
    return record


def _describe_sizes(record: FileRecord, width: int, height: int) -> None:
    largest = record.media[-1]
    sizes = []
    for bound in _SIZES:
        scale = min(1.0, bound / max(width, height))
        sizes.append({**largest, "width": round(width * scale), "height": round(height * scale)})
        if scale == 1.0:
            break
    record.media = sizes


def image_size(head: bytes) -> tuple[int, int] | None:
    if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
        width, height = struct.unpack(">II", head[16:24])
        return width, height
    if head[:6] in (b"GIF87a", b"GIF89a"):
        width, height = struct.unpack("<HH", head[6:10])
        return width, height
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return _webp_size(head)
    if head[:2] == b"\xff\xd8":
        return _jpeg_size(head)
    return None


def _jpeg_size(head: bytes) -> tuple[int, int] | None:
    at = 2
    while at + 9 < len(head):
        if head[at] != 0xFF:
            return None
        marker = head[at + 1]
        length = struct.unpack(">H", head[at + 2 : at + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):  # a frame header
            height, width = struct.unpack(">HH", head[at + 5 : at + 9])
            return width, height
        at += 2 + length
    return None


def _webp_size(head: bytes) -> tuple[int, int] | None:
    chunk = head[12:16]
    if chunk == b"VP8X":
        width = int.from_bytes(head[24:27], "little") + 1
        return width, int.from_bytes(head[27:30], "little") + 1
    if chunk == b"VP8 ":
        width, height = struct.unpack("<HH", head[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L":
        bits = int.from_bytes(head[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    return None
