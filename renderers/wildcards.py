"""Wild Cards pictures: the table (open display, collections, leaders, score tokens, hand sizes,
the Talisman, bids) and a player's hand for the DM.

Reads only the view of ``engine/wildcards/view.py``. Before the reveal a face-down bid shows
as a card back with a tick (who has bid, never what); after the reveal the card itself.
Habitats have a colour *and* their name on every card; wild cards are striped.

Every word drawn comes from the catalogs (``renderers/locales/<lang>/wildcards.ftl``, keys
``wc-pic-…``, ``wc-species-…``, ``wc-habitat-…``) in the language ``lang`` the picture is
drawn for; the view's messages (phase, leader powers, the last event) are said there too.
Labels that may grow in translation shrink to their box, then wrap, never cut.
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
    PANEL_EDGE,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    encode_png,
    fit_paragraph,
    make_palette,
    new_canvas,
    panel,
    readable_on,
    shade,
    text_width,
    title_bar,
)
from renderers.i18n import listing, say, tr

WIDTH = 1000
TITLE_FILL: Color = (74, 58, 40)
HABITAT_COLORS: dict[str, Color] = {
    "forest": (64, 132, 66), "savannah": (226, 178, 58), "mountains": (140, 138, 150),
    "wild": (250, 250, 250), "refill": (236, 236, 236),
}
RAINBOW: list[Color] = [(228, 60, 60), (240, 150, 40), (240, 220, 60), (80, 180, 80),
                        (60, 130, 220), (140, 80, 190)]
SPECIES_ORDER = ["peacock", "squirrel", "eagle", "ibex", "lion", "meerkat"]
BACK: Color = (92, 70, 120)
TALISMAN: Color = (120, 60, 160)
LEADER_INK: Color = (150, 100, 0)
CARD_FACE: Color = (252, 248, 238)
EMPTY_CELL: Color = (244, 240, 230)
LAST_FILL: Color = (253, 234, 230)
COLORS: tuple[Color, ...] = (
    *HABITAT_COLORS.values(), *RAINBOW, BACK, shade(BACK, 1.3), TITLE_FILL, TALISMAN,
    LEADER_INK, CARD_FACE, EMPTY_CELL, LAST_FILL,
    *(shade(c, f) for c in HABITAT_COLORS.values()
      for f in (0.5, 0.55, 0.6, 0.7, 1.45, 1.55, 1.6)))
INKS: tuple[Color, ...] = (LEADER_INK,
                           *(shade(c, 0.5) for c in HABITAT_COLORS.values()))


def palette() -> Image.Image:
    return make_palette(COLORS, INKS)


def words(lang: str, key: str, **values: Any) -> str:
    """A picture's text ``wc-pic-<key>`` in ``lang``."""
    return tr(lang, f"wc-pic-{key}", **values)


def species_name(species: str, lang: str = "en") -> str:
    return tr(lang, f"wc-species-{species}")


def habitat_name(habitat: str, lang: str = "en") -> str:
    return tr(lang, f"wc-habitat-{habitat}")


#: what no Wild Cards picture draws
UNDRAWN = ("version", "events", "title", "game", "pick_order", "leo_index", "talisman",
           "talisman_name", "result")


def last_event(view: dict[str, Any], lang: str = "en") -> str | None:
    """The latest event this viewer may see: the last move, said in ``lang``."""
    events = view.get("events") or []
    return say(lang, events[-1]) if events else None


def table_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the table picture draws in ``lang`` (so ``renderers.picture_key`` can key
    on it: the language is part of the facts)."""
    facts = {k: v for k, v in view.items() if k not in UNDRAWN and not k.startswith("my_")}
    facts.pop("hand", None)
    facts.pop("seat", None)
    return {**facts, "last": last_event(view, lang), "lang": lang}


def hand_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the hand picture draws in ``lang``: the seat's cards, bid and payment, its
    own participant, who it is tied with, and the display."""
    seat = view.get("seat")
    keep = ("seat", "hand", "my_bid", "my_payment", "my_discarding", "my_owed", "round",
            "phase_label", "display", "leo", "animal_pile", "habitat_pile", "discard_pile",
            "discard_top", "boxed", "phase")
    facts = {k: view.get(k) for k in keep}
    facts["participants"] = [p if p.get("index") == seat else
                             {"index": p.get("index"), "name": p.get("name"),
                              "paying": p.get("paying")}
                             for p in view.get("participants", [])]
    facts["lang"] = lang
    return facts


def habitat_fill(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
                 habitat: str, radius: int = 8) -> Color:
    """Fill a card-shaped box in a habitat's colour (stripes for wild); returns the ink colour."""
    x0, y0, x1, y1 = box
    if habitat == "wild":
        draw.rounded_rectangle(box, radius=radius, fill=WHITE)
        band = (y1 - y0 - 2 * radius) / len(RAINBOW)
        for i, c in enumerate(RAINBOW):
            draw.rectangle((x0 + 3, y0 + radius + i * band, x0 + 12, y0 + radius + (i + 1) * band),
                           fill=c)
            draw.rectangle((x1 - 12, y0 + radius + i * band, x1 - 3, y0 + radius + (i + 1) * band),
                           fill=c)
        draw.rounded_rectangle(box, radius=radius, outline=INK, width=2)
        return INK
    color = HABITAT_COLORS.get(habitat, FAINT)
    draw.rounded_rectangle(box, radius=radius, fill=color, outline=shade(color, 0.55), width=2)
    return readable_on(color)


def habitat_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], card: dict[str, Any],
                 size: tuple[int, int] = (70, 96), number: int | None = None,
                 lang: str = "en") -> None:
    """A Habitat card (or the Refill card): its value large, its habitat written out."""
    x, y = xy
    w, h = size
    habitat = str(card.get("habitat", ""))
    ink = habitat_fill(draw, (x, y, x + w, y + h), habitat)
    if card.get("refill"):
        draw_text(draw, (x + w / 2, y + h / 2 - 6), "⟳", int(h * 0.4), bold=True, fill=ink,
                  anchor="mm")
        draw_text(draw, (x + w / 2, y + h - 12), words(lang, "refill"), max(12, h // 7),
                  bold=True, fill=ink, anchor="mm", max_width=w - 6, min_size=8)
    else:
        draw_text(draw, (x + w / 2, y + h / 2 - 4), str(card.get("value", "")), int(h * 0.42),
                  bold=True, fill=ink, anchor="mm")
        label = habitat_name(habitat, lang)
        size = max(10, h // 8)
        if text_width(label, size, True) > w - 6:  # narrow cards: the habitat's initial
            label = label[:1]
            size = max(14, h // 6)
        draw_text(draw, (x + w / 2, y + h - 12), label, size, bold=True, fill=ink,
                  anchor="mm", max_width=w - 6)
    if number is not None:
        draw.ellipse((x - 8, y - 8, x + 24, y + 24), fill=INK, outline=WHITE, width=2)
        draw_text(draw, (x + 8, y + 8), str(number), 17, bold=True, fill=WHITE, anchor="mm")


def card_back(draw: ImageDraw.ImageDraw, xy: tuple[float, float], size: tuple[int, int]) -> None:
    """A face-down bid: says that a card lies there, never which."""
    x, y = xy
    w, h = size
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=BACK, outline=INK, width=2)
    for k in range(3):
        draw.rounded_rectangle((x + 6 + k * 3, y + 6 + k * 3, x + w - 6 - k * 3,
                                y + h - 6 - k * 3), radius=6, outline=shade(BACK, 1.3))


def animal_card(draw: ImageDraw.ImageDraw, xy: tuple[float, float], species: str,
                habitat: str, size: tuple[int, int] = (150, 170), note: str = "",
                lang: str = "en") -> None:
    """An Animal card of the display: species name, its natural habitat colour and name."""
    x, y = xy
    w, h = size
    color = HABITAT_COLORS.get(habitat, FAINT)
    name = species_name(species, lang)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=CARD_FACE,
                           outline=shade(color, 0.6), width=4)
    draw.rounded_rectangle((x + 4, y + h - 44, x + w - 4, y + h - 4), radius=9, fill=color)
    draw_text(draw, (x + w / 2, y + h - 24), habitat_name(habitat, lang), 18, bold=True,
              fill=readable_on(color), anchor="mm", max_width=w - 12)
    draw_text(draw, (x + w / 2, y + 30), name, 26, bold=True, anchor="mm", max_width=w - 10,
              min_size=16)
    draw.ellipse((x + w / 2 - 30, y + 52, x + w / 2 + 30, y + 112), fill=shade(color, 1.45),
                 outline=shade(color, 0.6), width=3)
    draw_text(draw, (x + w / 2, y + 83), name[:1], 38, bold=True, fill=shade(color, 0.5),
              anchor="mm")
    if note:  # above the card, never wider than it
        badge(draw, (int(x + 6), int(y - 14)), note, 15, fill=INK, max_width=w - 6)


def _score_tokens(draw: ImageDraw.ImageDraw, tokens: dict[str, int], right: int, y: int,
                  lang: str, room: int) -> None:
    """Score tokens as round chips, largest value first, right-aligned ending at ``right``,
    labelled so that nobody takes them for coins to pay with (the label within ``room`` px
    left of the chips)."""
    chips = [int(v) for v, n in sorted(tokens.items(), key=lambda t: -int(t[0]))
             for _ in range(int(n))]
    if not chips:
        return
    x = right
    for value in reversed(chips[:12]):
        r = 12 + {1: 0, 2: 2, 4: 4, 8: 6}.get(value, 0)
        x -= 2 * r + 4
        draw.ellipse((x, y - r, x + 2 * r, y + r), fill=GOLD, outline=INK, width=2)
        draw_text(draw, (x + r, y + 1), str(value), 14 + r // 4, bold=True, anchor="mm")
    draw_text(draw, (x - 8, y), words(lang, "tokens"), 15, fill=MUTED, anchor="rm",
              max_width=max(40, room - (right - x) - 8))


# -- the table ---------------------------------------------------------------------------------
TABLE_WIDTH = 1600   # landscape: Discord's ~550 × 350 px preview keeps it readable
P_H = 132
#: the right-hand column of a participant's row (points, tokens), wide enough for the chips
SCORE_W = 230
#: the left-hand column (name, badges, status), left of the collection
NAME_W = 330


def _participant(image: Image.Image, view: dict[str, Any], p: dict[str, Any], y: int,
                 lang: str) -> None:
    """One row per participant: name and state, collection, hand and bid, points."""
    draw = ImageDraw.Draw(image)
    right = TABLE_WIDTH - 16
    index = int(p.get("index", 0))
    acting = index in view.get("to_act", []) or view.get("picker") == index
    panel(draw, (16, y, right, y + P_H), outline=HIGHLIGHT if acting else PANEL_EDGE,
          width=4 if acting else 2)
    draw_text(draw, (30, y + 10), str(p.get("name", "")), 26, bold=True, max_width=NAME_W - 10,
              min_size=15)
    tags = [(words(lang, "leo"), FAINT, INK)] if p.get("is_leo") else []
    if p.get("talisman"):
        tags.append((words(lang, "talisman"), TALISMAN, None))
    if acting:
        tags.append((words(lang, "to-act"), HIGHLIGHT, None))
    x = 30
    for i, (text, fill, ink) in enumerate(tags):  # side by side, sharing the column
        room = (30 + NAME_W - x) // (len(tags) - i) - 6
        x += badge(draw, (x, y + 48), text, 16, fill=fill, ink=ink, max_width=room) + 6
    # collection: one cell per species, with the leader marked
    leads = set(p.get("leaders", []))
    collection = p.get("collection") or {}
    species = view.get("species") or {}
    cw = 84
    for i, sp in enumerate(SPECIES_ORDER):
        cx = 370 + i * (cw + 6)
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        count = int(collection.get(sp, 0))
        fill = shade(color, 1.55) if count else EMPTY_CELL
        draw.rounded_rectangle((cx, y + 12, cx + cw, y + 76), radius=8, fill=fill,
                               outline=GOLD if sp in leads else shade(color, 0.7),
                               width=4 if sp in leads else 1)
        draw_text(draw, (cx + cw / 2, y + 18), species_name(sp, lang), 15, bold=True,
                  anchor="ma", fill=INK if count else MUTED, max_width=cw - 8, min_size=10)
        draw_text(draw, (cx + cw / 2, y + 55), str(count), 28, bold=True, anchor="mm",
                  fill=INK if count else MUTED)
        if sp in leads:
            draw_text(draw, (cx + cw / 2, y + 88), words(lang, "leader"), 14, bold=True,
                      anchor="mm", fill=LEADER_INK, max_width=cw, min_size=9)
    # hand size and the state of the bid
    bx = 370 + 6 * (cw + 6) + 16
    draw_text(draw, (bx, y + 12), words(lang, "hand-size", count=p.get("hand_size", 0)), 20,
              bold=True, max_width=120)
    bid = p.get("bid")
    status: list[str] = []
    score_x = right - 14 - SCORE_W   # the points column starts here
    if bid:
        draw_text(draw, (bx, y + 50), words(lang, "bid"), 18, fill=MUTED, max_width=40,
                  min_size=10)
        habitat_card(draw, (bx + 44, y + 40), bid, (60, 80), lang=lang)
        px = bx + 124
        if p.get("payment"):
            draw_text(draw, (px, y + 14), words(lang, "paid"), 15, fill=MUTED,
                      max_width=score_x - px)
        for card in (p.get("payment") or [])[:6]:
            habitat_card(draw, (px, y + 40), card, (44, 62), lang=lang)
            px += 48
    elif p.get("bid_cards"):
        for k in range(int(p.get("bid_cards", 0))):
            card_back(draw, (bx + 44 + k * 20, y + 44), (52, 70))
        draw_text(draw, (bx, y + 50), words(lang, "bid"), 18, fill=MUTED, max_width=40,
                  min_size=10)
        status.append(words(lang, "bid-placed") if p.get("has_bid") else words(lang, "placing"))
    elif view.get("phase") == "bid" and not p.get("has_bid"):
        status.append(words(lang, "bidding"))
    if p.get("picked"):
        status.append(words(lang, "took", species=str(p["picked"])))
    if p.get("declined"):
        status.append(words(lang, "declined"))
    if p.get("refilling"):
        status.append(words(lang, "refilling"))
    if p.get("paying"):
        status.append(words(lang, "paying-done") if p.get("tie_paid")
                      else words(lang, "paying"))
    draw_paragraph(draw, (30, y + 78, 30 + NAME_W, y + P_H - 6), " · ".join(status), 18,
                   bold=True, fill=HIGHLIGHT if acting else INK, min_size=12, spacing=1.1)
    # points: the total the result would give now, and the score tokens within it
    if p.get("is_leo"):  # the rulebook: Leo gets no score tokens and is not scored
        draw_text(draw, (right - 14, y + 12), words(lang, "not-scored"), 20, fill=MUTED,
                  anchor="ra", max_width=SCORE_W)
        return
    score = p.get("score")
    score = p.get("points", 0) if score is None else score
    draw_text(draw, (right - 14, y + 6), words(lang, "score", score=score), 30, bold=True,
              anchor="ra", max_width=SCORE_W)
    draw_text(draw, (right - 14, y + 44), words(lang, "score-note"), 15, fill=MUTED,
              anchor="ra", max_width=SCORE_W)
    _score_tokens(draw, p.get("tokens") or {}, right - 14, y + 100, lang, SCORE_W)


TOP_H = 272   # the display and the leaders
PILES_W = 170  # the piles' column at the display's right


def _display(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, width: int,
             lang: str, h: int = 242) -> int:
    right = 16 + width
    panel(draw, (16, y, right, y + h))
    draw_text(draw, (30, y + 10), words(lang, "display"), 24, bold=True,
              max_width=width - PILES_W - 40)
    x = 30
    for card in view.get("display", []):
        note = words(lang, "nearest") if card.get("nearest") and view.get("leo") else ""
        animal_card(draw, (x, y + 58), str(card.get("species", "")),
                    str(card.get("habitat", "")), note=note, lang=lang)
        x += 162
    if not view.get("display"):
        draw_text(draw, (30, y + 100), words(lang, "empty"), 22, fill=MUTED,
                  max_width=width - PILES_W - 40)
    # piles on the right
    rx = right - 184
    room = PILES_W
    draw_text(draw, (rx, y + 14), words(lang, "animals", count=view.get("animal_pile", 0)), 21,
              bold=True, max_width=room)
    draw_text(draw, (rx, y + 44), words(lang, "deck", count=view.get("habitat_pile", 0)), 19,
              max_width=room)
    draw_text(draw, (rx, y + 72), words(lang, "discard", count=view.get("discard_pile", 0)), 19,
              max_width=room)
    if view.get("boxed"):
        draw_text(draw, (rx, y + 100), words(lang, "boxed", count=view.get("boxed")), 17,
                  fill=MUTED, max_width=room)
    top = view.get("discard_top")
    if top:  # the label wraps beside the card
        draw_paragraph(draw, (rx, y + 128, rx + 84, y + 208), words(lang, "discard-top"), 15,
                       fill=MUTED, min_size=11)
        habitat_card(draw, (rx + 90, y + 126), top, (60, 82), lang=lang)
    return h


LEADER_COLS = 3


def _leaders(draw: ImageDraw.ImageDraw, view: dict[str, Any], x0: int, y: int, width: int,
             h: int, lang: str) -> None:
    """The six Leader cards, three by two: holder, points and power."""
    panel(draw, (x0, y, x0 + width, y + h))
    draw_text(draw, (x0 + 14, y + 8), words(lang, "leaders"), 22, bold=True,
              max_width=width - 28)
    leaders = view.get("leaders") or {}
    species = view.get("species") or {}
    w = (width - 28 - (LEADER_COLS - 1) * 8) // LEADER_COLS
    bh = (h - 44) // 2 - 4
    for i, sp in enumerate(SPECIES_ORDER):
        info = leaders.get(sp) or {}
        x = x0 + 14 + (i % LEADER_COLS) * (w + 8)
        by = y + 38 + (i // LEADER_COLS) * (bh + 6)
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        holder = info.get("holder_name")
        draw.rounded_rectangle((x, by, x + w, by + bh), radius=8,
                               fill=shade(color, 1.6), outline=GOLD if holder else FAINT,
                               width=3 if holder else 1)
        points = words(lang, "leader-points", points=info.get("points", 1))
        points_w = draw_text(draw, (x + w - 8, by + 6), points, 14, fill=MUTED, anchor="ra")
        draw_text(draw, (x + 8, by + 5), species_name(sp, lang), 17, bold=True,
                  max_width=w - 20 - points_w, min_size=11)
        draw_text(draw, (x + 8, by + 27), holder or words(lang, "free"), 16, bold=True,
                  fill=INK if holder else MUTED, max_width=w - 16, min_size=10)
        draw_paragraph(draw, (x + 7, by + 49, x + w - 7, by + bh - 4),
                       say(lang, info.get("power", "")), 13, fill=MUTED, min_size=9,
                       spacing=1.15)


def _last(draw: ImageDraw.ImageDraw, text: str, y: int, width: int, lang: str) -> int:
    """The last move on a light red band with a red mark, as plain words."""
    h = _last_height(text, width, lang) - 10
    draw.rounded_rectangle((16, y, 16 + width, y + h), radius=8, fill=LAST_FILL,
                           outline=HIGHLIGHT, width=2)
    draw.rectangle((30, y + h / 2 - 9, 48, y + h / 2 + 9), fill=HIGHLIGHT)
    draw_paragraph(draw, (60, y + 8, width, y + h - 4), words(lang, "last", text=text), 20,
                   bold=True)
    return h


def _last_height(text: str | None, width: int, lang: str) -> int:
    if not text:
        return 0
    lines, size = fit_paragraph(words(lang, "last", text=text), width - 60, 60, 20, bold=True)
    return len(lines) * int(size * 1.2) + 16 + 10


def table_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """Landscape: the last move, the display beside the leaders, one row per participant."""
    view = table_facts(view, lang)
    participants = view.get("participants", [])
    last = view.get("last")
    inner = TABLE_WIDTH - 32
    height = (56 + 44 + _last_height(last, inner, lang) + TOP_H + 10
              + len(participants) * (P_H + 10) + 10)
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, TABLE_WIDTH, words(lang, "title", round=view.get("round", "?")),
              say(lang, view.get("phase_label", "")), fill=TITLE_FILL)
    waiting = view.get("waiting_for") or []
    line = (words(lang, "waiting", names=listing(lang, [str(w) for w in waiting])) if waiting
            else (words(lang, "over") if view.get("over") else ""))
    draw_text(draw, (24, 56 + 22), line, 24, bold=True, fill=HIGHLIGHT, anchor="lm",
              max_width=TABLE_WIDTH - 48, min_size=13)
    y = 56 + 44
    if last:
        y += _last(draw, last, y, inner, lang) + 10
    display_w = 30 + max(2, len(participants) - 1) * 162 + 190   # the display holds one
    # animal fewer than there are participants (rulebook set-up), so its width is known
    _display(draw, view, y, display_w, lang, TOP_H)
    _leaders(draw, view, 16 + display_w + 12, y, inner - display_w - 12, TOP_H, lang)
    y += TOP_H + 10
    for p in participants:
        _participant(image, view, p, y, lang)
        y += P_H + 10
    return image


# -- the hand ----------------------------------------------------------------------------------
HAND_CARD = (120, 160)


def tie_text(view: dict[str, Any], me: dict[str, Any], lang: str = "en") -> str:
    """Whom the seat is tied with and what it must do, while a tie's hidden payments run."""
    if not me.get("paying"):
        return ""
    others = [str(p.get("name", "")) for p in view.get("participants", [])
              if p.get("paying") and p.get("index") != me.get("index")]
    value = (me.get("bid") or {}).get("value", "?")
    owed = int(view.get("my_owed") or 0)
    if not others:  # the others tied have declined: no one left to name
        return (words(lang, "tie-alone-owed", value=value, owed=owed) if owed
                else words(lang, "tie-alone", value=value))
    names = listing(lang, others)
    return (words(lang, "tie-owed", value=value, names=names, owed=owed) if owed
            else words(lang, "tie", value=value, names=names))


def hand_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The seat's Habitat cards numbered in hand order (the Refill card last while held), its
    face-down bid (until the reveal), its payment and chosen Refill discards, whom it is tied
    with, and the display it bids for."""
    view = hand_facts(view, lang)
    hand = view.get("hand") or []
    seat = view.get("seat")
    me = next((p for p in view.get("participants", []) if p.get("index") == seat), {})
    per_row = 7
    rows = max(1, (len(hand) + per_row - 1) // per_row)
    face_down = [] if me.get("bid") else (view.get("my_bid") or [])
    extras = [(words(lang, "your-bid"), face_down),
              (words(lang, "your-payment"), view.get("my_payment") or []),
              (words(lang, "discarding"), view.get("my_discarding") or [])]
    extras = [(label, cards) for label, cards in extras if cards]
    tie = tie_text(view, me, lang)
    tie_h = _last_height(tie, WIDTH - 32, lang) if tie else 0
    height = 56 + 60 + tie_h + rows * (HAND_CARD[1] + 22) + len(extras) * 130 + 242 + 30
    image = new_canvas(WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, words(lang, "hand-title", name=me.get("name", "")),
              words(lang, "round", round=view.get("round", "?")), fill=TITLE_FILL)
    y = 70
    score = me.get("score")
    parts = [words(lang, "summary", phase=say(lang, view.get("phase_label", "")),
                   cards=len(hand), score=me.get("points", 0) if score is None else score)]
    if me.get("talisman"):
        parts.append(words(lang, "holds-talisman"))
    if me.get("leaders"):
        parts.append(words(lang, "leads",
                           species=listing(lang, [species_name(str(s), lang)
                                                  for s in me["leaders"]])))
    draw_paragraph(draw, (24, y - 4, WIDTH - 24, y + 40), " · ".join(parts), 22, bold=True,
                   min_size=12)
    y += 44
    if tie:
        draw.rounded_rectangle((16, y, WIDTH - 16, y + tie_h - 10), radius=8, fill=LAST_FILL,
                               outline=HIGHLIGHT, width=3)
        draw_paragraph(draw, (30, y + 8, WIDTH - 30, y + tie_h - 14), tie, 20, bold=True)
        y += tie_h
    for i, card in enumerate(hand):
        habitat_card(draw, (36 + (i % per_row) * (HAND_CARD[0] + 18),
                            y + 10 + (i // per_row) * (HAND_CARD[1] + 22)), card, HAND_CARD,
                     number=i + 1, lang=lang)
    y += rows * (HAND_CARD[1] + 22) + 6
    for label, cards in extras:
        draw_text(draw, (24, y), label, 20, bold=True, max_width=WIDTH - 48)
        for i, card in enumerate(cards[:10]):
            habitat_card(draw, (36 + i * 84, y + 30), card, (72, 94), lang=lang)
        y += 130
    _display(draw, view, y, WIDTH - 32, lang)
    return image


def table(view: dict[str, Any], lang: str = "en") -> bytes:
    """The table picture in ``lang`` (one of ``renderers.i18n.LANGUAGES``)."""
    return encode_png(table_image(view, lang), palette())


def hand(view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand picture in ``lang``."""
    return encode_png(hand_image(view, lang), palette())
