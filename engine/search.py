"""Information-set Monte Carlo tree search (single-observer ISMCTS) for every title.

Why this shape: the three games hide hands, bids and deck order, so the searching seat may not
look at the real state. Each iteration plays in a *determinization*, a copy from
``State.redeal(seat, seed)`` in which everything the seat cannot see is re-drawn; the tree is
keyed by action codes only, so the statistics are shared by all determinizations of the same
information set (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search").

An iteration descends the tree with UCB1 over the actions available in its determinization
(availability counts, as the paper does), adds one node, then plays a *rollout* with a cheap
game-specific policy for at most ``rollout_depth`` actions and scores the position with the
game's ``estimate`` (estimated final score per seat), so one iteration stays a few
milliseconds whatever the game's length. Rewards are per seat (each seat maximises its own),
squashed by a logistic of the lead over the best opponent.

Games of secret simultaneous bids (Wild Cards) use ``method="paired"`` instead: a rollout
algorithm (Tesauro & Galperin 1996, "On-line policy improvement using Monte-Carlo search") in
which every root action is played out on the same determinization with the same dice, round
after round. What a deal or a die does to one action it does to the others, so their
*differences* are measured with little noise, and the prior's (greedy) move is kept unless
another beats it with confidence. Below the root everyone plays the rollout policy.

A decision ends after ``budget`` seconds or ``iterations`` iterations, whichever comes first,
or earlier when its ``stop`` says so; tests pass only ``iterations`` so that choices are
exactly reproducible.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.core import Action, Rng, State

#: Estimated final score of every seat (index = seat); reads a determinized state.
Estimate = Callable[[State], list[float]]
#: A rollout policy: the action a seat takes in a determinized state.
Policy = Callable[[State, int, Rng], Action]
#: ``(state, seat, seed) -> copy`` with everything hidden from the seat re-drawn.
Determinize = Callable[[State, int, int], State]

DEFAULT_BUDGET = 0.5


def fast_copy(state: State) -> State:
    """A deep copy without history (searches never replay nor show events): the core's
    ``State.copy(history=False)``, which owns what history is."""
    return state.copy(history=False)


def step(state: State, seat: int, action: Action) -> None:
    """Apply an action already taken from ``legal_actions`` (skips re-validating it)."""
    state._apply(seat, action)
    state.version += 1


def actor(state: State) -> int:
    """The seat that decides next: the first of ``to_act`` (simultaneous seats in turn);
    -1 when nobody can (an engine state with no decision left: scored as it stands)."""
    seats = state.to_act()
    return seats[0] if seats else -1


def final_scores(state: State) -> list[float]:
    """Final scores per seat from ``result()``, with a tiny bonus for the tiebreak winner."""
    scores = [0.0] * len(state.players)
    for row in state.result()["ranking"]:
        scores[row["seat"]] = float(row["score"]) - 0.01 * (row["place"] - 1)
    return scores


def rewards(scores: list[float], scale: float) -> list[float]:
    """Reward in (0, 1) per seat: a logistic of its lead over the best other seat."""
    out = []
    for i, own in enumerate(scores):
        best_other = max((s for j, s in enumerate(scores) if j != i), default=own)
        x = max(-30.0, min(30.0, (own - best_other) / scale))
        out.append(1.0 / (1.0 + math.exp(-x)))
    return out


#: A fitted horizon value: feature -> (weight, weight per unit of time left).
Horizon = dict[str, tuple[float, float]]


def horizon_value(values: dict[str, float], left: float, table: Horizon) -> float:
    """One seat's expected final score from its features: the sum of each feature times
    (weight + weight per unit left x ``left``), the units being the title's (Wild Cards'
    rounds, WildLife's small-scoring markers). ``table``: the title's fitted weights
    (``benchmarks.horizon`` fits them)."""
    total = 0.0
    for name, value in values.items():
        now, per_unit = table[name]
        total += (now + per_unit * left) * value
    return total


def redeal(state: State, seat: int, seed: int) -> State:
    """The contract's determinization."""
    return state.redeal(seat, seed)


def random_policy(state: State, seat: int, rng: Rng) -> Action:
    return rng.choice(state.legal_actions(seat))


class Node:
    """Statistics of one action code reached through the same path of codes."""

    __slots__ = ("seat", "children", "visits", "avail", "total")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who took the action that leads here
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


@dataclass
class SearchSettings:
    """Knobs of the search; each game supplies the ones that suit its length and scores."""

    budget: float | None = DEFAULT_BUDGET  # seconds per decision; None = iterations only
    iterations: int | None = None  # cap (tests); None = as many as the budget allows
    rollout_depth: int = 30  # actions played after the tree before ``estimate``
    exploration: float = 0.7  # UCB1 constant (rewards lie in 0..1)
    scale: float = 5.0  # score difference worth one logistic unit
    determinizations: int = 16  # redeals made per decision, cycled through
    #: codes that only undo a half-made choice: the search leaves them out while anything
    #: else is legal (they cannot gain anything, and loops would waste the iterations)
    skip: frozenset[str] = frozenset({"cancel", "back", "unpay", "undiscard"})
    #: "tree": every seat's moves are tree nodes (single-observer ISMCTS); "policy": only the
    #: searcher's are, the others play the rollout policy as a model of them. Games of secret
    #: simultaneous bids need "policy": in a tree, the others' nodes would sit below the
    #: searcher's face-down bid and so react to it as if they had seen it.
    opponents: str = "tree"
    #: keep the prior's (greedy) move unless the search's favourite beats its mean reward by
    #: this much: noisy estimates then cannot talk the search out of a sound heuristic move
    anchor: float = 0.0
    #: search only the prior's ``root_width`` best root actions (0 = all): the iterations
    #: go to the moves worth comparing instead of thinly over every legal one
    root_width: int = 0
    #: "tree": ISMCTS as above. "paired": a rollout algorithm (Tesauro & Galperin 1996) with
    #: common random numbers: every root action is played out on the same determinizations
    #: with the same dice, so the luck of the deal and of the rollout is shared and the
    #: differences between actions are measured with far less noise than separate samples
    method: str = "tree"
    #: "paired" only: keep the prior's move unless another beats it by this many standard
    #: errors of the paired differences (the search is then confident it is better)
    confidence: float = 1.5


def moves_of(state: State, seat: int, skip: frozenset[str]) -> list[Action]:
    legal = state.legal_actions(seat)
    kept = [a for a in legal if a.code not in skip and not a.code.startswith("undiscard:")]
    return kept or legal


class SearchPlayer:
    """ISMCTS player: sees only ``state.redeal(seat, ...)`` and ``legal_actions(seat)``."""

    def __init__(self, seed: int = 0, *, estimate: Estimate, policy: Policy = random_policy,
                 settings: SearchSettings | None = None,
                 prior: Callable[[State, int], Action] | None = None,
                 rank: Callable[[State, int], list[Action]] | None = None,
                 determinize: Determinize = redeal,
                 stop: Callable[[], bool] | None = None) -> None:
        self.seed = seed
        self.estimate = estimate
        self.policy = policy
        self.settings = settings or SearchSettings()
        self.prior = prior  # the greedy move: expanded first, kept when nothing beats it
        self.rank = rank  # the greedy's candidates, best first (for ``root_width``)
        self.determinize = determinize
        #: asked between iterations (between rounds with "paired"): True ends the search
        #: with what it found so far, before its budget (the bot's AI workers: decisions
        #: queued behind this one need the time)
        self.stop = stop
        self.decisions = 0
        self.last_iterations = 0
        self._first: str | None = None
        self._root: set[str] | None = None  # the root actions searched (None = every one)
        #: the last decision's root actions, best first as the search rated them (a hint's
        #: reason compares the choice with the runner-up: bot/core/hints.py)
        self.ranking: list[str] = []

    def choose(self, state: State, seat: int) -> Action:
        legal = moves_of(state, seat, self.settings.skip)
        self.ranking = [a.code for a in legal]
        if len(legal) == 1:
            return legal[0]
        self.decisions += 1
        base = (self.seed * 1_000_003 + self.decisions * 7919) & 0xFFFFFFFF
        rng = Rng(base ^ 0xA5A5A5A5)
        cfg = self.settings
        start = time.perf_counter()
        deadline = None if cfg.budget is None else start + cfg.budget
        cap = cfg.iterations if cfg.iterations is not None else 1_000_000
        self._first, self._root = self._root_moves(state, seat, legal)
        lean = fast_copy(state)  # redeals copy the state: without its history, faster
        if cfg.method == "paired":
            return self._paired(lean, seat, legal, base, start, deadline, cap)
        root = Node(seat)
        dets: list[State] = []
        done = 0
        while done < cap:
            if deadline is not None and done:
                now = time.perf_counter()
                if now >= deadline or (done % 8 == 0 and self._settled(
                        root, done, (deadline - now) * done / max(1e-9, now - start))):
                    break
            if done and self.stop is not None and self.stop():
                break
            k = done % cfg.determinizations
            if k == len(dets):
                dets.append(fast_copy(self.determinize(lean, seat, base + k)))
            self._iterate(root, fast_copy(dets[k]), seat, rng, deadline)
            done += 1
        self.last_iterations = done
        by_code = {a.code: a for a in legal}
        rated = {code: (node.visits, node.total / max(1, node.visits))
                 for code, node in root.children.items() if code in by_code}
        self.ranking = sorted(rated, key=lambda code: rated[code], reverse=True)
        best_code = None
        best_key: tuple[int, float] = (-1, 0.0)
        for code in by_code:  # legal order, so equal keys resolve the same way every time
            node = root.children.get(code)
            if node is None:
                continue
            key = (node.visits, node.total / max(1, node.visits))
            if key > best_key:
                best_key, best_code = key, code
        if best_code is None:
            return by_code.get(self._first or "", legal[0])
        anchor = root.children.get(self._first or "")
        if cfg.anchor > 0 and anchor is not None and self._first in by_code:
            best = root.children[best_code]
            gain = best.total / best.visits - anchor.total / max(1, anchor.visits)
            if gain < cfg.anchor:
                return by_code[self._first or ""]
        return by_code[best_code]

    def _paired(self, lean: State, seat: int, legal: list[Action], base: int,
                start: float, deadline: float | None, cap: int) -> Action:
        """Play every root action out on determinization ``k`` with dice ``k``, round by round."""
        cfg = self.settings
        moves = [a for a in legal if self._root is None or a.code in self._root] or legal
        samples: list[list[float]] = [[] for _ in moves]
        done = 0
        k = 0
        while done + len(moves) <= max(cap, len(moves)):
            now = time.perf_counter()
            if deadline is not None and k and now + (now - start) / k > deadline:
                break  # another round would overrun the budget
            if k and self.stop is not None and self.stop():
                break
            det = self.determinize(lean, seat, base + k)
            for i, action in enumerate(moves):
                copy = fast_copy(det)
                step(copy, seat, action)
                samples[i].append(self._rollout(copy, Rng(base * 31 + k))[seat])
            done += len(moves)
            k += 1
        self.last_iterations = done
        means = [sum(x) / len(x) for x in samples]
        best = max(range(len(moves)), key=lambda i: (means[i], -i))
        self.ranking = [moves[i].code for i in sorted(range(len(moves)),
                                                      key=lambda i: (-means[i], i))]
        first = next((i for i, a in enumerate(moves) if a.code == self._first), None)
        if first is None or first == best:
            return moves[best]
        diffs = [b - f for b, f in zip(samples[best], samples[first], strict=True)]
        mean = sum(diffs) / len(diffs)
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        if mean > cfg.anchor and mean > cfg.confidence * spread / math.sqrt(len(diffs)):
            return moves[best]
        return moves[first]

    def _rollout(self, det: State, rng: Rng, deadline: float | None = None) -> list[float]:
        """The policy's play for ``rollout_depth`` actions, then every seat's reward. Past the
        ``deadline`` (or once ``stop`` says so, when there is a deadline) the rollout stops
        where it is and is scored there: one policy decision on a board nobody valued yet can
        take a tenth of a second on a loaded machine, and a whole rollout of them would carry
        the decision well past its budget. Paired rounds pass no deadline: their rollouts
        share dice and must be played alike."""
        for _ in range(self.settings.rollout_depth):
            who = actor(det)
            if det.is_over() or who < 0:
                break
            if deadline is not None and (time.perf_counter() >= deadline or (
                    self.stop is not None and self.stop())):
                break
            step(det, who, self._policy_move(det, who, rng))
        scores = final_scores(det) if det.is_over() else self.estimate(det)
        return rewards(scores, self.settings.scale)

    def _root_moves(self, state: State, seat: int,
                    legal: list[Action]) -> tuple[str | None, set[str] | None]:
        """The prior's move, and the root actions to search (``root_width`` best ranked)."""
        width = self.settings.root_width
        if width and self.rank is not None:
            ranked = [a.code for a in self.rank(state, seat)]
            kept = {a.code for a in legal} & set(ranked[:width])
            return ranked[0], kept or None
        return (self.prior(state, seat).code if self.prior else None), None

    def _policy_move(self, det: State, who: int, rng: Rng) -> Action:
        action = self.policy(det, who, rng)
        if action.code in self.settings.skip:
            action = rng.choice(moves_of(det, who, self.settings.skip))
        return action

    @staticmethod
    def _settled(root: Node, done: int, left: float) -> bool:
        """The most visited action cannot be overtaken in the iterations the clock leaves."""
        visits = sorted((n.visits for n in root.children.values()), reverse=True) + [0, 0]
        return done >= 32 and visits[0] - visits[1] > left

    # -- one iteration -----------------------------------------------------------------------
    def _iterate(self, root: Node, det: State, seat: int, rng: Rng,
                 deadline: float | None = None) -> None:
        cfg = self.settings
        path = [root]
        node = root
        mover = seat
        # Selection and expansion, inside the tree.
        modelled = 0
        while not det.is_over() and mover >= 0:
            if cfg.opponents == "policy" and mover != seat:
                modelled += 1
                if modelled > cfg.rollout_depth:
                    break
                step(det, mover, self._policy_move(det, mover, rng))
                mover = actor(det)
                continue
            legal = moves_of(det, mover, cfg.skip)
            if node is root and self._root is not None:
                legal = [a for a in legal if a.code in self._root] or legal
            if not legal:  # an engine asking a seat with nothing to do: treat as terminal
                break
            untried = [a for a in legal if a.code not in node.children]
            if untried:
                action = untried[rng.below(len(untried))]
                if node is root and any(a.code == self._first for a in untried):
                    action = next(a for a in untried if a.code == self._first)
                child = Node(mover)
                node.children[action.code] = child
                for a in legal:
                    if a.code in node.children:
                        node.children[a.code].avail += 1
                step(det, mover, action)
                path.append(child)
                break
            best = None
            best_value = -1.0
            for a in legal:
                ch = node.children[a.code]
                ch.avail += 1
                value = (ch.total / ch.visits
                         + cfg.exploration * math.sqrt(math.log(ch.avail) / ch.visits))
                if value > best_value:
                    best_value, best = value, a
            assert best is not None
            node = node.children[best.code]
            step(det, mover, best)
            path.append(node)
            if det.is_over():
                break
            mover = actor(det)
        reward = self._rollout(det, rng, deadline)  # outside the tree
        for n in path[1:]:
            n.visits += 1
            n.total += reward[n.seat]
        root.visits += 1
