"""Where each interface lives on the emulator's address."""

MUSIC_PREFIX = "/api/v1/music"
TEXT_PREFIX = "/v1"
CONTROL_PREFIX = "/_emulator"

GENERATE_PATH = f"{MUSIC_PREFIX}/generate"
JOBS_PATH = f"{MUSIC_PREFIX}/jobs"
FILES_PATH = f"{MUSIC_PREFIX}/files"


def is_control(path: str) -> bool:
    return path.startswith(f"{CONTROL_PREFIX}/")


def is_text(path: str) -> bool:
    return path.startswith(f"{TEXT_PREFIX}/")
