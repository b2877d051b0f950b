"""A turn (seed 000 "Sequence of Play", "Wildlife Cards", "Card Auctions", "The Free
Migration", "Converting Food Points", "Refill Your Hand"; seed 003 "Gameplay Flow")."""

from __future__ import annotations


def test_up_to_three_card_actions_at_least_one_auction(table, refused) -> None:
    """Seed 000: up to 3 cards, at least one of them auctioned; the last card action left
    must be the auction while none was held."""
    st = table.new(3, hands=[["adaptation"] * 10, [], []])
    st.food = [0, 0, 0]
    table.do(st, "play:adaptation", "discard", "play:adaptation", "discard")
    codes = table.codes(st)
    assert "play:adaptation" not in codes and "auction:adaptation" in codes
    assert "end" not in codes
    with refused("must be an auction"):
        st.apply(0, "play:adaptation")
    with refused("auction at least one"):
        st.apply(0, "end")
    table.do(st, "auction:adaptation", "pass", "pass")
    codes = table.codes(st)
    assert "end" in codes
    assert not any(c.startswith(("play:", "auction:")) for c in codes)


def test_auction_first_then_all_cards_may_be_played(table) -> None:
    """Seed 000: the auction may come first; then the other card actions are free."""
    st = table.new(3, hands=[["adaptation"] * 10, [], []])
    table.do(st, "auction:adaptation", "pass", "pass")
    table.do(st, "play:adaptation", "discard", "play:adaptation", "discard")
    assert st.cards_played == 3 and "end" in table.codes(st)
    assert not any(c.startswith("play:") for c in table.codes(st))


def test_intelligence_gives_one_more_card_action(table) -> None:
    """Seed 000 "The Abilities" (Intelligence) and turn example: 4 card actions."""
    st = table.new(3, hands=[["adaptation"] * 10, [], []])
    st.abilities[0]["intelligence"] = 1
    table.do(st, *["play:adaptation", "discard"] * 3)
    assert "auction:adaptation" in table.codes(st) and "play:adaptation" not in table.codes(st)


def test_free_migration_once_per_turn(table) -> None:
    """Seed 000 "The Free Migration": one free migration per turn, at any time."""
    st = table.new(3, tiles={"D4": 0}, hands=[["famine"] * 10, [], []])
    assert "migrate" in table.codes(st)
    table.do(st, "migrate", "from:D4", "to:E4")
    assert st.tiles == {"E4": 0} and st.free_used
    assert "migrate" not in table.codes(st)


def test_food_to_points_three_for_one_on_own_turn(table) -> None:
    """Seed 000 "Converting Food Points": 3 food = 1 success point, only on your turn."""
    st = table.new(3)
    st.food = [10, 9, 9]
    codes = table.codes(st)
    assert [c for c in codes if c.startswith("convert:")] == ["convert:1", "convert:2",
                                                             "convert:3"]
    before = st.points[0]
    table.do(st, "convert:3")
    assert st.food[0] == 1 and st.points[0] == before + 3
    assert st.legal_actions(1) == []


def test_refill_hand_to_ten_at_end_of_turn(table) -> None:
    """Seed 000 "Refill Your Hand": played and auctioned cards go to the discards; draw
    back to 10."""
    st = table.new(3)
    table.do(st, "auction:" + st.hands[0][0], "pass", "pass")
    table.do(st, "play:" + st.hands[0][0], "discard")
    assert len(st.hands[0]) == 8
    deck = len(st.deck)
    table.do(st, "end")
    assert len(st.hands[0]) == 10 and len(st.discard) == 2 and len(st.deck) == deck - 2
    assert st.turn == 1


def test_discards_reshuffled_when_deck_runs_out(table) -> None:
    """Seed 000 "Refill Your Hand": an empty deck is replaced by the shuffled discards."""
    st = table.new(3)
    st.discard = st.deck[1:]
    st.deck = st.deck[:1]
    table.do(st, "auction:" + st.hands[0][0], "pass", "pass")
    table.do(st, "play:" + st.hands[0][0], "discard", "end")
    assert len(st.hands[0]) == 10
    assert st.discard == [] and len(st.deck) + sum(map(len, st.hands)) == 110


def test_cancel_gives_the_card_back(table) -> None:
    """docs/playing.md: a way back from a half-made choice; nothing happened, the card returns."""
    st = table.new(3, hands=[["forest"], [], []])
    table.do(st, "play:forest")
    assert st.cards_played == 1 and st.hands[0] == []
    table.do(st, "cancel")
    assert st.cards_played == 0 and st.hands[0] == ["forest"] and st.played == []


def test_next_turn_clockwise(table) -> None:
    """Seed 000 "Sequence of Play": turns go clockwise from the start player."""
    st = table.new(4, start=2)
    seen = []
    for _ in range(5):
        seen.append(st.turn)
        table.do(st, "auction:" + st.hands[st.turn][0], "pass", "pass", "pass", "end")
    assert seen == [2, 3, 0, 1, 2]


def test_only_the_seat_to_act_may_act_with_a_reason(table, refused) -> None:
    """docs/engine.md, "Refusals": a refusal is a sentence; the state does not change."""
    st = table.new(3, hands=[["forest"], ["forest"], []])
    before = st.to_json()
    with refused("Waiting for P0"):
        st.apply(1, "play:forest")
    with refused("no such card"):
        st.apply(0, "play:desert")
    assert st.to_json() == before
    assert st.legal_actions(1) == []
