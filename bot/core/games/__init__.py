"""Per-game adapters of the Discord side, and the ``/game rules`` texts built from them.

``adapter(name)`` gives a game's adapter: the ``ADAPTER`` of the module named after the game
(``bot/core/games/<game>.py``, as ``engine.ai`` finds a game's greedy player), or the defaults
(``bot.core.games.base.Adapter``) for a game that has none. No list of games is kept here: the
generic modules never name a game, and a new title adds its module and nothing else.
"""

from __future__ import annotations

import importlib
import re
from functools import cache

from bot.core.clocks import pace_from_json, pace_words
from bot.core.durations import duration
from bot.core.games.base import Adapter, Bidding, Several
from bot.core.models import Table
from bot.core.texts import commands_text
from engine.registry import GAMES
from words import tr

__all__ = ["Adapter", "Bidding", "Several", "adapter", "describe_options", "rules_text",
           "topic_names", "topics"]

DEFAULT = Adapter()


@cache
def adapter(game: str) -> Adapter:
    """The game's adapter, found by its module name; the defaults for a game without one."""
    if not game.isidentifier() or game == "base":
        return DEFAULT
    try:
        module = importlib.import_module(f"bot.core.games.{game}")
    except ModuleNotFoundError as exc:
        if exc.name == f"bot.core.games.{game}":
            return DEFAULT
        raise
    return getattr(module, "ADAPTER", DEFAULT)


def describe_options(table: Table, lang: str | None = None) -> str:
    """The table's options in plain words ("Play with Leo: off · Talisman holder: random"),
    in ``lang`` (default: the table language)."""
    lang = lang or table.lang
    rules = adapter(table.game)
    parts = [f"{tr(lang, f'opt-{table.game}-{o.key}')}: "
             f"{rules.option_value(o, table.options.get(o.key, o.default), lang)}"
             for o in GAMES[table.game].options]
    if table.timer_seconds:
        parts.append(tr(lang, "bot-turn-timer-for", duration=duration(lang, table.timer_seconds)))
    pace = pace_from_json(table.pace)
    if pace is not None:
        parts.append(pace_words(pace, lang))
    if table.hints:
        parts.append(tr(lang, "bot-hints-mark"))
    return " · ".join(parts) or tr(lang, "bot-standard-rules")


def pages(game: str, lang: str) -> dict[str, str]:
    return adapter(game).rules_pages(GAMES[game], lang)


def topics(game: str | None) -> list[str]:
    """The topics of a game (or the games themselves) for autocomplete (topic names are
    the same words in every language: they are the command's values)."""
    if game in GAMES:
        return [*pages(game, "en"), "commands"]
    return ["commands", *sorted(GAMES)]


def topic_names(game: str | None, lang: str) -> dict[str, str]:
    """Each topic's name in ``lang`` (its value stays the English word): a page's own bold
    heading ("**Veilingen**: …"), the overview and the commands by the catalog."""
    names = {topic: tr(lang, f"rules-topic-{topic}") for topic in ("overview", "commands")}
    if game not in GAMES:
        return {topic: names.get(topic, GAMES[topic].title if topic in GAMES else topic)
                for topic in topics(game)}
    book = pages(game, lang)
    heading = {topic: m[1] for topic, text in book.items()
               if (m := re.match(r"\*\*([^*]{1,40})\*\*", text)) and topic != "overview"}
    return {topic: heading.get(topic) or names.get(topic, topic) for topic in topics(game)}


def rules_text(game: str | None, topic: str | None, lang: str) -> str:
    """The text for ``/game rules`` in ``lang`` (a topic by its value or by its name in
    ``lang``); unknown topics list the known ones, named in ``lang``."""
    topic = (topic or "").strip().lower()
    named = {name.lower(): code for code, name in topic_names(game if game in GAMES else None,
                                                              lang).items()}
    topic = named.get(topic, topic)
    if topic == "commands":
        return commands_text(lang)
    if game is None and topic in GAMES:
        game, topic = topic, ""
    if game not in GAMES:
        return tr(lang, "bot-rules-which", games=", ".join(sorted(GAMES))) + "\n\n" + \
            commands_text(lang)
    book = pages(game, lang)
    listed = ", ".join(topic_names(game, lang).values())
    if not topic:
        return next(iter(book.values())) + "\n\n" + tr(lang, "bot-rules-topics",
                                                        topics=listed)
    if topic not in book:
        return tr(lang, "bot-rules-no-topic", topic=topic, topics=listed)
    return book[topic]
