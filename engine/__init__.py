"""The rules of the three games behind one contract (ARCHITECTURE.md, "The engine contract")."""

from engine.core import Action, Event, IllegalAction, Rng, State
from engine.registry import GAMES, GameInfo, Option, from_json, new_game, register, replay

__all__ = ["GAMES", "Action", "Event", "GameInfo", "IllegalAction", "Option", "Rng", "State",
           "from_json", "new_game", "register", "replay"]

# Each game registers itself on import; a game whose package is missing is simply not listed.
for _name in ("wildlife", "wildcards", "evolution"):
    try:
        __import__(f"engine.{_name}")
    except ModuleNotFoundError as exc:  # pragma: no cover - only while a game is being built
        if exc.name != f"engine.{_name}":
            raise
