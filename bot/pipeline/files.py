"""Where a request's audio lives on disk, and fetching it from the service when it is not there."""

from __future__ import annotations

from pathlib import Path

from bot.service.music import MusicClient
from bot.store import Request


class AudioFiles:
    def __init__(self, data_dir: Path, music: MusicClient) -> None:
        self.folder = data_dir / "audio"
        self._music = music

    def path(self, request: Request, suffix: str) -> Path:
        return self.folder / f"{request.id}.{suffix}"

    async def wav(self, request: Request) -> Path:
        """The service's WAV for this request, downloaded (streamed) if not cached."""
        path = self.path(request, "wav")
        if not path.exists():
            await self._music.download(request.job_id or "", path)
        return path
