"""The two WildLife tracks under the map: the small-scoring markers (the ones that trigger a big
scoring marked) and the success track, a number line with every player's token at its points."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    draw_paragraph,
    draw_text,
    shade,
    text_width,
)
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.seats import seat_color, seat_token
from words import DEFAULT, tr


def draw_small_track(image: Image.Image, track: dict[str, Any], x: int, y: int,
                     width: int, lang: str = DEFAULT) -> int:
    """The small-scoring markers (``small_track_image``, drawn once per state of the track)
    pasted at (x, y); returns their height."""
    layer = small_track_image(tuple(track.get("values", [])), int(track.get("taken", 0)),
                              tuple(track.get("big_at", [])), width, lang)
    image.paste(layer, (x, y))
    return layer.height


@lru_cache(maxsize=64)
def small_track_image(values: tuple[int, ...], taken: int, big_at: tuple[int, ...], width: int,
                      lang: str = DEFAULT) -> Image.Image:
    """The small-scoring markers left to right: taken ones crossed out, the next one framed,
    the 4th, 8th and 11th marked because taking them triggers a big scoring. It changes only
    when a marker is taken, so it is drawn once per state and language (callers paste it)."""
    x0 = 186
    step = (width - x0) // max(1, len(values))
    size = min(58, step - 8)
    image = Image.new("RGB", (width, size + 34), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (8, 6), tr(lang, "wl-pic-small"), 22, bold=True, max_width=170,
              min_size=SMALLEST)
    draw_paragraph(draw, (8, 34, 176, 90),
                   tr(lang, "wl-pic-small-left", left=len(values) - taken, total=len(values)),
                   SMALLEST, fill=MUTED, min_size=SMALLEST)
    for i, value in enumerate(values):
        mx = x0 + i * step
        is_taken = i < taken
        draw.regular_polygon((mx + size / 2, size / 2 + 4, size / 2), 8,
                             fill=FAINT if is_taken else WHITE,
                             outline=HIGHLIGHT if i == taken else INK,
                             width=4 if i == taken else 2)
        draw_text(draw, (mx + size / 2, size / 2 + 5), str(value), 26, bold=True,
                  fill=MUTED if is_taken else INK, anchor="mm")
        if is_taken:
            draw.line((mx + 10, size - 6, mx + size - 10, 14), fill=MUTED, width=3)
        if i + 1 in big_at:
            draw_text(draw, (mx + size / 2, size + 8), tr(lang, "wl-pic-big"), SMALLEST,
                      bold=True, fill=HIGHLIGHT, anchor="ma", max_width=step - 2,
                      min_size=SMALLEST)
    return image


TRACK_TOKEN_R = 16
TRACK_LEVEL_H = 56


def track_levels(xs: list[float], gap: float) -> list[int]:
    """The level (0 = nearest the line) of each token at ``xs``: the lowest level whose last
    token is at least ``gap`` to the left, taking tokens from left to right, so no two tokens
    or their labels overlap however close the scores are."""
    levels = [0] * len(xs)
    ends: list[float] = []
    for i in sorted(range(len(xs)), key=lambda i: (xs[i], i)):
        level = next((k for k, end in enumerate(ends) if xs[i] - end >= gap), len(ends))
        if level == len(ends):
            ends.append(xs[i])
        ends[level] = xs[i]
        levels[i] = level
    return levels


def track_scale(points: list[int]) -> tuple[int, int, int]:
    """(low, high, tick) of the number line: from min(0, lowest) to the highest rounded up."""
    lo = min([0, *points])
    hi = max([10, *points])
    span = max(10, ((hi - lo + 9) // 10) * 10)
    tick = next(t for t in (5, 10, 20, 25, 50, 100, 200) if span / t <= 16)
    return lo, lo + span, tick


def success_height(view: dict[str, Any], width: int) -> int:
    """The success track's height: one level of tokens more for each close score."""
    xs = _track_xs(view, 0, width)
    levels = track_levels(xs, 2 * TRACK_TOKEN_R + 8)
    return 70 + TRACK_LEVEL_H * (max(levels, default=0) + 1)


def _track_xs(view: dict[str, Any], x: int, width: int) -> list[float]:
    points = [int(s.get("points", 0)) for s in view.get("seats", [])]
    lo, hi, _ = track_scale(points)
    x0, x1 = x + 186, x + width - 24
    return [x0 + (x1 - x0) * (p - lo) / (hi - lo) for p in points]


def draw_success(image: Image.Image, view: dict[str, Any], x: int, y: int,
                 width: int, lang: str = DEFAULT) -> int:
    """The success track: every player's token at its points on a number line, with its
    points written above it; close scores go up a level instead of overlapping."""
    draw = ImageDraw.Draw(image)
    seats = view.get("seats", [])
    points = [int(s.get("points", 0)) for s in seats]
    lo, hi, tick = track_scale(points)
    xs = _track_xs(view, x, width)
    levels = track_levels(xs, 2 * TRACK_TOKEN_R + 8)
    height = success_height(view, width)
    line_y = y + height - 36
    draw_text(draw, (x + 8, y + 4), tr(lang, "wl-pic-success"), 22, bold=True, max_width=170,
              min_size=SMALLEST)
    draw_text(draw, (x + 8, y + 34), tr(lang, "wl-pic-points"), SMALLEST, fill=MUTED,
              max_width=170, min_size=SMALLEST)
    x0, x1 = x + 186, x + width - 24
    draw.line((x0, line_y, x1, line_y), fill=INK, width=3)
    for v in range(-(-lo // tick) * tick, hi + 1, tick):
        tx = x0 + (x1 - x0) * (v - lo) / (hi - lo)
        draw.line((tx, line_y - 6, tx, line_y + 6), fill=INK, width=2)
        draw_text(draw, (tx, line_y + 9), str(v), SMALLEST, fill=MUTED, anchor="ma")
    tops = [line_y - 30 - level * TRACK_LEVEL_H for level in levels]
    for s, (px, cy) in enumerate(zip(xs, tops, strict=True)):   # lines first: under the rest
        draw.line((px, cy, px, line_y), fill=shade(seat_color(view, s), 0.8), width=2)
    for s, (p, px, cy) in enumerate(zip(points, xs, tops, strict=True)):
        seat_token(image, view, s, (px, cy), TRACK_TOKEN_R, lang)
        label = str(p)
        w = text_width(label, SMALLEST, True)
        ly = cy - TRACK_TOKEN_R - 3
        draw.rectangle((px - w / 2 - 2, ly - 19, px + w / 2 + 2, ly), fill=BACKGROUND)
        draw_text(draw, (px, ly), label, SMALLEST, bold=True, anchor="mb")
    return height
