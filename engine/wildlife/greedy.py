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

from typing import Any

from engine.core import Action, Rng, State
from engine.search import SearchSettings
from engine.wildlife import moves
from engine.wildlife.boardpoints import analysed
from engine.wildlife.cards import TERRAIN_OF_KEY
from engine.wildlife.data import BIG_SCORING_MARKERS, FOOD_PER_POINT
from engine.wildlife.holdings import holding, holdings
from engine.wildlife.horizon import (
    HORIZON,
    estimate,
    features,
    horizon,
    reasoned_estimate,
    time_left,
)
from engine.wildlife.worth import (
    ability_value,
    adapt_value,
    best_terrain_use,
    board_value,
    card_value,
    migrate_gain,
    mode_value,
    space_move_value,
)

#: what engine.ai, benchmarks/ and tests/ai read of WildLife's AI here, besides the player
__all__ = ["HORIZON", "SEARCH", "GreedyPlayer", "action_value", "best_terrain_use", "decide",
           "estimate", "features", "holding", "holdings", "horizon", "migrate_gain",
           "mode_value", "ranked",
           "reasoned_estimate", "rollout_policy", "time_left"]

KEEP_FOOD = 9
SEARCH = SearchSettings(rollout_depth=16, scale=4.0, exploration=0.5, anchor=0.03,
                        root_width=3)


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
        """The seat's own cards, as its view lists them (``rollout_policy`` reads them so):
        building the whole view for them was a fifth of a greedy decision's time."""
        st: Any = state
        return list(st.hands[seat])



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
    Mobility). Kept with the board's analysis: a choice values each of its "from" actions,
    and each asked for every tile's destinations (they depend on the board and the seat's
    levels only)."""
    board = analysed(st.tiles, st.n)
    key = ("destinations", seat, p.get("k"), p.get("as"), tuple(st.levels[seat].values()))
    found = board.memo.get(key)
    if found is None:
        if p.get("k") == "mobility":
            targets = moves.mobility_targets(st, seat)
            found = {s: targets for s in moves.own_spaces(st, seat)}
        else:
            terrain = TERRAIN_OF_KEY[p["as"]] if p.get("k") == "card" else None
            found = moves.migrations(st, seat, terrain)
        board.memo[key] = found
    return found  # type: ignore[return-value]


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


def menu(st: Any, seat: int, legal: list[Action], by_code: dict[str, Action],
         hand: list[str]) -> Action:
    # a card's worth is counted only when the menu offers to play or sell it: once a turn's
    # card is played, the menu that follows (convert, end) needs none of them
    values: dict[str, float] = {}

    def worth(key: str) -> float:
        if key not in values:
            values[key] = card_value(st, seat, key)
        return values[key]

    cards = list(dict.fromkeys(hand))
    plays = [key for key in cards if f"play:{key}" in by_code]
    if plays:
        best = max(plays, key=worth)
        if values[best] >= 0.5:
            return by_code[f"play:{best}"]
    if "migrate" in by_code and migrate_gain(st, seat) > 0.2:
        return by_code["migrate"]
    auctions = [key for key in cards if f"auction:{key}" in by_code]
    if auctions and st.auctions == 0:
        def keep_worth(key: str) -> float:  # what selling it would cost me
            return worth(key) + (2.0 if key in ("epidemic", "food_source") else 0.0)
        return by_code[f"auction:{min(auctions, key=keep_worth)}"]
    keep = 0 if st.end_due or st.big_count >= len(BIG_SCORING_MARKERS) else KEEP_FOOD
    convert = (st.food[seat] - keep) // FOOD_PER_POINT
    if convert > 0 and f"convert:{convert}" in by_code:
        return by_code[f"convert:{convert}"]
    if "end" in by_code:
        return by_code["end"]
    return legal[0]


def bid(st: Any, seat: int, p: dict[str, Any], by_code: dict[str, Action]) -> Action:
    """Bid the lowest amount while the card is worth more food than that to me."""
    worth = max(0.0, card_value(st, seat, p["card"], True))
    limit = min(st.food[seat], int(worth * FOOD_PER_POINT * 0.8))
    bids = sorted(int(c[4:]) for c in by_code if c.startswith("bid:"))
    if bids and bids[0] <= limit:
        return by_code[f"bid:{bids[0]}"]
    return by_code.get("pass", next(iter(by_code.values())))


def rollout_policy(state: State, seat: int, rng: Rng) -> Action:
    st: Any = state
    return decide(st, seat, state.legal_actions(seat), list(st.hands[seat]))
