"""The controls of a seat's decision: a choice (button or select), a question asked once
more, several steps in one select, another page, and the bid modal with its "Amount…"
button. Each only routes its click to the handlers (bot/ui/handlers/play.py)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.messages.controls.grammar import (
    ACT_TEMPLATE,
    AMOUNT_FIELD,
    AMOUNT_TEMPLATE,
    CONFIRM_TEMPLATE,
    LABEL_MAX,
    MODAL_TEMPLATE,
    MODAL_TITLE_MAX,
    OPTION_LABEL_MAX,
    PAGE_TEMPLATE,
    SELECT_TEMPLATE,
    SEVERAL_TEMPLATE,
    UNDO_TEMPLATE,
    Ref,
    play,
    short,
)
from bot.messages.errors import guarded
from engine.core import Action
from words import tr


def label_of(item: discord.ui.Item[Any]) -> str:
    """The clicked button's label (discord.py hands a dynamic item the component it matched)."""
    return (item.label or "") if isinstance(item, discord.ui.Button) else ""

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
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActButton:
        return cls(Ref.from_match(match), Action(match["code"], label_of(item)))

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
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> ConfirmButton:
        return cls(Ref.from_match(match), Action(match["code"], label_of(item)))

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
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActSelect:
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
                             item: discord.ui.Item[Any], match: re.Match[str]
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
                             item: discord.ui.Item[Any], match: re.Match[str]) -> PageButton:
        return cls(Ref.from_match(match), int(match["page"]), label_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).page(interaction, self.ref, self.page))


class AmountButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=AMOUNT_TEMPLATE):
    """"Amount…" on a bid panel: opens a modal where the bidder types any legal bid."""

    def __init__(self, ref: Ref, row: int | None = None, label: str = "Amount…") -> None:
        self.ref = ref
        super().__init__(discord.ui.Button(
            label=short(label, LABEL_MAX), style=discord.ButtonStyle.secondary,
            custom_id=ref.prefix("m"), row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> AmountButton:
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).amount_button(interaction, self.ref))


# -- the bid modal ----------------------------------------------------------------------------

class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=UNDO_TEMPLATE):
    """"Undo": the seat takes back its last move, while that showed nothing hidden and
    nobody has acted since (the engine decides)."""

    def __init__(self, ref: Ref, row: int | None = None, label: str = "↩ Undo") -> None:
        self.ref = ref
        super().__init__(discord.ui.Button(
            label=short(label, LABEL_MAX), style=discord.ButtonStyle.secondary,
            custom_id=ref.prefix("z"), row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> UndoButton:
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, play(interaction).undo(interaction, self.ref))


def amount_modal(ref: Ref, bids: list[int], lang: str) -> discord.ui.Modal:
    """The "Amount…" modal. It is stopped before it is sent, so discord.py does not keep it
    in memory: its submit is routed by its custom_id alone (``parse_modal``), like a button,
    and still works after a restart. Without ``bids`` it names no range (the owner of the
    game, another process, checks the amount: bot/messages/forwarding.py)."""
    if bids:
        low, high = min(bids), max(bids)
        title = tr(lang, "ctl-bid-title", low=low, high=high)
        hint = tr(lang, "ctl-amount-placeholder", low=low, high=high)
    else:  # opened by a process that does not hold the game: the submit is checked there
        title, hint = tr(lang, "ctl-bid-title-any"), tr(lang, "ctl-amount-placeholder-any")
    modal = discord.ui.Modal(title=short(title, MODAL_TITLE_MAX),
                             custom_id=ref.prefix("n"), timeout=None)
    modal.add_item(discord.ui.Label(text=tr(lang, "ctl-amount-field"),
                                    component=discord.ui.TextInput(
        custom_id=AMOUNT_FIELD, placeholder=hint, min_length=1, max_length=6)))
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
