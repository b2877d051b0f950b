"""What the bot says and shows after each move: the glue between GameService and Discord.

The service decides (and commits) everything; this module only turns its answers into Discord
output, in a fixed order: the acting player's own panel first (their click gets its reply at
once), then one channel message per public change (AI moves in a burst grouped into one), then
the DM panels of the seats that must decide now. One ``asyncio.Lock`` per channel keeps a
channel's actions and messages strictly one after another, so a double click is refused as
stale rather than applied twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.delivery import Delivery
from bot.render import Picture, Renderer
from bot.views import (
    Ref,
    amount_modal,
    bid_amounts,
    confirm_view,
    lobby_view,
    panel_view,
    table_view,
)

if TYPE_CHECKING:
    from bot.service import GameService, Hand, Outcome, Table, TimerFired

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
BURST_TEXT = 1500       # flush a burst of AI moves before the channel text grows past this
NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Keep a message inside Discord's 2000 characters, dropping the oldest lines first."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while len(lines) > 2 and len("\n".join(lines)) > limit - 2:
        lines.pop(1)  # keep the first line (what this is) and the latest ones
    text = "\n".join(lines)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def on_off(value: Any) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)


def describe_options(table: Table) -> str:
    parts = [f"{k}={on_off(v)}" for k, v in sorted(table.options.items())]
    if table.timer_seconds:
        parts.append(f"turn timer {int(table.timer_seconds)} s")
    return ", ".join(parts) or "standard rules"


def lobby_text(table: Table, dm_status: Callable[[int], bool | None]) -> str:
    """The lobby message: title, host, options and the seats (marking closed DMs)."""
    lines = [f"**{table.title}** — new table, host <@{table.host_id}> · "
             f"{table.min_players}–{table.max_players} players · {describe_options(table)}"]
    for seat in table.seats:
        if seat.user_id is None:
            lines.append(f"{seat.index + 1}. {seat.name} (AI, {seat.ai})")
            continue
        mark = ""
        if dm_status(seat.user_id) is False:
            mark = " — cannot receive DMs; will use `/game hand`"
        lines.append(f"{seat.index + 1}. <@{seat.user_id}>{mark}")
    if table.can_start:
        lines.append("The host can start now.")
    else:
        need = table.min_players - len(table.seats)
        lines.append(f"Waiting for {need} more player{'s' if need != 1 else ''}."
                     if need > 0 else "Too many seats for this game.")
    return clip("\n".join(lines))


def started_text(table: Table | None) -> str:
    """What the lobby message becomes once the game starts: who plays, with which rules."""
    if table is None:
        return "The game has started. Good luck!"
    seats = ", ".join(seat_label(table, s.index) for s in table.seats)
    return clip(f"**{table.title}** has started · {describe_options(table)}\nSeats: {seats}. "
                "Good luck!")


def seat_label(table: Table, seat: int, *, mention: bool = True) -> str:
    s = table.seats[seat]
    if s.is_human and mention:
        return f"<@{s.user_id}>"
    return f"{s.name} (AI)" if s.is_ai else s.name


@dataclass
class Burst:
    """Outcomes of one human move and the AI moves that followed, posted as one message."""

    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def last(self) -> Outcome:
        return self.outcomes[-1]

    def public_lines(self) -> list[str]:
        return [e.text for o in self.outcomes for e in o.public if e.to is None and e.text]

    def private_lines(self, seat: int) -> list[str]:
        out: list[str] = []
        for o in self.outcomes:
            for e in o.private.get(seat, []):
                if e.visible_to(seat) and e.text:
                    out.append(e.text)
        return out

    def text_size(self) -> int:
        return sum(len(t) + 1 for t in self.public_lines())


class Flow:
    """One per bot: handles interactions on game controls and publishes outcomes."""

    def __init__(self, client: discord.Client, service: GameService, *,
                 ai_delay: float = 0.0, clock: Callable[[], float] | None = None,
                 backoff: float = 0.05, renderer: Renderer | None = None,
                 rate_limit: float = 45.0) -> None:
        self.client = client
        self.renderer = renderer or Renderer()
        self.service = service
        self.delivery = Delivery(client, backoff=backoff, rate_limit=rate_limit)
        self.ai_delay = ai_delay
        self.clock = clock or getattr(service, "clock", None) or (
            lambda: discord.utils.utcnow().timestamp())
        self.locks: dict[int, asyncio.Lock] = {}
        # DM panels that still show live controls: (table id, seat) -> message id
        self.open_panels: dict[tuple[int, int], int] = {}
        self.told_closed: set[tuple[int, int]] = set()
        self.known: dict[int, Table] = {}    # last snapshot of each channel's table
        self.tasks: set[asyncio.Task[Any]] = set()
        self.timer_task: asyncio.Task[Any] | None = None
        self.sleeping: asyncio.Task[Any] | None = None   # the timer task while it sleeps
        # seconds from a decision's arrival to its acknowledgement ("ack") and to the updated
        # panel ("reply"); None unless a benchmark switches it on
        self.metrics: dict[str, list[float]] | None = None
        self.arrivals: dict[int, float] | None = None  # interaction id -> arrival (benchmarks)

    # -- small helpers ----------------------------------------------------------------------
    def measure(self, what: str, started: float) -> None:
        if self.metrics is not None:
            self.metrics.setdefault(what, []).append(_now() - started)

    def arrived(self, interaction: discord.Interaction) -> float:
        """When the decision arrived: now, or the benchmark driver's send time, so that a
        queue in front of the handler counts too."""
        if self.arrivals is not None:
            return self.arrivals.pop(interaction.id, _now())
        return _now()

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self.locks.setdefault(channel_id, asyncio.Lock())

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        found = self.client.get_channel(channel_id)
        if isinstance(found, discord.abc.Messageable):
            return found
        return self.client.get_partial_messageable(channel_id)

    async def refuse(self, interaction: discord.Interaction, text: str) -> None:
        """One ephemeral sentence, whether or not the interaction was answered yet."""
        if interaction.response.is_done():
            await self.delivery.retry(
                lambda: interaction.followup.send(text, ephemeral=True))
        else:
            await interaction.response.send_message(text, ephemeral=True)

    # -- lobby --------------------------------------------------------------------------------
    async def show_lobby(self, table: Table, interaction: discord.Interaction | None = None
                         ) -> None:
        """Create or refresh the lobby message (through the interaction when there is one)."""
        text = lobby_text(table, self.service.dm_ok)
        view = lobby_view(table.channel_id, table.id, table.can_start)
        if interaction is not None:
            await interaction.edit_original_response(content=text, view=view,
                                                     allowed_mentions=NO_MENTIONS)
            return
        message_id = table.messages.get("lobby")
        channel = self.channel(table.channel_id)
        if message_id is not None:
            edited = await self.delivery.edit(channel, message_id, content=text, view=view,
                                              allowed_mentions=NO_MENTIONS)
            if edited is not None:
                return
        posted = await self.delivery.post(channel, content=text, view=view,
                                          allowed_mentions=NO_MENTIONS)
        if posted is not None:
            await self.service.remember_message(table.channel_id, "lobby", posted.id)

    async def greet(self, table: Table, user_id: int) -> None:
        """Joining tries a DM at once, so the lobby can show who cannot receive DMs."""
        sent = await self.delivery.dm(
            user_id, content=f"You joined **{table.title}** in <#{table.channel_id}>. "
                             "Your hand and your controls will come here.")
        await self.dm_result(table.channel_id, user_id, sent is not None)

    async def dm_result(self, channel_id: int, user_id: int, ok: bool) -> None:
        before = self.service.dm_ok(user_id)
        if before == ok:
            return
        tables = await self.service.set_dm_status(user_id, ok)
        for table in tables:
            if table.status == "lobby":
                await self.show_lobby(table)

    async def on_lobby(self, interaction: discord.Interaction, channel_id: int, table_id: int,
                       op: str) -> None:
        from bot.service import UserError

        table = self.service.table(channel_id)
        if table is None or table.id != table_id or table.status != "lobby":
            await self.refuse(interaction, "This lobby is closed.")
            return
        await interaction.response.defer()
        user = interaction.user
        async with self.lock(channel_id):
            try:
                if op == "join":
                    table = await self.service.join(channel_id, user.id, user.display_name)
                elif op == "leave":
                    table = await self.service.leave(channel_id, user.id)
                elif op == "ai":
                    table = await self.service.add_ai(channel_id, user.id)
                elif op == "cancel":
                    can_manage = _can_manage(interaction)
                    table = await self.service.cancel(channel_id, user.id, can_manage)
                else:
                    outcome = await self.service.start_game(channel_id, user.id)
            except UserError as exc:
                await self.refuse(interaction, str(exc))
                return
            if op == "start":
                started = self.service.table(channel_id)
                await interaction.edit_original_response(
                    content=started_text(started), view=None, allowed_mentions=NO_MENTIONS)
                await self.after(outcome, None)
                return
            if table.status == "cancelled":
                await interaction.edit_original_response(
                    content=f"~~{table.title}~~ — the table was cancelled.", view=None)
                return
            await self.show_lobby(table, interaction)
        if op == "join":
            await self.greet(table, user.id)

    # -- play ---------------------------------------------------------------------------------
    async def on_act(self, interaction: discord.Interaction, ref: Ref, code: str) -> None:
        """A click on a choice: apply it (or refuse it) and publish what changed."""
        from bot.service import UserError

        started = self.arrived(interaction)
        await interaction.response.defer()
        self.measure("ack", started)
        async with self.lock(ref.channel_id):
            try:
                outcome = await self.service.act(ref.channel_id, interaction.user.id,
                                                 ref.version, ref.seat, code,
                                                 table_id=ref.table_id)
            except UserError as exc:
                await self.refuse(interaction, str(exc))
                return
            await self.after(outcome, interaction, started=started)

    async def play_typed(self, interaction: discord.Interaction, channel_id: int,
                         version: int | None, code: str) -> None:
        """``/game play``: the same as a click, from a typed or autocompleted choice."""
        from bot.service import UserError

        started = _now()
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.lock(channel_id):
            try:
                hand = self.service.hand(channel_id, interaction.user.id)
                table = self.service.table(channel_id)
                assert table is not None
                outcome = await self.service.act(
                    channel_id, interaction.user.id,
                    hand.version if version is None else version, hand.seat, code,
                    table_id=table.id)
            except UserError as exc:
                await self.refuse(interaction, str(exc))
                return
            label = outcome.action.label if outcome.action else code
            await self.delivery.retry(lambda: interaction.followup.send(
                f"Done: {label}.", ephemeral=True))
            await self.after(outcome, None, started=started)

    async def current_hand(self, interaction: discord.Interaction, ref: Ref) -> Hand | None:
        """The seat's hand when ``ref`` is still its live decision; otherwise one ephemeral
        sentence saying why and None."""
        from bot.service import UserError

        try:
            hand = self.service.hand(ref.channel_id, interaction.user.id)
        except UserError as exc:
            await self.refuse(interaction, str(exc))
            return None
        if hand.seat != ref.seat:
            await self.refuse(interaction, "These controls belong to another player.")
            return None
        if (hand.table_id != ref.table_id or hand.version != ref.version
                or not hand.must_act):
            await self.refuse(interaction, "That choice is out of date: the game has moved "
                                           "on. Use the latest panel.")
            return None
        return hand

    async def on_amount_button(self, interaction: discord.Interaction, ref: Ref) -> None:
        """"Amount…" on a bid panel: the modal, for the live decision only (a modal must be
        the first answer, so a refusal is one ephemeral sentence instead)."""
        hand = await self.current_hand(interaction, ref)
        if hand is None:
            return
        bids = bid_amounts(hand.actions)
        if not bids:
            await self.refuse(interaction, "There is no bid to make right now.")
            return
        await interaction.response.send_modal(amount_modal(ref, bids))

    async def on_amount(self, interaction: discord.Interaction, ref: Ref, text: str) -> None:
        """The bid modal's submit: a legal amount is played like its button; anything else
        gets one sentence with the legal range and changes nothing."""
        hand = await self.current_hand(interaction, ref)
        if hand is None:
            return
        bids = bid_amounts(hand.actions) or []
        typed = text.strip()
        if not bids or not typed.isdigit() or int(typed) not in bids:
            legal = (f"from {bids[0]} to {bids[-1]}" if bids and bids[-1] - bids[0] + 1 == len(bids)
                     else ", ".join(map(str, bids)))
            await self.refuse(interaction, f"{typed or 'That'} is not a legal bid: you can bid "
                                           f"{legal} food, or pass.")
            return
        await self.on_act(interaction, ref, f"bid:{int(typed)}")

    async def on_page(self, interaction: discord.Interaction, ref: Ref, page: int) -> None:
        """Previous/next page of a long panel: same picture, other controls."""
        from bot.service import UserError

        await interaction.response.defer()
        try:
            hand = self.service.hand(ref.channel_id, interaction.user.id)
        except UserError as exc:
            await self.refuse(interaction, str(exc))
            return
        if hand.seat != ref.seat:
            await self.refuse(interaction, "These controls belong to another player.")
            return
        table = self.service.table(ref.channel_id)
        if table is None or not hand.must_act:
            await self.refuse(interaction, "Nothing to choose right now.")
            return
        await interaction.edit_original_response(view=controls(table, hand, page))

    async def on_hand(self, interaction: discord.Interaction, channel_id: int,
                      table_id: int | None = None) -> None:
        """``/game hand`` and the My hand button: the player's panel, visible to them only."""
        from bot.service import UserError

        await interaction.response.defer(ephemeral=True, thinking=True)
        table = self.service.table(channel_id)
        if table is None or (table_id is not None and table.id != table_id):
            await self.refuse(interaction, "There is no game running here.")
            return
        try:
            hand = self.service.hand(channel_id, interaction.user.id)
        except UserError as exc:
            await self.refuse(interaction, str(exc))
            return
        content, picture, view = await self.panel(table, hand, [])
        kwargs: dict[str, Any] = {"content": content, "ephemeral": True,
                                  "allowed_mentions": NO_MENTIONS}
        if view is not None:
            kwargs["view"] = view
        if picture is not None:
            kwargs["file"] = picture.file()
        await interaction.followup.send(**kwargs)
        release(view)

    # -- publishing ---------------------------------------------------------------------------
    async def after(self, outcome: Outcome, source: discord.Interaction | None, *,
                    started: float | None = None, prefix: str = "") -> None:
        """Publish an outcome and the AI moves it sets off (caller holds the channel lock)."""
        burst = Burst([outcome])
        first = True
        while True:
            while (not burst.last.over and burst.last.ai_pending
                   and burst.text_size() < BURST_TEXT):
                if self.ai_delay:
                    await asyncio.sleep(self.ai_delay)
                step = await self.service.ai_step(outcome.channel_id)
                if step is None:
                    break
                burst.outcomes.append(step)
            await self.publish(burst, source if first else None, started=started,
                               prefix=prefix if first else "")
            first = False
            if burst.last.over or not burst.last.ai_pending:
                break
            burst = Burst([])
            step = await self.service.ai_step(outcome.channel_id)
            if step is None:
                break
            burst.outcomes.append(step)
        self.rearm_timers()

    def table_of(self, outcome: Outcome) -> Table | None:
        """The outcome's table; after the last move the service has archived it, so the
        snapshot taken before is used (names and seats do not change)."""
        table = self.service.table(outcome.channel_id)
        if table is not None and table.id == outcome.table_id:
            self.known[outcome.channel_id] = table
            return table
        known = self.known.get(outcome.channel_id)
        if known is not None and known.id == outcome.table_id:
            return known
        return None

    async def publish(self, burst: Burst, source: discord.Interaction | None, *,
                      started: float | None = None, prefix: str = "") -> None:
        last = burst.last
        table = self.table_of(last)
        if last.over:
            self.known.pop(last.channel_id, None)
        # 1. the acting player's own panel answers their click
        if source is not None and table is not None and burst.outcomes[0].actor is not None:
            await self.answer_source(source, table, burst.outcomes[0].actor, burst)
        if started is not None:
            self.measure("reply", started)
        # 2. the channel
        await self.post_table(burst, table, prefix)
        # 3. the DM panels
        if table is not None:
            await self.update_panels(table, burst, source)

    async def answer_source(self, source: discord.Interaction, table: Table, seat: int,
                            burst: Burst) -> None:
        message = source.message
        prompted = seat in burst.last.prompt and not burst.last.over
        if prompted:
            hand = self.service.seat_hand(table.channel_id, seat)
            content, picture, view = await self.panel(table, hand, burst.private_lines(seat))
            kwargs: dict[str, Any] = {"content": content, "view": view,
                                      "allowed_mentions": NO_MENTIONS}
            if picture is not None:
                kwargs["attachments"] = [picture.file()]
            await self.delivery.retry(lambda: source.edit_original_response(**kwargs))
            release(view)
        else:
            lines = [f"✅ {burst.outcomes[0].action.label if burst.outcomes[0].action else 'Done'}"
                     f" — {self.waiting_text(table, burst.last)}"]
            lines += burst.private_lines(seat)
            await self.delivery.retry(lambda: source.edit_original_response(
                content=clip("\n".join(lines)), view=None, allowed_mentions=NO_MENTIONS))
        if message is not None and self.open_panels.get((table.id, seat)) == message.id:
            if not prompted:
                self.open_panels.pop((table.id, seat), None)

    def waiting_text(self, table: Table, outcome: Outcome) -> str:
        if outcome.over:
            return "the game is over."
        if not outcome.to_act:
            return "nothing to decide."
        names = ", ".join(seat_label(table, s, mention=False) for s in outcome.to_act)
        return f"waiting for {names}."

    async def post_table(self, burst: Burst, table: Table | None, prefix: str) -> None:
        last = burst.last
        lines = ([prefix] if prefix else []) + burst.public_lines()
        first = burst.outcomes[0]
        if not lines and not last.over and table is not None and first.actor is not None:
            # a secret choice: the channel learns that it was made, not what it was
            if len(burst.outcomes) == 1:
                waiting = ", ".join(seat_label(table, s) for s in last.to_act)
                await self.delivery.post(
                    self.channel(last.channel_id),
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
            send["view"] = table_view(table.channel_id, table.id)
        await self.delivery.post(self.channel(last.channel_id), **send)

    async def panel(self, table: Table, hand: Hand, private: list[str]
                    ) -> tuple[str, Picture | None, discord.ui.View | None]:
        """A seat's panel: a one-line status, news only they may see, their picture and the
        controls for exactly their legal choices."""
        seat = table.seats[hand.seat]
        head = f"**{table.title}** in <#{table.channel_id}> · you are {seat.name}"
        if hand.must_act and hand.actions:
            count = len(hand.actions)
            line = " · ".join([status_line(hand.view),
                               f"your move: {count} choice{'s' if count != 1 else ''}"])
        else:
            line = "Nothing to choose right now."
        lines = [head, line.strip(" ·")] + [f"• {p}" for p in private[-8:]]
        picture = await self.renderer.hand(table.game, hand.view)
        view = None
        if hand.must_act:
            view = controls(table, hand)
        return clip("\n".join(lines)), picture, view

    async def on_confirm(self, interaction: discord.Interaction, ref: Ref, code: str) -> None:
        """An irreversible step with something useful unused: ask once more."""
        from bot.service import UserError

        await interaction.response.defer()
        try:
            hand = self.service.hand(ref.channel_id, interaction.user.id)
        except UserError as exc:
            await self.refuse(interaction, str(exc))
            return
        action = next((a for a in hand.actions if a.code == code), None)
        if hand.seat != ref.seat or hand.version != ref.version or action is None:
            await self.refuse(interaction, "That choice is out of date: the game has moved "
                                           "on. Use the latest panel.")
            return
        question = confirmations(hand.view, hand.actions).get(code, "Are you sure?")
        view = confirm_view(ref, action)
        await interaction.edit_original_response(content=question, view=view)
        release(view)

    async def update_panels(self, table: Table, burst: Burst,
                            source: discord.Interaction | None) -> None:
        last = burst.last
        prompt = set() if last.over else set(last.prompt)
        source_id = source.message.id if source is not None and source.message else None
        answered = burst.outcomes[0].actor if source is not None else None
        for seat in table.seats:
            if seat.user_id is None:
                continue
            if seat.index == answered:
                # answered through the clicked panel; when that was the ephemeral one, bring
                # the DM panel up to date too
                open_id = self.open_panels.get((table.id, seat.index))
                if open_id is not None and open_id != source_id:
                    if seat.index in prompt:
                        await self.prompt_seat(table, seat.index, [], edit_id=open_id)
                    else:
                        await self.close_panel(table, seat.index, open_id,
                                               self.waiting_text(table, last))
                continue
            key = (table.id, seat.index)
            open_id = self.open_panels.get(key)
            private = burst.private_lines(seat.index)
            if seat.index in prompt:
                if open_id is not None and open_id == source_id:
                    continue  # answered through the interaction already
                await self.prompt_seat(table, seat.index, private, edit_id=open_id)
            elif open_id is not None and open_id != source_id:
                await self.close_panel(table, seat.index, open_id,
                                       self.waiting_text(table, last), private)
            elif private and seat.is_human:
                text = "\n".join([f"**{table.title}** in <#{table.channel_id}>"]
                                 + [f"• {p}" for p in private])
                await self.delivery.dm(seat.user_id, content=clip(text),
                                       allowed_mentions=NO_MENTIONS)

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

    async def prompt_seat(self, table: Table, seat: int, private: list[str], *,
                          edit_id: int | None = None) -> None:
        """Send (or edit in place) the DM panel of a seat that must decide."""
        user_id = table.seats[seat].user_id
        if user_id is None or not table.seats[seat].is_human:
            return
        hand = self.service.seat_hand(table.channel_id, seat)
        content, picture, view = await self.panel(table, hand, private)
        send: dict[str, Any] = {"content": content, "view": view,
                                "allowed_mentions": NO_MENTIONS}
        if picture is not None:
            send["picture"] = picture
        message: discord.Message | None = None
        if edit_id is not None:
            message = await self.delivery.edit_dm(user_id, edit_id, **send)
        if message is None:
            message = await self.delivery.dm(user_id, **send)
            if message is not None:
                self.open_panels[(table.id, seat)] = message.id
        if message is None:
            await self.dm_closed(table, user_id)
        elif self.service.dm_ok(user_id) is not True:
            await self.service.set_dm_status(user_id, True)

    async def dm_closed(self, table: Table, user_id: int) -> None:
        """The DM failed (code 50007): the channel says so once; the game goes on."""
        if self.service.dm_ok(user_id) is not False:
            await self.service.set_dm_status(user_id, False)
        if (table.id, user_id) in self.told_closed:
            return
        self.told_closed.add((table.id, user_id))
        await self.delivery.post(
            self.channel(table.channel_id),
            content=f"<@{user_id}>, I cannot send you DMs, so your hand stays here: use "
                    "`/game hand` (or the **My hand** button) to see it and choose.",
            allowed_mentions=USER_MENTIONS)

    async def lobby_closed(self, table: Table) -> None:
        """The lobby message loses its buttons once the table is cancelled."""
        lobby = table.messages.get("lobby")
        if lobby is not None:
            await self.delivery.edit(self.channel(table.channel_id), lobby, view=None,
                                     content=f"~~{table.title}~~ — the table was cancelled.")

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

    async def run_ai(self, channel_id: int) -> None:
        """Let AI seats move if one must (after a leave, a restart); caller holds the lock."""
        if not self.service.ai_pending(channel_id):
            return
        step = await self.service.ai_step(channel_id)
        if step is not None:
            await self.after(step, None)

    # -- turn timers --------------------------------------------------------------------------
    def rearm_timers(self) -> None:
        """Sleep until the next timer falls due (a fresh sleep whenever the timers change)."""
        if self.timer_task is not None and not self.timer_task.done():
            if self.sleeping is not self.timer_task:
                return  # firing now; it re-arms itself when done
            self.timer_task.cancel()
        due = self.service.next_timer_due()
        if due is None:
            self.timer_task = None
            return
        self.timer_task = self.spawn(self._timer_loop(due))

    async def _timer_loop(self, due: float) -> None:
        me = asyncio.current_task()
        self.sleeping = me
        try:
            await asyncio.sleep(max(0.0, due - self.clock()))
        finally:
            if self.sleeping is me:
                self.sleeping = None
        for timer in await self.service.due_timers(self.clock()):
            async with self.lock(timer.channel_id):
                fired = await self.service.fire_timer(timer)
                await self.on_timer(fired)
        self.timer_task = None
        self.rearm_timers()

    async def on_timer(self, fired: TimerFired) -> None:
        table = self.service.table(fired.timer.channel_id)
        if fired.kind == "reminder" and fired.user_id is not None:
            await self.delivery.post(
                self.channel(fired.timer.channel_id),
                content=f"⏰ <@{fired.user_id}>, your move — "
                        f"{int(fired.seconds_left)} s left before it is made for you.",
                allowed_mentions=USER_MENTIONS)
        elif fired.kind == "expire" and fired.outcome is not None:
            name = (seat_label(table, fired.timer.seat, mention=False)
                    if table is not None else "A player")
            await self.after(fired.outcome, None, prefix=f"⏰ Time is up for {name}.")

    # -- start and restart --------------------------------------------------------------------
    async def resume(self, report: Any) -> None:
        """After a restart: re-send every due prompt, restart AI moves, re-arm timers."""
        for resumed in report.games:
            table = resumed.table
            if table.status != "playing":
                continue
            async with self.lock(table.channel_id):
                self.known[table.channel_id] = table
                for seat in resumed.prompt:
                    # a fresh panel; the old one keeps its controls (same version: whichever
                    # is clicked first acts, the other is then refused as out of date)
                    await self.prompt_seat(table, seat, ["(The bot restarted; here is your "
                                                         "panel again.)"])
                if resumed.ai_pending:
                    await self.run_ai(table.channel_id)
        self.rearm_timers()

    async def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.renderer.close()


def controls(table: Table, hand: Hand, page: int = 0) -> discord.ui.View | None:
    """A seat's controls on any page of its panel, with the same confirmations and auction
    buttons on every page."""
    return panel_view(Ref(table.channel_id, table.id, hand.version, hand.seat), hand.actions,
                      page, confirm=confirmations(hand.view, hand.actions),
                      high=standing_bid(hand.view))


def status_line(view: dict[str, Any]) -> str:
    """The one-line status of a panel, from what the seat's view says about the turn."""
    info = view.get("turn_info")
    if isinstance(info, dict) and "cards_played" in info:
        parts = [f"Cards played {info.get('cards_played')}/{info.get('card_limit')}",
                 "auction still due" if info.get("auction_due") else "auction held",
                 "free migration used" if info.get("free_migration_used")
                 else "free migration unused"]
        return " · ".join(parts)
    for key in ("status", "phase_label", "waiting"):
        value = view.get(key)
        if isinstance(value, str) and value:
            return value
    phase = view.get("phase")
    return f"Phase: {phase}" if isinstance(phase, str) and phase else ""


def standing_bid(view: dict[str, Any]) -> int | None:
    """The high bid of a running auction, when the seat's view shows one (WildLife's
    ``auction.high``, 0 before the first bid); the bid panel counts "+k" from it."""
    auction = view.get("auction")
    if isinstance(auction, dict) and isinstance(auction.get("high"), int):
        return int(auction["high"])
    return None


def confirmations(view: dict[str, Any], actions: list[Any]) -> dict[str, str]:
    """Irreversible steps that ask once more, and only while something useful is unused
    (UX.md): WildLife's End turn with a free migration or card plays left, and Pass on a
    card auction while a bid within one's food could still win a card one can use."""
    codes = {a.code for a in actions}
    asked = {}
    if "end" in codes and (question := end_question(view, codes)):
        asked["end"] = question
    if "pass" in codes and (question := pass_question(view, actions)):
        asked["pass"] = question
    return asked


def end_question(view: dict[str, Any], codes: set[str]) -> str | None:
    info = view.get("turn_info")
    if not isinstance(info, dict):
        return None
    unused = []
    if "migrate" in codes and not info.get("free_migration_used"):
        unused.append("your free migration")
    left = int(info.get("card_limit") or 0) - int(info.get("cards_played") or 0)
    if left > 0 and any(c.startswith("play:") for c in codes):
        unused.append(f"{left} more card{'s' if left != 1 else ''} to play")
    if not unused:
        return None
    return f"End your turn? Still unused: {' and '.join(unused)}."


def pass_question(view: dict[str, Any], actions: list[Any]) -> str | None:
    """A card auction's Pass is final for that auction. Worth asking when the lowest bid is
    paid from food alone and the card is of use: any card but a terrain card for a terrain
    the organism is not adapted to (it could do nothing with it)."""
    auction, seat, seats = view.get("auction"), view.get("seat"), view.get("seats")
    if not isinstance(auction, dict) or not isinstance(seat, int) or not isinstance(
            seats, list) or not 0 <= seat < len(seats):
        return None
    card = auction.get("card") or {}
    own = seats[seat]
    if card.get("kind") == "terrain" and not own.get("levels", {}).get(card.get("terrain")):
        return None
    bids = bid_amounts(actions)
    food = int(own.get("food") or 0)
    if not bids or bids[0] > food:
        return None
    return (f"Pass on the {card.get('name', '')} card? Passing is final for this auction, "
            f"and a bid of {bids[0]} is within your {food} food.")


def result_view(outcome: Outcome) -> dict[str, Any]:
    """The final public view with the engine's result in it, for the result picture."""
    view = dict(outcome.table)
    if outcome.result is not None:
        view.setdefault("result", outcome.result)
    return view


def ranking_lines(result: dict[str, Any] | None) -> list[str]:
    """The final ranking with each seat's score and its breakdown, as text."""
    if not result:
        return []
    lines = []
    for row in result.get("ranking", []):
        breakdown = row.get("breakdown") or {}
        detail = ", ".join(f"{k} {v}" for k, v in breakdown.items()) if isinstance(
            breakdown, dict) else str(breakdown)
        lines.append(f"{row.get('place', '?')}. {row.get('name', '?')} — {row.get('score', '?')}"
                     + (f" ({detail})" if detail else ""))
    if result.get("tiebreak"):
        lines.append(f"Ties: {result['tiebreak']}")
    return lines


def release(view: discord.ui.View | None) -> None:
    """Stop tracking a sent view: its controls are DynamicItems, dispatched by custom_id
    alone, and discord.py would otherwise keep a 15-minute timer per ephemeral panel."""
    if view is not None:
        view.stop()


def _can_manage(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_channels)


def _now() -> float:
    import time

    return time.perf_counter()
