"""The island of docs/wildlife-data.md ("The island"): 78 square spaces in 12 areas.

The printed map is not described by any rulebook; this one is the project's, built to the
rulebooks' constraints (12 areas, each terrain once small with 4–5 spaces and once large with
8–9). Columns A–L, rows 1–9; a space is named like ``E4``. Adjacency is orthogonal only.
"""

from __future__ import annotations

MAP = """
     A B C D E F G H I J K L
  1  . . M M M . . w w . . .
  2  . M M M M m m w w w . .
  3  . F F M m m W W W W . .
  4  F F F f f T T W W W W .
  5  F F F f f T T T T t t .
  6  . s s S S T T T d d t t
  7  . s s S S S S D D d d .
  8  . s . S S S D D D D d .
  9  . . . . . . D D D . . .
"""

TERRAINS = ["Forest", "Desert", "Savanna", "Steppe", "Mountains", "Water"]
TERRAIN_LETTER = {"F": "Forest", "D": "Desert", "S": "Savanna", "T": "Steppe",
                  "M": "Mountains", "W": "Water"}
# Big scoring order (seed 001): savanna, mountains, steppe, desert, water, forest.
SCORING_ORDER = ["Savanna", "Mountains", "Steppe", "Desert", "Water", "Forest"]
COLUMNS = "ABCDEFGHIJKL"


def _parse() -> dict[str, str]:
    rows = [line.split()[1:] for line in MAP.strip().splitlines()[1:]]
    spaces: dict[str, str] = {}
    for r, cells in enumerate(rows, start=1):
        for c, cell in enumerate(cells):
            if cell != ".":
                spaces[f"{COLUMNS[c]}{r}"] = cell
    return spaces


#: space name → area code (capital = large area, small letter = small area)
SPACE_AREA: dict[str, str] = _parse()
SPACES: list[str] = list(SPACE_AREA)
#: area code → its spaces, in map order
AREAS: dict[str, list[str]] = {}
for _space, _area in SPACE_AREA.items():
    AREAS.setdefault(_area, []).append(_space)
TERRAIN_CODE = {terrain: letter for letter, terrain in TERRAIN_LETTER.items()}
#: the 12 areas in big-scoring order, large before small
AREA_CODES: list[str] = [code for terrain in SCORING_ORDER
                         for code in (TERRAIN_CODE[terrain], TERRAIN_CODE[terrain].lower())]


def area_terrain(area: str) -> str:
    return TERRAIN_LETTER[area.upper()]


def area_is_large(area: str) -> bool:
    return area.isupper()


def space_terrain(space: str) -> str:
    return area_terrain(SPACE_AREA[space])


def coords(space: str) -> tuple[int, int]:
    """(column index 0–11, row 1–9)."""
    return COLUMNS.index(space[0]), int(space[1:])


def _neighbours(space: str) -> list[str]:
    c, r = coords(space)
    out = []
    for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        nc, nr = c + dc, r + dr
        if 0 <= nc < len(COLUMNS):
            name = f"{COLUMNS[nc]}{nr}"
            if name in SPACE_AREA:
                out.append(name)
    return out


ADJACENT: dict[str, list[str]] = {s: _neighbours(s) for s in SPACES}
