"""Buttons and selects that hold their whole state in the custom_id (they survive restarts).

Every control is a ``discord.ui.DynamicItem`` whose custom_id names the channel, the table,
the state version, the seat and what it does, so a click after a restart still knows its game,
and a click from an earlier moment (older version) or another game is refused by the service.

custom_id grammar (numbers in base 36 to stay under Discord's 100 characters):

====================================  =========================================
``wt:a:<ch>:<tid>:<ver>:<seat>:<code>``  play the action ``code`` (a button)
``wt:s:<ch>:<tid>:<ver>:<seat>:<n>``     a select of actions; the value is the code
``wt:p:<ch>:<tid>:<ver>:<seat>:<page>``  show another page of a long panel
``wt:m:<ch>:<tid>:<ver>:<seat>``         "Amount…": opens the bid modal
``wt:n:<ch>:<tid>:<ver>:<seat>``         the bid modal itself (its submit is routed by
                                         ``bot.client.GameBot.on_interaction``)
``wt:h:<ch>:<tid>``                      "My hand": the panel, ephemeral, in the channel
``wt:l:<ch>:<tid>:<op>``                 a lobby button (join, leave, ai, start, cancel)
====================================  =========================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from engine.core import Action

if TYPE_CHECKING:
    from bot.flow import Flow

MAX_ID = 100
BUTTON_LIMIT = 10       # up to this many choices: buttons (two rows of five)
ROW_WIDTH = 5
OPTIONS_PER_SELECT = 25
ROWS = 5
LABEL_MAX = 80
OPTION_LABEL_MAX = 100

_B36 = "[0-9a-z]{1,13}"
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def b36(n: int) -> str:
    """A non-negative int in base 36 (a snowflake takes at most 13 characters)."""
    if n < 0:
        raise ValueError("negative")
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _DIGITS[r] + out
        if n == 0:
            return out


def unb36(text: str) -> int:
    return int(text, 36)


@dataclass(frozen=True)
class Ref:
    """Which decision a control belongs to: channel, table, version and seat."""

    channel_id: int
    table_id: int
    version: int
    seat: int

    def prefix(self, kind: str) -> str:
        return (f"wt:{kind}:{b36(self.channel_id)}:{b36(self.table_id)}:{b36(self.version)}:"
                f"{self.seat}")

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Ref:
        return cls(unb36(match["ch"]), unb36(match["tid"]), unb36(match["ver"]),
                   int(match["seat"]))


_REF = rf"(?P<ch>{_B36}):(?P<tid>{_B36}):(?P<ver>{_B36}):(?P<seat>\d{{1,2}})"
ACT_TEMPLATE = rf"wt:a:{_REF}:(?P<code>[^\s]{{1,60}})"
CONFIRM_TEMPLATE = rf"wt:c:{_REF}:(?P<code>[^\s]{{1,60}})"
SELECT_TEMPLATE = rf"wt:s:{_REF}:(?P<n>\d{{1,3}})"
PAGE_TEMPLATE = rf"wt:p:{_REF}:(?P<page>\d{{1,3}})"
AMOUNT_TEMPLATE = rf"wt:m:{_REF}"
MODAL_TEMPLATE = rf"wt:n:{_REF}"
HAND_TEMPLATE = rf"wt:h:(?P<ch>{_B36}):(?P<tid>{_B36})"
LOBBY_OPS = ("join", "leave", "ai", "start", "cancel")
LOBBY_TEMPLATE = rf"wt:l:(?P<ch>{_B36}):(?P<tid>{_B36}):(?P<op>{'|'.join(LOBBY_OPS)})"
ALL_TEMPLATES = [re.compile(t) for t in (ACT_TEMPLATE, CONFIRM_TEMPLATE, SELECT_TEMPLATE,
                                         PAGE_TEMPLATE, AMOUNT_TEMPLATE, HAND_TEMPLATE,
                                         LOBBY_TEMPLATE)]


def is_ours(custom_id: str) -> bool:
    return custom_id.startswith("wt:")


def is_valid(custom_id: str) -> bool:
    """A custom_id this bot could have made (anything else starting with ``wt:`` is forged)."""
    return len(custom_id) <= MAX_ID and any(t.fullmatch(custom_id) for t in ALL_TEMPLATES)


def flow_of(interaction: discord.Interaction) -> Flow:
    return interaction.client.flow  # type: ignore[attr-defined,no-any-return]


async def guarded(interaction: discord.Interaction, work: Any) -> None:
    """Run a control's work; an unexpected error still gets its one friendly sentence
    (discord.py would only log it), then propagates to the log."""
    try:
        await work
    except Exception as exc:
        from bot.cogs.errors import report

        await report(interaction, exc)
        raise


def _short(text: str, limit: int) -> str:
    text = text or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- the controls ----------------------------------------------------------------------------

class ActButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ACT_TEMPLATE):
    """One legal choice as a button."""

    def __init__(self, ref: Ref, action: Action, *, style: discord.ButtonStyle | None = None,
                 row: int | None = None) -> None:
        self.ref, self.code = ref, action.code
        super().__init__(discord.ui.Button(
            label=_short(action.label or action.code, LABEL_MAX),
            style=style or discord.ButtonStyle.primary,
            custom_id=f"{ref.prefix('a')}:{action.code}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> ActButton:
        return cls(Ref.from_match(match), Action(match["code"], item.label or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_act(interaction, self.ref, self.code))


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CONFIRM_TEMPLATE):
    """An irreversible step while something useful is unused: asks once more first."""

    def __init__(self, ref: Ref, action: Action, row: int | None = None) -> None:
        self.ref, self.code = ref, action.code
        super().__init__(discord.ui.Button(
            label=_short(action.label or action.code, LABEL_MAX),
            style=discord.ButtonStyle.danger,
            custom_id=f"{ref.prefix('c')}:{action.code}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> ConfirmButton:
        return cls(Ref.from_match(match), Action(match["code"], item.label or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_confirm(interaction, self.ref,
                                                                   self.code))


class ActSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """Many legal choices as a select (at most 25); the chosen option's value is the code."""

    def __init__(self, ref: Ref, n: int, actions: list[Action], placeholder: str,
                 row: int | None = None) -> None:
        self.ref = ref
        options = [discord.SelectOption(label=_short(a.label or a.code, OPTION_LABEL_MAX),
                                        value=a.code) for a in actions]
        super().__init__(discord.ui.Select(
            custom_id=f"{ref.prefix('s')}:{n}", placeholder=_short(placeholder, 150),
            options=options or [discord.SelectOption(label="-", value="-")], row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Select[Any], match: re.Match[str]) -> ActSelect:
        select = cls.__new__(cls)
        select.ref = Ref.from_match(match)
        discord.ui.DynamicItem.__init__(select, item)
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        code = values[0] if values else ""
        await guarded(interaction, flow_of(interaction).on_act(interaction, self.ref, code))


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """Previous/next page of a panel with more choices than one message can hold."""

    def __init__(self, ref: Ref, page: int, label: str, *, disabled: bool = False) -> None:
        self.ref, self.page = ref, page
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"{ref.prefix('p')}:{page}", row=ROWS - 1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> PageButton:
        return cls(Ref.from_match(match), int(match["page"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_page(interaction, self.ref, self.page))


class AmountButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=AMOUNT_TEMPLATE):
    """"Amount…" on a bid panel: opens a modal where the bidder types any legal bid."""

    def __init__(self, ref: Ref, row: int | None = None) -> None:
        self.ref = ref
        super().__init__(discord.ui.Button(
            label="Amount…", style=discord.ButtonStyle.secondary,
            custom_id=ref.prefix("m"), row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> AmountButton:
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_amount_button(interaction, self.ref))


AMOUNT_FIELD = "amount"
MODAL_TITLE_MAX = 45


def amount_modal(ref: Ref, bids: list[int]) -> discord.ui.Modal:
    """The "Amount…" modal. It is stopped before it is sent, so discord.py does not keep it
    in memory: its submit is routed by its custom_id alone (``parse_modal``), like a button,
    and still works after a restart."""
    low, high = min(bids), max(bids)
    modal = discord.ui.Modal(title=_short(f"Your bid ({low}–{high})", MODAL_TITLE_MAX),
                             custom_id=ref.prefix("n"), timeout=None)
    modal.add_item(discord.ui.TextInput(
        label="Amount", custom_id=AMOUNT_FIELD, placeholder=f"{low} to {high}",
        min_length=1, max_length=6))
    modal.stop()
    return modal


def parse_modal(custom_id: str) -> Ref | None:
    """The decision a submitted bid modal belongs to, or None when it is not ours."""
    match = re.fullmatch(MODAL_TEMPLATE, custom_id)
    return Ref.from_match(match) if match else None


def modal_value(components: list[dict[str, Any]], field: str = AMOUNT_FIELD) -> str:
    """A text input's value from a modal submit's components (inside action rows or
    labels, whichever layout the client sent)."""
    for comp in components:
        if comp.get("custom_id") == field and "value" in comp:
            return str(comp["value"])
        inner = list(comp.get("components") or [])
        if isinstance(comp.get("component"), dict):
            inner.append(comp["component"])
        found = modal_value(inner, field)
        if found:
            return found
    return ""


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HAND_TEMPLATE):
    """On table messages: shows the clicking player's own panel, ephemeral (closed DMs)."""

    def __init__(self, channel_id: int, table_id: int) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Button(
            label="My hand", style=discord.ButtonStyle.secondary,
            custom_id=f"wt:h:{b36(channel_id)}:{b36(table_id)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> HandButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_hand(interaction, self.channel_id,
                                                            self.table_id))


LOBBY_LABELS = {"join": "Join", "leave": "Leave", "ai": "Add AI", "start": "Start",
                "cancel": "Cancel"}
LOBBY_STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
                "ai": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.primary,
                "cancel": discord.ButtonStyle.danger}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY_TEMPLATE):
    """Join · Leave · Add AI · Start · Cancel on the lobby message."""

    def __init__(self, channel_id: int, table_id: int, op: str, *,
                 disabled: bool = False) -> None:
        self.channel_id, self.table_id, self.op = channel_id, table_id, op
        super().__init__(discord.ui.Button(
            label=LOBBY_LABELS[op], style=LOBBY_STYLES[op], disabled=disabled,
            custom_id=f"wt:l:{b36(channel_id)}:{b36(table_id)}:{op}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> LobbyButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, flow_of(interaction).on_lobby(
            interaction, self.channel_id, self.table_id, self.op))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActButton, ConfirmButton, ActSelect, PageButton, AmountButton, HandButton, LobbyButton)


# -- building views --------------------------------------------------------------------------

def lobby_view(channel_id: int, table_id: int, can_start: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(channel_id, table_id, op,
                                  disabled=(op == "start" and not can_start)))
    return view


def table_view(channel_id: int, table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(channel_id, table_id))
    return view


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
SMALL_GROUP = 3          # groups this small become buttons, bigger ones selects
MAX_BUTTON_ROWS = 2


def select_pages(actions: list[Action]) -> list[list[Row]]:
    """The rows of a panel with many choices, page by page.

    Choices are grouped by ``Action.group`` (in order of first appearance). Small groups
    ("End turn", "Free migration") become buttons, at most two rows of five, on the first page;
    bigger groups become selects of at most 25 options. A page holds five rows, or four and the
    Previous/Next row when one page is not enough."""
    groups: dict[str, list[Action]] = {}
    for action in actions:
        groups.setdefault(action.group, []).append(action)
    small = [a for members in groups.values() if len(members) <= SMALL_GROUP for a in members]
    buttons = [ButtonRow(small[i:i + ROW_WIDTH]) for i in range(0, len(small), ROW_WIDTH)]
    big = {name: members for name, members in groups.items() if len(members) > SMALL_GROUP}
    if len(buttons) > MAX_BUTTON_ROWS:  # too many small groups: they share one select
        big = {"More": small, **big}
        buttons = []
    selects: list[Row] = []
    for name, members in big.items():
        chunks = [members[i:i + OPTIONS_PER_SELECT]
                  for i in range(0, len(members), OPTIONS_PER_SELECT)]
        for k, chunk in enumerate(chunks):
            label = name or "Choose"
            if len(chunks) > 1:
                label = f"{label} ({k + 1}/{len(chunks)})"
            selects.append(SelectSpec(label, chunk))
    rows: list[Row] = [*buttons, *selects]
    if len(rows) <= ROWS:
        return [rows]
    per_page = ROWS - 1
    return [rows[i:i + per_page] for i in range(0, len(rows), per_page)]


def page_count(actions: list[Action]) -> int:
    if bid_amounts(actions) is not None:
        return 1
    return 1 if len(actions) <= BUTTON_LIMIT else len(select_pages(actions))


def _add_button(view: discord.ui.View, ref: Ref, action: Action, row: int,
                confirm: dict[str, str]) -> None:
    if action.code in confirm:
        view.add_item(ConfirmButton(ref, action, row=row))
    else:
        view.add_item(ActButton(ref, action, row=row))


BID_STEPS = (1, 2, 5)


def bid_amounts(actions: list[Action]) -> list[int] | None:
    """The legal bids when a decision is only "bid N or pass" (all codes ``bid:<number>``
    plus ``pass``: WildLife's card and organism auctions), else None. Wild Cards' bids are
    cards with no pass, so they keep the usual panel."""
    codes = [a.code for a in actions]
    if "pass" not in codes or len(codes) < 2:
        return None
    bids = []
    for code in codes:
        if code == "pass":
            continue
        kind, _, amount = code.partition(":")
        if kind != "bid" or not amount.isdigit():
            return None
        bids.append(int(amount))
    return sorted(bids)


def bid_view(ref: Ref, actions: list[Action], high: int | None = None,
             confirm: dict[str, str] | None = None) -> discord.ui.View:
    """UX.md's auction controls: **Bid min · +1 · +2 · +5 · Amount… · Pass**.

    ``high`` is the standing bid (None: one below the lowest legal bid). "+k" bids
    ``high + k``; it is left out when that is not a legal bid or is the same bid as
    "Bid min" (one control per code). "Amount…" opens a modal for any legal bid. Pass asks
    once more when ``confirm`` has a question for it."""
    bids = bid_amounts(actions) or []
    low = bids[0]
    base = low - 1 if high is None else high
    view = discord.ui.View(timeout=None)
    view.add_item(ActButton(ref, Action(f"bid:{low}", f"Bid {low} (min)"),
                            style=discord.ButtonStyle.success, row=0))
    for step in BID_STEPS:
        amount = base + step
        if amount != low and amount in bids:
            view.add_item(ActButton(ref, Action(f"bid:{amount}", f"+{step} → {amount}"),
                                    row=0))
    view.add_item(AmountButton(ref, row=1))
    if confirm and "pass" in confirm:
        view.add_item(ConfirmButton(ref, Action("pass", "Pass"), row=1))
    else:
        view.add_item(ActButton(ref, Action("pass", "Pass"), style=discord.ButtonStyle.danger,
                                row=1))
    return view


def panel_view(ref: Ref, actions: list[Action], page: int = 0,
               confirm: dict[str, str] | None = None, high: int | None = None
               ) -> discord.ui.View | None:
    """Controls for exactly the legal choices: buttons when few, selects when many, paged
    when one message cannot hold them all; a "bid N or pass" decision gets the auction
    controls (``bid_view``, ``high`` = the standing bid). ``confirm`` maps codes that ask
    once more to the question. None when there is nothing to choose."""
    if not actions:
        return None
    if bid_amounts(actions) is not None:
        return bid_view(ref, actions, high, confirm)
    confirm = confirm or {}
    view = discord.ui.View(timeout=None)
    if len(actions) <= BUTTON_LIMIT:
        for i, action in enumerate(actions):
            _add_button(view, ref, action, i // ROW_WIDTH, confirm)
        return view
    pages = select_pages(actions)
    page = max(0, min(page, len(pages) - 1))
    for i, spec in enumerate(pages[page]):
        if isinstance(spec, ButtonRow):
            for action in spec.actions:
                _add_button(view, ref, action, i, confirm)
            continue
        n = page * ROWS + i
        view.add_item(ActSelect(ref, n, spec.actions, spec.placeholder, row=i))
    if len(pages) > 1:
        view.add_item(PageButton(ref, max(page - 1, 0), f"◀ Page {max(page, 1)}",
                                 disabled=page == 0))
        view.add_item(PageButton(ref, min(page + 1, len(pages) - 1),
                                 f"Page {min(page + 2, len(pages))} ▶",
                                 disabled=page == len(pages) - 1))
    return view


def confirm_view(ref: Ref, action: Action) -> discord.ui.View:
    """Asked once more: do it anyway, or back to the panel."""
    view = discord.ui.View(timeout=None)
    view.add_item(ActButton(ref, Action(action.code, f"{action.label or action.code} anyway"),
                            style=discord.ButtonStyle.danger))
    view.add_item(PageButton(ref, 0, "Back"))
    return view
