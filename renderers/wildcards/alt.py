"""Wild Cards' pictures in words (alt text, ``renderers.describe``): the table says the round,
whom it waits for, the display, the last move and what each player would score now; the hand
the seat's own cards and bid (its owner's DM only)."""

from __future__ import annotations

from typing import Any

from renderers.alt import bare, scores, sentence
from renderers.wildcards.cards import species_name
from renderers.wildcards.table_picture import last_event, waiting_line
from words import DEFAULT, say, tr


def table_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    line = waiting_line(view, lang)
    display = ", ".join(species_name(str(c.get("species", "")), lang)
                        for c in view.get("display") or [] if c.get("species")) or "–"
    players = [(str(p.get("name", "")), p.get("score") or 0)
               for p in view.get("participants", []) if not p.get("is_leo")]
    text = tr(lang, "wc-alt-table", round=view.get("round", "?"),
              phase=say(lang, view.get("phase_label", "")), waiting=sentence(line),
              display=display, scores=scores(players, lang))
    last = last_event(view, lang)
    return f"{text} {tr(lang, 'alt-last', what=bare(last))}" if last else text


def hand_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    seat = view.get("seat")
    me: dict[str, Any] = next((p for p in view.get("participants", [])
                               if p.get("index") == seat), {})
    cards = ", ".join(say(lang, c.get("name")) for c in view.get("hand") or []) or "–"
    bid = ", ".join(say(lang, c.get("name")) for c in view.get("my_bid") or []
                    if isinstance(c, dict))
    return tr(lang, "wc-alt-hand", player=str(me.get("name", "")), cards=cards,
              bid=tr(lang, "wc-alt-bid", card=bid) if bid else "")


def describe(kind: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the Wild Cards picture of ``kind`` (table or hand)."""
    return hand_text(view, lang) if kind == "hand" else table_text(view, lang)
