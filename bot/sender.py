"""Delivering the planned posts (bot/publish.py): one worker, newest post per place.

Posts wait in one queue keyed by (table, place); a newer post for a place replaces the one
not sent yet (a burst of changes in one channel becomes one edit), keeping what the older one
still owed: a new message and its mentions. The worker sends in the order places were first
queued; a place already sent is edited in place (a new message when the old one is gone). A
DM refused with code 50007 marks the user and tells the channel once; the game goes on
(``/game hand`` shows the same panel).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from contextlib import suppress
from typing import Any

import discord

from bot.controls import HandButton, Ref, RematchButton, UndoButton
from bot.delivery import Delivery
from bot.games import adapter
from bot.panels import panel_view, release
from bot.publish import Post
from bot.render import Picture, Renderer
from engine.core import Action

log = logging.getLogger(__name__)

MENTION = re.compile(r"<@(\d+)>")
DM_RETRY = 600.0   # seconds before a user whose DMs were closed is tried again


def merge(old: Post, new: Post) -> Post:
    """A newer post for a place that still owes the older one's new message: it is sent as a
    new message, mentioning whom both mention that the newer text still names."""
    if not old.new:
        return new
    named = {int(u) for u in MENTION.findall(new.content)}
    ping = [u for u in dict.fromkeys(old.ping + new.ping) if u in named]
    return Post(**{**new.to_dict(), "new": True, "ping": ping})


def allowed(ping: list[int]) -> discord.AllowedMentions:
    """Only the users a post means to mention, never roles or everyone."""
    return discord.AllowedMentions(users=[discord.Object(u) for u in ping], roles=False,
                                   everyone=False, replied_user=False)


class Sender:
    """Delivers posts, newest per place: ``put`` queues, ``flush`` sends what is queued."""

    def __init__(self, delivery: Delivery, renderer: Renderer, *,
                 dm_result: Callable[[int, bool], Awaitable[None]],
                 clock: Callable[[], float]) -> None:
        self.delivery = delivery
        self.renderer = renderer
        self.dm_result = dm_result
        self.clock = clock
        self.closed_until: dict[int, float] = {}   # users whose DMs refused us lately
        self.queue: dict[tuple[int, str], Post] = {}
        self.ids: dict[tuple[int, str], int] = {}   # the message of each place
        self.told_closed: set[tuple[int, int]] = set()

    # -- the queue ----------------------------------------------------------------------------
    def put(self, posts: list[Post]) -> None:
        for post in posts:
            key = (post.table_id, post.place)
            old = self.queue.get(key)
            self.queue[key] = post if old is None else merge(old, post)

    async def deliver(self, posts: list[Post]) -> None:
        """Queue ``posts`` and send everything queued."""
        self.put(posts)
        await self.flush()

    def take(self, table_id: int, place: str) -> Post | None:
        """Take a post out of the queue (it is delivered another way: through the
        interaction that caused it)."""
        return self.queue.pop((table_id, place), None)

    def is_place(self, post: Post, message: discord.Message) -> bool:
        """Whether ``message`` is where ``post`` goes: the place's message, or, for a place
        not sent yet (or forgotten in a restart), a DM message of the bot's."""
        known = self.ids.get((post.table_id, post.place))
        if known is not None:
            return known == message.id
        return post.dm and not message.flags.ephemeral and message.guild is None

    def delivered(self, post: Post, message_id: int | None) -> None:
        """A post was delivered by its interaction; later edits go to ``message_id``."""
        if message_id is not None:
            self.ids[(post.table_id, post.place)] = message_id

    async def flush(self) -> None:
        """Send the queued posts, oldest place first; a failure costs that post only."""
        while self.queue:
            key = next(iter(self.queue))
            post = self.queue.pop(key)
            try:
                await self.send(post)
            except Exception:  # one failed message must not stop the others
                log.exception("could not deliver %s of table %s", post.place, post.table_id)

    # -- one post -----------------------------------------------------------------------------
    async def send(self, post: Post) -> None:
        key = (post.table_id, post.place)
        kwargs = await self.message(post)
        old = None if post.new else self.ids.get(key)
        sent: discord.Message | None = None
        if post.dm:
            if self.closed_until.get(post.to, 0.0) > self.clock():
                return  # DMs closed lately: not asked again for a while (each refusal counts)
            if old is not None:
                sent = await self.delivery.edit_dm(post.to, old, **kwargs)
            if sent is None:
                sent = await self.delivery.dm(post.to, **kwargs)
                if sent is None:
                    await self.dm_closed(post)
                    release(kwargs.get("view"))
                    return
            await self.dm_result(post.to, True)
        else:
            if old is not None:
                sent = await self.delivery.edit(post.to, old, **kwargs)
            if sent is None:
                sent = await self.delivery.post(post.to, **kwargs)
        release(kwargs.get("view"))
        if sent is not None:
            self.ids[key] = sent.id

    async def message(self, post: Post) -> dict[str, Any]:
        """The message of a post: text, mentions, picture, controls."""
        kwargs: dict[str, Any] = {"content": post.content, "allowed_mentions": allowed(post.ping),
                                  "view": self.view(post)}
        if post.picture is not None:
            picture = await self.picture(post)
            if picture is not None:
                kwargs["picture"] = picture
        return kwargs

    async def picture(self, post: Post) -> Picture | None:
        assert post.picture is not None
        return await self.renderer.picture(post.picture["kind"], post.game,
                                           post.picture["view"])

    @staticmethod
    def view(post: Post) -> discord.ui.View | None:
        """The post's controls (a seat's decision, Undo, My hand, Rematch), or None."""
        view: discord.ui.View | None = None
        if post.panel is not None:
            actions = [Action(code, label, group) for code, label, group in post.panel["actions"]]
            hand_view = (post.picture or {}).get("view", {})
            rules = adapter(post.game)
            ref = Ref(post.channel_id, post.table_id, post.panel["version"], post.panel["seat"])
            view = panel_view(ref, actions, confirm=rules.confirmations(hand_view, actions),
                              bidding=rules.bidding(hand_view, actions),
                              several=rules.several(hand_view, actions))
        if not post.buttons:
            return view
        view = view or discord.ui.View(timeout=None)
        for button in post.buttons:
            if button == "hand":
                view.add_item(HandButton(post.channel_id, post.table_id))
            elif button == "rematch":
                view.add_item(RematchButton(post.channel_id, post.table_id))
            elif button == "undo":
                seat = int(post.place.partition(":")[2])
                with suppress(ValueError):  # a full panel keeps its choices, not the undo
                    view.add_item(UndoButton(Ref(post.channel_id, post.table_id, post.version,
                                                 seat)))
        return view

    async def dm_closed(self, post: Post) -> None:
        """The DM failed (code 50007): the channel says so once; the game goes on, and this
        user's DMs are not tried again for ``DM_RETRY`` seconds (Discord counts every refused
        request against the bot)."""
        self.closed_until[post.to] = self.clock() + DM_RETRY
        await self.dm_result(post.to, False)
        if (post.table_id, post.to) in self.told_closed:
            return
        self.told_closed.add((post.table_id, post.to))
        await self.delivery.post(
            post.channel_id,
            content=f"<@{post.to}>, I cannot send you DMs, so your hand stays here: use "
                    "`/game hand` (or the **My hand** button) to see it and choose.",
            allowed_mentions=allowed([post.to]))

