"""What a seat (or a spectator) may see of an Evolution game.

``view(st, seat)`` returns plain JSON data with these keys:

- ``game`` "evolution", ``title`` "Evolution", ``version`` (int), ``players`` (names in seat
  order), ``seat`` (the viewer's seat, None for a spectator)
- ``phase``: "food" (choosing face-down food cards, simultaneous), "play" (playing cards),
  "before" (before eating), "feed" (eating), "over"
- ``round`` (int, from 1), ``last_round`` (bool: this round is known to be the last),
  ``ends_after_round`` (int or None: the last round's number once the draw pile ran out —
  the bell on the draw pile of seed 004)
- ``to_act`` (seats that must decide now), ``turn`` (the seat whose turn it is in play /
  before / feed; None in the food phase and at the end), ``first_player`` (seat)
- ``watering_hole``: plant food on the watering hole now
- ``food_cards``: one per seat, ``{"chosen": bool, "card": card or None}``; ``card`` is
  ``{"id", "trait", "food"}`` (``trait`` a slug, see below) for everyone once revealed
  (phases before / feed), before that only in the owner's own view
- ``revealed_food``: the revealed total this round (may be negative; it then added nothing),
  None before the reveal
- ``deck``, ``discard``: card counts; ``max_traits``: 2 with 2 players, else 3
- ``seats``: per seat ``{"seat", "name", "hand_size", "food_bag", "passed", "species"}``;
  ``food_bag`` (food eaten in earlier rounds = points) is an int in its owner's view only and
  None elsewhere (seed 004: one's own count is shown at one's sack), all are shown at the end;
  ``passed``: stopped feeding this round; ``species`` left to right, each
  ``{"id", "body", "pop", "food", "fat", "traits": [slugs], "carnivore", "hungry"}``
  (``food`` = eaten this round, ``fat`` = stored by Fat Tissue)
- ``events``: the last events this viewer may see, ``{"msg", "kind"}`` (``msg`` a message,
  ``engine.core.Msg``), oldest first
- own view only: ``hand`` (list of ``{"id", "trait", "food"}``) and ``pending`` (the
  half-made choice of the seat to act: ``{"step", "card"?, "species"?, "off"?}`` or None;
  ``off`` a trait slug)
- ``result``: ``State.result()`` once the game is over, else None

Traits are slugs (``data.TRAIT_SLUG``: "carnivore", "fat", "longneck"…), the same as in the
action codes; people read their names and card texts in the catalogs (``ev-trait-<slug>``,
``ev-trait-<slug>-text``). No view holds a sentence: everything else is numbers, names and
codes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import event_msg
from engine.evolution.data import TRAIT_SLUG, card_dict, max_traits
from engine.evolution.scoring import result

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def _species(sp: dict[str, Any]) -> dict[str, Any]:
    return {"id": sp["id"], "body": sp["body"], "pop": sp["pop"], "food": sp["food"],
            "fat": sp["fat"], "traits": [TRAIT_SLUG[t] for t in sp["traits"]],
            "carnivore": "Carnivore" in sp["traits"], "hungry": sp["food"] < sp["pop"]}


def view(st: EvolutionState, seat: int | None) -> dict[str, Any]:
    over = st.phase == "over"
    food_cards = []
    for s, card in enumerate(st.food_cards):
        shown = card is not None and (st.revealed or s == seat)
        food_cards.append({"chosen": card is not None,
                           "card": card_dict(card) if shown and card is not None else None})
    seats = [{"seat": s, "name": name, "hand_size": len(st.hands[s]),
              "food_bag": st.food_bag[s] if (s == seat or over) else None,
              "passed": st.phase == "feed" and st.passed[s],
              "species": [_species(sp) for sp in st.species[s]]}
             for s, name in enumerate(st.players)]
    events = [{"msg": event_msg(e), "kind": e["kind"]} for e in st.events_for(seat)]
    data: dict[str, Any] = {
        "game": st.game, "title": "Evolution", "version": st.version,
        "players": list(st.players), "seat": seat, "phase": st.phase, "round": st.round,
        "last_round": st.last_round == st.round, "ends_after_round": st.last_round,
        "to_act": st.to_act(),
        "turn": st.turn, "first_player": st.first, "watering_hole": st.hole,
        "food_cards": food_cards,
        "revealed_food": st.revealed_total if st.revealed else None,
        "deck": len(st.deck), "discard": len(st.discard),
        "max_traits": max_traits(len(st.players)), "seats": seats, "events": events,
        "result": result(st) if over else None,
    }
    if seat is not None:
        data["hand"] = [card_dict(c) for c in st.hands[seat]]
        pending: dict[str, Any] | None = None
        if st.pending and st.turn == seat:
            pending = dict(st.pending)
            if "off" in pending:
                pending["off"] = TRAIT_SLUG[pending["off"]]
        data["pending"] = pending
    return data
