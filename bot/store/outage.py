"""Which store errors mean "the database is away for a moment" (docs/deploy.md, "Faults"):
PostgreSQL restarting, failing over or out of reach, and SQLite's file locked by another
writer beyond the busy timeout. Nothing was written (every call is one transaction), so the
person is told the table is busy and to try again; the pool reconnects by itself."""

from __future__ import annotations

import sqlite3

try:  # the "postgres" extra
    import asyncpg
    _PG: tuple[type[BaseException], ...] = (
        asyncpg.PostgresConnectionError,       # class 08: the connection failed
        asyncpg.CannotConnectNowError,         # 57P03: starting up or shutting down
        asyncpg.OperatorInterventionError,     # class 57: shut down, crashed, cancelled
        asyncpg.InterfaceError,                # the connection is closed
    )
except ImportError:  # pragma: no cover - without the extra there is no PostgreSQL to lose
    _PG = ()


def _causes(error: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in seen:
        seen.append(current)
        current = getattr(current, "original", None) or current.__cause__ or current.__context__
    return seen


def unavailable(error: BaseException) -> bool:
    """Whether ``error`` (or what caused it) says the database could not be reached or was
    busy beyond its wait, rather than a bug or a refused change."""
    for cause in _causes(error):
        if _PG and isinstance(cause, _PG):
            return True
        if isinstance(cause, sqlite3.OperationalError) and (
                "locked" in str(cause) or "busy" in str(cause)):
            return True
        if isinstance(cause, OSError) and _from_store(cause):
            return True  # refused or reset while connecting to PostgreSQL
    return False


def _from_store(error: BaseException) -> bool:
    """Whether the error was raised inside the database driver (not Discord's network)."""
    tb = error.__traceback__
    while tb is not None:
        name = tb.tb_frame.f_globals.get("__name__", "")
        if name.startswith(("asyncpg", "bot.store")):
            return True
        tb = tb.tb_next
    return False
