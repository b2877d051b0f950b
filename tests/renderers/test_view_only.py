"""The renderers take only a view, so a picture cannot show what the view does not hold
(docs/renderers.md): same view, same picture; hidden information that
the view leaves out cannot change it; the view is not modified."""

from __future__ import annotations

import copy
import inspect
import json

import pytest

import engine
import renderers
from engine.players import RandomPlayer

GAMES = [g for g in sorted(engine.GAMES) if renderers.renderer(g)]  # every title drawn
PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 3}


def test_the_three_functions_take_only_game_view_and_language() -> None:
    for render in (renderers.render_table, renderers.render_hand, renderers.render_result):
        assert list(inspect.signature(render).parameters) == ["game", "view", "lang"]


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


def _first(game: str, players: int, found) -> engine.State:
    """The first position of a random game where ``found(state)`` holds."""
    state = engine.new_game(game, [f"P{i}" for i in range(players)], seed=9)
    ai = RandomPlayer(9)
    while not found(state):
        seat = state.to_act()[0]
        state.apply(seat, ai.choose(state, seat))
    return state


def test_wild_cards_table_never_shows_a_face_down_bid() -> None:
    """Bids show after the reveal (who has bid is the channel's text, never the value):
    another face-down card in a placed bid gives the same table picture. Its owner's hand
    picture draws the cards held, not the bid (the owner's DM text says it)."""
    state = _first("wildcards", 3, lambda s: s.phase == "bid" and any(s.bid_done)
                   and s.placed[[i for i, d in enumerate(s.bid_done) if d][0]] != ["F1"])
    bidder = [i for i, done in enumerate(state.bid_done) if done][0]
    twin = state.copy()
    twin.placed[bidder] = ["F1"]
    assert renderers.render_table("wildcards", twin.view(None)) == \
        renderers.render_table("wildcards", state.view(None))
    assert renderers.render_hand("wildcards", twin.view(bidder)) == \
        renderers.render_hand("wildcards", state.view(bidder))
    assert twin.view(bidder)["my_bid"] != state.view(bidder)["my_bid"]


def test_evolution_food_cards_stay_face_down_until_the_reveal() -> None:
    """Seed 004, food cards are chosen face down: another chosen card, same table picture."""
    state = _first("evolution", 3, lambda s: s.phase == "food"
                   and any(c is not None for c in s.food_cards) and s.round > 1)
    chooser = [i for i, c in enumerate(state.food_cards) if c is not None][0]
    twin = state.copy()
    twin.food_cards[chooser] = (state.food_cards[chooser] + 1) % 110
    assert renderers.render_table("evolution", twin.view(None)) == \
        renderers.render_table("evolution", state.view(None))
