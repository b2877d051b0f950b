"""The search's estimate of WildLife's final scores (``engine.search.horizon_value``): what each
seat has and will earn (``features``), the weights fitted by benchmarks/horizon.py (``HORIZON``) and
the game's clock (``time_left``)."""

from __future__ import annotations

from typing import Any

from engine.core import State
from engine.search import Horizon, horizon_value
from engine.wildlife.boardpoints import analysed
from engine.wildlife.data import FOOD_PER_POINT, SMALL_SCORING_TRACK
from engine.wildlife.scoring import rank_points
from engine.wildlife.worth import scorings_left

HORIZON: Horizon = {
    "success points": (0.815, -0.111),
    "area points": (2.823, -0.206),
    "herd points": (0.732, -0.029),
    "largest herd points": (0.630, -0.097),
    "adaptation rank": (3.591, -0.254),
    "ability rank": (2.687, -0.197),
    "food rank": (-0.055, 0.019),
    "food": (0.320, -0.054),
    "food abilities": (-1.081, 0.218),
    "other abilities": (-1.999, 0.800),
    "adaptation levels": (-3.022, 0.114),
    "tiles in supply": (1.595, -0.158),
    "constant": (27.194, 8.583),
}
#: placeholder until the 2-player fit
HORIZON_TWO: Horizon = HORIZON


def time_left(state: State) -> int:
    """The game's clock for the horizon value: the small-scoring markers still on the track
    (the 4th, 8th and 11th taken trigger the big scorings, the 11th ends the game); with 2
    players, whose game ends only when a player has placed every tile (seeds 000, 001), the
    tiles left in the smallest supply."""
    st: Any = state
    if st.n == 2:
        return min(st.supply)
    return len(SMALL_SCORING_TRACK) - len(st.markers)


def features(state: State) -> list[dict[str, float]]:
    """What ``HORIZON`` weighs, per seat: the points now, what a big scoring would give now
    (areas, every herd, the largest herd alone, the three ranks), and what earns points later
    (food, Food and other abilities, adaptation levels, tiles still to place)."""
    st: Any = state
    board = analysed(st.tiles, st.n)
    ranks = {"adaptation rank": rank_points(list(st.adapt_taken)),
             "ability rank": rank_points([sum(a.values()) for a in st.abilities]),
             "food rank": rank_points(list(st.food))}
    out = []
    for s in range(st.n):
        held = st.abilities[s]
        out.append({
            "success points": st.points[s],
            "area points": board.area_total[s],
            "herd points": board.points[s] - board.area_total[s],
            "largest herd points": board.count.own[s] - board.area_total[s],
            **{name: points[s] for name, points in ranks.items()},
            "food": st.food[s],
            "food abilities": held.get("food", 0),
            "other abilities": sum(held.values()) - held.get("food", 0),
            "adaptation levels": sum(st.levels[s].values()),
            "tiles in supply": st.supply[s],
            "constant": 1.0,
        })
    return out


def horizon(players: int) -> Horizon:
    """The fitted weights for a game of ``players``: the 2-player game has its own clock."""
    return HORIZON_TWO if players == 2 else HORIZON


def estimate(state: State) -> list[float]:
    """Expected final score per seat: the fitted weights (``horizon``) for the time left."""
    st: Any = state
    table, left = horizon(st.n), time_left(state)
    return [horizon_value(f, left, table) for f in features(state)]


def reasoned_estimate(state: State) -> list[float]:
    """The horizon value before the fit: points now, the board and ranks scored in the big
    scorings still to come, and food at its conversion rate."""
    st: Any = state
    board = analysed(st.tiles, st.n).points
    adapt = rank_points(list(st.adapt_taken))
    abil = rank_points([sum(a.values()) for a in st.abilities])
    food = rank_points(list(st.food))
    left = scorings_left(st)
    return [st.points[s] + left * (board[s] + adapt[s] + abil[s] + food[s])
            + st.food[s] / FOOD_PER_POINT for s in range(st.n)]
