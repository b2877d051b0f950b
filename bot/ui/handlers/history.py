"""``/game history``, ``/game profile``, ``/game leaderboard``, ``/game replay`` and
``/game review`` (with the result's My review): what a
server's games add up to (docs/history.md; bot/core/history.py reads it). Every answer is
ephemeral (no channel spam), shows only what the channel saw (results, never a hand), and
covers only the games of the server it is asked in.
"""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import discord

from bot.core.history import PAGE, History, PastGame
from bot.core.models import OVER, Table, UserError
from bot.core.ratings import shown
from bot.core.replays import chapter_views, export, rebuild
from bot.core.review import review
from bot.core.seasons import season, season_table
from bot.core.seat_names import names_for, past_names, text_for, view_for
from bot.core.story import disc_number
from bot.core.tables import OpenGame
from bot.core.texts import clip, escape
from bot.messages.controls import HistoryPage, ResultSelect
from bot.messages.render import Picture
from bot.ui.handlers.common import Context, in_guild, lang
from bot.ui.signup import NO_MENTIONS
from engine import GAMES
from engine.registry import from_json
from words import number, say, tr

ANIMATIONS_KEPT = 8
log = logging.getLogger(__name__)


def title_of(game: str) -> str:
    info = GAMES.get(game)
    return info.title if info else game


def game_line(past: PastGame, lang: str, *, title: bool = True, replay: str | None = None
              ) -> str:
    """One past game: its id (what ``/game replay game_id:`` takes), when, what, and who came
    where with what score (names as they were then); with ``replay``, a link to it on the
    web table (docs/web.md)."""
    parts = [f"`#{past.id}`", f"<t:{int(past.finished)}:d>"]
    if title:
        parts.append(title_of(past.game))
    if past.status != OVER or not past.result:
        theirs = past_names(past.seats, lang)
        names = ", ".join(escape(theirs.get(n, n)) for n in
                          (str(s.get("name", "?")) for s in past.seats))
        return " · ".join([*parts, tr(lang, "status-cancelled"), names])
    hinted = [tr(lang, "bot-hints-mark")] if past.hints else []
    web = [f"[{tr(lang, 'ctl-open-replay')}](<{replay}>)"] if replay else []
    return " · ".join([*parts, places(past, lang), *hinted, *web])


def review_head(past: PastGame, told: dict[str, Any], reader: str) -> str:
    """The review's first line: the game, and the accuracy (or that there was nothing to
    choose); then whether any decision cost more than a point."""
    if not told["decisions"]:
        return tr(reader, "bot-review-none", title=title_of(past.game), id=past.id)
    head = tr(reader, "bot-review-head", title=title_of(past.game), id=past.id,
              accuracy=round(100 * told["accuracy"]), close=told["close"],
              decisions=told["decisions"])
    return head if told["costliest"] else f"{head}\n{tr(reader, 'bot-review-clean')}"


def said(reader: str, label: Any) -> str:
    """A choice's label (a catalog message, or its code) in the reader's language."""
    return escape(say(reader, label) if isinstance(label, dict) else str(label))


def places(past: PastGame, lang: str) -> str:
    """"🏆 alice 45 · bob 30 (abandoned)": the ranking with the winners marked, and each
    seat its person abandoned (left, or let the turn timer play: docs/history.md), whatever
    place the AI reached with it, never marked as a winner."""
    ranking = sorted((past.result or {}).get("ranking", []), key=lambda r: r.get("place", 99))
    theirs = past_names(past.seats, lang)
    out = []
    for r in ranking:
        gone = isinstance(r.get("seat"), int) and past.abandoned(r["seat"])
        name = str(r.get("name"))
        out.append(f"{'🏆 ' if r.get('place') == 1 and not gone else ''}"
                   f"{escape(theirs.get(name, name))} {score(r.get('score'), lang)}"
                   + (" " + tr(lang, "bot-abandoned-mark") if gone else ""))
    return " · ".join(out)


def score(value: Any, lang: str) -> str:
    if isinstance(value, int | float):
        return number(lang, value, 0 if value % 1 == 0 else 1)
    return str(value)


def winners(past: PastGame, lang: str) -> str:
    """The winners' names (an AI seat's in ``lang``); a seat its person abandoned won
    nothing (the AI played it)."""
    ranking = (past.result or {}).get("ranking", [])
    theirs = past_names(past.seats, lang)
    return ", ".join(theirs.get(str(r.get("name")), str(r.get("name")))
                     for r in ranking if r.get("place") == 1
                     and not (isinstance(r.get("seat"), int) and past.abandoned(r["seat"]))
                     ) or "—"


class HistoryHandlers:
    def __init__(self, ctx: Context, min_games: int) -> None:
        self.ctx = ctx
        self.history = History(ctx.service.store)
        self.min_games = min_games
        self.animations: dict[tuple[int, str], bytes] = {}

    # -- /game history and its pages ----------------------------------------------------------
    async def show(self, interaction: discord.Interaction, user_id: int | None,
                   game: str | None, cancelled: bool = False) -> None:
        """The first page: the finished games (with ``cancelled``, also those cancelled
        after they started)."""
        in_guild(interaction)
        if game is not None and game not in GAMES:
            raise UserError("bot-no-such-game", game=clip(game, 40), games=sorted(GAMES))
        content, view = await self.page(interaction, 0, user_id, game, lang(interaction),
                                        cancelled)
        await interaction.response.send_message(content, view=view, ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def turn(self, interaction: discord.Interaction, offset: int, user_id: int | None,
                   game: str | None, cancelled: bool = False) -> None:
        """Previous/Next on a history page: the same message, another page."""
        in_guild(interaction)
        content, view = await self.page(interaction, max(0, offset), user_id, game,
                                        lang(interaction), cancelled)
        await interaction.response.edit_message(content=content, view=view,
                                                allowed_mentions=NO_MENTIONS)

    async def page(self, interaction: discord.Interaction, offset: int, user_id: int | None,
                   game: str | None, reader: str, cancelled: bool = False
                   ) -> tuple[str, discord.ui.View]:
        assert interaction.guild_id is not None
        games = await self.history.games(interaction.guild_id, user_id=user_id, game=game,
                                         offset=offset, limit=PAGE + 1, cancelled=cancelled)
        more, games = len(games) > PAGE, games[:PAGE]
        if not games:
            raise UserError("bot-history-none", user=f"<@{user_id}>" if user_id else "none",
                            title=title_of(game) if game else "none")
        head = tr(reader, "bot-history-head", user=f"<@{user_id}>" if user_id else "none",
                  title=title_of(game) if game else "none", start=offset + 1)
        links = self.ctx.composer.links
        lines = [game_line(g, reader, replay=links.replay_url(g.id) if links else None)
                 for g in games]
        view = discord.ui.View(timeout=None)
        finished = [g for g in games if g.status == OVER]
        if finished:
            view.add_item(ResultSelect(offset, [
                discord.SelectOption(label=clip(f"#{g.id} · {title_of(g.game)} · 🏆 "
                                                f"{winners(g, reader)}", 100), value=str(g.id))
                for g in finished], lang=reader))
        if offset > 0:
            view.add_item(HistoryPage(max(0, offset - PAGE), user_id, game,
                                      tr(reader, "ctl-newer"), cancelled))
        if more:
            view.add_item(HistoryPage(offset + PAGE, user_id, game, tr(reader, "ctl-older"),
                                      cancelled))
        return clip("\n".join([head, *lines])), view

    async def result_picture(self, interaction: discord.Interaction, game_id: int) -> None:
        """A past game picked on a history page: its result picture and its story (the chart
        and the moments that decided it), for the one who asked."""
        past, state = await self.finished(interaction, game_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = lang(interaction)
        table = await self.past_table(past.id)
        view = {**state.view(None), "result": past.result}
        view = view if table is None else view_for(table, reader, view)
        picture = await self.ctx.renderer.result(past.game, view, reader)
        moments, chart = await self.story(past, state, reader, table)
        text = "\n".join([f"**{title_of(past.game)}** · {game_line(past, reader, title=False)}",
                          *moments])
        text = text if table is None else text_for(table, reader, text)
        files = [p.file() for p in (picture, chart) if p is not None]
        await interaction.followup.send(clip(text), files=files, ephemeral=True,
                                        allowed_mentions=NO_MENTIONS)

    async def story(self, past: PastGame, state: Any, reader: str, table: Table | None = None
                    ) -> tuple[list[str], Picture | None]:
        """The story's heading and moments in words, and its chart (computed in the picture
        workers from the stored state; without it the answer goes on), its AI seats named
        in the reader's words when the game's ``table`` is known."""
        names = {} if table is None else names_for(table, reader)
        try:
            told, chart = await self.ctx.renderer.story(
                past.game, state.to_json(), title_of(past.game), reader,
                None if table is None else table.seats, names)
        except Exception:
            log.exception("the story of game %s failed", past.id)
            return [], None
        moments = [f"• {disc_number(n)} {escape(m)}"
                   for n, m in enumerate(told.get("moments", []), 1)]
        return ([tr(reader, "story-head"), *moments] if moments else []), chart

    async def finished(self, interaction: discord.Interaction, game_id: int
                       ) -> tuple[PastGame, Any]:
        """A finished game of this server and its final state, or a refusal."""
        in_guild(interaction)
        past = await self.history.game(game_id)
        if past is None or past.guild_id != interaction.guild_id:
            raise UserError("bot-history-no-such-game-server")
        row = await self.ctx.service.store.game(game_id)
        if past.status != OVER or row is None or row.state is None or past.result is None:
            raise UserError("bot-history-game-did-not-finish")
        return past, from_json(row.state)

    # -- /game profile and /game leaderboard --------------------------------------------------
    async def profile(self, interaction: discord.Interaction, user_id: int) -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        standings = await self.history.profile(user_id, interaction.guild_id)
        if not standings:
            raise UserError("bot-no-rated-game", user=f"<@{user_id}>")
        reader = lang(interaction)
        lines = [tr(reader, "bot-profile-head", user=f"<@{user_id}>")]
        for s in standings:
            lines.append(tr(reader, "bot-profile-line", title=title_of(s.game), games=s.games,
                            wins=s.wins, abandoned=s.abandoned,
                            place=number(reader, s.average_place, 1),
                            best=number(reader, s.best_score, 0 if s.best_score % 1 == 0 else 1),
                            rating=shown(s.mu, s.sigma)))
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def leaderboard(self, interaction: discord.Interaction, game: str,
                          season: str = "alltime") -> None:
        in_guild(interaction)
        assert interaction.guild_id is not None
        if game not in GAMES:
            raise UserError("bot-no-such-game", game=clip(game, 40), games=sorted(GAMES))
        if season != "alltime":
            await self.season_board(interaction, game, season == "previous")
            return
        leaders = await self.history.leaderboard(interaction.guild_id, game, self.min_games)
        if not leaders:
            raise UserError("bot-leaderboard-empty", count=self.min_games, title=title_of(game))
        reader = lang(interaction)
        lines = [tr(reader, "bot-leaderboard-head", title=title_of(game), count=self.min_games)]
        lines += [f"{i}. <@{p.user_id}> " + tr(reader, "bot-leaderboard-line",
                                                rating=shown(p.mu, p.sigma), games=p.games)
                  for i, p in enumerate(leaders, 1)]
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def season_board(self, interaction: discord.Interaction, game: str,
                           previous: bool) -> None:
        """A season's table (docs/tournaments.md, "Seasons"): its games, ratings carried on."""
        assert interaction.guild_id is not None
        days = (await self.ctx.service.settings.of(interaction.guild_id)).season_days
        within = season(self.ctx.service.clock(), days, 1 if previous else 0)
        leaders = await season_table(self.ctx.service.store, interaction.guild_id, game,
                                     within, self.min_games)
        if not leaders:
            raise UserError("tour-season-empty", count=self.min_games, title=title_of(game),
                            season=within.label)
        reader = lang(interaction)
        lines = [tr(reader, "tour-season-head", title=title_of(game), season=within.label,
                    count=self.min_games)]
        lines += [f"{i}. <@{p.user_id}> " + tr(reader, "tour-season-line",
                                                rating=shown(p.mu, p.sigma), games=p.games,
                                                wins=p.wins)
                  for i, p in enumerate(leaders, 1)]
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def chosen(self, interaction: discord.Interaction, game_id: int | None) -> int:
        """The game a command names, or else this channel's last finished one."""
        if game_id is None:
            game_id = await self.history.last_finished_in(in_guild(interaction))
            if game_id is None:
                raise UserError("bot-history-no-game-was-played")
        return game_id

    # -- /game replay -------------------------------------------------------------------------
    async def replay(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """A finished game's replay: its animation in the reader's language, its story, and
        the file (default: this channel's last finished game)."""
        past, state = await self.finished(interaction, await self.chosen(interaction, game_id))
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = lang(interaction)
        table = await self.past_table(past.id)
        replay = export(state.to_json(), past.result or {})
        name = f"wildtable-{past.game}-{past.id}"
        files = []
        webp = await self.animation(past.id, replay, reader, table)
        if webp is not None:
            files.append(discord.File(io.BytesIO(webp), filename=f"{name}.webp",
                                      description=tr(reader, "bot-replay-alt",
                                                     title=title_of(past.game),
                                                     winners=winners(past, reader))))
        moments, chart = await self.story(past, state, reader, table)
        if chart is not None:
            files.append(chart.file())
        files.append(discord.File(io.BytesIO(json.dumps(replay, indent=1).encode()),
                                  filename=f"{name}.json"))
        text = "\n".join([tr(reader, "bot-replay-for-players", title=title_of(past.game),
                             id=past.id, moves=len(state.log),
                             winners=escape(winners(past, reader)),
                             animation=int(webp is not None)), *moments])
        text = text if table is None else text_for(table, reader, text)
        extra: dict[str, Any] = {}
        links = self.ctx.composer.links
        if links is not None:  # the same game move by move on the web (docs/web.md)
            view = discord.ui.View(timeout=None)
            view.add_item(discord.ui.Button(style=discord.ButtonStyle.link,
                                            label=tr(reader, "ctl-open-replay"),
                                            url=links.replay_url(past.id)))
            extra["view"] = view
        await interaction.followup.send(clip(text), ephemeral=True, files=files,
                                        allowed_mentions=NO_MENTIONS, **extra)

    # -- /game review and the result's My review ---------------------------------------------
    async def review(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """The asker's own review of a finished game (bot/core/review.py): computed in the
        AI workers, shown to the asker alone, in their language. Only a seated person has
        one (a person who watched played no decision)."""
        past, state = await self.finished(interaction, await self.chosen(interaction, game_id))
        seat = next((s for s, held in enumerate(past.seats)
                     if held.get("user_id") == interaction.user.id), None)
        if seat is None:
            raise UserError("bot-review-not-seated", id=past.id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = lang(interaction)
        told = await review(self.ctx.service.moves.thinkers, state, seat)
        table = await self.past_table(past.id)
        lines, files = [review_head(past, told, reader)], []
        for n, costly in enumerate(told["costliest"], 1):
            lines.append(tr(reader, "bot-review-costly", n=n, move=costly["index"] + 1,
                            played=said(reader, costly["played_label"]),
                            better=said(reader, costly["better_label"]),
                            cost=costly["cost"],
                            why=say(reader, costly["why"])))
            view = costly["view"] if table is None else view_for(table, reader, costly["view"])
            picture = await self.ctx.renderer.table(past.game, view, reader)
            if picture is not None:
                files.append(picture.file())
        text = "\n".join(lines)
        text = text if table is None else text_for(table, reader, text)
        await interaction.followup.send(clip(text), files=files, ephemeral=True,
                                        allowed_mentions=NO_MENTIONS)

    async def past_table(self, game_id: int) -> Table | None:
        """A past game's table (its seats and language), which names its AI seats."""
        row = await self.ctx.service.store.game(game_id)
        return None if row is None else OpenGame.from_row(row).table

    async def animation(self, game_id: int, replay: dict[str, Any], reader: str,
                        table: Table | None = None) -> bytes | None:
        """The table through the game, one frame per turn or phase, in the reader's language
        (its AI seats too, when the game's ``table`` is known), ending on the result (kept for
        a few games: a finished game never changes)."""
        key = (game_id, reader)
        if key not in self.animations:
            states = rebuild(replay)
            end = {**states[-1].view(None), "result": replay["result"]}
            frames = chapter_views(replay["game"], states)
            if table is not None:
                frames = [view_for(table, reader, frame) for frame in frames]
                end = view_for(table, reader, end)
            webp = await self.ctx.renderer.animation(replay["game"], frames, reader, end)
            if webp is None:
                return None
            self.animations[key] = webp
            while len(self.animations) > ANIMATIONS_KEPT:
                self.animations.pop(next(iter(self.animations)))
        return self.animations[key]
