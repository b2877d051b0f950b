"""The Wild Cards table for the channel, landscape (1600 px, so that Discord's ~550 × 350 px preview
keeps it readable): the last move on a red band, the display beside the six Leader cards, then one
row per participant with its collection, bid, points and score tokens. Before the reveal a face-down
bid shows as a card back (who has bid, never what); after the reveal the card itself."""

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
    Color,
    badge,
    draw_paragraph,
    draw_text,
    fit_paragraph,
    new_canvas,
    panel,
    shade,
    title_bar,
)
from renderers.i18n import listing, say, tr
from renderers.wildcards_cards import (
    HABITAT_COLORS,
    SPECIES_ORDER,
    card_back,
    habitat_card,
    species_name,
)
from renderers.wildcards_display import draw_display

TITLE_FILL: Color = (74, 58, 40)
TALISMAN: Color = (120, 60, 160)
LEADER_INK: Color = (150, 100, 0)
EMPTY_CELL: Color = (244, 240, 230)
LAST_FILL: Color = (253, 234, 230)


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
    draw_text(draw, (x - 8, y), tr(lang, "wc-pic-tokens"), 15, fill=MUTED, anchor="rm",
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
    tags = [(tr(lang, "wc-pic-leo"), FAINT, INK)] if p.get("is_leo") else []
    if p.get("talisman"):
        tags.append((tr(lang, "wc-pic-talisman"), TALISMAN, None))
    if acting:
        tags.append((tr(lang, "wc-pic-to-act"), HIGHLIGHT, None))
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
            draw_text(draw, (cx + cw / 2, y + 88), tr(lang, "wc-pic-leader"), 14, bold=True,
                      anchor="mm", fill=LEADER_INK, max_width=cw, min_size=9)
    # hand size and the state of the bid
    bx = 370 + 6 * (cw + 6) + 16
    draw_text(draw, (bx, y + 12), tr(lang, "wc-pic-hand-size", count=p.get("hand_size", 0)), 20,
              bold=True, max_width=120)
    bid = p.get("bid")
    status: list[str] = []
    score_x = right - 14 - SCORE_W   # the points column starts here
    if bid:
        draw_text(draw, (bx, y + 50), tr(lang, "wc-pic-bid"), 18, fill=MUTED, max_width=40,
                  min_size=10)
        habitat_card(draw, (bx + 44, y + 40), bid, (60, 80), lang=lang)
        px = bx + 124
        if p.get("payment"):
            draw_text(draw, (px, y + 14), tr(lang, "wc-pic-paid"), 15, fill=MUTED,
                      max_width=score_x - px)
        for card in (p.get("payment") or [])[:6]:
            habitat_card(draw, (px, y + 40), card, (44, 62), lang=lang)
            px += 48
    elif p.get("bid_cards"):
        for k in range(int(p.get("bid_cards", 0))):
            card_back(draw, (bx + 44 + k * 20, y + 44), (52, 70))
        draw_text(draw, (bx, y + 50), tr(lang, "wc-pic-bid"), 18, fill=MUTED, max_width=40,
                  min_size=10)
        status.append(tr(lang, "wc-pic-bid-placed") if p.get("has_bid")
                      else tr(lang, "wc-pic-placing"))
    elif view.get("phase") == "bid" and not p.get("has_bid"):
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
    draw_paragraph(draw, (30, y + 78, 30 + NAME_W, y + P_H - 6), " · ".join(status), 18,
                   bold=True, fill=HIGHLIGHT if acting else INK, min_size=12, spacing=1.1)
    # points: the total the result would give now, and the score tokens within it
    if p.get("is_leo"):  # the rulebook: Leo gets no score tokens and is not scored
        draw_text(draw, (right - 14, y + 12), tr(lang, "wc-pic-not-scored"), 20, fill=MUTED,
                  anchor="ra", max_width=SCORE_W)
        return
    score = p.get("score")
    score = p.get("points", 0) if score is None else score
    draw_text(draw, (right - 14, y + 6), tr(lang, "wc-pic-score", score=score), 30, bold=True,
              anchor="ra", max_width=SCORE_W)
    draw_text(draw, (right - 14, y + 44), tr(lang, "wc-pic-score-note"), 15, fill=MUTED,
              anchor="ra", max_width=SCORE_W)
    _score_tokens(draw, p.get("tokens") or {}, right - 14, y + 100, lang, SCORE_W)


TOP_H = 272   # the display and the leaders


LEADER_COLS = 3


def _leaders(draw: ImageDraw.ImageDraw, view: dict[str, Any], x0: int, y: int, width: int,
             h: int, lang: str) -> None:
    """The six Leader cards, three by two: holder, points and power."""
    panel(draw, (x0, y, x0 + width, y + h))
    draw_text(draw, (x0 + 14, y + 8), tr(lang, "wc-pic-leaders"), 22, bold=True,
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
        points = tr(lang, "wc-pic-leader-points", points=info.get("points", 1))
        points_w = draw_text(draw, (x + w - 8, by + 6), points, 14, fill=MUTED, anchor="ra")
        draw_text(draw, (x + 8, by + 5), species_name(sp, lang), 17, bold=True,
                  max_width=w - 20 - points_w, min_size=11)
        draw_text(draw, (x + 8, by + 27), holder or tr(lang, "wc-pic-free"), 16, bold=True,
                  fill=INK if holder else MUTED, max_width=w - 16, min_size=10)
        draw_paragraph(draw, (x + 7, by + 49, x + w - 7, by + bh - 4),
                       say(lang, info.get("power", "")), 13, fill=MUTED, min_size=9,
                       spacing=1.15)


def _last(draw: ImageDraw.ImageDraw, text: str, y: int, width: int, lang: str) -> int:
    """The last move on a light red band with a red mark, as plain words."""
    h = last_height(text, width, lang) - 10
    draw.rounded_rectangle((16, y, 16 + width, y + h), radius=8, fill=LAST_FILL,
                           outline=HIGHLIGHT, width=2)
    draw.rectangle((30, y + h / 2 - 9, 48, y + h / 2 + 9), fill=HIGHLIGHT)
    draw_paragraph(draw, (60, y + 8, width, y + h - 4), tr(lang, "wc-pic-last", text=text), 20,
                   bold=True)
    return h


def last_height(text: str | None, width: int, lang: str) -> int:
    """The height of the red band ``_last`` draws for ``text`` (0 without one); the hand's tie
    band is measured the same way."""
    if not text:
        return 0
    lines, size = fit_paragraph(tr(lang, "wc-pic-last", text=text), width - 60, 60, 20, bold=True)
    return len(lines) * int(size * 1.2) + 16 + 10


def table_image(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """Landscape: the last move, the display beside the leaders, one row per participant."""
    view = table_facts(view, lang)
    participants = view.get("participants", [])
    last = view.get("last")
    inner = TABLE_WIDTH - 32
    height = (56 + 44 + last_height(last, inner, lang) + TOP_H + 10
              + len(participants) * (P_H + 10) + 10)
    image = new_canvas(TABLE_WIDTH, height)
    draw = ImageDraw.Draw(image)
    title_bar(draw, TABLE_WIDTH, tr(lang, "wc-pic-title", round=view.get("round", "?")),
              say(lang, view.get("phase_label", "")), fill=TITLE_FILL)
    waiting = view.get("waiting_for") or []
    line = (tr(lang, "wc-pic-waiting", names=listing(lang, [str(w) for w in waiting])) if waiting
            else (tr(lang, "wc-pic-over") if view.get("over") else ""))
    draw_text(draw, (24, 56 + 22), line, 24, bold=True, fill=HIGHLIGHT, anchor="lm",
              max_width=TABLE_WIDTH - 48, min_size=13)
    y = 56 + 44
    if last:
        y += _last(draw, last, y, inner, lang) + 10
    display_w = 30 + max(2, len(participants) - 1) * 162 + 190   # the display holds one
    # animal fewer than there are participants (rulebook set-up), so its width is known
    draw_display(draw, view, y, display_w, lang, TOP_H)
    _leaders(draw, view, 16 + display_w + 12, y, inner - display_w - 12, TOP_H, lang)
    y += TOP_H + 10
    for p in participants:
        _participant(image, view, p, y, lang)
        y += P_H + 10
    return image
