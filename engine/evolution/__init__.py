"""Evolution (North Star Games family; the German edition of seed 004), 2–5 players."""

from engine.evolution.state import EvolutionState, create
from engine.registry import GameInfo, register

register(GameInfo(
    name="evolution", title="Evolution", min_players=2, max_players=5,
    state_class=EvolutionState, create=create,
    blurb="Grow species, give them traits, feed them at the watering hole — or on each other."))

__all__ = ["EvolutionState", "create"]
