"""Emulator of the platform's music and text-model service (see docs/service.md).

A simulator beside the product, not part of it: it speaks the service's HTTP API for the offline
console, the tests, the benchmarks and the Docker "emulator" profile, and imports nothing from
`bot`. Serve it with `python -m bot emulator` (or `python -m music_emulator`); drive it in-process
with `async with Emulator(EmulatorSettings(...)) as emulator:`.
"""

from music_emulator.jobs import EmulatedJob
from music_emulator.record import SeenRequest
from music_emulator.server import Emulator
from music_emulator.settings import EmulatorSettings

__all__ = ["EmulatedJob", "Emulator", "EmulatorSettings", "SeenRequest"]
