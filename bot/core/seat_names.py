"""An AI seat's name in its reader's words: "AI 1" of an English table is "KI 1" to a German
reader (docs/i18n.md, "AI seats").

An AI seat is named once, at seating, in the table's language, and from then on that name is
a player name like any other: the engine's players, every event sentence and the stored log
carry it, and replays, history and ratings keep it. So the name is never changed there; what
a person reads in their own language (their DM panels and pictures, the answers to their
commands, their web page) has it swapped for the same seat's name in the reader's words just
before it is shown. The channel reads in the table's language and keeps the stored name.

Only a seat made as an AI seat (no person) whose name is exactly the table's AI name of some
number is renamed; a person's name, even one that looks like "KI 2", never is, and a seat
keeps its stored name should its reader's name collide with another seat's.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import Any

from bot.core.models import Hand, Post, Seat, Table
from bot.core.texts import escape
from engine.core import Action
from words import LANGUAGES, tr

AI_NAME = "bot-ai-seat-name"
_NUMBER = re.compile(r"\d+")


def ai_number(name: str, lang: str) -> int | None:
    """The number ``k`` of an AI seat's ``name`` said in ``lang`` ("AI 3" → 3), or None: the
    name is exactly the catalog's AI seat name of the number it holds."""
    found = _NUMBER.search(name)
    k = int(found.group()) if found else None
    return k if k is not None and tr(lang, AI_NAME, n=k) == name else None


def reader_names(table_lang: str, seats: list[Seat], reader: str) -> dict[str, str]:
    """Stored AI seat name → the same seat's name in ``reader``'s words, for the seats whose
    name differs there (empty when the two languages name AI seats alike)."""
    found: dict[str, str] = {}
    taken = [s.name for s in seats]
    for seat in seats:
        if seat.user_id is not None or taken.count(seat.name) > 1:
            continue  # a person, or a name two seats share (which of them a text means
            #   cannot be told)
        k = ai_number(seat.name, table_lang)
        if k is None:
            continue
        theirs = tr(reader, AI_NAME, n=k)
        if theirs != seat.name and theirs not in taken:
            found[seat.name] = theirs
    return found


def names_for(table: Table, reader: str) -> dict[str, str]:
    """``reader_names`` of a table."""
    return reader_names(table.lang, table.seats, reader)


@functools.lru_cache(maxsize=256)
def _pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Every seat name as a whole word, the longest first (a person's "AI 1 (2)" is found
    whole, never as "AI 1" and a tail)."""
    ordered = sorted(set(names), key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, ordered)) + r")(?!\w)")


def renamed_text(text: str, names: dict[str, str], seats: list[Seat]) -> str:
    """``text`` with each AI seat name of ``names`` said as its reader's; every other seat's
    name (as written, or escaped as messages write it) is read whole and left as it is."""
    if not names or not text:
        return text
    every = tuple(names) + tuple(n for s in seats for n in (s.name, escape(s.name)) if n)
    return _pattern(every).sub(lambda m: names.get(m.group(0), m.group(0)), text)


def renamed(value: Any, names: dict[str, str]) -> Any:
    """A view (plain JSON data) with every string that is exactly an AI seat name of
    ``names`` said as its reader's; the same object when nothing changes (a picture's key is
    worked out once per view object)."""
    if not names:
        return value
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        out = {k: renamed(v, names) for k, v in value.items()}
        return value if all(out[k] is value[k] for k in value) else out
    if isinstance(value, list):
        items = [renamed(v, names) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    return value


def renamed_texts(value: Any, names: dict[str, str], seats: list[Seat]) -> Any:
    """Plain JSON data whose every string is a text (a story's sentences, not a view's
    codes) with the AI seats of ``names`` said as its reader's (``renamed_text``)."""
    if isinstance(value, str):
        return renamed_text(value, names, seats)
    if isinstance(value, dict):
        return {k: renamed_texts(v, names, seats) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed_texts(v, names, seats) for v in value]
    return value


def text_for(table: Table, reader: str, text: str) -> str:
    """A text said in ``reader``'s words about ``table`` (an answer to a command), its AI
    seats named as ``reader`` names them."""
    return renamed_text(text, names_for(table, reader), table.seats)


def view_for(table: Table, reader: str, view: Any) -> Any:
    """A view of ``table`` to be drawn for ``reader``, its AI seats named as they name them."""
    return renamed(view, names_for(table, reader))


def hand_for(table: Table, reader: str, hand: Hand) -> Hand:
    """A seat's hand as ``reader`` is shown it (a confirmation, a chain's paths, a hint):
    its view and its choices' labels with the AI seats named as they name them; the codes,
    which the engine reads, stay."""
    names = names_for(table, reader)
    if not names:
        return hand
    actions = [Action(a.code, renamed(a.label, names), renamed(a.group, names))
               for a in hand.actions]
    return replace(hand, view=renamed(hand.view, names), actions=actions)


def post_for_reader(post: Post, table: Table) -> Post:
    """A post to one person (a DM, an answer) with the AI seats named in its reader's words:
    its text, its choices' labels and its picture's view. The post itself is left alone."""
    names = names_for(table, post.lang)
    if not names:
        return post
    panel = post.panel
    if panel is not None:
        panel = {**panel, "actions": [[code, renamed_text(label, names, table.seats),
                                       renamed_text(group, names, table.seats)
                                       if isinstance(group, str) else group]
                                      for code, label, group in panel["actions"]]}
    picture = post.picture
    if picture is not None:
        picture = {**picture, "view": renamed(picture["view"], names)}
    return replace(post, content=renamed_text(post.content, names, table.seats), panel=panel,
                   picture=picture)


def past_names(seats: list[dict[str, Any]], reader: str) -> dict[str, str]:
    """``reader_names`` of a past game known only by its stored seats (a history line: its
    table's language is not kept with it): a seat without a person whose name is exactly
    some language's AI seat name is that seat, said in ``reader``'s words."""
    kept = [Seat(i, str(s.get("name", "")), s.get("user_id")) for i, s in enumerate(seats)]
    found: dict[str, str] = {}
    for lang in LANGUAGES:
        found.update(reader_names(lang, kept, reader))
    return found
