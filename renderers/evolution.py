"""Evolution pictures: the table (every player's species row, the watering hole, food cards,
hand sizes, the first player) and a player's hand for the DM.

Reads only the view documented in ``engine/evolution/view.py``. Species are numbered from 1,
left to right in their owner's row, as the feeding commands name them ("Feed species 2").

Every word drawn comes from the catalogs (``renderers/locales/<lang>/evolution.ftl``, keys
``ev-pic-…``, trait names ``ev-trait-<slug>`` and texts ``ev-trait-<slug>-text``) in the
language ``lang`` the picture is drawn in; each text is measured and shrinks to its box.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    SEAT_COLORS,
    SUBTITLE,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    encode_png,
    make_palette,
    new_canvas,
    panel,
    text_width,
)
from renderers.i18n import DEFAULT, listing, tr

WIDTH = 1000
SP_W, SP_H, SP_GAP = 148, 252, 9
PER_ROW = 6
CARD_W, CARD_H, CARD_GAP = 184, 188, 12
#: carnivores red, herbivores blue-green: apart under simulated deuteranopia and protanopia
#: (tests/renderers/test_colour_blind.py), and each species card also says which in words
CARNIVORE: Color = (200, 40, 40)
HERBIVORE: Color = (20, 110, 120)
PLANT: Color = (64, 150, 64)
FAT: Color = (238, 196, 40)
WATER: Color = (70, 140, 205)
TITLE_FILL: Color = (60, 84, 60)
CARNIVORE_TRAIT: Color = (250, 222, 222)
TRAIT_FILL: Color = (232, 238, 226)
STAT_FILL: Color = (236, 230, 216)
ZERO: Color = (150, 150, 150)
CHIP_DONE: Color = (226, 240, 226)
CHIP_WAIT: Color = (246, 226, 206)
PLAYING: Color = (255, 240, 200)
COLORS: tuple[Color, ...] = (
    CARNIVORE, HERBIVORE, PLANT, FAT, WATER, TITLE_FILL, CARNIVORE_TRAIT, TRAIT_FILL, STAT_FILL,
    ZERO, CHIP_DONE, CHIP_WAIT, PLAYING)
INKS: tuple[Color, ...] = ()


def palette() -> Image.Image:
    return make_palette(COLORS, INKS)


def say(lang: str, key: str, /, **values: Any) -> str:
    """A picture's word: ``ev-pic-<key>`` in ``lang``."""
    return tr(lang, f"ev-pic-{key}", **values)


def trait_label(lang: str, slug: str) -> str:
    """A trait's name (the views hold slugs: "carnivore", "longneck"…)."""
    return tr(lang, f"ev-trait-{slug}")


def trait_text(lang: str, slug: str) -> str:
    """A trait's card text, as we follow it (GAME-DATA.md)."""
    return tr(lang, f"ev-trait-{slug}-text")


#: what no Evolution picture draws
UNDRAWN = ("version", "events", "title", "game", "ends_after_round", "max_traits", "result")


def table_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the table picture draws (so ``renderers.picture_key`` can key on it; the
    key holds the language itself)."""
    return {k: v for k, v in view.items()
            if k not in UNDRAWN and k not in ("hand", "pending", "seat")}


def hand_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the hand picture draws: the seat's hand, species, food card and decision."""
    seat = view.get("seat")
    food_cards = view.get("food_cards") or []
    return {"seat": seat, "hand": view.get("hand"), "pending": view.get("pending"),
            "phase": view.get("phase"), "round": view.get("round"),
            "last_round": view.get("last_round"),
            "seats": [s for s in view.get("seats", []) if s.get("seat") == seat],
            "my_food_card": (food_cards[seat].get("card")
                             if isinstance(seat, int) and 0 <= seat < len(food_cards)
                             else None)}


def signed(value: int) -> str:
    """+3, 0, −2 (a real minus sign)."""
    return (f"{value:+d}" if value else "0").replace("-", "−")


# -- shared pieces -----------------------------------------------------------------------------
def species_card(draw: ImageDraw.ImageDraw, xy: tuple[int, int], number: int,
                 sp: dict[str, Any], lang: str = DEFAULT, feeding: bool = True) -> None:
    """One species: number, carnivore or not, body size, population, food eaten, fat, traits.
    While ``feeding``, a hungry species' count is red (it still needs food this round)."""
    x, y = xy
    carnivore = bool(sp.get("carnivore"))
    band = CARNIVORE if carnivore else HERBIVORE
    draw.rounded_rectangle((x, y, x + SP_W, y + SP_H), radius=10, fill=PANEL, outline=band,
                           width=3)
    draw.rounded_rectangle((x, y, x + SP_W, y + 30), radius=10, fill=band)
    draw.rectangle((x, y + 20, x + SP_W, y + 30), fill=band)
    number_w = draw_text(draw, (x + 8, y + 15), f"#{number}", 20, fill=WHITE, bold=True,
                         anchor="lm")
    draw_text(draw, (x + SP_W - 8, y + 15),
              say(lang, "carnivore" if carnivore else "herbivore"), 16, fill=WHITE, bold=True,
              anchor="rm", max_width=SP_W - number_w - 22)
    # body size and population, big
    for i, (label, value) in enumerate(((say(lang, "size"), sp.get("body", 0)),
                                        (say(lang, "pop"), sp.get("pop", 0)))):
        bx = x + 8 + i * 70
        draw.rounded_rectangle((bx, y + 38, bx + 64, y + 98), radius=8, fill=STAT_FILL)
        draw_text(draw, (bx + 32, y + 62), str(value), 34, bold=True, anchor="mm")
        draw_text(draw, (bx + 32, y + 93), label, 12, fill=MUTED, anchor="mb", max_width=60,
                  min_size=9)
    # food eaten this round: one pip per population, filled when eaten
    pop, food, fat = int(sp.get("pop", 0)), int(sp.get("food", 0)), int(sp.get("fat", 0))
    draw_text(draw, (x + 8, y + 104), say(lang, "eaten", food=food, pop=pop), 17, bold=True,
              fill=HIGHLIGHT if feeding and sp.get("hungry") else INK, max_width=SP_W - 16)
    for k in range(max(pop, food)):
        px = x + 8 + k * 22
        draw.ellipse((px, y + 126, px + 17, y + 143), fill=PLANT if k < food else WHITE,
                     outline=INK, width=2)
    if fat or "fat" in sp.get("traits", []):
        fat_w = draw_text(draw, (x + 8, y + 149), say(lang, "fat", fat=fat), 17, bold=True,
                          max_width=SP_W - 24 - 14 * fat)
        for k in range(fat):
            px = x + 16 + fat_w + k * 14
            draw.ellipse((px, y + 152, px + 12, y + 164), fill=FAT, outline=INK, width=1)
    # traits, each name whole (shrunk to fit the card)
    ty = y + 172
    for trait in sp.get("traits", [])[:3]:
        fill = CARNIVORE_TRAIT if trait == "carnivore" else TRAIT_FILL
        draw.rounded_rectangle((x + 4, ty, x + SP_W - 4, ty + 24), radius=6, fill=fill,
                               outline=PANEL_EDGE)
        draw_text(draw, (x + SP_W / 2, ty + 12), trait_label(lang, str(trait)), 19, bold=True,
                  anchor="mm", max_width=SP_W - 12, min_size=11)
        ty += 26


def species_height(count: int, per_row: int = PER_ROW) -> int:
    """Height of a player's species row(s); a short line when the player has none."""
    return -(-count // per_row) * (SP_H + SP_GAP) if count else 50


def draw_species_row(draw: ImageDraw.ImageDraw, x: int, y: int,
                     species: list[dict[str, Any]], lang: str = DEFAULT, feeding: bool = True,
                     per_row: int = PER_ROW) -> int:
    """All species of one player, left to right, wrapping after ``per_row``; returns the
    height used."""
    if not species:
        draw_text(draw, (x, y + 20), say(lang, "no-species"), 20, fill=MUTED,
                  max_width=per_row * (SP_W + SP_GAP) - SP_GAP)
        return 50
    for i, sp in enumerate(species):
        species_card(draw, (x + (i % per_row) * (SP_W + SP_GAP),
                            y + (i // per_row) * (SP_H + SP_GAP)), i + 1, sp, lang, feeding)
    return species_height(len(species), per_row)


def food_value(draw: ImageDraw.ImageDraw, centre: tuple[float, float], value: int,
               r: int = 20) -> None:
    """A card's food value as a round chip: green for plus, red for minus."""
    x, y = centre
    fill = PLANT if value > 0 else (CARNIVORE if value < 0 else ZERO)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    draw_text(draw, (x, y + 1), signed(value), int(r * 0.95), bold=True, fill=WHITE,
              anchor="mm")


def trait_card(image: Image.Image, xy: tuple[int, int], card: dict[str, Any],
               number: int | None, lang: str = DEFAULT, playing: bool = False) -> None:
    """A hand card: number, food value, trait and its whole text; the card being played is
    framed in red on a light ground and says so."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    trait = str(card.get("trait", ""))
    edge = CARNIVORE if trait == "carnivore" else HERBIVORE
    if playing:
        draw.rounded_rectangle((x - 6, y - 6, x + CARD_W + 6, y + CARD_H + 6), radius=16,
                               fill=HIGHLIGHT)
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12,
                           fill=PLAYING if playing else PANEL, outline=edge, width=3)
    if number is not None:
        draw.ellipse((x + 6, y + 6, x + 40, y + 40), fill=INK)
        draw_text(draw, (x + 23, y + 24), str(number), 20, bold=True, fill=WHITE, anchor="mm")
    food_value(draw, (x + CARD_W - 28, y + 26), int(card.get("food", 0)))
    draw_text(draw, (x + CARD_W - 56, y + 26), say(lang, "food"), 15, fill=MUTED, anchor="rm",
              max_width=CARD_W - 56 - 48)
    draw_text(draw, (x + 8, y + 62), trait_label(lang, trait), 22, bold=True, anchor="lm",
              max_width=CARD_W - 16, min_size=14)
    bottom = y + CARD_H - (34 if playing else 6)
    draw_paragraph(draw, (x + 8, y + 78, x + CARD_W - 8, bottom), trait_text(lang, trait),
                   14, min_size=10)
    if playing:
        badge(draw, (x + 8, bottom + 2), say(lang, "playing"), 17, fill=HIGHLIGHT,
              max_width=CARD_W - 16)


def _seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


PHASES = ("food", "play", "before", "feed", "over")


def phase_name(lang: str, phase: Any) -> str:
    """A phase in words ("Playing cards"); an unknown phase code as it is."""
    return tr(lang, f"ev-phase-{phase}") if phase in PHASES else str(phase or "")


def status(view: dict[str, Any], lang: str = DEFAULT) -> str:
    """"Round 3 · Playing cards", "… · last round": the pictures' and the panels' status."""
    text = tr(lang, "ev-status", round=view.get("round", "?"),
              phase=phase_name(lang, view.get("phase")))
    return tr(lang, "ev-status-last", status=text) if view.get("last_round") else text


def _waiting(view: dict[str, Any], lang: str) -> str:
    names = [str(view["players"][s]) for s in view.get("to_act", [])
             if 0 <= s < len(view.get("players", []))]
    return say(lang, "to-act", names=listing(lang, names)) if names else ""


def _title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str,
               height: int = 56) -> None:
    """The coloured band with the title and the status (``common.title_bar``'s look), both
    measured: the status keeps its width up to 45 % of the band, the title the rest, and
    each shrinks to its share (long names and longer languages)."""
    draw.rectangle((0, 0, width, height), fill=TITLE_FILL)
    room = width - 40 - 40
    sub_w = min(text_width(subtitle, 22), int(room * 0.45)) if subtitle else 0
    draw_text(draw, (20, height / 2), title, 30, fill=WHITE, bold=True, anchor="lm",
              max_width=room - sub_w, min_size=16)
    if subtitle:
        draw_text(draw, (width - 20, height / 2), subtitle, 22, fill=SUBTITLE, anchor="rm",
                  max_width=sub_w, min_size=12)


HOLE_H = 150
#: a hidden number (another player's food bag): a sign, the same in every language
HIDDEN = "?"


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
    draw_text(draw, (cx, cy + 30), say(lang, "plant"), 15, fill=WHITE, bold=True, anchor="mm",
              max_width=96)
    tx = x + 164
    deck_w = max(draw_text(draw, (right - 20, y + 14), say(lang, "deck", n=view.get("deck", 0)),
                           22, bold=True, anchor="ra"),
                 draw_text(draw, (right - 20, y + 44),
                           say(lang, "discard", n=view.get("discard", 0)), 20, fill=MUTED,
                           anchor="ra"))
    room = right - 40 - deck_w - tx
    draw_text(draw, (tx, y + 14), say(lang, "hole"), 24, bold=True, max_width=room)
    revealed = view.get("revealed_food")
    if revealed is None:
        line = say(lang, "face-down")
    elif revealed < 0:
        line = say(lang, "revealed-nothing", total=signed(revealed))
    else:
        line = say(lang, "revealed", total=signed(revealed))
    draw_text(draw, (tx, y + 46), line, 20, fill=MUTED, max_width=room)
    # one chip per seat: chosen or not, or the revealed card
    bx, by = tx, y + 80
    chips = view.get("food_cards", [])
    for s, fc in enumerate(chips):
        name = str(view["players"][s])
        card = fc.get("card")
        if card is not None:
            text = say(lang, "chip-card", name=name, trait=trait_label(lang, card["trait"]),
                       food=signed(card["food"]))
            fill: Color = CHIP_DONE
        elif fc.get("chosen"):
            text, fill = say(lang, "chip-chosen", name=name), CHIP_DONE
        else:
            text, fill = say(lang, "chip-choosing", name=name), CHIP_WAIT
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
    return 76 + STANDING_ROW * len(view.get("seats", [])) + 6


def _standings(draw: ImageDraw.ImageDraw, view: dict[str, Any], x: int, y: int, width: int,
               height: int, lang: str) -> None:
    """The standings: each player's points so far as the table shows them, best first."""
    panel(draw, (x, y, x + width, y + height))
    draw_text(draw, (x + 14, y + 8), say(lang, "standings"), 22, bold=True,
              max_width=width - 28)
    over = view.get("phase") == "over"
    draw_paragraph(draw, (x + 14, y + 38, x + width - 14, y + 72),
                   say(lang, "standings-over" if over else "standings-note"), 15, fill=MUTED,
                   min_size=11, spacing=1.1)
    for place, (seat, table, bag) in enumerate(standings(view)):
        cy = y + 88 + place * STANDING_ROW
        points = str(table + (bag or 0)) if over or bag is None else f"{table} + {bag}"
        draw.ellipse((x + 14, cy - 9, x + 32, cy + 9), fill=_seat_color(seat), outline=INK,
                     width=2)
        points_w = draw_text(draw, (x + width - 16, cy), say(lang, "points", points=points),
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
    right = say(lang, "hand-bag", hand=seat.get("hand_size", 0),
                bag=HIDDEN if bag is None else bag)
    right_w = text_width(right, 21)
    tags: list[tuple[str, Color, Color | None]] = []
    if view.get("first_player") == s:
        tags.append((say(lang, "first"), GOLD, INK))
    if s in view.get("to_act", []):
        tags.append((say(lang, "to-act-badge"), HIGHLIGHT, None))
    elif view.get("turn") == s:
        tags.append((say(lang, "turn"), FAINT, INK))
    if seat.get("passed"):
        tags.append((say(lang, "stopped"), FAINT, INK))
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
COLUMN_W = (TABLE_WIDTH - 48) // 2
COLUMN_PER_ROW = (COLUMN_W - 32) // (SP_W + SP_GAP)


def table_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The watering hole and the standings on top, then the players two by two."""
    view = table_facts(view)
    seats = view.get("seats", [])
    headers = [header_layout(view, s, COLUMN_W, lang)["height"] for s in seats]
    heads = [max(headers[i - i % 2:i - i % 2 + 2]) for i in range(len(seats))]  # per pair
    heights = [heads[i] + species_height(len(s.get("species", [])), COLUMN_PER_ROW) + 10
               for i, s in enumerate(seats)]
    rows = [max(heights[i:i + 2]) for i in range(0, len(heights), 2)]
    top = max(HOLE_H, standings_height(view))
    height = 56 + 44 + 12 + top + 12 + sum(h + 12 for h in rows) + 10
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    _title_bar(draw, TABLE_WIDTH, say(lang, "title", status=status(view, lang)), "")
    draw_paragraph(draw, (24, 62, TABLE_WIDTH - 24, 98), _waiting(view, lang), 24, bold=True,
                   fill=HIGHLIGHT, min_size=12, spacing=1.1)
    y = 56 + 44 + 12
    hole_w = TABLE_WIDTH - 32 - 16 - 560
    _hole_strip(draw, view, 16, y, hole_w, lang)
    _standings(draw, view, 16 + hole_w + 16, y, 560, top, lang)
    y += top + 12
    for i, seat in enumerate(seats):
        x = 16 + (i % 2) * (COLUMN_W + 16)
        row_y = y + sum(h + 12 for h in rows[:i // 2])
        h = rows[i // 2]
        active = seat.get("seat") in view.get("to_act", [])
        panel(draw, (x, row_y, x + COLUMN_W, row_y + h),
              outline=HIGHLIGHT if active else PANEL_EDGE, width=4 if active else 2)
        _seat_header(draw, view, seat, x, row_y + 4, COLUMN_W, lang)
        draw_species_row(draw, x + 16, row_y + heads[i], seat.get("species", []), lang,
                         view.get("phase") == "feed", COLUMN_PER_ROW)
    return image


def hand_image(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The seat's hand (numbered in hand order, the card being played highlighted), what it
    is asked now in plain words, its own species row and its food card."""
    view = hand_facts(view)
    hand = view.get("hand") or []
    own = (view.get("seats") or [{}])[0]
    species = own.get("species", [])
    pending = view.get("pending")
    playing = (pending or {}).get("card")
    ask = pending_text(pending, hand, species, lang) if pending else ""
    card_rows = max(1, (len(hand) + 4) // 5)
    sp_h = species_height(len(species))
    ask_h = 70 if ask else 0
    height = 56 + 16 + 40 + ask_h + card_rows * (CARD_H + CARD_GAP) + 50 + sp_h + 20
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    _title_bar(draw, WIDTH, say(lang, "hand-title", name=own.get("name", "")),
               status(view, lang))
    y = 72
    bag = own.get("food_bag")
    line_w = draw_text(draw, (24, y), say(lang, "cards-bag", n=len(hand),
                                          bag=HIDDEN if bag is None else bag),
                       24, bold=True, max_width=WIDTH - 48)
    mine = view.get("my_food_card")
    if mine:
        draw_text(draw, (WIDTH - 24, y), say(lang, "food-card",
                                             trait=trait_label(lang, mine["trait"]),
                                             food=signed(mine["food"])),
                  20, anchor="ra", fill=MUTED, max_width=WIDTH - 72 - line_w)
    y += 40
    if ask:
        draw.rounded_rectangle((16, y, WIDTH - 16, y + ask_h - 10), radius=8,
                               fill=PLAYING, outline=HIGHLIGHT, width=3)
        draw_paragraph(draw, (30, y + 8, WIDTH - 30, y + ask_h - 16), ask, 20, bold=True,
                       min_size=14)
        y += ask_h
    for i, card in enumerate(hand):
        trait_card(image, (24 + (i % 5) * (CARD_W + CARD_GAP), y + (i // 5) * (CARD_H + CARD_GAP)),
                   card, i + 1, lang, playing=card.get("id") == playing)
    if not hand:
        draw_text(draw, (24, y + 20), say(lang, "no-cards"), 22, fill=MUTED,
                  max_width=WIDTH - 48)
    y += card_rows * (CARD_H + CARD_GAP) + 8
    draw_text(draw, (24, y), say(lang, "your-species"), 24, bold=True, max_width=WIDTH - 48)
    y += 40
    draw_species_row(draw, 24, y, species, lang, view.get("phase") == "feed")
    return image


#: the steps of a half-made choice the hand picture explains (``ev-pic-step-<step>``)
STEPS = ("target", "use", "replace", "attack", "discard", "negate", "prey")


def pending_text(pending: dict[str, Any], hand: list[dict[str, Any]],
                 species: list[dict[str, Any]], lang: str = DEFAULT) -> str:
    """The seat's half-made choice in plain words ("Choose the prey for species 2")."""
    step = str(pending.get("step", ""))
    cards = {c.get("id"): c.get("trait") for c in hand}
    trait = cards.get(pending.get("card"))
    card = trait_label(lang, str(trait)) if trait else say(lang, "a-card")
    numbers = {sp.get("id"): i + 1 for i, sp in enumerate(species)}
    number = numbers.get(pending.get("species"), "?")
    if step not in STEPS:
        return say(lang, "step-other", step=step.replace("_", " "))
    off = pending.get("off")
    return say(lang, f"step-{step}", card=card, species=number,
               off=trait_label(lang, str(off)) if off else "")


def table(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The table picture in ``lang`` (``State.view(None)``)."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """A seat's hand picture in ``lang`` (``State.view(seat)``)."""
    return encode_png(hand_image(view, lang), palette())
