"""WildLife cards and symbols as pictures: the card frames (drawn once per card kind, cached) and
the symbols printed on the cards (seed 000 "Components": terrain, wheel = adaptation, arrow =
ability, lightning bolt = joker, text = event).

Symbols are drawn as shapes, not font glyphs, so they look the same everywhere; every card also
carries its name in words (in the picture's language), so colour is never the only clue.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    INK,
    WHITE,
    Color,
    draw_text,
    readable_on,
    shade,
)
from renderers.wildlife.map import SMALLEST, TERRAIN_COLORS
from words import DEFAULT, tr

CARD_W = 148
CARD_H = 84
NEUTRAL: Color = (250, 246, 236)
KIND_COLORS: dict[str, Color] = {
    "adaptation": (236, 226, 250),
    "ability": (250, 232, 214),
    "joker": (255, 244, 190),
    "event": (232, 232, 232),
}


JOKER_BOLT: Color = (250, 200, 20)
DESERT_SUN: Color = (250, 180, 40)
#: what cards draw with: their colours, outlines and symbols
CARD_COLORS: tuple[Color, ...] = (
    NEUTRAL, *KIND_COLORS.values(), JOKER_BOLT, DESERT_SUN,
    *(shade(c, f) for c in (*KIND_COLORS.values(), *TERRAIN_COLORS.values())
      for f in (0.5, 0.55)),
    *(shade(TERRAIN_COLORS[t], f) for t in TERRAIN_COLORS for f in (0.6, 0.7, 0.8)))


def draw_symbol(draw: ImageDraw.ImageDraw, symbol: str, centre: tuple[float, float],
                r: float, *, terrain: str | None = None, ink: Color = INK) -> None:
    """One card symbol inside a circle of radius ``r`` around ``centre``."""
    x, y = centre
    if symbol == "wheel":
        draw.ellipse((x - r, y - r, x + r, y + r), outline=ink, width=max(2, int(r / 6)))
        for k in range(6):
            a = math.pi * k / 3
            draw.line((x, y, x + r * math.cos(a), y + r * math.sin(a)), fill=ink,
                      width=max(2, int(r / 8)))
        draw.ellipse((x - r / 4, y - r / 4, x + r / 4, y + r / 4), fill=ink)
    elif symbol == "arrow":
        pts = [(x - r, y - r * 0.25), (x + r * 0.15, y - r * 0.25), (x + r * 0.15, y - r * 0.7),
               (x + r, y), (x + r * 0.15, y + r * 0.7), (x + r * 0.15, y + r * 0.25),
               (x - r, y + r * 0.25)]
        draw.polygon(pts, fill=ink)
    elif symbol == "lightning":
        pts = [(x + r * 0.25, y - r), (x - r * 0.6, y + r * 0.15), (x - r * 0.02, y + r * 0.15),
               (x - r * 0.3, y + r), (x + r * 0.6, y - r * 0.2), (x + r * 0.02, y - r * 0.2),
               (x + r * 0.3, y - r)]
        draw.polygon(pts, fill=JOKER_BOLT, outline=ink, width=max(1, int(r / 10)))
    elif symbol == "text":
        draw.rounded_rectangle((x - r * 0.8, y - r, x + r * 0.8, y + r), radius=int(r / 4),
                               fill=WHITE, outline=ink, width=max(2, int(r / 8)))
        for k in range(4):
            yy = y - r * 0.55 + k * r * 0.36
            draw.line((x - r * 0.5, yy, x + r * (0.5 if k < 3 else 0.1), yy), fill=ink,
                      width=max(2, int(r / 9)))
    elif symbol == "terrain" and terrain:
        draw_terrain_icon(draw, terrain, centre, r, ink=ink)


def draw_terrain_icon(draw: ImageDraw.ImageDraw, terrain: str, centre: tuple[float, float],
                      r: float, *, ink: Color = INK) -> None:
    """A small drawing of a terrain, so a terrain card is known without its colour."""
    x, y = centre
    w = max(2, int(r / 7))
    if terrain == "Forest":
        for dx in (-0.45, 0.45):
            cx = x + dx * r
            draw.polygon([(cx, y - r * 0.9), (cx - r * 0.45, y + r * 0.4),
                          (cx + r * 0.45, y + r * 0.4)], fill=shade(TERRAIN_COLORS[terrain], 0.6),
                         outline=ink)
            draw.line((cx, y + r * 0.4, cx, y + r * 0.85), fill=ink, width=w)
    elif terrain == "Desert":
        draw.ellipse((x + r * 0.1, y - r * 0.9, x + r * 0.7, y - r * 0.3), fill=DESERT_SUN,
                     outline=ink)
        draw.arc((x - r * 1.1, y - r * 0.1, x + r * 0.5, y + r * 1.3), 200, 340, fill=ink,
                 width=w)
        draw.arc((x - r * 0.3, y + r * 0.2, x + r * 1.1, y + r * 1.4), 200, 340, fill=ink,
                 width=w)
    elif terrain == "Savanna":
        draw.line((x - r, y + r * 0.7, x + r, y + r * 0.7), fill=ink, width=w)
        for k in range(5):
            bx = x - r * 0.8 + k * r * 0.4
            draw.line((bx, y + r * 0.7, bx + (k - 2) * r * 0.12, y - r * 0.1 - (k % 2) * r * 0.4),
                      fill=ink, width=w)
        draw.ellipse((x + r * 0.2, y - r * 1.0, x + r * 0.9, y - r * 0.55),
                     fill=shade(TERRAIN_COLORS[terrain], 0.6), outline=ink)
    elif terrain == "Steppe":
        for k in range(3):
            yy = y - r * 0.5 + k * r * 0.5
            draw.line((x - r * (0.9 - k * 0.15), yy, x + r * (0.9 - k * 0.1), yy), fill=ink,
                      width=w)
        for k in range(3):
            bx = x - r * 0.6 + k * r * 0.6
            draw.line((bx, y + r * 0.9, bx, y + r * 0.6), fill=ink, width=w)
    elif terrain == "Mountains":
        draw.polygon([(x - r, y + r * 0.8), (x - r * 0.3, y - r * 0.5), (x + r * 0.3, y + r * 0.8)],
                     fill=shade(TERRAIN_COLORS[terrain], 0.7), outline=ink)
        draw.polygon([(x - r * 0.3, y + r * 0.8), (x + r * 0.35, y - r * 0.9),
                      (x + r, y + r * 0.8)], fill=shade(TERRAIN_COLORS[terrain], 0.8),
                     outline=ink)
        draw.polygon([(x + r * 0.35, y - r * 0.9), (x + r * 0.16, y - r * 0.55),
                      (x + r * 0.54, y - r * 0.55)], fill=WHITE)
    elif terrain == "Water":
        for k in range(3):
            yy = y - r * 0.6 + k * r * 0.55
            for s in (-1, 0):
                bx = x + s * r
                draw.arc((bx, yy - r * 0.25, bx + r, yy + r * 0.25), 180, 360, fill=ink, width=w)


def card_color(card: dict) -> Color:
    terrain = card.get("terrain")
    if terrain in TERRAIN_COLORS:
        return TERRAIN_COLORS[terrain]
    return KIND_COLORS.get(str(card.get("kind")), NEUTRAL)


@lru_cache(maxsize=64)
def card_frame(key: str, kind: str, terrain: str | None, symbol: str,
               lang: str = DEFAULT) -> Image.Image:
    """One card without its number: its colour, symbol and name (catalog ``wl-card``) in
    ``lang``; what it does is said once per kind under the cards (``wl-card-short``) and whole
    in the hand's alt text (cached per card key and language; callers paste it)."""
    name = tr(lang, "wl-card", card=key)
    card = {"kind": kind, "terrain": terrain}
    color = card_color(card)
    image = Image.new("RGB", (CARD_W, CARD_H), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), radius=10, fill=color,
                           outline=shade(color, 0.55), width=3)
    ink = readable_on(color)
    # symbol in a white disc, top right, so every kind reads the same way
    sx, sy, sr = CARD_W - 26, 25, 19
    draw.ellipse((sx - sr, sy - sr, sx + sr, sy + sr), fill=WHITE, outline=INK, width=2)
    draw_symbol(draw, symbol, (sx, sy), sr * 0.7, terrain=terrain)
    draw_text(draw, (CARD_W / 2, CARD_H - 19), name, 20, bold=True, fill=ink, anchor="mm",
              max_width=CARD_W - 4, min_size=SMALLEST)
    return image


def paste_card(image: Image.Image, card: dict, xy: tuple[int, int], number: int | None,
               lang: str = DEFAULT) -> None:
    """A card (a view's card dict) at ``xy`` with its hand number in the top-left corner (as
    the commands number), in ``lang``."""
    frame = card_frame(str(card.get("code", "")), str(card.get("kind", "")), card.get("terrain"),
                       str(card.get("symbol", "")), lang)
    image.paste(frame, xy)
    if number is not None:
        draw = ImageDraw.Draw(image)
        x, y = xy
        draw.ellipse((x + 6, y + 6, x + 40, y + 40), fill=INK, outline=WHITE, width=2)
        draw_text(draw, (x + 23, y + 24), str(number), 20, bold=True, fill=WHITE,
                  anchor="mm")


def mini_card(draw: ImageDraw.ImageDraw, card: dict[str, Any], xy: tuple[int, int],
              size: tuple[int, int]) -> None:
    """A small card: its colour and symbol (for the auction), without words: beside it the
    picture names the card at a readable size."""
    x, y = xy
    w, h = size
    color = card_color(card)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=color, outline=shade(color, 0.5),
                           width=2)
    r = min(w, h) * 0.3
    cx, cy = x + w / 2, y + h / 2
    draw.ellipse((cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4), fill=WHITE, outline=INK)
    draw_symbol(draw, str(card.get("symbol", "")), (cx, cy), r * 0.8,
                terrain=card.get("terrain"))
