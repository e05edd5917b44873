"""Importing bot.ui alone, in a fresh interpreter (a process of its own), registers every kind
of button a handler answers."""

from __future__ import annotations

import subprocess
import sys

from bot.handlers import BUTTON_HANDLERS


def test_importing_bot_ui_alone_registers_every_kind_a_handler_answers() -> None:
    """A kind made in a module bot.ui does not import (the gift's once lived in a handler) would
    be missing from the registry until something else imported it."""
    script = "import bot.ui; print(' '.join(sorted(k.prefix for k in bot.ui.kinds())))"
    alone = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split()
    assert alone == sorted(kind.prefix for kind in BUTTON_HANDLERS)
