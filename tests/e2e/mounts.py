"""Filesystems of their own for the disk faults: tmpfs mounts that refuse what a real full or
read-only disk refuses, for root too (a folder's rights do not stop root). Mounting needs root;
the tests run as root."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest


@contextmanager
def tmpfs(folder: Path, options: str, needed: str) -> Iterator[Path]:
    """`folder` on a tmpfs of its own, mounted with `options`, until the block ends; the test
    fails saying `needed` is needed when it cannot be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.fail(f"{needed} is needed (run as root): {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def small_filesystem(folder: Path, size: str = "24m") -> AbstractContextManager[Path]:
    """`folder` on a filesystem of `size`: a real ENOSPC when it is full."""
    return tmpfs(folder, f"size={size}", "a small filesystem")


def read_only_filesystem(folder: Path) -> AbstractContextManager[Path]:
    """`folder` on a filesystem mounted read-only: every write refused, for root too."""
    return tmpfs(folder, "ro,size=1m", "a read-only filesystem")
