"""Evolution's pictures in words (alt text, ``renderers.describe``): the table says the round,
who is to act, the watering hole, the standings and each player's species; the hand the seat's
cards by number, its half-made choice, its species and what its cards do (its owner's DM only)."""

from __future__ import annotations

from typing import Any

from renderers.alt import bare, fit, scores, sentence
from renderers.evolution.cards import trait_label, trait_text
from renderers.evolution.hand_picture import pending_text
from renderers.evolution.table_picture import _waiting, standings
from renderers.evolution.title import status
from words import DEFAULT, tr

#: how much of each species the table's text says, most first: a crowded table is
#: summarised step by step until its text fits Discord's 1,024 characters
DETAIL = ("full", "short", "numbers", "count")


def _one(sp: dict[str, Any], detail: str, lang: str) -> str:
    traits = ", ".join(trait_label(lang, str(t)) for t in sp.get("traits", []))
    numbers = {"body": sp.get("body", 0), "pop": sp.get("pop", 0), "food": sp.get("food", 0)}
    if detail == "full":
        return tr(lang, "ev-alt-one", **numbers, traits=f" ({traits})" if traits else "")
    return tr(lang, "ev-alt-one-short", **numbers,
              traits=f" ({traits})" if traits and detail == "short" else "")


def _species(seat: dict[str, Any], lang: str, detail: str = "full") -> str:
    species = seat.get("species", [])
    items = [f"{i + 1}: {_one(sp, detail, lang)}" for i, sp in enumerate(species)]
    listed = " — " + "; ".join(items) if items and detail != "count" else ""
    return tr(lang, "ev-alt-species", name=str(seat.get("name", "")), count=len(species),
              list=listed) + "."


def table_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The table in words; with many species, the species are said more briefly (numbers as
    body/population/food, then without traits, then only counted) so that nothing is cut."""
    names = {int(s.get("seat", 0)): str(s.get("name", "")) for s in view.get("seats", [])}
    board = scores([(names.get(seat, "?"), table + (bag or 0))
                    for seat, table, bag in standings(view)], lang)
    waiting = _waiting(view, lang)

    def at(detail: str) -> str:
        species = " ".join(_species(seat, lang, detail) for seat in view.get("seats", []))
        if detail in ("short", "numbers"):
            species = tr(lang, "ev-alt-short-key") + " " + species
        return tr(lang, "ev-alt-table", status=status(view, lang),
                  waiting=sentence(waiting), food=view.get("watering_hole", 0),
                  standings=board, species=species)

    return fit(at(detail) for detail in DETAIL)


def hand_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The hand in words: its cards by number as the picture shows them, the half-made choice,
    the seat's species, and what the cards' traits do (the picture has no room for it),
    summarised step by step until it fits."""
    seat = view.get("seat")
    mine: dict[str, Any] = next((s for s in view.get("seats", []) if s.get("seat") == seat),
                                {})
    hand = view.get("hand") or []
    cards = ", ".join(f"{i + 1} " + tr(lang, "ev-card", food=c.get("food", 0),
                                       trait=trait_label(lang, str(c.get("trait"))))
                      for i, c in enumerate(hand)) or "–"
    pending = view.get("pending")
    choice = (pending_text(pending, hand, mine.get("species", []), lang)
              if isinstance(pending, dict) and pending else "")
    head = tr(lang, "ev-alt-hand", player=str(mine.get("name", "")), count=len(hand),
              cards=cards, choice=sentence(choice))
    slugs = list(dict.fromkeys(str(c.get("trait", "")) for c in hand))
    rules = (tr(lang, "ev-alt-rules", rules="; ".join(
        f"{trait_label(lang, s)}: {bare(trait_text(lang, s))}" for s in slugs)) + "."
        if slugs else "")

    def at(detail: str, with_rules: bool) -> str:
        return " ".join(t for t in (head, _species(mine, lang, detail),
                                    rules if with_rules else "") if t)

    return fit(at(detail, with_rules) for with_rules in (True, False) for detail in DETAIL)


def describe(kind: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the Evolution picture of ``kind`` (table or hand)."""
    return hand_text(view, lang) if kind == "hand" else table_text(view, lang)
