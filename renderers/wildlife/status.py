"""The title of a WildLife DM picture (the hand's and the choice's): whose hand. What the seat is
asked, the turn's progress and the card on auction change within a turn: the DM panel's text
says them (``bot.core.games.wildlife``)."""

from __future__ import annotations

from typing import Any

from renderers.wildlife.seats import seat_info
from words import tr


def title(view: dict[str, Any], lang: str) -> str:
    """The hand's title: whose hand."""
    me = seat_info(view, view.get("seat"))
    return (tr(lang, "wl-pic-hand-title", player=str(me["name"])) if me.get("name")
            else tr(lang, "wl-pic-hand-title-own"))
