"""``renderers.picture_key(kind, game, view)`` (docs/renderers.md, "picture_key") keys the bot's
picture cache on what a picture draws, so it hits although every action raises the view's version.
Equal keys must mean byte-identical pictures (random positions, hypothesis); what no picture draws
(version, events) leaves the key alone; what a picture draws changes it."""

from __future__ import annotations

import copy
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import renderers
from engine.players import RandomPlayer

GAMES = [g for g in sorted(engine.GAMES) if renderers.renderer(g)]  # every title drawn
RENDER = {"table": renderers.render_table, "hand": renderers.render_hand}


@cache
def _views(game: str, seed: int, steps: int = 300) -> list[tuple[dict, dict]]:
    """(spectator view, view of the seat to act) at every step of the first ``steps`` of one
    random 3-player game (a WildLife game has some 1,900: most of the test's time went to
    making them)."""
    state = engine.new_game(game, [f"P{i}" for i in range(3)], seed=seed)
    ai = RandomPlayer(seed)
    out = []
    while not state.is_over() and len(out) < steps:
        seat = state.to_act()[0]
        out.append((state.view(None), state.view(seat)))
        state.apply(seat, ai.choose(state, seat))
    return out


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_equal_keys_mean_equal_pictures(game: str, seed: int) -> None:
    """In a random game, views of different moments that share a key (most often a hand
    that did not change while others played) render to the same bytes."""
    views = _views(game, seed)
    checked = 0
    for kind, index in (("hand", 1), ("table", 0)):
        first: dict[str, dict] = {}
        pairs = 0  # three pairs of each kind a game: a WildLife table takes a tenth of a second
        for pair in views:
            view = pair[index]
            key = renderers.picture_key(kind, game, view)
            if key in first and first[key]["version"] != view["version"] and pairs < 3:
                assert RENDER[kind](game, view) == RENDER[kind](game, first[key]), key
                pairs += 1
            first.setdefault(key, view)
        checked += pairs
    assert checked > 0, "no two moments shared a picture"


@pytest.mark.parametrize("game", GAMES)
def test_version_and_events_leave_the_key_alone(game: str) -> None:
    table, hand = _views(game, 3, 41)[40]
    for kind, view in (("table", table), ("hand", hand)):
        later = {**copy.deepcopy(view), "version": view["version"] + 7,
                 "events": ["something else happened"] * 3}
        if game == "wildcards":  # its table shows the last move: the latest event
            later["events"] = ["earlier news", *view["events"][-1:]]
        assert renderers.picture_key(kind, game, later) == renderers.picture_key(kind, game, view)


@pytest.mark.parametrize("game", GAMES)
def test_what_is_drawn_changes_the_key(game: str) -> None:
    table, hand = _views(game, 3, 41)[40]
    renamed = {**copy.deepcopy(table), "players": ["Zed", *table["players"][1:]]}
    assert renderers.picture_key("table", game, renamed) != \
        renderers.picture_key("table", game, table)
    assert renderers.picture_key("hand", game, hand) != \
        renderers.picture_key("table", game, table)
    fewer = {**copy.deepcopy(hand), "hand": hand["hand"][1:]}
    assert renderers.picture_key("hand", game, fewer) != renderers.picture_key("hand", game, hand)


def test_result_and_scoring_keys(positions_of) -> None:
    state, _ = positions_of("wildlife", 4, ())
    final = state.view(None)
    assert renderers.picture_key("result", "wildlife", final) == \
        renderers.picture_key("result", "wildlife", state.result())
    assert renderers.picture_key("scoring", "wildlife", {**final, "version": 1}) == \
        renderers.picture_key("scoring", "wildlife", final)
    with pytest.raises(ValueError, match="kind"):
        renderers.picture_key("poster", "wildlife", final)
