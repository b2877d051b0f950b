"""One way from a post to a Discord message: its text, mentions, picture and controls.

The outbox's sender, the answer to a click (bot/ui/autoplay.py), a page of a long panel and
``/game hand`` all compose here, so a panel reads and works the same whichever way it
reaches its reader. The core plans what a post says (bot/core/planner.py); this turns it into
what discord.py sends.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import Any

import discord

from bot.core.games import adapter
from bot.core.models import Post
from bot.core.texts import escape
from bot.core.weblinks import WebLinks
from bot.messages.controls import (
    HandButton,
    HintButton,
    Ref,
    RematchButton,
    ReviewButton,
    UndoButton,
)
from bot.messages.panels import panel_view
from bot.messages.render import Picture, Renderer
from engine.core import Action
from words import tr

#: Discord's limit of a message's text
CONTENT_LIMIT = 2000


def allowed(ping: list[int]) -> discord.AllowedMentions:
    """Only the listed users may be notified; never roles or @everyone."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in ping])


def web_links(post: Post, links: WebLinks | None, now: float) -> list[tuple[str, str]]:
    """(label, address) of the web pages a post links to, when a web table is configured:
    the live table message opens the table, the result the table and its replay, a seat's
    DM panel that seat's private page. A private link goes only into a DM, never into a
    channel (docs/web.md)."""
    if links is None:
        return []
    where = post.where
    if where.is_table and not post.dm:
        return [(tr(post.lang, "ctl-open-table"), links.table_url(post.table_id))]
    if where.kind == "result" and not post.dm:
        return [(tr(post.lang, "ctl-open-table"), links.table_url(post.table_id)),
                (tr(post.lang, "ctl-open-replay"), links.replay_url(post.table_id))]
    if post.dm and where.is_panel and post.panel is not None and where.seat is not None:
        return [(tr(post.lang, "ctl-open-in-browser"),
                 links.seat_url(post.table_id, where.seat, now))]
    return []


def post_view(post: Post, page: int = 0, link: list[tuple[str, str]] | None = None
              ) -> discord.ui.View | None:
    """The post's controls (a seat's decision on ``page``, Undo, My hand, Rematch, the web
    table's ``link`` buttons), or None."""
    view: discord.ui.View | None = None
    if post.panel is not None:
        actions = [Action(code, label, group) for code, label, group in post.panel["actions"]]
        hand_view = (post.picture or {}).get("view", {})
        rules = adapter(post.game)
        ref = Ref(post.channel_id, post.table_id, post.panel["version"], post.panel["seat"])
        view = panel_view(ref, actions, page,
                          confirm=rules.confirmations(hand_view, actions, post.lang),
                          bidding=rules.bidding(hand_view, actions),
                          several=rules.several(hand_view, actions, post.lang),
                          lang=post.lang)
    for label, url in link or []:
        view = view or discord.ui.View(timeout=None)
        with suppress(ValueError):  # a full panel keeps its choices
            view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, label=label,
                                            url=url))
    if not post.buttons:
        return view
    view = view or discord.ui.View(timeout=None)
    for button in post.buttons:
        if button == "hand":
            view.add_item(HandButton(post.channel_id, post.table_id, post.lang))
        elif button == "rematch":
            view.add_item(RematchButton(post.channel_id, post.table_id, post.lang))
        elif button == "review":
            view.add_item(ReviewButton(post.channel_id, post.table_id, post.lang))
        elif button == "undo":
            seat = post.where.seat or 0
            with suppress(ValueError):  # a full panel keeps its choices, not the undo
                view.add_item(UndoButton(Ref(post.channel_id, post.table_id, post.version,
                                             seat), label=tr(post.lang, "ctl-undo")))
        elif button == "hint" and post.panel is not None:
            with suppress(ValueError):  # a full panel keeps its choices
                view.add_item(HintButton(Ref(post.channel_id, post.table_id,
                                             post.panel["version"], post.panel["seat"]),
                                         label=tr(post.lang, "ctl-hint")))
    return view


class Composer:
    """Turns posts into messages; pictures come from the renderer (drawn in its workers)."""

    def __init__(self, renderer: Renderer, links: WebLinks | None = None,
                 clock: Callable[[], float] | None = None,
                 server_of: Callable[[int], str | None] | None = None) -> None:
        self.renderer = renderer
        self.links = links  # the web table's addresses, when one is configured
        self.clock = clock or (lambda: 0.0)
        self.server_of = server_of or (lambda channel_id: None)

    def words(self, post: Post) -> str:
        """The post's text; in a DM, its table's channel named with its server: a mention of
        a channel shows only its name there, and two servers' "#table" threads look alike."""
        if not post.dm:
            return post.content
        server = self.server_of(post.channel_id)
        mention = f"<#{post.channel_id}>"
        if not server or mention not in post.content:
            return post.content
        named = post.content.replace(mention, f"{mention} ({escape(server)})", 1)
        return named if len(named) <= CONTENT_LIMIT else post.content

    def view(self, post: Post, page: int = 0) -> discord.ui.View | None:
        """The post's controls, with its web page's link when there is a web table."""
        return post_view(post, page, web_links(post, self.links, self.clock()))

    def picture_name(self, post: Post) -> str | None:
        """The file name of the post's picture (its digest), without drawing it."""
        if post.picture is None:
            return None
        return self.renderer.name(post.picture["kind"], post.game, post.picture["view"],
                                  post.lang)

    async def message(self, post: Post, showing: str | None = None, page: int = 0, *,
                      edit: bool = False) -> dict[str, Any]:
        """The message of a post: text, mentions, controls and, under ``picture``, its
        picture. ``showing``: the file name of the picture the message shows now; the same
        picture is neither drawn nor uploaded again (an edit without one keeps the old). An
        edit of a DM panel or a table message to a post without a picture removes the
        picture: an answered panel shrinks to its line of what was done, and a finished
        chapter's message keeps the words of how it ended, not a picture of it still live."""
        kwargs: dict[str, Any] = {"content": self.words(post),
                                  "allowed_mentions": allowed(post.ping),
                                  "view": self.view(post, page)}
        if post.silent and not edit:
            kwargs["silent"] = True
        if edit and post.picture is None and (
                (post.dm and post.where.is_panel) or post.where.is_table):
            kwargs["attachments"] = []
        if post.picture is not None and showing != self.picture_name(post):
            picture = await self.picture(post)
            if picture is not None:
                kwargs["picture"] = picture
        return kwargs

    async def new_message(self, post: Post) -> dict[str, Any]:
        """The post as a new message's arguments (a follow-up or an ephemeral answer): its
        picture as ``file``, no ``view`` when it has no controls."""
        kwargs = await self.message(post)
        picture = kwargs.pop("picture", None)
        if picture is not None:
            kwargs["file"] = picture.file()
        if kwargs.get("view") is None:
            kwargs.pop("view", None)
        return kwargs

    async def picture(self, post: Post) -> Picture | None:
        assert post.picture is not None
        return await self.renderer.picture(post.picture["kind"], post.game,
                                           post.picture["view"], post.lang)
