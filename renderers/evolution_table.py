"""The Evolution table for the channel, landscape (1600 px, so that Discord's ~550 × 350 px preview
keeps it readable): the watering hole with this round's food cards beside the standings, then every
player's species, two players to a row."""

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
    SEAT_COLORS,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    text_width,
)
from renderers.evolution_cards import (
    HIDDEN,
    SP_GAP,
    SP_W,
    draw_species_row,
    signed,
    species_height,
    trait_label,
)
from renderers.evolution_title import status, title_bar
from renderers.i18n import DEFAULT, listing, tr

WATER: Color = (70, 140, 205)
CHIP_DONE: Color = (226, 240, 226)
CHIP_WAIT: Color = (246, 226, 206)


#: what no Evolution picture draws
UNDRAWN = ("version", "events", "title", "game", "ends_after_round", "max_traits", "result")


def table_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the table picture draws (so ``renderers.picture_key`` can key on it; the
    key holds the language itself)."""
    return {k: v for k, v in view.items()
            if k not in UNDRAWN and k not in ("hand", "pending", "seat")}


def _seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def _waiting(view: dict[str, Any], lang: str) -> str:
    names = [str(view["players"][s]) for s in view.get("to_act", [])
             if 0 <= s < len(view.get("players", []))]
    return tr(lang, "ev-pic-to-act", names=listing(lang, names)) if names else ""


HOLE_H = 150


def _hole_strip(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int,
                width: int, lang: str) -> int:
    """Watering hole, this round's food cards, deck and discard; returns the height used."""
    h = HOLE_H
    right = x + width
    panel(draw, (x, y, right, y + h))
    cx, cy = x + 84, y + h / 2
    draw.ellipse((cx - 56, cy - 50, cx + 56, cy + 50), fill=WATER, outline=INK, width=3)
    draw_text(draw, (cx, cy - 8), str(view.get("watering_hole", 0)), 44, bold=True,
              fill=WHITE, anchor="mm")
    draw_text(draw, (cx, cy + 30), tr(lang, "ev-pic-plant"), 15, fill=WHITE, bold=True, anchor="mm",
              max_width=96)
    tx = x + 164
    deck_w = max(draw_text(draw, (right - 20, y + 14),
                           tr(lang, "ev-pic-deck", n=view.get("deck", 0)), 22, bold=True,
                           anchor="ra"),
                 draw_text(draw, (right - 20, y + 44),
                           tr(lang, "ev-pic-discard", n=view.get("discard", 0)), 20, fill=MUTED,
                           anchor="ra"))
    room = right - 40 - deck_w - tx
    draw_text(draw, (tx, y + 14), tr(lang, "ev-pic-hole"), 24, bold=True, max_width=room)
    revealed = view.get("revealed_food")
    if revealed is None:
        line = tr(lang, "ev-pic-face-down")
    elif revealed < 0:
        line = tr(lang, "ev-pic-revealed-nothing", total=signed(revealed))
    else:
        line = tr(lang, "ev-pic-revealed", total=signed(revealed))
    draw_text(draw, (tx, y + 46), line, 20, fill=MUTED, max_width=room)
    # one chip per seat: chosen or not, or the revealed card
    bx, by = tx, y + 80
    chips = view.get("food_cards", [])
    for s, fc in enumerate(chips):
        name = str(view["players"][s])
        card = fc.get("card")
        if card is not None:
            text = tr(lang, "ev-pic-chip-card", name=name, trait=trait_label(lang, card["trait"]),
                      food=signed(card["food"]))
            fill: Color = CHIP_DONE
        elif fc.get("chosen"):
            text, fill = tr(lang, "ev-pic-chip-chosen", name=name), CHIP_DONE
        else:
            text, fill = tr(lang, "ev-pic-chip-choosing", name=name), CHIP_WAIT
        w = text_width(text, 17, True) + 16
        if bx > tx and bx + w > right - 16:
            bx, by = tx, by + 28
        bx += badge(draw, (bx, by), text, 17, fill=fill, ink=INK, pad=8,
                    max_width=right - 16 - bx) + 8
    return h


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


STANDING_ROW = 30


def standings_height(view: dict[str, Any]) -> int:
    """The standings panel's height: a heading, a note, one row per player."""
    return 76 + STANDING_ROW * len(view.get("seats", [])) + 6


def _standings(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int,
               height: int, lang: str) -> None:
    """The standings: each player's points so far as the table shows them, best first."""
    panel(draw, (x, y, x + width, y + height))
    draw_text(draw, (x + 14, y + 8), tr(lang, "ev-pic-standings"), 22, bold=True,
              max_width=width - 28)
    over = view.get("phase") == "over"
    draw_paragraph(draw, (x + 14, y + 38, x + width - 14, y + 72),
                   tr(lang, "ev-pic-standings-over") if over else tr(lang, "ev-pic-standings-note"),
                   15, fill=MUTED,
                   min_size=11, spacing=1.1)
    for place, (seat, table, bag) in enumerate(standings(view)):
        cy = y + 88 + place * STANDING_ROW
        points: int | str = (table + (bag or 0) if over or bag is None
                             else f"{table} + {bag}")   # a number, so that 1 is singular
        draw.ellipse((x + 14, cy - 9, x + 32, cy + 9), fill=_seat_color(seat), outline=INK,
                     width=2)
        points_w = draw_text(draw, (x + width - 16, cy), tr(lang, "ev-pic-points", points=points),
                             21, bold=True, anchor="rm")
        lead_w = draw_text(draw, (x + 40, cy), f"{place + 1}.", 21, bold=True, anchor="lm")
        draw_text(draw, (x + 48 + lead_w, cy), str(view["players"][seat]), 19, anchor="lm",
                  max_width=width - 80 - lead_w - points_w, min_size=13)


#: a seat header's smallest name box, its tags' largest and smallest text sizes, and its
#: height on one line and with the tags on a second line
NAME_MIN, TAG_SIZE, TAG_MIN = 120, 18, 12
HEADER_H, HEADER_TWO_LINES_H = 48, 78


def header_layout(view: dict[str, Any], seat: dict[str, Any], width: int,
                  lang: str) -> dict[str, Any]:
    """A seat header's parts, measured: the hand and food bag on the right, the tags (first
    player, to act or turn, stopped feeding) and the name's room between. Longer words
    shrink the tags (down to ``TAG_MIN``) so that the name fits beside them; when it still
    would not, the tags go on a second line under the name (``two_lines``, ``height``)."""
    s = int(seat.get("seat", 0))
    bag = seat.get("food_bag")
    right = tr(lang, "ev-pic-hand-bag", hand=seat.get("hand_size", 0),
               bag=HIDDEN if bag is None else bag)
    right_w = text_width(right, 21)
    tags: list[tuple[str, Color, Color | None]] = []
    if view.get("first_player") == s:
        tags.append((tr(lang, "ev-pic-first"), GOLD, INK))
    if s in view.get("to_act", []):
        tags.append((tr(lang, "ev-pic-to-act-badge"), HIGHLIGHT, None))
    elif view.get("turn") == s:
        tags.append((tr(lang, "ev-pic-turn"), FAINT, INK))
    if seat.get("passed"):
        tags.append((tr(lang, "ev-pic-stopped"), FAINT, INK))
    room = width - 52 - 18 - right_w - 16  # name, gap and tags, left of the right text
    name = str(seat.get("name", ""))
    need = min(text_width(name, 26, True), max(NAME_MIN, text_width(name, 15, True)))

    def tags_w(size: int) -> int:
        return sum(text_width(t, size, True) + 20 for t, _, _ in tags)

    for size in range(TAG_SIZE, TAG_MIN - 1, -1):
        if not tags or tags_w(size) + 12 + need <= room:
            return {"right": right, "right_w": right_w, "tags": tags, "tag_size": size,
                    "tags_w": tags_w(size), "name_room": room - 12 - tags_w(size),
                    "two_lines": False, "height": HEADER_H}
    return {"right": right, "right_w": right_w, "tags": tags, "tag_size": TAG_SIZE,
            "tags_w": tags_w(TAG_SIZE), "name_room": room, "two_lines": True,
            "height": HEADER_TWO_LINES_H}


def _seat_header(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                 x: int, y: int, width: int, lang: str) -> None:
    s = int(seat.get("seat", 0))
    draw.ellipse((x + 14, y + 8, x + 42, y + 36), fill=_seat_color(s), outline=INK, width=2)
    layout = header_layout(view, seat, width, lang)
    draw_text(draw, (x + width - 18, y + 22), layout["right"], 21, anchor="rm")
    name_w = draw_text(draw, (x + 52, y + 22), str(seat.get("name", "")), 26, bold=True,
                       anchor="lm", max_width=layout["name_room"], min_size=15)
    size = layout["tag_size"]
    if layout["two_lines"]:
        nx, ny = x + 52, y + 40
    else:
        nx, ny = x + 52 + name_w + 12, y + 8 + (TAG_SIZE - size) // 2
    for text, fill, ink in layout["tags"]:
        nx += badge(draw, (nx, ny), text, size, fill=fill, ink=ink) + 8


TABLE_WIDTH = 1600   # landscape: Discord's ~550 × 350 px preview keeps it readable
#: a seat's least width (its header), and the most a row of seats holds
SEAT_MIN_W = 700
INNER_W = TABLE_WIDTH - 32


def seat_width(seat: dict[str, Any]) -> int:
    """As wide as the seat's species in one line (three at least, for the header), up to the
    whole table: a player with many species gets a wide panel, not extra lines beside an
    empty half."""
    count = max(3, len(seat.get("species", [])))
    return max(SEAT_MIN_W, min(INNER_W, 32 + count * (SP_W + SP_GAP) - SP_GAP))


def seat_rows(seats: list[dict[str, Any]]) -> list[list[tuple[dict[str, Any], int]]]:
    """The seats in table order, as many to a row as their widths allow; each row's spare
    width is shared among its seats."""
    rows: list[list[dict[str, Any]]] = []
    used = 0
    for seat in seats:
        w = seat_width(seat)
        if not rows or used + 16 + w > INNER_W:
            rows.append([])
            used = -16
        rows[-1].append(seat)
        used += 16 + w
    out = []
    for row in rows:
        spare = INNER_W - sum(seat_width(s) for s in row) - 16 * (len(row) - 1)
        out.append([(s, seat_width(s) + spare // len(row)) for s in row])
    return out


def per_row(width: int) -> int:
    return max(1, (width - 32 + SP_GAP) // (SP_W + SP_GAP))


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The watering hole and the standings on top, then the players, each panel as wide as
    its species."""
    view = table_facts(view)
    rows = seat_rows(view.get("seats", []))
    heads = [max(header_layout(view, s, w, lang)["height"] for s, w in row) for row in rows]
    heights = [heads[k] + max(species_height(len(s.get("species", [])), per_row(w))
                              for s, w in row) + 10 for k, row in enumerate(rows)]
    top = max(HOLE_H, standings_height(view))
    height = 56 + 44 + 12 + top + 12 + sum(h + 12 for h in heights) + 10
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, TABLE_WIDTH, tr(lang, "ev-pic-title", status=status(view, lang)), "")
    draw_paragraph(draw, (24, 62, TABLE_WIDTH - 24, 98), _waiting(view, lang), 24, bold=True,
                   fill=HIGHLIGHT, min_size=12, spacing=1.1)
    y = 56 + 44 + 12
    hole_w = TABLE_WIDTH - 32 - 16 - 560
    _hole_strip(draw, view, 16, y, hole_w, lang)
    _standings(draw, view, 16 + hole_w + 16, y, 560, top, lang)
    y += top + 12
    for k, row in enumerate(rows):
        x = 16
        for seat, w in row:
            active = seat.get("seat") in view.get("to_act", [])
            panel(draw, (x, y, x + w, y + heights[k]),
                  outline=HIGHLIGHT if active else PANEL_EDGE, width=4 if active else 2)
            _seat_header(draw, view, seat, x, y + 4, w, lang)
            draw_species_row(draw, x + 16, y + heads[k], seat.get("species", []), lang,
                             view.get("phase") == "feed", per_row(w))
            x += w + 16
        y += heights[k] + 12
    return image
