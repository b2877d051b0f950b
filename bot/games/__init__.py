"""Per-game adapters of the Discord side, and the ``/game rules`` texts built from them.

``adapter(name)`` gives a game's adapter, or the defaults (``bot.games.base.Adapter``) for a
game that has none: the generic modules never name a game.
"""

from __future__ import annotations

from bot.games.base import Adapter, Bidding, Several
from bot.games.evolution import Evolution
from bot.games.wildcards import WildCards
from bot.games.wildlife import WildLife
from bot.models import Table
from bot.texts import COMMANDS
from engine.registry import GAMES

__all__ = ["Adapter", "Bidding", "Several", "adapter", "describe_options", "rules_text", "topics"]

ADAPTERS: dict[str, Adapter] = {"wildlife": WildLife(), "wildcards": WildCards(),
                                "evolution": Evolution()}
DEFAULT = Adapter()


def adapter(game: str) -> Adapter:
    return ADAPTERS.get(game, DEFAULT)


def describe_options(table: Table) -> str:
    """The table's options in plain words ("Play with Leo: off · Talisman holder: random")."""
    rules = adapter(table.game)
    parts = [f"{o.label}: {rules.option_value(o, table.options.get(o.key, o.default))}"
             for o in GAMES[table.game].options]
    if table.timer_seconds:
        parts.append(f"turn timer {int(table.timer_seconds)} s")
    return " · ".join(parts) or "standard rules"


def pages(game: str) -> dict[str, str]:
    return adapter(game).rules_pages(GAMES[game])


def topics(game: str | None) -> list[str]:
    """The topics of a game (or the games themselves) for autocomplete."""
    if game in GAMES:
        return [*pages(game), "commands"]
    return ["commands", *sorted(GAMES)]


def rules_text(game: str | None, topic: str | None) -> str:
    """The text for ``/game rules``; unknown topics list the known ones."""
    topic = (topic or "").strip().lower()
    if topic == "commands":
        return COMMANDS
    if game is None and topic in GAMES:
        game, topic = topic, ""
    if game not in GAMES:
        return ("Which game? " + ", ".join(sorted(GAMES)) + ". Try `/game rules "
                "game:wildcards`.\n\n" + COMMANDS)
    book = pages(game)
    if not topic:
        return next(iter(book.values())) + "\n\nTopics: " + ", ".join(topics(game))
    if topic not in book:
        return f"No topic '{topic}'. Topics: {', '.join(topics(game))}."
    return book[topic]
