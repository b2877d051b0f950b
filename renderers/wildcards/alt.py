"""Wild Cards' pictures in words (alt text, ``renderers.describe``), from what each picture draws
(a picture kept on an edit keeps its words): the table says the round and its part, the
display, what each player would score now and, at the end, who won; the hand the seat's own
cards (its owner's DM only)."""

from __future__ import annotations

from typing import Any

from renderers.alt import scores, sentence
from renderers.wildcards.cards import species_name
from renderers.wildcards.table_picture import part, part_label, waiting_line
from words import DEFAULT, say, tr


def table_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    line = waiting_line(view, lang) if view.get("over") else ""
    display = ", ".join(species_name(str(c.get("species", "")), lang)
                        for c in view.get("display") or [] if c.get("species")) or "–"
    players = [(str(p.get("name", "")), p.get("score") or 0)
               for p in view.get("participants", []) if not p.get("is_leo")]
    text = tr(lang, "wc-alt-table", round=view.get("round", "?"),
              phase=part_label(part(view), lang),
              waiting=sentence(line) if line else "", display=display,
              scores=scores(players, lang))
    return " ".join(text.split())


def hand_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    seat = view.get("seat")
    me: dict[str, Any] = next((p for p in view.get("participants", [])
                               if p.get("index") == seat), {})
    cards = ", ".join(say(lang, c.get("name")) for c in view.get("hand") or []) or "–"
    return tr(lang, "wc-alt-hand", player=str(me.get("name", "")), cards=cards)


def describe(kind: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the Wild Cards picture of ``kind`` (table or hand)."""
    return hand_text(view, lang) if kind == "hand" else table_text(view, lang)
