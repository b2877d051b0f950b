"""A tournament's tables are threads of its channel, and Discord may refuse a thread: without
Create Public Threads (403 50013), with the server at its limit of active threads (400 160006),
the channel deleted (404 10003) or the bot no longer in it (403 50001). The permissions are
checked before a tournament opens or starts (``check``), and a table whose thread is refused
later is told to the organiser at once, with why (``why``): the tables are tried again after
``RETRY`` seconds, so a limit that passes or a permission given back needs nothing more.
"""

from __future__ import annotations

from typing import Any

from bot.core.models import UserError
from engine.core import Msg, msg

#: what a tournament needs in its channel, by flag, with the catalog key of Discord's name:
#: the standings picture in the channel, the tables in its public threads
NEEDED = (("view_channel", "perm-view-channel"), ("send_messages", "perm-send-messages"),
          ("attach_files", "perm-attach-files"),
          ("read_message_history", "perm-read-message-history"),
          ("create_public_threads", "perm-create-public-threads"),
          ("send_messages_in_threads", "perm-send-messages-in-threads"))
RETRY = 600.0  # seconds before the tables that could not open are tried again
THREAD_LIMIT = 160006   # Discord: the server's active threads are at their limit
UNKNOWN_CHANNEL = 10003
MISSING_ACCESS = 50001


def missing(channel: Any) -> list[Msg]:
    """The permissions the bot lacks in a tournament's channel (none known: none)."""
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is None:
        return []
    perms = channel.permissions_for(me)
    return [msg(key) for flag, key in NEEDED if not getattr(perms, flag, False)]


def check(channel: Any) -> None:
    """Refuse (naming what is missing) to open or start a tournament whose tables could
    not open in ``channel``."""
    lacking = missing(channel)
    if lacking:
        raise UserError("tour-missing-permissions", missing=lacking, count=len(lacking))


def why(channel: Any, error: BaseException | None) -> Msg:
    """Why a table's thread could not open, for the organiser."""
    code = getattr(error, "code", None)
    if channel is None or code == UNKNOWN_CHANNEL:
        return msg("tour-why-gone")
    if code == THREAD_LIMIT:
        return msg("tour-why-thread-limit")
    lacking = missing(channel)
    if lacking or code == MISSING_ACCESS:
        return msg("tour-why-permission", missing=lacking or [msg("perm-view-channel")],
                   count=len(lacking) or 1)
    status = getattr(error, "status", None)
    return msg("tour-why-other", status=str(status or type(error).__name__),
               code=str(code or ""))


def gone(reason: Msg) -> bool:
    """A reason that no retry cures (the channel is gone)."""
    return reason["key"] == "tour-why-gone"
