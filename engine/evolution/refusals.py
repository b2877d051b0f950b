"""Why an action is refused, in one sentence a player understands (docs/playing.md,
"Everywhere": one ephemeral sentence that says why and what is possible instead), as a
message of the catalogs (``ev-why-…``). Only called for a code that is not legal for a seat
that is to act; the rules themselves live in the phase modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Msg, msg, number, parse_code
from engine.evolution.attack import why_not_attack
from engine.evolution.data import CARDS, MAX_SIZE, SLUG_TRAIT, trait_name
from engine.evolution.species import Species, find, is_carnivore, room

if TYPE_CHECKING:
    from engine.evolution.state import EvolutionState


def _own_species(st: EvolutionState, seat: int, args: list[str]) -> Species | None:
    sid = number(args[0]) if args else None
    return next((sp for sp in st.species[seat] if sp["id"] == sid), None)


def why_not(st: EvolutionState, seat: int, code: str) -> Msg:
    """The reason ``code`` is refused for ``seat``, who is to act now."""
    kind, args = parse_code(code)
    if kind in ("food", "card", "discard") and (
            not args or number(args[0]) not in st.hands[seat]):
        return msg("ev-why-not-in-hand")
    if st.phase == "food":
        return msg("ev-why-food")
    if st.phase == "play":
        return _play(st, seat, kind, args)
    if st.phase == "before":
        return _before(st, seat, kind, args)
    return _feed(st, seat, kind, args)


def _play(st: EvolutionState, seat: int, kind: str, args: list[str]) -> Msg:
    pending = st.pending
    if pending is None:
        return msg("ev-why-play")
    if pending["step"] == "target":
        if kind == "on":
            if _own_species(st, seat, args) is None:
                return msg("ev-why-own-species-play")
            return msg("ev-why-nothing-more")
        return msg("ev-why-target")
    trait = CARDS[pending["card"]][0]
    if pending["step"] == "use":
        if kind == "body":
            return msg("ev-why-body-max", max=MAX_SIZE)
        if kind == "pop":
            return msg("ev-why-pop-max", max=MAX_SIZE)
        if kind == "trait":
            return msg("ev-why-trait-twice", trait=trait_name(trait))
        return msg("ev-why-use")
    return msg("ev-why-replace")


#: the before-eating verbs and the trait each uses
BEFORE_TRAITS = {"longneck": "Long Neck", "fertile": "Fertile", "fat": "Fat Tissue",
                 "intel": "Intelligence"}


def _before(st: EvolutionState, seat: int, kind: str, args: list[str]) -> Msg:
    if st.pending is not None:
        return msg("ev-why-discard")
    name = BEFORE_TRAITS.get(kind)
    sp = _own_species(st, seat, args)
    if name is None:
        return msg("ev-why-before")
    if sp is None:
        return msg("ev-why-own-traits")
    trait = trait_name(name)
    if name not in sp["traits"]:
        return msg("ev-why-lacks-trait", trait=trait)
    if name != "Fat Tissue" and name in sp["used"]:
        return msg("ev-why-once-a-round", trait=trait)
    if name == "Fertile":
        if st.hole_before <= 0:
            return msg("ev-why-fertile-hole")
        return msg("ev-why-pop-max", max=MAX_SIZE)
    if name in ("Long Neck", "Intelligence") and is_carnivore(sp):
        return msg("ev-why-carnivore-plant", trait=trait)
    if name == "Intelligence" and not st.hands[seat]:
        return msg("ev-why-intel-no-card")
    if name == "Fat Tissue":
        if sp["fat"] <= 0:
            return msg("ev-why-no-fat")
        if sp["food"] >= sp["pop"]:
            return msg("ev-why-fat-fed")
        return msg("ev-why-fat-too-much")
    return msg("ev-why-full")


def _feed(st: EvolutionState, seat: int, kind: str, args: list[str]) -> Msg:
    pending = st.pending
    if pending is None:
        if kind == "pass":
            return msg("ev-why-no-pass")
        if kind != "feed":
            return msg("ev-why-feed")
        sp = _own_species(st, seat, args)
        if sp is None:
            return msg("ev-why-own-species-feed")
        if room(sp) <= 0:
            return msg("ev-why-fed")
        if not is_carnivore(sp):
            return msg("ev-why-hole-empty")
        return msg("ev-why-no-prey")
    _, index = find(st.species, pending["species"])
    att = st.species[seat][index]
    step = pending["step"]
    if kind == "prey" and step in ("attack", "prey"):
        try:
            p_seat, p_index = find(st.species, (number(args[0]) if args else None) or -1)
        except KeyError:
            return msg("ev-why-gone")
        return why_not_attack(att, st.species[p_seat], p_index, pending.get("off"))
    if step == "attack":
        if kind == "intel":
            return msg("ev-why-intel-attack")
        return msg("ev-why-prey")
    if step == "discard":
        return msg("ev-why-discard")
    if step == "negate":
        if kind == "off" and args and args[0] in SLUG_TRAIT:
            return msg("ev-why-off-useless", trait=trait_name(SLUG_TRAIT[args[0]]))
        return msg("ev-why-negate")
    return msg("ev-why-prey")
