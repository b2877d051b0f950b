"""Syncing the slash commands: only when they changed, from one process, never in the way of
connecting.

Discord limits command creation per day, and discord.py waits out a 429 on a sync, which for
that limit means hours: a sync before the gateway connects would keep the bot offline. So the
sync runs in the background once the bot is connected (``GameBot.on_ready``), only in the
process that holds shard 0 (every process has the same commands), only when the payload's
hash differs from the one kept in the store's ``meta`` table after the last sync that Discord
took, and it gives up on a rate limit longer than ``patience`` seconds (discord.py's
``max_ratelimit_timeout``: it raises instead of waiting; logged, the commands Discord has stay,
and the next start tries again).

That cap is an attribute of the one HTTP client every request shares: set there for the
sync's duration, another request's long 429 meanwhile (a DM panel's) would raise
``RateLimited`` where nobody expects it, and its message would be lost. So the client reads
the cap from a context variable that only the sync's own task sets (``scoped``).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from contextvars import ContextVar
from typing import Any

import discord
from discord import app_commands

from bot.store import Store

log = logging.getLogger(__name__)

PATIENCE = 60.0  # the longest 429 a sync waits out (a longer one is given up)
_PATIENCE: ContextVar[float | None] = ContextVar("sync_patience", default=None)


class ScopedCap:
    """``max_ratelimit_timeout`` of an HTTP client: the sync's patience inside the sync's
    own task (and nowhere else), else the client's own setting."""

    def __get__(self, client: Any, owner: type | None = None) -> Any:
        if client is None:
            return self
        scoped = _PATIENCE.get()
        return scoped if scoped is not None else client.__dict__.get(
            "max_ratelimit_timeout")

    def __set__(self, client: Any, value: float | None) -> None:
        client.__dict__["max_ratelimit_timeout"] = value


def scoped(http: Any) -> None:
    """Let ``http`` read its 429 cap through ``ScopedCap`` (once)."""
    if not isinstance(type(http).__dict__.get("max_ratelimit_timeout"), ScopedCap):
        http.__class__ = type(type(http).__name__, (type(http),),
                              {"max_ratelimit_timeout": ScopedCap()})


def syncs(config: Any) -> bool:
    """Whether this process syncs: the only one, or the one with shard 0."""
    return not getattr(config, "sharded", False) or 0 in config.shard_ids


async def digest(tree: app_commands.CommandTree, guild: discord.Object | None) -> str:
    """The hash of what a sync would send (translated, as ``tree.sync`` sends it)."""
    translator = tree.translator
    payload = []
    for command in tree.get_commands(guild=guild):
        payload.append(await command.get_translated_payload(tree, translator)
                       if translator else command.to_dict(tree))
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()


async def kept(store: Store, key: str) -> str | None:
    rows = await store.query("SELECT value FROM meta WHERE key = ?", key)
    return str(rows[0]["value"]) if rows else None


async def keep(store: Store, key: str, value: str) -> None:
    await store.write([("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key)"
                        " DO UPDATE SET value = excluded.value", (key, value))])


async def sync(tree: app_commands.CommandTree, store: Store, guild_ids: Sequence[int], *,
               patience: float = PATIENCE) -> None:
    """The commands to ``guild_ids`` when set (at once, for development), else globally;
    each scope only when its commands changed. A refusal (a server the bot left) or a long
    rate limit is logged and skipped."""
    for guild_id in guild_ids or (None,):
        guild = None if guild_id is None else discord.Object(guild_id)
        if guild is not None:
            tree.copy_global_to(guild=guild)
        key = f"commands:{guild_id or 'global'}"
        new = await digest(tree, guild)
        if await kept(store, key) == new:
            log.info("the commands (%s) are synced already", guild_id or "global")
            continue
        scoped(tree.client.http)
        token = _PATIENCE.set(patience)
        try:
            await tree.sync(guild=guild)
        except discord.RateLimited as exc:
            log.warning("gave up syncing the commands (%s): Discord asks to wait %.0f s; the "
                        "old ones stay, and the next start tries again", guild_id or "global",
                        exc.retry_after)
            continue
        except discord.HTTPException as exc:
            if guild_id is None:
                log.error("cannot sync the commands (%s %s); the old ones stay", exc.status,
                          exc.code)
            else:
                log.warning("cannot sync the commands to server %s (%s %s); skipped",
                            guild_id, exc.status, exc.code)
            continue
        finally:
            _PATIENCE.reset(token)
        await keep(store, key, new)
