"""What the pictures say, read through the texts they draw (``common.recording``):
Wild Cards' running total and labelled tokens, and a hand of the cards alone (the face-down
bid, the tie and the last move are the messages' text: tests/bot/test_panels.py);
Evolution's points per row, the card being played and plain prompts;
WildLife's legend and last move; the result's winner."""

from __future__ import annotations

from collections.abc import Callable

import engine
import renderers
from renderers import wildlife
from renderers.common import recording
from tests.support.walk import first_state
from words import say, tr


def _drawn(render: Callable[[str, dict], bytes], game: str, view: dict) -> list[str]:
    with recording() as drawn:
        render(game, view)
    return [d.text for d in drawn]


def _first(game: str, found: Callable[[engine.State], bool], players: int = 3,
           seed: int = 5) -> engine.State:
    return first_state(game, found, players, seed)


def test_wild_cards_table_shows_running_totals_and_tokens_not_the_last_move() -> None:
    """The last move is the channel message's story; the picture keeps what stays a while."""
    state = _first("wildcards", lambda s: s.round >= 3 and any(s.points))
    view = state.view(None)
    texts = _drawn(renderers.render_table, "wildcards", view)
    for p in view["participants"]:
        if not p["is_leo"]:
            assert f"{p['score']} pts" in texts
    assert any(t.startswith("score tokens ") for t in texts)  # its tokens' values follow
    assert not any(say("en", view["events"][-1]) in t for t in texts)


def test_wild_cards_hand_draws_the_cards_not_the_bid() -> None:
    """The face-down bid is said in its owner's DM text: a bid placed changes the hand
    picture only by the card that left the hand."""
    state = _first("wildcards", lambda s: s.phase == "bid" and s.bid_done[0])
    view = state.view(0)
    texts = _drawn(renderers.render_hand, "wildcards", view)
    assert view["my_bid"] and not any("bid" in t.lower() for t in texts)
    for card in view["hand"]:
        assert say("en", card["name"]).split()[0] in " ".join(texts)


def test_evolution_points_and_the_card_being_played() -> None:
    state = _first("evolution", lambda s: s.phase == "play" and s.pending is not None
                   and s.pending.get("step") == "use")
    view = state.view(None)
    table = _drawn(renderers.render_table, "evolution", view)
    for seat in view["seats"]:   # each row says the points its species make now
        points = (sum(sp["pop"] + len(sp["traits"]) for sp in seat["species"]))
        assert any(t.startswith(tr("en", "ev-pic-points", points=points)) for t in table)
    seat = state.turn
    view = state.view(seat)
    hand = _drawn(renderers.render_hand, "evolution", view)
    card = next(c for c in view["hand"] if c["id"] == view["pending"]["card"])
    number = view["hand"].index(card) + 1
    assert f"{number} · being played" in hand
    name = tr("en", f"ev-trait-{card['trait']}")
    assert any(t.startswith(f"Choose what {name} does for species") for t in hand)


def test_wildlife_legend_and_last_move(positions_of) -> None:
    _, positions = positions_of("wildlife", 4, ())
    view = next(v for v, _, _ in positions if v["last"]["placed"] or v["last"]["moved"])
    wildlife.forget_layers()   # the legend is drawn once per process: draw it again here
    texts = _drawn(renderers.render_table, "wildlife", view)
    assert {"Adaptation:", "migrate", "expand", "attack"} <= set(texts)
    assert any(t.startswith("start order 1") for t in texts)
    assert any(t.startswith("Last move: ") for t in texts)


def test_result_names_the_winner_or_the_shared_winners() -> None:
    rows = [{"seat": 0, "name": "Ann", "place": 1, "score": 30, "breakdown": {"a": 30}},
            {"seat": 1, "name": "Bob", "place": 2, "score": 12, "breakdown": {"a": 12}}]
    result = {"ranking": rows, "categories": ["a"], "tiebreak": ""}
    assert "Ann wins with 30 points!" in _drawn(renderers.render_result, "evolution", result)
    shared = {**result, "ranking": [rows[0], {**rows[1], "place": 1, "score": 30}]}
    assert "Ann and Bob share the win with 30 points!" in _drawn(renderers.render_result,
                                                                  "evolution", shared)
