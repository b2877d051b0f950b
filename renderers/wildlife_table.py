"""The WildLife table for the channel, landscape (1600 px): Discord fits a preview into about
550 × 350 px, so a tall picture would be shown about 230 px wide. The map sits left with the
tracks, the notes and an auction under it, the player panels right, the legend at the foot."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    GOLD,
    HIGHLIGHT,
    INK,
    draw_text,
    new_canvas,
    title_bar,
)
from renderers.i18n import DEFAULT, say, tr
from renderers.wildlife_auction import auction_height, draw_auction
from renderers.wildlife_board import draw_map
from renderers.wildlife_facts import table_facts
from renderers.wildlife_legend import draw_legend, legend_height
from renderers.wildlife_map import MAP_H, MAP_W
from renderers.wildlife_notes import draw_notes, notes_height
from renderers.wildlife_panels import PANEL_H, draw_player
from renderers.wildlife_style import TITLE_FILL, TITLE_H, WIDTH
from renderers.wildlife_tracks import draw_small_track, draw_success, success_height

#: the map's top left corner, and the column of the player panels right of it
MAP_X, MAP_Y = 16, TITLE_H + 44
RIGHT_X = MAP_X + MAP_W + 16
RIGHT_W = WIDTH - RIGHT_X - 16
PANEL_W = RIGHT_W


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The table in ``lang``, drawn from its facts only (``table_facts``)."""
    view = table_facts(view, lang)
    seats = view.get("seats", [])
    left_w = MAP_W
    small_h = 92
    left_h = (MAP_H + 10 + small_h + success_height(view, left_w)
              + notes_height(view, left_w, lang) + auction_height(view, left_w, lang))
    right_h = len(seats) * (PANEL_H + 10)
    legend_h = legend_height(lang, WIDTH - 32)
    height = MAP_Y + max(left_h, right_h) + 8 + legend_h
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    phase = str(view.get("phase", ""))
    title = (tr(lang, "wl-pic-title-turn", phase=phase, turn=view.get("turn_number", ""))
             if phase == "play" else tr(lang, "wl-pic-title", phase=phase))
    title_bar(draw, WIDTH, title, tr(lang, "wl-pic-piles", deck=view.get("deck_count", 0),
                                     discard=view.get("discard_count", 0)), fill=TITLE_FILL)
    winners = view.get("winners")
    if winners:   # the end: a gold band names the winner, as the result picture does
        draw.rectangle((0, TITLE_H, WIDTH, TITLE_H + 44), fill=GOLD)
        draw_text(draw, (24, TITLE_H + 22), tr(lang, "result-winner", names=winners["names"],
                                                count=len(winners["names"]),
                                                score=winners["score"]),
                  28, bold=True, fill=INK, anchor="lm", max_width=WIDTH - 48)
    else:
        draw_text(draw, (24, TITLE_H + 22), say(lang, view.get("waiting")), 25, bold=True,
                  fill=HIGHLIGHT, anchor="lm", max_width=WIDTH - 48)
    image.paste(draw_map(view, lang), (MAP_X, MAP_Y))
    y = MAP_Y + MAP_H + 10
    y += draw_small_track(draw, view.get("small_track") or {}, MAP_X, y, left_w, lang)
    y += draw_success(draw, view, MAP_X, y, left_w, lang)
    y += draw_notes(draw, view, MAP_X, y, left_w, lang)
    draw_auction(image, view, MAP_X, y, left_w, lang)
    for i, seat in enumerate(seats):
        draw_player(draw, view, seat, (RIGHT_X, MAP_Y + i * (PANEL_H + 10)), PANEL_W, lang)
    draw_legend(draw, 16, height - legend_h - 4, WIDTH - 32, lang)
    return image
