"""Abilities (seed 000 "The Abilities" and its ability texts; seed 001 "Actions using the
special ability cards" and card texts; docs/wildlife-data.md, "Readings where the texts
disagree": Defense, Food, abilities at auction).

Seats: 0 Crocodile (Forest E, Savanna m, Steppe m, Water A), 1 Snake (Forest m, Desert A,
Steppe m, Water E), 2 Eagle (Desert E, Savanna m, Steppe m, Mountains A), 3 Bear (Forest A,
Savanna m, Mountains E, Water m).
"""

from __future__ import annotations

from engine.wildlife.board import AREAS


def _pass_turn(table, st) -> None:
    """Auction the first card, everybody passes, end the turn."""
    table.do(st, "auction:" + st.hands[st.turn][0])
    while st.pending is not None:
        table.do(st, "pass")
    table.do(st, "end")


def test_food_ability_two_points_at_each_own_turn(table) -> None:
    """Seed 000 (Food): on your turn advance two spaces, per Food ability held."""
    st = table.new(3)
    st.abilities[1]["food"] = 2
    before = st.points[1]
    _pass_turn(table, st)
    assert st.turn == 1 and st.points[1] == before + 4


def test_mobility_moves_anywhere_adapted_and_swaps(table) -> None:
    """Seed 000 (Mobility): to any space where the mover can migrate; an occupant swaps
    places, and need not be adapted there."""
    st = table.new(4, tiles={"A4": 0, "H7": 1})
    st.abilities[0]["mobility"] = 1
    table.do(st, "mobility", "from:A4")
    targets = {c[3:] for c in table.codes(st) if c.startswith("to:")}
    assert "H7" not in targets               # Crocodile cannot migrate in the desert
    assert "D6" in targets and "H1" in targets
    st.tiles["D6"] = 1
    st.version += 1
    table.do(st, "to:D6")
    assert st.tiles == {"D6": 0, "A4": 1, "H7": 1}
    assert "mobility" not in table.codes(st)


def test_aggression_attacks_without_a_full_area(table) -> None:
    """Seed 000 (Aggression): on any space where you can attack; an occupant is removed even
    if the area is not full; an empty space is simply taken."""
    st = table.new(4, tiles={"H1": 1})
    st.abilities[0]["aggression"] = 1
    table.do(st, "aggression")
    targets = {c[7:] for c in table.codes(st) if c.startswith("target:")}
    assert targets == set(AREAS["w"] + AREAS["W"])
    table.do(st, "target:H1")
    assert st.tiles == {"H1": 0} and "aggression" not in table.codes(st)


def test_defense_blocks_an_attack_and_the_aggressor_loses_the_action(table) -> None:
    """Seed 000 (Defense): block an attack, Aggression or Mobility; the aggressor loses his
    action. The defender decides, off-turn."""
    st = table.new(4, tiles={"H1": 1})
    st.abilities[0]["aggression"] = 1
    st.abilities[1]["defense"] = 1
    supply = st.supply[0]
    table.do(st, "aggression", "target:H1")
    assert st.to_act() == [1] and table.codes(st) == ["block", "allow"]
    table.do(st, "block")
    assert st.tiles == {"H1": 1} and st.supply[0] == supply
    assert st.to_act() == [0] and "aggression" not in table.codes(st)


def test_defense_once_per_opponent_turn(table) -> None:
    """Seed 000 (Defense): once in each opponent's turn; a second attack goes through."""
    small_water = AREAS["w"]
    st = table.new(4, tiles={s: 1 for s in small_water}, hands=[["water"] * 3, [], [], []])
    st.markers["w"] = {"seat": 1, "value": 3, "index": 0}
    st.abilities[1]["defense"] = 1
    table.do(st, "play:water", "mode:attack", f"attack:{small_water[0]}", "block")
    assert st.tiles[small_water[0]] == 1
    table.do(st, "play:water", "mode:attack", f"attack:{small_water[0]}")
    assert st.pending is None and st.tiles[small_water[0]] == 0
    # in the next opponent's turn the Defense can be used again
    table.do(st, "auction:water", "pass", "pass", "pass", "end")
    assert st.defense_used[1] == 0 and st.usable(1, "defense") == 0   # seat 1's own turn


def test_two_defense_cards_still_block_once_per_opponent_turn(table) -> None:
    """Seed 003 FAQ, "Can I use Defense more than once per turn?": "No — only once per turn,
    but can be used once against each opponent's turn"; seed 000's note ("This only works
    once per turn"); seed 001's card text ("Once in each turn of your opponents you can
    prohibit 1 attack"). Holding two Defense cards changes nothing."""
    small_water = AREAS["w"]
    st = table.new(4, tiles={s: 1 for s in small_water}, hands=[["water"] * 3, [], [], []])
    st.markers["w"] = {"seat": 1, "value": 3, "index": 0}
    st.abilities[1]["defense"] = 2
    assert st.usable(1, "defense") == 1
    table.do(st, "play:water", "mode:attack", f"attack:{small_water[0]}", "block")
    assert st.tiles[small_water[0]] == 1 and st.usable(1, "defense") == 0
    table.do(st, "play:water", "mode:attack", f"attack:{small_water[0]}")
    assert st.pending is None and st.tiles[small_water[0]] == 0   # not asked again
    assert st.view(None)["seats"][1]["usable"]["defense"] == 0


def test_defense_not_in_the_defenders_own_turn(table) -> None:
    """Seed 000 translator's note / seed 001 (Defense): only during another player's turn;
    a buyer attacking the seller cannot be blocked by the seller."""
    small_water = AREAS["w"]
    st = table.new(4, tiles={s: 0 for s in small_water}, hands=[["water"], [], [], []])
    st.markers["w"] = {"seat": 0, "value": 3, "index": 0}
    st.abilities[0]["defense"] = 1
    st.levels[1]["Water"] = 3
    table.do(st, "auction:water", "bid:3", "pass", "pass", "mode:attack",
             f"attack:{small_water[0]}")
    assert st.pending is None and st.tiles[small_water[0]] == 1


def test_ability_bought_at_auction_usable_from_next_turn_defense_at_once(table) -> None:
    """Seed 000 "The Abilities": an ability bought at auction waits for the buyer's turn,
    except Defense."""
    st = table.new(3, tiles={"H1": 2}, hands=[["ability", "ability"], [], []])
    table.do(st, "auction:ability", "bid:3", "pass", "take:mobility")
    assert st.fresh[1] == {"mobility": 1} and st.usable(1, "mobility") == 0
    table.do(st, "auction:ability", "pass", "bid:3", "take:defense")
    assert st.usable(2, "defense") == 1
    table.do(st, "end")
    assert st.turn == 1 and st.usable(1, "mobility") == 1


def test_ability_taken_on_own_turn_usable_at_once(table) -> None:
    """Seed 000 "Ability Cards": you may use an ability on the turn you obtain it."""
    st = table.new(3, tiles={"A4": 0}, hands=[["ability"], [], []])
    table.do(st, "play:ability", "take:mobility")
    assert "mobility" in table.codes(st)


def test_each_ability_once_per_turn_per_card(table) -> None:
    """Seed 000 "The Abilities": each ability once during your turn (two cards, twice)."""
    st = table.new(3, tiles={"A4": 0})
    st.abilities[0]["mobility"] = 2
    table.do(st, "mobility", "from:A4", "to:B4", "mobility", "from:B4", "to:C4")
    assert "mobility" not in table.codes(st)


def test_defense_blocks_a_mobility_swap(table) -> None:
    """Seed 001 (Defense): 1 exchange of places by Mobility can be prohibited."""
    st = table.new(4, tiles={"A4": 0, "D6": 1})
    st.abilities[0]["mobility"] = 1
    st.abilities[1]["defense"] = 1
    table.do(st, "mobility", "from:A4", "to:D6")
    assert st.pending["k"] == "defense" and st.to_act() == [1]
    assert st.view(None)["pending"]["what"] == "mobility"
    table.do(st, "block")
    assert st.tiles == {"A4": 0, "D6": 1} and "mobility" not in table.codes(st)


def test_defender_may_let_the_attack_happen(table) -> None:
    """Defense (docs/wildlife-data.md, "Readings where the texts disagree"): the holder is
    asked; allowing keeps the Defense unused."""
    st = table.new(4, tiles={"H1": 1})
    st.abilities[0]["aggression"] = 1
    st.abilities[1]["defense"] = 1
    table.do(st, "aggression", "target:H1", "allow")
    assert st.tiles == {"H1": 0} and st.usable(1, "defense") == 1


# -- at any time during your turn ---------------------------------------------------------------
def test_an_ability_between_the_steps_of_a_card_then_the_card_goes_on(table) -> None:
    """Seed 000 "The Abilities": "You may use them in any order and at any time during your
    turn"; "The Free Migration": "You may perform this extra migration at any time during
    your turn". In the middle of a card's use, Mobility and the free migration are offered;
    afterwards the card's use continues where it was."""
    st = table.new(4, tiles={"E6": 0, "B4": 0}, hands=[["steppe"], [], [], []])
    st.abilities[0]["mobility"] = 1
    table.do(st, "play:steppe", "mode:migrate")
    codes = table.codes(st)
    assert {"migrate", "mobility"} <= set(codes) and st.pending["step"] == "migrate_from"
    table.do(st, "mobility", "from:B4", "to:A5")
    assert st.tiles == {"E6": 0, "A5": 0}
    assert st.pending["k"] == "card" and st.pending["step"] == "migrate_from"
    assert "mobility" not in table.codes(st)  # used: once per turn
    table.do(st, "migrate", "from:A5", "to:A4")
    assert st.free_used and st.pending["k"] == "card"
    table.do(st, "from:E6", "to:F6")
    assert st.tiles == {"F6": 0, "A4": 0} and st.pending is None


def test_a_cancelled_ability_returns_to_the_card(table) -> None:
    st = table.new(4, tiles={"E6": 0}, hands=[["steppe"], [], [], []])
    table.do(st, "play:steppe", "migrate")
    assert st.pending["k"] == "free" and st.view(0)["card_waiting"]["card"]["code"] == "steppe"
    table.do(st, "cancel")
    assert st.pending["k"] == "card" and st.view(0)["card_waiting"] is None
    assert not st.free_used


def test_a_bought_card_offers_no_ability_of_its_buyer(table) -> None:
    """Seed 001: abilities are used "when it is his turn"; the buyer of an auctioned card is
    not the turn's player."""
    st = table.new(3, tiles={"H1": 1}, hands=[["water"], [], []])
    st.abilities[1]["mobility"] = 1
    table.do(st, "auction:water", "bid:3", "pass")
    assert st.to_act() == [1]
    assert not {"migrate", "mobility"} & set(table.codes(st))
