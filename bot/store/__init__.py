"""The bot's database: one interface (``Store``), two backends.

``await Store.open(target)`` (or ``open_store(config)``) opens SQLite for a file path, the
default, and PostgreSQL for a ``postgresql://`` address (several bot processes on one
database). docs/bot-core.md ("Storage") and docs/deploy.md describe both.
"""

from __future__ import annotations

from typing import Any

from bot.store.base import (
    NO_SENDS,
    ChannelBusy,
    ClaimLost,
    GameRow,
    LogRow,
    NewTimer,
    Outbox,
    OutboxRow,
    Store,
    StoreError,
    TimerRow,
    VersionConflict,
    shard_of,
)
from bot.store.schema import VERSION as SCHEMA_VERSION

__all__ = [
    "NO_SENDS", "SCHEMA_VERSION", "ChannelBusy", "ClaimLost", "GameRow", "LogRow", "NewTimer",
    "Outbox", "OutboxRow", "Store", "StoreError", "TimerRow", "VersionConflict", "open_store",
    "shard_of",
]


async def open_store(config_or_target: Any, *, shard_count: int = 1) -> Store:
    """Open the store a ``bot.config.Config`` names (``[storage] url``, else ``database``),
    or the one a path or ``postgresql://`` address names."""
    target = getattr(config_or_target, "storage_target", config_or_target)
    return await Store.open(target, shard_count=shard_count)
