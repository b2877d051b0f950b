"""A post's place (bot/core/places.py): built and read by one type, and its text, which the
store keeps, is the same as before the type existed, so old rows still read."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.core.places import Place

chapters = st.text(st.characters(blacklist_characters=":\n", blacklist_categories=("Cs",)),
                   max_size=20)
seats = st.integers(0, 9)
places = st.one_of(
    st.builds(Place.table, chapters), st.builds(Place.panel, seats, chapters),
    st.builds(Place.hand, seats), st.builds(Place.end, seats),
    st.builds(Place, st.sampled_from(["result", "story", "lobby"])),
    st.builds(lambda kind, key: Place(kind, key=key), st.sampled_from(["scoring", "notice"]),
              st.text(st.characters(blacklist_characters=":\n", blacklist_categories=("Cs",)),
                      min_size=1, max_size=12)))


@given(places)
def test_a_place_reads_back_from_its_text(place: Place) -> None:
    assert Place.parse(str(place)) == place


def test_the_stored_text_of_each_kind_is_unchanged() -> None:
    assert str(Place.table("turn 5")) == "table:turn 5"
    assert str(Place.panel(2, "round 3 bids")) == "panel:2:round 3 bids"
    assert str(Place.hand(1)) == "hand:1"
    assert str(Place.end(0)) == "end:0"
    assert str(Place("scoring", key="41")) == "scoring:41"
    assert str(Place("result")) == "result"
    assert Place.parse("panel:3:turn 7") == Place("panel", seat=3, chapter="turn 7")
    assert Place.parse("panel:3:").is_panel and Place.parse("table:").is_table
    assert not Place.parse("hand:1").is_panel and Place.parse("end:4").seat == 4
