"""Leo, the virtual player (rulebook "Virtual player Leo"), played by the engine itself.

Leo has no hand: a face-down pile of 5 Habitat cards and a Refill card. Leo bids its top
card, picks the display card nearest the animal draw pile, never pays extra, claims leaders
but never uses them, wins ties unless a tied player holds the lion, never gets the Talisman,
gets no score tokens and is not scored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event, Rng, msg
from engine.wildcards.cards import draw
from engine.wildcards.data import DECLINE_DRAW, HAND_LIMIT, LEO_PILE, REFILL

if TYPE_CHECKING:
    from engine.wildcards.state import WildCardsState


def new_pile(state: WildCardsState, rng: Rng) -> None:
    """5 Habitat cards and the Refill card, shuffled, face down (Leo, first rule)."""
    state.leo_pile = draw(state, rng, LEO_PILE) + [REFILL]
    rng.shuffle(state.leo_pile)


def bid(state: WildCardsState) -> None:
    """Phase 1: Leo's bid is the top card of its pile, unseen until the reveal."""
    state.placed[state.leo] = [state.leo_pile.pop()]
    state.bid_done[state.leo] = True


def refill(state: WildCardsState, rng: Rng, out: list[Event]) -> None:
    """Phase 2: discard Leo's whole pile, then 5 new cards plus the Refill card, shuffled."""
    state.discard.extend(state.leo_pile)
    state.leo_pile = []
    state.placed[state.leo] = []
    new_pile(state, rng)
    out.append(Event(msg("wc-ev-leo-refill", count=LEO_PILE), kind="refill"))


def decline(state: WildCardsState, rng: Rng, out: list[Event]) -> None:
    """Leo finds the display empty. The rulebook is silent; Leo's pile stands for its hand, so
    the bid card and 2 drawn cards are shuffled into the pile (hand limit 10 kept)."""
    cards = state.placed[state.leo]
    state.placed[state.leo] = []
    habitat = sum(1 for c in state.leo_pile if c != REFILL) + len(cards)
    state.leo_pile.extend(cards)
    state.leo_pile.extend(draw(state, rng, max(0, min(DECLINE_DRAW, HAND_LIMIT - habitat))))
    rng.shuffle(state.leo_pile)
    state.declined[state.leo] = True
    out.append(Event(msg("wc-ev-leo-decline", count=DECLINE_DRAW), kind="decline"))
