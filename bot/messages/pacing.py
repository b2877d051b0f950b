"""Sending to Discord: DM channels, the closed-DM rule, and pacing below the global limit.

Retries are discord.py's own: its HTTP client retries 429s (with Discord's ``retry_after``) and
500/502/504/524 itself, rewinding attached files before each try. What it does not do is pace
the bot below Discord's global limit of 50 requests a second, so every channel and DM request
here waits for its slot first (interaction responses do not count and never wait).

A DM to a user who closed their DMs fails with 403 code 50007: a fact about the user, not an
error, so it is returned as ``None`` (the caller tells the channel once; the player uses
``/game hand``). What real Discord does besides, and the answer here:

* a picture refused for a missing Attach Files permission (403 50013): the text goes alone,
  the channel is told once which permission is missing, and no picture is tried there again
  until its permissions change (``allow_pictures``);
* an edit in an archived thread (400 50083) or of a deleted message: ``None``, and the caller
  posts anew (a new message unarchives the thread);
* a channel that refuses posts for a reason that lasts: access lost (403 50001), Send
  Messages lost (403 50013 on a post without a picture), a locked thread (400 160005, or
  50083 on a new post), the bot removed from a private thread (403 50001 where its permissions
  let it post: ``outside``): the channel is *paused* (``paused``, ``on_pause``): nothing is asked
  of it until ``resume`` (a permission or thread update, or an interaction in it), since
  Discord counts every refused request toward its invalid-request ban;
* a channel that is gone (404 10003): ``on_gone(channel_id)`` closes its game.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.messages.errors import DISCORD_FAILURES
from bot.messages.guard import DMS_TOO_FAST, Guard
from bot.messages.reach import Reach
from bot.messages.render import Picture
from words import DEFAULT, tr

log = logging.getLogger(__name__)

T = TypeVar("T")
Place = tuple[str, int]  # ("channel", channel id) or ("dm", user id): one per-channel limit

CANNOT_DM = 50007
MISSING_PERMISSIONS = 50013
MISSING_ACCESS = 50001
UNKNOWN_CHANNEL = 10003
ARCHIVED_THREAD = 50083
LOCKED_THREAD = 160005
#: why a channel's posts wait, by the code Discord refused a post with
PAUSES = {MISSING_ACCESS: "access", MISSING_PERMISSIONS: "send", ARCHIVED_THREAD: "locked",
          LOCKED_THREAD: "locked"}
DM_TRIES = 4              # tries of one DM refused with 40003 (all DMs wait: ``Guard``)
NO_PICTURES = "bot-no-pictures"  # said once per channel, in its table's language


#: requests that may leave a limiter together, unspaced (the last second's departures are still
#: kept under its rate): the requests of a few moves made together (a table edit and a DM
#: each). Every request that must sleep for its slot is a timer the event loop keeps (under
#: SimCord's harness, each one that falls due is a clock advance: docs/performance.md); 15
#: rather than 5 sets off about a third as many (measured at 200 games)
BURST = 15


class RateLimiter:
    """Paces requests below Discord's global limit (discord.py obeys 429s but does not pace).

    A "generic cell rate" schedule with a burst: each request reserves the next slot,
    ``1 / rate`` after the one before, and may leave up to ``burst - 1`` slots early; it
    sleeps until then, holding no lock while it sleeps (so nothing queues behind a sleeping
    holder). An idle bot sends at once, and so do the few requests one move makes together (a
    table edit and a DM); a longer burst is spread evenly. Discord counts 50 in any second:
    the departures of the last second are kept under ``rate`` (45) whatever the schedule
    allows, also when a busy process wakes several sleepers late at once. Every sleep is a
    timer the event loop keeps, so a request that need not wait does not sleep.
    ``time.perf_counter`` by default: harnesses that steer ``time.monotonic`` must not steer
    the schedule."""

    def __init__(self, rate: float, *, clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
                 burst: int = BURST) -> None:
        self.rate = rate
        self.burst = max(1, burst)
        self.clock, self.sleep = clock, sleep
        self.tat = clock()  # when the schedule is clear again
        self.left: deque[float] = deque()  # when the requests of the last second left

    async def take(self) -> None:
        if self.rate <= 0:
            return
        due = max(self.tat, self.clock())
        self.tat = due + 1 / self.rate
        slot = due - (self.burst - 1) / self.rate
        # until the slot on the limiter's own clock: a sleep that ends early (a harness's
        # virtual time running ahead of the real one) must not let the request out early
        while (left := slot - self.clock()) > 0:
            await self.sleep(left)
        # a stalled event loop wakes every request whose slot passed at once, on top of the
        # next second's: the departures of the last second are counted too
        while len(self.left) >= self.rate:
            wait = self.left[0] + 1.0 - self.clock()
            if wait <= 0:
                self.left.popleft()
            else:
                await self.sleep(wait)
        self.left.append(self.clock())


class Windows:
    """Discord's per-channel limit: at most ``rate`` messages (new, edited or deleted) per
    ``period`` seconds to one channel or DM. ``free_at`` says when a destination takes one
    more, so the sender can hold a post (and let a newer one replace it) instead of waiting;
    ``until_free`` waits for a slot, ``count`` records a send as it leaves."""

    def __init__(self, rate: int, period: float, clock: Callable[[], float], *,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        self.rate, self.period, self.clock, self.sleep = rate, period, clock, sleep
        self.sent: dict[Place, deque[float]] = {}

    def free_at(self, place: Place) -> float | None:
        """None when ``place`` takes a message now, else the clock time when it does."""
        if self.rate <= 0:
            return None
        times = self.sent.get(place)
        if times is None:
            return None
        now = self.clock()
        while times and times[0] <= now - self.period:
            times.popleft()
        if not times:
            del self.sent[place]
            return None
        return times[0] + self.period if len(times) >= self.rate else None

    def free_in(self, place: Place) -> float | None:
        """None when ``place`` takes a message now, else the seconds until it does (for a
        caller on another clock)."""
        when = self.free_at(place)
        return None if when is None else max(0.0, when - self.clock())

    async def until_free(self, place: Place) -> None:
        while (when := self.free_at(place)) is not None:
            await self.sleep(max(0.001, when - self.clock()))

    def count(self, place: Place) -> None:
        if self.rate > 0:
            self.sent.setdefault(place, deque()).append(self.clock())

    async def wait(self, place: Place) -> None:
        """Wait for a slot and count the send (for a send that leaves at once)."""
        await self.until_free(place)
        self.count(place)


class Delivery:
    """Channel posts and DMs for one bot, paced, with the closed-DM rule.

    ``dm_channels`` holds each user's DM channel id (opening one is a request): learnt when
    a DM channel is opened and handed to ``remember_dm`` to keep across restarts."""

    def __init__(self, client: discord.Client, *, rate_limit: float = 45.0,
                 channel_rate: int = 5, channel_period: float = 5.0,
                 clock: Callable[[], float] = time.time,
                 on_gone: Callable[[int], Awaitable[Any]] | None = None,
                 remember_dm: Callable[[int, int], Awaitable[Any]] | None = None) -> None:
        self.client = client
        #: a channel's language (its table's; the client sets it): notices in it
        self.lang_of: Callable[[int], str] = lambda channel_id: DEFAULT
        self.limiter = RateLimiter(rate_limit)
        # Discord counts a channel's window in real time: the windows keep their own clock,
        # like the global limiter, whatever clock the games run on (a harness's virtual one)
        self.windows = Windows(channel_rate, channel_period, time.perf_counter)
        self.dm_channels: dict[int, int] = {}
        self.reach = Reach(clock, self.dm_channels.get)
        self.on_gone = on_gone
        self.remember_dm = remember_dm
        self.told_no_pictures: set[int] = set()
        self.telling: set[int] = set()       # channels being told why they get no pictures
        self.no_pictures: set[int] = set()   # channels that refused a picture: none tried
        self.paused: dict[int, str] = {}     # channel -> why nothing is posted there now
        self.on_pause: Callable[[int, str], Awaitable[Any]] | None = None
        self.guard = Guard()  # the bot's own limits: bans, refused requests, DMs too fast

    async def paced(self, place: Place | None, make: Callable[[], Awaitable[T]]) -> T:
        """A channel or DM request, in its slot under the channel's and the global limit.
        The channel's slot is counted when the request leaves, after its global wait, as
        Discord counts it when it arrives (counted before that wait, two sends that waited
        differently could reach the channel closer together than its window allows). Not
        made while the bot holds back (``Guard``: raises ``Held``); every refusal is counted
        there."""
        self.guard.check()
        while True:
            if place is not None:
                await self.windows.until_free(place)
            await self.limiter.take()
            if place is None or self.windows.free_at(place) is None:
                break
        if place is not None:
            self.windows.count(place)
        self.guard.check()  # a ban may have come while this request waited for its slot
        try:
            return await make()
        except discord.HTTPException as exc:
            self.guard.refused(exc)
            raise

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        found = self.client.get_channel(channel_id)
        if isinstance(found, discord.abc.Messageable):
            return found
        return self.client.get_partial_messageable(channel_id)

    async def dm_channel(self, user_id: int) -> discord.abc.Messageable:
        """The user's DM channel: known (no request), or opened once and remembered."""
        channel_id = self.dm_channels.get(user_id)
        if channel_id is not None:
            return self.client.get_partial_messageable(channel_id,
                                                       type=discord.ChannelType.private)
        channel = await self.paced(None, lambda: self.client.create_dm(discord.Object(user_id)))
        self.dm_channels[user_id] = channel.id
        if self.remember_dm is not None:
            await self.remember_dm(user_id, channel.id)
        return channel

    async def dm(self, user_id: int, **send: Any) -> discord.Message | None:
        """Send a DM; None when the user does not accept DMs from the bot (code 50007).
        Opening many DM channels at once (after a restart) may be refused with 40003 for a
        moment: a limit on the bot, so every DM waits out one shared, growing pause
        (``Guard.dm_wait``). A remembered DM channel that Discord no longer knows is opened
        anew."""
        for attempt in range(DM_TRIES):
            await self.guard.dm_wait()
            try:
                sent = await self._dm(user_id, send)
            except discord.Forbidden as exc:
                if exc.code == DMS_TOO_FAST:
                    self.guard.dms_too_fast()
                    if attempt == DM_TRIES - 1:
                        raise
                    continue
                self.guard.dm_done()
                if exc.code == CANNOT_DM:
                    return None
                raise
            except discord.NotFound:
                self.guard.dm_done()
                if self.dm_channels.pop(user_id, None) is None or attempt == DM_TRIES - 1:
                    raise
                continue
            except BaseException:
                self.guard.dm_done()
                raise
            self.guard.dm_done()
            return sent
        return None

    async def _dm(self, user_id: int, send: dict[str, Any]) -> discord.Message:
        """Through the user's recent click when there is one (no request of the bot's own),
        else in the DM channel, paced."""
        reached = await self.reach.send(user_id, **without_none(files(send)))
        if reached is not None:
            return reached
        channel = await self.dm_channel(user_id)
        return await self.paced(("dm", user_id), lambda: channel.send(**files(send)))

    async def edit_dm(self, user_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit an earlier DM in place (through the user's recent click when it may); None
        when it is gone or DMs are closed now."""
        reached = await self.reach.edit(user_id, message_id, **files(edit, edit=True))
        if reached is not None:
            return reached
        try:
            channel = await self.dm_channel(user_id)
            partial = channel.get_partial_message(message_id)
            return await self.paced(("dm", user_id),
                                    lambda: partial.edit(**files(edit, edit=True)))
        except (discord.NotFound, discord.Forbidden):
            return None

    async def post(self, channel_id: int, **send: Any) -> discord.Message | None:
        """Post in a game channel; None if the bot may not post there (logged) or the
        channel is gone (its game is closed)."""
        if channel_id in self.paused:
            return None
        if channel_id in self.no_pictures and send.get("picture") is not None:
            sent = await self.post(channel_id, **{**send, "picture": None})
            await self.tell_no_pictures(channel_id)  # unless said already
            return sent
        channel = self.channel(channel_id)
        try:
            return await self.paced(("channel", channel_id), lambda: channel.send(**files(send)))
        except discord.Forbidden as exc:
            if exc.code == MISSING_PERMISSIONS and send.get("picture") is not None:
                sent = await self.post(channel_id, **self.without_picture(channel_id, send))
                await self.tell_no_pictures(channel_id)
                return sent
            await self.refused(channel_id, exc)
        except discord.NotFound as exc:
            await self.refused(channel_id, exc)
        except discord.HTTPException as exc:
            if exc.code not in (ARCHIVED_THREAD, LOCKED_THREAD):
                raise
            await self.refused(channel_id, exc)
        return None

    async def edit(self, channel_id: int, message_id: int, **edit: Any) -> discord.Message | None:
        """Edit a channel message by id; None when it cannot be edited any more (deleted, or
        in an archived thread): the caller posts anew."""
        get = getattr(self.channel(channel_id), "get_partial_message", None)
        if get is None or channel_id in self.paused:
            return None
        if channel_id in self.no_pictures and edit.get("picture") is not None:
            edited = await self.edit(channel_id, message_id, **{**edit, "picture": None})
            await self.tell_no_pictures(channel_id)  # unless said already
            return edited
        partial = get(message_id)
        try:
            return await self.paced(("channel", channel_id),
                                    lambda: partial.edit(**files(edit, edit=True)))
        except discord.Forbidden as exc:
            if exc.code == MISSING_PERMISSIONS and edit.get("picture") is not None:
                edited = await self.edit(channel_id, message_id,
                                         **self.without_picture(channel_id, edit))
                await self.tell_no_pictures(channel_id)
                return edited
            if exc.code == MISSING_ACCESS:
                await self.refused(channel_id, exc)
            return None
        except discord.NotFound:
            return None
        except discord.HTTPException as exc:
            if exc.code == ARCHIVED_THREAD:
                return None  # a new post unarchives the thread, unless it is locked
            if exc.code == LOCKED_THREAD:
                await self.refused(channel_id, exc)
                return None
            raise

    def without_picture(self, channel_id: int, send: dict[str, Any]) -> dict[str, Any]:
        """The same message without its picture; none is tried in the channel from now on."""
        self.no_pictures.add(channel_id)
        return {**send, "picture": None}

    async def tell_no_pictures(self, channel_id: int) -> None:
        """Say once, in a message of its own, why the table has no pictures: a line added
        to a table message would go with that message's next edit. Recorded as said only
        once posted: a failure (a 5xx, a pause) leaves it for the next update without a
        picture, and never fails the update that was sent."""
        if channel_id in self.told_no_pictures or channel_id in self.telling:
            return
        self.telling.add(channel_id)
        try:
            sent = await self.post(channel_id, content=tr(self.lang_of(channel_id), NO_PICTURES))
        except DISCORD_FAILURES as exc:
            log.warning("could not say in channel %s why it has no pictures (%s)", channel_id,
                        exc)
            sent = None
        finally:
            self.telling.discard(channel_id)
        if sent is not None:
            self.told_no_pictures.add(channel_id)

    async def refused(self, channel_id: int, exc: discord.HTTPException) -> None:
        """A channel that will not take a post: gone (only 10003 says so: its game is
        closed), paused for a refusal that lasts (access, Send Messages, a locked thread:
        its game waits), else logged."""
        if exc.code == UNKNOWN_CHANNEL and self.on_gone is not None:
            log.warning("channel %s is gone (%s); closing its game", channel_id, exc.code)
            await self.on_gone(channel_id)
        elif exc.code in PAUSES:
            why = PAUSES[exc.code]
            channel = self.client.get_channel(channel_id)
            if why == "send" and isinstance(channel, discord.Thread):
                why = "send-thread"  # in a thread only Send Messages in Threads counts
            elif why == "access" and outside(channel):
                why = "removed"
            await self.pause(channel_id, why)
        else:
            log.warning("cannot post in channel %s (%s %s)", channel_id, exc.status, exc.code)

    async def pause(self, channel_id: int, why: str) -> None:
        """Post nothing more in the channel until ``resume``; ``on_pause`` tells its
        players (through what still works: their DMs)."""
        if channel_id in self.paused:
            return
        self.paused[channel_id] = why
        log.warning("channel %s refuses posts (%s): its posts wait until that changes",
                    channel_id, why)
        if self.on_pause is not None:
            await self.on_pause(channel_id, why)

    def allow_pictures(self, channel_id: int) -> None:
        """Attach Files is back: pictures are tried again (and a new refusal is told)."""
        self.no_pictures.discard(channel_id)
        self.told_no_pictures.discard(channel_id)


def outside(channel: Any) -> bool:
    """Whether a refusal for access in ``channel`` means the bot is no longer a member of
    its private thread: its permissions there let it post, and only membership (or Manage
    Threads) lets anyone into a private thread. Discord says so by THREAD_MEMBERS_UPDATE
    alone, so no permission change may resume it (bot/ui/access.py)."""
    if not isinstance(channel, discord.Thread) or \
            channel.type is not discord.ChannelType.private_thread:
        return False
    me = channel.guild.me
    if me is None:
        return False
    perms = channel.permissions_for(me)
    return perms.view_channel and perms.send_messages_in_threads and not perms.manage_threads


def without_none(send: dict[str, Any]) -> dict[str, Any]:
    """A new message's arguments without the ``None`` ones (``view=None`` means "no
    controls", which a webhook's send does not take)."""
    return {key: value for key, value in send.items() if value is not None}


def files(kwargs: dict[str, Any], *, edit: bool = False) -> dict[str, Any]:
    """``picture=Picture`` as discord.py wants it: ``file=`` on a send, ``attachments=`` on
    an edit (which replaces the whole list); ``picture=None`` on an edit keeps the old one;
    a list of pictures goes as ``files=`` (a tournament's standings and bracket)."""
    out = dict(kwargs)
    picture: Picture | list[Picture] | None = out.pop("picture", None)
    if isinstance(picture, list):
        out["attachments" if edit else "files"] = [p.file() for p in picture]
    elif picture is not None:
        if edit:
            out["attachments"] = [picture.file()]
        else:
            out["file"] = picture.file()
    return out
