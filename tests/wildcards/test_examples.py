"""The rulebook's worked examples, step by step (seed file 002, English half)."""

from __future__ import annotations

from engine.wildcards.data import SPECIES


def test_full_round_example(table, play):
    """Rulebook "Full round example": Nathan bids 4, Milú 2, Amélie 1; Nathan pays 3 extra and
    takes an ibex (claims the ibex leader), Milú pays 1 and takes the last ibex (claims it from
    him with an equal count), Amélie finds the display empty, takes her bid back and draws 2;
    in phase 4 all bids and payments are discarded and 2 new animals fill the display."""
    s = table(3, hands=[["F4", "F1", "F2", "M3", "S1"], ["F2", "S3", "M1"], ["S1", "M2"]],
              display=["ibex", "ibex"], deck=["F1", "F1", "W1", "S4", "M4"],
              animals=["lion", "eagle", "peacock"])
    play(s, (0, "bid:F4"), (1, "bid:F2"), (2, "bid:S1"))
    # Phase 2: nobody played a Refill card; phase 3 starts with the highest bid.
    assert s.phase == "pick" and s.to_act() == [0]
    play(s, (0, "pay:F1"), (0, "pay:F2"), (0, "pay:M3"), (0, "pick:0"))
    assert s.collections[0]["ibex"] == 1 and s.leaders["ibex"] == 0
    play(s, (1, "pay:S3"), (1, "pick:0"))
    assert s.collections[1]["ibex"] == 1 and s.leaders["ibex"] == 1
    # Amélie: the display is empty, so she takes her card back and draws 2 (automatic).
    assert s.hands[2] == sorted(["S1", "M2", "M4", "S4"])
    # Phase 4: Milú now holds the ibex leader, whose power she may use in the same round: she
    # is asked whether to take her bid (a forest 2, not wild) back. The example says "All bids
    # and payments are put onto the discard pile", so here she does not.
    assert s.phase == "ibex" and s.to_act() == [1]
    play(s, (1, "ibex:discard"))
    assert sorted(s.discard) == sorted(["F4", "F1", "F2", "F2", "M3", "S3"])
    assert s.hands[1] == ["M1"]
    assert s.display == ["peacock", "eagle"] and s.round == 2 and s.phase == "bid"
    assert s.to_act() == [0, 1, 2]


def test_tie_example(table, play, said):
    """Rulebook "Resolving bidding ties", example: Nathan and Amélie both bid 3 and put 2 extra
    cards face down; Nathan reveals 3 + 2 = 5, Amélie 2 + 1 = 3: Nathan chooses first, then
    Amélie. The hidden payments are not visible to others until both have paid."""
    s = table(3, talisman=0, hands=[["M3", "F3", "F2", "S1"], ["F1", "S1"],
                                    ["S3", "S2", "S1", "M4"]],
              display=["lion", "peacock"])
    play(s, (0, "bid:M3"), (1, "bid:F1"), (2, "bid:S3"))
    assert s.phase == "tie" and s.to_act() == [0, 2]
    play(s, (0, "pay:F3"), (0, "pay:F2"), (0, "confirm"))
    for seat in (None, 1, 2):
        nathan = s.view(seat)["participants"][0]
        assert nathan["payment"] == [] and nathan["tie_paid"]
    assert "Forest 3" not in " ".join(said(s.view(2)["events"]))
    play(s, (2, "pay:S2"), (2, "pay:S1"), (2, "confirm"))
    assert s.phase == "pick" and s.queue == [0, 2]
    assert [c["code"] for c in s.view(1)["participants"][0]["payment"]] == ["F3", "F2"]
    assert not s.talisman_used  # the totals decided, not the Talisman
    play(s, (0, "pick:1"))
    assert s.to_act() == [2]
    # Amélie's payment is locked: no taking it back after the reveal.
    assert "unpay" not in [a.code for a in s.legal_actions(2)]
    play(s, (2, "pick:0"))
    assert s.collections[2]["lion"] == 1


def test_natural_habitat_example(table, play):
    """Rulebook "Extra points for natural habitats", example: Milú bids a forest 3, pays a
    forest card and a wild card, takes the peacock (forest) and receives 2 points."""
    assert SPECIES["peacock"] == "forest"
    s = table(3, hands=[["S1"], ["F3", "F1", "W2", "M1"], ["M1"]], display=["peacock", "lion"])
    play(s, (0, "bid:R"), (1, "bid:F3"), (2, "bid:M1"))
    play(s, (0, "draw"))
    play(s, (1, "pay:F1"), (1, "pay:W2"), (1, "pick:0"))
    assert s.collections[1]["peacock"] == 1
    assert s.points[1] == 2
    assert s.view(None)["participants"][1]["tokens"] == {"2": 1}


def test_meerkat_example(table, play):
    """Rulebook "Leader cards", example: Lara holds the meerkat and bids her Refill card; in
    phase 2 she swaps an ibex of her collection for a squirrel of the display, now has the most
    squirrels, claims the squirrel leader and at once draws back to 10 cards."""
    s = table(3, hands=[["F1", "F2"], ["M1", "M2"], ["S1", "S2"]],
              display=["squirrel", "lion"],
              collections=[{"meerkat": 2, "ibex": 1, "squirrel": 1}, {"squirrel": 1}, {}],
              leaders={"meerkat": 0, "squirrel": 1, "ibex": 0},
              deck=["M4"] * 20)
    play(s, (0, "bid:R"), (1, "bid:M1"), (2, "bid:S1"))
    assert s.phase == "meerkat" and s.to_act() == [0]
    play(s, (0, "swap:ibex:0"))
    assert s.display == ["ibex", "lion"]
    assert s.collections[0]["squirrel"] == 2 and s.leaders["squirrel"] == 0
    # She gave away her only ibex: the ibex leader goes back to the supply.
    assert s.leaders["ibex"] is None
    play(s, (0, "draw"))
    assert len(s.hands[0]) == 10
