"""Help for learners: the Hint button and ``/game hint`` (the search's suggestion for the
decision in front of the asker, answered to them alone), and ``/game teaching on|off`` (the rule
reminders of first decisions). docs/playing.md, "Learning"; the hint itself: bot/core/hints.py.
"""

from __future__ import annotations

import discord

from bot.core.games import adapter
from bot.core.hints import Hint, hint
from bot.core.models import Hand, OutOfDate, UserError
from bot.core.seat_names import text_for
from bot.core.texts import escape, label
from bot.messages.controls import Ref
from bot.messages.panels import hint_view, release
from bot.ui.handlers.common import Context, lang
from bot.ui.handlers.play import CHAIN, PlayHandlers
from words import say, tr


def seed_of(hand: Hand) -> int:
    """The same decision asked about twice gets the same determinizations."""
    return (hand.table_id * 1_000_003 + hand.version * 101 + hand.seat) & (2 ** 62 - 1)


class HintHandlers:
    def __init__(self, ctx: Context, play: PlayHandlers) -> None:
        self.ctx = ctx
        self.service = ctx.service
        self.tables = ctx.service.tables
        self.play = play

    async def button(self, interaction: discord.Interaction, ref: Ref) -> None:
        """The Hint button: only for its seat's person, only while its decision is live."""
        table = self.tables.table(ref.channel_id)
        if table is None or table.id != ref.table_id:
            raise UserError("bot-hint-stale")
        if not table.hints:
            raise UserError("bot-hint-off")
        try:
            hand = self.play.current_hand(interaction, ref)
        except OutOfDate:
            raise UserError("bot-hint-stale") from None
        await self.answer(interaction, hand)

    async def command(self, interaction: discord.Interaction, game: str | None) -> None:
        """``/game hint``: in a server channel, its game; in a DM, the game that waits for
        the asker (or the one named)."""
        channel_id = self.play.game_channel(interaction, game)
        table = self.tables.table(channel_id)
        if table is None:
            raise UserError("bot-hint-no-game")
        if not table.hints:
            raise UserError("bot-hint-off")
        hand = self.tables.hand(channel_id, interaction.user.id)
        if not hand.must_act or not hand.actions:
            raise UserError("bot-hint-nothing")
        await self.answer(interaction, hand)

    async def answer(self, interaction: discord.Interaction, hand: Hand) -> None:
        """Think (in the AI workers, on the asker's information only), then answer the asker
        alone; a decision that moved on meanwhile gets a hint for nothing."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        game = self.tables.get(hand.channel_id)
        assert game.state is not None
        found = await hint(self.service.moves.thinkers, game.state, hand.seat, seed_of(hand))
        now = self.tables.seat_hand(hand.channel_id, hand.seat)
        if not now.must_act or [a.code for a in now.actions] != [a.code for a in hand.actions]:
            raise UserError("bot-hint-stale")
        reader = lang(interaction)
        action = next((a for a in hand.actions if a.code == found.code), None)
        if action is None:  # not a choice of the panel: named, nothing to click
            await interaction.followup.send(text_for(game.table, reader, tr(
                reader, "bot-hint", choice=escape(found.code), why=say(reader, found.why))),
                ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
            return
        codes, words = self.path(hand, found, reader)
        view = hint_view(Ref(hand.channel_id, hand.table_id, hand.version, hand.seat),
                         [CHAIN.join(codes), codes[0]], tr(reader, "bot-hint-play"))
        text = text_for(game.table, reader, tr(reader, "bot-hint", choice=escape(
            " → ".join(words)), why=say(reader, found.why)))
        none = discord.AllowedMentions.none()
        if view is None:
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
            return
        await interaction.followup.send(text, ephemeral=True, view=view, allowed_mentions=none)
        release(view)

    def path(self, hand: Hand, found: Hint, reader: str) -> tuple[list[str], list[str]]:
        """The hinted choice as one click: where it opens a chain of the asker's own choices
        (an Evolution card, then where it goes), the whole path the search's follow-up takes
        (else the chain's first path), as the panel's paths offer them; (codes, labels)."""
        action = next(a for a in hand.actions if a.code == found.code)
        rules = adapter(hand.game)
        if not rules.opens_chain(found.code):
            return [found.code], [label(reader, action)]
        paths = self.tables.paths(hand.channel_id, hand.seat, found.code, rules.steps_back)
        wanted = [found.code, *found.then]

        def agrees(codes: list[str]) -> int:
            return next((i for i, (a, b) in enumerate(zip(codes, wanted, strict=False))
                         if a != b), min(len(codes), len(wanted)))

        if not paths:
            return [found.code], [label(reader, action)]
        codes, labels = max(paths, key=lambda path: agrees(path[0]))
        return codes, [say(reader, text) or code
                       for text, code in zip(labels, codes, strict=False)]

    async def teaching(self, interaction: discord.Interaction, on: bool) -> None:
        """``/game teaching on|off``: the reminders of first decisions, for the asker."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.teaching.set(interaction.user.id, on)
        await interaction.followup.send(tr(lang(interaction), "bot-teaching-on" if on
                                           else "bot-teaching-off"), ephemeral=True)
