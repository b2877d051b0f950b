"""Property tests: random legal games to the end, exact JSON round trips, replays, hidden
information, and refusal of actions from another moment (issue 2, "How we will know").

WILDLIFE_GAMES (default 60) sets how many plain random games the end-to-end loop plays;
the Hypothesis profile "thorough" runs many more checked games.
"""

from __future__ import annotations

import json
import os

from hypothesis import given, settings
from hypothesis import strategies as st_

import engine
from engine.core import IllegalAction, Rng
from engine.players import RandomPlayer, play_out

GAMES = int(os.environ.get("WILDLIFE_GAMES", "60"))
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"


def _new(n: int, seed: int, options: dict | None = None) -> engine.State:
    return engine.new_game("wildlife", [f"P{i}" for i in range(n)], options=options, seed=seed)


def test_random_games_end_for_every_player_count() -> None:
    """Random play ends by the rules' own end conditions (seed 000 "Game Over"; 2 players:
    "Two-Player Variant") in a sensible number of steps, with a valid result."""
    for i in range(GAMES):
        n = 2 + i % 5
        st = _new(n, i)
        play_out(st, seed=i, max_steps=20_000)
        assert st.is_over()
        res = st.result()
        assert sorted(r["seat"] for r in res["ranking"]) == list(range(n))
        for r in res["ranking"]:
            assert sum(r["breakdown"].values()) == r["score"]
        assert min(r["place"] for r in res["ranking"]) == 1
        if n == 2:
            assert 0 in st.supply, "2 players: the game ends only when all tiles are placed"
        else:
            assert len(st.markers) == 11 or 0 in st.supply


def test_random_games_with_all_variants_end() -> None:
    """The four optional variants (seed 000 "General Variants") play to the end too."""
    options = {"unlimited_abilities": True, "auction_expand": True,
               "organism_auction": True, "rotating_start": True}
    for i in range(max(5, GAMES // 6)):
        st = _new(2 + i % 5, 1000 + i, options)
        play_out(st, seed=i, max_steps=20_000)
        assert st.is_over()


def _hidden_ok(st: engine.State) -> None:
    """No view holds another seat's hand, the deck order or another seat's private event."""
    deck_text = json.dumps(st.deck)
    for viewer in [None, *range(st.n)]:
        v = st.view(viewer)
        text = json.dumps(v)
        if viewer is None:
            assert "hand" not in v
        else:
            assert [c["key"] for c in v["hand"]] == st.hands[viewer]
        assert "deck" not in v and "hands" not in v and "rng" not in v
        if len(st.deck) > 3:
            assert deck_text not in text
        for e in st.events:
            if e["to"] is not None and viewer not in e["to"]:
                assert e["text"] not in v["events"]


def _plain(st: engine.State) -> str:
    """The state's JSON without the action log (the log only grows by [seat, code] pairs; it
    is checked in full every FULL_EVERY steps, which keeps each step's check cheap)."""
    d = dict(st.__dict__)
    d.pop("log")
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


FULL_EVERY = 50


def _clone(st: engine.State, plain: str) -> engine.State:
    clone = st.__class__.__new__(st.__class__)
    clone.__dict__ = json.loads(plain)
    clone.log = [list(x) for x in st.log]
    return clone


def _check_game(n: int, seed: int, options: dict | None = None, every: int = 1) -> None:
    st = _new(n, seed, options)
    ai = RandomPlayer(seed)
    probe = Rng(seed + 7)
    stale: list[tuple[int, str]] = []
    step = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        assert legal, "a seat that must act always has a choice"
        for other in range(st.n):
            if other not in st.to_act():
                assert st.legal_actions(other) == []
        if step % every == 0:
            plain = _plain(st)
            assert json.loads(plain) == {k: v for k, v in st.__dict__.items() if k != "log"}
            if step % FULL_EVERY == 0:
                text = st.to_json()
                assert engine.from_json(text).to_json() == text
            # an action from another moment, or from another seat, is refused, changing nothing
            codes = {a.code for a in legal}
            tries = [(s, c) for s, c in stale[-4:] if c not in codes or s != seat]
            other = (seat + 1) % st.n
            if other not in st.to_act():
                tries.append((other, legal[0].code))
            log_len = len(st.log)
            for s, c in tries:
                try:
                    st.apply(s, c)
                except IllegalAction as exc:
                    assert str(exc)
                else:
                    raise AssertionError(f"{c} by {s} applied at the wrong moment")
            if tries:
                assert _plain(st) == plain and len(st.log) == log_len
            if probe.below(3) == 0:
                # every legal action applies (on a copy)
                pick = legal[probe.below(len(legal))]
                _clone(st, plain).apply(seat, pick)
            if step % (every * 20) == 0:
                _hidden_ok(st)
            if step % (every * 150) == 0:
                clone = st.redeal(seat, seed + step)
                assert clone.view(seat) == st.view(seat)
        action = ai.choose(st, seat)
        stale.append((seat, action.code))
        st.apply(seat, action)
        step += 1
    text = st.to_json()
    assert engine.from_json(text).to_json() == text
    assert engine.replay(st).to_json() == text
    _hidden_ok(st)


@settings(max_examples=200 if THOROUGH else 5)
@given(n=st_.integers(2, 6), seed=st_.integers(0, 10**6))
def test_checked_random_games(n: int, seed: int) -> None:
    """JSON round trip exact at every step; replay rebuilds the state; views keep secrets;
    every legal action applies; stale and foreign actions are refused, changing nothing."""
    _check_game(n, seed)


@settings(max_examples=50 if THOROUGH else 3)
@given(n=st_.integers(2, 6), seed=st_.integers(0, 10**6))
def test_checked_random_games_with_variants(n: int, seed: int) -> None:
    options = {"unlimited_abilities": True, "auction_expand": True,
               "organism_auction": True, "rotating_start": True}
    _check_game(n, seed, options, every=3)
