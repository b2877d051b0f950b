"""Discord's REST limits as Discord applies them, for the load benchmark.

SimCord answers every request at once; real Discord does not. ``Ledger`` sits on SimCord's
router (every request of the bot passes it, whichever transport carries it) and:

* sorts each request by kind (a channel post or edit, a DM post or edit, opening a DM channel,
  an interaction response, anything else) and counts the pictures it carries;
* applies the two limits a bot meets in play: **50 requests per second per token** (global),
  and **5 messages per 5 seconds per channel**, edits and deletions included. Interaction
  responses (the callback and the interaction's webhook) are exempt from both, as on Discord.
  A request over a limit is answered ``429`` with ``retry_after`` (what Discord does), so
  discord.py's own rate-limit handling runs (``enforce=False``, for a transport without that
  handling: counted only); the ledger counts these refusals. A bot that paces itself
  correctly never meets one. The global limit is counted but not refused (``over_global``)
  unless ``enforce_global``: discord.py sleeps a global 429's retry_after while holding its
  global lock, and under SimCord that sleep is on the virtual clock, which SimCord advances
  only once the bot is idle; every other request waits on that lock, so the bot never is,
  and the run deadlocks (a driver artefact, docs/performance.md). Counting the requests that
  would have been refused keeps the figure honest without the deadlock;
* answers a message create carrying ``enforce_nonce`` as Discord does (``Nonces``: the
  message made by an earlier create with that nonce in that channel within a few minutes, not
  a second one; SimCord ignores the nonce);
* drops the bytes of every attachment after counting them (1,000 games of pictures would
  otherwise fill SimCord's memory), and trims SimCord's request log.
"""

from __future__ import annotations

import collections
import io
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from simcord.backend import errors
from simcord.backend.errors import BackendError
from simcord.backend.serializers import message_payload
from simcord.http import router
from simcord.types import HttpLogEntry

GLOBAL_RATE = 50          # requests per second per token
CHANNEL_MESSAGES = 5      # messages (posts, edits, deletions) ...
CHANNEL_PERIOD = 5.0      # ... per this many seconds, per channel

EXEMPT = (re.compile(r"/interactions/\d+/[^/]+/callback"),
          re.compile(r"/webhooks/\d+/[^/]+(/.*)?"))
MESSAGES = re.compile(r"/channels/(\d+)/messages(/\d+)?")
OPEN_DM = "/users/@me/channels"
VERBS = {"POST": "post", "PATCH": "edit", "DELETE": "delete"}
DM = 1  # Discord's channel type of a DM
NONCE_WINDOW = 120.0  # seconds Discord remembers a nonce ("a few minutes"; 2 to be safe)


@dataclass
class Nonces:
    """Discord's ``enforce_nonce`` on message creates, which SimCord ignores: a create whose
    nonce an earlier create in the same channel used within ``NONCE_WINDOW`` seconds makes
    no message and is answered with that one (404 10008 if it was deleted). Its clock is
    SimCord's (``time.monotonic``, which SimCord steers): Discord's time, not the bot's.
    ``repeats`` counts the creates answered so (each in SimCord's request log too)."""

    window: float = NONCE_WINDOW
    clock: Callable[[], float] = time.monotonic
    seen: dict[tuple[int, str], tuple[float, int]] = field(default_factory=dict)
    repeats: int = 0

    def wrap(self, dispatch: Callable[..., Any]) -> Callable[..., Any]:
        """``dispatch`` (SimCord's router) honouring nonces."""

        def honour(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            body = kwargs.get("json")
            match = MESSAGES.fullmatch(path)
            if (method != "POST" or match is None or match[2] or not isinstance(body, dict)
                    or not body.get("enforce_nonce") or body.get("nonce") is None):
                return dispatch(backend, method, path, **kwargs)
            key, now = (int(match[1]), str(body["nonce"])), self.clock()
            earlier = self.seen.get(key)
            if earlier is not None and now - earlier[0] <= self.window:
                self.repeats += 1  # a request Discord saw: in SimCord's log like the others
                backend.http_requests.append(HttpLogEntry(method, path, {}, body, None))
                message = backend.messages.get(key[0], {}).get(earlier[1])
                if message is None:
                    raise errors.unknown_message()
                return message_payload(backend, message)
            made = dispatch(backend, method, path, **kwargs)
            self.seen = {k: v for k, v in self.seen.items() if now - v[0] <= self.window} \
                if len(self.seen) > 10_000 else self.seen
            self.seen[key] = (now, int(made["id"]))
            return made

        return honour

    def install(self) -> None:
        router.dispatch = self.wrap(router.dispatch)  # type: ignore[assignment]


@dataclass
class Ledger:
    """Counts and limits the requests SimCord's router sees (install once per process)."""

    enforce: bool = True
    enforce_global: bool = False
    global_rate: float = GLOBAL_RATE  # this process's share of the token's limit
    over_global: int = 0
    kinds: collections.Counter[str] = field(default_factory=collections.Counter)
    refused: collections.Counter[str] = field(default_factory=collections.Counter)
    pictures: int = 0
    picture_bytes: int = 0
    router_seconds: float = 0.0
    times: list[float] = field(default_factory=list)  # when each limited request came
    observers: list[Callable[[str, str, Any], None]] = field(default_factory=list)
    nonces: Nonces = field(default_factory=Nonces)
    _global: collections.deque[float] = field(default_factory=collections.deque)
    _channels: dict[int, collections.deque[float]] = field(default_factory=dict)

    def install(self) -> None:
        original = self.nonces.wrap(router.dispatch)

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            for observe in self.observers:
                observe(method, path, kwargs.get("json"))
            self.check(backend, method, path, kwargs.get("files") or [])
            # CPU time of this thread (the router runs on the bot's loop): wall time counted
            # every moment another process held the core, on a busy machine several ms a move
            started = time.thread_time()
            try:
                return original(backend, method, path, **kwargs)
            finally:
                self.router_seconds += time.thread_time() - started
                self.trim(backend)

        router.dispatch = dispatch  # type: ignore[assignment]

    def kind(self, backend: Any, method: str, path: str) -> str:
        if any(rule.fullmatch(path) for rule in EXEMPT):
            return "interaction"
        if path == OPEN_DM and method == "POST":
            return "dm-open"
        if (match := MESSAGES.fullmatch(path)) and method in VERBS:
            channel = backend.channels.get(int(match[1]))
            where = "dm" if channel is not None and channel.type == DM else "channel"
            return f"{where}-{VERBS[method]}"
        return f"other {method}"

    def check(self, backend: Any, method: str, path: str, files: list[Any]) -> None:
        """Count the request, refuse it with a 429 if it breaks a limit, drop its bytes."""
        kind = self.kind(backend, method, path)
        if kind != "interaction":
            self.limit(kind, path)
        self.kinds[kind] += 1
        for upload in files:
            data = upload.fp.read()
            self.pictures += 1
            self.picture_bytes += len(data)
            upload.fp = io.BytesIO(data[:8])

    def limit(self, kind: str, path: str) -> None:
        now = time.perf_counter()  # SimCord steers time.monotonic (its virtual clock)
        wait = _over(self._global, now, self.global_rate, 1.0)
        is_global = wait > 0
        if is_global and not self.enforce_global:
            self.over_global += 1
            wait = 0.0
            is_global = False
        if not is_global and (match := MESSAGES.fullmatch(path)):
            window = self._channels.setdefault(int(match[1]), collections.deque())
            wait = _over(window, now, CHANNEL_MESSAGES, CHANNEL_PERIOD)
            if wait <= 0:
                window.append(now)
        if wait > 0:
            self.refused[kind] += 1
            if self.enforce:
                raise BackendError(429, 0, json.dumps({"retry_after": wait, "global": is_global}))
        self._global.append(now)
        self.times.append(now)

    def trim(self, backend: Any) -> None:
        """Keep SimCord's request log and transcript short (they grow with every request)."""
        if len(backend.http_requests) > 10_000:
            del backend.http_requests[:]
            del backend.transcript[:]

    def reset(self) -> None:
        self.kinds.clear()
        self.refused.clear()
        self.pictures = self.picture_bytes = self.over_global = 0
        self.router_seconds = 0.0
        self.times.clear()

    def rest(self) -> int:
        """Requests counted against the global limit (everything but interaction responses)."""
        return sum(n for kind, n in self.kinds.items() if kind != "interaction")


def _over(window: collections.deque[float], now: float, count: float, period: float) -> float:
    """Seconds until ``window`` (times of earlier requests) admits one more; 0 if it does."""
    while window and window[0] <= now - period:
        window.popleft()
    if len(window) < count:
        return 0.0
    return window[0] + period - now
