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
    SUBTITLE,
    WHITE,
    Color,
    draw_text,
    encode_png,
    make_palette,
    new_canvas,
    readable_on,
    text_width,
    wrap,
)
from words import DEFAULT, has, tr

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


#: 770 px wide with no text under 18 px: as displayed, 7 px in the phone's 300 px box and,
#: while the picture is at most 700 px tall, 9 px in the desktop's 350 px high box
#: (docs/renderers.md, "The box Discord shows a picture in")
WIDTH = 770
TEXT_MIN = 18
NOTE_SIZE = 18
MARGIN = 16
BAR_X = MARGIN
BAR_W = WIDTH - 2 * MARGIN
BAR_H = 24
LOSS_H = 7
NOTE_GAP = 16
NOTE_LINE = 22
HEAD = 40
LEGEND_LINE = 23
ROW_H = 66


def scored_categories(result: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(the categories someone won points in, in order; those someone lost points in): the
    bars and the legend hold only the first (a ledger may hold many zeros)."""
    ranking = result["ranking"]
    categories = [str(c) for c in result.get("categories", [])]
    for row in ranking:  # categories a game did not name still show
        for key in row.get("breakdown", {}) or {}:
            if key not in categories:
                categories.append(key)
    losing = [c for c in categories
              if any(_number(r.get("breakdown", {}).get(c)) < 0 for r in ranking)]
    won = [c for c in categories
           if any(_number(r.get("breakdown", {}).get(c)) > 0 for r in ranking)]
    return won, losing


def result_image(game: str, view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    result = result_facts(view)
    ranking = result["ranking"]
    categories, losing = scored_categories(result)
    labels = [category_label(cat, lang) for cat in categories]
    columns = legend_columns(labels)
    legend_h = LEGEND_LINE * (-(-len(categories) // columns)) + 8 if categories else 4
    winner = winner_text(ranking, lang)
    winner_lines = wrap(winner, WIDTH - 2 * MARGIN - 16, 22, True) if winner else []
    winner_h = 12 + 26 * len(winner_lines) if winner else 0
    best = max([1] + [sum(max(0, _number(v)) for v in (r.get("breakdown") or {}).values())
                      for r in ranking] + [int(r.get("score", 0)) for r in ranking])
    rows = [_row_layout(row, categories, losing, best, lang) for row in ranking]
    top = HEAD + winner_h + legend_h + 6
    height = top + sum(r[0] for r in rows) + 6
    image = new_canvas(WIDTH, height, BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEAD), fill=(52, 70, 58))
    title_w = draw_text(draw, (MARGIN, HEAD / 2), tr(lang, "result-title", game=title_of(game)),
                        22, fill=WHITE, bold=True, anchor="lm", max_width=WIDTH - 180,
                        min_size=TEXT_MIN)
    draw_text(draw, (WIDTH - MARGIN, HEAD / 2), tr(lang, "result-players", count=len(ranking)),
              TEXT_MIN, fill=SUBTITLE, anchor="rm", max_width=WIDTH - title_w - 50,
              min_size=TEXT_MIN)
    if winner:
        draw.rounded_rectangle((MARGIN, HEAD + 6, WIDTH - MARGIN, HEAD + winner_h),
                               radius=8, fill=GOLD)
        for i, line in enumerate(winner_lines):   # a long pair of names wraps, never cut
            draw_text(draw, (WIDTH / 2, HEAD + 19 + 26 * i), line, 22, bold=True, fill=INK,
                      anchor="mm")
    y = HEAD + winner_h + 8
    column = (WIDTH - 2 * MARGIN) // columns
    for i, label in enumerate(labels):   # a chip per category: its colour and its pattern
        x = MARGIN + (i % columns) * column
        yy = y + (i // columns) * LEGEND_LINE
        _segment(draw, (x, yy + 2, x + 30, yy + 22), i)
        draw_text(draw, (x + 36, yy + 12), label, TEXT_MIN, anchor="lm",
                  max_width=column - 40, min_size=TEXT_MIN)
    y = top
    for row, (row_h, notes) in zip(ranking, rows, strict=True):
        _draw_row(draw, row, categories, losing, y, row_h, best, notes, lang)
        y += row_h
    return image


def legend_columns(labels: list[str]) -> int:
    """As many legend columns (4, 3 or 2) as the longest label allows whole at 18 px."""
    widest = max((text_width(label, TEXT_MIN) for label in labels), default=0)
    return next((n for n in (4, 3) if (WIDTH - 2 * MARGIN) // n - 40 >= widest), 2)


def category_colour(index: int) -> Color:
    return CATEGORY_COLORS[index % len(CATEGORY_COLORS)]


#: a pattern per category besides its colour, so that categories are told apart by more than
#: colour: solid, then stripes of several directions, dots and a grid (the legend shows each)
PATTERNS = ("solid", "rising", "dots", "across", "falling", "upright", "grid", "cross", "bands",
            "posts")


def _segment(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
             index: int) -> None:
    """A bar segment (or a legend chip) of category ``index``: its colour, its pattern over
    it in the colour that reads on it."""
    x0, y0, x1, y1 = box
    colour = category_colour(index)
    draw.rectangle(box, fill=colour)
    pattern = PATTERNS[index % len(PATTERNS)]
    ink = readable_on(colour)
    h = y1 - y0
    step = 8
    if pattern in ("rising", "falling", "cross"):
        for start in range(int(x0 - h), int(x1) + 1, step):
            ax, bx = start, start + h
            if pattern != "falling":
                _clipped_line(draw, (ax, y1, bx, y0), box, ink)
            if pattern != "rising":
                _clipped_line(draw, (ax, y0, bx, y1), box, ink)
    if pattern in ("across", "grid"):
        for yy in range(int(y0) + 4, int(y1) - 1, step):
            draw.line((x0, yy, x1, yy), fill=ink, width=1)
    if pattern in ("upright", "grid"):
        for xx in range(int(x0) + 4, int(x1) - 1, step):
            draw.line((xx, y0, xx, y1), fill=ink, width=1)
    if pattern == "bands":
        draw.rectangle((x0, y0 + h / 2 - 2, x1, y0 + h / 2 + 2), fill=ink)
    if pattern == "posts":
        for xx in range(int(x0) + 5, int(x1) - 2, 14):
            draw.rectangle((xx, y0, xx + 3, y1), fill=ink)
    if pattern == "dots":
        for yy in range(int(y0) + 4, int(y1) - 2, 7):
            for xx in range(int(x0) + 3 + (yy % 2) * 3, int(x1) - 2, 7):
                draw.rectangle((xx, yy, xx + 1, yy + 1), fill=ink)


def _clipped_line(draw: ImageDraw.ImageDraw, line: tuple[float, float, float, float],
                  box: tuple[float, float, float, float], ink: Color) -> None:
    """A 45° line clipped to ``box`` (``line`` runs one box height across)."""
    ax, ay, bx, by = line
    x0, y0, x1, y1 = box
    slope = (by - ay) / (bx - ax)
    lo, hi = max(ax, x0), min(bx, x1)
    if lo < hi:
        draw.line((lo, ay + slope * (lo - ax), hi, ay + slope * (hi - ax)), fill=ink, width=1)


def _row_layout(row: dict[str, Any], categories: list[str], losing: list[str], best: int,
                lang: str) -> tuple[int, list[list[tuple[str, Color]]]]:
    """(row height, note lines): the categories too small for their segment and the losses,
    written under the bar in as many lines as they need, never under ``TEXT_MIN``."""
    breakdown = row.get("breakdown", {}) or {}
    notes: list[tuple[str, Color]] = []
    for cat in categories:
        value = _number(breakdown.get(cat, 0))
        if value > 0 and not _fits(BAR_W * value / best, str(value)):
            notes.append((f"{category_label(cat, lang)} {value}", MUTED))
    for cat in losing:
        value = _number(breakdown.get(cat, 0))
        if value < 0:
            notes.append((f"{category_label(cat, lang)} −{-value}", NEGATIVE))
    lines: list[list[tuple[str, Color]]] = []
    room, used = WIDTH - 2 * MARGIN, 0
    for text, color in notes:
        w = text_width(text, NOTE_SIZE) + NOTE_GAP
        if not lines or used + w > room:
            lines.append([])
            used = 0
        lines[-1].append((text, color))
        used += w
    return ROW_H + NOTE_LINE * len(lines), lines


def _fits(width: float, label: str) -> bool:
    """A segment holds its number (on a plate of its colour) with room to spare."""
    return width >= text_width(label, TEXT_MIN, True) + 10


def _draw_row(draw: ImageDraw.ImageDraw, row: dict[str, Any], categories: list[str],
              losing: list[str], y: int, row_h: int, best: int,
              notes: list[list[tuple[str, Color]]], lang: str) -> None:
    """Place, name and total on a line; under it the bar of the points won by category and,
    under the bar's end, a red bar as long as the points lost, a black tick where it starts
    (the score), below the bar so that it crosses no number; then the small categories and
    the losses in words."""
    place = int(row.get("place", 0))
    draw.rectangle((MARGIN // 2, y + 2, WIDTH - MARGIN // 2, y + row_h - 2), fill=PANEL,
                   outline=FAINT)
    medal = PLACE_COLORS.get(place, FAINT)
    draw.ellipse((MARGIN, y + 4, MARGIN + 26, y + 30), fill=medal, outline=INK, width=1)
    draw_text(draw, (MARGIN + 13, y + 17), str(place), TEXT_MIN, fill=readable_on(medal),
              bold=True, anchor="mm")
    score = int(row.get("score", 0))
    total_w = draw_text(draw, (WIDTH - MARGIN, y + 18), tr(lang, "result-points-of", count=score),
                        TEXT_MIN, fill=MUTED, anchor="rm", max_width=140, min_size=TEXT_MIN)
    total_w += 6 + draw_text(draw, (WIDTH - MARGIN - total_w - 6, y + 18), str(score), 24,
                             bold=True, anchor="rm")
    draw_text(draw, (MARGIN + 36, y + 18), str(row.get("name", "")), 22, bold=True,
              anchor="lm", max_width=WIDTH - 2 * MARGIN - 50 - total_w, min_size=TEXT_MIN)

    breakdown = row.get("breakdown", {}) or {}
    bar_y = y + 32
    draw.rectangle((BAR_X, bar_y, BAR_X + BAR_W, bar_y + BAR_H), fill=BAR_BACK)
    x = float(BAR_X)
    for i, cat in enumerate(categories):
        value = _number(breakdown.get(cat, 0))
        if value <= 0:
            continue
        w = BAR_W * value / best
        _segment(draw, (x, bar_y, x + w, bar_y + BAR_H), i)
        if x > BAR_X:
            draw.line((x, bar_y, x, bar_y + BAR_H), fill=WHITE, width=2)
        label = str(value)
        if _fits(w, label):
            half = text_width(label, TEXT_MIN, True) / 2 + 3
            colour = category_colour(i)
            draw.rectangle((x + w / 2 - half, bar_y + 3, x + w / 2 + half, bar_y + BAR_H - 3),
                           fill=colour)
            draw_text(draw, (x + w / 2, bar_y + BAR_H / 2), label, TEXT_MIN, bold=True,
                      fill=readable_on(colour), anchor="mm")
        x += w
    lost = -sum(min(0, _number(breakdown.get(cat, 0))) for cat in losing)
    loss_y = bar_y + BAR_H + 1
    if lost:   # under the end of the bar, as long as the points lost: it ends at the score
        net = max(float(BAR_X), x - BAR_W * lost / best)
        draw.rectangle((net, loss_y, x, loss_y + LOSS_H), fill=NEGATIVE)
        draw.line((net, loss_y, net, loss_y + LOSS_H + 2), fill=INK, width=3)
    line_y = loss_y + LOSS_H + 1 + NOTE_LINE / 2
    for part in notes:
        nx = float(MARGIN)
        for text, color in part:
            nx += draw_text(draw, (nx, line_y), text, NOTE_SIZE, fill=color, anchor="lm",
                            max_width=WIDTH - MARGIN - int(nx)) + NOTE_GAP
        line_y += NOTE_LINE
