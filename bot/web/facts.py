"""What a web page shows of a table: plain data gathered from the core, in the reader's words.

The public facts come from the table's public view (``State.view(None)``), exactly what the
channel's picture is drawn from; a seat's facts add that seat's own view and its legal
choices, only for a page opened with that seat's signed link. A table this process does not
hold (another process owns it, or the game is over) is read from the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import renderers
from bot.core.durations import duration, long_duration
from bot.core.games import adapter
from bot.core.models import PLAYING, Table
from bot.core.seat_names import hand_for, names_for, text_for, view_for
from bot.core.tables import OpenGame, Tables
from bot.core.texts import ranking_lines
from bot.core.timers import TimerBook
from bot.store import Store
from engine.core import event_msg
from engine.registry import from_json
from words import say, tr

#: how many of the last public events the page lists
LOG_LINES = 12
#: the separator of a chain of decisions made in one go (as a Discord control's code)
CHAIN = "|"


@dataclass(frozen=True)
class SeatLine:
    """One seat as the page lists it."""

    name: str
    ai: str | None          # the AI's level in words, for an AI seat
    deciding: bool
    left: bool
    time_left: str | None   # "4 minutes", while this seat's turn timer runs


@dataclass(frozen=True)
class Choice:
    """One legal choice of the seat: the code a click sends, its words, its group."""

    code: str
    label: str
    group: str = ""


@dataclass(frozen=True)
class Pick:
    """A decision of several of the same step: exactly ``count`` of ``options``."""

    verb: str
    count: int
    options: list[tuple[str, str]]


@dataclass
class HandFacts:
    """A seat's own page: its name, its hand in words, and exactly its legal choices."""

    seat: int
    name: str
    description: str
    must_act: bool
    choices: list[Choice] = field(default_factory=list)
    bids: list[int] = field(default_factory=list)
    pick: Pick | None = None


@dataclass
class Facts:
    """A table's page: everything it shows, already in the reader's language."""

    table_id: int
    game: str
    title: str
    lang: str
    version: int
    stage: str               # "lobby", "playing" or "over"
    seats: list[SeatLine]
    status: str
    whose: str
    scores: list[str]
    description: str
    log: list[str]
    ranking: list[str]
    view: dict[str, Any] | None = None
    board: str = ""          # the board as SVG, for a game that draws one
    hand: HandFacts | None = None


async def open_game(tables: Tables, store: Store, table_id: int) -> OpenGame | None:
    """The game with this id: from memory when this process holds it, else from the store
    (another process's table, or a finished game)."""
    for game in tables.open.values():
        if game.table.id == table_id:
            return game
    row = await store.game(table_id)
    if row is None:
        return None
    game = OpenGame.from_row(row)
    if game.state is None and row.state:
        game.state = from_json(row.state)
    return game


def version_of(tables: Tables, table_id: int) -> int | None:
    """The committed version of a table this process holds (cheap: the page's live check).
    The table's, not the state's: a move is applied to the state before its commit ends, and
    a page must not be told of a move the store may yet refuse."""
    for game in tables.open.values():
        if game.table.id == table_id:
            return game.table.version
    return None


async def gather(game: OpenGame, tables: Tables, timers: TimerBook, store: Store, lang: str,
                 now: float, seat: int | None = None) -> Facts:
    """The page's facts of ``game`` in ``lang``; with ``seat``, that seat's own part too."""
    table, state = game.table, game.state
    over = state is not None and state.is_over()
    to_act = [] if state is None or over else state.to_act()
    view = None if state is None else view_for(table, lang, state.view(None))
    rules = adapter(table.game)
    clocks = _clocks(timers, game, now, lang)
    names = names_for(table, lang)  # the AI seats in the reader's words
    seats = [SeatLine(names.get(s.name, s.name),
                      tr(lang, "ai-level", level=str(s.ai)) if s.ai else None,
                      s.index in to_act, s.left, clocks.get(s.index))
             for s in table.seats]
    facts = Facts(
        table_id=table.id, game=table.game, title=table.title, lang=lang,
        version=state.version if state is not None else table.version,
        stage="over" if over else ("playing" if table.status == PLAYING else "lobby"),
        seats=seats, status=say(lang, view["status"]) if view and view.get("status") else "",
        whose=text_for(table, lang, _whose(table, to_act, over, lang)),
        scores=rules.scores(view, lang) if view and not over else [],
        description=_describe("table", table.game, view, lang) if view else "",
        log=[text_for(table, lang, line) for line in await _log(store, table.id, lang)],
        ranking=[text_for(table, lang, line) for line in _ranking(state, lang)] if over else [],
        view=view, board=(renderers.render_board_svg(table.game, view, lang) or "") if view
        else "")
    if seat is not None and state is not None:
        facts.hand = _hand(game, tables, seat, lang)
    return facts


def _clocks(timers: TimerBook, game: OpenGame, now: float, lang: str) -> dict[int, str]:
    """Each seat's time in words: a correspondence seat's clock (and its holiday), else the
    running turn timer's deadline."""
    found = {seat: tr(lang, "web-away-until", time=long_duration(lang, spare),
                      until=_date(until)) if until else long_duration(lang, spare)
             for seat, spare, until in timers.clocks_of(game)}
    for seat in game.table.seats:
        due = timers.deadline(game.table.id, seat.index)
        if seat.index not in found and due is not None:
            found[seat.index] = duration(lang, max(0.0, due - now))
    return found


def _date(when: float) -> str:
    return datetime.fromtimestamp(when, tz=UTC).strftime("%Y-%m-%d %H:%M UTC")


def _whose(table: Table, to_act: list[int], over: bool, lang: str) -> str:
    if over:
        return tr(lang, "bot-whose-over")
    if not to_act:
        return tr(lang, "bot-whose-nothing")
    return tr(lang, "bot-whose-waiting", names=[table.seats[s].name for s in to_act])


def _describe(kind: str, game: str, view: dict[str, Any], lang: str) -> str:
    """The picture's description in words, whole (the alt text's own hook, not cut to
    Discord's 1,024 characters: a page has room)."""
    hook = getattr(renderers.renderer(game), "describe", None)
    return "" if hook is None else str(hook(kind, view, lang))


async def _log(store: Store, table_id: int, lang: str) -> list[str]:
    lines = []
    for row in await store.actions(table_id, last=LOG_LINES):
        lines += [say(lang, event_msg(event)) for event in row.events if event.get("to") is None]
    return [line for line in lines if line][-LOG_LINES:]


def _ranking(state: Any, lang: str) -> list[str]:
    return ranking_lines(state.result(), lang)


def _hand(game: OpenGame, tables: Tables, seat: int, lang: str) -> HandFacts:
    hand = hand_for(game.table, lang, Tables.hand_of(game, seat))
    rules = adapter(hand.game)
    view = rules.picture_view(hand.view, hand.actions)
    facts = HandFacts(seat, game.table.seats[seat].name, _describe("hand", hand.game, view, lang),
                      hand.must_act)
    if not hand.must_act:
        return facts
    bidding = rules.bidding(hand.view, hand.actions)
    if bidding is not None:
        facts.bids = list(bidding.amounts)
    several = rules.several(hand.view, hand.actions, lang)
    if several is not None:
        facts.pick = Pick(several.verb, several.count, list(several.options))
    for action in hand.actions:
        code = action.code
        if bidding is not None and code.startswith("bid:"):
            continue   # one form for every legal amount
        if rules.opens_chain(code) and game.table.channel_id in tables.open:
            for codes, labels in tables.paths(game.table.channel_id, seat, code,
                                              rules.steps_back):
                said = [text_for(game.table, lang, say(lang, label)) or c
                        for label, c in zip(labels, codes, strict=False)]
                facts.choices.append(Choice(CHAIN.join(codes), " → ".join(said[1:]) or said[0],
                                            said[0]))
            continue
        facts.choices.append(Choice(code, say(lang, action.label) or code,
                                    say(lang, action.group) if action.group else ""))
    return facts
