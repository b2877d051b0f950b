"""The Wild Cards cards as pictures: a Habitat card (or the Refill card) with its value large and
its habitat written out, an Animal card of the display, and a face-down bid, which says that a card
lies there, never which. Habitats have a colour *and* their name on every card; wild cards are
striped."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from renderers.common import (
    FAINT,
    INK,
    WHITE,
    Color,
    badge,
    draw_text,
    readable_on,
    shade,
    text_width,
)
from words import tr

HABITAT_COLORS: dict[str, Color] = {
    "forest": (64, 132, 66), "savannah": (226, 178, 58), "mountains": (140, 138, 150),
    "wild": (250, 250, 250), "refill": (236, 236, 236),
}
RAINBOW: list[Color] = [(228, 60, 60), (240, 150, 40), (240, 220, 60), (80, 180, 80),
                        (60, 130, 220), (140, 80, 190)]
SPECIES_ORDER = ["peacock", "squirrel", "eagle", "ibex", "lion", "meerkat"]
BACK: Color = (92, 70, 120)
CARD_FACE: Color = (252, 248, 238)


def species_name(species: str, lang: str = "en") -> str:
    """A species' name in ``lang`` (the views hold codes: "peacock", "ibex"…)."""
    return tr(lang, f"wc-species-{species}")


def habitat_name(habitat: str, lang: str = "en") -> str:
    """A habitat's name in ``lang`` (the views hold codes: "forest", "wild"…)."""
    return tr(lang, f"wc-habitat-{habitat}")


def habitat_fill(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
                 habitat: str, radius: int = 8) -> Color:
    """Fill a card-shaped box in a habitat's colour (stripes for wild); returns the ink colour."""
    x0, y0, x1, y1 = box
    if habitat == "wild":
        draw.rounded_rectangle(box, radius=radius, fill=WHITE)
        band = (y1 - y0 - 2 * radius) / len(RAINBOW)
        for i, c in enumerate(RAINBOW):
            draw.rectangle((x0 + 3, y0 + radius + i * band, x0 + 12, y0 + radius + (i + 1) * band),
                           fill=c)
            draw.rectangle((x1 - 12, y0 + radius + i * band, x1 - 3, y0 + radius + (i + 1) * band),
                           fill=c)
        draw.rounded_rectangle(box, radius=radius, outline=INK, width=2)
        return INK
    color = HABITAT_COLORS.get(habitat, FAINT)
    draw.rounded_rectangle(box, radius=radius, fill=color, outline=shade(color, 0.55), width=2)
    return readable_on(color)


#: the least size of any Wild Cards word: 9 px on desktop and 7 px on a phone as Discord shows
#: a picture of up to 770 × 700 (docs/renderers.md, "The box Discord shows a picture in")
CARD_TEXT_MIN = 18


def habitat_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], card: dict[str, Any],
                 size: tuple[int, int] = (70, 96), number: int | None = None,
                 lang: str = "en") -> None:
    """A Habitat card (or the Refill card): its value large, its habitat written out."""
    x, y = xy
    w, h = size
    habitat = str(card.get("habitat", ""))
    ink = habitat_fill(draw, (x, y, x + w, y + h), habitat)
    if card.get("refill"):
        word = tr(lang, "wc-pic-refill")
        if text_width(word, CARD_TEXT_MIN, True) <= w - 6:
            draw_text(draw, (x + w / 2, y + h / 2 - 6), "⟳", int(h * 0.4), bold=True, fill=ink,
                      anchor="mm")
            draw_text(draw, (x + w / 2, y + h - 12), word, max(CARD_TEXT_MIN, h // 7),
                      bold=True, fill=ink, anchor="mm", max_width=w - 6,
                      min_size=CARD_TEXT_MIN)
        else:   # too narrow for the word at a readable size: the sign alone, large
            draw_text(draw, (x + w / 2, y + h / 2), "⟳", int(h * 0.5), bold=True, fill=ink,
                      anchor="mm")
    else:
        draw_text(draw, (x + w / 2, y + h / 2 - 4), str(card.get("value", "")), int(h * 0.42),
                  bold=True, fill=ink, anchor="mm")
        label = habitat_name(habitat, lang)
        size = max(CARD_TEXT_MIN, h // 8)
        if text_width(label, size, True) > w - 4:  # narrow cards: the habitat's initial
            label = label[:1]
            size = max(CARD_TEXT_MIN, h // 6)
        draw_text(draw, (x + w / 2, y + h - 12), label, size, bold=True, fill=ink,
                  anchor="mm", max_width=w - 4)
    if number is not None:
        draw.ellipse((x - 8, y - 8, x + 24, y + 24), fill=INK, outline=WHITE, width=2)
        draw_text(draw, (x + 8, y + 8), str(number), CARD_TEXT_MIN, bold=True, fill=WHITE,
                  anchor="mm")


def card_back(draw: ImageDraw.ImageDraw, xy: tuple[float, float], size: tuple[int, int]) -> None:
    """A face-down bid: says that a card lies there, never which."""
    x, y = xy
    w, h = size
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=BACK, outline=INK, width=2)
    for k in range(3):
        draw.rounded_rectangle((x + 6 + k * 3, y + 6 + k * 3, x + w - 6 - k * 3,
                                y + h - 6 - k * 3), radius=6, outline=shade(BACK, 1.3))


def animal_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], species: str,
                habitat: str, size: tuple[int, int] = (130, 62), note: str = "",
                lang: str = "en") -> None:
    """An Animal card of the display: the species' name above a band in its natural habitat's
    colour that names the habitat."""
    x, y = xy
    w, h = size
    color = HABITAT_COLORS.get(habitat, FAINT)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=10, fill=CARD_FACE,
                           outline=shade(color, 0.6), width=3)
    draw.rounded_rectangle((x + 3, y + h - 28, x + w - 3, y + h - 3), radius=8, fill=color)
    draw_text(draw, (x + w / 2, y + h - 15), habitat_name(habitat, lang), CARD_TEXT_MIN,
              bold=True, fill=readable_on(color), anchor="mm", max_width=w - 6,
              min_size=CARD_TEXT_MIN)
    draw_text(draw, (x + w / 2, y + 17), species_name(species, lang), 20, bold=True,
              anchor="mm", max_width=w - 2, min_size=CARD_TEXT_MIN)
    if note:  # above the card, never wider than it
        badge(draw, (int(x + 4), int(y - 16)), note, CARD_TEXT_MIN, fill=INK, max_width=w - 4)
