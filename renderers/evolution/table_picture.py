"""The Evolution table for the channel, 770 px wide and at most about 700 tall, so that its 18 px
words are 9 px in Discord's desktop box and 7 px in a phone's (docs/renderers.md, "The box
Discord shows a picture in"): the round and phase, the watering hole with the deck and this
round's food cards (face down until revealed: only whether each seat has chosen), whom it waits
for (or the winner); then a row per player, its name, points, hand size and food bag on the left
and its species as compact cards beside them; the key at the foot. No hand is drawn."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL_EDGE,
    WHITE,
    Color,
    badge,
    disc,
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    seat_colour,
    seat_letter,
    text_width,
    wrap,
)
from renderers.evolution.cards import (
    LINE,
    SMALL,
    draw_species,
    key_height,
    key_image,
    signed,
    species_height,
    trait_label,
)
from renderers.evolution.title import TITLE_FILL, status
from renderers.result import winner_text
from words import DEFAULT, listing, tr

WATER: Color = (70, 140, 205)
CHIP_DONE: Color = (226, 240, 226)
CHIP_WAIT: Color = (246, 226, 206)

#: the picture's width and margin; a player row's left column and its species beside it
TABLE_WIDTH = 770
M = 6
LEFT_W = 196
SPECIES_X = M + 8 + LEFT_W + 8
SPECIES_W = TABLE_WIDTH - M - 6 - SPECIES_X
TAG_H = 26

#: what no Evolution picture draws
UNDRAWN = ("version", "events", "title", "game", "ends_after_round", "max_traits", "result")


def table_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the table picture draws (so ``renderers.picture_key`` can key on it; the
    key holds the language itself)."""
    facts = {k: v for k, v in view.items()
             if k not in UNDRAWN and k not in ("hand", "pending", "seat")}
    if view.get("phase") == "over":   # the final table names the winner, as the result does
        facts["winners"] = [{k: row.get(k) for k in ("name", "place", "score")}
                            for row in (view.get("result") or {}).get("ranking", [])
                            if row.get("place") == 1]
    return facts


def _waiting(view: dict[str, Any], lang: str) -> str:
    names = [str(view["players"][s]) for s in view.get("to_act", [])
             if 0 <= s < len(view.get("players", []))]
    if names:
        return tr(lang, "ev-pic-to-act", names=listing(lang, names))
    return winner_text(view.get("winners") or [], lang)


def standings(view: dict[str, Any]) -> list[tuple[int, int, int | None]]:
    """(seat, points on the table, food bag or None) best first: population and traits of the
    species now on the table score at the end (seed 004), food bags are hidden until then."""
    rows = []
    for seat in view.get("seats", []):
        species = seat.get("species", [])
        table = (sum(int(sp.get("pop", 0)) for sp in species)
                 + sum(len(sp.get("traits", [])) for sp in species))
        rows.append((int(seat.get("seat", 0)), table, seat.get("food_bag")))
    return sorted(rows, key=lambda r: (-(r[1] + (r[2] or 0)), r[0]))


# --- the watering hole -------------------------------------------------------------------

HOLE_R = 32
TEXT_X = M + 10 + 2 * HOLE_R + 12
TEXT_W = TABLE_WIDTH - M - 10 - TEXT_X


def _piles(view: dict[str, Any], lang: str) -> str:
    return " · ".join((tr(lang, "ev-pic-deck", n=view.get("deck", 0)),
                       tr(lang, "ev-pic-discard", n=view.get("discard", 0))))


def _title(view: dict[str, Any], lang: str) -> str:
    return tr(lang, "ev-pic-title", status=status(view, lang))


def _piles_beside(view: dict[str, Any], lang: str) -> bool:
    """Whether the deck and discard fit beside the title; else they lead the food line."""
    return (text_width(_title(view, lang), SMALL, True) + 12
            + text_width(_piles(view, lang), SMALL) <= TEXT_W)


def _food_line(view: dict[str, Any], lang: str) -> str:
    """The plant food on the watering hole, and this round's food cards: face down, or their
    revealed total (after the deck and discard when they do not fit beside the title)."""
    revealed = view.get("revealed_food")
    if revealed is None:
        cards = tr(lang, "ev-pic-face-down")
    elif revealed < 0:
        cards = tr(lang, "ev-pic-revealed-nothing", total=signed(revealed))
    else:
        cards = tr(lang, "ev-pic-revealed", total=signed(revealed))
    line = tr(lang, "ev-pic-hole-plant", n=view.get("watering_hole", 0)) + " · " + cards
    return line if _piles_beside(view, lang) else _piles(view, lang) + " · " + line


def _top_lines(view: dict[str, Any], lang: str) -> tuple[list[str], list[str]]:
    """The food line's and the waiting line's lines, wrapped."""
    waiting = _waiting(view, lang)
    return (wrap(_food_line(view, lang), TEXT_W, SMALL),
            wrap(waiting, TEXT_W, 20, True) if waiting else [])


def top_height(view: dict[str, Any], lang: str) -> int:
    """The top panel: the title and piles, the food line, whom it waits for."""
    food, waiting = _top_lines(view, lang)
    return max(2 * HOLE_R + 14, 4 + 26 + len(food) * LINE + len(waiting) * 24 + 6)


def _top(draw: ImageDraw.ImageDraw, view: dict[str, Any], lang: str) -> int:
    """The round and phase, the watering hole (its plant food large), the deck and discard,
    this round's food cards and whom the table waits for; returns the height used."""
    h = top_height(view, lang)
    draw.rectangle((0, 0, TABLE_WIDTH, h + M), fill=TITLE_FILL)
    panel(draw, (M, M, TABLE_WIDTH - M, M + h))
    y = M
    cx, cy = M + 10 + HOLE_R, y + h // 2
    draw.ellipse((cx - HOLE_R, cy - HOLE_R, cx + HOLE_R, cy + HOLE_R), fill=WATER, outline=INK,
                 width=3)
    draw_text(draw, (cx, cy + 1), str(view.get("watering_hole", 0)), 32, bold=True,
              fill=WHITE, anchor="mm")
    right = TABLE_WIDTH - M - 10
    piles_w = (draw_text(draw, (right, y + 8), _piles(view, lang), SMALL, fill=MUTED,
                         anchor="ra") + 12 if _piles_beside(view, lang) else 0)
    draw_text(draw, (TEXT_X, y + 4), _title(view, lang), 21, bold=True,
              max_width=TEXT_W - piles_w, min_size=SMALL)
    ty = y + 30
    food, waiting = _top_lines(view, lang)
    ty += draw_paragraph(draw, (TEXT_X, ty, right, ty + len(food) * LINE),
                         _food_line(view, lang), SMALL, min_size=SMALL, spacing=LINE / SMALL)
    if waiting:
        draw_paragraph(draw, (TEXT_X, ty + 1, right, ty + 1 + len(waiting) * 24),
                       _waiting(view, lang), 20, bold=True, fill=HIGHLIGHT, min_size=20,
                       spacing=1.2)
    return h + M


# --- the players -------------------------------------------------------------------------

NAME_X = 30   # the name's left, after the seat's disc (from the row's left column)


def _tags(view: dict[str, Any], seat: dict[str, Any], lang: str) -> list[tuple[str, Color]]:
    """A seat's tags: first player, its food card, to act (save while choosing a food card:
    its row's frame and the top line say so) or its turn, stopped feeding."""
    s = int(seat.get("seat", 0))
    tags = []
    if view.get("first_player") == s:
        tags.append((tr(lang, "ev-pic-first"), GOLD))
    food = _food_card(view, seat, lang)
    if food:
        tags.append(food)
    if s in view.get("to_act", []) and view.get("phase") != "food":
        tags.append((tr(lang, "ev-pic-to-act-badge"), HIGHLIGHT))
    elif view.get("turn") == s:
        tags.append((tr(lang, "ev-pic-turn"), FAINT))
    if seat.get("passed"):
        tags.append((tr(lang, "ev-pic-stopped"), FAINT))
    return tags


def _points(view: dict[str, Any], seat: dict[str, Any]) -> int:
    """Points on the table now (population + traits); the whole score, food bag too, at the
    end (seed 004: food bags are hidden until then)."""
    over = view.get("phase") == "over"
    return next((t + ((b or 0) if over else 0)
                 for s, t, b in standings(view) if s == seat.get("seat")), 0)


def _info(view: dict[str, Any], seat: dict[str, Any], lang: str) -> str:
    """Points and hand size; the food bag too once it is shown (at the end)."""
    bag = seat.get("food_bag")
    hand = (tr(lang, "ev-pic-hand", hand=seat.get("hand_size", 0)) if bag is None
            else tr(lang, "ev-pic-hand-bag", hand=seat.get("hand_size", 0), bag=bag))
    return tr(lang, "ev-pic-points", points=_points(view, seat)) + " · " + hand


def _info_lines(view: dict[str, Any], seat: dict[str, Any], lang: str) -> list[str]:
    """``_info`` in lines ``LEFT_W`` wide, broken between its parts where it can."""
    lines: list[str] = []
    for part in _info(view, seat, lang).split(" · "):
        if lines and text_width(f"{lines[-1]} · {part}", SMALL) <= LEFT_W:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines += wrap(part, LEFT_W, SMALL)
    return lines


def _food_card(view: dict[str, Any], seat: dict[str, Any],
               lang: str) -> tuple[str, Color] | None:
    """The seat's food card this round as a tag: being chosen, chosen (face down), or
    revealed. Never a face-down card's trait or value."""
    cards = view.get("food_cards") or []
    s = int(seat.get("seat", 0))
    if view.get("phase") == "over" or not 0 <= s < len(cards):
        return None
    card = cards[s].get("card") if view.get("revealed_food") is not None else None
    if card is not None:
        return (tr(lang, "ev-pic-row-card", trait=trait_label(lang, card["trait"]),
                   food=signed(card["food"])), CHIP_DONE)
    if cards[s].get("chosen"):
        return tr(lang, "ev-pic-row-chosen"), CHIP_DONE
    return (tr(lang, "ev-pic-row-choosing"), CHIP_WAIT) if view.get("phase") == "food" else None


def _bold(fill: Color) -> bool:
    """The first player's and the to-act tags in bold; the food card's and the others' not
    (a revealed card's long trait name keeps its row)."""
    return fill in (GOLD, HIGHLIGHT)


def _column(view: dict[str, Any], seat: dict[str, Any], lang: str) -> list[Any]:
    """The left column's parts in order: ("name", lines), ("info", lines), then ("tags", row)
    per line of tags, each tag (text, fill, x)."""
    parts: list[Any] = [("name", wrap(str(seat.get("name", "")), LEFT_W - NAME_X, SMALL,
                                      True)),
                        ("info", _info_lines(view, seat, lang))]
    row: list[tuple[str, Color, int]] = []
    x = 0
    for text, fill in _tags(view, seat, lang):
        w = min(LEFT_W, text_width(text, SMALL, _bold(fill)) + 12)
        if row and x + w > LEFT_W:
            parts.append(("tags", row))
            row, x = [], 0
        row.append((text, fill, x))
        x += w + 6
    if row:
        parts.append(("tags", row))
    return parts


def left_height(view: dict[str, Any], seat: dict[str, Any], lang: str) -> int:
    return sum(TAG_H if kind == "tags" else len(lines) * LINE
               for kind, lines in _column(view, seat, lang))


def row_height(view: dict[str, Any], seat: dict[str, Any], lang: str) -> int:
    return max(left_height(view, seat, lang),
               species_height(seat.get("species", []), SPECIES_W)) + 8


def _row(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any], y: int,
         lang: str) -> int:
    """A player's row: its colour and letter, name, points, hand, food card and tags on the
    left, its species beside them; returns its height."""
    h = row_height(view, seat, lang)
    s = int(seat.get("seat", 0))
    active = s in view.get("to_act", [])
    panel(draw, (M, y, TABLE_WIDTH - M, y + h), outline=HIGHLIGHT if active else PANEL_EDGE,
          width=3 if active else 2, radius=8)
    draw.rounded_rectangle((M + 2, y + 2, M + 7, y + h - 2), radius=2, fill=seat_colour(s))
    x, ty = M + 12, y + 4
    disc(draw, (x + 12, ty + 11), 12, seat_colour(s), seat_letter(s), outline=INK, width=1,
         size=SMALL)
    for kind, part in _column(view, seat, lang):
        if kind == "tags":
            for text, fill, tx in part:
                badge(draw, (x + tx, ty), text, SMALL, fill=fill, bold=_bold(fill),
                      ink=None if fill == HIGHLIGHT else INK, max_width=LEFT_W)
            ty += TAG_H
            continue
        if kind == "name":
            ty += draw_paragraph(draw, (x + NAME_X, ty + 1, x + LEFT_W, ty + 1 + len(part) * LINE),
                                 str(seat.get("name", "")), SMALL, bold=True, min_size=SMALL,
                                 spacing=LINE / SMALL)
            continue
        for line in part:
            draw_text(draw, (x, ty + 1), line, SMALL)
            ty += LINE
    draw_species(draw, SPECIES_X, y + 4, seat.get("species", []), SPECIES_W, lang,
                 view.get("phase") == "feed")
    return h


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The top panel (round, watering hole, whom it waits for), a row per player, the key."""
    view = table_facts(view)
    seats = view.get("seats", [])
    key_w = TABLE_WIDTH - 2 * M - 8
    height = (top_height(view, lang) + M + 5
              + sum(row_height(view, s, lang) + 3 for s in seats) + key_height(key_w))
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    y = _top(draw, view, lang) + 5
    for seat in seats:
        y += _row(draw, view, seat, y, lang) + 3
    image.paste(key_image(key_w, lang), (M + 4, y))
    return image
