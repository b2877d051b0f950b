"""Why an action is refused, in one sentence a player understands (UX.md: "a refusal is one
ephemeral sentence that says why and what is possible instead"). Only called for a code that
is not legal for a seat that is to act; the rules themselves live in the phase modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import number, parse_code
from engine.evolution.attack import why_not_attack
from engine.evolution.data import CARDS, MAX_SIZE, SLUG_TRAIT
from engine.evolution.species import Species, find, is_carnivore, room

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def _own_species(st: EvolutionState, seat: int, args: list[str]) -> Species | None:
    sid = number(args[0]) if args else None
    return next((sp for sp in st.species[seat] if sp["id"] == sid), None)


def why_not(st: EvolutionState, seat: int, code: str) -> str:
    """The reason ``code`` is refused for ``seat``, who is to act now."""
    kind, args = parse_code(code)
    if kind in ("food", "card", "discard") and (
            not args or number(args[0]) not in st.hands[seat]):
        return "That card is not in your hand."
    if st.phase == "food":
        return "Put one card from your hand face down on the watering hole."
    if st.phase == "play":
        return _play(st, seat, kind, args)
    if st.phase == "before":
        return _before(st, seat, kind, args)
    return _feed(st, seat, kind, args)


def _play(st: EvolutionState, seat: int, kind: str, args: list[str]) -> str:
    pending = st.pending
    if pending is None:
        return "Choose a card from your hand to play, or end your turn."
    if pending["step"] == "target":
        if kind == "on":
            if _own_species(st, seat, args) is None:
                return "You can only play cards on your own species."
            return "That card can do nothing more for that species."
        return ("Choose where the card goes: a new species at either end of your row or one "
                "of your species; or cancel.")
    trait = CARDS[pending["card"]][0]
    if pending["step"] == "use":
        if kind in ("body", "pop"):
            what = "Body size" if kind == "body" else "Population"
            return f"{what} is already {MAX_SIZE}, the most a species can have."
        if kind == "trait":
            return f"This species already has {trait}; a species never has a trait twice."
        return "Choose body size, population or the trait for this card; or cancel."
    return "Choose one of the species' traits to replace, or cancel."


def _before(st: EvolutionState, seat: int, kind: str, args: list[str]) -> str:
    if st.pending is not None:
        return "Choose a card to discard for Intelligence, or cancel."
    name = {"longneck": "Long Neck", "fertile": "Fertile", "fat": "Fat Tissue",
            "intel": "Intelligence"}.get(kind)
    sp = _own_species(st, seat, args)
    if name is None:
        return "Use a before-eating trait of one of your species, or say you are done."
    if sp is None:
        return "You can only use the traits of your own species."
    if name not in sp["traits"]:
        return f"That species does not have {name}."
    if name != "Fat Tissue" and name in sp["used"]:
        return f"{name} works once a round, and this species has used it."
    if name == "Fertile":
        if st.hole_before <= 0:
            return ("Fertile needs food left on the watering hole from before the food cards "
                    "were revealed.")
        return f"Population is already {MAX_SIZE}, the most a species can have."
    if name in ("Long Neck", "Intelligence") and is_carnivore(sp):
        return f"A carnivore never eats plant food, not even through {name}."
    if name == "Intelligence" and not st.hands[seat]:
        return "Intelligence needs a card from your hand to discard, and you have none."
    if name == "Fat Tissue":
        if sp["fat"] <= 0:
            return "That species has no stored fat."
        if sp["food"] >= sp["pop"]:
            return "That species is fed; fat can only fill its hunger."
        return "That is more fat than the species has or can eat."
    return "That species cannot eat any more."


def _feed(st: EvolutionState, seat: int, kind: str, args: list[str]) -> str:
    pending = st.pending
    if pending is None:
        if kind == "pass":
            return ("You cannot stop feeding: a hungry species of yours can still eat (a "
                    "hungry carnivore must attack).")
        if kind != "feed":
            return "Choose one of your species to feed."
        sp = _own_species(st, seat, args)
        if sp is None:
            return "You can only feed your own species."
        if room(sp) <= 0:
            return "That species is fed and cannot store any fat."
        if not is_carnivore(sp):
            return "The watering hole is empty: herbivores have nothing to eat."
        return "That carnivore has no species it can attack."
    _, index = find(st.species, pending["species"])
    att = st.species[seat][index]
    step = pending["step"]
    if kind == "prey" and step in ("attack", "prey"):
        try:
            p_seat, p_index = find(st.species, (number(args[0]) if args else None) or -1)
        except KeyError:
            return "That species is no longer in play."
        return why_not_attack(att, st.species[p_seat], p_index, pending.get("off"))
    if step == "attack":
        if kind == "intel":
            return ("Intelligence needs a card in hand and a trait whose switching off leaves "
                    "something to attack.")
        return "Choose the species to attack, or cancel."
    if step == "discard":
        return "Choose a card to discard for Intelligence, or cancel."
    if step == "negate":
        if kind == "off" and args and args[0] in SLUG_TRAIT:
            return (f"Switching off {SLUG_TRAIT[args[0]]} would leave nothing to attack or "
                    "change nothing.")
        return "Choose the trait Intelligence switches off, or cancel."
    return "Choose the species to attack, or cancel."

