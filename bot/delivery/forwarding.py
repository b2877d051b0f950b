"""DM clicks for a game another process owns (docs/design.md, "Several processes").

Discord delivers every DM interaction to shard 0, but a game has one writer: the process that
holds the shard of its guild. So the process of shard 0, seeing a click (or a bid modal) in a
DM for a game it does not hold, answers Discord within its 3 seconds with a deferred update,
writes the raw interaction to ``forwards`` with the owner's shard, and sends a NOTIFY. The
owner claims the row (``FOR UPDATE SKIP LOCKED``: one claimer, a crash leaves it for a retry)
and handles the interaction as if Discord had sent it there: discord.py builds it from the same
payload, the bot's controls route it, and every answer goes through the interaction's token
(the deferred message's edit, follow-ups), which works from any process. NOTIFY is only a
wake-up: owners also rescan when they start and every ``RESCAN`` seconds.

"Amount…" opens a modal, which must be the interaction's first answer: that click is forwarded
without deferring, and the owner opens the modal (a NOTIFY takes milliseconds).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.store import Store
from bot.ui.controls.grammar import table_of

log = logging.getLogger(__name__)

CHANNEL = "forward"       # the NOTIFY channel
RESCAN = 5.0              # seconds between two rescans of the owner's forwarded clicks
TOKEN_LIFE = 15 * 60.0    # an interaction's token lasts 15 minutes: older rows are dropped
BATCH = 50
COMPONENT, MODAL_SUBMIT = 3, 5
DEFERRED_UPDATE = discord.InteractionResponseType.deferred_message_update


async def owner_of(store: Store, table_id: int) -> int | None:
    """The shard of an open game (the process holding it writes it), else None."""
    rows = await store.query(
        "SELECT shard FROM games WHERE id = ? AND status IN ('lobby', 'playing')", table_id)
    return int(rows[0]["shard"]) if rows else None


async def put(store: Store, shard: int, payload: dict[str, Any], now: float) -> None:
    """Leave a click for the owner of ``shard`` and wake it."""
    await store.write([("INSERT INTO forwards (shard, payload, created) VALUES (?, ?, ?)",
                        (shard, json.dumps(payload), now))])
    await store.notify(CHANNEL, str(shard))


async def claim(store: Store, shards: Sequence[int], limit: int = BATCH
                ) -> list[tuple[dict[str, Any], float]]:
    """Take (and delete) up to ``limit`` clicks left for these shards, oldest first: each is
    claimed by one process only."""
    if not shards:
        return []
    marks = ", ".join("?" for _ in shards)
    pick = (f"SELECT id FROM forwards WHERE shard IN ({marks}) ORDER BY id LIMIT ?"
            + (" FOR UPDATE SKIP LOCKED" if store.dialect == "postgres" else ""))
    rows = await store.query(
        f"DELETE FROM forwards WHERE id IN ({pick}) RETURNING payload, created",
        *shards, limit)
    return [(json.loads(r["payload"]), float(r["created"])) for r in rows]


def in_dm(data: dict[str, Any]) -> bool:
    return not data.get("guild_id")


class Forwarder:
    """Sends DM clicks of others' games away, and answers the ones left for this process.

    ``holds(channel_id)``: whether this process has the channel's game open in memory;
    ``answer(payload, deferred)``: run a forwarded interaction through the bot."""

    def __init__(self, store: Store, shards: Sequence[int], clock: Callable[[], float],
                 holds: Callable[[int], bool]) -> None:
        self.store = store
        self.shards = list(shards)
        self.clock = clock
        self.holds = holds
        self.answer: Callable[[dict[str, Any], bool], Any] | None = None
        self.forwarded = 0   # clicks sent to another process
        self.answered = 0    # clicks of another process answered here
        self.task: asyncio.Task[Any] | None = None
        self.running: asyncio.Task[Any] | None = None
        self.listener: Any = None

    def candidate(self, data: dict[str, Any]) -> tuple[int, int] | None:
        """A click or bid modal in a DM for a game this process does not hold: its
        (channel, table), else None (handled here as usual)."""
        if data.get("type") not in (COMPONENT, MODAL_SUBMIT) or not in_dm(data):
            return None
        found = table_of(str((data.get("data") or {}).get("custom_id", "")))
        if found is None or self.holds(found[0]):
            return None
        return found

    async def send_away(self, interaction: discord.Interaction, data: dict[str, Any],
                        table_id: int) -> bool:
        """Forward the interaction when another process owns its game (deferred first,
        unless it must open a modal); False when nobody else does (handled here: a game
        that ended or never was gets the usual answer)."""
        shard = await owner_of(self.store, table_id)
        if shard is None or shard in self.shards:
            return False
        custom_id = str((data.get("data") or {}).get("custom_id", ""))
        deferred = not custom_id.startswith("wt:m:")
        if deferred:
            await interaction.response.defer()
        await put(self.store, shard, {"data": data, "deferred": deferred}, self.clock())
        self.forwarded += 1
        return True

    # -- the owner's side -----------------------------------------------------------------
    async def start(self) -> None:
        """Listen for wake-ups and rescan now and every ``RESCAN`` seconds."""
        if self.task is not None:
            return
        try:
            self.listener = await self.store.listen(CHANNEL, self._notified)
        except Exception:  # no listening (a store without it): the rescans still run
            log.warning("cannot listen for forwarded clicks; rescanning only", exc_info=True)
        self.task = asyncio.get_running_loop().create_task(self._loop())

    def _notified(self, payload: str | None) -> None:
        """A NOTIFY for one of this process's shards, or None after the listening connection
        came back (what was sent meanwhile is lost): rescan now (one rescan at a time)."""
        if payload is None or (payload.strip().isdigit() and int(payload) in self.shards):
            self.now()

    def now(self) -> None:
        if self.running is None or self.running.done():
            self.running = asyncio.get_running_loop().create_task(self._rescan_logged())

    async def _rescan_logged(self) -> None:
        try:
            await self.rescan()
        except Exception:
            log.exception("forwarded clicks: rescan failed")

    async def _loop(self) -> None:
        while True:
            self.now()
            await asyncio.sleep(RESCAN)

    async def rescan(self) -> int:
        """Answer every click left for this process's shards; returns how many."""
        done = 0
        while rows := await claim(self.store, self.shards):
            for payload, created in rows:
                if self.clock() - created > TOKEN_LIFE or self.answer is None:
                    continue  # its token has expired: nothing can answer it any more
                try:
                    await self.answer(payload["data"], bool(payload.get("deferred")))
                    self.answered += 1
                    done += 1
                except Exception:
                    log.exception("a forwarded click failed")
        return done

    async def stop(self) -> None:
        for task in (self.task, self.running):
            if task is not None:
                task.cancel()
        self.task = self.running = None
        if self.listener is not None:
            await self.listener.close()
            self.listener = None
