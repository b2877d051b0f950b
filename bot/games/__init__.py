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
from bot.texts import commands_text
from engine.registry import GAMES
from renderers.i18n import tr

__all__ = ["Adapter", "Bidding", "Several", "adapter", "describe_options", "rules_text", "topics"]

ADAPTERS: dict[str, Adapter] = {"wildlife": WildLife(), "wildcards": WildCards(),
                                "evolution": Evolution()}
DEFAULT = Adapter()


def adapter(game: str) -> Adapter:
    return ADAPTERS.get(game, DEFAULT)


def describe_options(table: Table, lang: str | None = None) -> str:
    """The table's options in plain words ("Play with Leo: off · Talisman holder: random"),
    in ``lang`` (default: the table language)."""
    lang = lang or table.lang
    rules = adapter(table.game)
    parts = [f"{tr(lang, f'opt-{table.game}-{o.key}')}: "
             f"{rules.option_value(o, table.options.get(o.key, o.default), lang)}"
             for o in GAMES[table.game].options]
    if table.timer_seconds:
        parts.append(tr(lang, "bot-turn-timer", seconds=int(table.timer_seconds)))
    return " · ".join(parts) or tr(lang, "bot-standard-rules")


def pages(game: str, lang: str) -> dict[str, str]:
    return adapter(game).rules_pages(GAMES[game], lang)


def topics(game: str | None) -> list[str]:
    """The topics of a game (or the games themselves) for autocomplete (topic names are
    the same words in every language: they are the command's values)."""
    if game in GAMES:
        return [*pages(game, "en"), "commands"]
    return ["commands", *sorted(GAMES)]


def rules_text(game: str | None, topic: str | None, lang: str) -> str:
    """The text for ``/game rules`` in ``lang``; unknown topics list the known ones."""
    topic = (topic or "").strip().lower()
    if topic == "commands":
        return commands_text(lang)
    if game is None and topic in GAMES:
        game, topic = topic, ""
    if game not in GAMES:
        return tr(lang, "bot-rules-which", games=", ".join(sorted(GAMES))) + "\n\n" + \
            commands_text(lang)
    book = pages(game, lang)
    if not topic:
        return next(iter(book.values())) + "\n\n" + tr(lang, "bot-rules-topics",
                                                        topics=", ".join(topics(game)))
    if topic not in book:
        return tr(lang, "bot-rules-no-topic", topic=topic, topics=", ".join(topics(game)))
    return book[topic]
