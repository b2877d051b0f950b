"""The Evolution cards as pictures, laid out for the box Discord shows a picture in (770 px wide,
at most 700 tall, every word 18 px: docs/renderers.md): a species on the table as a compact card
(its number, body size, population, food eaten and fat, its traits by name), a player's species
packed left to right, a hand card as a numbered pill with its food value, and the key that says
what the signs mean. Species are numbered from 1, left to right in their owner's row, as the
feeding commands name them ("Feed species 2"); hand cards from 1 in hand order, as the play
commands do. What a trait does is in the alt text and the rules, not on the picture."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    WHITE,
    Color,
    draw_text,
    new_canvas,
    static_layer,
    text_width,
)
from words import DEFAULT, LANGUAGES, tr

#: the size of every word: 9 px in the desktop box and 7 px in a phone's at 770 x 700
SMALL = 18
LINE = 22
#: carnivores red, herbivores blue-green: apart under simulated deuteranopia and protanopia
#: (tests/renderers/test_colour_blind.py), and the key under the picture says which is which
CARNIVORE: Color = (200, 40, 40)
HERBIVORE: Color = (20, 110, 120)
PLANT: Color = (64, 150, 64)
FAT: Color = (238, 196, 40)
CARNIVORE_TRAIT: Color = (250, 222, 222)
TRAIT_FILL: Color = (232, 238, 226)
STAT_FILL: Color = (236, 230, 216)
ZERO: Color = (150, 150, 150)
PLAYING: Color = (255, 240, 200)
#: a hidden number (another player's food bag): a sign, the same in every language
HIDDEN = "?"

#: a species card: its band (number, body size, population), its food row, a line per trait
BAND_H, PIPS_H, TRAIT_H = 24, 17, 20
SP_MIN_W, SP_GAP = 88, 4


def trait_label(lang: str, slug: str) -> str:
    """A trait's name (the views hold slugs: "carnivore", "longneck"…)."""
    return tr(lang, f"ev-trait-{slug}")


def trait_text(lang: str, slug: str) -> str:
    """A trait's card text, as we follow it (docs/evolution.md)."""
    return tr(lang, f"ev-trait-{slug}-text")


def signed(value: int) -> str:
    """+3, 0, −2 (a real minus sign)."""
    return (f"{value:+d}" if value else "0").replace("-", "−")


@lru_cache(maxsize=64)
def trait_width(slug: str) -> int:
    """The widest of a trait's names in every language, so that a picture is laid out alike in
    each (only its words differ)."""
    return max(text_width(trait_label(lang, slug), SMALL) for lang in LANGUAGES)


def species_width(sp: dict[str, Any]) -> int:
    """As wide as the species' longest trait name (in any language), at least ``SP_MIN_W``."""
    return max([SP_MIN_W] + [trait_width(str(t)) + 14 for t in sp.get("traits", [])])


def card_height(line: list[dict[str, Any]]) -> int:
    """The height of a line of species cards: room for as many traits as the one with most."""
    traits = max((len(sp.get("traits", [])) for sp in line), default=0)
    return BAND_H + PIPS_H + traits * TRAIT_H + 4


def species_lines(species: list[dict[str, Any]],
                  width: int) -> list[list[tuple[int, dict[str, Any], int]]]:
    """The species packed into lines ``width`` px wide, in order: (number, species, width)."""
    lines: list[list[tuple[int, dict[str, Any], int]]] = [[]]
    used = -SP_GAP
    for number, sp in enumerate(species, start=1):
        w = min(width, species_width(sp))
        if lines[-1] and used + SP_GAP + w > width:
            lines.append([])
            used = -SP_GAP
        lines[-1].append((number, sp, w))
        used += SP_GAP + w
    return lines


def species_height(species: list[dict[str, Any]], width: int) -> int:
    """Height of a player's species line(s) ``width`` px wide; one line when it has none."""
    if not species:
        return LINE + 6
    return sum(card_height([sp for _, sp, _ in line]) + SP_GAP
               for line in species_lines(species, width)) - SP_GAP


def _numbers(draw: ImageDraw.ImageDraw, right: int, cy: int, body: int, pop: int) -> None:
    """Body size in a white square, population in a white circle, ending at ``right``."""
    draw.ellipse((right - 22, cy - 11, right, cy + 11), fill=WHITE, outline=INK)
    draw_text(draw, (right - 11, cy + 1), str(pop), SMALL, bold=True, anchor="mm")
    right -= 26
    draw.rounded_rectangle((right - 22, cy - 11, right, cy + 11), radius=3, fill=WHITE,
                           outline=INK)
    draw_text(draw, (right - 11, cy + 1), str(body), SMALL, bold=True, anchor="mm")


def _pips(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, sp: dict[str, Any]) -> None:
    """One circle per population, green when fed this round; then the stored fat in yellow."""
    pop, food, fat = int(sp.get("pop", 0)), int(sp.get("food", 0)), int(sp.get("fat", 0))
    count = max(pop, food)
    step = min(17.0, (width - 4) / max(1, count + fat + (0.5 if fat else 0)))
    d = min(12, int(step) - 2)
    px = float(x)
    for k in range(count):
        draw.ellipse((px, y, px + d, y + d), fill=PLANT if k < food else WHITE, outline=INK)
        px += step
    px += step / 2 if fat else 0
    for _ in range(fat):
        draw.ellipse((px, y + 1, px + d - 2, y + d - 1), fill=FAT, outline=INK)
        px += step


def species_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], number: int,
                 sp: dict[str, Any], lang: str = DEFAULT, width: int = SP_MIN_W,
                 height: int | None = None, hungry: bool = False) -> None:
    """One species ``width`` x ``height`` px: its number and its body size and population on a
    band (red for a carnivore), its food this round and its fat as circles, its traits by
    name. ``hungry`` frames it red (it still needs food while feeding)."""
    x, y = xy
    height = height or card_height([sp])
    band = CARNIVORE if sp.get("carnivore") else HERBIVORE
    draw.rounded_rectangle((x, y, x + width, y + height), radius=8, fill=PANEL,
                           outline=CARNIVORE if hungry else band, width=3 if hungry else 2)
    draw.rounded_rectangle((x, y, x + width, y + BAND_H), radius=8, fill=band)
    draw.rectangle((x, y + BAND_H - 8, x + width, y + BAND_H), fill=band)
    draw_text(draw, (x + 6, y + BAND_H / 2 + 1), f"#{number}", SMALL, fill=WHITE, bold=True,
              anchor="lm")
    _numbers(draw, x + width - 4, y + BAND_H // 2, int(sp.get("body", 0)),
             int(sp.get("pop", 0)))
    _pips(draw, x + 6, y + BAND_H + 2, width - 12, sp)
    ty = y + BAND_H + PIPS_H
    for trait in sp.get("traits", []):
        fill = CARNIVORE_TRAIT if trait == "carnivore" else TRAIT_FILL
        draw.rounded_rectangle((x + 3, ty, x + width - 3, ty + TRAIT_H - 1), radius=5,
                               fill=fill)
        draw_text(draw, (x + 7, ty + TRAIT_H / 2), trait_label(lang, str(trait)), SMALL,
                  anchor="lm", max_width=width - 12, min_size=SMALL)
        ty += TRAIT_H


def draw_species(draw: ImageDraw.ImageDraw, x: int, y: int, species: list[dict[str, Any]],
                 width: int, lang: str = DEFAULT, feeding: bool = False) -> int:
    """All species of one player, left to right in lines ``width`` px wide; returns the height
    used. While ``feeding`` a hungry species is framed red."""
    if not species:
        draw_text(draw, (x, y + 2), tr(lang, "ev-pic-no-species"), SMALL, fill=MUTED,
                  max_width=width, min_size=SMALL)
        return LINE + 6
    top = y
    for line in species_lines(species, width):
        h = card_height([sp for _, sp, _ in line])
        cx = x
        for number, sp, w in line:
            species_card(draw, (cx, y), number, sp, lang, w, h,
                         hungry=feeding and bool(sp.get("hungry")))
            cx += w + SP_GAP
        y += h + SP_GAP
    return y - SP_GAP - top


#: a hand card: a pill with its number, its trait's name and its food value
PILL_H = 32


def food_chip(draw: ImageDraw.ImageDraw, right: int, cy: int, value: int) -> int:
    """A card's food value as a chip ending at ``right``: green for plus, red for minus, grey
    for none; returns its width."""
    fill = PLANT if value > 0 else (CARNIVORE if value < 0 else ZERO)
    text = signed(value)
    w = text_width(text, SMALL, True) + 12
    draw.rounded_rectangle((right - w, cy - 12, right, cy + 12), radius=12, fill=fill)
    draw_text(draw, (right - w / 2, cy + 1), text, SMALL, bold=True, fill=WHITE, anchor="mm")
    return w


def hand_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], width: int,
              card: dict[str, Any], number: int, lang: str = DEFAULT,
              playing: bool = False) -> None:
    """A hand card: its number (what the play commands name), its trait and its food value;
    the card being played framed red on a light ground."""
    x, y = xy
    trait = str(card.get("trait", ""))
    edge = CARNIVORE if trait == "carnivore" else HERBIVORE
    draw.rounded_rectangle((x, y, x + width, y + PILL_H), radius=8,
                           fill=PLAYING if playing else PANEL,
                           outline=CARNIVORE if playing else edge, width=4 if playing else 2)
    number_w = text_width(str(number), SMALL, True) + 12
    draw.rounded_rectangle((x + 4, y + 4, x + 4 + number_w, y + PILL_H - 4), radius=6, fill=INK)
    draw_text(draw, (x + 4 + number_w / 2, y + PILL_H / 2 + 1), str(number), SMALL, bold=True,
              fill=WHITE, anchor="mm")
    chip_w = food_chip(draw, x + width - 5, y + PILL_H // 2, int(card.get("food", 0)))
    name, room = trait_label(lang, trait), width - number_w - chip_w - 22
    draw_text(draw, (x + number_w + 12, y + PILL_H / 2), name, SMALL,
              bold=text_width(name, SMALL, True) <= room, anchor="lm", max_width=room,
              min_size=SMALL)


#: the key: (sign, catalog key) in the order drawn
KEY_ITEMS = ("carnivore", "herbivore", "body", "pop", "eaten", "fat")


def _key_sign(draw: ImageDraw.ImageDraw, x: int, cy: int, sign: str) -> None:
    if sign in ("carnivore", "herbivore"):
        draw.rounded_rectangle((x, cy - 8, x + 20, cy + 8), radius=4,
                               fill=CARNIVORE if sign == "carnivore" else HERBIVORE)
    elif sign == "body":
        draw.rounded_rectangle((x, cy - 9, x + 18, cy + 9), radius=3, fill=WHITE, outline=INK)
    elif sign == "pop":
        draw.ellipse((x, cy - 9, x + 18, cy + 9), fill=WHITE, outline=INK)
    else:
        draw.ellipse((x + 2, cy - 7, x + 16, cy + 7), fill=PLANT if sign == "eaten" else FAT,
                     outline=INK)


def _key_words(lang: str) -> dict[str, str]:
    return {"carnivore": tr(lang, "ev-pic-carnivore"), "herbivore": tr(lang, "ev-pic-herbivore"),
            "body": tr(lang, "ev-pic-size"), "pop": tr(lang, "ev-pic-pop"),
            "eaten": tr(lang, "ev-pic-key-eaten"), "fat": tr(lang, "ev-pic-key-fat")}


def _key_rows(width: int, lang: str) -> list[list[tuple[str, str, int]]]:
    """The key's items (sign, words, width) in rows ``width`` px wide."""
    rows: list[list[tuple[str, str, int]]] = [[]]
    used = 0
    said = _key_words(lang)
    for sign in KEY_ITEMS:
        words = said[sign]
        w = 24 + text_width(words, SMALL)
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0
        rows[-1].append((sign, words, w))
        used += w + 12
    return rows


@lru_cache(maxsize=16)
def key_height(width: int) -> int:
    """The key's height, the most of any language (so a picture is laid out alike in each)."""
    return max(len(_key_rows(width, lang)) for lang in LANGUAGES) * LINE + 4


@static_layer
def key_image(width: int, lang: str) -> Image.Image:
    """What the signs of a species mean, in a line or two (fixed words: drawn once per process
    and language, then pasted)."""
    image = new_canvas(width, key_height(width))
    draw = ImageDraw.Draw(image)
    draw.line((0, 1, width, 1), fill=PANEL_EDGE, width=2)
    for r, row in enumerate(_key_rows(width, lang)):
        x, cy = 0, 4 + r * LINE + LINE // 2
        for sign, words, w in row:
            _key_sign(draw, x, cy, sign)
            draw_text(draw, (x + 24, cy), words, SMALL, fill=MUTED, anchor="lm")
            x += w + 12
    return image
