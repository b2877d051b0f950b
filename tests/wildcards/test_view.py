"""The views carry what the table picture and the DM need, and nothing hidden."""

from __future__ import annotations

import json

import engine

TABLE_KEYS = {"game", "version", "players", "to_act", "phase", "round", "picker", "display",
              "participants", "leaders", "talisman", "events", "animal_pile", "habitat_pile",
              "discard_pile"}
SEAT_KEYS = {"hand", "my_bid", "my_payment", "my_owed", "my_discarding"}


def test_spectator_view_has_the_table_and_no_hand(table):
    s = table(2, collections=[{"lion": 2}, {}, {}], leaders={"lion": 0})
    s.points[0] = 6
    view = s.view(None)
    json.dumps(view)
    assert TABLE_KEYS <= set(view) and not SEAT_KEYS & set(view)
    assert view["game"] == "wildcards" and view["leo"] and view["leo_index"] == 2
    assert [p["name"] for p in view["participants"]] == ["Nathan", "Milú", "Leo"]
    nathan = view["participants"][0]
    assert nathan["collection"]["lion"] == 2 and nathan["leaders"] == ["lion"]
    assert nathan["tokens"] == {"4": 1, "2": 1}
    assert view["leaders"]["lion"]["holder_name"] == "Nathan"
    assert [d["nearest"] for d in view["display"]] == [True, False]
    assert view["display"][0]["habitat"] in ("forest", "savannah", "mountains")
    assert view["participants"][0]["talisman"]


def test_seat_view_adds_its_own_hand_only(table, play):
    s = table(3, hands=[["F4", "S1"], ["M2", "M1"], ["W3"]])
    play(s, (0, "bid:F4"))
    mine = s.view(0)
    assert [c["code"] for c in mine["hand"]] == ["S1", "R"]
    assert [c["code"] for c in mine["my_bid"]] == ["F4"]
    theirs = s.view(1)
    assert [c["code"] for c in theirs["hand"]] == ["M1", "M2", "R"]
    assert "F4" not in json.dumps(theirs) and "W3" not in json.dumps(theirs)


def test_views_are_plain_json_after_a_save(table):
    s = engine.new_game("wildcards", ["a", "b", "c"], seed=2)
    again = engine.from_json(s.to_json())
    assert again.view(1) == s.view(1) and again.view(None) == s.view(None)
