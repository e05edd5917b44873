"""Files on the stand-in's disk: saving uploads, issuing file_ids and describing them the way
Telegram does (Audio, Document, Voice, PhotoSize, Sticker objects)."""

import itertools
import re
import secrets
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, BinaryIO

from .models import FileRecord, UploadedFile

_FOLDERS = {
    "audio": "music",
    "document": "documents",
    "voice": "voice",
    "photo": "photos",
    "sticker": "stickers",
    "video": "videos",
    "animation": "animations",
    "thumbnail": "thumbnails",
}
_ID_PREFIXES = {"audio": "CQAC", "document": "BQAC", "voice": "AwAC", "photo": "AgAC"}
# which request parameters / upload facts each kind of media object carries
_DESCRIBED_BY = {
    "audio": ("duration", "performer", "title", "file_name", "mime_type"),
    "document": ("file_name", "mime_type"),
    "voice": ("duration", "mime_type"),
    "video": ("duration", "width", "height", "file_name", "mime_type"),
    "animation": ("duration", "width", "height", "file_name", "mime_type"),
    "thumbnail": ("width", "height"),  # a PhotoSize
}
_STICKER = {"width": 512, "height": 512, "type": "regular", "is_animated": False, "is_video": False}
_PHOTO_SIZE = {"width": 1280, "height": 720}
_NUMBERS = {"duration", "width", "height"}
DOWNLOAD_LIMIT = 20 * 1024 * 1024  # getFile refuses bigger files


class FileStore:
    def __init__(self, root: Path) -> None:
        self.root = root
        self._counter = itertools.count(1)
        self._by_id: dict[str, FileRecord] = {}
        self._by_path: dict[str, FileRecord] = {}

    async def save_stream(
        self, field: str, filename: str, mime_type: str, chunks: AsyncIterator[bytes]
    ) -> UploadedFile:
        path = self._new_path(filename)
        size = 0
        with _open_for_writing(path) as sink:
            async for chunk in chunks:
                sink.write(chunk)
                size += len(chunk)
        return UploadedFile(field, filename, mime_type, path, size)

    def save_bytes(self, field: str, filename: str, mime_type: str, data: bytes) -> UploadedFile:
        path = self._new_path(filename)
        path.write_bytes(data)
        return UploadedFile(field, filename, mime_type, path, len(data))

    def register(self, upload: UploadedFile, kind: str, params: dict[str, Any]) -> FileRecord:
        """Give an upload a file_id and the media object Telegram would return for it."""
        number = next(self._counter)
        file_id = f"{_ID_PREFIXES.get(kind, 'CAAC')}AgADbot{number:05d}{secrets.token_hex(6)}"
        unique_id = f"AgAD{number:05d}{secrets.token_hex(2)}"
        suffix = _safe_name(Path(upload.filename).suffix)
        file_path = f"{_FOLDERS.get(kind, 'documents')}/file_{number}{suffix}"
        media = _describe(kind, {"file_id": file_id, "file_unique_id": unique_id}, upload, params)
        record = FileRecord(file_id, unique_id, file_path, kind, upload, media)
        self._by_id[file_id] = record
        self._by_path[file_path] = record
        return record

    def find(self, file_id: str) -> FileRecord | None:
        return self._by_id.get(file_id)

    def by_path(self, file_path: str) -> FileRecord | None:
        return self._by_path.get(file_path)

    def _new_path(self, filename: str) -> Path:
        self.root.mkdir(parents=True, exist_ok=True)
        return self.root / f"upload-{next(self._counter):05d}-{_safe_name(filename) or 'file'}"


def _open_for_writing(path: Path) -> BinaryIO:
    return path.open("wb")  # kept out of async code: writes are small, local and quick


def _safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", name)[-80:]


def _describe(kind: str, ids: dict[str, str], upload: UploadedFile, params: dict[str, Any]) -> Any:
    described: dict[str, Any] = {**ids, "file_size": upload.size}
    if kind == "photo":
        return [{**described, **_PHOTO_SIZE}]
    if kind == "sticker":
        return {**described, **_STICKER}
    facts = {"file_name": upload.filename, "mime_type": upload.mime_type}
    for key in _DESCRIBED_BY.get(kind, ("file_name", "mime_type")):
        value = facts.get(key, params.get(key))
        if key in _NUMBERS:
            described[key] = int(float(value or 0))
        elif value:
            described[key] = str(value)
    return described


def file_object(record: FileRecord) -> dict[str, Any]:
    """The File object getFile answers with."""
    return {
        "file_id": record.file_id,
        "file_unique_id": record.file_unique_id,
        "file_size": record.upload.size,
        "file_path": record.file_path,
    }
