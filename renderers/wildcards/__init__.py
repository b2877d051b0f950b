"""Wild Cards' renderer, the module ``renderers`` finds by the game's name: the table (open
display, collections, leaders, score tokens, hand sizes, the Talisman, bids) and a player's
hand for the DM. It has no big-scoring picture and nothing to warm up.

Reads only the view of ``engine/wildcards/view.py``. Every word drawn comes from the catalogs
(``words/locales/<lang>/wildcards.ftl``, keys ``wc-pic-…``, ``wc-species-…``,
``wc-habitat-…``) in the language ``lang`` the picture is drawn for; the view's messages
(phase, leader powers, the last event) are said there too. Labels that may grow in
translation shrink to their box, then wrap, never cut.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from renderers.common import Color, encode_png, make_palette, shade
from renderers.wildcards.alt import describe
from renderers.wildcards.cards import BACK, CARD_FACE, HABITAT_COLORS, RAINBOW
from renderers.wildcards.hand_picture import hand_facts, hand_image
from renderers.wildcards.table_picture import (
    EMPTY_CELL,
    LEADER_INK,
    TALISMAN,
    TITLE_FILL,
    table_facts,
    table_image,
)

__all__ = ["COLORS", "INKS", "describe", "hand", "hand_facts", "hand_image", "palette", "table",
           "table_facts", "table_image"]

#: every colour the Wild Cards pictures draw with, for their palette
COLORS: tuple[Color, ...] = (
    *HABITAT_COLORS.values(), *RAINBOW, BACK, shade(BACK, 1.3), TITLE_FILL, TALISMAN,
    LEADER_INK, CARD_FACE, EMPTY_CELL,
    *(shade(c, f) for c in HABITAT_COLORS.values()
      for f in (0.5, 0.55, 0.6, 0.7, 1.45, 1.55, 1.6)))
INKS: tuple[Color, ...] = (LEADER_INK,
                           *(shade(c, 0.5) for c in HABITAT_COLORS.values()))


def palette() -> Image.Image:
    """The palette every Wild Cards picture is encoded with (built once, ``make_palette``)."""
    return make_palette(COLORS, INKS)


def table(view: dict[str, Any], lang: str = "en") -> bytes:
    """The table picture in ``lang`` (one of ``words.LANGUAGES``)."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand picture in ``lang``."""
    return encode_png(hand_image(view, lang), palette())
