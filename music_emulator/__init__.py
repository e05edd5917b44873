"""Emulator of the platform's music and text-model service (see service-api.md)."""

from bot.emulator.jobs import EmulatedJob
from bot.emulator.record import SeenRequest
from bot.emulator.server import Emulator
from bot.emulator.settings import EmulatorSettings

__all__ = ["EmulatedJob", "Emulator", "EmulatorSettings", "SeenRequest"]
