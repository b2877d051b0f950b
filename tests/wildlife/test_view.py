"""The view carries what the table picture and the DM panel need, and
nothing secret."""

from __future__ import annotations

import json

import engine
from engine.players import RandomPlayer


def test_view_keys_for_the_table_picture(table) -> None:
    st = table.new(4, tiles={"A4": 0, "H1": 1})
    v = st.view(None)
    for key in ("game", "version", "players", "phase", "to_act", "turn", "board", "areas",
                "small_track", "seats", "ability_supply", "turn_info", "auction", "pending",
                "last", "events", "deck_count", "discard_count", "adaptation_supply",
                "big_scoring_due", "last_big_scoring"):
        assert key in v, key
    assert v["board"]["A4"] == 0 and v["board"]["B4"] is None and len(v["board"]) == 78
    assert v["areas"]["F"]["occupied"] == 1 and v["areas"]["F"]["marker"] is None
    seat = v["seats"][0]
    for key in ("organism", "points", "food", "supply", "hand_count", "adaptation",
                "abilities", "usable"):
        assert key in seat
    assert v["turn_info"]["card_limit"] == 3 and v["turn_info"]["auction_due"]
    assert "hand" not in v
    json.dumps(v)


def test_own_view_has_the_hand_as_card_dicts_others_do_not(table) -> None:
    st = table.new(3, hands=[["forest", "joker"], ["famine"], []])
    v0 = st.view(0)
    assert [c["code"] for c in v0["hand"]] == ["forest", "joker"]
    assert set(v0["hand"][0]) >= {"kind", "terrain", "symbol", "text"}
    assert [c["code"] for c in st.view(1)["hand"]] == ["famine"]
    assert "famine" not in json.dumps(st.view(0)["hand"])


def test_view_shows_auction_and_pending_reaction(table) -> None:
    st = table.new(3, tiles={"H1": 1}, hands=[["water"], [], []])
    st.abilities[0]["aggression"] = 1
    st.abilities[1]["defense"] = 1
    st.apply(0, "auction:water")
    a = st.view(None)["auction"]
    assert a["card"]["code"] == "water" and a["to_bid"] == 1 and a["high"] == 0
    st.apply(1, "pass")
    st.apply(2, "pass")
    st.apply(0, "aggression")
    st.apply(0, "target:H1")
    p = st.view(None)["pending"]
    assert p["kind"] == "defense" and p["seat"] == 1 and p["space"] == "H1"


def test_view_last_action_spaces(table) -> None:
    st = table.new(3, tiles={"A4": 0})
    st.apply(0, "migrate")
    st.apply(0, "from:A4")
    st.apply(0, "to:A5")
    assert st.view(None)["last"]["moved"] == [["A4", "A5"]]


def test_private_draw_event_only_in_own_view() -> None:
    """Seed-independent secret: "You drew …" goes to the drawer only."""
    st = engine.new_game("wildlife", ["a", "b", "c"], seed=4)
    ai = RandomPlayer(1)
    while not [e for e in st.events if e["to"]]:
        seat = st.to_act()[0]
        st.apply(seat, ai.choose(st, seat))
    private = [e for e in st.events if e["to"]]
    assert private
    for e in private:
        owner = e["to"][0]
        assert e["msg"] in st.view(owner)["events"]
        assert e["msg"] not in st.view(None)["events"]
