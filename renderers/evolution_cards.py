"""The Evolution cards as pictures: a species on the table (with its food, fat and traits), a row of
one player's species, a trait card in hand with its whole text, and a food value. Species are
numbered from 1, left to right in their owner's row, as the feeding commands name them ("Feed
species 2")."""

from __future__ import annotations

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
)
from renderers.i18n import DEFAULT, tr

SP_W, SP_H, SP_GAP = 148, 252, 9
PER_ROW = 6
CARD_W, CARD_H, CARD_GAP = 184, 188, 12
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


def species_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], number: int,
                 sp: dict[str, Any], lang: str = DEFAULT, feeding: bool = True) -> None:
    """One species: number, carnivore or not, body size, population, food eaten, fat, traits.
    While ``feeding``, a hungry species' count is red (it still needs food this round)."""
    x, y = xy
    carnivore = bool(sp.get("carnivore"))
    band = CARNIVORE if carnivore else HERBIVORE
    draw.rounded_rectangle((x, y, x + SP_W, y + SP_H), radius=10, fill=PANEL, outline=band,
                           width=3)
    draw.rounded_rectangle((x, y, x + SP_W, y + 30), radius=10, fill=band)
    draw.rectangle((x, y + 20, x + SP_W, y + 30), fill=band)
    number_w = draw_text(draw, (x + 8, y + 15), f"#{number}", 20, fill=WHITE, bold=True,
                         anchor="lm")
    draw_text(draw, (x + SP_W - 8, y + 15),
              tr(lang, "ev-pic-carnivore") if carnivore else tr(lang, "ev-pic-herbivore"), 16,
              fill=WHITE, bold=True,
              anchor="rm", max_width=SP_W - number_w - 22)
    # body size and population, big
    for i, (label, value) in enumerate(((tr(lang, "ev-pic-size"), sp.get("body", 0)),
                                        (tr(lang, "ev-pic-pop"), sp.get("pop", 0)))):
        bx = x + 8 + i * 70
        draw.rounded_rectangle((bx, y + 38, bx + 64, y + 98), radius=8, fill=STAT_FILL)
        draw_text(draw, (bx + 32, y + 62), str(value), 34, bold=True, anchor="mm")
        draw_text(draw, (bx + 32, y + 93), label, 12, fill=MUTED, anchor="mb", max_width=60,
                  min_size=9)
    # food eaten this round: one pip per population, filled when eaten
    pop, food, fat = int(sp.get("pop", 0)), int(sp.get("food", 0)), int(sp.get("fat", 0))
    draw_text(draw, (x + 8, y + 104), tr(lang, "ev-pic-eaten", food=food, pop=pop), 17, bold=True,
              fill=HIGHLIGHT if feeding and sp.get("hungry") else INK, max_width=SP_W - 16)
    for k in range(max(pop, food)):
        px = x + 8 + k * 22
        draw.ellipse((px, y + 126, px + 17, y + 143), fill=PLANT if k < food else WHITE,
                     outline=INK, width=2)
    if fat or "fat" in sp.get("traits", []):
        fat_w = draw_text(draw, (x + 8, y + 149), tr(lang, "ev-pic-fat", fat=fat), 17, bold=True,
                          max_width=SP_W - 24 - 14 * fat)
        for k in range(fat):
            px = x + 16 + fat_w + k * 14
            draw.ellipse((px, y + 152, px + 12, y + 164), fill=FAT, outline=INK, width=1)
    # traits, each name whole (shrunk to fit the card)
    ty = y + 172
    for trait in sp.get("traits", [])[:3]:
        fill = CARNIVORE_TRAIT if trait == "carnivore" else TRAIT_FILL
        draw.rounded_rectangle((x + 4, ty, x + SP_W - 4, ty + 24), radius=6, fill=fill,
                               outline=PANEL_EDGE)
        draw_text(draw, (x + SP_W / 2, ty + 12), trait_label(lang, str(trait)), 19, bold=True,
                  anchor="mm", max_width=SP_W - 12, min_size=11)
        ty += 26


def species_height(count: int, per_row: int = PER_ROW) -> int:
    """Height of a player's species row(s); a short line when the player has none."""
    return -(-count // per_row) * (SP_H + SP_GAP) if count else 50


def draw_species_row(draw: ImageDraw.ImageDraw, x: int, y: int,
                     species: list[dict[str, Any]], lang: str = DEFAULT, feeding: bool = True,
                     per_row: int = PER_ROW) -> int:
    """All species of one player, left to right, wrapping after ``per_row``; returns the
    height used."""
    if not species:
        draw_text(draw, (x, y + 20), tr(lang, "ev-pic-no-species"), 20, fill=MUTED,
                  max_width=per_row * (SP_W + SP_GAP) - SP_GAP)
        return 50
    for i, sp in enumerate(species):
        species_card(draw, (x + (i % per_row) * (SP_W + SP_GAP),
                            y + (i // per_row) * (SP_H + SP_GAP)), i + 1, sp, lang, feeding)
    return species_height(len(species), per_row)


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
    """A hand card: number, food value, trait and its whole text; the card being played is
    framed in red on a light ground and says so."""
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
    draw_text(draw, (x + CARD_W - 56, y + 26), tr(lang, "ev-pic-food"), 15, fill=MUTED, anchor="rm",
              max_width=CARD_W - 56 - 48)
    draw_text(draw, (x + 8, y + 62), trait_label(lang, trait), 22, bold=True, anchor="lm",
              max_width=CARD_W - 16, min_size=14)
    bottom = y + CARD_H - (34 if playing else 6)
    draw_paragraph(draw, (x + 8, y + 78, x + CARD_W - 8, bottom), trait_text(lang, trait),
                   14, min_size=10)
    if playing:
        badge(draw, (x + 8, bottom + 2), tr(lang, "ev-pic-playing"), 17, fill=HIGHLIGHT,
              max_width=CARD_W - 16)
