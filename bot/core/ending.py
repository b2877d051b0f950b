"""The end of a game as people see it: the result message with its Rematch button, each
human's own result by DM, and just before the result the game's story (its chart and the
moments that decided it, bot/core/story.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.core.models import Outcome, Post, Table
from bot.core.ratings import line
from bot.core.story import story
from bot.core.texts import breakdown_text, clip, escape, ranking_lines
from engine.core import State
from renderers.i18n import ordinal, tr


def end_posts(table: Table, outcome: Outcome, lang_of: Callable[[int | None], str]
              ) -> list[Post]:
    """The result message with its Rematch button, and each human's own result by DM."""
    result = outcome.result or {}
    ranking = result.get("ranking", [])
    winners = [escape(str(r.get("name", "?"))) for r in ranking if r.get("place") == 1]
    text = [tr(table.lang, "bot-result-head", title=table.title,
               winners=", ".join(winners) or "—", count=len(winners))]
    text += [escape(line) for line in ranking_lines(result, table.lang)]
    if outcome.ratings:
        text.append(tr(table.lang, "bot-ratings", changes=" · ".join(
            f"{escape(table.seats[s].name)} {line(table.lang, change)}"
            for s, change in sorted(outcome.ratings.items()))))
    if table.hints:
        text.append(tr(table.lang, "bot-hints-played"))
    view = dict(outcome.table)
    view.setdefault("result", outcome.result)
    posts = [Post("result", table.channel_id, table.id, table.channel_id, table.game,
                  outcome.version, clip("\n".join(text)),
                  picture={"kind": "result", "view": view}, buttons=["rematch"],
                  lang=table.lang)]
    for row in ranking:
        seat = table.seats[row["seat"]] if 0 <= row.get("seat", -1) < len(table.seats) \
            else None
        if seat is None or seat.user_id is None or seat.left:
            continue
        reader = lang_of(seat.user_id)
        parts = breakdown_text(row.get("breakdown"), reader)
        mine = tr(reader, "bot-your-result", title=table.title,
                  channel=f"<#{table.channel_id}>",
                  place=ordinal(reader, int(row.get("place", 0))), score=row.get("score"),
                  breakdown=f" ({escape(parts)})" if parts else "")
        if seat.index in outcome.ratings:
            mine += " " + tr(reader, "bot-your-rating",
                             change=line(reader, outcome.ratings[seat.index]))
        posts.append(Post(f"end:{seat.index}", seat.user_id, table.id, table.channel_id,
                          table.game, outcome.version, mine, dm=True, lang=reader))
    return posts


def story_post(table: Table, state: State, version: int) -> Post:
    """After the result: the game's story, a chart of each player's score over the game
    and, beside it, the three moments that decided it (bot/core/story.py)."""
    told = story(state, table.lang)
    told["title"] = table.title
    text = "\n".join([tr(table.lang, "story-head")]
                     + [f"• {escape(line)}" for line in told["moments"]])
    return Post("story", table.channel_id, table.id, table.channel_id, table.game,
                version, clip(text), picture={"kind": "story", "view": told},
                lang=table.lang)
