"""Wild Cards (Ferdinand Schnitzler): secret bids for animals, leaders and Leo."""

from __future__ import annotations

from typing import Any

from engine.registry import GameInfo, Option, register
from engine.wildcards.data import GAME, TITLE
from engine.wildcards.rounds import setup
from engine.wildcards.state import WildCardsState


def create(players: list[str], options: dict[str, Any], seed: int) -> WildCardsState:
    state = WildCardsState.__new__(WildCardsState)
    setup(state, players, options, seed)
    return state


#: The labels and helps are English for the code's reader; people read the catalogs'
#: ``opt-wildcards-<key>`` and ``opt-wildcards-<key>-help`` (words/locales/*/wildcards.ftl),
#: and ``wc-blurb`` for the blurb.
OPTIONS = (
    Option("leo", "Play with Leo", False,
           "Add the virtual player Leo to a game of 3 or 4 players (2 players always have Leo)."),
    Option("talisman_seat", "Talisman holder", -1,
           "The seat (0 = first) that starts with the Talisman; -1 draws one at random.",
           choices=(-1, 0, 1, 2, 3, 4)),
)

register(GameInfo(
    name=GAME,
    title=TITLE,
    min_players=2,
    max_players=5,
    state_class=WildCardsState,
    create=create,
    options=OPTIONS,
    blurb="Bid a card in secret; the highest bids pick animals from the display. "
          "Collect the most of a species to lead it.",
))

__all__ = ["WildCardsState", "create"]
