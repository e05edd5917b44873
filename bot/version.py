"""The version of this Songbot: the `version` in pyproject.toml, as the installed package's
metadata holds it (pip writes it at install time, for a wheel and an editable install alike), so
that it is written in one place only."""

from __future__ import annotations

from functools import cache
from importlib import metadata

DISTRIBUTION = "songbot"


@cache
def version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # the code run from a folder, never installed
        return "unknown (not installed: pip install -e .)"
