"""The AI levels every title offers, by name: ``make_player(game, level, seed, budget)``, and
``decide``, one decision from plain data (for a worker process).

* ``random``: uniform over the legal actions (the floor, engine/players.py).
* ``greedy``: engine/<game>/greedy.py, a heuristic player that knows the game's scoring.
* ``search``: information-set MCTS (engine/search.py) with the game's estimate and rollouts.

Every level decides from what its seat may know: ``state.view(seat)``,
``state.legal_actions(seat)`` and determinizations ``state.redeal(seat, seed)``. None reads
the real state's hidden parts, so an AI knows exactly what a person in that seat knows.
Pacing (the bot's ``ai_delay_seconds``) is the bot's business; players only choose.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from types import ModuleType
from typing import Any

from engine.core import Action, Rng, State
from engine.players import Player, RandomPlayer
from engine.registry import from_json
from engine.search import DEFAULT_BUDGET, SearchPlayer, fast_copy, redeal, step

LEVELS: tuple[str, ...] = ("random", "greedy", "search")

#: The level a new AI seat gets unless a server chose another: the strongest that answers
#: within its budget. The search beats the greedy in every title (docs/ai.md "Measured") and
#: stops at its clock (max decision 0.50-0.60 s at the 0.5 s budget, tournament figures there).
DEFAULT_LEVEL = "search"


def game_module(game: str) -> ModuleType | None:
    """The game's greedy module, or None while that game has none yet."""
    try:
        return importlib.import_module(f"engine.{game}.greedy")
    except ModuleNotFoundError as exc:
        if exc.name in (f"engine.{game}.greedy", f"engine.{game}"):
            return None
        raise


def make_player(game: str, level: str, seed: int, budget: float | None = None, *,
                iterations: int | None = None, stop: Callable[[], bool] | None = None) -> Player:
    """A player of ``level`` for ``game``.

    ``budget``: seconds of thinking per search decision (default 0.5). ``iterations``: a cap
    on search iterations; given without a budget, the search has no clock at all, so its
    choices are exactly reproducible (tests). ``stop``: asked between search iterations, True
    ends the search early (``SearchPlayer.stop``).
    """
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level '{level}'. Levels: {', '.join(LEVELS)}.")
    if level == "random":
        return RandomPlayer(seed)
    module = game_module(game)
    if module is None:  # a title without its heuristics yet still gets a legal player
        return RandomPlayer(seed)
    greedy = module.GreedyPlayer(seed)
    if level == "greedy":
        return greedy
    if budget is None:
        budget = None if iterations is not None else DEFAULT_BUDGET
    settings = replace(module.SEARCH, budget=budget, iterations=iterations)
    return SearchPlayer(seed, estimate=module.estimate, policy=module.rollout_policy,
                        settings=settings, prior=greedy.choose,
                        rank=getattr(greedy, "ranked", None),
                        determinize=getattr(module, "determinize", redeal), stop=stop)


def decide(state_json: str, seat: int, level: str, seed: int,
           budget: float | None = DEFAULT_BUDGET, *, iterations: int | None = None,
           stop: Callable[[], bool] | None = None) -> str:
    """The action code ``level`` chooses for ``seat`` in the state ``state_json``.

    The entry point for a worker process: the bot decides in a process pool, so that a
    search's half second holds no lock the other games need. It takes and returns plain
    picklable data and builds the state and the player afresh, so calls share nothing but the
    caches of pure values. Same inputs, same code: always for random and greedy; for the search
    when it stops at an ``iterations`` cap (``budget`` None), since a clock stops it after
    however many iterations the machine managed.
    """
    state = from_json(state_json)
    return make_player(state.game, level, seed, budget, iterations=iterations,
                       stop=stop).choose(state, seat).code


def utility(scores: list[float], seat: int, rivalry: float) -> float:
    """Own estimated score minus ``rivalry`` times the best other seat's."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - rivalry * (max(others) if others else 0.0)


class LookaheadGreedy:
    """One-step lookahead on one determinization, scored with the game's ``estimate``.

    For each legal action: copy a determinization (``redeal`` for this seat, so nothing
    hidden is read), apply the action, follow this seat's own further sub-steps greedily
    (a card, then an action, then a space are successive decisions), and score the result.
    A game refines it with ``shortcut`` (decisions the estimate cannot see, such as bids)
    and ``prune`` (drop actions not worth a copy).
    """

    rivalry = 0.3  # how much the best opponent's score counts against one's own
    follow_depth = 2  # own sub-steps followed after the action

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed ^ 0x6A09E667)
        self.decisions = 0

    # -- hooks for the game --------------------------------------------------------------
    def estimate(self, state: State) -> list[float]:
        raise NotImplementedError

    def shortcut(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        """A direct choice from the view, or None to look ahead."""
        return None

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return state.redeal(seat, seed)

    def prune(self, view: dict[str, Any], legal: list[Action], seat: int) -> list[Action]:
        return legal

    # -- the decision --------------------------------------------------------------------
    def choose(self, state: State, seat: int) -> Action:
        return self.ranked(state, seat)[0]

    def ranked(self, state: State, seat: int) -> list[Action]:
        """The candidates, best first (the search widens its root in this order). A direct
        choice (``shortcut``) comes first, the rest unranked; pruned actions are left out."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal
        self.decisions += 1
        view = state.view(seat)
        direct = self.shortcut(view, legal, seat)
        if direct is not None:
            return [direct] + [a for a in legal if a is not direct]
        candidates = self.prune(view, legal, seat) or legal
        det = fast_copy(self.determinize(fast_copy(state), seat,
                                         self.seed * 7_777 + self.decisions))
        return self.order(det, seat, candidates, self.follow_depth)

    def best(self, det: State, seat: int, legal: list[Action], depth: int) -> Action:
        """The action of highest lookahead value; ties go to the earliest listed."""
        return self.order(det, seat, legal, depth)[0]

    def order(self, det: State, seat: int, legal: list[Action], depth: int) -> list[Action]:
        """``legal`` by lookahead value, best first; the best is the earliest listed of the
        values within 1e-9 of the highest, the rest follow by value."""
        values = [self.value_after(det, seat, action, depth) for action in legal]
        best = 0
        for i, value in enumerate(values):
            if value > values[best] + 1e-9:
                best = i
        rest = sorted((i for i in range(len(legal)) if i != best), key=lambda i: -values[i])
        return [legal[best]] + [legal[i] for i in rest]

    def value_after(self, det: State, seat: int, action: Action, depth: int, *,
                    spare: bool = False) -> float:
        """Apply ``action`` to a copy (to ``det`` itself when the caller ``spare``s it: it has
        no further use for it); inside a multi-part choice (``in_chain``) take the best
        completion, the last one tried on this copy itself (a third of the copies a game's
        decisions made); otherwise follow up to ``depth`` own further decisions greedily."""
        after = det if spare else fast_copy(det)
        step(after, seat, action)
        if not after.is_over() and self.in_chain(after, seat):
            legal = [a for a in after.legal_actions(seat) if a.code not in self.exits]
            if legal:
                last = len(legal) - 1
                return max(self.value_after(after, seat, a, depth, spare=i == last)
                           for i, a in enumerate(legal))
        for _ in range(depth):
            if after.is_over() or after.to_act()[:1] != [seat]:
                break
            legal = after.legal_actions(seat)
            if not legal:
                break
            nxt = legal[0] if len(legal) == 1 else self.best(after, seat, legal, 0)
            step(after, seat, nxt)
        scores = (final_score_list(after) if after.is_over() else self.estimate(after))
        return utility(scores, seat, self.rivalry)

    #: codes that abandon a half-made choice: never part of a completion
    exits: frozenset[str] = frozenset({"cancel", "back"})

    def in_chain(self, state: State, seat: int) -> bool:
        """Whether ``seat`` is in the middle of a multi-part choice (card, target, use...)."""
        return False


def final_score_list(state: State) -> list[float]:
    scores = [0.0] * len(state.players)
    for row in state.result()["ranking"]:
        scores[row["seat"]] = float(row["score"])
    return scores

