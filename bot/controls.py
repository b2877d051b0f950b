"""Buttons, selects and the bid modal, holding their whole state in the custom_id.

Every control is a ``discord.ui.DynamicItem`` whose custom_id names the channel, the table,
the state version, the seat and what it does (discord.py's ``examples/views/dynamic_counter``),
so a click after a restart still knows its game, and a click from an earlier moment (older
version) or another game is refused by the core. A control only routes: its callback hands the
click to the bot's handlers (bot/handlers), which hold every operation.

custom_id grammar (numbers in base 36, to stay under Discord's 100 characters):

====================================  =========================================
``wt:a:<ch>:<tid>:<ver>:<seat>:<code>``  play the action ``code`` (a button)
``wt:c:<ch>:<tid>:<ver>:<seat>:<code>``  the same, asking once more first
``wt:s:<ch>:<tid>:<ver>:<seat>:<n>``     a select of actions; the value is the code
``wt:u:<ch>:<tid>:<ver>:<seat>``         a select of several steps made in one go
``wt:p:<ch>:<tid>:<ver>:<seat>:<page>``  show another page of a panel (and "Back")
``wt:m:<ch>:<tid>:<ver>:<seat>``         "Amount…": opens the bid modal
``wt:n:<ch>:<tid>:<ver>:<seat>``         the bid modal itself (routed by the client)
``wt:h:<ch>:<tid>``                      "My hand": the panel, ephemeral, in the channel
``wt:l:<ch>:<tid>:<op>``                 a lobby button (join, leave, ai, start, cancel)
``wt:q:<ch>:<tid>``                      the lobby's AI seats: add one of a level, remove one
``wt:r:<ch>:<tid>``                      "Rematch" on a result: a new lobby, same seats
====================================  =========================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from bot.errors import guarded
from engine.core import Action

MAX_ID = 100
LABEL_MAX = 80
OPTION_LABEL_MAX = 100
MODAL_TITLE_MAX = 45
AMOUNT_FIELD = "amount"

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
# ids longer than Discord's 100 characters match no template, so exactly one answer is given
_FITS = r"(?=.{1,100}$)"
ACT_TEMPLATE = rf"{_FITS}wt:a:{_REF}:(?P<code>[^\s]{{1,60}})"
CONFIRM_TEMPLATE = rf"{_FITS}wt:c:{_REF}:(?P<code>[^\s]{{1,60}})"
SELECT_TEMPLATE = rf"wt:s:{_REF}:(?P<n>\d{{1,3}})"
PAGE_TEMPLATE = rf"wt:p:{_REF}:(?P<page>\d{{1,3}})"
SEVERAL_TEMPLATE = rf"wt:u:{_REF}"
AMOUNT_TEMPLATE = rf"wt:m:{_REF}"
MODAL_TEMPLATE = rf"wt:n:{_REF}"
HAND_TEMPLATE = rf"wt:h:(?P<ch>{_B36}):(?P<tid>{_B36})"
LOBBY_OPS = ("join", "leave", "ai", "start", "cancel")
LOBBY_TEMPLATE = rf"wt:l:(?P<ch>{_B36}):(?P<tid>{_B36}):(?P<op>{'|'.join(LOBBY_OPS)})"
REMATCH_TEMPLATE = rf"wt:r:(?P<ch>{_B36}):(?P<tid>{_B36})"
AI_SEATS_TEMPLATE = rf"wt:q:(?P<ch>{_B36}):(?P<tid>{_B36})"
ALL_TEMPLATES = [re.compile(t) for t in (
    ACT_TEMPLATE, CONFIRM_TEMPLATE, SELECT_TEMPLATE, SEVERAL_TEMPLATE, PAGE_TEMPLATE,
    AMOUNT_TEMPLATE, HAND_TEMPLATE, LOBBY_TEMPLATE, REMATCH_TEMPLATE, AI_SEATS_TEMPLATE)]


def is_ours(custom_id: str) -> bool:
    return custom_id.startswith("wt:")


def is_valid(custom_id: str) -> bool:
    """A custom_id this bot could have made (anything else starting with ``wt:`` is forged)."""
    return len(custom_id) <= MAX_ID and any(t.fullmatch(custom_id) for t in ALL_TEMPLATES)


def on_message(message: discord.Message | None, custom_id: str) -> bool:
    """Whether the clicked message really carries a control with this custom_id."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False


def short(text: str, limit: int) -> str:
    text = text or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class PlayOps(Protocol):
    """The decisions the controls hand their clicks to (bot/handlers/play.py)."""

    async def act(self, interaction: discord.Interaction, ref: Ref, code: str) -> None: ...

    async def confirm(self, interaction: discord.Interaction, ref: Ref, code: str) -> None: ...

    async def page(self, interaction: discord.Interaction, ref: Ref, page: int) -> None: ...

    async def several(self, interaction: discord.Interaction, ref: Ref,
                      values: list[str]) -> None: ...

    async def amount_button(self, interaction: discord.Interaction, ref: Ref) -> None: ...

    async def hand(self, interaction: discord.Interaction, channel_id: int,
                   table_id: int | None = None) -> None: ...


class LobbyOps(Protocol):
    """The lobby buttons' operations (bot/handlers/lobby.py)."""

    async def button(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                     op: str) -> None: ...

    async def rematch(self, interaction: discord.Interaction, channel_id: int,
                      table_id: int) -> None: ...

    async def ai_seats(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                       choice: str) -> None: ...


class Router(Protocol):
    """The bot's handlers, as the controls see them."""

    play: PlayOps
    lobby: LobbyOps


def play(interaction: discord.Interaction) -> PlayOps:
    return router(interaction).play


def router(interaction: discord.Interaction) -> Router:
    return interaction.client.handlers  # type: ignore[attr-defined,no-any-return]


# -- the controls ----------------------------------------------------------------------------

class ActButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ACT_TEMPLATE):
    """One legal choice as a button."""

    def __init__(self, ref: Ref, action: Action, *, style: discord.ButtonStyle | None = None,
                 row: int | None = None) -> None:
        self.ref, self.code = ref, action.code
        super().__init__(discord.ui.Button(
            label=short(action.label or action.code, LABEL_MAX),
            style=style or discord.ButtonStyle.primary,
            custom_id=f"{ref.prefix('a')}:{action.code}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> ActButton:
        return cls(Ref.from_match(match), Action(match["code"], item.label or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).act(interaction, self.ref, self.code))


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CONFIRM_TEMPLATE):
    """An irreversible step while something useful is unused: asks once more first."""

    def __init__(self, ref: Ref, action: Action, row: int | None = None) -> None:
        self.ref, self.code = ref, action.code
        super().__init__(discord.ui.Button(
            label=short(action.label or action.code, LABEL_MAX),
            style=discord.ButtonStyle.danger,
            custom_id=f"{ref.prefix('c')}:{action.code}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> ConfirmButton:
        return cls(Ref.from_match(match), Action(match["code"], item.label or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).confirm(interaction, self.ref, self.code))


class ActSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """Many legal choices as a select (at most 25); the chosen option's value is the code."""

    def __init__(self, ref: Ref, n: int, actions: list[Action], placeholder: str,
                 row: int | None = None) -> None:
        self.ref = ref
        options = [discord.SelectOption(label=short(a.label or a.code, OPTION_LABEL_MAX),
                                        value=a.code) for a in actions]
        super().__init__(discord.ui.Select(
            custom_id=f"{ref.prefix('s')}:{n}", placeholder=short(placeholder, 150),
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
        await guarded(interaction, play(interaction).act(interaction, self.ref, code))


class SeveralSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SEVERAL_TEMPLATE):
    """Several steps of one decision chosen at once ("the 3 cards to pay"); a confirmation
    follows."""

    def __init__(self, ref: Ref, placeholder: str, count: int,
                 options: list[tuple[str, str]], row: int | None = None) -> None:
        self.ref = ref
        super().__init__(discord.ui.Select(
            custom_id=ref.prefix("u"), placeholder=short(placeholder, 150), min_values=count,
            max_values=count, row=row,
            options=[discord.SelectOption(label=short(label, OPTION_LABEL_MAX), value=value)
                     for value, label in options]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Select[Any], match: re.Match[str]
                             ) -> SeveralSelect:
        select = cls.__new__(cls)
        select.ref = Ref.from_match(match)
        discord.ui.DynamicItem.__init__(select, item)
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).several(interaction, self.ref,
                                                             list(self.item.values)))


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """Previous/next page of a panel with more choices than one message holds (and "Back"
    from a question asked once more)."""

    def __init__(self, ref: Ref, page: int, label: str, *, disabled: bool = False,
                 row: int | None = None) -> None:
        self.ref, self.page = ref, page
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"{ref.prefix('p')}:{page}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]) -> PageButton:
        return cls(Ref.from_match(match), int(match["page"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).page(interaction, self.ref, self.page))


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
        await guarded(interaction, play(interaction).amount_button(interaction, self.ref))


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
        await guarded(interaction, play(interaction).hand(interaction, self.channel_id,
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
        await guarded(interaction, router(interaction).lobby.button(
            interaction, self.channel_id, self.table_id, self.op))


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REMATCH_TEMPLATE):
    """On a finished game's result: a new lobby in the same channel with the same seats."""

    def __init__(self, channel_id: int, table_id: int) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Button(
            label="Rematch", style=discord.ButtonStyle.success,
            custom_id=f"wt:r:{b36(channel_id)}:{b36(table_id)}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Button[Any], match: re.Match[str]
                             ) -> RematchButton:
        return cls(unb36(match["ch"]), unb36(match["tid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, router(interaction).lobby.rematch(
            interaction, self.channel_id, self.table_id))


class AISeatSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=AI_SEATS_TEMPLATE):
    """The lobby's AI seats: add one of a chosen level (``add:<level>``), or remove one
    (``remove:<seat>``)."""

    def __init__(self, channel_id: int, table_id: int,
                 options: list[discord.SelectOption]) -> None:
        self.channel_id, self.table_id = channel_id, table_id
        super().__init__(discord.ui.Select(
            custom_id=f"wt:q:{b36(channel_id)}:{b36(table_id)}",
            placeholder="AI seats: add one of a level, or remove one", options=options))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Select[Any], match: re.Match[str]
                             ) -> AISeatSelect:
        select = cls.__new__(cls)
        select.channel_id, select.table_id = unb36(match["ch"]), unb36(match["tid"])
        discord.ui.DynamicItem.__init__(select, item)
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        await guarded(interaction, router(interaction).lobby.ai_seats(
            interaction, self.channel_id, self.table_id, values[0] if values else ""))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActButton, ConfirmButton, ActSelect, SeveralSelect, PageButton, AmountButton, HandButton,
    LobbyButton, RematchButton, AISeatSelect)


# -- the bid modal ----------------------------------------------------------------------------

def amount_modal(ref: Ref, bids: list[int]) -> discord.ui.Modal:
    """The "Amount…" modal. It is stopped before it is sent, so discord.py does not keep it
    in memory: its submit is routed by its custom_id alone (``parse_modal``), like a button,
    and still works after a restart."""
    low, high = min(bids), max(bids)
    modal = discord.ui.Modal(title=short(f"Your bid ({low}–{high})", MODAL_TITLE_MAX),
                             custom_id=ref.prefix("n"), timeout=None)
    modal.add_item(discord.ui.Label(text="Amount", component=discord.ui.TextInput(
        custom_id=AMOUNT_FIELD, placeholder=f"{low} to {high}", min_length=1, max_length=6)))
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
