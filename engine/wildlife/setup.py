"""A new game, the organism auction (variant 3) and the seeding phase.

Sources: seed 000 "Set Up", "Seeding Restrictions", "General Variants"; seed 001
"Preparation", "Establishing the starting positions"; seed 003 "Seeding the Board" (tiles per
player); docs/wildlife-data.md (charts, the total seeding limit per area).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Event, Msg, msg, parse_code
from engine.wildlife import actions, auction, moves, turn
from engine.wildlife.actions import act
from engine.wildlife.auction import bid_range_msg
from engine.wildlife.board import SPACE_AREA, SPACES, TERRAINS, area_is_large
from engine.wildlife.data import (
    ABILITY_SUPPLY,
    ABILITY_SUPPLY_2P,
    ADAPTATION_TILES,
    FOOD_BANK,
    HAND_SIZE,
    LEDGER,
    MIGRATE,
    ORGANISM_ORDER,
    ORGANISMS,
    SEEDING_LIMIT_LARGE,
    SEEDING_LIMIT_SMALL,
    SEEDING_TILES,
    START_FOOD,
    START_FOOD_ORGANISM_AUCTION,
    TILES_PER_PLAYER,
    new_deck,
    sort_hand,
)

if TYPE_CHECKING:
    from engine.wildlife.frames import OrgAuctionFrame, OrgPickFrame
    from engine.wildlife.state import WildLifeState


def deal(st: WildLifeState) -> None:
    """Deal the game: organisms, food, tiles, success track start, ability and adaptation
    supplies, 10 cards each (variant 1: one ability card + 9), then seeding (or, variant 3,
    the organism auction first)."""
    options = st.options
    n = st.n = len(st.players)
    rng = st.random()
    deck = new_deck()
    rng.shuffle(deck)
    st.hands = [[] for _ in range(n)]
    dealt = HAND_SIZE
    if options.get("unlimited_abilities"):
        for s in range(n):          # variant 1: one arrow card each, then nine dealt
            deck.remove("ability")
            st.hands[s].append("ability")
        dealt = HAND_SIZE - 1
    for s in range(n):
        st.hands[s] = sort_hand(st.hands[s] + [deck.pop() for _ in range(dealt)])
    st.deck = deck
    st.discard = []
    auction_variant = bool(options.get("organism_auction"))
    if auction_variant:
        st.organisms = [None] * n
    else:
        chosen = list(ORGANISM_ORDER)
        rng.shuffle(chosen)
        st.organisms = chosen[:n]
    st.keep(rng)
    st.tiles = {}
    st.supply = [TILES_PER_PLAYER[n]] * n
    st.food = [START_FOOD_ORGANISM_AUCTION if auction_variant else START_FOOD] * n
    st.bank = FOOD_BANK - sum(st.food)  # seed 000: "the remaining chits … the Food Bank"
    st.points = [0] * n
    st.ledger = [{c: 0 for c in LEDGER} for _ in range(n)]
    st.levels = [{} for _ in range(n)]
    st.adapt_taken = [0] * n
    st.adapt_supply = {t: list(ADAPTATION_TILES) for t in TERRAINS}
    st.abilities = [{} for _ in range(n)]
    st.fresh = [{} for _ in range(n)]
    st.used = {}
    st.defense_used = [0] * n
    st.ability_supply = dict(ABILITY_SUPPLY_2P if n == 2 else ABILITY_SUPPLY)
    st.played = []
    st.cards_played = 0
    st.auctions = 0
    st.free_used = False
    st.markers = {}
    st.big_due = 0
    st.end_due = False
    st.pending = None
    st.paused = None
    st.last = {"moved": [], "placed": [], "removed": []}
    st.last_big = None
    st.big_count = 0
    st.turn_number = 0
    st.order = list(range(n))
    st.turn = 0
    st.round_start = 0
    st.round_turns = 0
    st.seed_queue = []
    out: list[Event] = []
    if auction_variant:
        st.phase = "organisms"
        st.pending = _org_auction(list(range(n)), 0)
        out.append(Event(msg("wl-organism-auction-begins", food=START_FOOD_ORGANISM_AUCTION)))
    else:
        _begin_seeding(st, out)
    st.record(out)


def _begin_seeding(st: WildLifeState, out: list[Event]) -> None:
    """Oldest organism starts; success track 1, 2, 3… in turn order (seed 000 "Set Up")."""
    n = st.n
    for s in range(n):
        st.levels[s] = dict(ORGANISMS[st.organisms[s]]["levels"])
    oldest = min(range(n), key=lambda s: ORGANISMS[st.organisms[s]]["order"])
    if st.options.get("organism_auction"):
        # variant 3: players sit in organism-age order, oldest first (seed 000)
        st.order = sorted(range(n), key=lambda s: ORGANISMS[st.organisms[s]]["order"])
    else:
        st.order = [(oldest + i) % n for i in range(n)]
    for i, s in enumerate(st.order):
        st.points[s] = i + 1
        st.ledger[s]["start"] = i + 1
    st.turn = st.order[0]
    st.round_start = st.order[0]
    st.phase = "seeding"
    st.seed_queue = st.order * SEEDING_TILES[n]
    out.append(Event(msg("wl-seeding-begins", player=st.players[st.turn],
                         organism=st.organisms[st.turn])))
    _skip_stuck_seeders(st, out)


# -- seeding ----------------------------------------------------------------------------------
def seeding_spaces(st: WildLifeState, seat: int) -> list[str]:
    """Empty spaces in terrains the seat can at least migrate in, in areas below the seeding
    limit: 2 tiles in total in a small area, 4 in a large one (seeds 000, 001)."""
    tiles, levels = st.tiles, st.levels[seat]
    counts: dict[str, int] = {}
    for space in tiles:
        area = SPACE_AREA[space]
        counts[area] = counts.get(area, 0) + 1
    out = []
    for space in SPACES:
        if space in tiles or levels[moves.SPACE_TERRAIN[space]] < MIGRATE:
            continue
        area = SPACE_AREA[space]
        limit = SEEDING_LIMIT_LARGE if area_is_large(area) else SEEDING_LIMIT_SMALL
        if counts.get(area, 0) < limit:
            out.append(space)
    return out


def seeding_legal(st: WildLifeState, seat: int) -> list[Action]:
    return [actions.SEED[s] for s in seeding_spaces(st, seat)]


def seeding_why_not(st: WildLifeState, seat: int) -> Msg:
    return msg("wl-seeding-rule", small=SEEDING_LIMIT_SMALL, large=SEEDING_LIMIT_LARGE,
               offer=st.offer(seat))


def seeding_apply(st: WildLifeState, seat: int, code: str, out: list[Event]) -> None:
    _, (space,) = parse_code(code)
    out.append(Event(msg("wl-seeds", player=st.players[seat], space=space,
                         area=SPACE_AREA[space]), kind="seed", data={"space": space}))
    moves.place(st, seat, space, out)
    st.seed_queue.pop(0)
    _skip_stuck_seeders(st, out)


def _skip_stuck_seeders(st: WildLifeState, out: list[Event]) -> None:
    """Start play when seeding is done. A seat with no legal seeding space gives up its
    placement (cannot happen with our charts: every organism has four terrains, room for at
    least 24 seeded tiles of which the others take at most 16)."""
    while st.seed_queue and not seeding_spaces(st, st.seed_queue[0]):
        st.seed_queue.pop(0)
    if st.seed_queue:
        return
    st.phase = "play"
    out.append(Event(msg("wl-seeding-over"), kind="info"))
    turn.start_turn(st, st.order[0], out)


# -- variant 3: the organism auction ------------------------------------------------------------
def _org_auction(left: list[int], first: int) -> OrgAuctionFrame:
    return {"k": "org_auction", "left": left, "high": -1, "bidder": None, "passed": [],
            "turn": first}


def legal(st: WildLifeState, p: OrgAuctionFrame | OrgPickFrame) -> list[Action]:
    if p["k"] == "org_pick":
        return [act(f"pick:{o}", "organism", "wl-act-pick", organism=o,
                    rank=ORGANISMS[o]["order"]) for o in ORGANISM_ORDER
                if o not in st.organisms]
    acts = [act(f"bid:{k}", "bid", "wl-act-bid-organism", food=k) for k in bid_range(st, p)]
    acts.append(act("pass", "pass", "wl-act-pass"))
    return acts


def bid_range(st: WildLifeState, p: OrgAuctionFrame) -> range:
    """Bids above the high bid, from 0, up to the bidder's food (seed 000: the winner pays)."""
    return range(p["high"] + 1, st.food[p["turn"]] + 1)


def apply(st: WildLifeState, p: OrgAuctionFrame | OrgPickFrame, code: str,
          out: list[Event]) -> None:
    """Open bidding for the next chart, from the seat after the last winner, round and round
    until all but one have passed; the winner pays the bank and picks a chart (variant 3:
    seed 000 "General Variants", seed 001 "Variants"; the bidding form is ours, as for cards,
    with bids from 0)."""
    if p["k"] == "org_pick":
        _, (organism,) = parse_code(code)
        _pick(st, p, organism, out)
        return
    seat = p["turn"]
    auction.record_bid(st, p, code, out)
    active = [s for s in p["left"] if s not in p["passed"]]
    if len(active) == 1:
        winner = active[0]
        price = p["high"] if winner == p["bidder"] else 0
        st.pay_bank(winner, price)
        out.append(Event(msg("wl-wins-choice", player=st.players[winner], food=price),
                         kind="bid"))
        st.pending = {"k": "org_pick", "seat": winner, "left": p["left"]}
        return
    nxt = _next_in(st, p["left"], seat)
    while nxt in p["passed"]:
        nxt = _next_in(st, p["left"], nxt)
    p["turn"] = nxt


def why_not(st: WildLifeState, p: OrgAuctionFrame | OrgPickFrame, code: str) -> Msg:
    if p["k"] == "org_pick":
        return msg("wl-choose-chart", offer=st.offer(p["seat"]))
    return msg("wl-you-can", range=bid_range_msg(bid_range(st, p)))


def timeout(st: WildLifeState, p: OrgAuctionFrame | OrgPickFrame) -> str | None:
    """Doing nothing in the organism auction is a pass; a chart must be picked (AI)."""
    return "pass" if p["k"] == "org_auction" else None


def _next_in(st: WildLifeState, left: list[int], seat: int) -> int:
    s = (seat + 1) % st.n
    while s not in left:
        s = (s + 1) % st.n
    return s


def _pick(st: WildLifeState, p: OrgPickFrame, organism: str, out: list[Event]) -> None:
    seat = p["seat"]
    st.organisms[seat] = organism
    left = [s for s in p["left"] if s != seat]
    out.append(Event(msg("wl-takes-organism", player=st.players[seat], organism=organism),
                     kind="organism"))
    if len(left) == 1:
        st.pending = {"k": "org_pick", "seat": left[0], "left": left}
    elif left:
        st.pending = _org_auction(left, _next_in(st, left, seat))
    else:
        st.pending = None
        _begin_seeding(st, out)
