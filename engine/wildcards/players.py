"""AI players for Wild Cards. The random player is the floor every game has (the issue asks for
it); it never peeks: it sees only its own legal actions."""

from __future__ import annotations

from engine.players import RandomPlayer, play_out

__all__ = ["RandomPlayer", "play_out"]
