"""Every operation of the bot, by area; buttons (bot/messages/controls/) and slash commands
(bot/ui/commands.py) call the same methods.

``Handlers`` holds one object per area: ``lobby`` (bot/ui/handlers/lobby.py), ``play``
(bot/ui/handlers/play.py), ``watch`` (bot/ui/handlers/watch.py), ``admin`` (``/game settings``,
bot/ui/handlers/admin.py), ``history`` (``/game history``, ``profile``, ``leaderboard``,
``replay``: bot/ui/handlers/history.py), ``hint`` (the Hint button, ``/game hint``,
``/game teaching``: bot/ui/handlers/hint.py), ``correspondence`` (``/game away``, ``back``,
``mine``: bot/ui/handlers/correspondence.py) and ``background`` (timers and the restart,
bot/ui/handlers/background.py).
"""

from __future__ import annotations

from bot.ui.handlers.admin import AdminHandlers
from bot.ui.handlers.background import Background
from bot.ui.handlers.common import Context
from bot.ui.handlers.correspondence import CorrespondenceHandlers
from bot.ui.handlers.hint import HintHandlers
from bot.ui.handlers.history import HistoryHandlers
from bot.ui.handlers.lobby import LobbyHandlers
from bot.ui.handlers.play import PlayHandlers
from bot.ui.handlers.watch import WatchHandlers


class Handlers:
    def __init__(self, ctx: Context, *, min_games: int = 3) -> None:
        self.ctx = ctx
        self.history = HistoryHandlers(ctx, min_games)
        self.lobby = LobbyHandlers(ctx)
        self.play = PlayHandlers(ctx)
        self.hint = HintHandlers(ctx, self.play)
        self.watch = WatchHandlers(ctx)
        self.background = Background(ctx)
        self.admin = AdminHandlers(ctx)
        self.correspondence = CorrespondenceHandlers(ctx)
