"""Random legal games of every title, player count and option variant (the contract suite's
and the per-game invariant tests' one random-play loop)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

import engine
from engine.core import Action, IllegalAction, Rng, State
from engine.registry import check_options
from tests.support import toy

#: A walk that has not ended after this many moves is a bug (a WildLife game is ~2500).
MAX_STEPS = 20_000
#: Random games per table and property: 1 under the default profile (each property still
#: meets some 20 tables' games), 50 under "thorough". The table is a fixture that does not
#: change between examples; a seed does not shrink to a simpler game, so a failure is
#: reported as found.
PER_TABLE = settings(max_examples=max(1, settings.default.max_examples // 40),
                     phases=(Phase.explicit, Phase.reuse, Phase.generate),
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
SEEDS = st.integers(min_value=0, max_value=2**32)


@dataclass(frozen=True)
class Config:
    """One table: a title, a player count and its options."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def id(self) -> str:
        on = "-".join(k for k, v in self.options if v is True)
        return f"{self.game}-{self.players}p" + (f"-{on}" if on else "")

    def new(self, seed: int) -> State:
        names = [f"P{i}" for i in range(self.players)]
        return engine.new_game(self.game, names, options=dict(self.options), seed=seed)


def titles() -> list[engine.GameInfo]:
    """The registered titles and the toy game (registered only while a test uses it)."""
    return [*(engine.GAMES[name] for name in sorted(engine.GAMES)), toy.INFO]


def configs() -> list[Config]:
    """Every player count of every title, with the default options and, where a title has
    boolean options (rule variants, Leo), with all of them on; combinations a title refuses
    (e.g. Leo with 5 players) are left out."""
    out = []
    for info in titles():
        variants: list[dict[str, Any]] = [{}]
        flags = {o.key: True for o in info.options if type(o.default) is bool}
        if flags:
            variants.append(flags)
        for players in range(info.min_players, info.max_players + 1):
            for options in variants:
                try:
                    info.create([f"P{i}" for i in range(players)],
                                check_options(info, options), 0)
                except IllegalAction:
                    continue
                out.append(Config(info.name, players, tuple(sorted(options.items()))))
    return out


def random_walk(state: State, seed: int) -> Iterator[tuple[int, list[Action]]]:
    """Play random legal moves to the end, yielding ``(seat, legal actions)`` before each move
    (the caller may look, and must leave the state as it found it). In a simultaneous phase a
    random one of the seats to act moves, so every order gets played."""
    rng = Rng(seed ^ 0x5EED)
    for _ in range(MAX_STEPS):
        if state.is_over():
            return
        seats = state.to_act()
        assert seats, "a game that is not over has a seat to act"
        seat = seats[rng.below(len(seats))]
        legal = state.legal_actions(seat)
        yield seat, legal
        state.apply(seat, rng.choice(legal))
    raise AssertionError(f"{state.game}: no end after {MAX_STEPS} moves")


def check_every_step(state: State, seed: int, check: Callable[[Any], None]) -> None:
    """A random walk to the end with ``check(state)`` at every position, the last one too."""
    for _ in random_walk(state, seed):
        check(state)
    check(state)


def checkpoints(state: State, seed: int) -> Iterator[tuple[int, list[Action]]]:
    """``random_walk``, yielding only some positions: the first 15, then one in 40 at random
    (a WildLife game has thousands), and the final position with ``(-1, [])``."""
    rng = Rng(seed ^ 0xC4EC)
    for step, (seat, legal) in enumerate(random_walk(state, seed)):
        if step < 15 or rng.below(40) == 0:
            yield seat, legal
    yield -1, []


def without(view: dict[str, Any], *keys: str) -> dict[str, Any]:
    """A view without some keys (e.g. its recent events, compared apart)."""
    return {k: v for k, v in view.items() if k not in keys}


def first_state(game: str, found: Callable[[State], bool], players: list[str] | int = 3,
                seed: int = 5, *, or_end: bool = False) -> State:
    """The first state of a random game (``RandomPlayer(seed)``) where ``found`` holds: a
    situation a picture test needs, reached by play rather than built by hand."""
    from engine.players import RandomPlayer

    names = players if isinstance(players, list) else [f"P{i}" for i in range(players)]
    state = engine.new_game(game, names, seed=seed)
    ai = RandomPlayer(seed)
    while not found(state):
        if state.is_over() and or_end:
            return state
        assert not state.is_over(), "the situation never came"
        seat = state.to_act()[0]
        state.apply(seat, ai.choose(state, seat))
    return state


def after_random_moves(game: str, names: list[str], seed: int, steps: int) -> State:
    """The state after ``steps`` moves of ``RandomPlayer(seed)`` (or the end, if sooner): a
    decision in the middle of a game, for the AI's and the hints' tests."""
    return first_state(game, _counted(steps), names, seed, or_end=True)


def _counted(steps: int) -> Callable[[State], bool]:
    left = [steps]

    def found(_: State) -> bool:
        left[0] -= 1
        return left[0] < 0
    return found
