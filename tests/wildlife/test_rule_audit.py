"""Rules checked sentence by sentence in the audit of the rulebooks (seeds 000, 001, 003 and
docs/wildlife-data.md): the corners the first tests did not reach.

Seats: 0 Crocodile (Forest E, Savanna m, Steppe m, Water A), 1 Snake (Forest m, Desert A,
Steppe m, Water E), 2 Eagle (Desert E, Savanna m, Steppe m, Mountains A), 3 Bear (Forest A,
Savanna m, Mountains E, Water m).
"""

from __future__ import annotations

from engine.wildlife import moves, setup
from engine.wildlife.board import AREAS


def _full(area: str, owner: int, others: dict[str, int] | None = None) -> dict[str, int]:
    tiles = {s: owner for s in AREAS[area]}
    tiles.update(others or {})
    return tiles


# -- Food ability -----------------------------------------------------------------------------
def test_food_ability_taken_on_own_turn_gives_two_points_at_once(table) -> None:
    """Seed 000 "Ability Cards": "You may use an ability on the turn you obtain it"; seed 001
    "even in the same turn"; Food: "On your turn, advance your pawn two spaces"."""
    st = table.new(3, hands=[["ability", "joker"], [], []])
    before = st.points[0]
    table.do(st, "play:ability", "take:food")
    assert st.points[0] == before + 2 and st.ledger[0]["food_ability"] == 2
    # a second Food card gives its own 2 points
    table.do(st, "play:joker", "as:ability", "take:food")
    assert st.points[0] == before + 4


def test_food_ability_gives_points_once_per_turn_per_card(table) -> None:
    """Seed 000 "The Abilities": each ability once during your turn; a Food held at the
    turn's start already gave its points, and one lost and taken back gives nothing more."""
    st = table.new(3, hands=[["ability"], [], []])
    st.abilities[0]["food"] = 2
    st.ability_supply["food"] = 0
    st.abilities[1]["food"] = 1
    st.used["food"] = 2
    st.abilities[0]["food"] = 1          # lost one during the turn (as to an auction buyer)
    st.version += 1
    before = st.points[0]
    table.do(st, "play:ability", "take:food:1")
    assert st.abilities[0]["food"] == 2 and st.points[0] == before


def test_food_ability_bought_at_auction_scores_at_the_buyers_next_turn(table) -> None:
    """Seed 000 "The Abilities": an ability bought at auction is usable only from the buyer's
    own turn: no points at once, 2 at the start of the buyer's turn."""
    st = table.new(3, hands=[["ability", "forest"], [], []])
    before = st.points[1]
    table.do(st, "auction:ability", "bid:3", "pass", "take:food")
    assert st.points[1] == before
    assert st.ledger[1].get("food_ability", 0) == 0
    table.do(st, "end")
    assert st.turn == 1 and st.ledger[1]["food_ability"] == 2


# -- Intelligence -----------------------------------------------------------------------------
def test_intelligence_bought_at_auction_adds_a_card_from_the_buyers_next_turn(table) -> None:
    """Seed 000 "The Abilities": Intelligence bought at auction works from the buyer's turn;
    the seller's card limit does not change."""
    st = table.new(3, hands=[["ability", "forest"], [], []])
    table.do(st, "auction:ability", "bid:3", "pass", "take:intelligence")
    assert st.card_limit() == 3
    table.do(st, "end")
    assert st.turn == 1 and st.card_limit() == 4


def test_intelligence_taken_on_own_turn_adds_a_card_this_turn(table) -> None:
    """Seed 000 "Ability Cards": usable on the turn you obtain it (4 card actions)."""
    st = table.new(3, hands=[["ability", "forest", "forest", "forest"], [], []])
    table.do(st, "play:ability", "take:intelligence", "play:forest", "discard",
             "play:forest", "discard")
    assert st.cards_played == 3 and "auction:forest" in table.codes(st)


# -- Defense ----------------------------------------------------------------------------------
def test_defense_asked_when_a_buyer_attacks_a_third_player(table) -> None:
    """Seed 001 (Defense): "once in each turn of your opponents"; the attacked owner (not the
    auctioneer, whose turn it is) is asked when an auction buyer attacks them."""
    st = table.new(4, tiles=_full("w", 2), hands=[["water"], [], [], []])
    st.markers["w"] = {"seat": 0, "value": 3, "index": 0}
    st.levels[1]["Water"] = 3
    st.abilities[2]["defense"] = 1
    st.version += 1
    table.do(st, "auction:water", "bid:3", "pass", "pass", "mode:attack",
             f"attack:{AREAS['w'][0]}")
    assert st.pending["k"] == "defense" and st.to_act() == [2]
    table.do(st, "block")
    assert st.tiles[AREAS["w"][0]] == 2 and st.pending is None and st.supply[1] == 25


def test_defense_blocks_only_attacks_against_own_tiles(table) -> None:
    """Seed 000 (Defense): "block one attack against you": a third player's Defense is not
    asked when someone else's tile is attacked."""
    st = table.new(4, tiles=_full("w", 1), hands=[["water"], [], [], []])
    st.markers["w"] = {"seat": 0, "value": 3, "index": 0}
    st.abilities[2]["defense"] = 1
    st.version += 1
    table.do(st, "play:water", "mode:attack", f"attack:{AREAS['w'][0]}")
    assert st.pending is None and st.tiles[AREAS["w"][0]] == 0


def test_defense_once_per_turn_then_later_attacks_go_through(table) -> None:
    """Seed 000 translator's note: blocked once, the same player may hit you again that turn
    and Defense cannot stop it; on the next opponent's turn it works again."""
    st = table.new(4, tiles=_full("w", 1), hands=[["water", "water", "forest"], ["forest"],
                                                  [], []])
    st.markers["w"] = {"seat": 0, "value": 3, "index": 0}
    st.abilities[1]["defense"] = 1
    st.version += 1
    table.do(st, "play:water", "mode:attack", f"attack:{AREAS['w'][0]}", "block")
    table.do(st, "play:water", "mode:attack", f"attack:{AREAS['w'][0]}")
    assert st.pending is None and st.tiles[AREAS["w"][0]] == 0
    table.do(st, "auction:forest", "pass", "pass", "pass", "end")
    assert st.usable(1, "defense") == 0           # seat 1's own turn now
    table.do(st, "auction:forest", "pass", "pass", "pass", "end")
    assert st.usable(1, "defense") == 1


def test_mobility_to_an_empty_space_is_not_a_swap_and_not_blockable(table) -> None:
    """Seed 000 (Defense): only an exchange of places by Mobility can be blocked."""
    st = table.new(4, tiles={"A4": 0, "D6": 1})
    st.abilities[0]["mobility"] = 1
    st.abilities[1]["defense"] = 1
    st.version += 1
    table.do(st, "mobility", "from:A4", "to:E6")
    assert st.pending is None and st.tiles == {"E6": 0, "D6": 1}


def test_mobility_may_move_a_tile_that_stands_in_an_unadapted_terrain(table) -> None:
    """Seed 000 (Mobility): "from any space on the board"; only the new space must suit the
    mover (a tile swapped into a foreign terrain can leave it by Mobility)."""
    st = table.new(4, tiles={"H7": 0})           # Crocodile in the desert
    st.abilities[0]["mobility"] = 1
    st.version += 1
    table.do(st, "mobility")
    assert "from:H7" in table.codes(st)
    assert "migrate" not in table.codes(st)      # but it cannot migrate from there


# -- migration --------------------------------------------------------------------------------
def test_migration_path_does_not_cross_a_gap_or_other_players(table) -> None:
    """Seed 000 "Migrate": own tiles only count as a path; an opponent's tile is a wall."""
    st = table.new(4, tiles={"D6": 0, "E6": 1, "F6": 0})
    dests = moves.migration_dests(st, 0, None, "D6")
    assert "G6" not in dests and "F7" not in dests
    st.tiles["E6"] = 0
    assert "G6" in moves.migration_dests(st, 0, None, "D6")


# -- the last tile ----------------------------------------------------------------------------
def test_last_tile_placed_by_an_attack_ends_the_game(table) -> None:
    """Seed 001 "End of the game": a player puts the last creature from his stock onto the
    board; an attack places a tile from the stock too."""
    st = table.new(4, tiles=_full("w", 1), hands=[["water", "forest"], [], [], []])
    st.markers["w"] = {"seat": 0, "value": 3, "index": 0}
    st.supply[0] = 1
    st.version += 1
    table.do(st, "play:water", "mode:attack", f"attack:{AREAS['w'][0]}")
    assert st.end_due


def test_last_tile_placed_by_aggression_ends_the_game(table) -> None:
    """Seed 001 "End of the game" and the Aggression card: a tile from the stock."""
    st = table.new(4)
    st.abilities[0]["aggression"] = 1
    st.supply[0] = 1
    st.version += 1
    table.do(st, "aggression", f"target:{AREAS['w'][0]}")
    assert st.end_due and st.supply[0] == 0
    assert "aggression" not in table.codes(st) and "mode:expand" not in table.codes(st)


def test_migration_and_mobility_place_no_tile_from_the_stock(table) -> None:
    """Seed 001 "End of the game": moving a tile is not placing one from the stock."""
    st = table.new(4, tiles={"A4": 0})
    st.supply[0] = 0
    st.abilities[0]["mobility"] = 1
    st.version += 1
    table.do(st, "migrate", "from:A4", "to:B4", "mobility", "from:B4", "to:E6")
    assert not st.end_due


def test_seeding_never_places_the_last_tile() -> None:
    """Seed 003 "Seeding the Board": at most 12 of 30, 8 of 30, 5 of 25, 4 of 21, 3 of 18
    tiles are seeded, so seeding can never be "placing the last tile"."""
    from engine.wildlife.data import SEEDING_TILES, TILES_PER_PLAYER
    assert all(SEEDING_TILES[n] < TILES_PER_PLAYER[n] for n in range(2, 7))
    assert setup.SEEDING_TILES is SEEDING_TILES


# -- abilities from the leader ----------------------------------------------------------------
def test_at_most_two_of_a_kind_also_when_taking_from_the_leader(table) -> None:
    """Seed 000 "Ability Cards": never more than two of a kind, from the supply or a player."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.ability_supply["mobility"] = 0
    st.abilities[0]["mobility"] = 2
    st.abilities[1]["mobility"] = 1
    st.version += 1
    table.do(st, "play:ability")
    assert not [c for c in table.codes(st) if c.startswith("take:mobility")]


def test_ability_leader_is_furthest_along_among_the_holders(table) -> None:
    """Seed 000 "Ability Cards": from the holder furthest along the success track, even when
    a non-holder or the taker is further."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.ability_supply["defense"] = 0
    st.abilities[1]["defense"] = 1
    st.abilities[2]["defense"] = 1
    st.points = [50, 7, 9, 40]
    st.version += 1
    table.do(st, "play:ability")
    assert [c for c in table.codes(st) if c.startswith("take:defense")] == ["take:defense:2"]


def test_ability_card_with_nothing_to_take_can_only_be_discarded(table) -> None:
    """Seed 000 "Ability Cards": nothing left anywhere: the card's action is lost."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.ability_supply = {k: 0 for k in st.ability_supply}
    st.version += 1
    table.do(st, "play:ability")
    assert table.codes(st) == ["discard", "cancel"]


# -- joker ------------------------------------------------------------------------------------
def test_joker_bought_at_auction_may_act_as_each_kind(table) -> None:
    """Seed 000 "Joker Cards": terrain, adaptation or ability card, also for a buyer."""
    st = table.new(3, hands=[["joker"], [], []])
    table.do(st, "auction:joker", "bid:3", "pass")
    codes = table.codes(st)
    assert {"as:forest", "as:water", "as:adaptation", "as:ability", "discard"} <= set(codes)
    assert "cancel" not in codes


# -- auctions ---------------------------------------------------------------------------------
def test_bidder_without_food_may_bid_up_to_six(table) -> None:
    """Bidding more food than one has (docs/wildlife-data.md, "Readings where the texts
    disagree"): at most 6 over the food held; paying 6 food short costs 2 success points (seed
    003: at most 2 points)."""
    st = table.new(3, hands=[["forest"], [], []])
    st.food[1] = 0
    st.version += 1
    table.do(st, "auction:forest")
    assert [c for c in table.codes(st) if c.startswith("bid:")] == [f"bid:{k}" for k in
                                                                     range(3, 7)]
    before = st.points[1]
    table.do(st, "bid:6", "pass")
    assert st.points[1] == before - 2 and st.food[1] == 0 and st.food[0] == 8 + 6


def test_two_players_bid_is_exactly_three_even_without_food(table) -> None:
    """Seed 001 "Special rules for 2 players": never more than the minimum 3."""
    st = table.new(2, hands=[["forest"], []])
    st.food[1] = 0
    st.version += 1
    table.do(st, "auction:forest")
    assert table.codes(st) == ["bid:3", "pass"]


# -- deck -------------------------------------------------------------------------------------
def test_refill_when_deck_and_discards_are_both_empty_draws_what_there_is(table) -> None:
    """Seed 000 "Refill Your Hand": the discards make a new deck; with both empty (cannot
    happen with 110 cards and at most 60 in hands) the hand simply stays short."""
    st = table.new(3, hands=[["forest"], [], []])
    st.deck, st.discard = ["water"], []
    st.version += 1
    table.do(st, "auction:forest", "pass", "pass", "end")
    assert st.hands[0] == ["forest", "water"] and st.deck == [] and st.discard == []


# -- small and big scoring --------------------------------------------------------------------
def test_area_emptied_by_epidemic_and_refilled_scores_no_second_time(table) -> None:
    """Seed 000 "Small Scoring": an area scores once; an Epidemic emptying a space and a
    refill change nothing."""
    st = table.new(3, tiles=_full("f", 1), hands=[["epidemic", "forest"], [], []])
    st.markers["f"] = {"seat": 1, "value": 3, "index": 0}
    st.version += 1
    table.do(st, "play:epidemic", f"remove:{AREAS['f'][0]}")
    before = st.points[0]
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][0]}")
    assert len(st.markers) == 1 and st.points[0] == before


def test_mobility_filling_an_area_scores_it(table) -> None:
    """Seed 000 "Small Scoring": whoever puts a tile on the last empty space (a move too)."""
    tiles = _full("t", 1)
    empty = AREAS["t"][-1]
    del tiles[empty]
    tiles["A4"] = 0
    st = table.new(3, tiles=tiles)
    st.abilities[0]["mobility"] = 1
    st.version += 1
    before = st.points[0]
    table.do(st, "mobility", "from:A4", f"to:{empty}")
    assert st.markers["t"]["seat"] == 0 and st.points[0] == before + 3


def test_two_markers_in_one_turn_one_big_scoring(table) -> None:
    """Seed 000 "Big Scoring": the 4th marker triggers it; a 5th in the same turn adds none."""
    tiles = {**_full("f", 0), **_full("t", 0)}
    del tiles[AREAS["f"][-1]]
    del tiles[AREAS["t"][-1]]
    st = table.new(3, tiles=tiles, hands=[["forest", "steppe", "water"], [], []])
    for i, area in enumerate("SMD"):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.levels[0]["Steppe"] = 2
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}",
             "play:steppe", "mode:expand", f"place:{AREAS['t'][-1]}")
    assert len(st.markers) == 5 and st.big_due == 1
    table.do(st, "auction:water", "pass", "pass", "end")
    assert st.big_count == 1


def test_fourth_and_eighth_marker_in_one_turn_two_big_scorings(table) -> None:
    """Seed 000 "Big Scoring": each of the 4th, 8th, 11th markers triggers one; both taken in
    one turn, both are held after it (our reading, docs/wildlife.md)."""
    tiles = {**_full("f", 0), **_full("t", 0)}
    del tiles[AREAS["f"][-1]]
    del tiles[AREAS["t"][-1]]
    st = table.new(3, tiles=tiles, hands=[["forest", "steppe", "water"], [], []])
    for i, area in enumerate("SMD"):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.levels[0]["Steppe"] = 2
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    for i, area in enumerate("sdw"):
        st.markers[area] = {"seat": 1, "value": 4, "index": 4 + i}
    st.version += 1
    table.do(st, "play:steppe", "mode:expand", f"place:{AREAS['t'][-1]}")
    assert len(st.markers) == 8 and st.big_due == 2
    table.do(st, "auction:water", "pass", "pass", "end")
    assert st.big_count == 2


def test_eleventh_marker_and_last_tile_in_one_turn_one_final_big_scoring(table) -> None:
    """Seed 000 "Game Over": either end holds one final big scoring after the turn."""
    tiles = _full("f", 1)
    del tiles[AREAS["f"][-1]]
    st = table.new(3, tiles=tiles, hands=[["forest", "water"], [], []])
    for i, area in enumerate("SsMmTtDdWw"):
        st.markers[area] = {"seat": 1, "value": 3, "index": i}
    st.supply[0] = 1
    st.version += 1
    table.do(st, "play:forest", "mode:expand", f"place:{AREAS['f'][-1]}")
    assert st.end_due and st.big_due == 1
    table.do(st, "auction:water", "pass", "pass", "end")
    assert st.is_over() and st.big_count == 1


# -- events -----------------------------------------------------------------------------------
def test_food_source_every_tied_last_player_gets_three(table) -> None:
    """Seed 000 "Event Cards": "The player(s) in last place receive(s) 3 food points"."""
    st = table.new(4, hands=[["food_source"], [], [], []])
    st.points = [5, 2, 2, 2]
    st.version += 1
    table.do(st, "play:food_source")
    assert st.food == [15, 11, 11, 11]


def test_food_source_bought_at_auction_goes_to_the_buyer(table) -> None:
    """Seed 001 card text: "You" is whoever uses the card: the auction's buyer."""
    st = table.new(3, hands=[["food_source"], [], []])
    st.points = [1, 5, 9]
    st.version += 1
    table.do(st, "auction:food_source", "bid:3", "pass")
    assert st.food == [8 + 3 + 3, 8 - 3 + 7, 8]


def test_famine_bought_at_auction_hits_the_auctioneer_too(table) -> None:
    """Seed 001 card text: all players except you (the buyer) pay 5 food."""
    st = table.new(3, hands=[["famine"], [], []])
    st.food = [2, 8, 8]
    st.version += 1
    p0 = st.points[0]
    table.do(st, "auction:famine", "pass", "bid:3")
    # the seller got 3 food (5 in all), pays 5: no points lost
    assert st.food == [0, 3, 5] and st.points[0] == p0


def test_epidemic_queue_follows_turn_order_from_the_users_left(table) -> None:
    """Seed 000 "Event Cards" (Epidemic): the player to your left removes first."""
    st = table.new(4, tiles={"A4": 1, "B4": 2, "C4": 3, "A5": 0}, hands=[["epidemic"], [],
                                                                          [], []], start=0)
    table.do(st, "auction:epidemic", "pass", "bid:3", "pass")
    assert st.to_act() == [3]
    table.do(st, "remove:C4")
    assert st.to_act() == [0]
    table.do(st, "remove:A5")
    assert st.to_act() == [1]
    table.do(st, "remove:A4")
    assert st.pending is None and st.tiles == {"B4": 2}


# -- refusals ---------------------------------------------------------------------------------
def test_refusals_are_sentences_a_player_understands(table, refused) -> None:
    """The engine contract (docs/engine.md, "Refusals"): an IllegalAction says in words why, as
    one sentence
    (here in English; tests/wildlife/test_i18n.py says them in every language)."""
    st = table.new(3, hands=[["forest", "water"], ["forest"], []])
    st.food[0] = 4
    st.version += 1
    cases = [(0, "convert:2", "at most 1 point"), (1, "end", "It is not your move"),
             (0, "end", "auction at least one card"), (0, "play:joker", "no such card")]
    for seat, code, words in cases:
        with refused(words) as said:
            st.apply(seat, code)
        text = said[0]
        assert text[0].isupper() and text.endswith(".")
    table.do(st, "auction:forest")
    st.food[1] = 0
    st.version += 1
    with refused("you can bid from 3 to 6 food, or pass."):
        st.apply(1, "bid:7")


# -- variants ---------------------------------------------------------------------------------
def test_variant_auction_expansion_also_for_a_bought_joker_as_terrain(table) -> None:
    """Seed 000 "General Variants": a bought Wildlife card expands where the buyer only
    migrates; a joker played as a terrain card is such a card (seed 000 "Joker Cards")."""
    st = table.new(3, hands=[["joker"], [], []], options={"auction_expand": True})
    table.do(st, "auction:joker", "bid:3", "pass", "as:steppe")
    assert "mode:expand" in table.codes(st)          # Snake only migrates in the steppe
    assert "mode:attack" not in table.codes(st)


def test_variant_changing_start_player_is_shown_in_the_view(table) -> None:
    """Seed 001 "Variants" (changing the start player): the scoring marker lies before the
    round's start player; the view says who that is."""
    st = table.new(3, options={"rotating_start": True})
    assert st.view(None)["round_start"] == 0
    plain = table.new(3)
    assert plain.view(None)["round_start"] is None
