"""A WildLife seat as the pictures show it: its organism's colour and letter on a tile, its name.
Every other WildLife picture module draws seats through these, so a seat looks the same on the map,
the success track, a player panel and the big scoring."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import INK, WHITE, Color, draw_text, readable_on
from renderers.common import seat_letter as common_seat_letter
from renderers.wildlife.map import SMALLEST
from words import DEFAULT

#: the organism charts' colour names the view gives (docs/wildlife.md), as RGB. Light green and
#: orange are shifted (mint, deeper orange) so that all six stay apart under simulated
#: deuteranopia and protanopia (tests/renderers/test_colour_blind.py); each tile also has its letter
ORGANISM_RGB: dict[str, Color] = {
    "blue": (28, 78, 196), "yellow": (250, 216, 40), "brown": (128, 78, 38),
    "black": (24, 24, 24), "light green": (120, 220, 190), "orange": (236, 112, 20),
}
NO_SEAT: Color = (200, 200, 200)


def seat_info(view: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The view's entry of ``seat`` ({} for no seat or one out of range)."""
    seats = view.get("seats", [])
    if seat is None or not 0 <= seat < len(seats):
        return {}
    return seats[seat]


def seat_color(view: dict[str, Any], seat: int | None) -> Color:
    """The colour of a seat's organism, grey before it has one."""
    colour = seat_info(view, seat).get("colour")
    return ORGANISM_RGB.get(str(colour), NO_SEAT)


def seat_letter(view: dict[str, Any], seat: int | None, lang: str = DEFAULT) -> str:
    """The letter on a seat's tiles: the seat's own (``common.seat_letter``: A for the first
    seat), the same in every reader's language and on every picture of the game (an
    organism's initial differed: Crocodile C on an English table, Krokodil K in a German DM)."""
    return common_seat_letter(seat or 0)


def seat_token(image: Image.Image, view: dict[str, Any], seat: int | None,
               centre: tuple[float, float], r: float, lang: str = DEFAULT) -> None:
    """A seat's tile: organism colour and letter inside a dark ring and a white halo, so light
    organisms stand out on light terrains and dark ones on dark terrains (``token_image``,
    drawn once per look and pasted through its mask)."""
    tile, mask = token_image(seat_color(view, seat), seat_letter(view, seat, lang), int(r))
    half = tile.width // 2
    image.paste(tile, _box(centre, half, tile.width), mask)


def _box(centre: tuple[float, float], half: int, size: int) -> tuple[int, int, int, int]:
    x, y = round(centre[0]) - half, round(centre[1]) - half
    return x, y, x + size, y + size


@lru_cache(maxsize=128)
def token_image(fill: Color, letter: str, r: int) -> tuple[Image.Image, Image.Image]:
    """A tile of colour ``fill`` with ``letter``, radius ``r``, and the mask of its shape."""
    halo = max(2, int(r / 7))
    half = r + halo + 1
    size = 2 * half + 1
    tile = Image.new("RGB", (size, size), WHITE)
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).ellipse((1, 1, size - 2, size - 2), fill=255)
    draw = ImageDraw.Draw(tile)
    draw.ellipse((half - r, half - r, half + r, half + r), fill=fill, outline=INK,
                 width=max(2, int(r / 6)))
    draw_text(draw, (half, half + 1), letter, max(SMALLEST, int(r * 1.15)),
              fill=readable_on(fill), bold=True, anchor="mm")
    return tile, mask


def name_of(view: dict[str, Any], seat: int | None) -> str:
    """A seat's player name, "?" for no seat."""
    players = view.get("players", [])
    return str(players[seat]) if seat is not None and 0 <= seat < len(players) else "?"
