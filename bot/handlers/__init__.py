"""Every operation of the bot, by area; buttons (bot/controls.py) and slash commands
(bot/commands.py) call the same methods.

``Handlers`` holds one object per area: ``lobby`` (bot/handlers/lobby.py), ``play``
(bot/handlers/play.py), ``watch`` (bot/handlers/watch.py), ``admin`` (``/game settings``,
bot/handlers/admin.py), ``history`` (``/game history``, ``profile``, ``leaderboard``,
``replay``: bot/handlers/history.py) and ``background`` (timers and the restart,
bot/handlers/background.py).
"""

from __future__ import annotations

from bot.handlers.admin import AdminHandlers
from bot.handlers.background import Background
from bot.handlers.common import Context
from bot.handlers.history import HistoryHandlers
from bot.handlers.lobby import LobbyHandlers
from bot.handlers.play import PlayHandlers
from bot.handlers.watch import WatchHandlers


class Handlers:
    def __init__(self, ctx: Context, *, min_games: int = 3) -> None:
        self.ctx = ctx
        self.history = HistoryHandlers(ctx, min_games)
        self.lobby = LobbyHandlers(ctx)
        self.play = PlayHandlers(ctx)
        self.watch = WatchHandlers(ctx)
        self.background = Background(ctx)
        self.admin = AdminHandlers(ctx)
