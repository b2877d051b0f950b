"""What a seat (or a spectator) may know of a Wild Cards game, as plain JSON data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import clone_data, event_msg, msg
from engine.wildcards import picking, scoring
from engine.wildcards.data import (
    LEADER_POINTS,
    LEADER_POWERS,
    REFILL,
    SPECIES,
    TITLE,
    card_dict,
    make_change,
)

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState

#: each phase's heading (catalog keys: "Phase 1 · Place bids"…)
PHASE_NAMES = {phase: f"wc-phase-{phase}" for phase in
               ("bid", "eagle", "meerkat", "refill", "tie", "pick", "ibex", "over")}


def view(state: WildCardsState, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (``None``: a spectator, who sees no hand at all).

    Keys:

    * ``game`` "wildcards", ``title``, ``version``, ``players`` (names by seat), ``seat``,
      ``round``, ``phase`` (one of "bid", "eagle", "meerkat", "refill", "tie", "pick",
      "ibex", "over"), ``phase_label`` (a ``Msg``, the phase's heading), ``to_act``
      (seats), ``waiting_for`` (names), ``picker`` (the seat or Leo's index whose pick it
      is, else None), ``pick_order`` (participants still to pick this group, in order),
      ``over``.
    * ``leo``: whether Leo plays; ``leo_index``: Leo's participant index (-1 without Leo).
    * ``participants``: one dict per participant (seats first, Leo last) with ``index``,
      ``name``, ``is_leo``, ``hand_size`` (cards held, the Refill card counted while it is in
      the hand, so the count never tells a face-down bid's kind; Leo: cards in its pile),
      ``collection`` (species -> count, all six), ``collection_size``, ``leaders`` (species
      held), ``points`` and ``tokens`` (token value as text -> count), ``talisman`` (bool),
      ``has_bid`` (finished placing a bid this round), ``bid_cards`` (cards placed face
      down: 2 for the eagle; Leo's 1 from the round's start), ``bid`` (card dict once
      revealed, else None), ``payment`` (card dicts, public once revealed: after the
      pick, or when hidden tie payments are turned over),
      ``paying`` (bool: in the hidden tie payment now), ``tie_paid`` (confirmed a hidden
      payment), ``picked`` (species taken this round or None), ``declined``, ``refilling``,
      ``score`` (the final scoring's total if the game ended now, so what the result will
      use; None for Leo, who is not scored).
    * ``display``: list of ``{"slot", "species", "habitat", "nearest"}``; slot 0 is nearest
      the animal draw pile (Leo takes it).
    * ``animal_pile``, ``habitat_pile``, ``discard_pile`` (counts), ``discard_top`` (card
      dict or None), ``boxed`` (animals put back in the box during play).
    * ``leaders``: species -> ``{"holder", "holder_name", "power" (a ``Msg``), "points"}``.
    * ``talisman`` (seat) and ``talisman_name``; ``species``: species -> natural habitat.
    * ``events``: the last events' messages (``Msg``) this viewer may see.
    * ``result``: the final ranking (``State.result()``) once the game is over, else None.
    * A seat's own view adds ``hand`` (card dicts, the Refill card included while it is in the
      hand), ``my_bid`` (card dicts placed face down this round), ``my_payment`` (card dicts
      paid so far, hidden ones included), ``my_owed`` (extra cards still to pay before a pick
      is possible, 0 when none) and ``my_discarding`` (Refill discards chosen).

    No text in any language: a card dict's ``name``, the phase label, a leader's power and
    the events are messages (``engine.core.msg``), species and habitats are codes
    ("peacock", "forest"), the result's categories are catalog keys; the renderers and the
    bot say them in each reader's language (words/locales/*/wildcards.ftl).
    """
    to_act = state.to_act()
    picker = state.queue[0] if state.phase == "pick" and state.queue else None
    phase = "over" if state.over else state.phase
    out: dict[str, Any] = {
        "game": state.game,
        "title": TITLE,
        "version": state.version,
        "players": list(state.players),
        "seat": seat,
        "round": state.round,
        "phase": phase,
        "phase_label": msg(PHASE_NAMES.get(phase, phase)),
        "to_act": to_act,
        "waiting_for": [state.players[s] for s in to_act],
        "picker": picker,
        "pick_order": list(state.queue) if state.phase == "pick" else [],
        "over": state.over,
        "leo": state.leo >= 0,
        "leo_index": state.leo,
        "participants": [_participant(state, who) for who in range(state.participants)],
        "display": [{"slot": i, "species": s, "habitat": SPECIES[s], "nearest": i == 0}
                    for i, s in enumerate(state.display)],
        "animal_pile": len(state.animals),
        "habitat_pile": len(state.deck),
        "discard_pile": len(state.discard),
        "discard_top": card_dict(state.discard[-1]) if state.discard else None,
        "boxed": len(state.boxed),
        "leaders": {s: {"holder": h, "holder_name": None if h is None else state.who(h),
                        "power": msg(LEADER_POWERS[s]), "points": LEADER_POINTS[s]}
                    for s, h in ((s, state.leaders[s]) for s in SPECIES)},
        "talisman": state.talisman,
        "talisman_name": state.players[state.talisman],
        "species": dict(SPECIES),
        "events": [clone_data(event_msg(e)) for e in state.events_for(seat)],
        "result": scoring.result(state) if state.over else None,
    }
    if seat is not None and 0 <= seat < state.n:
        hand = [card_dict(k) for k in state.hands[seat]]
        if REFILL not in state.placed[seat] and not state.over:
            hand.append(card_dict(REFILL))
        out["hand"] = hand
        out["my_bid"] = [card_dict(k) for k in state.placed[seat]]
        out["my_payment"] = [card_dict(k) for k in state.payments[seat]]
        out["my_owed"] = picking.owed(state, seat) if state.phase in ("tie", "pick") else 0
        out["my_discarding"] = [card_dict(k) for k in state.discarding[seat]] \
            if seat < len(state.discarding) else []
    return out


def _participant(state: WildCardsState, who: int) -> dict[str, Any]:
    is_leo = who == state.leo
    bid = state.bids[who]
    public_payment = state.locked[who] or state.picked[who] is not None
    return {
        "index": who,
        "name": state.who(who),
        "is_leo": is_leo,
        "hand_size": len(state.leo_pile) if is_leo else _held(state, who),
        "collection": {s: state.collections[who][s] for s in SPECIES},
        "collection_size": sum(state.collections[who].values()),
        "leaders": [s for s in SPECIES if state.leaders[s] == who],
        "points": state.points[who],
        "tokens": make_change(state.points[who]),
        "talisman": (not is_leo) and who == state.talisman,
        "has_bid": state.bid_done[who],
        "bid_cards": len(state.placed[who]),
        "bid": None if bid is None else card_dict(bid),
        "payment": [card_dict(k) for k in state.payments[who]] if public_payment else [],
        "paying": state.phase == "tie" and who in state.tie,
        "tie_paid": who in state.tie_done,
        "picked": state.picked[who],
        "declined": state.declined[who],
        "refilling": who in state.refilling,
        "score": None if is_leo else scoring.score(state, who),
    }


def _held(state: WildCardsState, seat: int) -> int:
    """Cards a player holds as the table sees them: Habitat cards (Refill discards not yet
    made included) and the Refill card when it is not on the table, so the count does not
    tell whether a face-down bid is the Refill card."""
    held = len(state.hands[seat]) + len(state.discarding[seat])
    return held + (0 if REFILL in state.placed[seat] or state.over else 1)
