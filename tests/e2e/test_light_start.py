"""A start imports no media or chart library: they load when a song is encoded, a cover, a
video or a chart is made (their ~15 MB at rest are measured by bench/rest.py). Each check runs
in a fresh interpreter, a process of its own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("numpy", "PIL", "matplotlib", "lameenc", "soundfile", "mutagen", "av")
# What `python -m bot` imports before it polls: the main job, the application and its handlers.
START = ("bot.__main__", "bot.cli.main", "bot.app", "bot.handlers")


def imported_by(modules: tuple[str, ...]) -> set[str]:
    """The heavy top-level packages in sys.modules after importing `modules` in a fresh
    interpreter (this one has imported whatever other tests needed)."""
    script = (
        "import importlib, json, sys\n"
        f"for name in {list(modules)!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return set(json.loads(done.stdout))


def test_a_start_imports_no_media_or_chart_library() -> None:
    assert imported_by(START) == set()


def test_pillow_is_not_imported_until_a_cover_is_drawn() -> None:
    """The bot's memory at rest must not grow (bench/README.md): starting the bot loads no
    Pillow."""
    modules = ("bot.cli.main", "bot.app", "bot.pipeline.delivery", "bot.handlers")
    assert "PIL" not in imported_by(modules)


def test_the_bot_at_rest_has_not_imported_matplotlib() -> None:
    modules = ("bot.app", "bot.handlers", "bot.handlers.report", "bot.reports.chart")
    assert "matplotlib" not in imported_by(modules)


def cldr_read_after(code: str) -> list[str]:
    """The locales whose CLDR data babel has read after `code` ran in a fresh interpreter."""
    read = "import babel.localedata, json\nprint(json.dumps(sorted(babel.localedata._cache)))\n"
    script = f"{code}\n{read}"
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return list(json.loads(done.stdout))


def test_words_without_numbers_read_no_cldr_data() -> None:
    """A /start (a name and a yes/no choice) and the menus in every language leave babel's
    CLDR data unread (~4 MB at rest, bench/rest.py); a plural reads its language's."""
    menus_and_start = (
        "from bot.texts import LANGUAGES, plain, t\n"
        "for language in LANGUAGES:\n"
        "    plain(language, 'menu-start')\n"
        "    t(language, 'start', name='Ann', has_name='yes')\n"
    )
    assert cldr_read_after(menus_and_start) == []
    a_plural = menus_and_start + "from bot.texts import bundle\nbundle('ru')._plural_form(3)\n"
    assert "ru" in cldr_read_after(a_plural)
