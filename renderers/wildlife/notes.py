"""The lines under the WildLife tracks: the last move in red (as it is framed on the map), then the
turn's progress and what follows it (a big scoring, the end)."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import HIGHLIGHT, INK, draw_paragraph, fit_paragraph
from renderers.wildlife.board import last_text
from renderers.wildlife.map import SMALLEST
from renderers.wildlife.seats import name_of
from words import DEFAULT, tr


def turn_parts(view: dict[str, Any], lang: str = DEFAULT) -> list[str]:
    """Whose turn, its progress, and what follows it (a big scoring, the end)."""
    info = view.get("turn_info")
    parts: list[str] = []
    if info:
        auctions = int(info.get("auctions", 0))
        parts = [tr(lang, "wl-pic-turn", player=name_of(view, view.get("turn"))),
                 tr(lang, "wl-pic-cards", played=info.get("cards_played", 0),
                    limit=info.get("card_limit", 3)),
                 (tr(lang, "wl-pic-auctions-due", count=auctions) if info.get("auction_due")
                  else tr(lang, "wl-pic-auctions", count=auctions)),
                 (tr(lang, "wl-pic-free-used") if info.get("free_migration_used")
                  else tr(lang, "wl-pic-free-unused"))]
    if view.get("phase") == "over":
        return parts
    if view.get("big_scoring_due"):
        parts.append(tr(lang, "wl-pic-big-due"))
    if view.get("game_end_due"):
        parts.append(tr(lang, "wl-pic-end-due"))
    return parts


def notes_height(view: dict[str, Any], width: int, lang: str = DEFAULT) -> int:
    """Height of the lines under the tracks: the last move and the turn."""
    height = 0
    for text, size in _notes(view, lang):
        room = width - 48 if size == 22 else width - 16   # as draw_notes indents them
        lines, size = fit_paragraph(text, room, 200, size, bold=True, min_size=SMALLEST)
        height += len(lines) * int(size * 1.2) + 8
    return height


def _notes(view: dict[str, Any], lang: str) -> list[tuple[str, int]]:
    notes = []
    last = last_text(view.get("last") or {}, lang)
    if last:
        notes.append((tr(lang, "wl-pic-last", what=last), 22))
    turn = " · ".join(turn_parts(view, lang))
    if turn:
        notes.append((turn, 20))
    return notes


def draw_notes(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int,
               width: int, lang: str = DEFAULT) -> int:
    """The last move in red beside a small red frame (as on the map), then the turn."""
    top = y
    for text, size in _notes(view, lang):
        is_last = size == 22
        tx = x + 8
        if is_last:
            draw.rectangle((x + 8, y + 2, x + 30, y + 24), outline=HIGHLIGHT, width=4)
            tx = x + 40
        y += draw_paragraph(draw, (tx, y, x + width - 8, y + 200), text, size, bold=True,
                            fill=HIGHLIGHT if is_last else INK, min_size=SMALLEST) + 8
    return y - top
