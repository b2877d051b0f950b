"""Delivering the outbox: the posts each committed change recorded (bot/core/planner.py), sent by
one worker that never lets a failed send block the others.

The core writes a change's posts into the store's outbox in the change's own transaction, one
row per place (a newer post for a place not sent yet replaces it there: a burst of changes in
one channel becomes one edit). This worker takes the due rows (a person's decision panel
first, then oldest first; several at once, one at a time per channel or DM) and for each:

* a place with a message already is edited, else a new message is posted (its mentions are
  the only ones that notify: an edit never does); the message id is kept with the game;
* Discord took it: the row is marked sent (unless a newer post replaced it meanwhile: then the
  newer one goes next); a transient failure (5xx or 429 after discord.py's own retries, the
  network): tried again later, with a growing pause, never blocking the rows after it;
* a DM refused for closed DMs (50007): the channel is told once, the user is not asked again
  for ``DM_RETRY`` seconds; a panel that could not be delivered for ``UNDELIVERED`` seconds:
  the channel says once to use ``/game hand``, so a game never waits on a lost message;
* a channel that refuses posts for a reason that lasts (``Delivery.paused``: access or Send
  Messages lost, a locked thread): its rows are parked, no request is made for them, the
  table's players are told once by DM, and ``resume`` sends them when the channel takes posts
  again;
* a channel or DM whose per-channel limit is used up (Discord allows about 5 messages per 5 s,
  edits included; ``Delivery.windows``): its row waits for the next slot, and a newer post
  may replace it meanwhile.

After a restart the worker resumes with whatever was not sent; nothing sent is sent again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.core.models import Post
from bot.core.tables import Tables
from bot.messages.compose import Composer, allowed
from bot.messages.errors import DISCORD_FAILURES
from bot.messages.pacing import Delivery
from bot.messages.panels import release
from bot.messages.places import Places
from bot.store import OutboxRow, Store
from bot.store.outage import unavailable
from words import tr

log = logging.getLogger(__name__)

DM_RETRY = 600.0      # seconds before a user whose DMs were closed is tried again
UNDELIVERED = 120.0   # seconds a decision's panel may fail before the channel is told
BATCH = 32          # rows looked at per round (without their bodies: those come with the claim)
CONCURRENT = 8        # deliveries at once (the global limiter still paces their requests)
BACKOFF = (1.0, 2.0, 5.0, 15.0, 30.0, 60.0)
PARKED = 3600.0     # seconds a paused channel's row is held (``resume`` brings it back)
PAUSED = {"access": "bot-paused-access", "send": "bot-paused-send",
          "send-thread": "bot-paused-send-thread",
          "locked": "bot-paused-locked", "removed": "bot-paused-removed"}
LEASE = 60.0          # seconds a claimed row is this sender's (``Store.claim_outbox``)
OUTAGE_RETRY = 2.0    # seconds between two tries while the database is away


class Sender:
    """The outbox's one worker: ``wake()`` after a change, ``close()`` at the end. It runs
    while rows are due and ends; a timer brings it back for a retry or a channel's slot."""

    def __init__(self, store: Store, tables: Tables, delivery: Delivery, composer: Composer,
                 *, dm_result: Callable[[int, bool], Awaitable[None]],
                 clock: Callable[[], float], shards: list[int] | None = None) -> None:
        self.store = store
        self.tables = tables
        self.delivery = delivery
        self.composer = composer
        self.dm_result = dm_result
        self.clock = clock
        self.shards = shards
        self.places = Places(tables, delivery)   # which message each place is
        self.pictures: dict[tuple[int, str], str] = {}  # the picture each place shows
        self.closed_until: dict[int, float] = {}    # users whose DMs refused us lately
        self.told: set[tuple[int, str]] = set()     # notices given once per table
        self.parked: dict[int, dict[int, int]] = {}  # paused channel -> {row id: revision}
        self.again = False
        self.closed = False  # after close() nothing starts again
        self.task: asyncio.Task[Any] | None = None
        self.inflight: dict[int, asyncio.Task[Any]] = {}   # row id -> its delivery
        self.busy: set[str] = set()            # destinations being sent to (``destination``)
        self.wakeup: asyncio.TimerHandle | None = None
        self.wakeup_at: float | None = None

    # -- the worker ---------------------------------------------------------------------------
    def wake(self) -> None:
        """New rows may be due: run the worker (again, if it is running now). Not once
        closed: a delivery cancelled by ``close`` wakes the worker as it ends, and a worker
        started then would read a store that is closing."""
        if self.closed:
            return
        self.again = True
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        """Start a delivery for each due row, up to ``CONCURRENT`` at once and one at a time
        per channel or DM (so each destination gets its messages in order); end when nothing
        more can start. A delivery that ends wakes the worker again, and so does a timer for
        a retry or a channel's next slot. Deliveries run side by side so that a panel sent
        through its player's click (no request of the bot's own) never waits behind the
        paced requests of table edits."""
        while self.again:
            self.again = False
            try:
                await self.start_due()
            except Exception as exc:
                if not unavailable(exc):
                    raise
                log.warning("the outbox cannot be read now (%s); trying again in %.0f s",
                            type(exc).__name__, OUTAGE_RETRY)
                self.wake_at(self.clock() + OUTAGE_RETRY)
                return

    async def start_due(self) -> None:
        """One round: read the due rows, pick the ones to start, claim them in the store
        (``claim_outbox``: a row another sender claimed first is left to it) and start them.
        The claim re-checks each row in the store, so a row whose delivery ended while this
        read was under way (sent, or put off) is not started again from a stale read."""
        now = self.clock()
        rows = await self.store.due_outbox(now, BATCH, self.shards, bodies=False)
        chosen: list[tuple[OutboxRow, str]] = []
        for row in rows:
            if len(self.inflight) + len(chosen) >= CONCURRENT:
                break
            where = row.dest or f"row:{row.id}"  # a body that is not a post: on its own
            if row.id in self.inflight or where in self.busy:
                continue
            self.busy.add(where)
            chosen.append((row, where))
        try:
            claimed = {r.id: r for r in await self.store.claim_outbox(
                [row.id for row, _ in chosen], now, lease=LEASE)} if chosen else {}
        except BaseException:
            for _, where in chosen:
                self.busy.discard(where)
            raise
        for row, where in chosen:
            if row.id not in claimed or row.id in self.inflight:
                self.busy.discard(where)
                continue
            self.inflight[row.id] = asyncio.get_running_loop().create_task(
                self._deliver(claimed[row.id], where))

    async def _deliver(self, row: OutboxRow, where: str) -> None:
        """One delivery; as it ends the worker looks for what is due next, unless it was
        cancelled: the bot is stopping (or its event loop is), and a worker started then
        would read a store that is closing."""
        stopped = False
        try:
            await self.deliver(row)
        except asyncio.CancelledError:
            stopped = True
            raise
        finally:
            self.inflight.pop(row.id, None)
            self.busy.discard(where)
            if not stopped:
                self.wake()

    def wake_at(self, when: float) -> None:
        """Wake the worker at ``when`` (clock seconds): a retry, or a channel's next slot."""
        if self.closed:
            return
        if self.wakeup is not None and self.wakeup_at is not None and self.wakeup_at <= when:
            return
        if self.wakeup is not None:
            self.wakeup.cancel()
        self.wakeup_at = when
        self.wakeup = asyncio.get_running_loop().call_later(max(0.0, when - self.clock()),
                                                            self._woken)

    def _woken(self) -> None:
        self.wakeup = self.wakeup_at = None
        self.wake()

    async def close(self) -> None:
        self.closed = True
        if self.wakeup is not None:
            self.wakeup.cancel()
        tasks = [t for t in (self.task, *self.inflight.values()) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def deliver(self, row: OutboxRow) -> None:
        """Send one row; record the outcome so it is neither lost nor sent twice."""
        post = Post.from_dict(row.body)
        if self.waits(post):
            await self.park(row, post)
            return
        slot = self.slot(post)
        if slot is not None:
            # its channel is busy: held back in the store (so it never hides the rows behind
            # it from ``due_outbox``); a newer post may replace it meanwhile
            await self.recorded(lambda: self.store.outbox_hold(row.id, row.revision, slot))
            self.wake_at(slot)
            return
        try:
            done = await self.send(post, row.nonce)
        except DISCORD_FAILURES as exc:
            done = rejected(exc)
            if done:  # the same body would be refused the same way, every time
                log.error("gave up %s of table %s: Discord rejects its body (%s)", post.place,
                          post.table_id, exc)
            else:
                log.warning("could not deliver %s of table %s yet (%s)", post.place,
                            post.table_id, exc)
        except Exception:  # a bug in one message must not stop the others
            log.exception("could not deliver %s of table %s", post.place, post.table_id)
            done = True
        now = self.clock()
        if self.waits(post):  # refused for a reason that lasts: held until it goes
            await self.park(row, post)
            return
        if done:
            await self.recorded(lambda: self.store.outbox_sent(row.id, row.revision, now))
            return
        # nothing is asked of Discord before a hold of all sending ends (``Guard``)
        retry = now + max(BACKOFF[min(row.attempts, len(BACKOFF) - 1)],
                          self.delivery.guard.left())
        await self.recorded(lambda: self.store.outbox_retry(row.id, row.revision, retry))
        self.wake_at(retry)
        if post.where.is_panel and now - row.created > UNDELIVERED:
            await self.notice(post, "undelivered", "bot-undelivered")

    def waits(self, post: Post) -> bool:
        """Whether the post's channel takes no posts now (``Delivery.paused``)."""
        return not post.dm and post.channel_id in self.delivery.paused

    async def park(self, row: OutboxRow, post: Post) -> None:
        """Hold a paused channel's row, asking nothing of Discord, until ``resume``."""
        self.parked.setdefault(post.channel_id, {})[row.id] = row.revision
        await self.store.outbox_hold(row.id, row.revision, self.clock() + PARKED)

    async def resume(self, channel_id: int) -> None:
        """The channel takes posts again (a permission or thread update, an interaction
        in it): its parked rows are due now, and a new pause is told again."""
        if self.delivery.paused.pop(channel_id, None) is None:
            return
        log.info("channel %s takes posts again", channel_id)
        await self.forget_pause(channel_id)
        self.parked.pop(channel_id, None)
        # every row held for the channel, also those a process before a restart parked
        await self.store.outbox_release(f"channel:{channel_id}", self.clock())
        table = self.tables.table(channel_id)
        if table is not None:
            self.told = {t for t in self.told
                         if not (t[0] == table.id and t[1].startswith("paused:"))}
        self.wake()

    async def paused(self, channel_id: int, why: str) -> None:
        """A channel stopped taking posts: each player of its table is told once, by DM
        (the channel cannot say it), that the game waits and why; recorded once
        delivered."""
        table = self.tables.table(channel_id)
        if table is None:
            return
        text = tr(table.lang, PAUSED[why], channel=f"<#{channel_id}>", title=table.title)
        for seat in table.seats:
            told = (table.id, f"paused:{seat.user_id}")
            if seat.user_id is None or seat.ai is not None or told in self.told:
                continue
            try:
                sent = await self.delivery.dm(seat.user_id, content=text)
            except DISCORD_FAILURES as exc:
                log.warning("could not tell %s that table %s waits (%s)", seat.user_id,
                            table.id, exc)
                continue
            if sent is not None:
                self.told.add(told)
        await self.remember_pause(channel_id)

    async def remember_pause(self, channel_id: int) -> None:
        """Keep the pause and who was told in the store: after a restart the channel is
        asked nothing until it takes posts again, and nobody is told twice."""
        why = self.delivery.paused.get(channel_id)
        table = self.tables.table(channel_id)
        if why is None or table is None:
            return
        told = [int(what.split(":", 1)[1]) for table_id, what in self.told
                if table_id == table.id and what.startswith("paused:")]
        try:
            await self.store.set_paused(channel_id, why, told, self.clock())
        except Exception as exc:
            if not unavailable(exc):
                raise
            log.warning("cannot keep the pause of channel %s (%s)", channel_id, exc)

    async def forget_pause(self, channel_id: int) -> None:
        try:
            await self.store.clear_paused(channel_id)
        except Exception as exc:
            if not unavailable(exc):
                raise
            log.warning("cannot clear the pause of channel %s (%s)", channel_id, exc)

    async def restore(self) -> None:
        """After a restart: the pauses of this process's tables, and who was told; a
        single process drops the rows of games that closed meanwhile."""
        for channel_id, (why, users) in (await self.store.paused_channels()).items():
            table = self.tables.table(channel_id)
            if table is None:  # its game closed, or (sharded) another process's
                if self.shards is None:
                    await self.forget_pause(channel_id)
                continue
            self.delivery.paused[channel_id] = why
            self.told.update((table.id, f"paused:{user}") for user in users)

    async def recorded(self, write: Callable[[], Awaitable[Any]]) -> None:
        """Record a delivery's outcome, waiting out a database outage: a message Discord
        took but the store never heard of would be sent again when its claim runs out."""
        while True:
            try:
                await write()
                return
            except Exception as exc:
                if not unavailable(exc):
                    raise
                log.warning("cannot record a delivery yet (%s); trying again",
                            type(exc).__name__)
                await asyncio.sleep(OUTAGE_RETRY)

    def slot(self, post: Post) -> float | None:
        """None when the post's channel or DM takes a message now, else when it does (on
        this worker's clock)."""
        wait = self.delivery.windows.free_in(("dm" if post.dm else "channel", post.to))
        return None if wait is None else self.clock() + wait

    # -- one post -----------------------------------------------------------------------------
    async def send(self, post: Post, nonce: str | None = None) -> bool:
        """Deliver a post: True when done (sent, or impossible for good), False to retry.
        A new message carries ``nonce`` (``OutboxRow.nonce``): should an earlier try of the
        same row have made one already (the process died before recording it), Discord
        answers with that message instead of making a second, and it is edited to this
        body if it shows an older one."""
        if post.dm and self.closed_until.get(post.to, 0.0) > self.clock():
            return True  # DMs closed lately: not asked again for a while (each refusal counts)
        later = self.places.late(post)
        if later is None:
            return True
        post = later
        old = self.places.message_id(post)
        sent: discord.Message | None = None
        if old is not None:
            sent = await self.edit(post, old, self.pictures.get((post.table_id, post.place)))
        if sent is None:  # a place with no message yet, or its message is gone
            kwargs = await self.composer.message(post)
            if nonce is not None:
                kwargs["nonce"] = nonce
            try:
                sent = await (self.delivery.dm(post.to, **kwargs) if post.dm
                              else self.delivery.post(post.to, **kwargs))
            finally:
                release(kwargs.get("view"))
            if sent is None and post.dm:
                await self.dm_closed(post)
                return True
            if sent is not None and not shows(sent, post):  # an earlier try's message
                sent = await self.edit(post, sent.id, None) or sent
        if post.dm:
            await self.dm_result(post.to, True)
        if sent is not None:
            await self.delivered(post, sent.id)
        return True

    async def edit(self, post: Post, message_id: int, showing: str | None
                   ) -> discord.Message | None:
        """Edit the place's message to the post; None when it is gone."""
        kwargs = await self.composer.message(post, showing, edit=True)
        try:
            return await (self.delivery.edit_dm(post.to, message_id, **kwargs) if post.dm
                          else self.delivery.edit(post.to, message_id, **kwargs))
        finally:
            release(kwargs.get("view"))

    async def delivered(self, post: Post, message_id: int) -> None:
        """The place's message is ``message_id`` now, showing the post (sent here, or through
        the interaction that caused the change); kept with the game, so a restart edits it
        too."""
        place = (post.table_id, post.place)
        earlier = self.places.retiring(post)  # looked up before the new place replaces it
        name = self.composer.picture_name(post)
        if name is not None:
            self.pictures[place] = name
        elif post.dm:  # an answered panel shows no picture any more
            self.pictures.pop(place, None)
        if earlier is not None and earlier != message_id:  # before the earlier place is
            await self.places.retire(post, earlier)  # forgotten: a restart between retires it again
        if self.places.ids.get(place) != message_id:
            self.places.ids[place] = message_id
            kind = post.place.rsplit(":", 1)[0] + ":" if post.place.count(":") else post.place
            table = self.tables.table(post.channel_id)
            if table is not None and table.id == post.table_id:  # checked again under the lock
                await self.tables.remember_message(post.channel_id, post.place, message_id,
                                                   replaces=kind, table_id=post.table_id)

    # -- telling the channel ------------------------------------------------------------------
    async def dm_closed(self, post: Post) -> None:
        """The DM failed (code 50007): the channel says so once; the game goes on, and this
        user's DMs are not tried again for ``DM_RETRY`` seconds (Discord counts every refused
        request against the bot)."""
        self.closed_until[post.to] = self.clock() + DM_RETRY
        await self.dm_result(post.to, False)
        await self.notice(post, "closed", "bot-dms-closed")

    async def notice(self, post: Post, what: str, key: str) -> None:
        """A one-line notice (a catalog key, mentioning the post's person) to the game's
        channel, in its table language, once per table, user and kind."""
        told = (post.table_id, f"{what}:{post.to}")
        if told in self.told or post.channel_id in self.delivery.paused:
            return  # a paused channel says nothing now: told when it next must be
        table = self.tables.table(post.channel_id)
        text = tr(table.lang if table is not None else post.lang, key, user=f"<@{post.to}>")
        try:
            sent = await self.delivery.post(post.channel_id, content=text,
                                            allowed_mentions=allowed([post.to]))
        except DISCORD_FAILURES as exc:
            log.warning("could not give notice %s in channel %s (%s)", what,
                        post.channel_id, exc)
            return
        if sent is not None:  # recorded once delivered: a 5xx must not lose it for good
            self.told.add(told)


def rejected(exc: BaseException) -> bool:
    """Whether Discord refused a request for its body (400: an invalid form body, 50035, or
    a limit of the place, 160006): no retry can change that, so the row is given up. The
    refusals that mean a locked or archived thread never get here (``Delivery``)."""
    return isinstance(exc, discord.HTTPException) and exc.status == 400


def shows(message: discord.Message, post: Post) -> bool:
    """Whether a message Discord answered a create with shows the post's text: not so when
    the create's nonce found the message of an earlier try of the row, made from an older
    body (a newer one replaced it in the store meanwhile)."""
    return (message.content or "").strip() == (post.content or "").strip()
