"""``/game …``: every slash command, one ``commands.GroupCog``; each hands its interaction to
the same handler its button uses (bot/ui/handlers). Autocomplete comes from bot/ui/inputs.py and the
game list from ``engine.GAMES``, so a new game needs no change here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.games import topic_names
from bot.core.models import Hand, UserError
from bot.core.seasons import WHICH
from bot.core.settings import RESETS
from bot.messages.forwarding import due_in_store
from bot.ui.handlers import Handlers
from bot.ui.handlers.common import in_guild, lang
from bot.ui.inputs import (
    MAX_CHOICES,
    OPTIONS_HELP,
    choice_suggestions,
    game_suggestions,
    option_suggestions,
)
from engine.ai import LEVELS
from engine.registry import GAMES
from words import LANGUAGES, NAMES

#: the table language choices (each language named in its own words)
LANGUAGE_CHOICES = [app_commands.Choice(name=NAMES[code], value=code) for code in LANGUAGES]
#: ``/game settings hints``: allowed, forbidden, or back to the default (config.toml's)
HINTS_CHOICES = [app_commands.Choice(name=name, value=value) for name, value in (
    ("tables may offer hints", "allow"), ("no hints", "forbid"), ("the default", "default"))]

#: ``pace:`` of ``/game new`` and ``/game settings`` (bot/core/clocks.py reads it)
PACE_HELP = ("real-time, or correspondence (3d+1d), 'correspondence 5d+12h', "
             "'correspondence 2d/move'")

#: the ``reset`` choices of ``/game settings`` in English (the catalogs' ``choice-<value>``)
RESET_NAMES = {"thread": "thread", "turn_timer": "turn timer", "fallback": "fallback",
               "ai_level": "AI level", "language": "language", "hints": "hints",
               "all": "all of them"}

if TYPE_CHECKING:
    from bot.core.service import GameService


@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
class GameCommands(commands.GroupCog, group_name="game", group_description="Board games here"):
    """Installed with the bot in a server; usable there and in the bot's DMs (``/game play``,
    ``/game rules``). Server-only commands refuse a DM themselves (discord.py ignores
    ``guild_only`` below the top level)."""

    def __init__(self, handlers: Handlers, service: GameService) -> None:
        self.handlers = handlers
        self.service = service
        super().__init__()

    # -- the table ----------------------------------------------------------------------------
    @app_commands.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(game="Which game", options=OPTIONS_HELP,
                           turn_timer="Seconds per decision (0 = no timer)",
                           thread="Open the table in a new thread (default: this server's)",
                           language="The table's language (default: this server's)",
                           hints="Offer each player the AI's suggestion (the game is not rated)",
                           pace=PACE_HELP)
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str,
                  options: str | None = None,
                  turn_timer: app_commands.Range[int, 0, 7 * 24 * 3600] | None = None,
                  thread: bool | None = None, language: str | None = None,
                  hints: bool = False, pace: str | None = None) -> None:
        await self.handlers.lobby.new(interaction, game, options, turn_timer, thread, language,
                                      hints, pace)

    @new.autocomplete("game")
    async def new_game(self, interaction: discord.Interaction, current: str
                       ) -> list[app_commands.Choice[str]]:
        return game_suggestions(current)

    @new.autocomplete("options")
    async def new_options(self, interaction: discord.Interaction, current: str
                          ) -> list[app_commands.Choice[str]]:
        return option_suggestions(str(getattr(interaction.namespace, "game", "") or ""), current,
                                  lang(interaction))

    @app_commands.command(name="join", description="Take a seat (or take back your seat)")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby.join(interaction, in_guild(interaction))

    @app_commands.command(name="leave", description="Leave the table (an AI takes your seat)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby.leave(interaction, in_guild(interaction))

    @app_commands.command(name="seat-to-ai",
                          description="Hand a player's seat to an AI (host or Manage Channels)")
    @app_commands.describe(player="Whose seat (they take it back with /game join)")
    async def seat_to_ai(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.handlers.lobby.seat_to_ai(interaction, in_guild(interaction), player)

    @app_commands.command(name="start", description="Start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby.start(interaction, in_guild(interaction))

    @app_commands.command(name="cancel", description="Cancel this channel's table "
                                                     "(host or Manage Channels)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.handlers.lobby.cancel(interaction, in_guild(interaction))

    @app_commands.command(name="settings",
                          description="This server's defaults for new tables (Manage Server)")
    @app_commands.describe(thread="Open each new game in a thread",
                           turn_timer="Seconds per decision (0 = no timer)",
                           fallback="When the timer runs out: an AI plays, or the seat passes",
                           ai_level="The level of a new AI seat",
                           language="The table language of new games",
                           idle_reminder="Without a timer: hours until a waiting seat is "
                                         "reminded (0 = default)",
                           idle_limit="Without a timer: hours until its fallback plays "
                                      "(0 = default)",
                           hints="Whether tables may be opened with hints",
                           reset="Set one choice (or all) back to the default",
                           season_days="Leaderboard season length in days (0 = months)",
                           tournament_role="May organise tournaments (@everyone: nobody)",
                           pace=PACE_HELP,
                           away_days="Days of /game away each person may take a year")
    @app_commands.choices(
        fallback=[app_commands.Choice(name="an AI plays that decision", value="ai"),
                  app_commands.Choice(name="the seat passes where it may", value="pass")],
        ai_level=[app_commands.Choice(name=level, value=level) for level in LEVELS],
        language=[*LANGUAGE_CHOICES,
                  app_commands.Choice(name="the server's language", value="server")],
        hints=HINTS_CHOICES,
        reset=[app_commands.Choice(name=RESET_NAMES[name], value=name) for name in RESETS])
    async def settings(self, interaction: discord.Interaction, thread: bool | None = None,
                       turn_timer: app_commands.Range[int, 0, 7 * 24 * 3600] | None = None,
                       fallback: str | None = None, ai_level: str | None = None,
                       language: str | None = None,
                       idle_reminder: app_commands.Range[int, 0, 720] | None = None,
                       idle_limit: app_commands.Range[int, 0, 720] | None = None,
                       hints: str | None = None, reset: str | None = None,
                       season_days: app_commands.Range[int, 0, 366] | None = None,
                       tournament_role: discord.Role | None = None,
                       pace: str | None = None,
                       away_days: app_commands.Range[int, 0, 366] | None = None) -> None:
        await self.handlers.admin.settings_command(interaction, thread, turn_timer, fallback,
                                                   ai_level, language, idle_reminder,
                                                   idle_limit, hints, reset, season_days,
                                                   tournament_role, pace, away_days)

    # -- correspondence (docs/playing.md, "Correspondence") ----------------------------------
    @app_commands.command(name="away", description="A holiday: your correspondence clocks wait")
    @app_commands.describe(days="How many days (from this server's yearly allowance)")
    async def away(self, interaction: discord.Interaction,
                   days: app_commands.Range[int, 1, 366]) -> None:
        await self.handlers.correspondence.away(interaction, days)

    @app_commands.command(name="back", description="End your holiday: your clocks run again")
    async def back(self, interaction: discord.Interaction) -> None:
        await self.handlers.correspondence.back(interaction)

    @app_commands.command(name="mine", description="Your open games in every server")
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.handlers.correspondence.mine(interaction)

    @app_commands.command(name="settings-me",
                          description="How you hear of your turns: a DM each, a daily digest, "
                                      "or none")
    @app_commands.describe(notify="A DM per turn, one digest a day, or nothing",
                           hour="The digest's hour (0-23) in your time zone",
                           timezone="Your IANA time zone, e.g. Europe/Amsterdam",
                           everywhere="For every server (default: this one; in a DM: all)")
    @app_commands.choices(notify=[
        app_commands.Choice(name="a DM each turn", value="dm"),
        app_commands.Choice(name="one digest a day", value="digest"),
        app_commands.Choice(name="nothing", value="none")])
    async def settings_me(self, interaction: discord.Interaction, notify: str | None = None,
                          hour: app_commands.Range[int, 0, 23] | None = None,
                          timezone: str | None = None, everywhere: bool = False) -> None:
        await self.handlers.correspondence.settings_me(interaction, notify, hour, timezone,
                                                       everywhere)

    # -- deciding -----------------------------------------------------------------------------
    @app_commands.command(name="play", description="Make your decision by typing it")
    @app_commands.describe(choice="Start typing; the legal choices are suggested",
                           game="In a DM: the game to act in (when several wait for you)")
    async def play(self, interaction: discord.Interaction, choice: str,
                   game: str | None = None) -> None:
        await self.handlers.play.play(interaction, choice, game)

    @play.autocomplete("game")
    async def play_games(self, interaction: discord.Interaction, current: str
                         ) -> list[app_commands.Choice[str]]:
        """The user's games that wait for a decision, named by channel and title."""
        typed = current.strip().lower()
        out = []
        for hand in await self.due_hands(interaction):
            table = self.service.tables.table(hand.channel_id)
            channel = interaction.client.get_channel(hand.channel_id)
            where = f"#{getattr(channel, 'name', hand.channel_id)}"
            name = f"{where} · {table.title if table else GAMES[hand.game].title}"
            if not typed or typed in name.lower():
                out.append(app_commands.Choice(name=name[:100], value=str(hand.channel_id)))
        return out[:MAX_CHOICES]

    @play.autocomplete("choice")
    async def play_choices(self, interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        try:
            channel_id = self.handlers.play.game_channel(interaction, game)
            hand = self.service.tables.hand(channel_id, interaction.user.id)
        except UserError:
            if interaction.guild_id is not None:
                return []
            due = [h for h in await self.due_hands(interaction)
                   if game is None or str(h.channel_id) == str(game)]
            if len(due) != 1:
                return []
            hand = due[0]
        return choice_suggestions(hand, current, lang(interaction))

    async def due_hands(self, interaction: discord.Interaction) -> list[Hand]:
        """The user's waiting decisions: those of this process's games, and in a DM with
        several processes also those of the others' (from the store, which all share:
        autocomplete must answer within 3 s and cannot be forwarded and waited for)."""
        mine = self.service.tables.due_hands(interaction.user.id)
        if interaction.guild_id is not None or not getattr(interaction.client, "forwarder",
                                                           None):
            return mine
        held = {h.channel_id for h in mine}
        return mine + [h for h in await due_in_store(self.service.store, interaction.user.id)
                       if h.channel_id not in held and
                       self.service.tables.table(h.channel_id) is None]

    @app_commands.command(name="hint", description="The AI's suggestion for your decision "
                                                   "(tables opened with hints)")
    @app_commands.describe(game="In a DM: the game to ask about (when several wait for you)")
    async def hint(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.handlers.hint.command(interaction, game)

    @hint.autocomplete("game")
    async def hint_games(self, interaction: discord.Interaction, current: str
                         ) -> list[app_commands.Choice[str]]:
        return await self.play_games(interaction, current)

    @app_commands.command(name="teaching", description="Rule reminders at your first decisions")
    @app_commands.describe(reminders="on or off")
    async def teaching(self, interaction: discord.Interaction, reminders: bool) -> None:
        await self.handlers.hint.teaching(interaction, reminders)

    @app_commands.command(name="hand", description="Your hand and controls, only for you")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.handlers.play.hand(interaction, in_guild(interaction))

    # -- watching -----------------------------------------------------------------------------
    @app_commands.command(name="board", description="The table as everyone sees it")
    @app_commands.describe(text="In words instead of the picture (for screen readers)")
    async def board(self, interaction: discord.Interaction, text: bool = False) -> None:
        await self.handlers.watch.board(interaction, text)

    @app_commands.command(name="status", description="Seats, scores so far and whose move")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.handlers.watch.status(interaction)

    @app_commands.command(name="log", description="What happened lately (public events)")
    @app_commands.describe(lines="How many events (default 20)")
    async def log(self, interaction: discord.Interaction,
                  lines: app_commands.Range[int, 1, 100] = 20) -> None:
        await self.handlers.watch.log(interaction, lines)

    @app_commands.command(name="rules", description="The rules in short, by topic")
    @app_commands.describe(topic="A topic (leave empty for the overview)",
                           game="Which game (default: the one in this channel)")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None,
                    game: str | None = None) -> None:
        await self.handlers.watch.rules(interaction, topic, game)

    # -- what the games add up to ---------------------------------------------------------------
    @app_commands.command(name="history", description="This server's past games, newest first")
    @app_commands.describe(member="Only the games this member played", game="Only this game",
                           cancelled="Also the games cancelled after they started")
    async def history(self, interaction: discord.Interaction,
                      member: discord.User | None = None, game: str | None = None,
                      cancelled: bool = False) -> None:
        await self.handlers.history.show(interaction, member.id if member else None, game,
                                         cancelled)

    @app_commands.command(name="profile", description="A player's games and ratings per game")
    @app_commands.describe(member="Whose (default: yours)")
    async def profile(self, interaction: discord.Interaction,
                      member: discord.User | None = None) -> None:
        await self.handlers.history.profile(interaction, (member or interaction.user).id)

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(game="Which game", season="This season, the last one, or all time")
    @app_commands.choices(season=[app_commands.Choice(name=n, value=w) for n, w in zip(
        ("this season", "the last season", "all time"), WHICH, strict=True)])
    async def leaderboard(self, interaction: discord.Interaction, game: str,
                          season: str | None = None) -> None:
        await self.handlers.history.leaderboard(interaction, game, season or "alltime")

    @app_commands.command(name="replay",
                          description="A finished game again: its animation, story and replay file")
    @app_commands.describe(game_id="The game id, # in /game history (default: this channel's "
                                   "last game)")
    async def replay(self, interaction: discord.Interaction,
                     game_id: app_commands.Range[int, 1] | None = None) -> None:
        await self.handlers.history.replay(interaction, game_id)

    @app_commands.command(name="review",
                          description="Your own play in a finished game: your costliest "
                                      "decisions and your accuracy")
    @app_commands.describe(game_id="The game id, # in /game history (default: this channel's "
                                   "last game)")
    async def review(self, interaction: discord.Interaction,
                     game_id: app_commands.Range[int, 1] | None = None) -> None:
        await self.handlers.history.review(interaction, game_id)

    @history.autocomplete("game")
    @leaderboard.autocomplete("game")
    async def history_games(self, interaction: discord.Interaction, current: str
                            ) -> list[app_commands.Choice[str]]:
        return game_suggestions(current)

    @rules.autocomplete("topic")
    async def rules_topics(self, interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
        name = (getattr(interaction.namespace, "game", None)
                or self.handlers.watch.channel_game(interaction))
        named = topic_names(name, lang(interaction))
        return [app_commands.Choice(name=said, value=t) for t, said in named.items()
                if current.lower() in said.lower() or current.lower() in t][:MAX_CHOICES]

    @rules.autocomplete("game")
    async def rules_games(self, interaction: discord.Interaction, current: str
                          ) -> list[app_commands.Choice[str]]:
        return game_suggestions(current)

