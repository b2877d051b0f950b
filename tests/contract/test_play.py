"""The engine contract (docs/engine.md, "The engine contract"), for every title: random legal
play reaches the end with a full ranking; the state is plain JSON whose round trip is exact;
replay rebuilds it; a table of idle players (turn timers) gets to the end too."""

from __future__ import annotations

import json

from hypothesis import given

import engine
from engine.core import HISTORY, Rng, is_msg
from tests.support.walk import PER_TABLE, SEEDS, Config, checkpoints, random_walk
from words import has


def check_result(state: engine.State) -> None:
    """Every seat ranked once, places from 1, each score the sum of its breakdown by the
    result's categories."""
    result = state.result()
    ranking = result["ranking"]
    assert sorted(r["seat"] for r in ranking) == list(range(len(state.players)))
    assert min(r["place"] for r in ranking) == 1
    for row in ranking:
        assert row["name"] == state.players[row["seat"]]
        assert set(row["breakdown"]) == set(result["categories"])
        assert sum(row["breakdown"].values()) == row["score"]
    assert is_msg(result["tiebreak"]) and has("en", result["tiebreak"]["key"])
    json.dumps(result)


@PER_TABLE
@given(seed=SEEDS)
def test_random_play_reaches_a_ranked_end(config: Config, seed: int) -> None:
    """At every step some seat must act and has choices, with unique codes short enough for a
    Discord custom_id and no spaces; a seat that need not act has none."""
    state = config.new(seed)
    for _seat, legal in random_walk(state, seed):
        codes = [a.code for a in legal]
        assert codes and len(set(codes)) == len(codes)
        assert all(0 < len(c) <= 40 and c == "".join(c.split()) for c in codes)
        assert all(a.label for a in legal)
        to_act = state.to_act()
        for other in range(len(state.players)):
            if other not in to_act:
                assert state.legal_actions(other) == []
    assert state.is_over() and state.to_act() == []
    check_result(state)


@PER_TABLE
@given(seed=SEEDS)
def test_json_round_trip_is_exact_and_replay_rebuilds_the_game(config: Config,
                                                             seed: int) -> None:
    """``from_json(to_json())`` is the same state at every step checked; a copy is
    independent; every listed action applies (a few, each on a copy); at the end, replaying
    the log from the seed rebuilds the identical state."""
    state = config.new(seed)
    rng = Rng(seed)
    for seat, legal in checkpoints(state, seed):
        text = state.to_json()
        assert engine.from_json(text).to_json() == text
        for action in [legal[rng.below(len(legal))] for _ in range(min(4, len(legal)))]:
            trial = engine.from_json(text)
            trial.apply(seat, action)
            assert trial.version == state.version + 1 and trial.log[-1] == [seat, action.code]
        assert state.to_json() == text
    assert engine.replay(state).to_json() == state.to_json()


@PER_TABLE
@given(seed=SEEDS)
def test_timeout_moves_are_legal_and_the_game_goes_on(config: Config, seed: int) -> None:
    """``timeout_action`` is None or one of the seat's legal actions; a table where seats
    often time out (and an AI decides when the rules offer no way to do nothing, as the bot
    does) still gets to the end."""
    state = config.new(seed)
    rng = Rng(seed)
    offered = 0
    for _ in range(20_000):
        if state.is_over():
            break
        for seat in state.to_act():
            idle = state.timeout_action(seat)
            assert idle is None or idle in state.legal_actions(seat)
        seat = state.to_act()[0]
        idle = state.timeout_action(seat)
        offered += idle is not None
        legal = state.legal_actions(seat)
        take_idle = idle is not None and rng.below(2) == 0
        state.apply(seat, idle if take_idle else legal[rng.below(len(legal))])
    assert state.is_over()
    assert offered, "the rules let a seat do nothing somewhere in every title"


@PER_TABLE
@given(seed=SEEDS)
def test_no_rule_reads_the_history(config: Config, seed: int) -> None:
    """A copy without the log and the recent events (``copy(history=False)``, what the bot
    tries a click's chain and a multi-choice on) plays exactly as the whole state: the same
    move leaves the same state, history aside, and the same choices with the same labels."""
    state = config.new(seed)
    rng = Rng(seed)
    for seat, legal in checkpoints(state, seed):
        if not legal:
            continue
        action = legal[rng.below(len(legal))]
        whole, bare = state.copy(), state.copy(history=False)
        whole.apply(seat, action)
        bare.apply(seat, action)
        assert {k: v for k, v in whole.__dict__.items() if k not in HISTORY} == {
            k: v for k, v in bare.__dict__.items() if k not in HISTORY}
        for other in whole.to_act():
            assert [(a.code, a.label, a.group) for a in whole.legal_actions(other)] == [
                (a.code, a.label, a.group) for a in bare.legal_actions(other)]
