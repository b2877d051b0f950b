"""After a restart: for each seat that must decide, the game's states since its current
stretch of deciding began, so the planner can tell which of the panels people still hold show
their decision as it is now (``Planner.resume``); and the panels left behind, which the seats'
next posts take the controls off."""

from __future__ import annotations

from collections.abc import Iterator

from bot.core.places import Place
from engine.core import State
from engine.registry import new_game

UNDO_CODE = "undo"  # the log's entry for a move taken back (bot/core/moves.py)


def stretches(state: State, log: list[tuple[int, int, str]], seats: list[int]
              ) -> dict[int, list[State]]:
    """For each of ``seats`` (due now), the game's states (copies, oldest first; the newest
    is ``state`` itself) since the seat's current stretch of deciding began, replayed from
    the seed and the log's ``(version, seat, code)`` rows (an ``undo`` row takes the last
    move back). Empty when the log does not replay to ``state``: nothing is then taken as
    current that was not.

    A start does this for every open game, so it copies only what it returns: a first pass
    finds where each stretch began and checks the replay; only a stretch of more than the
    newest state needs a second pass that copies its states (a game just started needs no
    replay at all)."""
    if not log and state.version == 0:
        return {seat: [state] for seat in seats}
    try:
        begun: dict[int, int | None] = {seat: None for seat in seats}
        last = -1
        for step, replay in _replayed(state, log):
            acting = [] if replay.is_over() else replay.to_act()
            for seat in seats:
                if seat not in acting:
                    begun[seat] = None
                elif begun[seat] is None:
                    begun[seat] = step
            last = step
        if (replay.to_act(), replay.version, replay.rng) != (state.to_act(), state.version,
                                                             state.rng):
            return {}
        out: dict[int, list[State]] = {seat: [] if begun[seat] is None else [state]
                                       for seat in seats}
        first = min((b for b in begun.values() if b is not None and b < last), default=None)
        if first is not None:
            copies = [replay.copy(history=False) for step, replay in _replayed(state, log)
                      if first <= step < last]
            for seat, began in begun.items():
                if began is not None and began < last:
                    out[seat] = copies[began - first:] + [state]
        return out
    except Exception:  # a log today's rules do not replay: take nothing as current
        return {}


def _replayed(state: State, log: list[tuple[int, int, str]]) -> Iterator[tuple[int, State]]:
    """The game replayed from its seed: (step, the replay) after each log row, step 0 being
    the start (one object, changed in place: a caller copies what it keeps)."""
    replay = new_game(state.game, state.players, options=state.options, seed=state.seed)
    moves: list[tuple[int, str]] = []
    for step, (version, seat, code) in enumerate([(0, -1, ""), *log]):
        if code == UNDO_CODE:
            moves.pop()
            replay = new_game(state.game, state.players, options=state.options,
                              seed=state.seed)
            for s, c in moves:
                replay.apply(s, c)
        elif code:
            replay.apply(seat, code)
            moves.append((seat, code))
        replay.version = version
        yield step, replay


def last_panels(messages: dict[str, int]) -> dict[int, str]:
    """Each seat's newest panel message the game remembers (``Table.messages``), as the
    chapter its place names: where a folded decision goes after a restart."""
    newest: dict[int, tuple[int, str]] = {}
    for place, message_id in messages.items():
        where = Place.parse(place)
        if where.is_panel and where.seat is not None and where.chapter is not None and (
                where.seat not in newest or message_id > newest[where.seat][0]):
            newest[where.seat] = (message_id, where.chapter)
    return {seat: chapter for seat, (_, chapter) in newest.items()}


def left_behind(messages: dict[str, int], live: dict[int, str]) -> dict[int, dict[str, str]]:
    """Each seat's panel the game remembers (``Table.messages``: its last one) that is not its
    live decision (``live``: seat -> chapter), as ``Post.retire`` takes it: it may still show
    controls (an answered panel's Undo, an earlier chapter's panel) and loses them with the
    seat's next post, its words kept (they say what was done)."""
    left = {}
    for place in messages:
        where = Place.parse(place)
        if where.is_panel and where.seat is not None and live.get(where.seat) != where.chapter:
            left[where.seat] = {"place": place}
    return left
