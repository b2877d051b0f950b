"""Colour-blind safety (docs/renderers.md, "Choices"): terrains, organisms, result bars and the
Evolution species bands stay distinguishable under simulated deuteranopia and protanopia.

Each test renders real pictures (PNG, decoded again), takes the colours of the things that must
be told apart from the rendered pixels, simulates the two colour-vision deficiencies with
colorspacious (Machado, Oliveira & Fernandes 2009, severity 100) and requires every pair to
stay at least ``APART`` apart in CAM02-UCS (ΔE ≈ 10 is an obvious difference side by side).
"""

from __future__ import annotations

import io
import itertools
from collections import Counter

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE
from PIL import Image

import renderers
from engine.wildlife.board import SPACE_AREA, space_terrain
from renderers.common import COMMON_COLORS
from renderers.wildlife import table_picture as wildlife_table
from renderers.wildlife.map import TERRAIN_COLORS, cell_box, tile_centre
from tests.renderers.test_wildlife_map import RIGHT_OF_MARKER

APART = 12.0
VISIONS = ("deuteranomaly", "protanomaly")


def simulate(rgb: tuple[int, int, int], vision: str | None) -> np.ndarray:
    colour = np.array(rgb, dtype=float) / 255
    if vision is None:
        return colour
    seen = cspace_convert(colour, {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100},
                          "sRGB1")
    return np.clip(seen, 0, 1)


def closest_pair(colours: dict[str, tuple[int, int, int]]) -> tuple[float, str]:
    """The smallest ΔE between two of ``colours`` under normal vision and both deficiencies."""
    worst = (1e9, "")
    for vision in (None, *VISIONS):
        for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
            d = float(deltaE(simulate(ca, vision), simulate(cb, vision), input_space="sRGB1"))
            worst = min(worst, (d, f"{a}/{b} ({vision or 'normal'})"))
    return worst


def decoded(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_the_simulation_sees_red_and_green_alike() -> None:
    """The check itself can fail: pure red and green, far apart for normal vision, come close
    under deuteranopia."""
    red, green = (200, 60, 40), (90, 150, 40)
    assert closest_pair({"red": red, "green": green})[0] < APART
    assert float(deltaE(simulate(red, None), simulate(green, None), input_space="sRGB1")) > 30


def test_terrains_on_the_rendered_map() -> None:
    """Every terrain as the table picture shows it (a space's middle, clear of tiles)."""
    view = {"board": {}, "seats": [], "areas": {}, "last": {}}
    image = decoded(renderers.render_table("wildlife", view))
    seen: dict[str, tuple[int, int, int]] = {}
    for space in SPACE_AREA:
        x0, y0, x1, y1 = cell_box(space)
        point = (wildlife_table.MAP_X + (x0 + x1) // 2, wildlife_table.MAP_Y + (y0 + y1) // 2)
        seen.setdefault(space_terrain(space), image.getpixel(point))
    assert set(seen) == set(TERRAIN_COLORS)
    distance, pair = closest_pair(seen)
    assert distance >= APART, pair


def test_organisms_on_the_rendered_map(positions_of) -> None:
    """All six organisms' tiles as a 6-player table shows them (the first position of a
    random game where every organism has a tile that is not the last move's)."""
    _, found = positions_of("wildlife", 6, ())

    def shown(view: dict) -> set[str]:
        return {view["seats"][seat]["organism"] for space, seat in view["board"].items()
                if seat is not None and space not in str(view["last"])}

    view = next(v for v, _, _ in found if len(shown(v)) == 6)
    image = decoded(renderers.render_table("wildlife", view))
    seen: dict[str, tuple[int, int, int]] = {}
    for space, seat in view["board"].items():
        if seat is not None and space not in str(view["last"]):
            x, y = tile_centre(space)
            side = 9 if space in RIGHT_OF_MARKER else -9   # clear of the letter and markers
            point = (wildlife_table.MAP_X + int(x) + side, wildlife_table.MAP_Y + int(y))
            seen.setdefault(view["seats"][seat]["organism"], image.getpixel(point))
    assert len(seen) == 6
    distance, pair = closest_pair(seen)
    assert distance >= APART, pair


def test_result_bar_segments() -> None:
    """Ten scoring categories (more than any game has): the bar segments as rendered."""
    categories = [f"category {i}" for i in range(10)]
    result = {"ranking": [{"seat": 0, "name": "Ann", "place": 1, "score": 100,
                           "breakdown": dict.fromkeys(categories, 10)}],
              "categories": categories, "tiebreak": ""}
    image = decoded(renderers.render_result("wildlife", result))
    common = set(COMMON_COLORS) | {(236, 230, 216)}
    counts = Counter(image.get_flattened_data())
    fills = [c for c, n in counts.most_common() if n > 1500 and c not in common
             and c != renderers.result.PLACE_COLORS[1]]
    assert len(fills) == 10
    distance, pair = closest_pair({str(c): c for c in fills})
    assert distance >= APART, pair


@pytest.mark.parametrize("game", ["evolution"])
def test_carnivores_and_herbivores(game: str, positions_of) -> None:
    """Evolution's species bands (red carnivore, blue-green herbivore) as the palette keeps
    them; each band also says "Carnivore" or "Herbivore" in words."""
    from renderers.evolution.cards import CARNIVORE, HERBIVORE
    image = decoded(renderers.render_table(game, positions_of(game, 3, ())[0].view(None)))
    colours = set(image.get_flattened_data())
    assert CARNIVORE in colours or HERBIVORE in colours
    distance, pair = closest_pair({"carnivore": CARNIVORE, "herbivore": HERBIVORE})
    assert distance >= APART, pair
