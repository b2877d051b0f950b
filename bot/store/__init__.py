"""The bot's database: one interface (``Store``), two backends.

``await open_store(target)`` (a path, an address, or a ``bot.config.Config``) opens SQLite
for a file path, the default, and PostgreSQL for a ``postgresql://`` address (several bot
processes on one database). docs/bot-core.md ("Storage") and docs/deploy.md describe both.

PostgreSQL's driver, asyncpg, is the optional extra ``postgres``: the PostgreSQL backend is
imported only when an address asks for it, and without asyncpg that start ends with one line
saying which extra to install (a ``StoreError``, which ``wildtable`` prints and exits on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.store.base import Store
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

if TYPE_CHECKING:
    from bot.store.postgres import PostgresStore

NO_ASYNCPG = 'PostgreSQL needs the "postgres" extra: pip install -e ".[postgres]"'

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
        return await postgres_store().connect(target, shard_count=shard_count)
    return await SqliteStore.connect(target, shard_count=shard_count)


def postgres_store() -> type[PostgresStore]:
    """The PostgreSQL backend, imported on first use; a clear ``StoreError`` when asyncpg (the
    ``postgres`` extra) is not installed."""
    try:
        from bot.store.postgres import PostgresStore
    except ImportError as exc:
        if exc.name != "asyncpg":
            raise
        raise StoreError(NO_ASYNCPG) from None
    return PostgresStore


def __getattr__(name: str) -> Any:
    """``from bot.store import PostgresStore`` still works, importing asyncpg only then."""
    if name == "PostgresStore":
        return postgres_store()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
