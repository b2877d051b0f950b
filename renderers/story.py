"""A finished game's story as a chart: each player's score after every chapter, the big
scorings marked (data from ``bot/core/story.py``, already said in the table's language).

Drawn 1100 px wide with text of at least 20 px, so that at Discord's ~550 px preview no word
is smaller than 10 px. Each line is in its player's colour on the table (``colours``: the
organism's in WildLife, the Okabe–Ito seat colours elsewhere, colour-blind safe), and named at
its end with its final score, so a line is never told by its colour alone. Under the plot, the
round (or turn) each stretch belongs to (``ticks``), thinned to fit.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    INK,
    MUTED,
    SEAT_COLORS,
    Color,
    draw_text,
    encode_png,
    make_palette,
    new_canvas,
    text_width,
    title_bar,
)
from words import DEFAULT, tr

WIDTH, HEIGHT = 1100, 680
LEFT, TOP, BOTTOM = 80, 110, 560
TEXT = 22
LINE = 5
MARK = (120, 120, 120)
#: the least room between two labels of the time axis
TICK_GAP = 14


@lru_cache(maxsize=16)
def palette(colours: tuple[Color, ...]) -> Image.Image:
    return make_palette((*colours, MARK, FAINT), (*colours, MARK))


def seat_colours(view: dict[str, Any], count: int) -> list[Color]:
    """The players' colours as the view gives them (their table's), else the seat colours."""
    given = [tuple(c) for c in view.get("colours") or []]
    if len(given) >= count:
        return [(int(c[0]), int(c[1]), int(c[2])) for c in given[:count]]
    return [SEAT_COLORS[seat % len(SEAT_COLORS)] for seat in range(count)]


def shown_ticks(ticks: list[tuple[float, str]]) -> list[tuple[float, str]]:
    """The axis labels that fit side by side at a regular step (every round, every 2nd, 5th,
    10th…), the first always: no two closer than ``TICK_GAP``."""
    numbered = [(at, label) for at, label in ticks if label.isdigit()]
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 10 ** 9):
        shown = [(at, label) for i, (at, label) in enumerate(numbered)
                 if i == 0 or int(label) % step == 0]
        if all(b[0] - a[0] >= (text_width(a[1], TEXT) + text_width(b[1], TEXT)) / 2 + TICK_GAP
               for a, b in zip(shown, shown[1:], strict=False)):
            return shown
    return numbered[:1]


def render(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    names: list[str] = list(view.get("names") or [])
    colours = seat_colours(view, len(names))
    points: list[list[int]] = [list(p) for p in view.get("points") or [[0] * len(names)]]
    image = new_canvas(WIDTH, HEIGHT, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "story-title", title=str(view.get("title", ""))))
    label_width = max((text_width(f"{n} {p}", TEXT, True)
                       for n, p in zip(names, points[-1], strict=False)), default=0)
    right = WIDTH - 30 - min(label_width, 300)
    low = min(0, *(min(p) for p in points))
    high = max(1, *(max(p) for p in points))
    span = high - low or 1

    def x(i: int) -> float:
        return LEFT + (right - LEFT) * (i / max(1, len(points) - 1))

    def y(score: float) -> float:
        return BOTTOM - (BOTTOM - TOP) * (score - low) / span

    for tick in ticks(low, high):
        draw.line((LEFT, y(tick), right, y(tick)), fill=FAINT, width=2)
        draw_text(draw, (LEFT - 10, y(tick)), str(tick), TEXT, fill=MUTED, anchor="rm")
    limit = right  # labels from the right: over the plot, clear of the names and each other
    for mark in reversed(view.get("marks") or []):
        at = x(int(mark.get("at", 0)))
        for top in range(TOP, BOTTOM, 16):
            draw.line((at, top, at, min(top + 8, BOTTOM)), fill=MARK, width=3)
        label = str(mark.get("label", ""))
        half = min(text_width(label, TEXT), 220) / 2
        centre = min(at, limit - half)
        draw_text(draw, (centre, TOP - 22), label, TEXT, fill=MUTED, anchor="mm",
                  max_width=220, min_size=20)
        limit = centre - half - 16
    ends: list[tuple[float, int]] = []
    for seat in range(len(names)):
        colour = colours[seat]
        line = [(x(i), y(p[seat])) for i, p in enumerate(points)]
        if len(line) > 1:
            draw.line(line, fill=colour, width=LINE, joint="curve")
        ends.append((line[-1][1], seat))
    placed: list[float] = []
    for end, seat in sorted(ends):
        at = max(end, placed[-1] + TEXT + 4) if placed else end
        placed.append(at)
        draw_text(draw, (right + 12, at), f"{names[seat]} {points[-1][seat]}", TEXT,
                  fill=colours[seat], bold=True, anchor="lm",
                  max_width=WIDTH - right - 20, min_size=20)
    for at, label in shown_ticks([(x(int(i)), str(label))
                                  for i, label in view.get("ticks") or []]):
        draw.line((at, BOTTOM, at, BOTTOM + 8), fill=MUTED, width=2)
        draw_text(draw, (at, BOTTOM + 22), label, TEXT, fill=MUTED, anchor="mm")
    draw_text(draw, (LEFT, BOTTOM + 64), str(view.get("axis") or tr(lang, "story-axis")), TEXT,
              fill=INK, max_width=WIDTH - LEFT - 20, min_size=20)
    return encode_png(image, palette(tuple(colours)))


def describe(view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The chart in words: the final scores and the moments that decided the game."""
    names = list(view.get("names") or [])
    final = (view.get("points") or [[]])[-1]
    scores = ", ".join(f"{name} {score}" for name, score in zip(names, final, strict=False))
    return " ".join([tr(lang, "story-alt", scores=scores), *view.get("moments", [])])


def ticks(low: int, high: int) -> list[int]:
    """About five round values across the scores' range."""
    raw = max(1, (high - low) / 5)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 10 ** 9)
                if s >= raw)
    first = -(-low // step) * step
    return list(range(first, high + 1, step))
