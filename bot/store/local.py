"""The coordination primitives of a store that serves one process (SQLite): an
``asyncio.Lock`` per key and in-process notifications are exact there, because that process
is all of the bot."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from bot.store.rows import NotifyCallback


class LocalListener:
    def __init__(self, callbacks: set[NotifyCallback], callback: NotifyCallback) -> None:
        self._callbacks = callbacks
        self._callback = callback

    async def close(self) -> None:
        self._callbacks.discard(self._callback)


class LocalCoordination:
    """``exclusive``, ``notify`` and ``listen`` for one process."""

    def __init__(self) -> None:
        self._locks: dict[str, asyncio.Lock] = {}
        self._listeners: dict[str, set[NotifyCallback]] = {}

    @asynccontextmanager
    async def exclusive(self, key: str) -> AsyncIterator[None]:
        """One holder at a time per key, in this process (which is all of them)."""
        async with self._locks.setdefault(key, asyncio.Lock()):
            yield

    async def notify(self, channel: str, payload: str) -> None:
        loop = asyncio.get_running_loop()
        for callback in list(self._listeners.get(channel, ())):
            loop.call_soon(callback, payload)

    async def listen(self, channel: str, callback: NotifyCallback) -> LocalListener:
        self._listeners.setdefault(channel, set()).add(callback)
        return LocalListener(self._listeners[channel], callback)
