"""The custom_id grammar of the buttons, selects and the bid modal, which hold their whole
state in it, and how a click reaches the handlers.

Every control is a ``discord.ui.DynamicItem`` whose custom_id names the channel, the table,
the state version, the seat and what it does (discord.py's ``examples/views/dynamic_counter``),
so a click after a restart still knows its game, and a click from an earlier moment (older
version) or another game is refused by the core. A control only routes: its callback hands the
click to the bot's handlers (bot/ui/handlers), which hold every operation.

custom_id grammar (numbers in base 36, to stay under Discord's 100 characters):

====================================  =========================================
``wt:a:<ch>:<tid>:<ver>:<seat>:<code>``  play the action ``code`` (a button)
``wt:c:<ch>:<tid>:<ver>:<seat>:<code>``  the same, asking once more first
``wt:s:<ch>:<tid>:<ver>:<seat>:<n>``     a select of actions; the value is the code
``wt:u:<ch>:<tid>:<ver>:<seat>``         a select of several steps made in one go
``wt:p:<ch>:<tid>:<ver>:<seat>:<page>``  show another page of a panel (and "Back")
``wt:m:<ch>:<tid>:<ver>:<seat>``         "Amount…": opens the bid modal
``wt:z:<ch>:<tid>:<ver>:<seat>``         "Undo": take back the seat's last move
``wt:i:<ch>:<tid>:<ver>:<seat>``         "Hint": the search's suggestion, only to the seat
``wt:n:<ch>:<tid>:<ver>:<seat>``         the bid modal itself (routed by the client)
``wt:h:<ch>:<tid>``                      "My hand": the panel, ephemeral, in the channel
``wt:l:<ch>:<tid>:<op>``                 a lobby button (join, leave, ai, start, cancel)
``wt:q:<ch>:<tid>``                      the lobby's AI seats: add one of a level, remove one
``wt:r:<ch>:<tid>``                      "Rematch" on a result: a new lobby, same seats
``wt:y:<offset>:<user>:<game>``          a history page (user 0 / game ``-``: everyone / all)
``wt:v:<offset>``                        a history page's select: a game's result picture
``wt:t:<id>:<op>``                       a tournament's sign-up button (join, leave)
``wt:k:<id>:<round>``                    a tournament's check-in button ("I'm here")
====================================  =========================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

import discord

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
UNDO_TEMPLATE = rf"wt:z:{_REF}"
HINT_TEMPLATE = rf"wt:i:{_REF}"
HAND_TEMPLATE = rf"wt:h:(?P<ch>{_B36}):(?P<tid>{_B36})"
LOBBY_OPS = ("join", "leave", "ai", "start", "cancel")
LOBBY_TEMPLATE = rf"wt:l:(?P<ch>{_B36}):(?P<tid>{_B36}):(?P<op>{'|'.join(LOBBY_OPS)})"
REMATCH_TEMPLATE = rf"wt:r:(?P<ch>{_B36}):(?P<tid>{_B36})"
REVIEW_TEMPLATE = rf"wt:e:(?P<ch>{_B36}):(?P<tid>{_B36})"
AI_SEATS_TEMPLATE = rf"wt:q:(?P<ch>{_B36}):(?P<tid>{_B36})"
HISTORY_TEMPLATE = (rf"wt:y:(?P<offset>{_B36}):(?P<user>{_B36}):(?P<game>[a-z]{{1,20}}|-)"
                    r"(?P<cancelled>:c)?")
RESULT_TEMPLATE = rf"wt:v:(?P<offset>{_B36})"
TOURNAMENT_TEMPLATE = rf"wt:t:(?P<event>{_B36}):(?P<op>join|leave)"
CHECKIN_TEMPLATE = rf"wt:k:(?P<event>{_B36}):(?P<round>{_B36})"
ALL_TEMPLATES = [re.compile(t) for t in (
    ACT_TEMPLATE, CONFIRM_TEMPLATE, SELECT_TEMPLATE, SEVERAL_TEMPLATE, PAGE_TEMPLATE,
    AMOUNT_TEMPLATE, UNDO_TEMPLATE, HAND_TEMPLATE, LOBBY_TEMPLATE, REMATCH_TEMPLATE,
    AI_SEATS_TEMPLATE, HISTORY_TEMPLATE, RESULT_TEMPLATE, HINT_TEMPLATE,
    TOURNAMENT_TEMPLATE, CHECKIN_TEMPLATE, REVIEW_TEMPLATE)]


def table_of(custom_id: str) -> tuple[int, int] | None:
    """The (channel, table) a control or the bid modal belongs to, or None (a history
    page, or not ours)."""
    for template in (*ALL_TEMPLATES, re.compile(MODAL_TEMPLATE)):
        match = template.fullmatch(custom_id)
        if match is not None and "tid" in template.groupindex:
            return unb36(match["ch"]), unb36(match["tid"])
    return None


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
    """The decisions the controls hand their clicks to (bot/ui/handlers/play.py)."""

    async def act(self, interaction: discord.Interaction, ref: Ref, code: str) -> None: ...

    async def confirm(self, interaction: discord.Interaction, ref: Ref, code: str) -> None: ...

    async def page(self, interaction: discord.Interaction, ref: Ref, page: int) -> None: ...

    async def several(self, interaction: discord.Interaction, ref: Ref,
                      values: list[str]) -> None: ...

    async def amount_button(self, interaction: discord.Interaction, ref: Ref) -> None: ...

    async def undo(self, interaction: discord.Interaction, ref: Ref) -> None: ...

    async def hand(self, interaction: discord.Interaction, channel_id: int,
                   table_id: int | None = None) -> None: ...


class LobbyOps(Protocol):
    """The lobby buttons' operations (bot/ui/handlers/lobby.py)."""

    async def button(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                     op: str) -> None: ...

    async def rematch(self, interaction: discord.Interaction, channel_id: int,
                      table_id: int) -> None: ...

    async def ai_seats(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                       choice: str) -> None: ...


class HistoryOps(Protocol):
    """The history pages' operations (bot/ui/handlers/history.py)."""

    async def turn(self, interaction: discord.Interaction, offset: int, user_id: int | None,
                   game: str | None, cancelled: bool = False) -> None: ...

    async def result_picture(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def review(self, interaction: discord.Interaction, game_id: int | None) -> None: ...


class HintOps(Protocol):
    """The Hint button's operation (bot/ui/handlers/hint.py)."""

    async def button(self, interaction: discord.Interaction, ref: Ref) -> None: ...


class Router(Protocol):
    """The bot's handlers, as the controls see them."""

    play: PlayOps
    lobby: LobbyOps
    history: HistoryOps
    hint: HintOps


def play(interaction: discord.Interaction) -> PlayOps:
    return router(interaction).play


def router(interaction: discord.Interaction) -> Router:
    return interaction.client.handlers  # type: ignore[attr-defined,no-any-return]
