"""The half-made choices of an Evolution decision, typed (``EvolutionState.pending``).

A choice that takes several decisions (a card played onto a species, a carnivore's attack,
Intelligence) waits in the state as a plain dict, so the state stays JSON data; ``step`` says
which decision comes next. Only the seat whose turn it is has one, and only its view shows it.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict


class PlayFrame(TypedDict):
    """Playing a card (playing.py): where it goes → what it does → which trait it replaces."""

    step: Literal["target", "use", "replace"]
    card: int
    species: NotRequired[int]


class FeedFrame(TypedDict):
    """A species' choice (before.py, feeding.py): a carnivore's prey, or Intelligence (the card
    to discard, then the trait it switches off for the attack)."""

    step: Literal["attack", "discard", "negate", "prey"]
    species: int
    card: NotRequired[int]
    off: NotRequired[str]


Frame = PlayFrame | FeedFrame
