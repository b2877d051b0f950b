"""The Evolution table for the channel, 1000 px wide so that every word stays 9 px or more in
Discord's ~550 px preview: whom it waits for, the watering hole with this round's food cards,
the standings, then every player's species, each panel as wide as its species."""

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
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    seat_colour,
    text_width,
    wrap,
)
from renderers.evolution.cards import (
    HIDDEN,
    SMALL,
    SP_GAP,
    SP_W,
    draw_species_row,
    signed,
    species_height,
    trait_label,
)
from renderers.evolution.title import status, title_bar
from renderers.result import winner_text
from words import DEFAULT, listing, tr

WATER: Color = (70, 140, 205)
CHIP_DONE: Color = (226, 240, 226)
CHIP_WAIT: Color = (246, 226, 206)


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


def _seat_color(seat: int) -> Color:
    """The seat's colour on every picture of the game (``common.seat_colour``)."""
    return seat_colour(seat)


def _waiting(view: dict[str, Any], lang: str) -> str:
    names = [str(view["players"][s]) for s in view.get("to_act", [])
             if 0 <= s < len(view.get("players", []))]
    if names:
        return tr(lang, "ev-pic-to-act", names=listing(lang, names))
    return winner_text(view.get("winners") or [], lang)


def _chip_texts(view: dict[str, Any], lang: str) -> list[tuple[str, Color]]:
    """One chip per seat: its food card chosen or not, or the card once revealed."""
    out = []
    for s, fc in enumerate(view.get("food_cards", [])):
        name = str(view["players"][s])
        card = fc.get("card")
        if card is not None:
            out.append((tr(lang, "ev-pic-chip-card", name=name,
                           trait=trait_label(lang, card["trait"]), food=signed(card["food"])),
                        CHIP_DONE))
        elif fc.get("chosen"):
            out.append((tr(lang, "ev-pic-chip-chosen", name=name), CHIP_DONE))
        else:
            out.append((tr(lang, "ev-pic-chip-choosing", name=name), CHIP_WAIT))
    return out


HOLE_LEFT = 164   # the watering hole's circle, left of the words
CHIP_ROW = 30


def _chip_rows(view: dict[str, Any], width: int, lang: str) -> list[list[tuple[str, Color]]]:
    rows: list[list[tuple[str, Color]]] = [[]]
    used = 0
    for text, fill in _chip_texts(view, lang):
        w = text_width(text, SMALL, True) + 16
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0
        rows[-1].append((text, fill))
        used += w + 8
    return rows


def hole_height(view: dict[str, Any], width: int, lang: str) -> int:
    rows = len(_chip_rows(view, width - HOLE_LEFT - 16, lang))
    return max(150, 80 + rows * CHIP_ROW + 10)


def _hole_strip(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int,
                width: int, lang: str) -> int:
    """Watering hole, this round's food cards, deck and discard; returns the height used."""
    h = hole_height(view, width, lang)
    right = x + width
    panel(draw, (x, y, right, y + h))
    cx, cy = x + 84, y + h / 2
    draw.ellipse((cx - 60, cy - 54, cx + 60, cy + 54), fill=WATER, outline=INK, width=3)
    draw_text(draw, (cx, cy - 10), str(view.get("watering_hole", 0)), 44, bold=True,
              fill=WHITE, anchor="mm")
    draw_text(draw, (cx, cy + 30), tr(lang, "ev-pic-plant"), SMALL, fill=WHITE, bold=True,
              anchor="mm", max_width=108, min_size=SMALL)
    tx = x + HOLE_LEFT
    deck_w = max(draw_text(draw, (right - 20, y + 14),
                           tr(lang, "ev-pic-deck", n=view.get("deck", 0)), 22, bold=True,
                           anchor="ra"),
                 draw_text(draw, (right - 20, y + 44),
                           tr(lang, "ev-pic-discard", n=view.get("discard", 0)), 20, fill=MUTED,
                           anchor="ra"))
    room = right - 40 - deck_w - tx
    draw_text(draw, (tx, y + 14), tr(lang, "ev-pic-hole"), 24, bold=True, max_width=room,
              min_size=SMALL)
    revealed = view.get("revealed_food")
    if revealed is None:
        line = tr(lang, "ev-pic-face-down")
    elif revealed < 0:
        line = tr(lang, "ev-pic-revealed-nothing", total=signed(revealed))
    else:
        line = tr(lang, "ev-pic-revealed", total=signed(revealed))
    draw_text(draw, (tx, y + 46), line, 20, fill=MUTED, max_width=room, min_size=SMALL)
    by = y + 80
    for row in _chip_rows(view, right - 16 - tx, lang):
        bx = tx
        for text, fill in row:
            bx += badge(draw, (bx, by), text, SMALL, fill=fill, ink=INK, pad=8) + 8
        by += CHIP_ROW
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


STANDING_ROW = 32


def standing_cols(view: dict[str, Any], width: int, lang: str) -> int:
    """Two players to a line when every name fits its half at a readable size, else one."""
    room = (width - 28 - 24) // 2 - 46 - text_width("5.", 21, True) - max(
        (text_width(tr(lang, "ev-pic-points", points=f"{t} + {b}"), 21, True)
         for _, t, b in standings(view)), default=0)
    fits = all(text_width(str(p), SMALL) <= room for p in view.get("players", []))
    return 2 if fits else 1


def _standings_note(view: dict[str, Any], lang: str) -> str:
    return (tr(lang, "ev-pic-standings-over") if view.get("phase") == "over"
            else tr(lang, "ev-pic-standings-note"))


def standings_height(view: dict[str, Any], width: int, lang: str) -> int:
    """The standings panel's height: a heading, the note, the players two to a line."""
    note = len(wrap(_standings_note(view, lang), width - 28, SMALL))
    rows = -(-len(view.get("seats", [])) // standing_cols(view, width, lang))
    return 42 + note * int(SMALL * 1.15) + 8 + STANDING_ROW * rows + 6


def _standings(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int,
               lang: str) -> int:
    """The standings: each player's points so far as the table shows them, best first, two
    to a line."""
    height = standings_height(view, width, lang)
    panel(draw, (x, y, x + width, y + height))
    draw_text(draw, (x + 14, y + 8), tr(lang, "ev-pic-standings"), 22, bold=True,
              max_width=width - 28, min_size=SMALL)
    note_h = draw_paragraph(draw, (x + 14, y + 40, x + width - 14, y + height),
                            _standings_note(view, lang), SMALL, fill=MUTED, min_size=SMALL,
                            spacing=1.15)
    over = view.get("phase") == "over"
    cols = standing_cols(view, width, lang)
    col_w = (width - 28 - 24 * (cols - 1)) // cols
    for place, (seat, table, bag) in enumerate(standings(view)):
        cx = x + 14 + (place % cols) * (col_w + 24)
        cy = y + 48 + note_h + 8 + (place // cols) * STANDING_ROW
        points: int | str = (table + (bag or 0) if over or bag is None
                             else f"{table} + {bag}")   # a number, so that 1 is singular
        draw.ellipse((cx, cy - 9, cx + 18, cy + 9), fill=_seat_color(seat), outline=INK,
                     width=2)
        points_w = draw_text(draw, (cx + col_w, cy), tr(lang, "ev-pic-points", points=points),
                             21, bold=True, anchor="rm")
        lead_w = draw_text(draw, (cx + 26, cy), f"{place + 1}.", 21, bold=True, anchor="lm")
        draw_text(draw, (cx + 34 + lead_w, cy), str(view["players"][seat]), 19, anchor="lm",
                  max_width=col_w - 46 - lead_w - points_w, min_size=SMALL)
    return height


#: a seat header: the name's least room, the tags' size, a line's height
NAME_MIN, TAG_SIZE = 120, 18
HEADER_LINE = 34


def header_layout(view: dict[str, Any], seat: dict[str, Any], width: int,
                  lang: str) -> dict[str, Any]:
    """A seat header's parts, measured: the name on the first line, then the hand and food
    bag; the tags (first player, to act or turn, stopped feeding) follow the name while they
    fit beside it, then the hand and bag, then lines of their own. ``tags`` holds each
    tag's (text, fill, ink, x, line) with x from the panel's left."""
    s = int(seat.get("seat", 0))
    bag = seat.get("food_bag")
    info = tr(lang, "ev-pic-hand-bag", hand=seat.get("hand_size", 0),
              bag=HIDDEN if bag is None else bag)
    texts: list[tuple[str, Color, Color | None]] = []
    if view.get("first_player") == s:
        texts.append((tr(lang, "ev-pic-first"), GOLD, INK))
    if s in view.get("to_act", []):
        texts.append((tr(lang, "ev-pic-to-act-badge"), HIGHLIGHT, None))
    elif view.get("turn") == s:
        texts.append((tr(lang, "ev-pic-turn"), FAINT, INK))
    if seat.get("passed"):
        texts.append((tr(lang, "ev-pic-stopped"), FAINT, INK))
    end = width - 18
    name = str(seat.get("name", ""))
    name_w = min(text_width(name, 26, True), end - 52)
    widths = [text_width(t, TAG_SIZE, True) + 2 * 6 for t, _, _ in texts]
    first = 0   # the tags that fit beside the name, its room kept
    used = 52 + name_w + 12
    while first < len(texts) and used + widths[first] <= end:
        used += widths[first] + 8
        first += 1
    name_room = (end - 52 if not first
                 else end - 52 - 12 - sum(widths[:first]) - 8 * (first - 1))
    tags = []
    x = 52 + min(name_w, name_room) + 12
    for k in range(first):
        tags.append((*texts[k], x, 0))
        x += widths[k] + 8
    line, x = 1, 52 + text_width(info, 20) + 16
    for k in range(first, len(texts)):
        if x > 52 and x + widths[k] > end:
            line, x = line + 1, 52
        tags.append((*texts[k], x, line))
        x += widths[k] + 8
    lines = 1 + max([1] + [t[4] for t in tags])
    return {"info": info, "tags": tags, "tag_size": TAG_SIZE, "name_room": name_room,
            "lines": lines, "height": 8 + lines * HEADER_LINE + 4}


def _seat_header(draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: dict[str, Any],
                 x: int, y: int, width: int, lang: str) -> None:
    s = int(seat.get("seat", 0))
    draw.ellipse((x + 14, y + 10, x + 42, y + 38), fill=_seat_color(s), outline=INK, width=2)
    layout = header_layout(view, seat, width, lang)
    draw_text(draw, (x + 52, y + 24), str(seat.get("name", "")), 26, bold=True,
              anchor="lm", max_width=layout["name_room"], min_size=18)
    draw_text(draw, (x + 52, y + 24 + HEADER_LINE), layout["info"], 20, anchor="lm")
    for text, fill, ink, tx, line in layout["tags"]:
        badge(draw, (x + tx, y + 12 + line * HEADER_LINE), text, TAG_SIZE, fill=fill, ink=ink)


#: 1000 px wide, so that every word drawn at 17 px or more is 9 px or more in Discord's
#: ~550 px preview; the seats' rows grow downwards instead
TABLE_WIDTH = 1000
INNER_W = TABLE_WIDTH - 32
#: a seat's least width: two seats of one or two species each share a row
SEAT_MIN_W = (INNER_W - 16) // 2


def seat_width(seat: dict[str, Any]) -> int:
    """As wide as the seat's species in one line (one at least), up to the whole table: a
    player with many species gets a wide panel, not extra lines beside an empty half."""
    count = max(1, len(seat.get("species", [])))
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


def waiting_height(view: dict[str, Any], lang: str) -> int:
    line = _waiting(view, lang)
    return len(wrap(line, TABLE_WIDTH - 48, 24, True)) * 29 + 14 if line else 8


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """Whom it waits for, the watering hole, the standings, then the players, each panel as
    wide as its species."""
    view = table_facts(view)
    rows = seat_rows(view.get("seats", []))
    heads = [max(header_layout(view, s, w, lang)["height"] for s, w in row) for row in rows]
    heights = [heads[k] + max(species_height(s.get("species", []), per_row(w))
                              for s, w in row) + 10 for k, row in enumerate(rows)]
    wait_h = waiting_height(view, lang)
    hole_h = hole_height(view, INNER_W, lang)
    stand_h = standings_height(view, INNER_W, lang)
    height = 56 + wait_h + hole_h + 12 + stand_h + 12 + sum(h + 12 for h in heights) + 4
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, TABLE_WIDTH, tr(lang, "ev-pic-title", status=status(view, lang)), "")
    draw_paragraph(draw, (24, 64, TABLE_WIDTH - 24, 56 + wait_h), _waiting(view, lang), 24,
                   bold=True, fill=HIGHLIGHT, min_size=24, spacing=1.2)
    y = 56 + wait_h
    y += _hole_strip(draw, view, 16, y, INNER_W, lang) + 12
    y += _standings(draw, view, 16, y, INNER_W, lang) + 12
    for k, row in enumerate(rows):
        x = 16
        for seat, w in row:
            active = seat.get("seat") in view.get("to_act", [])
            panel(draw, (x, y, x + w, y + heights[k]),
                  outline=HIGHLIGHT if active else PANEL_EDGE, width=4 if active else 2)
            _seat_header(draw, view, seat, x, y + 2, w, lang)
            draw_species_row(draw, x + 16, y + heads[k], seat.get("species", []), lang,
                             view.get("phase") == "feed", per_row(w))
            x += w + 16
        y += heights[k] + 12
    return image
