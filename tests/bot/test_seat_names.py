"""AI seats named in their reader's words (bot/core/seat_names.py; docs/i18n.md, "AI seats"):
which seats are renamed, and that a person's name never is, whatever it looks like. The
seats come from the real lobby (a real SQLite file), so the names are those the lobby gives
to people who join before and after AI seats."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.models import Hand, Post, Seat, Table
from bot.core.seat_names import (
    ai_number,
    hand_for,
    names_for,
    post_for_reader,
    reader_names,
    renamed,
    renamed_text,
    text_for,
)
from bot.core.service import GameService
from bot.store import open_store
from engine.core import Action, msg
from tests.bot.support import Clock

CH, HOST, BOB, CAT = 500, 11, 12, 13


@pytest.fixture
async def svc(tmp_path: Path) -> Any:
    service = GameService(await open_store(tmp_path / "bot.sqlite3"), clock=Clock(),
                          seed_source=lambda: 7)
    await service.start()
    yield service
    await service.close()


def seats(*names: str | None, people: tuple[int, ...] = ()) -> list[Seat]:
    """Seats of these names; those at the indexes ``people`` have a person."""
    return [Seat(i, name or "", 100 + i if i in people else None, None if i in people
                 else "random") for i, name in enumerate(names)]


def test_an_ai_seats_number_is_read_from_its_name_in_the_table_language() -> None:
    assert ai_number("AI 3", "en") == 3
    assert ai_number("KI 3", "de") == 3
    assert ai_number("AI 12", "en") == 12, "numbered past taken names, whatever the seats"
    assert ai_number("KI 3", "en") is None
    assert ai_number("AI 3 (2)", "en") is None
    assert ai_number("AI 03", "en") is None
    assert ai_number("Bob", "en") is None


def test_only_languages_that_name_ai_seats_differently_rename_them() -> None:
    table = seats("alice", "AI 1", "AI 2", people=(0,))
    assert reader_names("en", table, "de") == {"AI 1": "KI 1", "AI 2": "KI 2"}
    assert reader_names("en", table, "en") == {}
    assert reader_names("en", table, "nl") == {}, "Dutch says AI too"
    german = seats("anna", "KI 1", people=(0,))
    assert reader_names("de", german, "en") == {"KI 1": "AI 1"}
    assert reader_names("de", german, "nl") == {"KI 1": "AI 1"}


def test_a_person_is_never_renamed_whatever_their_name_looks_like() -> None:
    # a person named "AI 1" at an English table: a person, not an AI seat
    assert reader_names("en", seats("AI 1", "AI 2", people=(0,)), "de") == {"AI 2": "KI 2"}
    # a person named "KI 2": the AI seat "AI 2" keeps its name for a German reader, who
    # would otherwise read two seats named "KI 2"
    assert reader_names("en", seats("KI 2", "AI 1", "AI 2", people=(0,)), "de") == {
        "AI 1": "KI 1"}
    # a seat a person left mid-game (an AI plays it) keeps its person's name
    left = [Seat(0, "AI 1", 100, "random"), Seat(1, "bob", 101)]
    assert reader_names("en", left, "de") == {}
    # two seats of one name (a tournament entrant named like an AI seat): neither renamed
    assert reader_names("en", [Seat(0, "AI 2", 100), Seat(1, "AI 2", None, "random")],
                        "de") == {}
    # a tournament entrant played by an AI is named "<entrant> (AI)": a name, kept
    assert reader_names("en", seats("Cleo (AI)", "AI 2", people=()), "de") == {"AI 2": "KI 2"}


def test_a_text_is_renamed_name_by_whole_name() -> None:
    table = seats("AI 1 (2)", "AI 1", "AI 10", people=(0,))
    names = reader_names("en", table, "de")
    assert names == {"AI 1": "KI 1", "AI 10": "KI 10"}
    said = "AI 1 bietet; AI 1 (2) passt; AI 10 wartet; MAI 1 ist keiner; AI 12 auch nicht."
    assert renamed_text(said, names, table) == (
        "KI 1 bietet; AI 1 (2) passt; KI 10 wartet; MAI 1 ist keiner; AI 12 auch nicht.")
    marked = seats("*AI 1*", "AI 1", people=(0,))  # a name written escaped: read whole
    assert renamed_text(r"\*AI 1\* und AI 1", reader_names("en", marked, "de"), marked) == (
        r"\*AI 1\* und KI 1")
    assert renamed_text("", names, table) == ""


def test_a_view_is_renamed_where_a_value_is_exactly_a_name() -> None:
    names = {"AI 1": "KI 1"}
    view = {"players": ["alice", "AI 1"], "waiting_for": ["AI 1"],
            "events": [msg("wc-bids", player="AI 1", card="AI 1 card")], "n": 3}
    out = renamed(view, names)
    assert out["players"] == ["alice", "KI 1"] and out["waiting_for"] == ["KI 1"]
    assert out["events"][0] == msg("wc-bids", player="KI 1", card="AI 1 card")
    assert view["players"] == ["alice", "AI 1"], "the view itself is left alone"
    same = {"players": ["alice", "bob"]}
    assert renamed(same, names) is same, "nothing to rename: the very same view"
    assert renamed(view, {}) is view
    keyed = {"AI 1": 4, "scores": {"AI 1": 2}}
    assert renamed(keyed, names) is keyed, "a name as a key is not a value to rename"
    quoted = {"rows": [[{"who": 'Bot "Ü" 1'}]]}
    assert renamed(quoted, {'Bot "Ü" 1': "KI 1"}) == {"rows": [[{"who": "KI 1"}]]}, (
        "a name JSON writes with escapes, deep in the view, is still found")


def table_of(lang: str, names: list[Seat]) -> Table:
    return Table(id=1, channel_id=CH, guild_id=1, game="wildcards", title="Wild Cards",
                 host_id=100, options={}, seats=names, status="playing", version=3,
                 min_players=2, max_players=5, timer_seconds=0.0, lang=lang)


def test_a_readers_post_names_the_seat_in_text_choices_and_picture() -> None:
    table = table_of("en", seats("alice", "AI 1", people=(0,)))
    post = Post("panel:0:1", 100, 1, CH, "wildcards", 3, "Warten auf AI 1", dm=True,
                picture={"kind": "hand", "view": {"players": ["alice", "AI 1"]}},
                panel={"seat": 0, "version": 3,
                       "actions": [["a", "Angriff auf AI 1", None], ["b", "Pass", "AI 1"]]},
                lang="de")
    theirs = post_for_reader(post, table)
    assert theirs.content == "Warten auf KI 1"
    assert theirs.picture == {"kind": "hand", "view": {"players": ["alice", "KI 1"]}}
    assert theirs.panel is not None
    assert theirs.panel["actions"] == [["a", "Angriff auf KI 1", None], ["b", "Pass", "KI 1"]]
    assert post.content == "Warten auf AI 1", "the stored post is left alone"
    english = Post("panel:0:1", 100, 1, CH, "wildcards", 3, "Waiting for AI 1", dm=True)
    assert post_for_reader(english, table) is english
    assert text_for(table, "de", "AI 1 ist dran") == "KI 1 ist dran"


def test_a_hand_keeps_its_codes_and_renames_its_words() -> None:
    table = table_of("de", seats("anna", "KI 1", people=(0,)))
    hand = Hand(1, CH, "wildcards", 0, 3, {"players": ["anna", "KI 1"]},
                [Action("attack:1", msg("ev-species-of", player="KI 1", n=1),
                        msg("ev-group", player="KI 1"))], True)
    theirs = hand_for(table, "en", hand)
    assert [a.code for a in theirs.actions] == ["attack:1"]
    assert theirs.actions[0].label == msg("ev-species-of", player="AI 1", n=1)
    assert theirs.actions[0].group == msg("ev-group", player="AI 1")
    assert theirs.view == {"players": ["anna", "AI 1"]}
    assert hand_for(table, "de", hand) is hand


async def test_the_lobby_never_gives_a_person_an_ai_seats_name(svc: GameService) -> None:
    """People who join after AI seats, and people named like one: no person's name is ever
    the name of an AI seat, so none is renamed."""
    await svc.lobby.create(CH, 1, HOST, "AI 1", "wildcards")
    await svc.lobby.add_ai(CH, HOST)                  # "AI 1" is taken: "AI 2"
    await svc.lobby.join(CH, BOB, "AI 2")             # taken: "AI 2 (2)"
    await svc.lobby.join(CH, CAT, "KI 3")             # a German-looking name, kept
    table = await svc.lobby.add_ai(CH, HOST)          # "AI 3": "KI 3" would collide
    assert [s.name for s in table.seats] == ["AI 1", "AI 2", "AI 2 (2)", "KI 3", "AI 3"]
    assert names_for(table, "de") == {"AI 2": "KI 2"}
    assert text_for(table, "de", "AI 1, AI 2, AI 2 (2), KI 3 und AI 3") == (
        "AI 1, KI 2, AI 2 (2), KI 3 und AI 3")


async def test_a_german_table_named_for_an_english_reader(svc: GameService) -> None:
    await svc.lobby.create(CH, 1, HOST, "anna", "wildcards", lang="de")
    await svc.lobby.add_ai(CH, HOST)
    table = await svc.lobby.join(CH, BOB, "KI 1")     # taken: "KI 1 (2)"
    assert [s.name for s in table.seats] == ["anna", "KI 1", "KI 1 (2)"]
    assert names_for(table, "en") == {"KI 1": "AI 1"}
    assert text_for(table, "en", "KI 1 and KI 1 (2)") == "AI 1 and KI 1 (2)"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.sampled_from(
    ["AI 1", "AI 2", "KI 1", "KI 2", "AI 1 (2)", "Bob", "AI", "KI 10"])), max_size=6),
    st.sampled_from(["en", "nl", "de"]), st.sampled_from(["en", "nl", "de"]))
def test_renaming_never_makes_two_seats_read_alike(plan: list[tuple[bool, str]], lang: str,
                                                    reader: str) -> None:
    """Whatever the seats (people of any name, AI seats numbered past taken names, as the
    lobby numbers them): a renamed seat is an AI seat, and the names a reader reads are as
    many as the seats."""
    from bot.core.lobby import unique_name
    from words import tr

    table: list[Seat] = []
    for is_ai, name in plan:
        taken = [s.name for s in table]
        if is_ai:
            number = 1 + sum(1 for s in table if s.user_id is None)
            while tr(lang, "bot-ai-seat-name", n=number) in taken:
                number += 1
            table.append(Seat(len(table), tr(lang, "bot-ai-seat-name", n=number), None, "x"))
        else:
            table.append(Seat(len(table), unique_name(name, taken), 100 + len(table)))
    names = reader_names(lang, table, reader)
    assert all(s.user_id is None for s in table if s.name in names)
    read = [names.get(s.name, s.name) for s in table]
    assert len(set(read)) == len(read)
