"""What a WildLife board, card, ability or adaptation is worth to a seat: the values the greedy
player (engine/wildlife/greedy.py) compares, read from public data only.

A board counts as a big scoring would count it now, times the big scorings still to come,
for the seat against ``RIVALRY`` times its strongest rival; of its own herds only the
largest counts (docs/wildlife-scoring.md "Many small herds"). Values derived from the board
are kept with its analysis (``remembered``), since the menu, the bids and the search's
rollouts ask for the same ones again and again.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.wildlife import moves
from engine.wildlife.board import AREAS, SPACE_AREA, TERRAINS
from engine.wildlife.boardpoints import BoardPoints, Changes, Count, analysed
from engine.wildlife.cards import TERRAIN_OF_KEY, ability_sources, min_expand_level
from engine.wildlife.data import (
    ABILITIES,
    ATTACK,
    BIG_SCORING_MARKERS,
    EXPAND,
    MIGRATE,
    SMALL_SCORING_TRACK,
)
from engine.wildlife.scoring import rank_points

RIVALRY = 0.5
ABILITY_WORTH = {"intelligence": 1.6, "aggression": 1.6, "defense": 1.0, "mobility": 0.8}
EVENT_WORTH = {"food_source": 2.8, "epidemic": 1.5, "famine": 1.2}


def scorings_left(st: Any) -> float:
    """Big scorings still to come (markers 4, 8 and 11 trigger them; the last ends the game)."""
    return max(0.7, len(BIG_SCORING_MARKERS) - st.big_count)


def relative(count: Count, seat: int) -> float:
    """The seat's own count (its largest herd only) against ``RIVALRY`` times the strongest
    rival's full count by the rules."""
    others = [v for i, v in enumerate(count.rules) if i != seat]
    return count.own[seat] - RIVALRY * (max(others) if others else 0.0)


def small_bonus(st: Any, seat: int, changes: Changes, filled: list[str]) -> float:
    """The small-scoring marker a move wins by filling an area (the turn's player takes it)."""
    bonus = 0.0
    taken = len(st.markers)
    for area in {SPACE_AREA[s] for s in filled}:
        if area in st.markers or taken >= len(SMALL_SCORING_TRACK):
            continue
        if all((changes[sp] if sp in changes else st.tiles.get(sp)) is not None
               for sp in AREAS[area]):
            value = SMALL_SCORING_TRACK[taken]
            bonus += value if st.turn == seat else -RIVALRY * value
            taken += 1
    return bonus


def board_value(st: Any, seat: int, board: BoardPoints | None = None,
                changes: Changes | None = None, filled: list[str] | None = None) -> float:
    """The board's worth to ``seat`` after ``changes`` (none: as it stands); ``filled``: the
    spaces the move fills, for the small-scoring markers. ``board``: the board's analysis,
    when a loop over moves has it at hand."""
    board = board or analysed(st.tiles, st.n)
    count = board.after(changes) if changes else board.count
    return (scorings_left(st) * relative(count, seat)
            + small_bonus(st, seat, changes or {}, filled or []))


def space_move_value(st: Any, seat: int, code: str, frm: str | None,
                     board: BoardPoints | None = None) -> float:
    """Value of the board after a space choice (place, attack, move, swap, remove, seed)."""
    head, _, space = code.partition(":")
    changes: Changes = {}
    if head in ("place", "attack", "target", "seed"):
        changes[space] = seat
    elif head == "remove":
        changes[space] = None
    elif head == "to" and frm is not None:
        changes[frm] = st.tiles.get(space)  # a swap leaves the other tile on ``frm``
        changes[space] = seat
    return board_value(st, seat, board, changes, [space])


def remembered(st: Any, seat: int, what: tuple[Any, ...],
               compute: Callable[[BoardPoints], float]) -> float:
    """A value derived from the board, kept with the board's analysis: the menu, the bids and
    the search's rollouts ask for the same ones again and again. The key holds whatever else
    a move's worth reads: the seat's levels and supply, the scorings left, whose turn it is
    and the markers taken (``small_bonus``)."""
    board = analysed(st.tiles, st.n)
    key = (*what, seat, tuple(st.levels[seat].values()), st.supply[seat] > 0, st.big_count,
           st.turn == seat, tuple(st.markers))
    found = board.memo.get(key)
    if found is None:
        found = board.memo[key] = compute(board)
    return found  # type: ignore[return-value]


def best_gain(st: Any, seat: int, board: BoardPoints,
              choices: list[tuple[str, str | None]]) -> float:
    """The best gain over the board as it stands among space choices (code, tile moved from)."""
    return max((space_move_value(st, seat, code, frm, board) for code, frm in choices),
               default=float("-inf")) - board_value(st, seat, board)


# -- what a card is worth to me --------------------------------------------------------------
def best_terrain_use(st: Any, seat: int, terrain: str, bought: bool = False) -> float:
    """The best gain of a terrain card: expand, attack, or (nothing better) migrate. A card
    ``bought`` at auction may expand where the seat only migrates (variant 2)."""
    level = min_expand_level(st, bought)

    def compute(board: BoardPoints) -> float:
        best = best_gain(st, seat, board, expand_moves(st, seat, terrain, level)
                         + mode_moves(st, seat, terrain, "attack"))
        if st.levels[seat][terrain] >= MIGRATE and best < 1.0:
            best = max(best, best_gain(st, seat, board, mode_moves(st, seat, terrain, "migrate")))
        return best
    return remembered(st, seat, ("use", terrain, level), compute)


def adapt_value(st: Any, seat: int, terrain: str) -> float:
    level = st.levels[seat][terrain]
    if level >= ATTACK or st.adapt_supply[terrain][level] <= 0:
        return float("-inf")
    gain = rank_gain(tuple(st.adapt_taken), seat) * scorings_left(st) * 0.7
    spaces = moves.TERRAIN_SPACES[terrain]
    empty = sum(1 for s in spaces if s not in st.tiles)
    rivals = sum(1 for s in spaces if st.tiles.get(s, seat) != seat)
    if level + 1 == MIGRATE:
        gain += 0.3
    elif level + 1 == EXPAND:
        gain += 0.3 * min(empty, 5)
    else:
        gain += 0.25 * min(rivals, 5)
    return gain


@lru_cache(maxsize=4096)
def rank_gain(counts: tuple[int, ...], seat: int) -> int:
    """Adaptation or ability rank points (4/2) the seat gains with one more."""
    raised = list(counts)
    raised[seat] += 1
    return rank_points(raised)[seat] - rank_points(list(counts))[seat]


def ability_value(st: Any, seat: int, kind: str) -> float:
    counts = tuple(sum(a.values()) for a in st.abilities)
    gain = rank_gain(counts, seat) * scorings_left(st) * 0.7
    if kind == "food":
        markers_left = len(SMALL_SCORING_TRACK) - len(st.markers)
        turns_left = max(1.0, markers_left * 2.4 / st.n)  # the seat's own turns still to come
        return gain + 2.0 * min(6.0, turns_left)
    return gain + ABILITY_WORTH[kind]


def card_value(st: Any, seat: int, key: str, bought: bool = False) -> float:
    """What a card is worth to the seat; ``bought``: it would come from an auction."""
    if key in EVENT_WORTH:
        return EVENT_WORTH[key]
    if key == "adaptation":
        return max(adapt_value(st, seat, t) for t in TERRAINS)
    if key == "ability":
        return max((ability_value(st, seat, k) for k in ABILITIES
                    if ability_sources(st, seat, k)), default=float("-inf"))
    if key == "joker":
        return max(card_value(st, seat, "adaptation"), card_value(st, seat, "ability"),
                   max(best_terrain_use(st, seat, t, bought) for t in TERRAINS))
    return best_terrain_use(st, seat, TERRAIN_OF_KEY[key], bought)


def mode_value(st: Any, seat: int, terrain: str | None, mode: str) -> float:
    """The best gain of a terrain card played as expand, attack or migrate (terrain None:
    the free migration)."""
    return remembered(st, seat, ("mode", terrain, mode),
                      lambda board: best_gain(st, seat, board,
                                              mode_moves(st, seat, terrain, mode)))


def expand_moves(st: Any, seat: int, terrain: str, level: int) -> list[tuple[str, None]]:
    return [(f"place:{s}", None) for s in moves.expand_targets(st, seat, terrain, level)]


def mode_moves(st: Any, seat: int, terrain: str | None,
               mode: str) -> list[tuple[str, str | None]]:
    """The space choices a mode leads to: (code, the tile moved from or None)."""
    if terrain is not None and mode == "expand":
        # variant 2 allows expanding where it only migrates
        return (expand_moves(st, seat, terrain, EXPAND)
                or expand_moves(st, seat, terrain, MIGRATE))
    if terrain is not None and mode == "attack":
        return [(f"attack:{s}", None) for s in moves.attack_targets(st, seat, terrain)]
    return [(f"to:{to}", frm)
            for frm, dests in moves.migrations(st, seat, terrain).items() for to in dests]


def migrate_gain(st: Any, seat: int) -> float:
    """The best gain of the free migration (any terrain the organism may migrate in)."""
    return mode_value(st, seat, None, "migrate")
