"""WildLife (Wolfgang Kramer, 2002): rules engine. See docs/wildlife.md."""

from __future__ import annotations

from engine.registry import GameInfo, Option, register
from engine.wildlife.state import WildLifeState, create

OPTIONS = (
    Option("unlimited_abilities", "Unlimited abilities", False,
           "Any number of abilities of a kind; everyone starts with one ability card and "
           "9 dealt cards (seed 000 'General Variants')."),
    Option("auction_expand", "Auction expansion", False,
           "A terrain card bought at auction lets the buyer expand where it only migrates."),
    Option("organism_auction", "Organism auction", False,
           "Everyone starts with 12 food and bids for the organism charts; turn order follows "
           "the organisms' ages."),
    Option("rotating_start", "Changing start player", False,
           "Each round is started by the player last on the success track."),
)

register(GameInfo(
    name="wildlife", title="WildLife", min_players=2, max_players=6,
    state_class=WildLifeState, create=create, options=OPTIONS,
    blurb="Evolve your organism, spread over the island, auction actions, score areas and "
          "herds.",
))

__all__ = ["WildLifeState", "create"]
