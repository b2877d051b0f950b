"""The Wild Cards table for the channel, 1000 px wide so that every word (17 px or more) stays
9 px or more in Discord's ~550 px preview: whom it waits for, the last move on a red band, the
display, the six Leader cards, then one row per participant with its collection, bid, points and
score tokens. Before the reveal a face-down bid shows as a card back (who has bid, never what);
after the reveal the card itself."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    FAINT,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL_EDGE,
    Color,
    badge,
    draw_paragraph,
    draw_text,
    new_canvas,
    panel,
    shade,
    static_layer,
    text_width,
    title_bar,
    wrap,
)
from renderers.result import winner_text
from renderers.wildcards.cards import (
    CARD_TEXT_MIN,
    HABITAT_COLORS,
    SPECIES_ORDER,
    card_back,
    habitat_card,
    species_name,
)
from renderers.wildcards.display import draw_display
from words import LANGUAGES, listing, say, tr

TITLE_FILL: Color = (74, 58, 40)
TALISMAN: Color = (120, 60, 160)
LEADER_INK: Color = (150, 100, 0)
EMPTY_CELL: Color = (244, 240, 230)
LAST_FILL: Color = (253, 234, 230)
#: the least size of any word on the table: 9 px in the 550 px preview of 1000 px
SMALL = CARD_TEXT_MIN


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
    return {**facts, "last": last_event(view, lang), "line": waiting_line(view, lang),
            "lang": lang}


def _score_tokens(draw: ImageDraw.ImageDraw, tokens: dict[str, int], x: int, y: int,
                  width: int, lang: str) -> None:
    """Score tokens as round chips, largest value first, from ``x`` in ``width`` px (a second
    line when many), under a label so that nobody takes them for coins to pay with."""
    chips = [int(v) for v, n in sorted(tokens.items(), key=lambda t: -int(t[0]))
             for _ in range(int(n))]
    if not chips:
        return
    draw_text(draw, (x + width, y), tr(lang, "wc-pic-tokens"), SMALL, fill=MUTED, anchor="ra",
              max_width=width, min_size=SMALL)
    cx, cy = x + width, y + 44
    for value in chips[:12]:
        r = 15 + {1: 0, 2: 1, 4: 2, 8: 3}.get(value, 0)
        if cx - 2 * r < x:
            cx, cy = x + width, cy + 40
        draw.ellipse((cx - 2 * r, cy - r, cx, cy + r), fill=GOLD, outline=INK, width=2)
        draw_text(draw, (cx - r, cy + 1), str(value), SMALL + 1, bold=True, anchor="mm")
        cx -= 2 * r + 4


# -- the table ---------------------------------------------------------------------------------
#: 1000 px wide, so that every word drawn at ``SMALL`` (17 px) or more is 9 px or more in
#: Discord's ~550 px preview; the rows grow downwards instead
TABLE_WIDTH = 1000
INNER = TABLE_WIDTH - 32
#: the right-hand column of a participant's row (points, score tokens)
SCORE_W = 220
#: a participant's row: name line, collection line(s), hand and bid line
NAME_H, CHIP_H, BID_H = 44, 40, 76


def _chips(p: dict[str, Any], view: dict[str, Any],
           lang: str) -> list[tuple[str, Color, bool]]:
    """The collection as chips: one per species held ("Peacock 2", a star on a leader's)."""
    leads = set(p.get("leaders", []))
    species = view.get("species") or {}
    out = []
    for sp in SPECIES_ORDER:
        count = int((p.get("collection") or {}).get(sp, 0))
        if count or sp in leads:
            color = HABITAT_COLORS.get(str(species.get(sp, "")), FAINT)
            out.append((f"{'★ ' if sp in leads else ''}{species_name(sp, lang)} {count}",
                        color, sp in leads))
    return out


def _chip_lines(chips: list[tuple[str, Color, bool]], width: int) -> list[list[int]]:
    """The chips' widths, line by line within ``width`` px."""
    lines: list[list[int]] = [[]]
    used = 0
    for text, _, _ in chips:
        w = text_width(text, CHIP_SIZE, True) + 20
        if lines[-1] and used + w > width:
            lines.append([])
            used = 0
        lines[-1].append(w)
        used += w + 8
    return lines


CHIP_SIZE = 19


def row_height(p: dict[str, Any], view: dict[str, Any], lang: str) -> int:
    """A participant's row: its name, its collection's lines, its hand and bid."""
    lines = len(_chip_lines(_chips(p, view, lang), INNER - SCORE_W - 40))
    return 8 + NAME_H + max(1, lines) * CHIP_H + BID_H + 4


def _status(view: dict[str, Any], p: dict[str, Any], lang: str) -> str:
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


def _participant(image: Image.Image, view: dict[str, Any], p: dict[str, Any], y: int,
                 lang: str) -> int:
    """One row per participant: name and tags, points; the collection, score tokens; hand,
    bid, payment and what it is doing. Returns the row's height."""
    draw = ImageDraw.Draw(image)
    h = row_height(p, view, lang)
    right = 16 + INNER
    left_w = INNER - SCORE_W - 40
    index = int(p.get("index", 0))
    acting = index in view.get("to_act", []) or view.get("picker") == index
    panel(draw, (16, y, right, y + h), outline=HIGHLIGHT if acting else PANEL_EDGE,
          width=4 if acting else 2)
    tags = [(tr(lang, "wc-pic-leo"), FAINT, INK)] if p.get("is_leo") else []
    if p.get("talisman"):
        tags.append((tr(lang, "wc-pic-talisman"), TALISMAN, None))
    if acting:
        tags.append((tr(lang, "wc-pic-to-act"), HIGHLIGHT, None))
    tags_w = sum(text_width(t, TAG_SIZE, True) + 20 for t, _, _ in tags)
    x = 30 + draw_text(draw, (30, y + 10), str(p.get("name", "")), 26, bold=True,
                       max_width=left_w - tags_w, min_size=18) + 12
    for text, fill, ink in tags:
        x += badge(draw, (x, y + 14), text, TAG_SIZE, fill=fill, ink=ink) + 8
    # the collection: one chip per species held, a leader's starred and framed in gold
    chips = _chips(p, view, lang)
    cy = y + 8 + NAME_H
    if not chips:
        draw_text(draw, (30, cy + 6), tr(lang, "wc-pic-no-animals"), SMALL + 1, fill=MUTED,
                  max_width=left_w, min_size=SMALL)
    k = 0
    for line in _chip_lines(chips, left_w) if chips else []:
        cx = 30
        for w in line:
            text, color, lead = chips[k]
            k += 1
            draw.rounded_rectangle((cx, cy, cx + w, cy + CHIP_H - 6), radius=8,
                                   fill=shade(color, 1.55),
                                   outline=GOLD if lead else shade(color, 0.7),
                                   width=4 if lead else 1)
            draw_text(draw, (cx + w / 2, cy + (CHIP_H - 6) / 2), text, CHIP_SIZE, bold=True,
                      anchor="mm")
            cx += w + 8
        cy += CHIP_H
    _bid_line(draw, view, p, cy + 4, left_w, acting, lang)
    # points: the total the result would give now, and the score tokens within it
    sx = right - 14 - SCORE_W
    if p.get("is_leo"):  # the rulebook: Leo gets no score tokens and is not scored
        draw_text(draw, (right - 14, y + 12), tr(lang, "wc-pic-not-scored"), 20, fill=MUTED,
                  anchor="ra", max_width=SCORE_W, min_size=SMALL)
        return h
    score = p.get("score")
    score = p.get("points", 0) if score is None else score
    draw_text(draw, (right - 14, y + 6), tr(lang, "wc-pic-score", score=score), 30, bold=True,
              anchor="ra", max_width=SCORE_W, min_size=SMALL)
    _score_tokens(draw, p.get("tokens") or {}, sx, y + 8 + NAME_H, SCORE_W, lang)
    return h


TAG_SIZE = 18


def _bid_line(draw: ImageDraw.ImageDraw, view: dict[str, Any], p: dict[str, Any], y: int,
              width: int, acting: bool, lang: str) -> None:
    """Hand size, the bid (face down or revealed), the payment, then what the player does."""
    x = 30 + draw_text(draw, (30, y + 22), tr(lang, "wc-pic-hand-size",
                                               count=p.get("hand_size", 0)),
                       20, bold=True, anchor="lm") + 16
    bid = p.get("bid")
    if bid or p.get("bid_cards"):
        x += draw_text(draw, (x, y + 22), tr(lang, "wc-pic-bid"), SMALL + 1, fill=MUTED,
                       anchor="lm") + 6
    if bid:
        habitat_card(draw, (x, y), bid, (52, 68), lang=lang)
        x += 60
        if p.get("payment"):
            x += draw_text(draw, (x + 6, y + 22), tr(lang, "wc-pic-paid"), SMALL + 1,
                           fill=MUTED, anchor="lm") + 12
        for card in (p.get("payment") or [])[:6]:
            habitat_card(draw, (x, y + 2), card, (46, 64), lang=lang)
            x += 50
    elif p.get("bid_cards"):
        for k in range(int(p.get("bid_cards", 0))):
            card_back(draw, (x + k * 20, y), (50, 68))
        x += 50 + 20 * (int(p.get("bid_cards", 0)) - 1) + 8
    status = _status(view, p, lang)
    if status:
        draw_paragraph(draw, (x + 8, y, 30 + width, y + BID_H - 8), status, 20, bold=True,
                       fill=HIGHLIGHT if acting else INK, min_size=SMALL, spacing=1.1)


#: the six Leader cards, three by two: a card's width and the lines its power may take
LEADER_COLS = 3
LEADER_W = (INNER - 28 - (LEADER_COLS - 1) * 8) // LEADER_COLS
POWER_SIZE = SMALL


@lru_cache(maxsize=8)
def leader_card_height() -> int:
    """A Leader card's height: its name and holder, then the longest power of any language
    (so the table is laid out alike in every language)."""
    lines = max(len(wrap(tr(lang, f"wc-power-{sp}"), LEADER_W - 14, POWER_SIZE))
                for lang in LANGUAGES for sp in SPECIES_ORDER)
    return 58 + lines * int(POWER_SIZE * 1.15) + 6


def leaders_height() -> int:
    return 42 + 2 * (leader_card_height() + 8)


def _leader_box(i: int) -> tuple[int, int, int, int]:
    """Where the ``i``-th Leader card lies within the leaders panel."""
    x = 14 + (i % LEADER_COLS) * (LEADER_W + 8)
    y = 40 + (i // LEADER_COLS) * (leader_card_height() + 8)
    return x, y, x + LEADER_W, y + leader_card_height()


@static_layer
def leaders_base(lang: str, cards: tuple[tuple[str, str, Any], ...]) -> Image.Image:
    """The leaders panel without its holders (what never changes: names, points, powers),
    drawn once per language and pasted into every table."""
    image = new_canvas(INNER, leaders_height())
    draw = ImageDraw.Draw(image)
    panel(draw, (0, 0, INNER - 1, leaders_height() - 1))
    x = 14 + draw_text(draw, (14, 8), tr(lang, "wc-pic-leaders"), 22, bold=True) + 16
    draw_text(draw, (INNER - 14, 12), tr(lang, "wc-pic-leader"), SMALL, fill=LEADER_INK,
              anchor="ra", max_width=INNER - 14 - x, min_size=SMALL)
    for i, (sp, habitat, points) in enumerate(cards):
        x0, y0, x1, y1 = _leader_box(i)
        color = HABITAT_COLORS.get(habitat, FAINT)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=shade(color, 1.6),
                               outline=FAINT, width=1)
        points = tr(lang, "wc-pic-leader-points", points=points)
        points_w = draw_text(draw, (x1 - 8, y0 + 6), points, SMALL, fill=MUTED, anchor="ra")
        draw_text(draw, (x0 + 8, y0 + 5), species_name(sp, lang), 20, bold=True,
                  max_width=LEADER_W - 24 - points_w, min_size=SMALL)
        draw_paragraph(draw, (x0 + 7, y0 + 56, x1 - 7, y1 - 4), tr(lang, f"wc-power-{sp}"),
                       POWER_SIZE, fill=MUTED, min_size=POWER_SIZE, spacing=1.15)
    return image


def _leaders(image: Image.Image, view: dict[str, Any], y: int, lang: str) -> int:
    """The six Leader cards: the fixed layer pasted, then each holder (gold frame) or
    "free"."""
    leaders = view.get("leaders") or {}
    species = view.get("species") or {}
    cards = tuple((sp, str(species.get(sp, "")), (leaders.get(sp) or {}).get("points", 1))
                  for sp in SPECIES_ORDER)
    image.paste(leaders_base(lang, cards), (16, y))
    draw = ImageDraw.Draw(image)
    for i, sp in enumerate(SPECIES_ORDER):
        x0, y0, x1, y1 = _leader_box(i)
        holder = (leaders.get(sp) or {}).get("holder_name")
        if holder:
            draw.rounded_rectangle((16 + x0, y + y0, 16 + x1, y + y1), radius=8, outline=GOLD,
                                   width=3)
        draw_text(draw, (16 + x0 + 8, y + y0 + 30), holder or tr(lang, "wc-pic-free"), 19,
                  bold=True, fill=INK if holder else MUTED, max_width=LEADER_W - 16,
                  min_size=SMALL)
    return leaders_height()


def _last(draw: ImageDraw.ImageDraw, text: str, y: int, width: int, lang: str) -> int:
    """The last move on a light red band with a red mark, as plain words."""
    h = last_height(text, width, lang) - 10
    draw.rounded_rectangle((16, y, 16 + width, y + h), radius=8, fill=LAST_FILL,
                           outline=HIGHLIGHT, width=2)
    draw.rectangle((30, y + h / 2 - 9, 48, y + h / 2 + 9), fill=HIGHLIGHT)
    draw_paragraph(draw, (60, y + 8, width, y + h - 4), tr(lang, "wc-pic-last", text=text), 20,
                   bold=True, min_size=SMALL)
    return h


def last_height(text: str | None, width: int, lang: str) -> int:
    """The height of the red band ``_last`` draws for ``text`` (0 without one); the hand's tie
    band is measured the same way."""
    if not text:
        return 0
    lines = wrap(tr(lang, "wc-pic-last", text=text), width - 60, 20, True)
    return len(lines) * int(20 * 1.2) + 16 + 10


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
    """Portrait, 1000 px: whom it waits for, the last move, the display, the leaders, then
    one row per participant."""
    view = table_facts(view, lang)
    participants = view.get("participants", [])
    last = view.get("last")
    line = view["line"]
    line_h = len(wrap(line, INNER - 16, 24, True)) * 29 + 14 if line else 8
    rows = [row_height(p, view, lang) for p in participants]
    height = (56 + line_h + last_height(last, INNER, lang) + DISPLAY_H + 10
              + leaders_height() + 10 + 36 + sum(h + 10 for h in rows) + 6)
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, TABLE_WIDTH, tr(lang, "wc-pic-title", round=view.get("round", "?")),
              say(lang, view.get("phase_label", "")), fill=TITLE_FILL)
    y = 56 + 8
    if line:
        draw_paragraph(draw, (24, y, TABLE_WIDTH - 24, y + line_h), line, 24, bold=True,
                       fill=HIGHLIGHT, min_size=24, spacing=1.2)
    y = 56 + line_h
    if last:
        y += _last(draw, last, y, INNER, lang) + 10
    draw_display(draw, view, y, INNER, lang, DISPLAY_H)
    y += DISPLAY_H + 10
    y += _leaders(image, view, y, lang) + 10
    draw_text(draw, (TABLE_WIDTH - 30, y + 4), tr(lang, "wc-pic-score-note"), SMALL,
              fill=MUTED, anchor="ra", max_width=INNER - 28, min_size=SMALL)
    y += 36
    for p in participants:
        y += _participant(image, view, p, y, lang) + 10
    return image


#: the display panel's height on the table
DISPLAY_H = 250
