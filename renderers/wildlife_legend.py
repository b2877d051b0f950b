"""The line at the foot of the WildLife table that says what its letters and marks mean: the
adaptation levels, the start order, the last move's frame, the BIG note."""

from __future__ import annotations

from PIL import ImageDraw

from renderers.common import FAINT, HIGHLIGHT, PANEL_EDGE, draw_text, text_width
from renderers.i18n import DEFAULT, tr
from renderers.wildlife_style import WIDTH

LEGEND_H = 44                # one row of the legend
LEGEND_GAP = 30              # between its parts
LEGEND_SIZE = 18
LEVEL_CODES = ("none", "migrate", "expand", "attack")


def _chip_w(letter: str) -> int:
    return max(28, text_width(letter, 20, True) + 8)


def legend_parts(lang: str = DEFAULT) -> list[tuple[str, str]]:
    """The legend's parts, each kept on one line: ("levels", heading) with the four levels,
    ("text", the start order), ("last", the last move's mark), ("text", the BIG note)."""
    return [("levels", tr(lang, "wl-pic-legend-adaptation")),
            ("text", tr(lang, "wl-pic-legend-order")),
            ("last", tr(lang, "wl-pic-legend-last")), ("text", tr(lang, "wl-pic-big-note"))]


def _part_width(part: tuple[str, str], size: int, lang: str) -> int:
    kind, text = part
    if kind == "levels":
        width = text_width(text, size, True)
        for level in LEVEL_CODES:
            width += 10 + _chip_w(tr(lang, "wl-level-letter", level=level)) + 6 + text_width(
                tr(lang, "wl-level", level=level), size)
        return width
    if kind == "last":
        return 30 + text_width(text, size)
    return text_width(text, size)


def legend_layout(lang: str, width: int) -> tuple[list[list[tuple[str, str]]], int]:
    """(rows of parts, text size): one row at 18 px down to 16 px, else two rows (from 18 px
    down), so the legend is never cut nor tiny; ``width`` is the legend's inner width."""
    parts = legend_parts(lang)
    for size in range(LEGEND_SIZE, 15, -1):
        if sum(_part_width(p, size, lang) for p in parts) + LEGEND_GAP * (len(parts) - 1) <= width:
            return [parts], size
    for size in range(LEGEND_SIZE, 9, -1):
        rows: list[list[tuple[str, str]]] = [[]]
        used = 0
        for part in parts:
            w = _part_width(part, size, lang)
            if rows[-1] and used + LEGEND_GAP + w > width:
                rows.append([])
                used = 0
            used += (LEGEND_GAP if rows[-1] else 0) + w
            rows[-1].append(part)
        if len(rows) <= 2 and all(
                sum(_part_width(p, size, lang) for p in row) + LEGEND_GAP * (len(row) - 1)
                <= width for row in rows):
            return rows, size
    return [[p] for p in parts], 10


def legend_height(lang: str = DEFAULT, width: int = WIDTH - 32) -> int:
    """The legend's height in ``lang``: one row, or two for longer languages."""
    return LEGEND_H * len(legend_layout(lang, width - 16)[0])


def draw_legend(draw: ImageDraw.ImageDraw, x: int, y: int, width: int,
                lang: str = DEFAULT) -> None:
    """What the letters and marks mean: adaptation levels, start order, the last move."""
    draw.line((x, y, x + width, y), fill=PANEL_EDGE, width=1)
    rows, size = legend_layout(lang, width - 16)
    for r, row in enumerate(rows):
        cy = y + r * LEGEND_H + LEGEND_H // 2
        cx = x + 8
        for kind, text in row:
            if kind == "levels":
                cx += draw_text(draw, (cx, cy), text, size, bold=True, anchor="lm",
                                max_width=text_width(text, size, True))
                for level in LEVEL_CODES:
                    letter = tr(lang, "wl-level-letter", level=level)
                    chip = _chip_w(letter)
                    cx += 10
                    draw.rounded_rectangle((cx, cy - 14, cx + chip, cy + 14), radius=5,
                                           fill=FAINT)
                    draw_text(draw, (cx + chip / 2, cy), letter, 20, bold=True, anchor="mm",
                              max_width=chip - 4)
                    name = tr(lang, "wl-level", level=level)
                    cx += chip + 6 + draw_text(draw, (cx + chip + 6, cy), name, size,
                                               anchor="lm", max_width=text_width(name, size))
            elif kind == "last":
                draw.rectangle((cx, cy - 11, cx + 22, cy + 11), outline=HIGHLIGHT, width=4)
                cx += 30 + draw_text(draw, (cx + 30, cy), text, size, anchor="lm",
                                     max_width=text_width(text, size))
            else:
                cx += draw_text(draw, (cx, cy), text, size, anchor="lm",
                                max_width=min(text_width(text, size), x + width - cx))
            cx += LEGEND_GAP
