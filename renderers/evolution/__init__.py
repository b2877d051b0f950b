"""Evolution's renderer, the module ``renderers`` finds by the game's name: the table (every
player's species, the watering hole, food cards, hand sizes, the first player) and a player's
hand for the DM, both 770 px wide and at most about 700 tall with 18 px words (Discord's box,
docs/renderers.md). It has no big-scoring picture and nothing to warm up.

Reads only the view documented in ``engine/evolution/view.py``. Every word drawn comes from the
catalogs (``words/locales/<lang>/evolution.ftl``, keys ``ev-pic-…`` and trait names
``ev-trait-<slug>``) in the language ``lang`` the picture is drawn in; what a trait does
(``ev-trait-<slug>-text``) is said in the hand's alt text.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from renderers.common import Color, encode_png, make_palette
from renderers.evolution.alt import describe
from renderers.evolution.cards import (
    CARNIVORE,
    CARNIVORE_TRAIT,
    FAT,
    HERBIVORE,
    PLANT,
    PLAYING,
    STAT_FILL,
    TRAIT_FILL,
    ZERO,
)
from renderers.evolution.hand_picture import hand_facts, hand_image
from renderers.evolution.table_picture import CHIP_DONE, CHIP_WAIT, WATER, table_facts, table_image
from renderers.evolution.title import TITLE_FILL
from words import DEFAULT

__all__ = ["COLORS", "INKS", "describe", "hand", "hand_facts", "hand_image", "palette", "table",
           "table_facts", "table_image"]

#: every colour the Evolution pictures draw with, for their palette
COLORS: tuple[Color, ...] = (
    CARNIVORE, HERBIVORE, PLANT, FAT, WATER, TITLE_FILL, CARNIVORE_TRAIT, TRAIT_FILL, STAT_FILL,
    ZERO, CHIP_DONE, CHIP_WAIT, PLAYING)
INKS: tuple[Color, ...] = ()


def palette() -> Image.Image:
    """The palette every Evolution picture is encoded with (built once, ``make_palette``)."""
    return make_palette(COLORS, INKS)


def table(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The table picture in ``lang`` (``State.view(None)``)."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """A seat's hand picture in ``lang`` (``State.view(seat)``)."""
    return encode_png(hand_image(view, lang), palette())
