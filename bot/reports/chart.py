"""The admins' month at a glance as a picture: tracks (and beside them the lyrics the text model
wrote) and money per day against the daily limit, and the top users. Pure drawing: figures and
words in, PNG bytes out.

matplotlib is imported inside `draw_month`, so a bot that never draws keeps its memory at rest
(the import alone costs tens of MB). The caller runs it in a thread: drawing takes a good part
of a second of CPU, which the event loop must not wait for."""

from __future__ import annotations

import io
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.reports import TOP_SIZE

if TYPE_CHECKING:  # matplotlib is imported only when a chart is drawn (see above)
    from matplotlib.axes import Axes
    from matplotlib.axis import Axis

# Telegram's rules for sendPhoto: at most 10 MB, width + height at most 10000, ratio at most 20.
WIDTH_IN, HEIGHT_IN, DPI = 10.0, 9.0, 100
TRACKS_COLOR, LIMIT_COLOR, MONEY_COLOR, TOP_COLOR = "#3b7dd8", "#d8473b", "#3aa35b", "#8a5cc7"
LYRICS_COLOR = "#e0a030"
# matplotlib's state (font cache, rc parameters) is shared: one chart is drawn at a time.
_DRAWING = threading.Lock()


@dataclass(frozen=True)
class TopUser:
    label: str  # a name as the user wrote it: drawn as plain text, never as math or markup
    tracks: int


@dataclass(frozen=True)
class MonthChart:
    """What the picture shows, every word already in the reader's language."""

    title: str
    day_labels: Sequence[str]  # one per day, oldest first
    tracks: Sequence[int]
    money: Sequence[float]
    daily_limit: int
    tracks_axis: str
    limit_label: str
    money_axis: str
    top_title: str
    top: Sequence[TopUser]
    lyrics: Sequence[int] = ()  # text-model calls per day, drawn beside the tracks
    tracks_label: str = ""
    lyrics_label: str = ""


def draw_month(chart: MonthChart) -> bytes:
    with _DRAWING:
        return _draw(chart)


def _draw(chart: MonthChart) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(WIDTH_IN, HEIGHT_IN), dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)  # Agg draws into memory: no display, no pyplot's global figures
    tracks_ax, money_ax, top_ax = figure.subplots(3, 1, height_ratios=(3, 2, 2))
    figure.suptitle(chart.title, fontsize=15, fontweight="bold").set_parse_math(False)
    _tracks(tracks_ax, chart)
    _money(money_ax, chart)
    _top(top_ax, chart)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI)
    return buffer.getvalue()


def _days_axis(ax: Axes, chart: MonthChart) -> None:
    positions = range(len(chart.day_labels))
    # Every fifth day and the last one, so 30 labels do not run into each other.
    shown = [i for i in positions if i % 5 == (len(chart.day_labels) - 1) % 5]
    ax.set_xticks(shown, [chart.day_labels[i] for i in shown])
    ax.set_xlim(-0.6, len(chart.day_labels) - 0.4)
    ax.grid(axis="y", alpha=0.3)


def _whole_ticks(axis: Axis) -> None:
    """Ticks on whole numbers only: tracks are counted, never halved."""
    from matplotlib.ticker import MaxNLocator

    # The default locator (AutoLocator) is a MaxNLocator, the one that takes `integer`.
    locator = axis.get_major_locator()
    if isinstance(locator, MaxNLocator):
        locator.set_params(integer=True)


def _tracks(ax: Axes, chart: MonthChart) -> None:
    days = range(len(chart.tracks))
    # Each day's tracks and lyrics side by side: both are paid, and they are told apart here.
    width = 0.4 if chart.lyrics else 0.8
    shift = width / 2 if chart.lyrics else 0.0
    ax.bar(
        [d - shift for d in days],
        chart.tracks,
        width,
        color=TRACKS_COLOR,
        label=chart.tracks_label or None,
    )
    if chart.lyrics:
        ax.bar(
            [d + shift for d in days],
            chart.lyrics,
            width,
            color=LYRICS_COLOR,
            label=chart.lyrics_label or None,
        )
    ax.axhline(chart.daily_limit, color=LIMIT_COLOR, linestyle="--", label=chart.limit_label)
    ax.set_ylim(0, max([chart.daily_limit, *chart.tracks, *chart.lyrics]) * 1.15 + 0.5)
    _whole_ticks(ax.yaxis)
    ax.set_ylabel(chart.tracks_axis).set_parse_math(False)
    for text in ax.legend(loc="upper left").get_texts():
        text.set_parse_math(False)
    _days_axis(ax, chart)


def _money(ax: Axes, chart: MonthChart) -> None:
    ax.bar(range(len(chart.money)), chart.money, color=MONEY_COLOR)
    ax.set_ylim(0, max(chart.money, default=0) * 1.15 or 1)
    ax.set_ylabel(chart.money_axis).set_parse_math(False)
    _days_axis(ax, chart)


def _top(ax: Axes, chart: MonthChart) -> None:
    ax.set_title(chart.top_title, loc="left").set_parse_math(False)
    ax.set_yticks([])
    ax.set_ylim(max(len(chart.top), TOP_SIZE) - 0.5, -0.5)  # the first on top; bars kept slim
    most = max((user.tracks for user in chart.top), default=0) or 1
    ax.set_xlim(0, most * 1.05)
    _whole_ticks(ax.xaxis)
    for row, user in enumerate(chart.top):
        ax.barh(row, user.tracks, color=TOP_COLOR, alpha=0.35)
        # Names go in as plain text: "$...$" in a name must not become math (or an error).
        ax.text(most * 0.01, row, user.label, va="center", fontsize=11, parse_math=False)
