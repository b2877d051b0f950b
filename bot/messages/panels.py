"""A seat's panel: a one-line status, news only that seat may see, its hand picture, and
controls for exactly its legal choices; and the lobby's and the table message's buttons.

Layout (decisions we made):

* up to 10 choices: buttons, five a row. More: choices grouped by ``Action.group`` in order of
  first appearance; groups of at most 3 (End turn, Free migration, Pass) become buttons (at
  most two rows, on the first page), bigger groups selects of at most 25 options; a page holds
  5 rows, or 4 plus Previous/Next. Every legal choice is on some page.
* a decision the game's adapter calls a numeric bid gets the auction controls (docs/playing.md,
  "WildLife turn"): **Bid min · +1 · +2 · +5 · Amount… · Pass**; "+k" bids the standing bid
  plus k, left out when not legal or the same as "Bid min" (one control per code).
* codes the adapter asks about once more become confirm buttons (their question comes first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord

from bot.core.games import Bidding, Several
from bot.core.models import Table
from bot.core.texts import label
from bot.messages.controls import (
    LOBBY_OPS,
    ActButton,
    ActSelect,
    AISeatSelect,
    AmountButton,
    ConfirmButton,
    HandButton,
    LobbyButton,
    PageButton,
    Ref,
    SeveralSelect,
)
from bot.messages.controls.grammar import ACT_TEMPLATE
from engine.ai import LEVELS
from engine.core import Action, msg
from words import say, tr

BUTTON_LIMIT = 10       # up to this many choices: buttons (two rows of five)
ROW_WIDTH = 5
OPTIONS_PER_SELECT = 25
ROWS = 5
SMALL_GROUP = 3          # groups this small become buttons, bigger ones selects
MAX_BUTTON_ROWS = 2
BID_STEPS = (1, 2, 5)


@dataclass(frozen=True)
class SelectSpec:
    """One select of a panel: a slice of one group's actions."""

    placeholder: str
    actions: list[Action]


@dataclass(frozen=True)
class ButtonRow:
    """Up to five small choices side by side."""

    actions: list[Action]


Row = SelectSpec | ButtonRow


def said(lang: str, actions: list[Action]) -> list[Action]:
    """The actions with their labels and groups said in ``lang`` (the controls show text)."""
    return [Action(a.code, label(lang, a), say(lang, a.group))  # type: ignore[arg-type]
            for a in actions]


def select_pages(actions: list[Action], lang: str = "en") -> list[list[Row]]:
    """The rows of a panel with many choices, page by page (labels and groups said in
    ``lang``)."""
    actions = said(lang, actions)
    groups: dict[str, list[Action]] = {}
    for action in actions:
        groups.setdefault(action.group, []).append(action)
    small = [a for members in groups.values() if len(members) <= SMALL_GROUP for a in members]
    buttons = [ButtonRow(small[i:i + ROW_WIDTH]) for i in range(0, len(small), ROW_WIDTH)]
    big = {name: members for name, members in groups.items() if len(members) > SMALL_GROUP}
    if len(buttons) > MAX_BUTTON_ROWS:  # too many small groups: they share one select
        big = {tr(lang, "ctl-more"): small, **big}
        buttons = []
    selects: list[Row] = []
    for name, members in big.items():
        chunks = [members[i:i + OPTIONS_PER_SELECT]
                  for i in range(0, len(members), OPTIONS_PER_SELECT)]
        for k, chunk in enumerate(chunks):
            heading = name or tr(lang, "ctl-choose")
            if len(chunks) > 1:
                heading = f"{heading} ({k + 1}/{len(chunks)})"
            selects.append(SelectSpec(heading, chunk))
    rows: list[Row] = [*buttons, *selects]
    if len(rows) <= ROWS:
        return [rows]
    per_page = ROWS - 1
    return [rows[i:i + per_page] for i in range(0, len(rows), per_page)]


def _add_button(view: discord.ui.View, ref: Ref, action: Action, row: int,
                confirm: dict[str, str]) -> None:
    if action.code in confirm:
        view.add_item(ConfirmButton(ref, action, row=row))
    else:
        view.add_item(ActButton(ref, action, row=row))


def bid_view(ref: Ref, bidding: Bidding, confirm: dict[str, str],
             lang: str) -> discord.ui.View:
    """The auction controls (docs/playing.md, "WildLife turn"): **Bid min · +1 · +2 · +5 · Amount… ·
    Pass**."""
    bids = bidding.amounts
    low = bids[0]
    base = low - 1 if bidding.high is None else bidding.high
    view = discord.ui.View(timeout=None)
    view.add_item(ActButton(ref, Action(f"bid:{low}", tr(lang, "ctl-bid-min", amount=low)),
                            style=discord.ButtonStyle.success, row=0))
    for step in BID_STEPS:
        amount = base + step
        if amount != low and amount in bids:
            view.add_item(ActButton(ref, Action(f"bid:{amount}", f"+{step} → {amount}"),
                                    row=0))
    if len(bids) > 1:  # with one legal bid, "Bid min" is all there is to it
        view.add_item(AmountButton(ref, row=1, label=tr(lang, "ctl-amount")))
    passing = Action("pass", tr(lang, "ctl-pass"))  # type: ignore[arg-type]
    if "pass" in confirm:
        view.add_item(ConfirmButton(ref, passing, row=1))
    else:
        view.add_item(ActButton(ref, passing, style=discord.ButtonStyle.danger, row=1))
    return view


def several_view(ref: Ref, actions: list[Action], several: Several,
                 confirm: dict[str, str]) -> discord.ui.View:
    """One select for the several steps, the other choices as buttons below it."""
    view = discord.ui.View(timeout=None)
    view.add_item(SeveralSelect(ref, several.placeholder, several.count, several.options,
                                row=0))
    steps = {value.split("#")[0] for value, _ in several.options}
    rest = [a for a in actions if a.code not in steps]
    for i, action in enumerate(rest[:2 * ROW_WIDTH]):
        _add_button(view, ref, action, 1 + i // ROW_WIDTH, confirm)
    return view


def panel_view(ref: Ref, actions: list[Action], page: int = 0,
               confirm: dict[str, str] | None = None, bidding: Bidding | None = None,
               several: Several | None = None, lang: str = "en") -> discord.ui.View | None:
    """Controls for exactly the legal choices (their labels said in ``lang``): buttons when
    few, selects when many, paged when one message cannot hold them all, the auction controls
    for a numeric bid, one select for several steps of one decision. None when there is
    nothing to choose."""
    if not actions:
        return None
    actions = said(lang, actions)
    confirm = confirm or {}
    if bidding is not None:
        return bid_view(ref, bidding, confirm, lang)
    if several is not None:
        return several_view(ref, actions, several, confirm)
    view = discord.ui.View(timeout=None)
    if len(actions) <= BUTTON_LIMIT:
        for i, action in enumerate(actions):
            _add_button(view, ref, action, i // ROW_WIDTH, confirm)
        return view
    pages = select_pages(actions, lang)
    page = max(0, min(page, len(pages) - 1))
    for i, spec in enumerate(pages[page]):
        if isinstance(spec, ButtonRow):
            for action in spec.actions:
                _add_button(view, ref, action, i, confirm)
            continue
        view.add_item(ActSelect(ref, page * ROWS + i, spec.actions, spec.placeholder, row=i))
    if len(pages) > 1:
        view.add_item(PageButton(ref, max(page - 1, 0),
                                 "◀ " + tr(lang, "ctl-page", page=max(page, 1),
                                            pages=len(pages)),
                                 disabled=page == 0, row=ROWS - 1))
        view.add_item(PageButton(ref, min(page + 1, len(pages) - 1),
                                 tr(lang, "ctl-page", page=min(page + 2, len(pages)),
                                    pages=len(pages)) + " ▶",
                                 disabled=page == len(pages) - 1, row=ROWS - 1))
    return view


def paths_view(ref: Ref, paths: list[Action], lang: str) -> discord.ui.View:
    """The whole paths of a chain (at most four selects of 25), and Back to the panel."""
    view = discord.ui.View(timeout=None)
    chunks = [paths[i:i + OPTIONS_PER_SELECT]
              for i in range(0, min(len(paths), (ROWS - 1) * OPTIONS_PER_SELECT),
                             OPTIONS_PER_SELECT)]
    for n, chunk in enumerate(chunks):
        view.add_item(ActSelect(ref, 90 + n, chunk, tr(lang, "ctl-where-how"), row=n))
    view.add_item(PageButton(ref, 0, tr(lang, "ctl-back"), row=len(chunks)))
    return view


def confirm_view(ref: Ref, action: Action, lang: str, *,
                 anyway: bool = True) -> discord.ui.View:
    """Asked once more: do it (anyway), or back to the panel (``action``'s label said)."""
    shown = str(action.label or action.code)
    text = tr(lang, "ctl-anyway", choice=shown) if anyway else shown
    view = discord.ui.View(timeout=None)
    view.add_item(ActButton(ref, Action(action.code, text),  # type: ignore[arg-type]
                            style=discord.ButtonStyle.danger if anyway
                            else discord.ButtonStyle.success))
    view.add_item(PageButton(ref, 0, tr(lang, "ctl-back")))
    return view


def hint_view(ref: Ref, codes: list[str], text: str) -> discord.ui.View | None:
    """A hint's choice as one button, playing it as the panel's own button would (the same
    custom_id grammar, so the same ownership and version checks): the first of ``codes``
    (a whole path, then its first step) whose custom_id fits Discord's limit."""
    for code in codes:
        button = ActButton(ref, Action(code, text),  # type: ignore[arg-type]
                           style=discord.ButtonStyle.success)
        if re.fullmatch(ACT_TEMPLATE, button.item.custom_id or ""):
            view = discord.ui.View(timeout=None)
            view.add_item(button)
            return view
    return None


def lobby_view(table: Table) -> discord.ui.View:
    """Join · Leave · Add AI · Start · Cancel, and a select to add an AI seat of a chosen
    level or to remove one (in the table language)."""
    lang = table.lang
    view = discord.ui.View(timeout=None)
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(table.channel_id, table.id, op,
                                  disabled=(op == "start" and not table.can_start), lang=lang))
    options = []
    if len(table.seats) < table.max_players:
        options += [discord.SelectOption(label=tr(lang, "ctl-add-ai",
                                                  level=msg("ai-level", level=level)),
                                         value=f"add:{level}",
                                         description=tr(lang, f"ctl-ai-{level}"))
                    for level in LEVELS]
    options += [discord.SelectOption(label=tr(lang, "ctl-remove", name=seat.name),
                                     value=f"remove:{seat.index}")
                for seat in table.seats if seat.user_id is None]
    if options:
        view.add_item(AISeatSelect(table.channel_id, table.id, options[:OPTIONS_PER_SELECT],
                                   lang=lang))
    return view


def table_view(table: Table) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(table.channel_id, table.id, lang=table.lang))
    return view


def release(view: discord.ui.View | None) -> None:
    """Stop tracking a sent view: its controls are DynamicItems, dispatched by custom_id
    alone, and discord.py would otherwise keep a 15-minute timer per ephemeral panel."""
    if view is not None:
        view.stop()
