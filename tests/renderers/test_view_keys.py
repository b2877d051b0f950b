"""View keys added for the pictures (docs/renderers.md, "View keys added for the pictures"), each
public and each leaking nothing.

Wild Cards' ``participants[i]["score"]``: the total the final scoring would give now (rulebook
"Final scoring": 2 per card of the species you have most of, 1 per card of the second, the
Leader cards, the score tokens; Leo is not scored), so the table's "pts" is the running total
the result will use."""

from __future__ import annotations

import engine
from engine.players import RandomPlayer
from engine.wildcards.data import LEADER_POINTS


def _public_score(p: dict) -> int:
    """The same total from what every participant's row shows the whole table."""
    counts = sorted(p["collection"].values(), reverse=True)
    return (2 * counts[0] + counts[1] + sum(LEADER_POINTS[s] for s in p["leaders"])
            + p["points"])


def test_wild_cards_score_is_the_running_total_from_public_facts() -> None:
    for leo in (False, True):
        state = engine.new_game("wildcards", ["A", "B", "C"], seed=11, options={"leo": leo})
        ai = RandomPlayer(11)
        checked = 0
        while not state.is_over():
            view = state.view(None)
            for p in view["participants"]:
                if p["is_leo"]:
                    assert p["score"] is None
                else:
                    assert p["score"] == _public_score(p)
                    checked += 1
            seat = state.to_act()[0]
            state.apply(seat, ai.choose(state, seat))
        final = state.view(None)
        by_seat = {row["seat"]: row["score"] for row in state.result()["ranking"]}
        for p in final["participants"]:
            if not p["is_leo"]:
                assert p["score"] == by_seat[p["index"]] and p["score"] > 0
        assert checked > 100


def test_wild_cards_score_is_the_same_whatever_is_hidden() -> None:
    """Re-drawing every hidden card (hands, deck, face-down bids) changes no score: the key
    tells nothing about what the table cannot see."""
    state = engine.new_game("wildcards", ["A", "B", "C"], seed=4)
    ai = RandomPlayer(4)
    for _ in range(120):
        seat = state.to_act()[0]
        state.apply(seat, ai.choose(state, seat))
    scores = [p["score"] for p in state.view(None)["participants"]]
    for seed in range(1, 6):
        twin = state.redeal(0, seed)
        assert [p["score"] for p in twin.view(None)["participants"]] == scores
        assert [p["score"] for p in twin.view(1)["participants"]] == scores
