"""After a restart: for each seat that must decide, the game's states since its current
stretch of deciding began, so the planner can tell which of the panels people still hold show
their decision as it is now (``Planner.resume``); and the panels left behind, which the seats'
next posts take the controls off."""

from __future__ import annotations

from bot.core.places import Place
from engine.core import State
from engine.registry import new_game

UNDO_CODE = "undo"  # the log's entry for a move taken back (bot/core/moves.py)


def stretches(state: State, log: list[tuple[int, int, str]], seats: list[int]
              ) -> dict[int, list[State]]:
    """For each of ``seats`` (due now), the game's states (copies, oldest first) since the
    seat's current stretch of deciding began, replayed from the seed and the log's
    ``(version, seat, code)`` rows (an ``undo`` row takes the last move back). Empty when
    the log does not replay to ``state``: nothing is then taken as current that was not."""
    try:
        replay = new_game(state.game, state.players, options=state.options, seed=state.seed)
        moves: list[tuple[int, str]] = []
        out: dict[int, list[State]] = {seat: [] for seat in seats}
        for version, seat, code in [(0, -1, ""), *log]:
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
            acting = [] if replay.is_over() else replay.to_act()
            for s in seats:
                if s not in acting:
                    out[s] = []
                else:
                    out[s].append(replay.copy(history=False))
        if (replay.to_act(), replay.version, replay.rng) != (state.to_act(), state.version,
                                                             state.rng):
            return {}
        return out
    except Exception:  # a log today's rules do not replay: take nothing as current
        return {}


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
