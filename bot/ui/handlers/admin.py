"""``/game settings``: a server's own defaults for its tables, for members who can manage
the server (bot/core/settings.py keeps them). Shown ephemerally, changed in place."""

from __future__ import annotations

import discord

from bot.core.clocks import pace_words, parse_pace
from bot.core.durations import duration
from bot.core.models import UserError
from bot.core.settings import RESETS, ServerSettings
from bot.ui.handlers.common import Context, in_guild, lang
from bot.ui.signup import NO_MENTIONS
from engine.core import msg
from words import NAMES, tr

#: the ``language`` choice of ``/game settings`` that stands for the server's own language
SERVER_LANGUAGE = "server"


def settings_text(settings: ServerSettings, lang: str) -> str:
    if settings.turn_timer_seconds:
        timer = tr(lang, "bot-settings-timer-for",
                   duration=duration(lang, settings.turn_timer_seconds),
                   fallback=settings.timeout_fallback)
    else:
        timer = tr(lang, "bot-settings-timer-off")
    table_lang = NAMES.get(settings.language) or tr(lang, "bot-settings-language-server")
    return "\n".join([
        tr(lang, "bot-settings-text", thread=str(settings.thread).lower(), timer=timer,
           level=msg("ai-level", level=settings.ai_level), language=table_lang),
        tr(lang, "bot-settings-idle-for",
           reminder=duration(lang, settings.idle_reminder_seconds),
           limit=duration(lang, settings.idle_limit_seconds)),
        tr(lang, "bot-settings-hints", allowed=str(settings.hints).lower()),
        tr(lang, "bot-settings-pace", pace=pace_words(parse_pace(settings.pace), lang),
           days=settings.away_days),
        tr(lang, "tour-settings-line", days=settings.season_days,
           role=f"<@&{settings.tournament_role}>" if settings.tournament_role else "—")])


def idle_changes(current: ServerSettings, defaults: ServerSettings, reminder: int | None,
                 limit: int | None) -> dict[str, float | None]:
    """The idle settings ``/game settings`` was given, in hours (0: back to the default).
    A new limit that the kept reminder would not come before takes the reminder to half."""
    out: dict[str, float | None] = {"idle_reminder_seconds": None, "idle_limit_seconds": None}
    if limit is not None:
        out["idle_limit_seconds"] = limit * 3600.0 if limit else defaults.idle_limit_seconds
    if reminder is not None:
        out["idle_reminder_seconds"] = reminder * 3600.0 if reminder else \
            defaults.idle_reminder_seconds
    new_limit = out["idle_limit_seconds"]
    if new_limit is not None and reminder is None and \
            current.idle_reminder_seconds >= new_limit:
        out["idle_reminder_seconds"] = min(defaults.idle_reminder_seconds, new_limit / 2)
    return out


def pace_text(typed: str) -> str:
    """A pace as kept in the settings: its normal form ("" for real time); refused when
    unreadable."""
    pace = parse_pace(typed)
    return "" if pace is None else pace.text()


class AdminHandlers:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.settings = ctx.service.settings

    async def settings_command(self, interaction: discord.Interaction, thread: bool | None,
                               turn_timer: int | None, fallback: str | None,
                               ai_level: str | None, language: str | None = None,
                               idle_reminder: int | None = None,
                               idle_limit: int | None = None,
                               hints: str | None = None,
                               reset: str | None = None, season_days: int | None = None,
                               tournament_role: discord.Role | None = None,
                               pace: str | None = None,
                               away_days: int | None = None) -> None:
        in_guild(interaction)
        perms = getattr(interaction, "permissions", None)
        if not (perms and perms.manage_guild):
            raise UserError("bot-admin-game-settings-are-members")
        assert interaction.guild_id is not None
        if reset is not None and reset not in RESETS:
            raise UserError("bot-settings-reset", choices=sorted(RESETS))
        back = RESETS.get(reset or "", ())
        if language == SERVER_LANGUAGE:  # "the server's language": no language of its own
            language, back = None, (*back, "language")
        changes = {"thread": thread, "turn_timer_seconds": None if turn_timer is None
                   else float(turn_timer), "timeout_fallback": fallback, "ai_level": ai_level,
                   "language": language, "hints": None if hints is None else (
                       self.settings.defaults.hints if hints == "default" else hints == "allow"),
                   "season_days": season_days, "away_days": away_days,
                   "pace": None if pace is None else pace_text(pace),
                   "tournament_role": None if tournament_role is None else (
                       0 if tournament_role.is_default() else tournament_role.id),
                   **idle_changes(await self.settings.of(interaction.guild_id),
                                  self.settings.defaults, idle_reminder, idle_limit)}
        if back or any(v is not None for v in changes.values()):
            settings = await self.settings.change(interaction.guild_id, reset=back, **changes)
        else:
            settings = await self.settings.of(interaction.guild_id)
        await interaction.response.send_message(settings_text(settings, lang(interaction)),
                                                ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)
