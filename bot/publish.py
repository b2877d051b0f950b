"""What people see after a committed change: the clicker's own panel, the channel, the DMs.

The order is fixed: the acting player's panel first (their click gets its reply at once), then
one channel message for the change (a burst of AI moves grouped into one), then the DM panels of
the seats that must decide now. A panel is edited in place while the same seat keeps deciding;
a seat that becomes due after others acted gets a new DM (a notification), and its old panel
loses its controls. A secret choice with no public event (a Wild Cards bid, an Evolution food
card) gets one line in the channel, "X has chosen", and no picture.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

from bot.delivery import Delivery
from bot.models import LOBBY, Outcome, Table
from bot.panels import Panel, lobby_view, panel, release, table_view
from bot.render import Picture, Renderer
from bot.service import GameService
from bot.texts import (
    cancelled_text,
    clip,
    lobby_text,
    ranking_lines,
    seat_label,
    waiting_text,
)

NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


@dataclass
class Burst:
    """Outcomes of one human move and the AI moves that followed, published as one."""

    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def last(self) -> Outcome:
        return self.outcomes[-1]

    def public_lines(self) -> list[str]:
        return [e.text for o in self.outcomes for e in o.public if e.to is None and e.text]

    def private_lines(self, seat: int) -> list[str]:
        return [e.text for o in self.outcomes for e in o.private.get(seat, [])
                if e.visible_to(seat) and e.text]

    def text_size(self) -> int:
        return sum(len(t) + 1 for t in self.public_lines())


def result_view(outcome: Outcome) -> dict[str, Any]:
    """The final public view with the engine's result in it, for the result picture."""
    view = dict(outcome.table)
    if outcome.result is not None:
        view.setdefault("result", outcome.result)
    return view


class Publisher:
    """Turns the core's outcomes into channel messages and DM panels."""

    def __init__(self, service: GameService, delivery: Delivery, renderer: Renderer) -> None:
        self.service = service
        self.tables = service.tables
        self.delivery = delivery
        self.renderer = renderer
        # DM panels that still show live controls: (table id, seat) -> message id
        self.open_panels: dict[tuple[int, int], int] = {}
        self.told_closed: set[tuple[int, int]] = set()
        self.known: dict[int, Table] = {}    # last snapshot of each channel's table

    # -- the lobby --------------------------------------------------------------------------
    async def show_lobby(self, table: Table,
                         interaction: discord.Interaction | None = None) -> None:
        """Create or refresh the lobby message (through the interaction when it is the
        lobby's own button)."""
        text = lobby_text(table, self.tables.dm_ok)
        view = lobby_view(table)
        if interaction is not None:
            await interaction.edit_original_response(content=text, view=view,
                                                     allowed_mentions=NO_MENTIONS)
            return
        message_id = table.messages.get("lobby")
        if message_id is not None:
            edited = await self.delivery.edit(table.channel_id, message_id, content=text,
                                              view=view, allowed_mentions=NO_MENTIONS)
            if edited is not None:
                return
        posted = await self.delivery.post(table.channel_id, content=text, view=view,
                                          allowed_mentions=NO_MENTIONS)
        if posted is not None:
            await self.tables.remember_message(table.channel_id, "lobby", posted.id)

    async def lobby_closed(self, table: Table, text: str | None = None) -> None:
        """The lobby message loses its buttons (the table was cancelled or started)."""
        lobby = table.messages.get("lobby")
        if lobby is not None:
            await self.delivery.edit(table.channel_id, lobby, view=None,
                                     content=text or cancelled_text(table),
                                     allowed_mentions=NO_MENTIONS)

    async def greet(self, table: Table, user_id: int) -> None:
        """Joining tries a DM at once, so the lobby can show who cannot receive DMs."""
        sent = await self.delivery.dm(
            user_id, content=f"You joined **{table.title}** in <#{table.channel_id}>. "
                             "Your hand and your controls will come here.")
        await self.dm_result(user_id, sent is not None)

    async def dm_result(self, user_id: int, ok: bool) -> None:
        """Record a DM's outcome; lobbies showing the user are refreshed when it changed."""
        if self.tables.dm_ok(user_id) == ok:
            return
        for table in await self.tables.set_dm_status(user_id, ok):
            if table.status == LOBBY:
                await self.show_lobby(table)

    # -- after a change -----------------------------------------------------------------------
    def table_of(self, outcome: Outcome) -> Table | None:
        """The outcome's table; after the last move the core has archived it, so the
        snapshot taken before is used (names and seats do not change)."""
        table = self.tables.table(outcome.channel_id)
        if table is not None and table.id == outcome.table_id:
            self.known[outcome.channel_id] = table
            return table
        known = self.known.get(outcome.channel_id)
        return known if known is not None and known.id == outcome.table_id else None

    async def burst(self, burst: Burst, source: discord.Interaction | None, *,
                    prefix: str = "") -> None:
        """Publish a burst: the clicker's panel, the channel, the DM panels."""
        last = burst.last
        table = self.table_of(last)
        if last.over:
            self.known.pop(last.channel_id, None)
        if source is not None and table is not None and burst.outcomes[0].actor is not None:
            await self.answer_source(source, table, burst.outcomes[0].actor, burst)
        await self.post_table(burst, table, prefix)
        if table is not None:
            await self.update_panels(table, burst, source)

    async def answer_source(self, source: discord.Interaction, table: Table, seat: int,
                            burst: Burst) -> None:
        """The clicker's own panel: the next decision, or what they did and who is next."""
        message = source.message
        prompted = seat in burst.last.prompt and not burst.last.over
        if prompted:
            shown = await self.panel_of(table, seat, burst.private_lines(seat))
            kwargs: dict[str, Any] = {"content": shown.content, "view": shown.view,
                                      "allowed_mentions": NO_MENTIONS}
            if shown.picture is not None:
                kwargs["attachments"] = [shown.picture.file()]
            await source.edit_original_response(**kwargs)
            release(shown.view)
        else:
            first = burst.outcomes[0].action
            lines = [f"✅ {first.label if first else 'Done'} — {waiting_text(table, burst.last)}"]
            lines += burst.private_lines(seat)
            await source.edit_original_response(content=clip("\n".join(lines)), view=None,
                                                allowed_mentions=NO_MENTIONS)
        if (message is not None and self.open_panels.get((table.id, seat)) == message.id
                and not prompted):
            self.open_panels.pop((table.id, seat), None)

    async def post_table(self, burst: Burst, table: Table | None, prefix: str) -> None:
        """The channel's message for a burst: what happened, the picture, who is next."""
        last = burst.last
        lines = ([prefix] if prefix else []) + burst.public_lines()
        first = burst.outcomes[0]
        if (not lines and not last.over and table is not None and first.actor is not None
                and len(burst.outcomes) == 1):
            # a secret choice: the channel learns that it was made, not what it was
            waiting = ", ".join(seat_label(table, s) for s in last.to_act)
            await self.delivery.post(
                last.channel_id,
                content=f"✔️ {seat_label(table, first.actor, mention=False)} has chosen."
                        + (f" Waiting for {waiting}." if waiting else ""),
                allowed_mentions=NO_MENTIONS)
            return
        picture: Picture | None
        if last.over:
            picture = await self.renderer.result(last.game, result_view(last))
            lines.append("🏁 **Game over.**")
            lines += ranking_lines(last.result)
        else:
            picture = await self.renderer.table(last.game, last.table)
            if table is not None and last.to_act:
                who = ", ".join(seat_label(table, s) for s in last.to_act)
                lines.append(f"➡️ Now: {who}")
        send: dict[str, Any] = {"content": clip("\n".join(lines)),
                                "allowed_mentions": USER_MENTIONS}
        if picture is not None:
            send["picture"] = picture
        if table is not None and not last.over:
            send["view"] = table_view(table)
        await self.delivery.post(last.channel_id, **send)

    async def update_panels(self, table: Table, burst: Burst,
                            source: discord.Interaction | None) -> None:
        """Every human seat's DM after a burst: a panel to decide, or its controls taken off,
        or a line of news only it may see."""
        last = burst.last
        prompt = set() if last.over else set(last.prompt)
        source_id = source.message.id if source is not None and source.message else None
        answered = burst.outcomes[0].actor if source is not None else None
        for seat in table.seats:
            if seat.user_id is None:
                continue
            open_id = self.open_panels.get((table.id, seat.index))
            if seat.index == answered:
                # answered through the clicked panel; when that was the ephemeral one, bring
                # the DM panel up to date too
                if open_id is not None and open_id != source_id:
                    if seat.index in prompt:
                        await self.prompt_seat(table, seat.index, [], edit_id=open_id)
                    else:
                        await self.close_panel(table, seat.index, open_id,
                                               waiting_text(table, last))
                continue
            private = burst.private_lines(seat.index)
            if seat.index in prompt:
                if open_id is None or open_id != source_id:
                    await self.prompt_seat(table, seat.index, private, edit_id=open_id)
            elif open_id is not None and open_id != source_id:
                await self.close_panel(table, seat.index, open_id, waiting_text(table, last),
                                       private)
            elif private and seat.is_human:
                text = "\n".join([f"**{table.title}** in <#{table.channel_id}>"]
                                 + [f"• {p}" for p in private])
                await self.delivery.dm(seat.user_id, content=clip(text),
                                       allowed_mentions=NO_MENTIONS)

    # -- DM panels ----------------------------------------------------------------------------
    async def panel_of(self, table: Table, seat: int, private: list[str]) -> Panel:
        return await panel(self.renderer, table, self.tables.seat_hand(table.channel_id, seat),
                           private)

    async def prompt_seat(self, table: Table, seat: int, private: list[str], *,
                          edit_id: int | None = None) -> None:
        """Send (or edit in place) the DM panel of a seat that must decide."""
        user_id = table.seats[seat].user_id
        if user_id is None or not table.seats[seat].is_human:
            return
        shown = await self.panel_of(table, seat, private)
        send: dict[str, Any] = {"content": shown.content, "view": shown.view,
                                "allowed_mentions": NO_MENTIONS}
        if shown.picture is not None:
            send["picture"] = shown.picture
        message: discord.Message | None = None
        if edit_id is not None:
            message = await self.delivery.edit_dm(user_id, edit_id, **send)
        if message is None:
            message = await self.delivery.dm(user_id, **send)
            if message is not None:
                self.open_panels[(table.id, seat)] = message.id
        if message is None:
            await self.dm_closed(table, user_id)
        else:
            await self.dm_result(user_id, True)

    async def dm_closed(self, table: Table, user_id: int) -> None:
        """The DM failed (code 50007): the channel says so once; the game goes on."""
        await self.dm_result(user_id, False)
        if (table.id, user_id) in self.told_closed:
            return
        self.told_closed.add((table.id, user_id))
        await self.delivery.post(
            table.channel_id,
            content=f"<@{user_id}>, I cannot send you DMs, so your hand stays here: use "
                    "`/game hand` (or the **My hand** button) to see it and choose.",
            allowed_mentions=USER_MENTIONS)

    async def close_panel(self, table: Table, seat: int, message_id: int, why: str,
                          private: list[str] | None = None) -> None:
        """Take the controls off a DM panel that is no longer this seat's move."""
        self.open_panels.pop((table.id, seat), None)
        user_id = table.seats[seat].user_id
        if user_id is None:
            return
        text = "\n".join([f"**{table.title}** — {why}"] + [f"• {p}" for p in private or []])
        await self.delivery.edit_dm(user_id, message_id, content=clip(text), view=None,
                                    allowed_mentions=NO_MENTIONS)

    async def close_panels(self, table: Table, user_id: int | None = None,
                           text: str | None = None) -> None:
        """Take the controls off open DM panels (of one user, or everyone at the table)."""
        for seat in table.seats:
            if seat.user_id is None or (user_id is not None and seat.user_id != user_id):
                continue
            open_id = self.open_panels.pop((table.id, seat.index), None)
            if open_id is not None:
                await self.delivery.edit_dm(
                    seat.user_id, open_id, view=None, allowed_mentions=NO_MENTIONS,
                    content=text or f"**{table.title}** — an AI plays this seat now.")
