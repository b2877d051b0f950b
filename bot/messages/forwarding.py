"""DM clicks for a game another process owns (docs/design.md, "Several processes"), and the
clicks of a seat's web page served by another process than the game's (docs/web.md).

Discord delivers every DM interaction to shard 0, but a game has one writer: the process that
holds the shard of its guild. So the process of shard 0, seeing a click (or a bid modal) in a
DM for a game it does not hold, answers Discord within its 3 seconds with a deferred update,
writes the raw interaction to ``forwards`` with the owner's shard, and sends a NOTIFY. The
owner claims the row (``FOR UPDATE SKIP LOCKED``: one claimer, a crash leaves it for a retry)
and handles the interaction as if Discord had sent it there: discord.py builds it from the same
payload, the bot's controls route it, and every answer goes through the interaction's token
(the deferred message's edit, follow-ups), which works from any process. NOTIFY is only a
wake-up: owners also rescan when they start and every ``RESCAN`` seconds.

"Amount…" opens a modal, which must be the interaction's first answer within 3 s: the process
of shard 0 opens it itself, naming no range (the custom_id says which decision it is for), and
its submit is forwarded like a click; the owner checks the amount and refuses an illegal one
with the legal range, as ever. Nothing races the owner's listener for the first answer.

No forwarded click fails silently: when the owner has not claimed it within ``CLAIM_WAIT``
seconds (it is down, or restarting), shard 0 takes it back and tells the clicker, in one
ephemeral sentence, to try again in a moment. A claimed row is deleted as it is claimed;
rows older than a token's life are swept at every rescan.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.core.models import Hand
from bot.messages.controls.decisions import amount_modal
from bot.messages.controls.grammar import AMOUNT_TEMPLATE, Ref, table_of
from bot.store import Store
from engine.registry import from_json
from words import language, tr

log = logging.getLogger(__name__)

CHANNEL = "forward"       # the NOTIFY channel
RESCAN = 5.0              # seconds between two rescans of the owner's forwarded clicks
TOKEN_LIFE = 15 * 60.0    # an interaction's token lasts 15 minutes: older rows are dropped
CLAIM_WAIT = 5.0          # seconds an owner has to claim a forwarded click before shard 0
#                           takes it back and asks the clicker to try again
BATCH = 50
COMMAND, COMPONENT, MODAL_SUBMIT = 2, 3, 5
DEFERRED_UPDATE = discord.InteractionResponseType.deferred_message_update
DEFERRED_COMMAND = discord.InteractionResponseType.deferred_channel_message


async def owner_of(store: Store, table_id: int) -> int | None:
    """The shard of an open game (the process holding it writes it), else None."""
    rows = await store.query(
        "SELECT shard FROM games WHERE id = ? AND status IN ('lobby', 'playing')", table_id)
    return int(rows[0]["shard"]) if rows else None


async def put(store: Store, shard: int, payload: dict[str, Any], now: float) -> int:
    """Leave a click for the owner of ``shard`` and wake it; the row's id."""
    rows = await store.query("INSERT INTO forwards (shard, payload, created) VALUES (?, ?, ?)"
                             " RETURNING id", shard, json.dumps(payload), now)
    await store.notify(CHANNEL, str(shard))
    return int(rows[0]["id"])


async def take_back(store: Store, row_id: int) -> bool:
    """Remove a forwarded click nobody claimed; False when its owner claimed it first."""
    return bool(await store.query("DELETE FROM forwards WHERE id = ? RETURNING id", row_id))


async def sweep(store: Store, before: float) -> None:
    """Forget the clicks whose tokens have expired (left for a shard nobody serves now)."""
    await store.write([("DELETE FROM forwards WHERE created < ?", (before,))])


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


def parse_amount_button(custom_id: str) -> Ref | None:
    """The decision of an "Amount…" click, or None for any other control."""
    match = re.fullmatch(AMOUNT_TEMPLATE, custom_id)
    return Ref.from_match(match) if match else None


async def due_in_store(store: Store, user_id: int) -> list[Hand]:
    """The user's decisions waiting in every open game, as the store holds them (all
    processes write there before anyone is told): what ``/game play`` and its autocomplete
    offer in a DM on the process of shard 0, whichever process holds each game."""
    rows = await store.query(
        "SELECT id, channel_id, game, seats, state FROM games WHERE status = 'playing'"
        " AND seats LIKE ?", f'%"user_id":{int(user_id)}%')
    out = []
    for row in rows:
        seat = next((i for i, s in enumerate(json.loads(row["seats"]))
                     if s.get("user_id") == user_id and s.get("ai") is None), None)
        if seat is None or not row["state"]:
            continue
        state = from_json(row["state"])
        if not state.is_over() and seat in state.to_act():
            out.append(Hand(int(row["id"]), int(row["channel_id"]), row["game"], seat,
                            state.version, state.view(seat), state.legal_actions(seat), True))
    return out


#: the ``/game`` commands that, typed in a DM, act in one of the user's games (their ``game``
#: option names its channel; without it, the one game waiting for them): forwarded to the
#: game's owner like a click (their autocompletes are answered from the store)
GAME_COMMANDS = frozenset({"play", "hint"})


def game_command(data: dict[str, Any]) -> bool:
    """A DM command that acts in one of the user's games (``GAME_COMMANDS``)."""
    inner = data.get("data") or {}
    options = inner.get("options") or []
    return (data.get("type") == COMMAND and in_dm(data) and inner.get("name") == "game"
            and bool(options) and options[0].get("name") in GAME_COMMANDS)


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
        #: a web table's click (docs/web.md): ``{"table", "seat", "version", "codes", "lang"}``
        self.answer_web: Callable[[dict[str, Any]], Any] | None = None
        self.forwarded = 0   # clicks sent to another process
        self.answered = 0    # clicks of another process answered here
        self.taken_back = 0  # forwarded clicks nobody claimed in time (the clicker was told)
        self.watching: set[asyncio.Task[Any]] = set()
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

    async def command_table(self, data: dict[str, Any]) -> int | None:
        """The table a DM ``/game play`` (or hint) is for when another process holds it: the
        ``game`` option's channel, else the user's one waiting game (several: answered here,
        with the usual refusal naming them)."""
        user = (data.get("user") or {}).get("id")
        options = ((data.get("data") or {}).get("options") or [{}])[0].get("options") or []
        chosen = next((o.get("value") for o in options if o.get("name") == "game"), None)
        due = await due_in_store(self.store, int(user)) if user else []
        if chosen is not None:
            due = [h for h in due if str(h.channel_id) == str(chosen)]
        if len(due) != 1 or self.holds(due[0].channel_id):
            return None
        return due[0].table_id

    async def send_away(self, interaction: discord.Interaction, data: dict[str, Any],
                        table_id: int) -> bool:
        """Forward the interaction when another process owns its game (deferred first,
        unless it must open a modal); False when nobody else does (handled here: a game
        that ended or never was gets the usual answer)."""
        shard = await owner_of(self.store, table_id)
        if shard is None or shard in self.shards:
            return False
        custom_id = str((data.get("data") or {}).get("custom_id", ""))
        amount = parse_amount_button(custom_id)
        if amount is not None:  # the modal is the first answer: opened here, at once
            await interaction.response.send_modal(
                amount_modal(amount, [], language(interaction.locale)))
            return True
        if data.get("type") == COMMAND:  # a reply only its user sees, "thinking" meanwhile
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()
        row = await put(self.store, shard, {"data": data, "deferred": True}, self.clock())
        self.forwarded += 1
        task = asyncio.get_running_loop().create_task(self._unclaimed(row, interaction))
        self.watching.add(task)
        task.add_done_callback(self.watching.discard)
        return True

    async def send_web_away(self, click: dict[str, Any]) -> bool:
        """Leave a click of a seat's web page for the process that owns its game (no token to
        answer through: the page follows the move live); False when no other process does."""
        shard = await owner_of(self.store, int(click["table"]))
        if shard is None or shard in self.shards:
            return False
        await put(self.store, shard, {"web": click}, self.clock())
        self.forwarded += 1
        return True

    async def _unclaimed(self, row: int, interaction: discord.Interaction) -> None:
        """After ``CLAIM_WAIT``: a click its owner has not claimed is taken back, and the
        clicker told to try again (never a click that does nothing)."""
        try:
            await asyncio.sleep(CLAIM_WAIT)
            if await take_back(self.store, row):
                self.taken_back += 1
                await interaction.followup.send(
                    tr(language(interaction.locale), "bot-forward-busy"), ephemeral=True)
        except Exception:
            log.exception("a forwarded click could not be taken back")

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
        await sweep(self.store, self.clock() - TOKEN_LIFE)
        while rows := await claim(self.store, self.shards):
            for payload, created in rows:
                if "web" in payload and self.answer_web is not None:
                    try:
                        await self.answer_web(payload["web"])
                        self.answered += 1
                        done += 1
                    except Exception:
                        log.exception("a forwarded web click failed")
                    continue
                if self.clock() - created > TOKEN_LIFE or self.answer is None or \
                        "data" not in payload:
                    continue  # its token has expired: nothing can answer it any more
                try:
                    await self.answer(payload["data"], bool(payload.get("deferred")))
                    self.answered += 1
                    done += 1
                except Exception:
                    log.exception("a forwarded click failed")
        return done

    async def stop(self) -> None:
        for task in (self.task, self.running, *self.watching):
            if task is not None:
                task.cancel()
        self.task = self.running = None
        if self.listener is not None:
            await self.listener.close()
            self.listener = None
