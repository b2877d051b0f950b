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
    WHITE,
    Color,
    disc,
    draw_text,
    encode_png,
    make_palette,
    new_canvas,
    seat_colour,
    seat_letter,
    text_width,
    title_bar,
)
from words import DEFAULT, tr

#: 840 × 770 with no text under 20 px: as displayed, 7.1 px in the phone's 300 px box and 9.1 px
#: in the desktop's 350 px high box (docs/renderers.md, "The box Discord shows a picture in")
WIDTH, HEIGHT = 840, 770
LEFT, TOP = 70, 100
LEFT_TEXT = 20
TEXT = 20
LINE_H = 28
MOMENT: Color = (90, 90, 90)
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
    return [seat_colour(seat) for seat in range(count)]


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
    told = moment_marks(view)
    legend = legend_lines(names, points[-1])
    below = LINE_H * len(legend) + 10
    bottom = HEIGHT - 24 - below - 2 * LINE_H - 30
    image = new_canvas(WIDTH, HEIGHT, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, tr(lang, "story-title", title=str(view.get("title", ""))))
    right = WIDTH - 24 - max((text_width(f"{seat_letter(s)} {p}", TEXT, True)
                              for s, p in enumerate(points[-1])), default=0) - 14
    low = min(0, *(min(p) for p in points))
    high = max(1, *(max(p) for p in points))
    span = high - low or 1

    def x(i: int) -> float:
        return LEFT + (right - LEFT) * (i / max(1, len(points) - 1))

    def y(score: float) -> float:
        return bottom - (bottom - TOP) * (score - low) / span

    for tick in ticks(low, high):
        draw.line((LEFT, y(tick), right, y(tick)), fill=FAINT, width=2)
        draw_text(draw, (LEFT - 10, y(tick)), str(tick), TEXT, fill=MUTED, anchor="rm")
    limit = right  # labels from the right: over the plot, clear of the names and each other
    for mark in reversed(view.get("marks") or []):
        at = x(int(mark.get("at", 0)))
        for top in range(TOP, bottom, 16):
            draw.line((at, top, at, min(top + 8, bottom)), fill=MARK, width=3)
        label = str(mark.get("label", ""))
        half = min(text_width(label, TEXT), 220) / 2
        centre = min(at, limit - half)
        draw_text(draw, (centre, TOP - 22), label, TEXT, fill=MUTED, anchor="mm",
                  max_width=220, min_size=TEXT)
        limit = centre - half - 16
    ends: list[tuple[float, int]] = []
    for seat in range(len(names)):
        line = [(x(i), y(p[seat])) for i, p in enumerate(points)]
        if len(line) > 1:
            draw.line(line, fill=colours[seat], width=LINE, joint="curve")
        ends.append((line[-1][1], seat))
    discs: list[float] = []
    for number, (at, _) in enumerate(told, 1):   # the moments, numbered on the time axis
        if at < 0:
            continue
        cx = x(at)
        level = sum(1 for other in discs if abs(other - cx) < 30)   # stacked when close
        discs.append(cx)
        draw.line((cx, TOP, cx, bottom), fill=MOMENT, width=2)
        disc(draw, (cx, bottom - 16 - 30 * level), 14, MOMENT, str(number), outline=WHITE,
             width=2, size=TEXT)
    placed: list[float] = []
    for end, seat in sorted(ends):   # each line's end: the seat's letter and final score
        at = max(end, placed[-1] + TEXT + 4) if placed else end
        placed.append(at)
        draw_text(draw, (right + 12, at), f"{seat_letter(seat)} {points[-1][seat]}", TEXT,
                  fill=colours[seat], bold=True, anchor="lm")
    for at, label in shown_ticks([(x(int(i)), str(label))
                                  for i, label in view.get("ticks") or []]):
        draw.line((at, bottom, at, bottom + 8), fill=MUTED, width=2)
        draw_text(draw, (at, bottom + 22), label, TEXT, fill=MUTED, anchor="mm")
    y_text = bottom + 34 + LINE_H // 2
    draw_text(draw, (LEFT_TEXT, y_text), str(view.get("axis") or tr(lang, "story-axis")), TEXT,
              fill=INK, max_width=WIDTH - LEFT_TEXT - 20, min_size=TEXT)
    y_text += LINE_H + 10
    for row in legend:
        for seat, column in row:
            cx = LEFT_TEXT + column * (WIDTH - LEFT_TEXT) // 2
            draw.line((cx, y_text, cx + 26, y_text), fill=colours[seat], width=LINE + 2)
            draw_text(draw, (cx + 34, y_text), f"{seat_letter(seat)}  {names[seat]}  "
                      f"{points[-1][seat]}", TEXT, anchor="lm", max_width=LEGEND_W,
                      min_size=TEXT)
        y_text += LINE_H
    return encode_png(image, palette(tuple(colours)))


#: the width of a legend entry: two players to a line
LEGEND_W = (WIDTH - LEFT_TEXT) // 2 - 44


def legend_lines(names: list[str], final: list[int]) -> list[list[tuple[int, int]]]:
    """The players under the plot, two to a line when both fit at full size, else one:
    (seat, column) per entry, best first."""
    order = sorted(range(len(names)), key=lambda s: -final[s] if s < len(final) else 0)
    fits = all(text_width(f"{seat_letter(s)}  {names[s]}  {final[s]}", TEXT) <= LEGEND_W
               for s in order)
    if not fits:
        return [[(s, 0)] for s in order]
    return [[(s, i % 2) for i, s in enumerate(order[k:k + 2])] for k in range(0, len(order), 2)]


def moment_marks(view: dict[str, Any]) -> list[tuple[int, str]]:
    """The story's moments with the point of the chart each happened at: the story data
    gives ``moments_at`` beside ``moments`` (bot/core/story.py). The moments' words are in
    the message beside the chart, each under its disc's number, so the chart draws only the
    numbered discs (words said once); a moment without a point is not marked."""
    at = list(view.get("moments_at") or [])
    texts = [str(m) for m in view.get("moments") or []]
    count = len(view.get("points") or [])
    return [(int(at[i]) if i < len(at) and 0 <= int(at[i]) < count else -1, text)
            for i, text in enumerate(texts)]


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
