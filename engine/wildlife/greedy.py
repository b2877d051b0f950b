"""A WildLife player that knows the big scoring, deciding from public data and its own hand.

What it weighs (seed 000 "Big Scoring", "Small Scoring", "Card Auctions", "Converting Food"):

* the board as a big scoring would count it now — area majorities and monopolies (3/2/1,
  4/5 alone) and herds (10/7/5/3/1) — times the big scorings still to come, for itself
  against its strongest rival; a small-scoring marker when its move fills an area. Of its own
  herds it counts only the largest, as people do: every herd scores by the rules, and a table
  of one-tile herds tied for a high place would score each of them, but nobody plays for that
  (docs/wildlife-scoring.md "Many small herds" has the measurements). Its rivals' herds it
  counts as the rules do, so it sees, and answers, a rival who spreads single tiles;
* adaptation tiles (rank points, and the expand/attack they unlock), ability cards (Food pays
  2 a turn; Intelligence, Aggression, Defense, Mobility have fixed worths), events;
* auctions: it sells its least useful card (Epidemic and Food Source it would rather play)
  and bids for a card up to its worth in food (3 food = 1 point, a little less, since food
  also wins the food ranking), never beyond its own food;
* food conversion: keeps 9 food for bidding and the food ranking, converts the rest, and
  converts everything once the game's end is due.

It reads only what its seat's view shows: the board, tracks, supplies and counts, which it
takes from the state's public attributes, and its own hand. It never uses "back"/"cancel"
except to leave a choice with nothing worth doing, so it cannot loop.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.core import Action, Rng, State
from engine.search import Horizon, SearchSettings, horizon_value
from engine.wildlife import moves
from engine.wildlife.board import AREAS, SPACE_AREA, TERRAINS
from engine.wildlife.boardpoints import BoardPoints, Changes, Count, analysed
from engine.wildlife.cards import TERRAIN_OF_KEY, ability_sources, min_expand_level
from engine.wildlife.data import (
    ABILITIES,
    ATTACK,
    BIG_SCORING_MARKERS,
    EXPAND,
    FOOD_PER_POINT,
    MIGRATE,
    SMALL_SCORING_TRACK,
)
from engine.wildlife.scoring import rank_points

RIVALRY = 0.5
KEEP_FOOD = 9
ABILITY_WORTH = {"intelligence": 1.6, "aggression": 1.6, "defense": 1.0, "mobility": 0.8}
EVENT_WORTH = {"food_source": 2.8, "epidemic": 1.5, "famine": 1.2}

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

SEARCH = SearchSettings(rollout_depth=16, scale=4.0, exploration=0.5, anchor=0.03,
                        root_width=3)


# -- evaluation of a board ---------------------------------------------------------------------
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


# -- the player ------------------------------------------------------------------------------
class GreedyPlayer:
    """Heuristic WildLife player (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        return decide(state, seat, legal, self.hand(state, seat))

    def ranked(self, state: State, seat: int) -> list[Action]:
        """The legal actions, the greedy choice first (the search widens its root so)."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal
        return ranked(state, seat, legal, self.hand(state, seat))

    @staticmethod
    def hand(state: State, seat: int) -> list[str]:
        return [c["code"] for c in state.view(seat).get("hand", [])]



def _best(legal: list[Action], value) -> tuple[Action | None, float]:
    best, best_v = None, float("-inf")
    for a in legal:
        v = value(a)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best, best_v


def _exit(by_code: dict[str, Action]) -> Action | None:
    """Leave a choice with nothing worth doing. A card gives up its action ("discard")
    rather than going back to the hand, so the menu cannot offer it again and loop."""
    for code in ("discard", "cancel", "back", "pass", "allow"):
        if code in by_code:
            return by_code[code]
    return None


def action_value(st: Any, seat: int, action: Action) -> float:
    """What one action of the current decision is worth to ``seat`` (higher is better): the
    values ``decide`` compares, and the order in which the search widens its root."""
    p = st.pending or {}
    head, _, arg = action.code.partition(":")
    if head in ("place", "attack", "target", "to", "seed", "remove"):
        return space_move_value(st, seat, action.code, p.get("from"))
    if head == "from":
        return max((space_move_value(st, seat, f"to:{t}", arg)
                    for t in _destinations(st, seat, p).get(arg, [])), default=float("-inf"))
    if head in ("as", "play"):
        return card_value(st, seat, arg, bool(p.get("bought")))
    if head == "auction":  # selling it costs me its worth; these two I would rather play
        return -card_value(st, seat, arg) - (2.0 if arg in ("epidemic", "food_source") else 0.0)
    if head == "mode":
        return mode_value(st, seat, TERRAIN_OF_KEY[p["as"]], arg)
    if head == "adapt":
        return adapt_value(st, seat, TERRAIN_OF_KEY[arg])
    if head == "take":
        return ability_value(st, seat, arg.split(":")[0]) + (0.5 if ":" in arg else 0.0)
    if head == "bid":  # a card's auction; an organism chart's (variant) is worth no food
        worth = max(0.0, card_value(st, seat, p["card"], True)) if "card" in p else 0.0
        return worth - int(arg) / FOOD_PER_POINT
    if head == "migrate":
        return migrate_gain(st, seat)
    return 0.0


def _destinations(st: Any, seat: int, p: dict[str, Any]) -> dict[str, list[str]]:
    """Where each own tile may go in a "from" choice (a migration card, the free migration,
    Mobility)."""
    if p.get("k") == "mobility":
        targets = moves.mobility_targets(st, seat)
        return {s: targets for s in moves.own_spaces(st, seat)}
    terrain = TERRAIN_OF_KEY[p["as"]] if p.get("k") == "card" else None
    return moves.migrations(st, seat, terrain)


def ranked(st: Any, seat: int, legal: list[Action], hand: list[str]) -> list[Action]:
    """``decide``'s choice first, then the other actions by ``action_value``."""
    first = decide(st, seat, legal, hand)
    rest = [a for a in legal if a is not first]
    return [first] + sorted(rest, key=lambda a: -action_value(st, seat, a))


def decide(st: Any, seat: int, legal: list[Action], hand: list[str]) -> Action:
    """One decision from public data (``st``'s board, tracks, supplies) and the seat's hand."""
    by_code = {a.code: a for a in legal}
    p = st.pending

    def value(a: Action) -> float:
        return action_value(st, seat, a)

    if st.phase == "seeding":
        return _best(legal, value)[0] or legal[0]
    if p is None:
        return menu(st, seat, legal, by_code, hand)
    k = p["k"]
    if k == "auction":
        return bid(st, seat, p, by_code)
    if k == "defense":
        return by_code.get("block", legal[0])
    if k == "epidemic":
        return _best(legal, value)[0] or legal[0]
    if k in ("org_auction", "org_pick"):
        return by_code.get("pass", legal[0])
    base = board_value(st, seat)
    moves_ = [a for a in legal if a.code.split(":")[0] in ("place", "attack", "target", "to")]
    if k == "card":
        step = p["step"]
        if step == "joker":
            return _best([a for a in legal if a.code.startswith("as:")], value)[0] or legal[0]
        if step == "terrain":
            modes = [a for a in legal if a.code.startswith("mode:")]
            if not modes:
                return _exit(by_code) or legal[0]
            return _best(modes, value)[0] or legal[0]
        if step == "adapt":
            opts = [a for a in legal if a.code.startswith("adapt:")]
            return _best(opts, value)[0] or _exit(by_code) or legal[0]
        if step == "ability":
            opts = [a for a in legal if a.code.startswith("take:")]
            return _best(opts, value)[0] or _exit(by_code) or legal[0]
        if step == "migrate_from":
            return _best([a for a in legal if a.code.startswith("from:")], value)[0] \
                or legal[0]
    if k in ("free", "mobility") and p.get("step") == "from":
        best, best_value = _best([a for a in legal if a.code.startswith("from:")], value)
        if best is None or best_value - base < 0.2:
            return _exit(by_code) or legal[0]
        return best
    if moves_:
        best, best_value = _best(moves_, value)
        if best is not None and (best_value - base > 0.05 or k not in ("free", "mobility",
                                                                        "aggression")):
            return best
    return _exit(by_code) or legal[0]


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


def menu(st: Any, seat: int, legal: list[Action], by_code: dict[str, Action],
         hand: list[str]) -> Action:
    values = {key: card_value(st, seat, key) for key in dict.fromkeys(hand)}
    plays = [key for key in values if f"play:{key}" in by_code]
    if plays:
        best = max(plays, key=lambda key: values[key])
        if values[best] >= 0.5:
            return by_code[f"play:{best}"]
    if "migrate" in by_code and migrate_gain(st, seat) > 0.2:
        return by_code["migrate"]
    auctions = [key for key in values if f"auction:{key}" in by_code]
    if auctions and st.auctions == 0:
        def keep_worth(key: str) -> float:  # what selling it would cost me
            return values[key] + (2.0 if key in ("epidemic", "food_source") else 0.0)
        return by_code[f"auction:{min(auctions, key=keep_worth)}"]
    keep = 0 if st.end_due or st.big_count >= len(BIG_SCORING_MARKERS) else KEEP_FOOD
    convert = (st.food[seat] - keep) // FOOD_PER_POINT
    if convert > 0 and f"convert:{convert}" in by_code:
        return by_code[f"convert:{convert}"]
    if "end" in by_code:
        return by_code["end"]
    return legal[0]


def migrate_gain(st: Any, seat: int) -> float:
    """The best gain of the free migration (any terrain the organism may migrate in)."""
    return mode_value(st, seat, None, "migrate")


def bid(st: Any, seat: int, p: dict[str, Any], by_code: dict[str, Action]) -> Action:
    """Bid the lowest amount while the card is worth more food than that to me."""
    worth = max(0.0, card_value(st, seat, p["card"], True))
    limit = min(st.food[seat], int(worth * FOOD_PER_POINT * 0.8))
    bids = sorted(int(c[4:]) for c in by_code if c.startswith("bid:"))
    if bids and bids[0] <= limit:
        return by_code[f"bid:{bids[0]}"]
    return by_code.get("pass", next(iter(by_code.values())))


# -- for the search ----------------------------------------------------------------------------
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


def rollout_policy(state: State, seat: int, rng: Rng) -> Action:
    st: Any = state
    return decide(st, seat, state.legal_actions(seat), list(st.hands[seat]))
