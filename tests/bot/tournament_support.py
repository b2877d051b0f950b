"""Helpers of the tournament end-to-end tests (docs/tournaments.md): an organiser, players
who sign up by the button, and a driver that plays every table of the server to its end like
people would (a random legal control of whoever has a panel), with a no-show who never
acts (the turn timer plays for them)."""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord

from tests.bot.support import (
    EPHEMERAL,
    Player,
    act_once,
    as_message,
    controls,
    live_panel,
    messages,
)
from tests.support.settle import at_least

#: SimCord's settle timeout while time moves on (clicks keep its default, 5 s)
BURST = at_least(20.0)
#: where ``keep`` writes the standings pictures, to look at (unset: nowhere)
PICTURES = os.environ.get("WILDTABLE_TOURNAMENT_PICTURES", "")


def organiser(env: Any, guild: Any, name: str = "org") -> Any:
    role = guild.create_role("organisers", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user(name), roles=[role])


def signup_message(env: Any, channel: Any) -> Any:
    for stored in messages(env, channel.id):
        if any(c["custom_id"].startswith("wt:t:") for c in controls(stored)):
            return as_message(env, stored)
    raise AssertionError("no sign-up message")


async def sign_up(env: Any, channel: Any, player: Player, op: str = "join") -> Any:
    message = signup_message(env, channel)
    found = next(c["custom_id"] for c in controls(message)
                 if c["custom_id"].startswith("wt:t:") and c["custom_id"].endswith(op))
    return await player.member.click(message, custom_id=found)


async def tournament(env: Any, guild: Any, channel: Any = None) -> Any:
    """The channel's event (open, else latest); without a channel, the server's latest."""
    return await env.bot.service.tournaments.last(0 if channel is None else channel.id,
                                                  guild.id)


async def drive(env: Any, guild: Any, players: list[Player], *, absent: set[int],
                timer: float, until: Callable[[Any], bool],
                between: Callable[[], Awaitable[None]] | None = None,
                max_steps: int = 20000) -> int:
    """Everyone present answers their panels until ``until(tournament)``; when only the
    absent are waited for, time moves on by a turn timer. Returns the timer waits."""
    waits = 0
    for _ in range(max_steps):
        t = await tournament(env, guild)
        if until(t):
            return waits
        if between is not None:
            await between()
        for player in players:
            if player.id in absent:
                continue
            panel = live_panel(env, player)
            if panel is not None:
                await act_once(env, player, panel)
                break
        else:
            # SimCord's settle waits for every timer whose wall-clock fallback falls within
            # its timeout: a short one between clicks (a turn timer's reminder, 15 s away,
            # would otherwise be waited out in real time after every click), a longer one
            # while time moves on and the fallback moves and the next round come in a burst
            quiet, env.settle_timeout = env.settle_timeout, BURST
            try:
                await env.advance_time(timer + 1)
            finally:
                env.settle_timeout = quiet
            waits += 1
    raise AssertionError("the tournament did not get there")


def parent_posts(env: Any, channel: Any) -> tuple[int, int, int]:
    """(the bot's own posts in the channel, every message there that everyone sees, incl.
    Discord's "started a thread" notices still there, and the messages the bot deleted
    there); answers only their asker sees are left out."""
    path = f"/channels/{channel.id}/messages"
    own = sum(1 for r in env.backend.http_requests if r.method == "POST" and r.path == path)
    removed = sum(1 for r in env.backend.http_requests
                  if r.method == "DELETE" and r.path.startswith(path + "/"))
    shown = [m for m in env.backend.messages.get(channel.id, {}).values()
             if not m.flags & EPHEMERAL]
    return own, len(shown), removed


def standings_pictures(env: Any, channel: Any) -> list[tuple[str, str, bytes]]:
    """(text, alt text, PNG) of every standings message in the channel, in order (not the
    pictures only their asker sees: ``/tournament standings``)."""
    out = []
    for stored in reversed(list(messages(env, channel.id))):
        if stored.flags & EPHEMERAL:
            continue
        for att in stored.attachments:
            if att["filename"].startswith("standings-"):
                out.append((stored.content, att.get("description") or "",
                            env.backend.cdn.get(att["url"])))
    return out


def keep(pictures: list[tuple[str, str, bytes]], prefix: str) -> list[Path]:
    if not PICTURES:
        return []
    Path(PICTURES).mkdir(parents=True, exist_ok=True)
    paths = []
    for i, (_, _, png) in enumerate(pictures, start=1):
        path = Path(PICTURES) / f"{prefix}-{i}.png"
        path.write_bytes(png)
        paths.append(path)
    return paths


async def restart_deleting(env: Any, harness: Any, channel_id: int) -> None:
    """Restart the bot with ``channel_id`` deleted while it was down: after the old bot is
    detached and before the new one connects, so neither hears a delete event."""
    fresh = await harness.bot()
    starting = fresh.setup_hook

    async def deleted_while_down() -> None:
        env.backend.delete_channel(channel_id)
        await starting()

    fresh.setup_hook = deleted_while_down
    await env.restart_bot(fresh)
    await env.settle()
