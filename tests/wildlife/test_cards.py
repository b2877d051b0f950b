"""Terrain, adaptation, ability and joker cards (seed 000 "Terrain Cards", "Migrate",
"Expand", "Attack", "Adaptation Cards", "Ability Cards", "Joker Cards"; seed 001 "Wildlife
cards"; docs/wildlife-data.md, "Readings where the texts disagree": migration, two of a
kind).

Seats in these tests: 0 Crocodile (Forest E, Savanna m, Steppe m, Water A), 1 Snake (Forest
m, Desert A, Steppe m, Water E), 2 Eagle (Desert E, Savanna m, Steppe m, Mountains A),
3 Bear (Forest A, Savanna m, Mountains E, Water m).
"""

from __future__ import annotations

from engine.wildlife import moves
from engine.wildlife.board import AREAS


def _modes(table, st) -> list[str]:
    return [c for c in table.codes(st) if c.startswith("mode:")]


def test_terrain_card_no_action_can_only_be_discarded(table) -> None:
    """Seed 000 "Terrain Cards": with "No Action" discard the card (or auction it)."""
    st = table.new(4, tiles={"H7": 1}, hands=[["desert"], [], [], []])
    table.do(st, "play:desert")
    assert _modes(table, st) == []
    assert set(table.codes(st)) == {"discard", "cancel"}


def test_terrain_card_migrate_level_only_migrates(table) -> None:
    """Seed 000 "Terrain Cards": with Migration, migrate a tile into that terrain."""
    st = table.new(4, tiles={"E6": 0}, hands=[["steppe"], [], [], []])
    table.do(st, "play:steppe")
    assert _modes(table, st) == ["mode:migrate"]
    table.do(st, "mode:migrate", "from:E6")
    assert table.codes(st) == ["to:F6", "back", "migrate"]  # + the free migration (any time)
    table.do(st, "to:F6")
    assert st.tiles == {"F6": 0} and st.pending is None


def test_terrain_card_expand_places_from_supply(table) -> None:
    """Seed 000 "Expand": a tile from the supply onto an empty space of that terrain."""
    st = table.new(4, hands=[["forest"], [], [], []])
    supply = st.supply[0]
    table.do(st, "play:forest")
    assert _modes(table, st) == ["mode:expand"]
    table.do(st, "mode:expand")
    places = [c for c in table.codes(st) if c.startswith("place:")]
    assert sorted(c[6:] for c in places) == sorted(AREAS["F"] + AREAS["f"])
    table.do(st, "place:D4")
    assert st.tiles == {"D4": 0} and st.supply[0] == supply - 1


def test_attack_only_in_a_full_area(table) -> None:
    """Seed 000 "Attack": only where the attack level is held and the area has no empty
    space; the opponent's tile leaves the game and one from the supply takes its place."""
    small_water = AREAS["w"]
    st = table.new(4, tiles={s: 1 for s in small_water[:-1]}, hands=[["water"] * 2, [], [], []])
    table.do(st, "play:water")
    assert "mode:attack" not in _modes(table, st)
    assert "mode:expand" in _modes(table, st)
    table.do(st, "cancel")
    st.tiles[small_water[-1]] = 1
    st.markers["w"] = {"seat": 1, "value": 3, "index": 0}
    st.version += 1
    table.do(st, "play:water")
    assert "mode:attack" in _modes(table, st)
    table.do(st, "mode:attack")
    targets = sorted(c[7:] for c in table.codes(st) if c.startswith("attack:"))
    assert targets == sorted(small_water)
    supply = st.supply[0]
    table.do(st, f"attack:{small_water[0]}")
    assert st.tiles[small_water[0]] == 0 and st.supply[0] == supply - 1
    assert list(st.tiles.values()).count(1) == 4


def test_attack_level_may_still_expand_where_the_area_is_not_full(table) -> None:
    """Seed 000 "Terrain Cards": a card allows whatever the level or a lower one allows."""
    st = table.new(4, hands=[["water"], [], [], []])
    table.do(st, "play:water")
    assert _modes(table, st) == ["mode:expand"]


def test_migration_along_a_path_of_own_tiles(table) -> None:
    """Seed 000 "Migrate": own tiles do not count as spaces; trace a path over them."""
    st = table.new(4, tiles={"A4": 0, "B4": 0, "C4": 0, "D4": 1})
    dests = moves.migrations(st, 0, None)
    assert "C3" in dests["A4"] and "D5" not in dests["A4"]
    assert dests["A4"] == dests["C4"]
    table.do(st, "migrate", "from:A4", "to:C3")
    assert st.tiles == {"C3": 0, "B4": 0, "C4": 0, "D4": 1}


def test_migration_path_only_through_adapted_terrain(table) -> None:
    """Seed 000 "Migrate" / docs/wildlife-data.md: start, path and end in terrains where the
    organism can at least migrate; a tile in an unadapted terrain neither moves nor carries."""
    st = table.new(4, tiles={"G7": 0, "H7": 0, "G6": 2})
    dests = moves.migrations(st, 0, None)
    assert "H7" not in dests
    assert "H6" not in dests["G7"]
    st.levels[0]["Desert"] = 1
    assert "H6" in moves.migrations(st, 0, None)["G7"]


def test_migration_with_a_card_ends_in_that_terrain(table) -> None:
    """docs/wildlife-data.md: with a terrain card the end space must be of that terrain."""
    st = table.new(4, tiles={"E6": 0})
    for dests in moves.migrations(st, 0, "Steppe").values():
        assert all(moves.SPACE_TERRAIN[d] == "Steppe" for d in dests)
    assert moves.migrations(st, 0, "Steppe")["E6"] == ["F6"]


def test_adaptation_one_level_at_a_time_several_per_turn(table) -> None:
    """Seed 000 "Adaptation Cards": no level skipped, none past attack, several per turn."""
    st = table.new(4, hands=[["adaptation"] * 3, [], [], []])
    table.do(st, "play:adaptation")
    codes = table.codes(st)
    assert "adapt:water" not in codes             # already attack
    assert "adapt:desert" in codes
    table.do(st, "adapt:desert")
    assert st.levels[0]["Desert"] == 1
    table.do(st, "play:adaptation", "adapt:desert")
    assert st.levels[0]["Desert"] == 2
    assert st.adapt_taken[0] == 2
    assert st.adapt_supply["Desert"] == [2, 3, 5]


def test_adaptation_tile_supply_limit(table) -> None:
    """docs/wildlife-data.md: 3 migrate, 4 expand, 5 attack tiles per terrain; none left, none
    taken."""
    st = table.new(4, hands=[["adaptation"], [], [], []])
    st.adapt_supply["Desert"][0] = 0
    table.do(st, "play:adaptation")
    assert "adapt:desert" not in table.codes(st)
    assert "adapt:forest" in table.codes(st)


def test_ability_card_takes_from_the_supply(table) -> None:
    """Seed 000 "Ability Cards": take a new ability from the supply."""
    st = table.new(4, hands=[["ability"], [], [], []])
    table.do(st, "play:ability")
    assert {"take:food", "take:intelligence", "take:mobility", "take:defense",
            "take:aggression"} <= set(table.codes(st))
    table.do(st, "take:mobility")
    assert st.abilities[0] == {"mobility": 1} and st.ability_supply["mobility"] == 2


def test_ability_card_takes_from_the_leader_when_the_supply_is_out(table) -> None:
    """Seed 000 "Ability Cards": from the holder furthest on the success track; seed 001:
    the taker's own position does not count."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.ability_supply["aggression"] = 0
    st.abilities[1]["aggression"] = 1
    st.abilities[2]["aggression"] = 1
    st.points = [50, 10, 4, 1]
    table.do(st, "play:ability")
    codes = table.codes(st)
    assert "take:aggression:1" in codes and "take:aggression:2" not in codes
    table.do(st, "take:aggression:1")
    assert st.abilities[0]["aggression"] == 1 and st.abilities[1]["aggression"] == 0


def test_ability_leader_tie_the_taker_chooses(table) -> None:
    """Seed 000 "Ability Cards": holders tied on the track: the taker chooses."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.ability_supply["defense"] = 0
    st.abilities[1]["defense"] = 1
    st.abilities[3]["defense"] = 1
    st.points = [1, 7, 3, 7]
    table.do(st, "play:ability")
    codes = table.codes(st)
    assert "take:defense:1" in codes and "take:defense:3" in codes


def test_at_most_two_abilities_of_a_kind(table) -> None:
    """Seed 000 "Ability Cards" (designer's correction): never more than two of a kind."""
    st = table.new(4, hands=[["ability"], [], [], []])
    st.abilities[0]["food"] = 2
    table.do(st, "play:ability")
    assert "take:food" not in table.codes(st)
    assert "take:intelligence" in table.codes(st)


def test_joker_as_terrain_adaptation_or_ability(table) -> None:
    """Seed 000 "Joker Cards": play it as a terrain, adaptation or ability card."""
    st = table.new(4, hands=[["joker"] * 3, [], [], []])
    st.abilities[0]["intelligence"] = 1
    table.do(st, "play:joker")
    codes = table.codes(st)
    assert {f"as:{t}" for t in ("forest", "desert", "savanna", "steppe", "mountains",
                                "water")} <= set(codes)
    assert {"as:adaptation", "as:ability"} <= set(codes)
    table.do(st, "as:forest", "mode:expand", "place:D4")
    table.do(st, "play:joker", "as:adaptation", "adapt:desert")
    table.do(st, "play:joker", "as:ability", "take:food")
    assert st.tiles == {"D4": 0} and st.levels[0]["Desert"] == 1
    assert st.abilities[0]["food"] == 1


def test_back_steps_return_to_the_previous_choice(table) -> None:
    """docs/playing.md, "Everywhere": every sub-step offers a way back."""
    st = table.new(4, hands=[["joker"], [], [], []])
    table.do(st, "play:joker", "as:forest", "mode:expand", "back")
    assert st.pending["step"] == "terrain"
    table.do(st, "back")
    assert st.pending["step"] == "joker" and st.pending["as"] is None


def test_migration_destinations_of_one_tile_match_the_whole_table(table) -> None:
    """The single-tile search (used for the destination step) agrees with the full one."""
    import engine
    from engine.players import RandomPlayer
    st = engine.new_game("wildlife", ["a", "b", "c", "d"], seed=11)
    ai = RandomPlayer(3)
    for _ in range(300):
        if st.is_over():
            break
        for seat in range(4):
            for terrain in (None, "Forest", "Steppe"):
                full = moves.migrations(st, seat, terrain)
                for space in moves.own_spaces(st, seat):
                    assert moves.migration_dests(st, seat, terrain, space) == full.get(space, [])
        seat = st.to_act()[0]
        st.apply(seat, ai.choose(st, seat))
