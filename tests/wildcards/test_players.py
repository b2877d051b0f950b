"""The random AI player (issue: "A random AI player")."""

from __future__ import annotations

import engine
from engine.wildcards.players import RandomPlayer, play_out


def test_random_players_finish_games_of_every_size():
    """Random seats play whole games (2-5 players) using only their legal actions."""
    for n in range(2, 6):
        s = engine.new_game("wildcards", [f"P{i}" for i in range(n)], seed=n)
        play_out(s, {0: RandomPlayer(1)}, seed=n)
        assert s.is_over() and len(s.result()["ranking"]) == n
