"""Choosing the food card and playing cards (seed 004, "Selecting the food supply" and
"Playing cards").

Playing follows seed 004: starting with the first player and in turn order, each player has
one turn in which they play as many cards as they like, one at a time, then end it. One card is
a chain of small decisions kept in ``st.pending``:

    card:<id>  →  new:left | new:right | on:<species id>  →  body | pop | trait  →  replace:<i>

and ``cancel`` at every step returns the card to the hand untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.evolution.data import CARDS, MAX_SIZE, card_label, max_traits, trait_name
from engine.evolution.species import Species, find, new_species

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState

TURN = msg("ev-group-turn")
CANCEL = Action("cancel", msg("ev-act-cancel"), msg("ev-group-back"))
END = Action("end", msg("ev-act-end"), TURN)
# Actions are immutable, so the per-card ones are made once (the lists are rebuilt often).
FOOD_ACTIONS = [Action(f"food:{c}", msg("ev-act-food", card=card_label(c)),
                       msg("ev-group-food")) for c in range(len(CARDS))]
PLAY_ACTIONS = [Action(f"card:{c}", msg("ev-act-play", card=card_label(c)),
                       msg("ev-group-hand")) for c in range(len(CARDS))]
DISCARD_ACTIONS = [Action(f"discard:{c}", msg("ev-act-discard", card=card_label(c)),
                          msg("ev-group-discard")) for c in range(len(CARDS))]


def distinct_cards(hand: list[int]) -> list[int]:
    """One id per different card (same trait and food value): identical cards are the same
    choice, and this keeps the lists short. Hands are sorted, so twins are side by side."""
    return [c for i, c in enumerate(hand) if i == 0 or CARDS[hand[i - 1]] != CARDS[c]]


# -- the food card (simultaneous, face down) -------------------------------------------------
def food_actions(st: EvolutionState, seat: int) -> list[Action]:
    """Seed 004: every player puts one hand card face down on the watering hole."""
    if st.food_cards[seat] is not None:
        return []
    return [FOOD_ACTIONS[c] for c in distinct_cards(st.hands[seat])]


def apply_food(st: EvolutionState, seat: int, card: int, out: list[Event]) -> None:
    st.hands[seat].remove(card)
    st.food_cards[seat] = card
    out.append(Event(msg("ev-food-chosen", player=st.players[seat])))
    out.append(Event(msg("ev-food-yours", card=card_label(card)), (seat,), kind="private"))


# -- playing cards ---------------------------------------------------------------------------
def traits_of(sp: Species) -> Msg | list[Msg]:
    """A species' traits for people ("Climbing and Horns"; "no traits")."""
    return [trait_name(t) for t in sp["traits"]] or msg("ev-no-traits")


def _species_label(index: int, sp: Species) -> Msg:
    return msg("ev-act-on", n=index + 1, body=sp["body"], pop=sp["pop"], traits=traits_of(sp))


def _usable(card: int, sp: Species) -> bool:
    """Can ``card`` do anything to ``sp`` (the cheap test behind the species list)?"""
    return (sp["body"] < MAX_SIZE or sp["pop"] < MAX_SIZE
            or CARDS[card][0] not in sp["traits"])


def _uses(st: EvolutionState, card: int, sp: Species) -> list[Action]:
    """What ``card`` can do to ``sp``: body size +1, population +1 (each at most 6), or its
    trait (never twice on one species; replacing one when the species is full)."""
    trait = CARDS[card][0]
    uses: list[Action] = []
    group = msg("ev-group-use")
    if sp["body"] < MAX_SIZE:
        uses.append(Action("body", msg("ev-act-body", to=sp["body"] + 1), group))
    if sp["pop"] < MAX_SIZE:
        uses.append(Action("pop", msg("ev-act-pop", to=sp["pop"] + 1), group))
    if trait not in sp["traits"]:
        full = len(sp["traits"]) >= max_traits(len(st.players))
        uses.append(Action("trait", msg("ev-act-trait-replace" if full else "ev-act-trait",
                                        trait=trait_name(trait)), group))
    return uses


def play_actions(st: EvolutionState, seat: int) -> list[Action]:
    pending = st.pending
    if pending is None:
        return [*[PLAY_ACTIONS[c] for c in distinct_cards(st.hands[seat])], END]
    card = pending["card"]
    row = st.species[seat]
    if pending["step"] == "target":
        acts = [Action("new:left", msg("ev-act-new-left"), msg("ev-group-new")),
                Action("new:right", msg("ev-act-new-right"), msg("ev-group-new"))]
        acts += [Action(f"on:{sp['id']}", _species_label(i, sp), msg("ev-group-on"))
                 for i, sp in enumerate(row) if _usable(card, sp)]
        return [*acts, CANCEL]
    _, index = find(st.species, pending["species"])
    sp = row[index]
    if pending["step"] == "use":
        return [*_uses(st, card, sp), CANCEL]
    # pending["step"] == "replace"
    return [*[Action(f"replace:{i}", msg("ev-act-replace", trait=trait_name(t)),
                     msg("ev-group-replace")) for i, t in enumerate(sp["traits"])], CANCEL]


def apply_play(st: EvolutionState, seat: int, code: str, out: list[Event]) -> bool:
    """Apply one play-phase decision; True when the player ended their turn."""
    who = st.players[seat]
    verb, args = parse_code(code)
    pending = st.pending
    if verb == "end":
        st.pending = None
        out.append(Event(msg("ev-turn-ends", player=who)))
        return True
    if verb == "cancel":
        st.pending = None
    elif verb == "card":
        st.pending = {"step": "target", "card": int(args[0])}
    elif verb == "new":
        assert pending is not None
        _new_species(st, seat, pending["card"], args[0], out)
    elif verb == "on":
        assert pending is not None
        st.pending = {"step": "use", "card": pending["card"], "species": int(args[0])}
    else:  # body, pop, trait, replace:<i>
        assert pending is not None
        _use(st, seat, pending["card"], pending["species"], verb, args, out)
    return False


def _new_species(st: EvolutionState, seat: int, card: int, end: str,
                 out: list[Event]) -> None:
    sp = new_species(st.next_species)
    st.next_species += 1
    if end == "left":
        st.species[seat].insert(0, sp)
    else:
        st.species[seat].append(sp)
    _spend(st, seat, card)
    out.append(Event(msg("ev-new-left" if end == "left" else "ev-new-right",
                         player=st.players[seat], card=card_label(card)), kind="play"))


def _use(st: EvolutionState, seat: int, card: int, sid: int, verb: str, args: list[str],
         out: list[Event]) -> None:
    """The card on one of the seat's species: body size, population or its trait (replacing
    one of a full species' traits: that trait's card goes to the discard pile,
    docs/evolution-traits.md, "Round details we follow")."""
    who = st.players[seat]
    _, index = find(st.species, sid)
    sp = st.species[seat][index]
    trait = CARDS[card][0]
    if verb in ("body", "pop"):
        sp[verb] += 1
        _spend(st, seat, card)
        out.append(Event(msg(f"ev-grows-{verb}", player=who, card=card_label(card),
                             n=index + 1, now=sp[verb]), kind="play"))
    elif verb == "trait" and len(sp["traits"]) >= max_traits(len(st.players)):
        st.pending = {"step": "replace", "card": card, "species": sid}
    elif verb == "trait":
        _add_trait(st, seat, sp, card)
        out.append(Event(msg("ev-gives", player=who, n=index + 1, trait=trait_name(trait)),
                         kind="play"))
    else:
        slot = int(args[0])
        old = sp["traits"].pop(slot)
        st.discard.append(sp["cards"].pop(slot))
        if old == "Fat Tissue":
            sp["fat"] = 0  # the fat was stored on the Fat Tissue card
        _add_trait(st, seat, sp, card)
        out.append(Event(msg("ev-gives-replacing", player=who, n=index + 1,
                             trait=trait_name(trait), old=trait_name(old)), kind="play"))


def _spend(st: EvolutionState, seat: int, card: int) -> None:
    """A card used as a new species, body size or population goes to the discard pile. It
    leaves the hidden hand face up, so the move cannot be taken back."""
    st.note_reveal()
    st.hands[seat].remove(card)
    st.discard.append(card)
    st.pending = None


def _add_trait(st: EvolutionState, seat: int, sp: Species, card: int) -> None:
    """The card becomes one of the species' traits (face up: it cannot be taken back)."""
    st.note_reveal()
    st.hands[seat].remove(card)
    sp["traits"].append(CARDS[card][0])
    sp["cards"].append(card)
    st.pending = None
