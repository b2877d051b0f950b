"""The WildLife table for the channel, 1100 px wide so that every word reads at Discord's
~550 px preview (18 px type and more): the map across the top with the waiting line over it,
the tracks, the notes and an auction under it, then the player panels two to a row, the
legend at the foot."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    GOLD,
    HIGHLIGHT,
    INK,
    Color,
    draw_paragraph,
    fit_paragraph,
    new_canvas,
    title_bar,
)
from renderers.wildlife.auction import auction_height, draw_auction
from renderers.wildlife.board import draw_map
from renderers.wildlife.facts import table_facts
from renderers.wildlife.legend import legend_image
from renderers.wildlife.map import MAP_H, MAP_W, SMALLEST
from renderers.wildlife.notes import draw_notes, notes_height
from renderers.wildlife.panels import draw_player, panel_height
from renderers.wildlife.style import TITLE_FILL, TITLE_H, WIDTH
from renderers.wildlife.tracks import draw_small_track, draw_success, success_height
from words import DEFAULT, say, tr

#: the map's top left corner; the panels below it, two to a row
MAP_X, MAP_Y = (WIDTH - MAP_W) // 2, TITLE_H + 44
GAP = 12
PANEL_W = (WIDTH - 2 * MAP_X - GAP) // 2
SMALL_H = 92
LEGEND_W = WIDTH - 2 * MAP_X


def _panel_rows(view: dict[str, Any], lang: str) -> list[tuple[list[dict[str, Any]], int]]:
    """The seats two to a row, each row with the height of its taller panel."""
    seats = view.get("seats", [])
    rows = []
    for i in range(0, len(seats), 2):
        pair = seats[i:i + 2]
        rows.append((pair, max(panel_height(s, PANEL_W, lang) for s in pair)))
    return rows


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The table in ``lang``, drawn from its facts only (``table_facts``)."""
    view = table_facts(view, lang)
    rows = _panel_rows(view, lang)
    legend = legend_image(lang, LEGEND_W)
    under_h = (SMALL_H + success_height(view, MAP_W) + notes_height(view, MAP_W, lang)
               + auction_height(view, MAP_W, lang))
    panels_h = sum(h + GAP for _, h in rows)
    height = MAP_Y + MAP_H + 10 + under_h + panels_h + legend.height + 8
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
        _band(draw, tr(lang, "result-winner", names=winners["names"], count=len(winners["names"]),
                       score=winners["score"]), 28, INK)
    else:
        _band(draw, say(lang, view.get("waiting")), 25, HIGHLIGHT)
    image.paste(draw_map(view, lang), (MAP_X, MAP_Y))
    y = MAP_Y + MAP_H + 10
    y += draw_small_track(image, view.get("small_track") or {}, MAP_X, y, MAP_W, lang)
    y += draw_success(image, view, MAP_X, y, MAP_W, lang)
    y += draw_notes(draw, view, MAP_X, y, MAP_W, lang)
    y += draw_auction(image, view, MAP_X, y, MAP_W, lang)
    for pair, h in rows:
        for k, seat in enumerate(pair):
            draw_player(image, view, seat, (MAP_X + k * (PANEL_W + GAP), y), PANEL_W, lang,
                        height=h)
        y += h + GAP
    image.paste(legend, (MAP_X, height - legend.height - 4))
    return image


def _band(draw: ImageDraw.ImageDraw, text: str, size: int, fill: Color) -> None:
    """The line under the title (whom the table waits for, or the winner): one line, or two
    at the least size for long names."""
    width, height = WIDTH - 48, 44
    lines, size = fit_paragraph(text, width, height, size, bold=True, min_size=SMALLEST)
    used = len(lines) * int(size * 1.2)
    top = TITLE_H + max(0, (height - used) // 2) + 1
    draw_paragraph(draw, (24, top, 24 + width, TITLE_H + height), text, size, bold=True,
                   fill=fill, min_size=SMALLEST)
