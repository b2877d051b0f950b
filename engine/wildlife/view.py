"""What a seat (or a spectator) may see of a WildLife game: plain JSON data for the renderer
and the bot. Hands are only in their owner's view; the deck order never leaves the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Msg, event_msg, msg
from engine.wildlife.board import AREA_CODES, AREAS, SPACES, area_is_large, area_terrain
from engine.wildlife.data import (
    ABILITIES,
    BIG_SCORING_MARKERS,
    LEVELS,
    ORGANISMS,
    SMALL_SCORING_TRACK,
    card_dict,
)

if TYPE_CHECKING:
    from engine.wildlife.state import WildLifeState


def build(st: WildLifeState, seat: int | None) -> dict[str, Any]:
    """The view. Keys:

    - ``game`` "wildlife", ``version``, ``players`` (names by seat), ``seat`` (whose view;
      None = spectator), ``phase`` ("organisms" | "seeding" | "play" | "over"),
      ``to_act`` (seats that must decide now), ``turn`` (seat whose turn it is, None before
      play), ``order`` (seats clockwise from the start player), ``turn_number``,
      ``waiting`` (one sentence, a ``Msg``: who must do what).
    - ``board``: {space: seat or None} for all 78 spaces (board.py names them).
    - ``areas``: {area code: {"name" (a ``Msg``), "terrain", "large", "spaces", "occupied", "full",
      "marker": None | {"seat", "value", "index"}}} in big-scoring order.
    - ``small_track``: {"values": [11 values], "taken": markers taken, "next": next value
      or None, "big_at": [4, 8, 11]}; ``big_scorings`` done so far; ``big_scoring_due`` (bool),
      ``game_end_due`` (bool); ``last_big_scoring``: None | scoring.big_scoring's dict plus
      "number" and "totals" per seat.
    - ``seats``: per seat {"seat", "name", "organism", "colour", "age_rank", "points",
      "food", "supply" (tiles left), "on_board", "hand_count", "adaptation": {terrain:
      "none"|"migrate"|"expand"|"attack"}, "levels": {terrain: 0..3}, "adaptation_tiles",
      "abilities": {kind: count}, "usable": {kind: uses left now}, "unusable_until_next_turn":
      {kind: count}}.
    - ``ability_supply`` {kind: count}; ``food_bank``: food left in the Food Bank (120 in
      the box, less what the players hold); ``abilities_info`` {kind: {"name", "text"}} (``Msg``s);
      ``adaptation_supply`` {terrain: {"migrate", "expand", "attack"}} tiles left.
    - ``turn_info``: {"cards_played", "card_limit", "auctions", "auction_due" (bool),
      "free_migration_used", "played": [card dicts]} (None before play).
    - ``auction``: None | {"card": card dict, "seller", "high" (0 = no bid yet), "bidder",
      "passed": [seats], "to_bid": seat}.
    - ``pending``: None | {"kind": "card"|"auction"|"defense"|"epidemic"|"free"|"mobility"|
      "aggression"|"org_auction"|"org_pick", "seat": who decides, "text": what is asked (a Msg),
      plus for "card": "card" (dict), "bought", "as", "step", "from" (migration start);
      "defense": "aggressor", "what", "space"; "epidemic": "user", "queue";
      "free"/"mobility": "from"}.
    - ``card_waiting``: None | {"card": card dict, "step"}: the turn player's card whose use
      waits while an ability or the free migration is used in the middle of it.
    - ``last``: {"moved": [[from, to]], "placed": [spaces], "removed": [spaces]} of the last
      action; ``events``: the last events' messages (``Msg``) this viewer may see.
    - ``deck_count``, ``discard_count``; ``round_start``: with the "changing start player"
      variant, the seat that started this round (the purple pawn lies before it), else None.
    - own view only: ``hand``: list of card dicts {"code", "kind", "terrain", "symbol",
      "name", "text"} in hand order (name and text are ``Msg``s); ``play:<code>`` /
      ``auction:<code>`` codes use "code" (the card key).
    - Words: every text a person reads is a ``Msg`` (``engine.core.msg``, said by
      ``words``); names are codes (organism, terrain, level, area code, card key,
      ability kind) the catalog ``words/locales/*/wildlife.ftl`` names.
    - when over: ``result`` (State.result()).
    """
    n = st.n
    on_board = [0] * n
    board: dict[str, int | None] = {}
    tiles = st.tiles
    for space in SPACES:
        o = tiles.get(space)
        board[space] = o
        if o is not None:
            on_board[o] += 1
    areas = {}
    for code in AREA_CODES:
        spaces = AREAS[code]
        occupied = sum(1 for space in spaces if space in tiles)
        marker = st.markers.get(code)
        areas[code] = {"name": msg("wl-area", area=code), "terrain": area_terrain(code),
                       "large": area_is_large(code), "spaces": len(spaces),
                       "occupied": occupied, "full": occupied == len(spaces),
                       "marker": dict(marker) if marker else None}
    taken = len(st.markers)
    seats = []
    for s in range(n):
        org = st.organisms[s]
        levels = st.levels[s]
        held = {k: st.abilities[s].get(k, 0) for k in ABILITIES}
        seats.append({
            "seat": s, "name": st.players[s], "organism": org,
            "colour": ORGANISMS[org]["colour"] if org else None,
            "age_rank": ORGANISMS[org]["order"] if org else None,
            "points": st.points[s], "food": st.food[s], "supply": st.supply[s],
            "on_board": on_board[s], "hand_count": len(st.hands[s]),
            "adaptation": {t: LEVELS[v] for t, v in levels.items()},
            "levels": dict(levels), "adaptation_tiles": st.adapt_taken[s],
            "abilities": held,
            "usable": ({k: st.usable(s, k) for k in ABILITIES} if st.phase == "play"
                       else {k: 0 for k in ABILITIES}),
            "unusable_until_next_turn": {k: v for k, v in st.fresh[s].items() if v},
        })
    in_play = st.phase in ("play", "over")
    out: dict[str, Any] = {
        "game": "wildlife", "version": st.version, "players": list(st.players), "seat": seat,
        "phase": st.phase, "to_act": st.to_act(), "turn": st.turn if in_play else None,
        "order": list(st.order), "turn_number": st.turn_number, "waiting": waiting_msg(st),
        "board": board, "areas": areas,
        "small_track": {"values": list(SMALL_SCORING_TRACK), "taken": taken,
                        "next": SMALL_SCORING_TRACK[taken] if taken < len(SMALL_SCORING_TRACK)
                        else None, "big_at": sorted(BIG_SCORING_MARKERS)},
        "big_scorings": st.big_count, "big_scoring_due": st.big_due > 0,
        "game_end_due": st.end_due, "last_big_scoring": st.last_big,
        "seats": seats,
        "ability_supply": dict(st.ability_supply), "food_bank": st.bank,
        "abilities_info": {k: {"name": msg("wl-ability", ability=k),
                               "text": msg("wl-ability-text", ability=k)} for k in ABILITIES},
        "adaptation_supply": {t: dict(zip(LEVELS[1:], v, strict=True))
                              for t, v in st.adapt_supply.items()},
        "turn_info": None, "auction": None, "pending": _pending(st),
        "card_waiting": (None if st.paused is None else
                         {"card": card_dict(st.paused["card"]), "step": st.paused["step"]}),
        "last": {"moved": [list(m) for m in st.last["moved"]],
                 "placed": list(st.last["placed"]), "removed": list(st.last["removed"])},
        "events": [event_msg(e) for e in st.events_for(seat)],
        "deck_count": len(st.deck), "discard_count": len(st.discard),
        "round_start": (st.round_start if st.options.get("rotating_start") and in_play
                        else None),
    }
    if st.phase == "play":
        out["turn_info"] = {"cards_played": st.cards_played, "card_limit": st.card_limit(),
                            "auctions": st.auctions, "auction_due": st.auctions == 0,
                            "free_migration_used": st.free_used,
                            "played": [card_dict(k) for k in st.played]}
    p = st.pending
    if p is not None and p["k"] == "auction":
        out["auction"] = {"card": card_dict(p["card"]), "seller": p["seller"],
                          "high": p["high"], "bidder": p["bidder"],
                          "passed": list(p["passed"]), "to_bid": p["turn"]}
    if seat is not None:
        out["hand"] = [card_dict(k) for k in st.hands[seat]]
    if st.phase == "over":
        out["result"] = st.result()
    return out


def _pending(st: WildLifeState) -> dict[str, Any] | None:
    p = st.pending
    if p is None:
        return None
    names = st.players
    d: dict[str, Any] = {"kind": p["k"], "seat": st.to_act()[0], "text": waiting_msg(st)}
    if p["k"] == "card":
        d.update(card=card_dict(p["card"]), bought=p["bought"], step=p["step"],
                 **{"as": p["as"], "from": p["from"]})
    elif p["k"] == "defense":
        d.update(aggressor=p["aggressor"], what=p["what"], space=p["space"])
    elif p["k"] == "epidemic":
        d.update(user=p["user"], queue=list(p["queue"]))
    elif p["k"] == "free" or p["k"] == "mobility":
        d.update(step=p["step"], **{"from": p["from"]})
    d["name"] = names[d["seat"]]
    return d




def waiting_msg(st: WildLifeState) -> Msg:
    """One sentence: who must do what now."""
    if st.phase == "over":
        return msg("core-game-over")
    who = st.players[st.to_act()[0]]
    p = st.pending
    if p is None:
        if st.phase == "seeding":
            return msg("wl-waiting-seed", player=who)
        return msg("wl-waiting-turn", player=who)
    if p["k"] == "auction":
        return msg("wl-waiting-bid", player=who, card=p["card"])
    if p["k"] == "defense":
        return msg("wl-waiting-defense", player=who, aggressor=st.players[p["aggressor"]],
                   strike=p["what"], space=p["space"])
    if p["k"] == "epidemic":
        return msg("wl-waiting-epidemic", player=who)
    if p["k"] == "card":
        return msg("wl-waiting-card", player=who, card=p["card"])
    if p["k"] == "free":
        return msg("wl-waiting-free-migration", player=who)
    if p["k"] == "mobility" or p["k"] == "aggression":
        ability: str = p["k"]
        return msg("wl-waiting-ability", player=who, ability=ability)
    if p["k"] == "org_auction":
        return msg("wl-waiting-organism-bid", player=who)
    return msg("wl-waiting-organism-pick", player=who)
