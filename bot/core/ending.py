"""How a chapter and a game end as people see them: the words of a chapter's live table
message (each chapter's message starts with its own chapter, and the move that ends one is
told in the message it ends; a long chapter is summarised, not cut), the result message with
its Rematch button, each human's own result by DM, and just before the result the game's
story (its chart and the moments that decided it, bot/core/story.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from bot.core.models import Outcome, Post, Table
from bot.core.places import Place
from bot.core.ratings import Change, line
from bot.core.story import disc_number, story
from bot.core.texts import breakdown_text, clip, escape, ranking_lines
from engine.core import Msg, State, event_msg
from words import ordinal, say, tr

STORY_LINES = 12  # a chapter's message tells this many lines; a longer story is summarised
RECENT = 4        # ... into its summary and its latest lines
#: event kinds that begin a chapter ("It is bob's turn", "Round 2: place your bids", "Eating
#: begins", the bids revealed): what comes before them in a move belongs to the chapter it ends
OPENING = ("turn", "round", "phase", "reveal")
#: one line of a chapter's story: the event's kind, its message, its words
Line = tuple[str, Msg | None, str]


def story_lines(lang: str, events: Iterable[Any], prefix: Msg | str = "") -> list[Line]:
    """A change's public events (``Event``s, or a view's event dicts) as lines of the story,
    after ``prefix`` (the channel's "Time is up for X")."""
    out: list[Line] = [("note", None, say(lang, prefix))] if prefix else []
    for event in events:
        kind, message = ((event.get("kind") or "", event_msg(event)) if isinstance(event, dict)
                         else (event.kind or "", event.msg))
        if text := say(lang, message):
            out.append((kind, message, escape(text)))
    return out


def split_chapter(lines: list[Line]) -> tuple[list[Line], list[Line]]:
    """The lines of a move that began a new chapter: those that end the old one, and those
    of the new one (from the first event that opens a chapter)."""
    at = next((i for i, (kind, _, _) in enumerate(lines) if kind in OPENING), len(lines))
    return lines[:at], lines[at:]


def chapter_text(summarise: Callable[[list[tuple[str, Msg]], str], list[str]],
                 lines: list[Line], lang: str) -> list[str]:
    """The story of a chapter as its message tells it: whole when short; else the game's
    summary of all but the latest lines (who ate how much, attacks and extinctions named),
    or the count of the earlier lines, then the latest ones."""
    texts = [text for _, _, text in lines]
    if len(texts) <= STORY_LINES:
        return texts
    summary = summarise([(kind, m) for kind, m, _ in lines[:-RECENT] if m is not None], lang)
    if summary:
        return [*summary[:STORY_LINES - RECENT], *texts[-RECENT:]]
    return [tr(lang, "bot-story-earlier", count=len(texts) - STORY_LINES + 1),
            *texts[-(STORY_LINES - 1):]]


def closing_post(last: Post | None, text: list[str], version: int) -> list[Post]:
    """The chapter's message told to its end (the move that ended it): its controls gone
    (only the live message has any), no longer asking anyone to act, and its picture taken
    off, since the picture showed the chapter while it was live ("waiting for bob") and the
    words now say how it ended; nothing when the message is not known (after a restart)."""
    if last is None:
        return []
    head = last.content.split("\n", 1)[0]
    return [replace(last, content=clip("\n".join([head, *text])), ping=[], version=version,
                    buttons=[], retire=None, picture=None)]


def rating_line(lang: str, change: Change) -> str:
    """"-12 → 988", marked "(abandoned)" when the person left or let the turn timer play
    (docs/history.md): their place was not the one the AI reached."""
    said = line(lang, change)
    return f"{said} {tr(lang, 'bot-abandoned-mark')}" if change.abandoned else said


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
            f"{escape(table.seats[s].name)} {rating_line(table.lang, change)}"
            for s, change in sorted(outcome.ratings.items()))))
    if table.hints:
        text.append(tr(table.lang, "bot-hints-played"))
    view = dict(outcome.table)
    view.setdefault("result", outcome.result)
    posts = [Post("result", table.channel_id, table.id, table.channel_id, table.game,
                  outcome.version, clip("\n".join(text)),
                  picture={"kind": "result", "view": view}, buttons=["rematch", "review"],
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
                             change=rating_line(reader, outcome.ratings[seat.index]))
        posts.append(Post(str(Place.end(seat.index)), seat.user_id, table.id, table.channel_id,
                          table.game, outcome.version, mine, dm=True, lang=reader))
    return posts


def story_post(table: Table, state: State, version: int,
               told: dict[str, Any] | None = None) -> Post:
    """After the result: the game's story, a chart of each player's score over the game
    and, beside it, the three moments that decided it (bot/core/story.py); ``told``, that
    story when already worked out (off the event loop)."""
    told = dict(story(state, table.lang) if told is None else told)
    told["title"] = table.title
    text = "\n".join([tr(table.lang, "story-head")]
                     + [f"• {disc_number(n)} {escape(line)}"
                        for n, line in enumerate(told["moments"], 1)])
    return Post("story", table.channel_id, table.id, table.channel_id, table.game,
                version, clip(text), picture={"kind": "story", "view": told},
                lang=table.lang)
