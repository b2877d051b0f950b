"""The views (engine contract; docs/playing.md, "Evolution round"; docstring of
engine/evolution/view.py) and redeal."""

from __future__ import annotations

import json

import engine

KEYS = {"game", "title", "version", "players", "seat", "phase", "round", "last_round",
        "ends_after_round",
        "to_act", "turn", "first_player", "watering_hole", "food_cards", "revealed_food",
        "deck", "discard", "max_traits", "seats", "events", "result"}


def new(n=3, seed=4):
    return engine.new_game("evolution", [f"P{i}" for i in range(n)], seed=seed)


def test_view_keys_for_spectator_and_seat():
    st = new()
    spectator, own = st.view(None), st.view(1)
    assert set(spectator) == KEYS
    assert set(own) == KEYS | {"hand", "pending"}
    slug = engine.evolution.data.TRAIT_SLUG
    assert own["hand"] == [{"id": c, "trait": slug[engine.evolution.data.CARDS[c][0]],
                            "food": engine.evolution.data.CARDS[c][1]} for c in st.hands[1]]
    seat = own["seats"][0]
    assert set(seat) == {"seat", "name", "hand_size", "food_bag", "passed", "species"}
    assert set(seat["species"][0]) == {"id", "body", "pop", "food", "fat", "traits",
                                       "carnivore", "hungry"}
    json.dumps(spectator)


def test_food_bag_only_for_its_owner(table):
    """Seed 004, "End of feeding": one's own count is shown at one's sack."""
    st = table(3)
    st.food_bag = [5, 6, 7]
    assert [s["food_bag"] for s in st.view(1)["seats"]] == [None, 6, None]
    assert [s["food_bag"] for s in st.view(None)["seats"]] == [None, None, None]


def test_food_cards_chosen_then_revealed():
    """Seed 004: face down until the feeding phase; then everyone sees the values."""
    st = new()
    for seat in range(3):
        st.apply(seat, f"food:{st.hands[seat][0]}")
    assert [f["card"] for f in st.view(None)["food_cards"]] == [None] * 3
    while st.phase == "play":
        st.apply(st.turn, "end")
    cards = st.view(None)["food_cards"]
    assert all(f["chosen"] and f["card"] is not None for f in cards)
    assert st.view(None)["revealed_food"] == sum(f["card"]["food"] for f in cards)


def test_pending_is_shown_only_to_its_owner(table):
    st = table(3, phase="play", first=0, turn=0)
    st.apply(0, f"card:{st.hands[0][0]}")
    assert st.view(0)["pending"] == {"step": "target", "card": st.hands[0][0]}
    assert st.view(1)["pending"] is None and "pending" not in st.view(None)


def test_private_events_only_in_the_owners_view():
    st = new()
    private = [e["msg"] for e in st.events if e["to"] == [0]]
    assert private and all(m in [e["msg"] for e in st.view(0)["events"]] for m in private)
    assert not any(e["kind"] == "private" for e in st.view(None)["events"])


def test_redeal_keeps_own_hand_and_redraws_others():
    st = new(4, 9)
    st.apply(1, f"food:{st.hands[1][0]}")
    clone = st.redeal(0, 123)
    assert clone.hands[0] == st.hands[0]
    assert clone.food_cards[0] is None and clone.food_cards[1] is not None
    assert [len(h) for h in clone.hands] == [len(h) for h in st.hands]
    assert clone.hands[1:] != st.hands[1:] or clone.deck != st.deck
    assert clone.log == [] and all(e["to"] in (None, [0]) for e in clone.events)


def test_redeal_hides_the_others_food_bags(table):
    st = table(3)
    st.food_bag = [5, 6, 7]
    assert st.redeal(1, 3).food_bag == [6, 6, 6]


def test_result_in_the_view_when_over():
    from engine.players import play_out
    st = play_out(new(2, 3), seed=3)
    view = st.view(None)
    assert view["phase"] == "over" and view["result"] == st.result()
    assert all(s["food_bag"] is not None for s in view["seats"])
