"""A knockout's bracket picture (docs/tournaments.md): one column per round, each table a box
with its seats (the one who went on in bold, marked in gold; an AI seat as "AI"), the byes
under them, the champion in a last column. Posted with the standings after each round.

770 px wide and no text under 18 px, so every word is at least 7 px in a phone's 300 px wide
box and, while the picture is at most 700 px tall, 9 px in the desktop's 350 px high box
(tests/renderers/test_bracket.py measures it). A round too tall for that wraps into a second
column, and a field whose columns do not fit one picture (a field of 32) is cut by rounds into
pictures sent together (``pages``): early rounds first, the champion in the last. The view is
plain data made by the bot (bot/ui/handlers/tournament_rounds.py ``bracket_view``):
``{"title", "final", "champion": name | None, "rounds": [{"number", "final", "byes": [name],
"tables": [{"seats": [name | None], "winner": index | None, "done"}]}]}``; a page of a
split bracket adds ``"part"`` and ``"parts"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PIL import ImageDraw

from renderers.alt import fit
from renderers.common import (
    BACKGROUND,
    GOLD,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    draw_text,
    encode_png,
    new_canvas,
    title_bar,
)
from words import tr

WIDTH = 770
MARGIN = 12
GAP = 8
LINE = 24       # one seat's line in a table's box
TEXT = 18
SMALL = 18      # the least: 7 px in the phone's 300 px box
HEAD = 28       # a column's header
TOP = 44 + 8 + HEAD    # the title band and a column's header, above the body
BODY = 700 - TOP - 12  # the tallest body: 700 px in all is 9 px text in the desktop's box
COLUMNS = 5            # the most columns in one picture (a field of 16 makes five)


def subtitle(view: dict[str, Any], lang: str) -> str:
    if int(view.get("parts", 1)) > 1:
        return tr(lang, "tour-bracket-subtitle-part", part=int(view.get("part", 1)),
                  parts=int(view["parts"]))
    return tr(lang, "tour-bracket-subtitle")


def round_label(rnd: dict[str, Any], lang: str) -> str:
    if rnd.get("final"):
        return tr(lang, "tour-bracket-final")
    return tr(lang, "tour-bracket-round", round=int(rnd.get("number", 0)))


def _box_height(table: dict[str, Any]) -> int:
    return LINE * len(table.get("seats", [])) + 8


Item = tuple[str, Any]  # ("table", table) or ("byes", [name])


def _item_height(item: Item) -> int:
    kind, what = item
    return _box_height(what) + GAP if kind == "table" else LINE * (len(what) + 1) + 8


def _columns(rnd: dict[str, Any]) -> list[list[Item]]:
    """A round's tables, then its byes, in as many columns as it takes to keep each within
    ``BODY`` (one for a field up to about 16)."""
    items: list[Item] = [("table", t) for t in rnd.get("tables", [])]
    if rnd.get("byes"):
        items.append(("byes", list(rnd["byes"])))
    columns: list[list[Item]] = [[]]
    for item in items:
        used = sum(map(_item_height, columns[-1]))
        if columns[-1] and used + _item_height(item) > BODY:
            columns.append([])
        columns[-1].append(item)
    return columns


def pages(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The bracket as one view per picture: itself while its columns fit one picture, else
    its rounds in order over as few pictures as hold ``COLUMNS`` each, about evenly, the
    champion in the last. Each is drawn and described alone."""
    rounds = list(view.get("rounds", []))
    widths = [len(_columns(r)) for r in rounds] + ([1] if view.get("champion") else [])
    total = sum(widths)
    if total <= COLUMNS:
        return [view]
    count = -(-total // COLUMNS)
    target = -(-total // count)
    groups: list[list[int]] = [[]]
    for index, width in enumerate(widths):
        if groups[-1] and sum(widths[i] for i in groups[-1]) + width > target:
            groups.append([])
        groups[-1].append(index)
    parts = len(groups)
    return [{**view, "rounds": [rounds[i] for i in group if i < len(rounds)],
             "champion": view.get("champion") if n == parts else None,
             "part": n, "parts": parts}
            for n, group in enumerate(groups, start=1)]


def draw(view: dict[str, Any], lang: str) -> bytes:
    rounds = list(view.get("rounds", []))
    laid = [(rnd, column) for rnd in rounds for column in _columns(rnd)]
    columns = len(laid) + (1 if view.get("champion") else 0)
    col_w = (WIDTH - 2 * MARGIN - GAP * (max(1, columns) - 1)) // max(1, columns)
    body = max([sum(map(_item_height, column)) for _, column in laid] + [LINE * 2])
    height = TOP + body + 12
    image = new_canvas(WIDTH, height, BACKGROUND)
    pen = ImageDraw.Draw(image)
    top = title_bar(pen, WIDTH, str(view.get("title", "")), subtitle(view, lang), height=44) + 8
    for c, (rnd, column) in enumerate(laid):
        x = MARGIN + c * (col_w + GAP)
        draw_text(pen, (x + 4, top + HEAD / 2), round_label(rnd, lang), TEXT, fill=MUTED,
                  bold=True, anchor="lm", max_width=col_w - 8, min_size=SMALL)
        # the column's tables spread over the body, as a bracket narrows to the right
        tables = [what for kind, what in column if kind == "table"]
        spare = max(0, body - sum(map(_item_height, column)))
        step = spare // (len(tables) + 1) if tables else 0
        y = top + HEAD + step
        for table in tables:
            y = _table(pen, table, x, y, col_w, lang) + GAP + step
        for byes in (what for kind, what in column if kind == "byes"):
            draw_text(pen, (x + 4, y + LINE / 2), tr(lang, "tour-bracket-bye"), SMALL,
                      fill=MUTED, bold=True, anchor="lm", max_width=col_w - 8, min_size=SMALL)
            for i, name in enumerate(byes, start=1):
                draw_text(pen, (x + 10, y + LINE * i + LINE / 2), str(name), TEXT, anchor="lm",
                          max_width=col_w - 14, min_size=SMALL)
    if view.get("champion"):
        x = MARGIN + len(laid) * (col_w + GAP)
        draw_text(pen, (x + 4, top + HEAD / 2), tr(lang, "tour-bracket-champion"), TEXT,
                  fill=MUTED, bold=True, anchor="lm", max_width=col_w - 8, min_size=SMALL)
        mid = top + HEAD + body / 2
        pen.rounded_rectangle((x, mid - LINE, x + col_w, mid + LINE), radius=8, fill=PANEL,
                              outline=GOLD, width=2)
        draw_text(pen, (x + col_w / 2, mid), str(view["champion"]), TEXT, fill=INK,
                  bold=True, anchor="mm", max_width=col_w - 12, min_size=SMALL)
    return encode_png(image)


def _table(pen: ImageDraw.ImageDraw, table: dict[str, Any], x: int, y: int, width: int,
           lang: str) -> int:
    """One table's box from ``y``; returns where it ends."""
    bottom = y + _box_height(table)
    pen.rounded_rectangle((x, y, x + width, bottom), radius=8, fill=PANEL, outline=PANEL_EDGE,
                          width=2)
    for i, name in enumerate(table.get("seats", [])):
        went_on = table.get("winner") == i
        shown = tr(lang, "tour-bracket-ai") if name is None else str(name)
        mid = y + 4 + LINE * i + LINE / 2
        if went_on:  # a gold mark; the name in bold ink (gold text is too pale to read)
            pen.rectangle((x + 4, mid - 8, x + 7, mid + 8), fill=GOLD)
        draw_text(pen, (x + 12, mid), shown, TEXT, bold=went_on,
                  fill=MUTED if name is None else INK, anchor="lm",
                  max_width=width - 20, min_size=SMALL)
    return bottom


def describe(view: dict[str, Any], lang: str) -> str:
    """The alt text: every round's tables in the picture's order, who went on, the byes; a
    field too large for Discord's 1,024 characters is summarised (who went on in each round,
    then the last rounds alone), never cut."""
    head = f"{view.get('title', '')}: {subtitle(view, lang)}."
    rounds = list(view.get("rounds", []))
    champion = ([tr(lang, "tour-alt-bracket-champion", name=str(view["champion"]))]
                if view.get("champion") else [])

    def whole(rnd: dict[str, Any]) -> list[str]:
        lines = [round_label(rnd, lang) + ":"]
        for table in rnd.get("tables", []):
            seats = [tr(lang, "tour-bracket-ai") if n is None else str(n)
                     for n in table.get("seats", [])]
            players = " – ".join(seats)
            if not table.get("done"):
                lines.append(tr(lang, "tour-alt-bracket-playing", players=players))
            elif table.get("winner") is None:
                lines.append(tr(lang, "tour-alt-bracket-none", players=players))
            else:
                lines.append(tr(lang, "tour-alt-bracket-table", players=players,
                                winner=seats[int(table["winner"])]))
        if rnd.get("byes"):
            lines.append(tr(lang, "tour-alt-bracket-byes",
                            names=", ".join(map(str, rnd["byes"]))))
        return lines

    def went_on(rnd: dict[str, Any]) -> str:
        names = [str(t["seats"][int(t["winner"])]) for t in rnd.get("tables", [])
                 if t.get("done") and t.get("winner") is not None
                 and t["seats"][int(t["winner"])] is not None]
        return tr(lang, "tour-alt-bracket-went-on", round=round_label(rnd, lang),
                  names=", ".join([*map(str, rnd.get("byes", [])), *names]) or "–")

    def texts() -> Iterator[str]:
        yield " ".join([head, *(line for rnd in rounds for line in whole(rnd)), *champion])
        for first in range(len(rounds)):
            yield " ".join([head, *(went_on(rnd) for rnd in rounds[first:-1]),
                            *(whole(rounds[-1]) if rounds else []), *champion])
        yield " ".join([head, *champion])
    return fit(texts())
