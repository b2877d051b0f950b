"""The final result of any game: ranking, total and the score broken down by category.

Input is ``State.result()`` (core.py: ``{"ranking": [{"seat", "name", "place", "score",
"breakdown"}], "categories": [...], "tiebreak": text}``), either as the view itself or under the
view's ``"result"`` key. Each player gets one row: place, name, total, a number per category
and a bar split by category, so the breakdown reads at a glance on a phone.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from renderers.common import (
    BACKGROUND,
    FAINT,
    GOLD,
    INK,
    MUTED,
    PANEL,
    Color,
    draw_text,
    encode_png,
    fit_text,
    new_canvas,
    panel,
    readable_on,
    title_bar,
    wrap,
)

WIDTH = 1000
#: category colours, in category order (Okabe–Ito plus two, distinguishable by colour-blind eyes;
#: every segment also carries its number)
CATEGORY_COLORS: list[Color] = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167),
                                (86, 180, 233), (213, 94, 0), (240, 228, 66), (140, 140, 140),
                                (120, 80, 170), (150, 100, 60)]
NEGATIVE: Color = (190, 30, 30)
PLACE_COLORS: dict[int, Color] = {1: GOLD, 2: (180, 180, 188), 3: (196, 128, 72)}
TITLES = {"wildlife": "WildLife", "wildcards": "Wild Cards", "evolution": "Evolution"}


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


def category_label(name: str) -> str:
    return str(name).replace("_", " ").capitalize()


def render(game: str, view: dict[str, Any]) -> bytes:
    return encode_png(result_image(game, view))


def result_image(game: str, view: dict[str, Any]) -> Image.Image:
    result = result_of(view)
    ranking = sorted(result.get("ranking", []), key=lambda r: (r.get("place", 99),
                                                                r.get("seat", 0)))
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

    row_h = 104
    legend_h = 44 + 34 * ((len(categories) + 3) // 4) if categories else 20
    tiebreak = str(result.get("tiebreak") or "")
    tie_lines = wrap(tiebreak, WIDTH - 60, 20) if tiebreak else []
    height = 56 + legend_h + row_h * len(ranking) + 30 * len(tie_lines) + 40
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_bar(draw, WIDTH, f"{TITLES.get(game, game.title())} — final result",
              f"{len(ranking)} players")

    # legend: one chip per category
    y = 56 + 18
    for i, cat in enumerate(categories):
        x = 24 + (i % 4) * 240
        yy = y + (i // 4) * 34
        draw.rounded_rectangle((x, yy, x + 26, yy + 26), radius=5,
                               fill=CATEGORY_COLORS[i % len(CATEGORY_COLORS)])
        draw_text(draw, (x + 34, yy + 13), category_label(cat), 22, anchor="lm", max_width=196)
    y = 56 + legend_h

    best = max([1] + [sum(max(0, _number(v)) for v in (r.get("breakdown") or {}).values())
                      for r in ranking] + [int(r.get("score", 0)) for r in ranking])
    for row in ranking:
        _draw_row(draw, row, categories, losing, y, row_h, best)
        y += row_h
    for line in tie_lines:
        draw_text(draw, (30, y + 8), line, 20, fill=MUTED)
        y += 30
    return image


def _draw_row(draw: ImageDraw.ImageDraw, row: dict[str, Any], categories: list[str],
              losing: list[str], y: int, row_h: int, best: int) -> None:
    place = int(row.get("place", 0))
    panel(draw, (16, y + 4, WIDTH - 16, y + row_h - 8), fill=PANEL)
    medal = PLACE_COLORS.get(place, FAINT)
    draw.ellipse((30, y + 20, 90, y + 80), fill=medal, outline=INK, width=2)
    draw_text(draw, (60, y + 51), str(place), 32, fill=readable_on(medal), bold=True,
              anchor="mm")
    name = fit_text(str(row.get("name", "")), 420, 30, True)
    name_end = 108 + draw_text(draw, (108, y + 14), name, 30, bold=True)
    score = int(row.get("score", 0))
    draw_text(draw, (WIDTH - 36, y + 30), str(score), 44, bold=True, anchor="rm")
    draw_text(draw, (WIDTH - 36, y + 66), "points", 18, fill=MUTED, anchor="rm")

    # the bar: one segment per category, its number inside when it fits, else after the bar
    breakdown = row.get("breakdown", {}) or {}
    bar_x, bar_y, bar_w, bar_h = 108, y + 54, WIDTH - 108 - 150, 32
    draw.rounded_rectangle((bar_x, bar_y, bar_x + bar_w, bar_y + bar_h), radius=6,
                           fill=(236, 230, 216))
    x = float(bar_x)
    small: list[str] = []
    negative: list[str] = []
    for cat in losing:
        value = _number(breakdown.get(cat, 0))
        if value < 0:
            negative.append(f"{category_label(cat)} −{-value}")
    for i, cat in enumerate(categories):
        value = _number(breakdown.get(cat, 0))
        if value <= 0:
            continue
        w = bar_w * value / best
        color = CATEGORY_COLORS[i % len(CATEGORY_COLORS)]
        draw.rectangle((x, bar_y, x + w, bar_y + bar_h), fill=color)
        label = str(value)
        if w >= 14 * len(label) + 6:
            draw_text(draw, (x + w / 2, bar_y + bar_h / 2), label, 22, bold=True,
                      fill=readable_on(color), anchor="mm")
        else:
            small.append(f"{category_label(cat)} {value}")
        x += w
    # categories too small for their segment, and losses, on the name line (right-aligned)
    notes = [(t, MUTED) for t in small] + [(t, NEGATIVE) for t in negative]
    nx = WIDTH - 150
    for text, color in reversed(notes):
        room = int(nx - name_end - 16)
        if room < 60:
            break
        nx -= draw_text(draw, (nx, y + 30), text, 19, fill=color, anchor="rm",
                        max_width=room) + 14
