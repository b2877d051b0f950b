"""``/game history``, ``/game profile``, ``/game leaderboard`` and ``/game replay``: what a
server's games add up to (issue 17; bot/history.py reads it). Every answer is ephemeral (no
channel spam), shows only what the channel saw (results, never a hand), and covers only the
games of the server it is asked in.
"""

from __future__ import annotations

import io
import json
from typing import Any

import discord

from bot.controls import HistoryPage, ResultSelect
from bot.handlers.common import Context, in_guild
from bot.history import PAGE, History, PastGame
from bot.models import UserError
from bot.ratings import shown
from bot.replays import chapter_views, export, rebuild
from bot.signup import NO_MENTIONS
from bot.texts import clip, escape
from engine import GAMES
from engine.registry import from_json

ANIMATIONS_KEPT = 8
NO_GAMES = "No game has ended in this server yet{who}{title}. Start one with `/game new`."


def title_of(game: str) -> str:
    info = GAMES.get(game)
    return info.title if info else game


def game_line(n: int, past: PastGame) -> str:
    """One past game: when, what, and who came where (names as they were then)."""
    when = f"<t:{int(past.finished)}:d>"
    if past.status != "over" or not past.result:
        names = ", ".join(escape(str(s.get("name", "?"))) for s in past.seats)
        return f"{n}. {when} · {title_of(past.game)} · cancelled · {names}"
    ranking = sorted(past.result.get("ranking", []), key=lambda r: r.get("place", 99))
    places = " · ".join(f"{'🏆 ' if r.get('place') == 1 else ''}{escape(str(r.get('name')))} "
                        f"{r.get('score')}" for r in ranking)
    return f"{n}. {when} · {title_of(past.game)} · {places}"


class HistoryHandlers:
    def __init__(self, ctx: Context, min_games: int) -> None:
        self.ctx = ctx
        self.history = History(ctx.service.store)
        self.min_games = min_games
        self.animations: dict[int, bytes] = {}

    # -- /game history and its pages ----------------------------------------------------------
    async def show(self, interaction: discord.Interaction, user_id: int | None,
                   game: str | None) -> None:
        in_guild(interaction)
        if game is not None and game not in GAMES:
            raise UserError(f"There is no game '{clip(game, 40)}'. Games: "
                            f"{', '.join(sorted(GAMES))}.")
        content, view = await self.page(interaction, 0, user_id, game)
        await interaction.response.send_message(content, view=view, ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def turn(self, interaction: discord.Interaction, offset: int, user_id: int | None,
                   game: str | None) -> None:
        """Previous/Next on a history page: the same message, another page."""
        in_guild(interaction)
        content, view = await self.page(interaction, max(0, offset), user_id, game)
        await interaction.response.edit_message(content=content, view=view,
                                                allowed_mentions=NO_MENTIONS)

    async def page(self, interaction: discord.Interaction, offset: int, user_id: int | None,
                   game: str | None) -> tuple[str, discord.ui.View]:
        assert interaction.guild_id is not None
        games = await self.history.games(interaction.guild_id, user_id=user_id, game=game,
                                         offset=offset, limit=PAGE + 1)
        more, games = len(games) > PAGE, games[:PAGE]
        if not games:
            who = f" with <@{user_id}>" if user_id else ""
            raise UserError(NO_GAMES.format(who=who, title=f" of {title_of(game)}"
                                            if game else ""))
        head = "**Games in this server**" + (f" with <@{user_id}>" if user_id else "") + (
            f" · {title_of(game)}" if game else "") + f" · newest first, from {offset + 1}"
        lines = [game_line(offset + i + 1, g) for i, g in enumerate(games)]
        view = discord.ui.View(timeout=None)
        finished = [g for g in games if g.status == "over"]
        if finished:
            view.add_item(ResultSelect(offset, [
                discord.SelectOption(label=f"{offset + games.index(g) + 1}. "
                                     f"{title_of(g.game)}"[:100], value=str(g.id))
                for g in finished]))
        if offset > 0:
            view.add_item(HistoryPage(max(0, offset - PAGE), user_id, game, "Newer"))
        if more:
            view.add_item(HistoryPage(offset + PAGE, user_id, game, "Older"))
        return clip("\n".join([head, *lines])), view

    async def result_picture(self, interaction: discord.Interaction, game_id: int) -> None:
        """A past game's result picture again, for the one who asked."""
        past, state = await self.finished(interaction, game_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = {**state.view(None), "result": past.result}
        picture = await self.ctx.renderer.result(past.game, view)
        text = f"**{title_of(past.game)}** · {game_line(1, past)[3:]}"
        if picture is None:
            await interaction.followup.send(clip(text), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
        else:
            await interaction.followup.send(clip(text), file=picture.file(), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)

    async def finished(self, interaction: discord.Interaction, game_id: int
                       ) -> tuple[PastGame, Any]:
        """A finished game of this server and its final state, or a refusal."""
        in_guild(interaction)
        past = await self.history.game(game_id)
        if past is None or past.guild_id != interaction.guild_id:
            raise UserError("There is no such game in this server.")
        row = await self.ctx.service.store.game(game_id)
        if past.status != "over" or row is None or row.state is None or past.result is None:
            raise UserError("That game did not finish; only finished games have a result "
                            "and a replay.")
        return past, from_json(row.state)

    # -- /game profile and /game leaderboard --------------------------------------------------
    async def profile(self, interaction: discord.Interaction, user_id: int) -> None:
        in_guild(interaction)
        standings = await self.history.profile(user_id)
        if not standings:
            raise UserError(f"<@{user_id}> has no rated game yet: ratings come with games "
                            "that end.")
        lines = [f"**Games of <@{user_id}>**"]
        for s in standings:
            lines.append(f"{title_of(s.game)}: {s.games} games, {s.wins} won, average place "
                         f"{s.average_place:.1f}, best score {s.best_score:g}, rating "
                         f"{shown(s.mu, s.sigma):,}")
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        if game not in GAMES:
            raise UserError(f"There is no game '{clip(game, 40)}'. Games: "
                            f"{', '.join(sorted(GAMES))}.")
        leaders = await self.history.leaderboard(interaction.guild_id, game, self.min_games)
        if not leaders:
            raise UserError(f"Nobody here has {self.min_games} rated games of "
                            f"{title_of(game)} yet: the leaderboard starts there.")
        lines = [f"**{title_of(game)} in this server** · at least {self.min_games} games"]
        lines += [f"{i}. <@{p.user_id}> {shown(p.mu, p.sigma):,} ({p.games} games)"
                  for i, p in enumerate(leaders, 1)]
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    # -- /game replay -------------------------------------------------------------------------
    async def replay(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """A finished game's replay file (default: this channel's last game)."""
        channel_id = in_guild(interaction)
        if game_id is None:
            game_id = await self.ctx.service.store.last_game_in(channel_id)
            if game_id is None:
                raise UserError("No game was played in this channel; give a game id "
                                "(`/game history` lists them).")
        past, state = await self.finished(interaction, game_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        replay = export(state.to_json(), past.result or {})
        name = f"wildtable-{past.game}-{past.id}"
        files = [discord.File(io.BytesIO(json.dumps(replay, indent=1).encode()),
                              filename=f"{name}.json")]
        webp = await self.animation(past.id, replay)
        if webp is not None:
            files.append(discord.File(io.BytesIO(webp), filename=f"{name}.webp"))
        await interaction.followup.send(
            f"**{title_of(past.game)}** · game {past.id} · {len(state.log)} moves. Load it "
            f"back with `python -m tools.replay {name}.json`.", ephemeral=True, files=files,
            allowed_mentions=NO_MENTIONS)

    async def animation(self, game_id: int, replay: dict[str, Any]) -> bytes | None:
        """The table through the game, one frame per turn or phase (kept for a few games:
        a finished game never changes)."""
        if game_id not in self.animations:
            webp = await self.ctx.renderer.animation(
                replay["game"], chapter_views(replay["game"], rebuild(replay)))
            if webp is None:
                return None
            self.animations[game_id] = webp
            while len(self.animations) > ANIMATIONS_KEPT:
                self.animations.pop(next(iter(self.animations)))
        return self.animations[game_id]
