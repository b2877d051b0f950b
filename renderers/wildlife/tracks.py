"""The small-scoring track of the WildLife table: the eleven markers in rows, the ones taken
crossed out, the next one framed gold, the ones whose taking calls a big scoring tinted red
(the legend says so). The success track left the picture: each row of the players' table
gives the points."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Color,
    draw_text,
    wrap,
)
from renderers.wildlife.map import SMALLEST
from words import DEFAULT, tr

#: a marker whose taking calls a big scoring
BIG_FILL: Color = (250, 232, 214)    # the ability card's pale orange
STEP = 44            # px from one marker to the next
SIZE = 38            # a marker's width
LINE = 22


def draw_small_track(image: Image.Image, track: dict[str, Any], x: int, y: int,
                     width: int, lang: str = DEFAULT) -> int:
    """The small-scoring markers (``small_track_image``, drawn once per state of the track)
    pasted at (x, y); returns their height."""
    layer = small_track_image(tuple(track.get("values", [])), int(track.get("taken", 0)),
                              tuple(track.get("big_at", [])), width, lang)
    image.paste(layer, (x, y))
    return layer.height


def _heading(values: tuple[int, ...], taken: int, lang: str) -> list[tuple[str, bool]]:
    return [(tr(lang, "wl-pic-small"), True),
            (tr(lang, "wl-pic-small-left", left=len(values) - taken, total=len(values)), False)]


@lru_cache(maxsize=64)
def small_track_image(values: tuple[int, ...], taken: int, big_at: tuple[int, ...], width: int,
                      lang: str = DEFAULT) -> Image.Image:
    """The heading, then the markers as many to a row as fit ``width``. It changes only when a
    marker is taken, so it is drawn once per state and language (callers paste it)."""
    lines = [(line, bold) for text, bold in _heading(values, taken, lang)
             for line in wrap(text, width, SMALLEST, bold)]
    per_row = max(1, (width + STEP - SIZE) // STEP)
    rows = -(-len(values) // per_row)
    top = len(lines) * LINE + 4
    image = Image.new("RGB", (width, top + rows * STEP), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for k, (line, bold) in enumerate(lines):
        draw_text(draw, (0, k * LINE), line, SMALLEST, bold=bold, fill=INK if bold else MUTED)
    for i, value in enumerate(values):
        cx = i % per_row * STEP + SIZE / 2
        cy = top + i // per_row * STEP + SIZE / 2
        is_taken = i < taken
        fill = FAINT if is_taken else (BIG_FILL if i + 1 in big_at else WHITE)
        draw.regular_polygon((cx, cy, SIZE / 2), 8, fill=fill,
                             outline=HIGHLIGHT if i + 1 in big_at else INK, width=2)
        if i == taken:
            draw.regular_polygon((cx, cy, SIZE / 2 + 3), 8, outline=GOLD, width=4)
        draw_text(draw, (cx, cy + 1), str(value), 20, bold=True,
                  fill=MUTED if is_taken else INK, anchor="mm")
        if is_taken:
            draw.line((cx - 11, cy + 11, cx + 11, cy - 11), fill=MUTED, width=3)
    return image
