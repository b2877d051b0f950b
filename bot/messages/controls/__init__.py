"""Buttons, selects and the bid modal, holding their whole state in the custom_id.

``grammar.py`` holds the custom_id grammar and how a click reaches the handlers;
``decisions.py`` the controls of a seat's decision (and the bid modal); ``tables.py`` the
controls around a table (My hand, the lobby, Rematch); ``history.py`` those of a history
page. ``DYNAMIC_ITEMS`` is what the client registers.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.messages.controls.decisions import (
    ActButton,
    ActSelect,
    AmountButton,
    ConfirmButton,
    PageButton,
    SeveralSelect,
    UndoButton,
    amount_modal,
    modal_value,
    parse_modal,
)
from bot.messages.controls.grammar import (
    ALL_TEMPLATES,
    LOBBY_OPS,
    MAX_ID,
    Ref,
    b36,
    is_ours,
    is_valid,
    on_message,
    unb36,
)
from bot.messages.controls.hint import HintButton
from bot.messages.controls.history import HistoryPage, ResultSelect
from bot.messages.controls.tables import (
    AISeatSelect,
    HandButton,
    LobbyButton,
    RematchButton,
    ReviewButton,
)

__all__ = [
    "ALL_TEMPLATES", "DYNAMIC_ITEMS", "LOBBY_OPS", "MAX_ID", "AISeatSelect", "ActButton",
    "ActSelect", "AmountButton", "ConfirmButton", "HandButton", "HintButton", "HistoryPage",
    "LobbyButton",
    "PageButton", "ResultSelect",
    "Ref", "RematchButton", "ReviewButton", "SeveralSelect", "UndoButton", "amount_modal",
    "b36", "is_ours",
    "is_valid", "modal_value", "on_message", "parse_modal", "unb36",
]

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActButton, ConfirmButton, ActSelect, SeveralSelect, PageButton, AmountButton, UndoButton,
    HandButton, LobbyButton, RematchButton, ReviewButton, AISeatSelect, HistoryPage, ResultSelect,
    HintButton)
