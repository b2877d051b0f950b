"""The bot's database: one interface (``Store``), two backends.

``await open_store(target)`` (a path, an address, or a ``bot.config.Config``) opens SQLite
for a file path, the default, and PostgreSQL for a ``postgresql://`` address (several bot
processes on one database). docs/bot-core.md ("Storage") and docs/deploy.md describe both.
"""

from __future__ import annotations

from typing import Any

from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.rows import (
    NO_SENDS,
    ChannelBusy,
    ClaimLost,
    GameRow,
    LogRow,
    NewTimer,
    Outbox,
    OutboxRow,
    StoreError,
    TimerRow,
    VersionConflict,
    shard_of,
)
from bot.store.schema import VERSION as SCHEMA_VERSION
from bot.store.sqlite import SqliteStore

__all__ = [
    "NO_SENDS", "SCHEMA_VERSION", "ChannelBusy", "ClaimLost", "GameRow", "LogRow", "NewTimer",
    "Outbox", "OutboxRow", "Store", "StoreError", "TimerRow", "VersionConflict", "open_store",
    "shard_of",
]


async def open_store(config_or_target: Any, *, shard_count: int = 1) -> Store:
    """Open (creating and migrating if needed) the store a ``bot.config.Config`` names
    (``[storage] url``, else ``database``), or the one a path or ``postgresql://`` address
    names."""
    target = str(getattr(config_or_target, "storage_target", config_or_target))
    if target.startswith(("postgresql://", "postgres://")):
        return await PostgresStore.connect(target, shard_count=shard_count)
    return await SqliteStore.connect(target, shard_count=shard_count)
