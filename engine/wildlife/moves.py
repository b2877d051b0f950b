"""Where tiles may go: migration, expansion, attack, Aggression, Mobility; and the changes a
tile makes on the board (placing, removing, moving, small scoring).

Sources: seed 000 "Migrate", "Expand", "Attack", "Small Scoring", "The Abilities"; seed 003
"Migrate"; docs/wildlife-data.md, "Readings where the texts disagree" (migration reading).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event, msg
from engine.wildlife.board import ADJACENT, AREAS, SPACE_AREA, SPACES, space_terrain
from engine.wildlife.data import (
    ATTACK,
    BIG_SCORING_MARKERS,
    EXPAND,
    MIGRATE,
    SMALL_SCORING_TRACK,
)

if TYPE_CHECKING:
    from engine.wildlife.state import WildLifeState

SPACE_TERRAIN: dict[str, str] = {s: space_terrain(s) for s in SPACES}
SPACE_INDEX: dict[str, int] = {s: i for i, s in enumerate(SPACES)}
_BY_MAP = SPACE_INDEX.__getitem__
TERRAIN_AREAS: dict[str, list[str]] = {}
for _area in AREAS:
    TERRAIN_AREAS.setdefault(SPACE_TERRAIN[AREAS[_area][0]], []).append(_area)
TERRAIN_SPACES: dict[str, list[str]] = {
    t: [s for a in areas for s in AREAS[a]] for t, areas in TERRAIN_AREAS.items()}


def area_full(st: WildLifeState, area: str) -> bool:
    tiles = st.tiles
    return all(s in tiles for s in AREAS[area])


def own_spaces(st: WildLifeState, seat: int) -> list[str]:
    """The seat's tiles in map order."""
    tiles = st.tiles
    return [s for s in SPACES if tiles.get(s) == seat]


# -- migration ------------------------------------------------------------------------------
def migrations(st: WildLifeState, seat: int, terrain: str | None) -> dict[str, list[str]]:
    """Each own tile that can migrate -> its destinations.

    A tile moves to an empty space orthogonally next to it, or next to any own tile connected
    to it through own tiles; start, path and end all lie in terrains where the organism has at
    least migrate; a terrain card also fixes the end's terrain (seeds 000, 003;
    docs/wildlife-data.md, "Readings where the texts disagree": migration).
    """
    tiles, levels = st.tiles, st.levels[seat]
    ok = {s for s, o in tiles.items() if o == seat and levels[SPACE_TERRAIN[s]] >= MIGRATE}
    out: dict[str, list[str]] = {}
    seen: set[str] = set()
    for start in ok:
        if start in seen:
            continue
        group, frontier, dests = [start], [start], set()
        seen.add(start)
        while frontier:
            space = frontier.pop()
            for nxt in ADJACENT[space]:
                if nxt in ok:
                    if nxt not in seen:
                        seen.add(nxt)
                        group.append(nxt)
                        frontier.append(nxt)
                elif nxt not in tiles:
                    t = SPACE_TERRAIN[nxt]
                    if levels[t] >= MIGRATE and (terrain is None or t == terrain):
                        dests.add(nxt)
        if dests:
            ordered = sorted(dests, key=_BY_MAP)
            for s in group:
                out[s] = ordered
    return {s: out[s] for s in sorted(out, key=_BY_MAP)}


def migration_dests(st: WildLifeState, seat: int, terrain: str | None, start: str
                    ) -> list[str]:
    """The destinations of the tile on ``start`` alone (same rule as ``migrations``)."""
    tiles, levels = st.tiles, st.levels[seat]
    if tiles.get(start) != seat or levels[SPACE_TERRAIN[start]] < MIGRATE:
        return []
    seen, frontier, dests = {start}, [start], set()
    while frontier:
        space = frontier.pop()
        for nxt in ADJACENT[space]:
            owner = tiles.get(nxt)
            if owner is None:
                t = SPACE_TERRAIN[nxt]
                if levels[t] >= MIGRATE and (terrain is None or t == terrain):
                    dests.add(nxt)
            elif (owner == seat and nxt not in seen
                  and levels[SPACE_TERRAIN[nxt]] >= MIGRATE):
                seen.add(nxt)
                frontier.append(nxt)
    return sorted(dests, key=_BY_MAP)


def can_migrate(st: WildLifeState, seat: int, terrain: str | None) -> bool:
    """Cheap test: some own migrating tile has an empty allowed neighbour (then its herd has
    a destination; a herd has one only if one of its tiles does)."""
    tiles, levels = st.tiles, st.levels[seat]
    for s, o in tiles.items():
        if o != seat or levels[SPACE_TERRAIN[s]] < MIGRATE:
            continue
        for nxt in ADJACENT[s]:
            if nxt not in tiles:
                t = SPACE_TERRAIN[nxt]
                if levels[t] >= MIGRATE and (terrain is None or t == terrain):
                    return True
    return False


# -- expansion and attack ------------------------------------------------------------------
def expand_targets(st: WildLifeState, seat: int, terrain: str, min_level: int = EXPAND
                   ) -> list[str]:
    """Empty spaces of the terrain, if the seat has a tile in supply and the level."""
    if st.supply[seat] <= 0 or st.levels[seat][terrain] < min_level:
        return []
    tiles = st.tiles
    return [s for s in TERRAIN_SPACES[terrain] if s not in tiles]


def can_expand(st: WildLifeState, seat: int, terrain: str, min_level: int = EXPAND) -> bool:
    """Cheap test: ``expand_targets`` is not empty."""
    if st.supply[seat] <= 0 or st.levels[seat][terrain] < min_level:
        return False
    tiles = st.tiles
    return any(s not in tiles for s in TERRAIN_SPACES[terrain])


def attack_targets(st: WildLifeState, seat: int, terrain: str) -> list[str]:
    """Opponents' tiles in a full area of the terrain, with the attack level and a tile in
    supply (seed 000 "Attack": only in an area without unoccupied spaces)."""
    if st.supply[seat] <= 0 or st.levels[seat][terrain] < ATTACK:
        return []
    tiles = st.tiles
    out: list[Any] = []
    for area in TERRAIN_AREAS[terrain]:
        spaces = AREAS[area]
        if all(s in tiles for s in spaces):
            out.extend(s for s in spaces if tiles[s] != seat)
    return out


def aggression_targets(st: WildLifeState, seat: int) -> list[str]:
    """Any empty or opponent's space in an area of a terrain where the seat can attack
    (seed 000 "The Abilities", Aggression: the area need not be full)."""
    if st.supply[seat] <= 0:
        return []
    levels, tiles = st.levels[seat], st.tiles
    return [s for s in SPACES
            if levels[SPACE_TERRAIN[s]] >= ATTACK and tiles.get(s, -1) != seat]


def can_aggress(st: WildLifeState, seat: int) -> bool:
    """Cheap test: ``aggression_targets`` is not empty."""
    if st.supply[seat] <= 0:
        return False
    levels, tiles = st.levels[seat], st.tiles
    return any(tiles.get(s, -1) != seat for t, v in levels.items() if v >= ATTACK
               for s in TERRAIN_SPACES[t])


def mobility_targets(st: WildLifeState, seat: int) -> list[str]:
    """Any empty or opponent's space where the seat can at least migrate (seed 000 Mobility:
    only the mover must be adapted to its new space)."""
    levels, tiles = st.levels[seat], st.tiles
    return [s for s in SPACES
            if levels[SPACE_TERRAIN[s]] >= MIGRATE and tiles.get(s, -1) != seat]


# -- changes on the board ----------------------------------------------------------------------
def place(st: WildLifeState, seat: int, space: str, out: list[Event]) -> None:
    """A tile from the seat's supply onto an empty space; small scoring; last-tile end."""
    st.tiles[space] = seat
    st.supply[seat] -= 1
    st.last["placed"].append(space)
    small_scoring(st, SPACE_AREA[space], out)
    if st.supply[seat] == 0 and st.phase == "play":
        st.end_due = True
        out.append(Event(msg("wl-last-tile", player=st.players[seat]), kind="end"))


def remove(st: WildLifeState, space: str) -> None:
    """A tile leaves the game (attack, Aggression, Epidemic): it goes back to the box."""
    del st.tiles[space]
    st.last["removed"].append(space)


def move(st: WildLifeState, frm: str, to: str, out: list[Event]) -> None:
    """A tile to an empty space (migration, Mobility); the destination area may fill."""
    st.tiles[to] = st.tiles.pop(frm)
    st.last["moved"].append([frm, to])
    small_scoring(st, SPACE_AREA[to], out)


def swap(st: WildLifeState, frm: str, to: str) -> None:
    """Mobility onto an opponent: the two tiles change places (occupancy does not change)."""
    st.tiles[frm], st.tiles[to] = st.tiles[to], st.tiles[frm]
    st.last["moved"].extend([[frm, to], [to, frm]])


def small_scoring(st: WildLifeState, area: str, out: list[Event]) -> None:
    """The last empty space of an unmarked area was filled: the player whose turn it is takes
    the next marker and its points (seed 000 "Small Scoring"; seed 001: the turn's player,
    also when a buyer filled it). The 4th/8th/11th marker makes a big scoring due after the
    turn; the 11th ends the game after the turn, except with 2 players (seed 001)."""
    if area in st.markers or len(st.markers) >= len(SMALL_SCORING_TRACK):
        return
    if not area_full(st, area):
        return
    index = len(st.markers)
    value = SMALL_SCORING_TRACK[index]
    scorer = st.turn
    st.markers[area] = {"seat": scorer, "value": value, "index": index}
    st.gain(scorer, value, "small")
    text = msg("wl-area-full", area=area, player=st.players[scorer], marker=index + 1,
               points=value)
    out.append(Event(text, kind="small_scoring", data={"area": area, "seat": scorer,
                                                       "value": value}))
    if index + 1 in BIG_SCORING_MARKERS:
        st.big_due += 1
        out.append(Event(msg("wl-big-scoring-follows"), kind="info"))
    if index + 1 == len(SMALL_SCORING_TRACK) and st.n > 2:
        st.end_due = True
        out.append(Event(msg("wl-last-marker"), kind="end"))
