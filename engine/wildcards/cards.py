"""Moving Habitat cards: the draw pile, its reshuffle and the hand limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Rng
from engine.wildcards.data import HAND_LIMIT

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def draw(state: WildCardsState, rng: Rng, count: int) -> list[str]:
    """Up to ``count`` cards from the draw pile; an empty pile is rebuilt from the shuffled
    discard pile (phase 2 note). Fewer come back only when both piles are empty. A draw
    shows someone a card that was hidden, so the move cannot be taken back."""
    if count > 0:
        state.note_reveal()
    out: list[str] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck = state.discard
            state.discard = []
            rng.shuffle(state.deck)
        out.append(state.deck.pop())
    return out


def draw_into_hand(state: WildCardsState, seat: int, rng: Rng, count: int) -> list[str]:
    """Draw ``count`` cards into a hand, stopping at the hand limit of 10 (setup step 7)."""
    room = max(0, HAND_LIMIT - len(state.hands[seat]))
    cards = draw(state, rng, min(count, room))
    state.hands[seat].extend(cards)
    state.hands[seat].sort()
    return cards


def kinds(cards: list[str]) -> list[str]:
    """The distinct kinds among ``cards``, sorted (one choice per kind keeps lists short)."""
    return sorted(set(cards))


def forget(state: WildCardsState, who: int, cards: list[str]) -> None:
    """Cards seen leaving a hand are no longer known to be in it (``known`` serves redeal)."""
    for kind in cards:
        if kind in state.known[who]:
            state.known[who].remove(kind)
