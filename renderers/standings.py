"""A tournament's standings picture (docs/tournaments.md): place, name, points, Buchholz and
game score, one row per entrant, posted after every round.

770 px wide and no text under 18 px, so every word is at least 7 px in a phone's 300 px wide
box and, up to 18 rows, 9 px in the desktop's 350 px high box (docs/renderers.md, "The box
Discord shows a picture in"; tests/renderers/test_standings.py measures it). The view is plain
data made by the bot (bot/ui/handlers/tournament_rounds.py):
``{"title", "round", "rounds", "final", "format", "rows": [{"place", "name", "points",
"buchholz", "score", "note"}]}``; ``note`` is a catalog key or "" (``tour-note-dropped``,
``tour-note-ai``, ``tour-note-out``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PIL import ImageDraw

from renderers.alt import fit
from renderers.common import (
    BACKGROUND,
    FAINT,
    GOLD,
    INK,
    MUTED,
    PANEL,
    draw_text,
    encode_png,
    new_canvas,
    text_width,
    title_bar,
)
from words import number, tr

WIDTH = 770
ROW = 32
TEXT = 20
SMALL = 18
#: (header, x, anchor, the header's widest): the figures right-aligned at x
COLUMNS = (("tour-col-place", 22, "la", 46), ("tour-col-name", 72, "la", 380),
           ("tour-col-points", 510, "ra", 80), ("tour-col-buchholz", 604, "ra", 90),
           ("tour-col-score", 748, "ra", 136))
FIGURES = (("points", 510), ("buchholz", 604), ("score", 748))
NAME_X, NAME_END = 72, 440


def subtitle(view: dict[str, Any], lang: str) -> str:
    if view.get("final"):
        return tr(lang, "tour-picture-final")
    return tr(lang, "tour-picture-round", round=int(view.get("round", 0)),
              rounds=int(view.get("rounds", 0)))


def figure(value: float, lang: str) -> str:
    """Half points print as such (2.5); whole ones without a decimal."""
    value = float(value)
    return number(lang, value, 0 if value == int(value) else 1)


def draw(view: dict[str, Any], lang: str) -> bytes:
    rows = list(view.get("rows", []))
    height = 44 + 8 + ROW + ROW * max(1, len(rows)) + 14
    image = new_canvas(WIDTH, height, BACKGROUND)
    pen = ImageDraw.Draw(image)
    top = title_bar(pen, WIDTH, str(view.get("title", "")), subtitle(view, lang), height=44)
    y = top + 8
    for key, x, anchor, widest in COLUMNS:
        draw_text(pen, (x, y + ROW / 2), tr(lang, key), SMALL, fill=MUTED, bold=True,
                  anchor=anchor[0] + "m", max_width=widest, min_size=SMALL)
    y += ROW
    for i, row in enumerate(rows):
        if i % 2 == 0:
            pen.rectangle((12, y, WIDTH - 12, y + ROW), fill=PANEL)
        mid = y + ROW / 2
        first = int(row.get("place", 0)) == 1
        draw_text(pen, (22, mid), f"{int(row.get('place', 0))}.", TEXT, bold=first,
                  fill=GOLD if first else INK, anchor="lm")
        name = str(row.get("name", ""))
        note = str(row.get("note") or "")
        said = tr(lang, note) if note else ""
        room = NAME_END - NAME_X - (text_width(said, SMALL) + 10 if said else 0)
        width = draw_text(pen, (NAME_X, mid), name, TEXT, bold=first, anchor="lm",
                          max_width=max(room, 120), min_size=SMALL)
        if said:
            draw_text(pen, (NAME_X + width + 10, mid), said, SMALL, fill=MUTED,
                      anchor="lm", max_width=NAME_END - NAME_X - width - 10, min_size=SMALL)
        for key, x in FIGURES:
            draw_text(pen, (x, mid), figure(row.get(key, 0), lang), TEXT,
                      bold=key == "points", anchor="rm")
        y += ROW
    pen.line((12, y + 4, WIDTH - 12, y + 4), fill=FAINT, width=1)
    return encode_png(image)


def describe(view: dict[str, Any], lang: str) -> str:
    """The alt text: what the picture shows, row by row, in the same order; a field too large
    for Discord's 1,024 characters is summarised (points only, then the first rows and how many
    more), never cut."""
    head = f"{view.get('title', '')}: {subtitle(view, lang)}."
    rows = list(view.get("rows", []))

    def said(row: dict[str, Any], full: bool) -> str:
        note = f" ({tr(lang, str(row['note']))})" if row.get("note") else ""
        name = str(row.get("name", "")) + note
        points = figure(row.get("points", 0), lang)
        if not full:
            return tr(lang, "tour-alt-row-short", place=int(row.get("place", 0)), name=name,
                      points=points)
        return tr(lang, "tour-alt-row", place=int(row.get("place", 0)), name=name,
                  points=points, buchholz=figure(row.get("buchholz", 0), lang),
                  score=figure(row.get("score", 0), lang))

    def texts() -> Iterator[str]:
        yield " ".join([head, *(said(row, True) for row in rows)])
        yield " ".join([head, "; ".join(said(row, False) for row in rows) + "."])
        for shown in range(len(rows) - 1, 0, -1):
            more = tr(lang, "tour-alt-more", count=len(rows) - shown)
            yield " ".join([head, "; ".join([*(said(row, False) for row in rows[:shown]),
                                             more]) + "."])
    return fit(texts())
