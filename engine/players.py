"""The AI players that every game has: the random floor. Smarter ones live in each game."""

from __future__ import annotations

from typing import Protocol

from engine.core import Action, Rng, State


class Player(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


class RandomPlayer:
    """Uniform over the legal actions; its own generator, so it never touches the game's."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5DEECE66D)

    def choose(self, state: State, seat: int) -> Action:
        return self.rng.choice(state.legal_actions(seat))


def play_out(state: State, players: dict[int, Player] | None = None, *, seed: int = 0,
             max_steps: int = 100_000) -> State:
    """Play to the end (random seats where ``players`` has none); returns the same state."""
    fallback = RandomPlayer(seed)
    players = players or {}
    for _ in range(max_steps):
        if state.is_over():
            return state
        seat = state.to_act()[0]
        state.apply(seat, players.get(seat, fallback).choose(state, seat))
    raise RuntimeError(f"{state.game}: no end after {max_steps} steps")
