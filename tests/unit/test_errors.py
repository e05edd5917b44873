"""One error tree: every exception class the bot defines descends from SongbotError, so a
catch-all tells the bot's own failures from bugs. A new class outside the tree fails here."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import bot
from bot.errors import SongbotError, is_known
from bot.service.errors import Unavailable
from bot.store import StorageError
from bot.telegram.app_data import NotStarted


def _exception_classes() -> list[type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for module in pkgutil.walk_packages(bot.__path__, "bot."):
        if module.name.endswith("__main__"):
            continue  # runs the command line when imported
        loaded = importlib.import_module(module.name)
        for _, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, BaseException) and value.__module__.startswith("bot."):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return [found[name] for name in sorted(found)]


def test_every_exception_of_the_bot_is_in_the_one_tree() -> None:
    classes = _exception_classes()
    assert len(classes) >= 10, "the walk found too few classes to mean anything"
    outside = [c.__qualname__ for c in classes if not issubclass(c, SongbotError)]
    assert not outside, f"exceptions outside SongbotError: {outside}"


def test_a_known_failure_is_known_and_a_bug_is_not() -> None:
    assert is_known(StorageError("the disk is full"))
    assert is_known(Unavailable("503"))
    assert not is_known(ZeroDivisionError())
    assert not is_known(NotStarted("pipeline read before the start"))  # known by name, a bug
