"""The Wild Cards table for the channel, 770 px wide and about 700 px high at most, so that every
word (18 px or more) stays 9 px on desktop and 7 px on a phone as Discord shows it
(docs/renderers.md, "The box Discord shows a picture in"): the display, then a grid with one
column per species (its name, its leader's points) and one row per participant (collection,
revealed bid and payment, score tokens, points). A leader sits in its holder's cell, framed in
gold with a star; the leaders' powers are in ``/game rules``. What changes at nearly every move
(whom it waits for, who has placed a face-down bid, what each is doing, the hand sizes, the
last move) is the channel message's text (``status_of``, ``hand_sizes``), so the picture is
drawn again only when the display, a collection or a revealed bid changes."""

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
    SUBTITLE,
    WHITE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    shade,
    text_width,
    wrap,
)
from renderers.result import winner_text
from renderers.wildcards.cards import (
    CARD_TEXT_MIN,
    HABITAT_COLORS,
    SPECIES_ORDER,
    card_back,
    habitat_fill,
    habitat_name,
    species_name,
)
from renderers.wildcards.display import display_height, draw_display
from words import listing, tr

TITLE_FILL: Color = (74, 58, 40)
TALISMAN: Color = (120, 60, 160)
LEADER_INK: Color = (150, 100, 0)
EMPTY_CELL: Color = (244, 240, 230)
#: the least size of any word on the table: 9 px in the 550 px preview of 1000 px
SMALL = CARD_TEXT_MIN


#: what no Wild Cards picture draws
UNDRAWN = ("version", "events", "title", "game", "pick_order", "leo_index", "talisman",
           "talisman_name", "result")
#: what the table picture leaves to the channel message's text: it changes within a phase
SAID = ("to_act", "picker", "waiting_for", "phase_label", "phase", "status", "waiting")
#: a participant's fields the text says instead (their hand size, face-down bid, doing)
SAID_OF = ("hand_size", "bid_cards", "has_bid", "picked", "declined", "refilling", "paying",
           "tie_paid")


def table_facts(view: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Exactly what the table picture draws in ``lang`` (so ``renderers.picture_key`` can key
    on it: the language is part of the facts)."""
    facts = {k: v for k, v in view.items()
             if k not in UNDRAWN + SAID and not k.startswith("my_")}
    facts.pop("hand", None)
    facts.pop("seat", None)
    facts["participants"] = [{k: v for k, v in p.items() if k not in SAID_OF}
                             for p in view.get("participants") or []]
    over = bool(view.get("over"))
    return {**facts, "part": part(view), "line": waiting_line(view, lang) if over else "",
            "lang": lang}


#: the phases of a round's first part, the secret bids
BIDDING = ("bid", "eagle")


def part(view: dict[str, Any]) -> str:
    """The round's part the picture is of: the secret bids, or the reveal and the picks."""
    return "bids" if view.get("phase") in BIDDING else "picks"


def part_label(name: str, lang: str) -> str:
    """"secret bids" or "reveal and picks", said in ``lang``."""
    return tr(lang, "wc-pic-part-bids" if name == "bids" else "wc-pic-part-picks")


def hand_sizes(view: dict[str, Any], lang: str) -> str:
    """The cards in each hand ("Cards in hand: alice 7, bob 8"): public (the rulebook keeps
    them visible), and said in text since a bid or a payment changes them."""
    sizes = [tr(lang, "wc-bot-hand-of", name=str(p.get("name", "")),
                count=int(p.get("hand_size") or 0))
             for p in view.get("participants") or []]
    return tr(lang, "wc-bot-hands", hands=listing(lang, sizes)) if sizes else ""


def status_of(view: dict[str, Any], p: dict[str, Any], lang: str) -> str:
    """What a participant is doing now (placing a bid, paying a tie, took an animal), as the
    channel's text says it; never what a face-down bid is."""
    status: list[str] = []
    if not p.get("bid") and p.get("bid_cards"):
        status.append(tr(lang, "wc-pic-bid-placed") if p.get("has_bid")
                      else tr(lang, "wc-pic-placing"))
    elif not p.get("bid") and view.get("phase") == "bid" and not p.get("has_bid"):
        status.append(tr(lang, "wc-pic-bidding"))
    if p.get("picked"):
        status.append(tr(lang, "wc-pic-took", species=str(p["picked"])))
    if p.get("declined"):
        status.append(tr(lang, "wc-pic-declined"))
    if p.get("refilling"):
        status.append(tr(lang, "wc-pic-refilling"))
    if p.get("paying"):
        status.append(tr(lang, "wc-pic-paying-done") if p.get("tie_paid")
                      else tr(lang, "wc-pic-paying"))
    return " · ".join(status)


# -- the table ---------------------------------------------------------------------------------
#: 770 px wide: 18 px words are 7.0 px in the phone's 300 px box
TABLE_WIDTH = 770
INNER = TABLE_WIDTH - 24
TITLE_H = 46
#: the grid: a species' column, and a participant's row (its name line, then its cells)
CELL_W = 66
NAME_H, CELLS_H, ROW_GAP = 26, 33, 3
ROW_H = NAME_H + CELLS_H + 4
#: where the species' columns begin, and the text under them
GRID_X = 12
AFTER_CELLS = GRID_X + 6 + len(SPECIES_ORDER) * CELL_W + 8


def title_band(draw: ImageDraw.ImageDraw, width: int, title: str, subtitle: str) -> None:
    """The dark band on top: the title at 24 px, the subtitle at its right at 18 px or more
    (``title_bar``'s subtitle may shrink below that)."""
    draw.rectangle((0, 0, width, TITLE_H), fill=TITLE_FILL)
    sub_w = min(text_width(subtitle, 20), width // 2) if subtitle else 0
    draw_text(draw, (16, TITLE_H / 2), title, 24, fill=WHITE, bold=True, anchor="lm",
              max_width=width - sub_w - 52, min_size=SMALL)
    if subtitle:
        draw_text(draw, (width - 16, TITLE_H / 2), subtitle, 20, fill=SUBTITLE,
                  anchor="rm", max_width=sub_w, min_size=SMALL)


def _column_x(i: int) -> int:
    return GRID_X + 6 + i * CELL_W


#: the header's notes at the right of the species' columns: "Leaders" beside the last name
#: of the first line (which may run past its column), the others from the columns' end
NOTES_X = AFTER_CELLS + CELL_W // 2
NOTES_W = TABLE_WIDTH - 14 - AFTER_CELLS
LINE = 24
HEADER_H = 8 + 3 * LINE


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], y: int, lang: str) -> int:
    """The grid's head: each species' name (staggered over two lines, so that a long name has
    two columns of room) on its habitat's colour, its leader's points under it; at the right,
    "Leaders", what the star means and what the points are. Returns its height."""
    leaders = view.get("leaders") or {}
    species = view.get("species") or {}
    for i, sp in enumerate(SPECIES_ORDER):
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        draw.rectangle((_column_x(i) + 2, y + 4, _column_x(i) + CELL_W - 2, y + 4 + 3 * LINE),
                       fill=shade(color, 1.6))
    for i, sp in enumerate(SPECIES_ORDER):
        cx = _column_x(i) + CELL_W / 2
        draw_text(draw, (cx, y + 4 + (1 - i % 2) * LINE + 12), species_name(sp, lang), SMALL,
                  bold=True, anchor="mm", max_width=2 * CELL_W - 4, min_size=SMALL)
        points = (leaders.get(sp) or {}).get("points", 1)
        draw_text(draw, (cx, y + 4 + 2 * LINE + 12),
                  tr(lang, "wc-pic-leader-points", points=points), SMALL, fill=LEADER_INK,
                  anchor="mm", max_width=CELL_W - 4, min_size=SMALL)
    draw_text(draw, (NOTES_X, y + 4), tr(lang, "wc-pic-leaders"), 20, bold=True,
              max_width=TABLE_WIDTH - 14 - NOTES_X, min_size=SMALL)
    draw_text(draw, (AFTER_CELLS, y + 4 + LINE + 2), tr(lang, "wc-pic-leader"), SMALL,
              fill=LEADER_INK, max_width=NOTES_W, min_size=SMALL)
    draw_text(draw, (AFTER_CELLS, y + 4 + 2 * LINE + 2), tr(lang, "wc-pic-score-note"), SMALL,
              fill=MUTED, max_width=NOTES_W, min_size=SMALL)
    return HEADER_H


def _bid_chip(draw: ImageDraw.ImageDraw | None, card: dict[str, Any], x: float, y: float,
              lang: str) -> int:
    """A bid's (or payment's) card as a chip in its habitat's colour: its value and the habitat's
    initial ("2 S"; the Refill card's sign); returns its width (only measures without
    ``draw``)."""
    habitat = str(card.get("habitat", ""))
    text = ("⟳" if card.get("refill")
            else f"{card.get('value', '')} {habitat_name(habitat, lang)[:1]}")
    w = max(BID_CHIP[0], text_width(text, 20, True) + (28 if habitat == "wild" else 14))
    if draw is not None:
        ink = habitat_fill(draw, (x, y, x + w, y + BID_CHIP[1]), habitat, radius=6)
        draw_text(draw, (x + w / 2, y + BID_CHIP[1] / 2), text, 20, bold=True, fill=ink,
                  anchor="mm")
    return w


#: a bid's chip in a participant's row
BID_CHIP = (40, 30)


def _bid(draw: ImageDraw.ImageDraw | None, p: dict[str, Any], x: int, y: int,
         lang: str) -> int:
    """The bid (face down, or the card once revealed, after "bid") and the payment (after
    "paid"); returns the width used (only measures without ``draw``)."""
    start = x
    bid = p.get("bid")

    def label(key: str) -> int:
        if draw is not None:
            draw_text(draw, (x, y + BID_CHIP[1] / 2), tr(lang, key), SMALL, fill=MUTED,
                      anchor="lm")
        return text_width(tr(lang, key), SMALL) + 4

    if bid or p.get("bid_cards"):
        x += label("wc-pic-bid")
    if bid:
        x += _bid_chip(draw, bid, x, y, lang) + 6
        if p.get("payment"):
            x += label("wc-pic-paid")
        for card in (p.get("payment") or [])[:4]:
            x += _bid_chip(draw, card, x, y, lang) + 4
    elif p.get("bid_cards"):
        if draw is not None:
            for k in range(int(p.get("bid_cards", 0))):
                card_back(draw, (x + k * 12, y), BID_CHIP)
        x += BID_CHIP[0] + 12 * (int(p.get("bid_cards", 0)) - 1) + 6
    return x - start


def _tokens(p: dict[str, Any], lang: str) -> str:
    """The score tokens as words, largest first ("score tokens 4 2 1")."""
    chips = [str(v) for v, n in sorted((p.get("tokens") or {}).items(), key=lambda t: -int(t[0]))
             for _ in range(int(n))]
    return f"{tr(lang, 'wc-pic-tokens')} {' '.join(chips)}" if chips else ""


def _tags(view: dict[str, Any], p: dict[str, Any],
          lang: str) -> list[tuple[str, Color, Color | None]]:
    """A participant's badges: Leo, the Talisman (text, fill, ink)."""
    tags: list[tuple[str, Color, Color | None]] = []
    if p.get("is_leo"):
        tags.append((tr(lang, "wc-pic-leo"), FAINT, INK))
    if p.get("talisman"):
        tags.append((tr(lang, "wc-pic-talisman"), TALISMAN, None))
    return tags


def _score(p: dict[str, Any], lang: str) -> tuple[str, int, bool]:
    """(the points now, or "not scored" for Leo; its size; bold)."""
    if p.get("is_leo"):  # the rulebook: Leo gets no score tokens and is not scored
        return tr(lang, "wc-pic-not-scored"), SMALL, False
    score = p.get("score")
    return tr(lang, "wc-pic-score", score=p.get("points", 0) if score is None else score), 22, True


RIGHT = TABLE_WIDTH - GRID_X - 10
LEFT = GRID_X + 10
NAME_SIZE = 20


def _row(view: dict[str, Any], p: dict[str, Any], lang: str) -> dict[str, Any]:
    """Where a participant's row puts its words: the name's size, then its score tokens on the
    name's line or the cells' line where they fit, else on a line below."""
    score, size, bold = _score(p, lang)
    score_w = text_width(score, size, bold)
    tags_w = sum(text_width(t, SMALL, True) + 18 for t, _, _ in _tags(view, p, lang))
    name = str(p.get("name", ""))
    name_room = max(60, RIGHT - score_w - 20 - LEFT - tags_w)
    name_w = min(text_width(name, NAME_SIZE, True), name_room)
    line1 = [LEFT + name_w + 10 + tags_w + 6, RIGHT - score_w - 14]
    line2 = [AFTER_CELLS + _bid(None, p, 0, 0, lang) + 6, RIGHT]
    out: dict[str, Any] = {"name_room": name_room, "extra": []}
    tokens = _tokens(p, lang)
    if tokens:
        w = text_width(tokens, SMALL)
        for line_no, line in ((1, line1), (2, line2)):
            if line[1] - line[0] >= w:
                out["tokens"] = (line_no, line[1])
                break
        else:
            out["extra"].append((tokens, False))
    lines = wrap(" · ".join(t for t, _ in out["extra"]), RIGHT - LEFT, SMALL, True)
    out["extra_h"] = len(lines) * EXTRA_STEP if out["extra"] else 0
    out["height"] = ROW_H + out["extra_h"]
    return out


EXTRA_STEP = int(SMALL * 1.2)


def _participant(draw: ImageDraw.ImageDraw, view: dict[str, Any], p: dict[str, Any], y: int,
                 lang: str) -> int:
    """A participant's row: name, tags and points on top; its cell under each species (a
    leader's framed in gold, starred), then its revealed bid and payment; its score tokens
    where they fit. Returns its height."""
    row = _row(view, p, lang)
    panel(draw, (GRID_X, y, TABLE_WIDTH - GRID_X, y + row["height"] - 2), outline=PANEL_EDGE,
          width=2, radius=8)
    score, size, bold = _score(p, lang)
    draw_text(draw, (RIGHT, y + (2 if bold else 5)), score, size, bold=bold,
              fill=INK if bold else MUTED, anchor="ra")
    x = LEFT + draw_text(draw, (LEFT, y + 3), str(p.get("name", "")), NAME_SIZE, bold=True,
                         max_width=row["name_room"], min_size=SMALL) + 10
    for text, fill, ink in _tags(view, p, lang):
        x += badge(draw, (x, y + 3), text, SMALL, fill=fill, ink=ink) + 6
    # the collection: one cell per species, a leader's framed in gold with a star
    leads = set(p.get("leaders", []))
    species = view.get("species") or {}
    cy = y + NAME_H
    for i, sp in enumerate(SPECIES_ORDER):
        count = int((p.get("collection") or {}).get(sp, 0))
        color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
        box = (_column_x(i) + 4, cy, _column_x(i) + CELL_W - 4, cy + CELLS_H - 4)
        lead = sp in leads
        draw.rounded_rectangle(box, radius=6, fill=shade(color, 1.55) if count or lead
                               else EMPTY_CELL, outline=GOLD if lead else shade(color, 0.7),
                               width=4 if lead else 1)
        if count or lead:
            draw_text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                      f"{'★' if lead else ''}{count}", 20, bold=True, anchor="mm")
    _bid(draw, p, AFTER_CELLS, cy, lang)
    if "tokens" in row:
        line_no, at = row["tokens"]
        draw_text(draw, (at, (y + 14) if line_no == 1 else (cy + 15)), _tokens(p, lang), SMALL,
                  fill=MUTED, anchor="rm")
    if row["extra"]:
        draw_paragraph(draw, (LEFT, y + ROW_H - 4, RIGHT, y + row["height"]),
                       " · ".join(t for t, _ in row["extra"]), SMALL, bold=True, fill=INK,
                       min_size=SMALL, spacing=1.2)
    return int(row["height"])


def waiting_line(view: dict[str, Any], lang: str) -> str:
    """Whom the table waits for, or, at the end, who won (the result's first place, as the
    result picture names them)."""
    waiting = view.get("waiting_for") or []
    if waiting:
        return tr(lang, "wc-pic-waiting", names=listing(lang, [str(w) for w in waiting]))
    if not view.get("over"):
        return ""
    return (winner_text((view.get("result") or {}).get("ranking", []), lang)
            or tr(lang, "wc-pic-over"))


def table_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """770 px wide: the display, then the grid of species and participants (at the end, who
    won above them)."""
    view = table_facts(view, lang)
    participants = view.get("participants", [])
    line = view["line"]
    line_h = len(wrap(line, INNER - 8, 20, True)) * 24 + 8 if line else 4
    height = (TITLE_H + 6 + line_h + display_height(view, INNER, lang) + 2 + HEADER_H
              + sum(_row(view, p, lang)["height"] + ROW_GAP for p in participants) + 6)
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_band(draw, TABLE_WIDTH, tr(lang, "wc-pic-title", round=view.get("round", "?")),
               part_label(view["part"], lang))
    y = TITLE_H + 6
    if line:
        draw_paragraph(draw, (16, y, TABLE_WIDTH - 16, y + line_h), line, 20, bold=True,
                       fill=HIGHLIGHT, min_size=20, spacing=1.2)
    y += line_h
    y += draw_display(draw, view, y, INNER, lang, x0=12) + 2
    y += _header(draw, view, y, lang)
    for p in participants:
        y += _participant(draw, view, p, y, lang) + ROW_GAP
    return image
