"""Deciding: a click on a choice, a page, a question asked once more, the bid modal, the
hand shown ephemerally, and ``/game play`` typed (in a channel or a DM).

Every path that needs "the seat's live decision" asks ``current_hand``, which refuses a seat
that is not the clicker's, a decision that moved on, and a game that is not running.
"""

from __future__ import annotations

import discord

from bot.core.games import adapter
from bot.core.models import Hand, OutOfDate, UserError
from bot.core.seat_names import hand_for, names_for, renamed
from bot.messages.controls import Ref, amount_modal
from bot.messages.panels import confirm_view, paths_view, release, said
from bot.ui.answers import held
from bot.ui.handlers.common import Context, ack, is_button, lang, say
from bot.ui.inputs import parse_amount, parse_choice, whole_number
from engine.core import Action
from words import say as said_in
from words import tr

CHAIN = "|"  # a control's code may be several decisions made in one go: "pay:F1|pay:S2"


class PlayHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.service = ctx.service
        self.tables = ctx.service.tables

    def out_of_date(self, interaction: discord.Interaction) -> UserError:
        """The refusal of a click on an old panel: "use the latest panel", unless the bot can
        no longer DM the clicker, whose latest panel is then behind ``/game hand``."""
        if self.tables.dm_ok(interaction.user.id) is False:
            return UserError("bot-out-of-date-closed")
        return OutOfDate()

    def current_hand(self, interaction: discord.Interaction, ref: Ref) -> Hand:
        """The seat's hand when ``ref`` is still its live decision."""
        hand = self.tables.hand(ref.channel_id, interaction.user.id)
        if hand.seat != ref.seat:
            raise UserError("bot-play-these-controls-belong-another")
        if hand.table_id != ref.table_id or not hand.must_act or not \
                self.service.planner.current(ref.table_id, ref.seat, ref.version, hand.version):
            raise self.out_of_date(interaction)
        table = self.tables.table(ref.channel_id)
        return hand if table is None else hand_for(table, lang(interaction), hand)

    async def act(self, interaction: discord.Interaction, ref: Ref, code: str) -> None:
        """A click on a choice: apply it (or refuse it) and publish what changed; a choice
        that begins a chain shows the chain's whole paths instead (one more click). The click
        is answered by the panel it leads to, in one response (``bot.ui.answers``)."""
        if CHAIN not in code and adapter(self.tables.hand(ref.channel_id,
                                                          interaction.user.id).game
                                         ).opens_chain(code):
            await ack(interaction)
            await self.paths(interaction, ref, code)
            return
        if not is_button(interaction):  # no message to update: a thinking reply
            await ack(interaction)
        async with held(interaction), self.ctx.lock(ref.channel_id):
            try:
                outcomes = await self.service.moves.act_all(
                    ref.channel_id, interaction.user.id, ref.version, ref.seat,
                    code.split(CHAIN), table_id=ref.table_id, answered=True)
            except OutOfDate:
                if not await self.refresh(interaction, ref) and \
                        self.tables.dm_ok(interaction.user.id) is False:
                    raise UserError("bot-out-of-date-closed") from None
                raise
            await self.ctx.autoplay.after(outcomes, interaction)
        await ack(interaction)  # a move whose answer showed nothing (or failed)

    async def refresh(self, interaction: discord.Interaction, ref: Ref) -> bool:
        """After a click on an out-of-date panel (a double click; after a restart, a panel
        older than what the bot remembers): the clicked message, when it is the seat's
        panel, shows the live decision instead, so the next click works (no request of the
        bot's own: the click's answer). Whether it did."""
        message = interaction.message
        table = self.tables.table(ref.channel_id)
        if message is None or table is None or table.id != ref.table_id:
            return False
        hand = self.tables.seat_hand(ref.channel_id, ref.seat)
        holder = table.seats[ref.seat].user_id
        if holder != interaction.user.id or not hand.must_act:
            return False
        post = self.service.planner.prompt(table, hand,
                                           deadline=self.service.timers.deadline(table.id,
                                                                                 ref.seat))
        if not self.ctx.sender.places.is_place(post, message):
            return False
        await self.ctx.autoplay.show(interaction, post)
        return True

    async def undo(self, interaction: discord.Interaction, ref: Ref) -> None:
        """Take back the seat's last move (the engine says whether it may)."""
        await ack(interaction)
        async with self.ctx.lock(ref.channel_id):
            outcome = await self.service.moves.undo(ref.channel_id, interaction.user.id,
                                                    ref.version, ref.seat, table_id=ref.table_id,
                                                    answered=True)
            await self.ctx.autoplay.after(outcome, interaction)

    async def confirm(self, interaction: discord.Interaction, ref: Ref, code: str) -> None:
        """An irreversible step with something useful unused: ask once more."""
        await ack(interaction)
        hand = self.current_hand(interaction, ref)
        reader = lang(interaction)
        actions = said(reader, hand.actions)
        action = next((a for a in actions if a.code == code), None)
        if action is None:
            raise self.out_of_date(interaction)
        rules = adapter(hand.game)
        question = rules.confirmations(hand.view, actions, reader).get(
            code, tr(reader, "ctl-sure"))
        view = confirm_view(ref, action, reader)
        await interaction.edit_original_response(content=question, view=view)
        release(view)

    async def paths(self, interaction: discord.Interaction, ref: Ref, code: str) -> None:
        """Where a chain can go from ``code`` (an Evolution card: a new species, or a species
        and its use), each whole path one option; "Back" returns to the panel."""
        hand = self.current_hand(interaction, ref)
        rules = adapter(hand.game)
        found = self.tables.paths(ref.channel_id, hand.seat, code, rules.steps_back)
        if not found:
            raise self.out_of_date(interaction)
        reader = lang(interaction)
        table = self.tables.table(ref.channel_id)
        names = {} if table is None else names_for(table, reader)
        found = [(codes, [renamed(label, names) for label in labels]) for codes, labels in found]
        options = []
        for codes, labels in found:
            words = [said_in(reader, label) or code for label, code in zip(labels, codes,
                                                                             strict=False)]
            options.append(Action(CHAIN.join(codes), " → ".join(words[1:]) or words[0],  # type: ignore[arg-type]
                                  words[0]))
        view = paths_view(ref, options, reader)
        first = said_in(reader, found[0][1][0]) or found[0][0][0]
        await interaction.edit_original_response(
            content=tr(reader, "ctl-where-to", choice=first), view=view)
        release(view)

    async def several(self, interaction: discord.Interaction, ref: Ref,
                      values: list[str]) -> None:
        """Several steps chosen in one select: asked once more, then made in one go."""
        await ack(interaction)
        hand = self.current_hand(interaction, ref)
        reader = lang(interaction)
        several = adapter(hand.game).several(hand.view, said(reader, hand.actions), reader)
        offered = dict(several.options) if several else {}
        if several is None or len(values) != several.count or not set(values) <= set(offered):
            raise self.out_of_date(interaction)
        code = CHAIN.join(value.split("#")[0] for value in values)
        question = f"{several.verb}: {', '.join(offered[v] for v in values)}?"
        view = confirm_view(ref, Action(code, several.verb), reader,  # type: ignore[arg-type]
                            anyway=False)
        await interaction.edit_original_response(content=question, view=view)
        release(view)

    async def page(self, interaction: discord.Interaction, ref: Ref, page: int) -> None:
        """Another page of a long panel (or "Back"): same picture, other controls."""
        await ack(interaction)
        hand = self.tables.hand(ref.channel_id, interaction.user.id)
        if hand.seat != ref.seat:
            raise UserError("bot-play-these-controls-belong-another")
        table = self.tables.table(ref.channel_id)
        if table is None or not hand.must_act:
            raise UserError("bot-play-nothing-choose-right-now")
        view = self.ctx.composer.view(self.service.planner.hand_post(table, hand,
                                                                     lang(interaction)), page)
        await interaction.edit_original_response(view=view)
        release(view)

    async def amount_button(self, interaction: discord.Interaction, ref: Ref) -> None:
        """"Amount…": the bid modal, for the live decision only (a modal must be the first
        answer, so a refusal is one ephemeral sentence instead)."""
        hand = self.current_hand(interaction, ref)
        bidding = adapter(hand.game).bidding(hand.view, hand.actions)
        if bidding is None:
            raise UserError("bot-play-no-bid-make-right")
        await interaction.response.send_modal(amount_modal(ref, bidding.amounts,
                                                           lang(interaction)))

    async def amount(self, interaction: discord.Interaction, ref: Ref, text: str) -> None:
        """The bid modal's submit: a legal amount is played like its button; anything else
        gets the legal range and changes nothing."""
        hand = self.current_hand(interaction, ref)
        bidding = adapter(hand.game).bidding(hand.view, hand.actions)
        amount = parse_amount(text, bidding.amounts if bidding else [])
        await self.act(interaction, ref, f"bid:{amount}")

    async def hand(self, interaction: discord.Interaction, channel_id: int,
                   table_id: int | None = None) -> None:
        """``/game hand`` and the My hand button: the player's panel, for their eyes only."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = self.tables.table(channel_id)
        if table is None or (table_id is not None and table.id != table_id):
            raise UserError("bot-play-no-game-running-here")
        hand = self.tables.hand(channel_id, interaction.user.id)
        post = self.service.planner.hand_post(table, hand, lang(interaction))
        kwargs = await self.ctx.composer.new_message(post)
        try:
            await interaction.followup.send(ephemeral=True, **kwargs)
        finally:
            release(kwargs.get("view"))

    async def play(self, interaction: discord.Interaction, choice: str,
                   game: str | None) -> None:
        """``/game play``: the same as a click, from a typed or autocompleted choice."""
        channel_id = self.game_channel(interaction, game)
        hand = self.tables.hand(channel_id, interaction.user.id)
        version, code = parse_choice(choice, said(lang(interaction), hand.actions))
        await ack(interaction)
        async with self.ctx.lock(channel_id):
            outcome = await self.service.moves.act(
                channel_id, interaction.user.id, hand.version if version is None else version,
                hand.seat, code, table_id=hand.table_id)
            await self.ctx.autoplay.after(outcome, None)  # the table first, then Discord
            reader = lang(interaction)
            label = said_in(reader, outcome.action.label) if outcome.action else code
            await say(interaction, tr(reader, "bot-done", choice=label or code))

    def game_channel(self, interaction: discord.Interaction, game: str | None) -> int:
        """Which game ``/game play`` acts in: the ``game`` option when given; in a server
        channel, that channel's game; in a DM, the one game where the user's seat must act,
        or a refusal naming the channels when there are several."""
        if game:
            channel_id = whole_number(game)
            if channel_id is None:
                raise UserError("bot-play-pick-game-from-suggestions")
            return channel_id
        if interaction.guild_id is not None:
            return interaction.channel_id or 0
        due = self.tables.due_hands(interaction.user.id)
        if not due:
            raise UserError("bot-play-none-games-waits-decision")
        if len(due) > 1:
            names = ", ".join(f"<#{h.channel_id}>" for h in due[:10])
            raise UserError("bot-several-games-wait", channels=names)
        return due[0].channel_id
