"""The final result of any game: ranking, total and the score broken down by category.

Input is ``State.result()`` (core.py: ``{"ranking": [{"seat", "name", "place", "score",
"breakdown"}], "categories": [...], "tiebreak": text}``), either as the view itself or under the
view's ``"result"`` key. Each player gets one row: place, name, total, a number per category
and a bar split by category, so the breakdown reads at a glance on a phone.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine import GAMES
from renderers.common import (
    BACKGROUND,
    FAINT,
    GOLD,
    INK,
    MUTED,
    PANEL,
    WHITE,
    Color,
    draw_paragraph,
    draw_text,
    encode_png,
    fit_paragraph,
    make_palette,
    new_canvas,
    panel,
    readable_on,
    text_width,
    title_bar,
)
from words import DEFAULT, has, say, tr

WIDTH = 1000
#: category colours in category order, chosen so that every pair stays apart under simulated
#: deuteranopia and protanopia and neighbours differ most (tests/renderers/test_colour_blind.py);
#: segments are also parted by a white line and carry their numbers
CATEGORY_COLORS: list[Color] = [(0, 114, 178), (210, 210, 0), (110, 160, 250), (160, 0, 0),
                                (160, 210, 250), (250, 60, 0), (60, 160, 160), (90, 40, 120),
                                (60, 110, 110), (110, 160, 110)]
NEGATIVE: Color = (190, 30, 30)
BAR_BACK: Color = (236, 230, 216)
PLACE_COLORS: dict[int, Color] = {1: GOLD, 2: (180, 180, 188), 3: (196, 128, 72)}
COLORS: tuple[Color, ...] = (*CATEGORY_COLORS, NEGATIVE, BAR_BACK, *PLACE_COLORS.values(),
                             (52, 70, 58))
INKS: tuple[Color, ...] = (NEGATIVE,)


def result_of(view: dict[str, Any]) -> dict[str, Any]:
    """The result dict, whether the bot passed ``result()`` itself or a view holding it."""
    if "ranking" in view:
        return view
    result = view.get("result")
    if isinstance(result, dict) and "ranking" in result:
        return result
    raise ValueError("render_result needs State.result() or a view with a 'result' key")


def _number(value: Any) -> int | float:
    return value if isinstance(value, int | float) and not isinstance(value, bool) else 0


def category_label(name: str, lang: str = DEFAULT) -> str:
    """A score category's name in ``lang``: the engines name categories by catalog key
    (``wl-cat-herds``); results stored before the catalogs named them by word (``herds``:
    ``cat-herds``)."""
    for key in (str(name), f"cat-{name}"):
        if has(DEFAULT, key):
            return tr(lang, key)
    return str(name).replace("_", " ").capitalize()


ROW_FIELDS = ("seat", "name", "place", "score", "breakdown")


def result_facts(view: dict[str, Any]) -> dict[str, Any]:
    """Exactly what the result picture draws: the ranking in place order, the categories and
    the tie-break sentence."""
    result = result_of(view)
    ranking = sorted(result.get("ranking", []), key=lambda r: (r.get("place", 99),
                                                                r.get("seat", 0)))
    return {"ranking": [{k: row.get(k) for k in ROW_FIELDS} for row in ranking],
            "categories": list(result.get("categories", [])),
            "tiebreak": result.get("tiebreak")}


def winner_text(ranking: list[dict[str, Any]], lang: str = DEFAULT) -> str:
    """The winner named plainly; players sharing first place are all named."""
    first = [row for row in ranking if row.get("place") == 1]
    if not first:
        return ""
    return tr(lang, "result-winner", names=[str(row.get("name", "")) for row in first],
              count=len(first), score=first[0].get("score", 0))


def title_of(game: str) -> str:
    """The game's title as its registration names it (the same in every language)."""
    info = GAMES.get(game)
    return info.title if info is not None else game.title()


def render(game: str, view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    return encode_png(result_image(game, view, lang), make_palette(COLORS, INKS))


def result_image(game: str, view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    result = result_facts(view)
    ranking = result["ranking"]
    categories = [str(c) for c in result.get("categories", [])]
    for row in ranking:  # categories a game did not name still show
        for key in row.get("breakdown", {}) or {}:
            if key not in categories:
                categories.append(key)
    # the bars and legend hold only categories someone scored points in (a ledger may hold
    # many zeros); categories that only lose points are written in red beside the name
    losing = [c for c in categories
              if any(_number(r.get("breakdown", {}).get(c)) < 0 for r in ranking)]
    categories = [c for c in categories
                  if any(_number(r.get("breakdown", {}).get(c)) > 0 for r in ranking)]

    legend_h = 44 + 34 * ((len(categories) + 3) // 4) if categories else 20
    tiebreak = say(lang, result.get("tiebreak")) if result.get("tiebreak") else ""
    tie_lines = fit_paragraph(tiebreak, WIDTH - 60, 400, 20)[0] if tiebreak else []
    winner = winner_text(ranking, lang)
    winner_h = 64 if winner else 0
    best = max([1] + [sum(max(0, _number(v)) for v in (r.get("breakdown") or {}).values())
                      for r in ranking] + [int(r.get("score", 0)) for r in ranking])
    rows = [_row_layout(row, categories, losing, best, lang) for row in ranking]
    height = (56 + winner_h + legend_h + sum(r[0] for r in rows) + 30 * len(tie_lines) + 40)
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = tr(lang, "result-title", game=title_of(game))
    title_bar(draw, WIDTH, title, tr(lang, "result-players", count=len(ranking)))
    if winner:
        draw.rounded_rectangle((16, 66, WIDTH - 16, 56 + winner_h - 4), radius=10, fill=GOLD)
        draw_text(draw, (WIDTH / 2, 56 + winner_h / 2 + 3), winner, 30, bold=True, fill=INK,
                  anchor="mm", max_width=WIDTH - 60, min_size=TEXT_MIN)

    # legend: one chip per category, and the losses' stripes when someone lost points
    y = 56 + winner_h + 18
    chips = [(category_label(cat, lang), CATEGORY_COLORS[i % len(CATEGORY_COLORS)])
             for i, cat in enumerate(categories)]
    for i, (label, color) in enumerate(chips):
        x = 24 + (i % 4) * 240
        yy = y + (i // 4) * 34
        draw.rounded_rectangle((x, yy, x + 26, yy + 26), radius=5, fill=color)
        draw_text(draw, (x + 34, yy + 13), label, 22, anchor="lm", max_width=196,
                  min_size=TEXT_MIN)
    y = 56 + winner_h + legend_h

    for row, (row_h, notes) in zip(ranking, rows, strict=True):
        _draw_row(draw, row, categories, losing, y, row_h, best, notes, lang)
        y += row_h
    if tiebreak:
        draw_paragraph(draw, (30, y + 8, WIDTH - 30, y + 8 + 30 * len(tie_lines)), tiebreak,
                       20, fill=MUTED, spacing=1.5)
    return image


#: the smallest text of the result picture: 9 px when Discord shows it 550 px wide
TEXT_MIN = 17
NOTE_SIZE = 18
NAME_ROOM = 420
BAR_X = 108
BAR_W = WIDTH - BAR_X - 150


def _row_layout(row: dict[str, Any], categories: list[str], losing: list[str], best: int,
                lang: str) -> tuple[int, list[list[tuple[str, Color]]]]:
    """(row height, note lines): the categories too small for their segment and the losses,
    written under the bar in as many lines as they need, never shrunk below 9 px at 550."""
    breakdown = row.get("breakdown", {}) or {}
    notes: list[tuple[str, Color]] = []
    for cat in categories:
        value = _number(breakdown.get(cat, 0))
        if value > 0 and BAR_W * value / best < 14 * len(str(value)) + 6:
            notes.append((f"{category_label(cat, lang)} {value}", MUTED))
    for cat in losing:
        value = _number(breakdown.get(cat, 0))
        if value < 0:
            notes.append((f"{category_label(cat, lang)} −{-value}", NEGATIVE))
    lines: list[list[tuple[str, Color]]] = []
    room, used = WIDTH - BAR_X - 40, 0
    for text, color in notes:
        w = text_width(text, NOTE_SIZE) + NOTE_GAP
        if not lines or used + w > room:
            lines.append([])
            used = 0
        lines[-1].append((text, color))
        used += w
    return 112 + 26 * len(lines), lines


NOTE_GAP = 18
LOSS_H = 12


def _draw_row(draw: ImageDraw.ImageDraw, row: dict[str, Any], categories: list[str],
              losing: list[str], y: int, row_h: int, best: int,
              notes: list[list[tuple[str, Color]]], lang: str) -> None:
    """Medal, name, total; the bar of the points won by category and, under its end, a red
    bar as long as the points lost, so the bar reads as won minus lost and the black tick
    where the red one starts marks the score; then the small categories and the losses in
    words."""
    place = int(row.get("place", 0))
    panel(draw, (16, y + 4, WIDTH - 16, y + row_h - 8), fill=PANEL)
    medal = PLACE_COLORS.get(place, FAINT)
    draw.ellipse((30, y + 20, 90, y + 80), fill=medal, outline=INK, width=2)
    draw_text(draw, (60, y + 51), str(place), 32, fill=readable_on(medal), bold=True,
              anchor="mm")
    draw_text(draw, (BAR_X, y + 14), str(row.get("name", "")), 30, bold=True,
              max_width=NAME_ROOM, min_size=18)
    score = int(row.get("score", 0))
    draw_text(draw, (WIDTH - 36, y + 30), str(score), 44, bold=True, anchor="rm")
    draw_text(draw, (WIDTH - 36, y + 66), tr(lang, "result-points-of", count=score), 18,
              fill=MUTED, anchor="rm", max_width=130, min_size=TEXT_MIN)

    breakdown = row.get("breakdown", {}) or {}
    bar_y, bar_h = y + 52, 28
    draw.rounded_rectangle((BAR_X, bar_y, BAR_X + BAR_W, bar_y + bar_h), radius=6,
                           fill=BAR_BACK)
    x = float(BAR_X)
    for i, cat in enumerate(categories):
        value = _number(breakdown.get(cat, 0))
        if value <= 0:
            continue
        w = BAR_W * value / best
        color = CATEGORY_COLORS[i % len(CATEGORY_COLORS)]
        draw.rectangle((x, bar_y, x + w, bar_y + bar_h), fill=color)
        if x > BAR_X:
            draw.line((x, bar_y, x, bar_y + bar_h), fill=WHITE, width=2)
        label = str(value)
        if w >= 14 * len(label) + 6:
            draw_text(draw, (x + w / 2, bar_y + bar_h / 2), label, 22, bold=True,
                      fill=readable_on(color), anchor="mm")
        x += w
    lost = -sum(min(0, _number(breakdown.get(cat, 0))) for cat in losing)
    if lost:   # under the end of the bar, as long as the points lost: it ends at the score
        net = max(float(BAR_X), x - BAR_W * lost / best)
        draw.rectangle((net, bar_y + bar_h + 3, x, bar_y + bar_h + 3 + LOSS_H), fill=NEGATIVE)
        draw.line((net, bar_y - 3, net, bar_y + bar_h + 3 + LOSS_H), fill=INK, width=3)
    line_y = bar_y + bar_h + LOSS_H + 18
    for part in notes:
        nx = float(BAR_X)
        for text, color in part:
            nx += draw_text(draw, (nx, line_y), text, NOTE_SIZE, fill=color, anchor="lm",
                            max_width=WIDTH - 40 - int(nx)) + NOTE_GAP
        line_y += 26

