"""Exactly what each WildLife picture draws, picked from the view: the pictures draw from these
facts only, so ``renderers.picture_key`` can key on them."""

from __future__ import annotations

from typing import Any

from words import DEFAULT

#: the engine's third-person "Waiting for bob to …" and the key said to bob himself
WAITING, YOURS = "wl-waiting-", "wl-you-"

#: the seat fields a player panel draws
PANEL_FIELDS = ("seat", "name", "organism", "colour", "age_rank", "points", "food", "supply",
                "on_board", "adaptation", "abilities", "unusable_until_next_turn")
#: the seat fields the hand picture's own row draws: what changes only now and then (the
#: organism, its levels and abilities); its points, food and tiles change within a turn and
#: are the DM panel's text (``bot.core.games.wildlife``)
HAND_PANEL_FIELDS = ("seat", "name", "organism", "colour", "age_rank", "adaptation",
                     "abilities", "unusable_until_next_turn")
#: what the table picture draws; whom the table waits for and the turn's progress change at
#: nearly every decision and are the channel message's text instead
TABLE_KEYS = ("players", "phase", "turn_number", "deck_count", "discard_count", "board",
              "last", "small_track", "order", "turn", "auction", "big_scoring_due",
              "game_end_due")


def _pick(data: dict[str, Any] | None, keys: tuple[str, ...]) -> dict[str, Any] | None:
    return None if data is None else {k: data.get(k) for k in keys}


def _markers(view: dict[str, Any]) -> dict[str, Any]:
    return {code: {"marker": area.get("marker")}
            for code, area in (view.get("areas") or {}).items() if area.get("marker")}


def _winners(view: dict[str, Any]) -> dict[str, Any] | None:
    """The names and score of first place, from the result a final view holds."""
    result = view.get("result")
    ranking = result.get("ranking", []) if isinstance(result, dict) else []
    first = [row for row in ranking if row.get("place") == 1]
    if not first:
        return None
    return {"names": [str(row.get("name", "")) for row in first],
            "score": first[0].get("score", 0)}


def table_facts(view: dict[str, Any], lang: str = DEFAULT) -> dict[str, Any]:
    """Exactly what the table picture draws (so ``renderers.picture_key`` can key on it):
    the view without its version, events, supplies, whom it waits for and the turn's progress
    (the channel message says those), and the language it is drawn in."""
    facts = {k: view.get(k) for k in TABLE_KEYS}
    if view.get("phase") == "over":   # nobody's turn any more: the winner is named instead
        facts["turn"] = None
        facts["winners"] = _winners(view)
    return {"lang": lang, **facts, "areas": _markers(view),
            "seats": [_pick(s, PANEL_FIELDS) for s in view.get("seats", [])]}


def hand_facts(view: dict[str, Any], lang: str = DEFAULT) -> dict[str, Any]:
    """Exactly what the hand picture draws: the seat's own row without its numbers, its hand,
    and the map (every seat's organism) only when a focus asks for it; and the language it is
    drawn in. What changes within a turn (what is asked, whose turn, cards played, the
    auction still due, the card on auction and its high bid, the seat's points, food and
    tiles) is the DM panel's text (``bot.core.games.wildlife``), so the picture is drawn
    again only when the cards, the organism's levels or abilities, or the focus change."""
    seat = view.get("seat")
    facts = {
        "lang": lang, "seat": seat, "hand": view.get("hand"),
        "seats": [_pick(s, HAND_PANEL_FIELDS if s.get("seat") == seat else ("seat",))
                  for s in view.get("seats", [])],
    }
    focus = (view.get("focus") or {}).get("spaces")
    if focus:
        facts.update(focus={"spaces": list(focus)}, board=view.get("board"),
                     last=view.get("last"), areas=_markers(view),
                     seats=[_pick(s, HAND_PANEL_FIELDS if s.get("seat") == seat
                                  else ("seat", "organism", "colour"))
                            for s in view.get("seats", [])])
    return facts


def asked(view: dict[str, Any]) -> Any:
    """What a seat's hand says is awaited now (a ``Msg``): the view's "Waiting for bob to seed
    a tile", but said to its reader ("Your turn: seed a tile") when the seat looking is the
    one asked, since a hand is read by its owner only."""
    waiting = view.get("waiting")
    seat, to_act = view.get("seat"), view.get("to_act") or []
    if (seat is None or not to_act or to_act[0] != seat or not isinstance(waiting, dict)
            or not str(waiting.get("key", "")).startswith(WAITING)):
        return waiting
    return {"key": YOURS + waiting["key"][len(WAITING):], "args": waiting.get("args", {})}
