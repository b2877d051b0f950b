"""The lines beside the WildLife map: the last move in red (as it is framed on the map), then the
turn's progress and what follows it (a big scoring, the end)."""

from __future__ import annotations

from typing import Any

from renderers.common import HIGHLIGHT, INK, Color
from renderers.wildlife.board import last_text
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


def note_blocks(view: dict[str, Any], lang: str = DEFAULT) -> list[tuple[str, bool, Color]]:
    """The lines beside the map, each a paragraph (text, bold, colour): the last move in red
    (as it is framed on the map), then the turn's progress."""
    notes = []
    last = last_text(view.get("last") or {}, lang)
    if last:
        notes.append((tr(lang, "wl-pic-last", what=last), True, HIGHLIGHT))
    turn = " · ".join(turn_parts(view, lang))
    if turn:
        notes.append((turn, False, INK))
    return notes
