"""What the bot says, as text: the lobby, the start, whose move, the ranking, limits kept.

Pure functions of the core's snapshots (no Discord calls), so every sentence a person reads
is written in one place and each stays inside Discord's limits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord

from bot.models import Outcome, Seat, Table

MESSAGE_LIMIT = 2000

COMMANDS = (
    "**Commands**\n"
    "`/game new <game> [options] [turn_timer]` opens a table; the lobby has Join · Leave · "
    "Add AI · Start · Cancel.\n"
    "Your hand and controls come by DM. `/game hand` shows them here, only to you "
    "(use it if your DMs are closed). `/game play <choice>` makes a move by typing.\n"
    "`/game board`, `/game status`, `/game log`, `/game rules [topic]` for everyone.\n"
    "`/game leave` hands your seat to an AI (`/game join` takes it back); "
    "`/game cancel` for the host or Manage Channels."
)


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Keep a message inside Discord's 2000 characters, dropping the oldest lines first."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while len(lines) > 2 and len("\n".join(lines)) > limit - 2:
        lines.pop(1)  # keep the first line (what this is) and the latest ones
    text = "\n".join(lines)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def escape(text: str) -> str:
    """A name or an engine sentence as plain text: no markdown, no mention."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def on_off(value: Any) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)


def ai_badge(seat: Seat) -> str:
    """An AI seat's level, shown beside its short name ("AI 1")."""
    return f"🤖 {seat.ai}"


def seat_label(table: Table, seat: int, *, mention: bool = True) -> str:
    """A seat as the channel names it: a mention for a present human, else the name."""
    s = table.seats[seat]
    if s.is_human and mention:
        return f"<@{s.user_id}>"
    return f"{escape(s.name)} 🤖" if s.is_ai else escape(s.name)


def lobby_text(table: Table, options: str, dm_status: Callable[[int], bool | None]) -> str:
    """The lobby message: title, host, options and the seats (marking closed DMs)."""
    lines = [f"**{table.title}** — new table, host <@{table.host_id}> · "
             f"{table.min_players}–{table.max_players} players · {options}"]
    for seat in table.seats:
        if seat.user_id is None:
            lines.append(f"{seat.index + 1}. {escape(seat.name)} · {ai_badge(seat)}")
            continue
        mark = ""
        if dm_status(seat.user_id) is False:
            mark = " — cannot receive DMs; will use `/game hand`"
        lines.append(f"{seat.index + 1}. <@{seat.user_id}>{mark}")
    if table.can_start:
        lines.append("The host can start now.")
    else:
        need = table.min_players - len(table.seats)
        lines.append(f"Waiting for {need} more player{'s' if need != 1 else ''}."
                     if need > 0 else "Too many seats for this game.")
    return clip("\n".join(lines))


def started_text(table: Table, options: str) -> str:
    """What the lobby message becomes once the game starts: who plays, with which rules."""
    seats = ", ".join(seat_label(table, s.index) for s in table.seats)
    return clip(f"**{table.title}** has started · {options}\nSeats: {seats}. Good luck!")


def cancelled_text(table: Table) -> str:
    return f"~~{table.title}~~ — the table was cancelled."


def waiting_text(table: Table, outcome: Outcome) -> str:
    """Who the game waits for after ``outcome`` (names, never mentions)."""
    if outcome.over:
        return "the game is over."
    if not outcome.to_act:
        return "nothing to decide."
    names = ", ".join(seat_label(table, s, mention=False) for s in outcome.to_act)
    return f"waiting for {names}."


def whose_move(table: Table, to_act: list[int], over: bool) -> str:
    if over:
        return "game over"
    if not to_act:
        return "nothing to decide"
    return "waiting for " + ", ".join(seat_label(table, s, mention=False) for s in to_act)


def ranking_lines(result: dict[str, Any] | None) -> list[str]:
    """The final ranking with each seat's score and its breakdown."""
    if not result:
        return []
    lines = []
    for row in result.get("ranking", []):
        breakdown = row.get("breakdown") or {}
        detail = ", ".join(f"{k} {v}" for k, v in breakdown.items()) if isinstance(
            breakdown, dict) else str(breakdown)
        lines.append(f"{row.get('place', '?')}. {row.get('name', '?')} — {row.get('score', '?')}"
                     + (f" ({detail})" if detail else ""))
    if result.get("tiebreak"):
        lines.append(f"Ties: {result['tiebreak']}")
    return lines


def status_text(table: Table, options: str, to_act: list[int], over: bool,
                view: dict[str, Any] | None, result: dict[str, Any] | None,
                scores: list[str]) -> str:
    """``/game status``: the seats (who must act marked), the scores so far, the view's
    status and, at the end, the ranking."""
    lines = [f"**{table.title}** · {table.status} · {options}"]
    for seat in table.seats:
        who = f"<@{seat.user_id}>" if seat.user_id is not None else escape(seat.name)
        if seat.left:
            who += " (left; an AI plays)"
        elif seat.user_id is None:
            who += f" · {ai_badge(seat)}"
        lines.append(f"{seat.index + 1}. {who}{' ⬅️' if seat.index in to_act else ''}")
    if scores and not over:
        lines.append("Scores: " + " · ".join(scores))
    if view and isinstance(view.get("status"), str):
        lines.append(view["status"])
    lines.append(whose_move(table, to_act, over))
    if over:
        lines += [escape(line) for line in ranking_lines(result)]
    return clip("\n".join(lines))
