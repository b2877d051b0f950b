"""Evolution's pictures in words (alt text, ``renderers.describe``): the table says the round,
who is to act, the watering hole, the standings and each player's species; the hand the seat's
cards and its half-made choice (its owner's DM only)."""

from __future__ import annotations

from typing import Any

from renderers.alt import scores, sentence
from renderers.evolution.cards import trait_label
from renderers.evolution.hand_picture import pending_text
from renderers.evolution.table_picture import _waiting, standings
from renderers.evolution.title import status
from words import DEFAULT, tr


def _species(seat: dict[str, Any], lang: str) -> str:
    items = []
    for i, sp in enumerate(seat.get("species", [])):
        traits = ", ".join(trait_label(lang, str(t)) for t in sp.get("traits", []))
        items.append(f"{i + 1}: " + tr(lang, "ev-alt-one", body=sp.get("body", 0),
                                         pop=sp.get("pop", 0), food=sp.get("food", 0),
                                         traits=f" ({traits})" if traits else ""))
    return tr(lang, "ev-alt-species", name=str(seat.get("name", "")), count=len(items),
              list=" — " + "; ".join(items) if items else "") + "."


def table_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    names = {int(s.get("seat", 0)): str(s.get("name", "")) for s in view.get("seats", [])}
    board = scores([(names.get(seat, "?"), table + (bag or 0))
                    for seat, table, bag in standings(view)], lang)
    waiting = _waiting(view, lang)
    return tr(lang, "ev-alt-table", status=status(view, lang),
              waiting=sentence(waiting), food=view.get("watering_hole", 0),
              standings=board,
              species=" ".join(_species(seat, lang) for seat in view.get("seats", [])))


def hand_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    seat = view.get("seat")
    mine = next((s for s in view.get("seats", []) if s.get("seat") == seat), {})
    hand = view.get("hand") or []
    cards = ", ".join(tr(lang, "ev-card", trait=trait_label(lang, str(c.get("trait"))),
                         food=c.get("food", 0)) for c in hand) or "–"
    pending = view.get("pending")
    choice = (pending_text(pending, hand, mine.get("species", []), lang)
              if isinstance(pending, dict) and pending else "")
    return tr(lang, "ev-alt-hand", player=str(mine.get("name", "")), count=len(hand),
              cards=cards, choice=sentence(choice))


def describe(kind: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the Evolution picture of ``kind`` (table or hand)."""
    return hand_text(view, lang) if kind == "hand" else table_text(view, lang)
