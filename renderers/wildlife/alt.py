"""WildLife's pictures in words (alt text, ``renderers.describe``): the table says the turn, the
points and the last move; the hand the seat's cards, with a map crop the candidate spaces, and
what each card does in the rulebook's words (the picture's cards say it in short); the big
scoring who gained what."""

from __future__ import annotations

from typing import Any

from renderers.alt import LIMIT, bare, scores, sentence
from renderers.result import result_of, winner_text
from renderers.wildlife.board import last_text
from renderers.wildlife.notes import turn_parts
from renderers.wildlife.seats import name_of
from words import DEFAULT, say, tr


def _points(view: dict[str, Any], lang: str) -> str:
    return scores([(str(s.get("name", "")), s.get("points", 0))
                   for s in view.get("seats", [])], lang)


def table_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    if view.get("phase") == "over":
        winner = ""
        if view.get("result"):
            winner = winner_text(result_of(view).get("ranking", []), lang)
        return tr(lang, "wl-alt-over", winner=winner, scores=_points(view, lang))
    notes = []
    last = last_text(view.get("last") or {}, lang)
    if last:
        notes.append(tr(lang, "alt-last", what=bare(last)))
    parts = turn_parts({**view, "turn_info": None}, lang)  # the progress: the channel's text
    if parts:
        notes.append(" · ".join(parts) + ".")
    auction = view.get("auction")
    if auction:
        notes.append(sentence(say(lang, (view.get("pending") or {}).get("text") or "")))
    return tr(lang, "wl-alt-table", phase=view.get("phase", ""),
              turn=view.get("turn_number", 0), waiting="", scores=_points(view, lang),
              notes=" ".join(n for n in notes if n))


def hand_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    seat = view.get("seat")
    hand = view.get("hand") or []
    cards = ", ".join(say(lang, card.get("name")) for card in hand) or tr(lang, "wl-pic-no-cards")
    # what is asked, food and tiles change within a turn: the panel's text says them, and a
    # kept picture keeps its words
    text = tr(lang, "wl-alt-hand", player=name_of(view, seat), count=len(hand), cards=cards,
              stats="", waiting="")
    spaces = [s for s in ((view.get("focus") or {}).get("spaces") or [])
              if s in (view.get("board") or {})]
    if spaces:
        text += " " + tr(lang, "wl-alt-choice", spaces=", ".join(spaces))
    return _with_rules(text, hand, lang)


def _with_rules(text: str, hand: list[dict[str, Any]], lang: str) -> str:
    """``text`` and then what each card of the hand does, in the rulebook's words (the cards
    in the picture say it in short): cards with the same text named together, each rule
    added whole while the alt text stays within Discord's limit."""
    rules: dict[str, list[str]] = {}
    for card in hand:
        names = rules.setdefault(say(lang, card.get("text") or ""), [])
        name = say(lang, card.get("name") or "")
        if name not in names:
            names.append(name)
    for rule, names in rules.items():
        line = sentence(f"{', '.join(names)}: {bare(rule)}")
        if rule and len(text) + 1 + len(line) <= LIMIT:
            text += " " + line
    return text


def scoring_text(view: dict[str, Any], lang: str = DEFAULT) -> str:
    big = view.get("last_big_scoring") or {}
    points = big.get("points", [])
    totals = big.get("totals", [sum(p.values()) for p in points])
    gains = ", ".join(f"{name_of(view, i)} +{total}" for i, total in enumerate(totals))
    return tr(lang, "wl-alt-scoring", number=big.get("number", ""), gains=gains)


def describe(kind: str, view: dict[str, Any], lang: str = DEFAULT) -> str:
    """The alt text of the WildLife picture of ``kind`` (table, hand, scoring)."""
    if kind == "hand":
        return hand_text(view, lang)
    if kind == "scoring":
        return scoring_text(view, lang)
    return table_text(view, lang)
