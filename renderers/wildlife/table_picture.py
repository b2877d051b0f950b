"""The WildLife table for the channel, at most 770 x 700 px so that its 18 px words are 9 px
in Discord's desktop box and 7 px in a phone's (docs/renderers.md, "The box Discord shows a
picture in"): the map at the top left; beside it the title, whom the table waits for (or the
winner), the last move, the turn's progress, the small-scoring track and an auction; under
them the players' table, a row per seat; the legend at the foot."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    GOLD,
    INK,
    MUTED,
    Color,
    draw_paragraph,
    new_canvas,
    wrap,
)
from renderers.wildlife.auction import auction_height, draw_auction
from renderers.wildlife.board import draw_map
from renderers.wildlife.facts import table_facts
from renderers.wildlife.legend import PAD, ROW_H, legend_image, legend_rows
from renderers.wildlife.map import MAP_H, MAP_W, SMALLEST
from renderers.wildlife.notes import note_blocks
from renderers.wildlife.panels import draw_rows, rows_height
from renderers.wildlife.style import MAX_H, WIDTH
from renderers.wildlife.tracks import small_track_image
from words import DEFAULT, tr

#: the map's top left corner; the column beside it; the players' table and the legend under
MAP_X, MAP_Y = 6, 6
COL_X = MAP_X + MAP_W + 10
COL_W = WIDTH - COL_X - 6
LEGEND_W = WIDTH - 2 * MAP_X
LINE = 21
GAP = 6
LEGEND_TOP = 3       # the legend's rule and margin above its first row


def legend_rows_count(lang: str) -> int:
    """How many rows the whole legend takes in ``lang``."""
    return len(legend_rows(lang, LEGEND_W - 2 * PAD))

#: a paragraph of the column: (text, size, bold, colour, band colour or None)
Block = tuple[str, int, bool, Color, Color | None]


def _blocks(view: dict[str, Any], lang: str, room: int = MAX_H) -> list[Block]:
    """The column's paragraphs: the title and piles, whom the table waits for or the winner
    (in a gold band), the last move, the turn's progress (left out when the column would
    outgrow ``room`` px: long names make long lines)."""
    phase = str(view.get("phase", ""))
    title = (tr(lang, "wl-pic-title-turn", phase=phase, turn=view.get("turn_number", ""))
             if phase == "play" else tr(lang, "wl-pic-title", phase=phase))
    blocks: list[Block] = [
        (title, 20, True, INK, None),
        (tr(lang, "wl-pic-piles", deck=view.get("deck_count", 0),
            discard=view.get("discard_count", 0)), SMALLEST, False, MUTED, None)]
    winners = view.get("winners")
    if winners:   # the end: a gold band names the winner, as the result picture does
        blocks.append((tr(lang, "result-winner", names=winners["names"],
                          count=len(winners["names"]), score=winners["score"]),
                       SMALLEST, True, INK, GOLD))
    notes = note_blocks(view, lang)   # the last move (bold), the turn's progress
    whole = [b for b in blocks + [(t, SMALLEST, bold, fill, None) for t, bold, fill in notes]
             if b[0].strip()]
    if view.get("auction") or _height(whole) + _extra(view, lang) > room:
        # the auction takes the progress's room; so do long lines of long names
        notes = [n for n in notes if n[1]]
    blocks += [(text, SMALLEST, bold, fill, None) for text, bold, fill in notes]
    return [b for b in blocks if b[0].strip()]


def _height(blocks: list[Block]) -> int:
    return sum(len(_block_lines(b)) * _line_h(b[1]) + GAP + (6 if b[4] else 0) for b in blocks)


def _extra(view: dict[str, Any], lang: str, brief: bool = False) -> int:
    """The column under its paragraphs: the small-scoring track or the auction."""
    track = _track(view, lang)
    return (track.height + GAP if track else 0) + auction_height(view, COL_W, lang, brief)


def _brief(view: dict[str, Any], lang: str, room: int) -> bool:
    """Whether the auction leaves out the bidders still in: when the column would outgrow
    ``room`` px with them."""
    return _height(_blocks(view, lang, room)) + _extra(view, lang) > room


def _track(view: dict[str, Any], lang: str) -> Image.Image | None:
    """The small-scoring track, except during an auction, which takes its room (the track
    changes only when a turn ends)."""
    if view.get("auction"):
        return None
    track = view.get("small_track") or {}
    return small_track_image(tuple(track.get("values", [])), int(track.get("taken", 0)),
                             tuple(track.get("big_at", [])), COL_W, lang)


def _block_lines(block: Block) -> list[str]:
    text, size, bold, _, band = block
    return wrap(text, COL_W - (12 if band else 0), size, bold)


def _line_h(size: int) -> int:
    return max(LINE, int(size * 1.2))


def column_height(view: dict[str, Any], lang: str, room: int = MAX_H) -> int:
    """The column's height: its paragraphs, the small-scoring track, an auction."""
    return _height(_blocks(view, lang, room)) + _extra(view, lang, _brief(view, lang, room))


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The table in ``lang``, drawn from its facts only (``table_facts``)."""
    view = table_facts(view, lang)
    seats = view.get("seats", [])
    rows_h = rows_height(seats, LEGEND_W, lang)
    room = max(MAP_H, MAX_H - MAP_Y - 2 * GAP - rows_h - 2)   # the column's, beside the map
    top = MAP_Y + max(MAP_H, column_height(view, lang, room)) + GAP
    above = top + rows_h + GAP
    legend = _legend(lang, MAX_H - above - 2)
    height = above + (legend.height + 2 if legend else 0)
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    image.paste(draw_map(view, lang), (MAP_X, MAP_Y))
    y = MAP_Y
    for block in _blocks(view, lang, room):
        y += _draw_block(draw, block, y)
    track = _track(view, lang)
    if track:
        image.paste(track, (COL_X, y))
        y += track.height + GAP
    draw_auction(image, view, COL_X, y, COL_W, lang, _brief(view, lang, room))
    y = top
    y += draw_rows(image, view, seats, (MAP_X, y), LEGEND_W, lang) + GAP
    if legend:
        image.paste(legend, (MAP_X, y))
    return image


def _legend(lang: str, room: int) -> Image.Image | None:
    """As many of the legend's rows as ``room`` holds, the most needed first (all of them
    up to four players; the stat symbols and the levels at least up to six)."""
    legend = legend_image(lang, LEGEND_W)
    if legend.height <= room:
        return legend
    rows = min(legend_rows_count(lang) - 1, (room - LEGEND_TOP) // ROW_H)
    return legend.crop((0, 0, legend.width, LEGEND_TOP + rows * ROW_H)) if rows > 0 else None


def _draw_block(draw: ImageDraw.ImageDraw, block: Block, y: int) -> int:
    """One paragraph of the column at ``y`` (on its band, if it has one); returns its height
    with the gap below."""
    text, size, bold, fill, band = block
    lines = _block_lines(block)
    step = _line_h(size)
    inset = 6 if band else 0
    if band:
        draw.rounded_rectangle((COL_X, y, COL_X + COL_W, y + len(lines) * step + 6), radius=6,
                               fill=band)
    top = y + 3 * bool(band)
    draw_paragraph(draw, (COL_X + inset, top, COL_X + COL_W - inset, top + len(lines) * step),
                   text, size, bold=bold, fill=fill, min_size=size)
    return len(lines) * step + GAP + (6 if band else 0)
