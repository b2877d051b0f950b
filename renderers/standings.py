"""A tournament's standings picture (docs/tournaments.md): place, name, points, Buchholz and
game score, one row per entrant, posted after every round.

800 px wide and no text under 14 px, so every word is at least 9.6 px in Discord's 550 px
preview (tests/renderers/test_standings.py measures it). The view is plain data made by the
bot (bot/ui/handlers/tournament_rounds.py):
``{"title", "round", "rounds", "final", "format", "rows": [{"place", "name", "points",
"buchholz", "score", "note"}]}``; ``note`` is a catalog key or "" (``tour-note-dropped``,
``tour-note-ai``, ``tour-note-out``).
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

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
    title_bar,
)
from words import number, tr

WIDTH = 800
ROW = 34
TEXT = 20
SMALL = 16
#: (header, x, anchor, the header's widest): the figures right-aligned at x
COLUMNS = (("tour-col-place", 24, "la", 50), ("tour-col-name", 84, "la", 380),
           ("tour-col-points", 530, "ra", 90), ("tour-col-buchholz", 645, "ra", 100),
           ("tour-col-score", 776, "ra", 115))
NAME_END = 460


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
    height = 56 + 16 + ROW + ROW * max(1, len(rows)) + 20
    image = new_canvas(WIDTH, height, BACKGROUND)
    pen = ImageDraw.Draw(image)
    top = title_bar(pen, WIDTH, str(view.get("title", "")), subtitle(view, lang))
    y = top + 16
    for key, x, anchor, widest in COLUMNS:
        draw_text(pen, (x, y + ROW / 2), tr(lang, key), SMALL, fill=MUTED, bold=True,
                  anchor=anchor[0] + "m", max_width=widest, min_size=14)
    y += ROW
    for i, row in enumerate(rows):
        if i % 2 == 0:
            pen.rectangle((12, y, WIDTH - 12, y + ROW), fill=PANEL)
        mid = y + ROW / 2
        first = int(row.get("place", 0)) == 1
        draw_text(pen, (24, mid), f"{int(row.get('place', 0))}.", TEXT, bold=first,
                  fill=GOLD if first else INK, anchor="lm")
        name = str(row.get("name", ""))
        note = str(row.get("note") or "")
        width = draw_text(pen, (84, mid), name, TEXT, bold=first, anchor="lm",
                          max_width=NAME_END - 84 - (110 if note else 0), min_size=14)
        if note:
            draw_text(pen, (84 + width + 10, mid), tr(lang, note), SMALL, fill=MUTED,
                      anchor="lm", max_width=NAME_END - 84 - width - 10, min_size=14)
        for key, x in (("points", 530), ("buchholz", 645), ("score", 776)):
            draw_text(pen, (x, mid), figure(row.get(key, 0), lang), TEXT,
                      bold=key == "points", anchor="rm")
        y += ROW
    pen.line((12, y + 4, WIDTH - 12, y + 4), fill=FAINT, width=1)
    return encode_png(image)


def describe(view: dict[str, Any], lang: str) -> str:
    """The alt text: what the picture shows, row by row, in the same order."""
    lines = [f"{view.get('title', '')}: {subtitle(view, lang)}."]
    for row in view.get("rows", []):
        note = f" ({tr(lang, str(row['note']))})" if row.get("note") else ""
        lines.append(tr(lang, "tour-alt-row", place=int(row.get("place", 0)),
                        name=str(row.get("name", "")) + note,
                        points=figure(row.get("points", 0), lang),
                        buchholz=figure(row.get("buchholz", 0), lang),
                        score=figure(row.get("score", 0), lang)))
    return " ".join(lines)[:1000]
