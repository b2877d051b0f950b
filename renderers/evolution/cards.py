"""The Evolution cards as pictures: a species on the table (with its food, fat and traits), a row of
one player's species, a trait card in hand with its whole text, and a food value. Species are
numbered from 1, left to right in their owner's row, as the feeding commands name them ("Feed
species 2")."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    new_canvas,
    static_layer,
    wrap,
)
from words import DEFAULT, LANGUAGES, tr

#: the least size of any word: 9 px when a 1000 px picture is shown 550 px wide
SMALL = 17
SP_W, SP_H, SP_GAP = 180, 266, 9
PER_ROW = 5
CARD_W, CARD_H, CARD_GAP = 184, 124, 12
#: carnivores red, herbivores blue-green: apart under simulated deuteranopia and protanopia
#: (tests/renderers/test_colour_blind.py), and each species card also says which in words
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


def trait_label(lang: str, slug: str) -> str:
    """A trait's name (the views hold slugs: "carnivore", "longneck"…)."""
    return tr(lang, f"ev-trait-{slug}")


def trait_text(lang: str, slug: str) -> str:
    """A trait's card text, as we follow it (docs/evolution.md)."""
    return tr(lang, f"ev-trait-{slug}-text")


def signed(value: int) -> str:
    """+3, 0, −2 (a real minus sign)."""
    return (f"{value:+d}" if value else "0").replace("-", "−")


def _has_fat(sp: dict[str, Any]) -> bool:
    return bool(sp.get("fat")) or "fat" in sp.get("traits", [])


def card_height(row: list[dict[str, Any]]) -> int:
    """The height of a line of species cards: room for the fat line when one of them shows
    it, and for as many traits as the one with the most (so cards of a line are alike)."""
    traits = max((len(sp.get("traits", [])[:3]) for sp in row), default=0)
    return (TRAITS_TOP + (FAT_H if any(_has_fat(sp) for sp in row) else 0) + traits * 28
            + (4 if traits else 0))


TRAITS_TOP, FAT_H = 154, 24


def species_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], number: int,
                 sp: dict[str, Any], lang: str = DEFAULT, feeding: bool = True,
                 height: int = SP_H, fat_line: bool = True) -> None:
    """One species: number, carnivore or not, body size, population, food eaten, fat, traits,
    on a card ``height`` px high (its line's, ``card_height``); ``fat_line`` when the line
    keeps room for fat. While ``feeding``, a hungry species' count is red (it still needs
    food this round)."""
    x, y = xy
    carnivore = bool(sp.get("carnivore"))
    band = CARNIVORE if carnivore else HERBIVORE
    draw.rounded_rectangle((x, y, x + SP_W, y + height), radius=10, fill=PANEL, outline=band,
                           width=3)
    draw.rounded_rectangle((x, y, x + SP_W, y + 32), radius=10, fill=band)
    draw.rectangle((x, y + 20, x + SP_W, y + 32), fill=band)
    number_w = draw_text(draw, (x + 8, y + 16), f"#{number}", 21, fill=WHITE, bold=True,
                         anchor="lm")
    draw_text(draw, (x + SP_W - 8, y + 16),
              tr(lang, "ev-pic-carnivore") if carnivore else tr(lang, "ev-pic-herbivore"),
              SMALL, fill=WHITE, anchor="rm", max_width=SP_W - number_w - 22, min_size=SMALL)
    # body size and population: the word, then the number large
    for i, (label, value) in enumerate(((tr(lang, "ev-pic-size"), sp.get("body", 0)),
                                        (tr(lang, "ev-pic-pop"), sp.get("pop", 0)))):
        cy = y + 52 + i * 32
        draw.rounded_rectangle((x + 5, cy - 14, x + SP_W - 5, cy + 14), radius=6,
                               fill=STAT_FILL)
        value_w = draw_text(draw, (x + SP_W - 12, cy), str(value), 28, bold=True,
                            anchor="rm")
        draw_text(draw, (x + 10, cy), label, SMALL, fill=MUTED, anchor="lm",
                  max_width=SP_W - 30 - value_w, min_size=SMALL)
    # food eaten this round: one pip per population, filled when eaten
    pop, food, fat = int(sp.get("pop", 0)), int(sp.get("food", 0)), int(sp.get("fat", 0))
    draw_text(draw, (x + 8, y + 104), tr(lang, "ev-pic-eaten", food=food, pop=pop), SMALL,
              bold=True, fill=HIGHLIGHT if feeding and sp.get("hungry") else INK,
              max_width=SP_W - 16, min_size=SMALL)
    for k in range(max(pop, food)):
        px = x + 8 + k * 24
        draw.ellipse((px, y + 128, px + 19, y + 147), fill=PLANT if k < food else WHITE,
                     outline=INK, width=2)
    if _has_fat(sp):
        fat_w = draw_text(draw, (x + 8, y + 153), tr(lang, "ev-pic-fat", fat=fat), SMALL,
                          bold=True, max_width=SP_W - 24 - 15 * fat, min_size=SMALL)
        for k in range(fat):
            px = x + 16 + fat_w + k * 15
            draw.ellipse((px, y + 157, px + 13, y + 170), fill=FAT, outline=INK, width=1)
    # traits, each name whole
    ty = y + TRAITS_TOP + (FAT_H if fat_line else 0)
    for trait in sp.get("traits", [])[:3]:
        fill = CARNIVORE_TRAIT if trait == "carnivore" else TRAIT_FILL
        draw.rounded_rectangle((x + 4, ty, x + SP_W - 4, ty + 26), radius=6, fill=fill,
                               outline=PANEL_EDGE)
        draw_text(draw, (x + SP_W / 2, ty + 13), trait_label(lang, str(trait)), 19, bold=True,
                  anchor="mm", max_width=SP_W - 10, min_size=SMALL)
        ty += 28


def _lines(species: list[dict[str, Any]], per_row: int) -> list[list[dict[str, Any]]]:
    return [species[k:k + per_row] for k in range(0, len(species), per_row)]


def species_height(species: list[dict[str, Any]], per_row: int = PER_ROW) -> int:
    """Height of a player's species line(s); a short line when the player has none."""
    if not species:
        return 50
    return sum(card_height(line) + SP_GAP for line in _lines(species, per_row))


def draw_species_row(draw: ImageDraw.ImageDraw, x: int, y: int,
                     species: list[dict[str, Any]], lang: str = DEFAULT, feeding: bool = True,
                     per_row: int = PER_ROW) -> int:
    """All species of one player, left to right, wrapping after ``per_row``; returns the
    height used."""
    if not species:
        draw_text(draw, (x, y + 20), tr(lang, "ev-pic-no-species"), 20, fill=MUTED,
                  max_width=per_row * (SP_W + SP_GAP) - SP_GAP, min_size=SMALL)
        return 50
    top, number = y, 1
    for line in _lines(species, per_row):
        h = card_height(line)
        fat = any(_has_fat(sp) for sp in line)
        for i, sp in enumerate(line):
            species_card(draw, (x + i * (SP_W + SP_GAP), y), number, sp, lang, feeding, h,
                         fat)
            number += 1
        y += h + SP_GAP
    return y - top


def food_value(draw: ImageDraw.ImageDraw, centre: tuple[float, float], value: int,
               r: int = 20) -> None:
    """A card's food value as a round chip: green for plus, red for minus."""
    x, y = centre
    fill = PLANT if value > 0 else (CARNIVORE if value < 0 else ZERO)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    draw_text(draw, (x, y + 1), signed(value), int(r * 0.95), bold=True, fill=WHITE,
              anchor="mm")


def trait_card(image: Image.Image, xy: tuple[int, int], card: dict[str, Any],
               number: int | None, lang: str = DEFAULT, playing: bool = False) -> None:
    """A hand card: number, food value and trait (its text is in the hand's list of what the
    cards do, once per trait); the card being played is framed in red on a light ground and
    says so."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    trait = str(card.get("trait", ""))
    edge = CARNIVORE if trait == "carnivore" else HERBIVORE
    if playing:
        draw.rounded_rectangle((x - 6, y - 6, x + CARD_W + 6, y + CARD_H + 6), radius=16,
                               fill=HIGHLIGHT)
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12,
                           fill=PLAYING if playing else PANEL, outline=edge, width=3)
    if number is not None:
        draw.ellipse((x + 6, y + 6, x + 40, y + 40), fill=INK)
        draw_text(draw, (x + 23, y + 24), str(number), 20, bold=True, fill=WHITE, anchor="mm")
    food_value(draw, (x + CARD_W - 28, y + 26), int(card.get("food", 0)))
    draw_text(draw, (x + CARD_W - 56, y + 26), tr(lang, "ev-pic-food"), SMALL, fill=MUTED,
              anchor="rm", max_width=CARD_W - 56 - 46, min_size=SMALL)
    draw_text(draw, (x + 8, y + 66), trait_label(lang, trait), 22, bold=True, anchor="lm",
              max_width=CARD_W - 16, min_size=SMALL)
    if playing:
        badge(draw, (x + 8, y + CARD_H - 32), tr(lang, "ev-pic-playing"), SMALL,
              fill=HIGHLIGHT)


#: the list of what the hand's cards do: the trait's name in a column this wide, its text
#: beside it
LEGEND_NAME_W = 200


@lru_cache(maxsize=64)
def legend_lines(slug: str, width: int) -> int:
    """The lines a trait's text takes beside its name, the most of any language (so that a
    hand is laid out alike in every language)."""
    return max(len(wrap(trait_text(lang, slug), width, SMALL)) for lang in LANGUAGES)


def legend_height(slugs: list[str], width: int) -> int:
    return sum(legend_lines(s, width - LEGEND_NAME_W) * LINE + 10 for s in slugs)


LINE = int(SMALL * 1.2)


@static_layer
def legend_entry(slug: str, width: int, lang: str) -> Image.Image:
    """One trait of the list: its name bold, its whole text beside it (fixed words, drawn
    once per process and language, then pasted)."""
    height = legend_lines(slug, width - LEGEND_NAME_W) * LINE + 4
    image = new_canvas(width, height)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (0, 0), trait_label(lang, slug), SMALL + 1, bold=True,
              max_width=LEGEND_NAME_W - 12, min_size=SMALL)
    draw_paragraph(draw, (LEGEND_NAME_W, 1, width, height), trait_text(lang, slug), SMALL,
                   min_size=SMALL)
    return image


def draw_legend(image: Image.Image, x: int, y: int, width: int, slugs: list[str],
                lang: str = DEFAULT) -> int:
    """What the hand's traits do, one trait a line (or more); returns the height used."""
    top = y
    for slug in slugs:
        image.paste(legend_entry(slug, width, lang), (x, y))
        y += legend_lines(slug, width - LEGEND_NAME_W) * LINE + 10
    return y - top
