"""Secrets stay secret, for every title (docs/engine.md, "The engine contract":
hidden information is never in a view it does not belong to).

The yardstick is ``redeal(seat, seed)``, a copy with everything hidden from ``seat`` drawn
afresh. It must keep nothing of the others' secrets (no log, no private events of other
seats), depend only on what the seat knows, and leave the seat's view unchanged; then a view
that equals its redeal's view shows nothing hidden from its viewer. Undo is held to the same
yardstick: a move that can be taken back must show nobody anything hidden.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given

import engine
from engine.core import HISTORY, Event, Rng, State, visible
from tests.support.walk import PER_TABLE, SEEDS, Config, checkpoints, random_walk, without
from words import say


def hidden_part(state: State) -> dict[str, Any]:
    """The state without history and generator: what a redeal may change."""
    return {k: v for k, v in state.__dict__.items() if k not in (*HISTORY, "rng")}


@PER_TABLE
@given(seed=SEEDS)
def test_redeals_and_views_keep_the_others_secrets(config: Config, seed: int) -> None:
    """One random game checked for both (they walked the same kind of game apart).

    The redeal: it has no log and only the events its seat may see; the seat's view is the
    same; two states the seat cannot tell apart redeal to the same copy; it re-draws
    something at least once in a game; it plays to the end like any game.

    The views: each seat's view and the spectator's view are plain JSON and do not change
    when everything hidden from the viewer is re-drawn (for the spectator: from any seat)."""
    state = config.new(seed)
    rng = Rng(seed)
    redrawn = False
    play_from = rng.below(30)
    for step, _ in enumerate(checkpoints(state, seed)):
        public = state.view(None)
        json.dumps(public)
        for seat in range(len(state.players)):
            copy = state.redeal(seat, rng.below(1 << 30))
            assert copy.log == [], "a redeal keeps no log"
            assert all(visible(e["to"], seat) for e in copy.events), \
                "a redeal keeps only the events its seat may see"
            mine = state.view(seat)
            json.dumps(mine)
            assert copy.view(seat) == mine, "a redeal leaves its seat's view alone"
            assert copy.view(None) == public, "a redeal leaves the spectator's view alone"
            assert copy.redeal(seat, 5).to_json() == state.redeal(seat, 5).to_json(), \
                "states a seat cannot tell apart redeal to the same copy"
            redrawn = redrawn or hidden_part(copy) != hidden_part(state)
            if step == play_from and not copy.is_over():
                for _ in random_walk(copy, seed):
                    pass
    assert redrawn, "a redeal re-draws the hidden cards"


def seen_by(state: State, events: list[Event], viewer: int) -> tuple[Any, list[str]]:
    """What ``viewer`` sees after a move: its view (recent events aside) and the move's
    ``events`` it may see."""
    return (without(state.view(viewer), "events"),
            [say("en", e.msg) for e in events if e.visible_to(viewer)])


def apply_seen_by(state: State, seat: int, code: str, viewer: int) -> tuple[Any, list[str]]:
    """Apply a move; what ``viewer`` sees afterwards."""
    return seen_by(state, state.apply(seat, code), viewer)


@PER_TABLE
@given(seed=SEEDS)
def test_undo_reveals_nothing(config: Config, seed: int) -> None:
    """For a move that ``can_undo`` allows: only its mover may take it back; ``engine.undo``
    gives back the exact state before it (a newer version); and no seat learned anything
    hidden from the move: in every world the seat cannot tell from the real one (its
    redeals) in which the move is possible, the seat sees the same after it."""
    state = config.new(seed)
    rng = Rng(seed)
    undoable = exact = 0
    for seat, legal in checkpoints(state, seed):
        if not legal:
            break
        move = legal[rng.below(len(legal))].code
        after = state.copy()
        events = after.apply(seat, move)
        if not after.can_undo(seat):
            continue
        undoable += 1
        assert not any(after.can_undo(o) for o in range(len(state.players)) if o != seat)
        if exact < 3:  # an undo replays the whole game: a few per game suffice
            exact += 1
            back = engine.undo(after, seat)
            assert back.version == after.version + 1
            assert without(back.__dict__, "version") == without(state.__dict__, "version")
        for viewer in range(len(state.players)):
            seen = seen_by(after, events, viewer)  # the real world, the move applied once
            for _ in range(2):
                world = state.redeal(viewer, rng.below(1 << 30))
                if move in {a.code for a in world.legal_actions(seat)}:
                    assert apply_seen_by(world, seat, move, viewer) == seen, (move, viewer)
    assert undoable, "every title has moves that can be taken back (a seed, a bid, a card)"
