"""The rules of the three games behind one contract (docs/engine.md, "The engine contract").

Importing a game's package registers it in ``GAMES``.
"""

import engine.evolution
import engine.wildcards
import engine.wildlife  # noqa: F401
from engine.core import Action, Event, IllegalAction, Rng, State, parse_code
from engine.registry import (
    GAMES,
    GameInfo,
    Option,
    check_options,
    from_json,
    new_game,
    register,
    replay,
    undo,
)

__all__ = ["GAMES", "Action", "Event", "GameInfo", "IllegalAction", "Option", "Rng", "State",
           "check_options", "from_json", "new_game", "parse_code", "register", "replay",
           "undo"]
