"""The renderers take only a view, so a picture cannot show what the view does not hold
(issue 5; ARCHITECTURE.md "The renderers"): same view, same picture; hidden information that
the view leaves out cannot change it; the view is not modified."""

from __future__ import annotations

import copy
import inspect
import json

import pytest

import engine
import renderers
from engine.players import RandomPlayer

GAMES = ["wildlife", "wildcards", "evolution"]
PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 3}


def test_the_three_functions_take_only_game_and_view() -> None:
    for render in (renderers.render_table, renderers.render_hand, renderers.render_result):
        assert list(inspect.signature(render).parameters) == ["game", "view"]


@pytest.mark.parametrize("game", GAMES)
def test_hidden_information_cannot_change_a_picture(game: str) -> None:
    """A copy of the game whose hidden parts (other hands, deck order, face-down bids) are
    re-drawn by ``redeal`` gives the same table picture, and the same hand picture for the
    seat it was redealt for, although other seats' hands differ."""
    state = _mid_game(game)
    seat = state.to_act()[0]
    other = (seat + 1) % len(state.players)
    twin = next(t for t in (state.redeal(seat, s) for s in range(1, 40))
                if t.view(other) != state.view(other))
    assert renderers.render_table(game, twin.view(None)) == \
        renderers.render_table(game, state.view(None))
    assert renderers.render_hand(game, twin.view(seat)) == \
        renderers.render_hand(game, state.view(seat))
    assert renderers.render_hand(game, twin.view(other)) != \
        renderers.render_hand(game, state.view(other))


@pytest.mark.parametrize("game", GAMES)
def test_pictures_are_pure_functions_of_plain_data(game: str) -> None:
    """The view as JSON text and back gives the same bytes, and rendering leaves it as it was."""
    state = _mid_game(game)
    for view, render in ((state.view(None), renderers.render_table),
                         (state.view(0), renderers.render_hand)):
        before = copy.deepcopy(view)
        first = render(game, view)
        assert view == before
        assert render(game, json.loads(json.dumps(view))) == first


def _mid_game(game: str, steps: int = 120) -> engine.State:
    """A random game ``steps`` decisions in (WildLife is still seeding then, hence more)."""
    players = PLAYERS[game]
    state = engine.new_game(game, [f"P{i}" for i in range(players)], seed=5)
    ai = RandomPlayer(5)
    for _ in range(steps * (4 if game == "wildlife" else 1)):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, ai.choose(state, seat))
    return state
