"""WildLife's renderer, the module ``renderers`` finds by the game's name: the table for the
channel, the hand for a seat's DM, and the optional hooks (``scoring``, ``scoring_facts``,
``warm_up``) the other titles leave out.

Reads only the view documented in ``engine/wildlife/view.py`` (``build``), plus ``focus`` that
the bot may add to a hand view. Each picture lives in a module of its own; docs/renderers.md,
"Files", lists them. Tiles carry their organism's colour *and* letter (Man is "H" for human, so
that Mammoth keeps "M"), which every row of the players' table repeats. Every picture is at
most 770 x 700 px with 18 px words (docs/renderers.md, "The box Discord shows a picture in").
"""

from __future__ import annotations

from typing import Any

from renderers.common import encode_png
from renderers.wildlife.alt import describe
from renderers.wildlife.cards import card_frame
from renderers.wildlife.facts import hand_facts, table_facts
from renderers.wildlife.hand_picture import hand_image
from renderers.wildlife.legend import legend_image
from renderers.wildlife.map import base_layer
from renderers.wildlife.panels import levels_image
from renderers.wildlife.scoring_picture import scoring, scoring_facts
from renderers.wildlife.seats import seat_color, token_image
from renderers.wildlife.style import COLORS, INKS, palette
from renderers.wildlife.svg import board_svg
from renderers.wildlife.table_picture import LEGEND_W, table_image
from renderers.wildlife.tracks import small_track_image
from words import DEFAULT, LANGUAGES

__all__ = ["COLORS", "INKS", "LAYERS", "board_svg", "describe", "forget_layers", "hand",
           "hand_facts",
           "hand_image", "palette", "scoring", "scoring_facts", "table", "table_facts",
           "table_image", "warm_up"]

#: the parts of the pictures that are drawn once (per language, card, levels, state of the
#: small track or look of a tile) and pasted: the island, the legend, the card frames, the
#: adaptation boxes of a row, the small-scoring track, a seat's tile
LAYERS = (base_layer, legend_image, card_frame, levels_image, small_track_image, token_image)


def table(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The table picture (``State.view(None)``) in ``lang``, PNG."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """A seat's hand picture (``State.view(seat)``, maybe with ``focus``) in ``lang``, PNG."""
    return encode_png(hand_image(view, lang), palette())


def seat_colours(view: dict[str, Any]) -> list[tuple[int, int, int]]:
    """Each seat's organism colour, as its tiles show it on the map."""
    return [seat_color(view, seat) for seat in range(len(view.get("seats") or []))]


def warm_up() -> None:
    """Draw the island and the legend of every language once, so that a fresh worker
    process's first table does not wait for them (every WildLife table and choice crop copies
    the island, every table the legend)."""
    for lang in LANGUAGES:
        base_layer(lang)
        legend_image(lang, LEGEND_W)


def forget_layers() -> None:
    """Drop every drawn layer, so the next pictures draw (and ``common.recording`` notes) all
    their words again."""
    for layer in LAYERS:
        layer.cache_clear()
