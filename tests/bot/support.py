"""Helpers of the end-to-end tests of the Discord layer (SimCord): building the real bot
over a real SQLite file, scripted users who read their DMs and click like people, and the
checks that nothing hidden reaches the channel or another player.

``Harness.bot()`` builds the real, unmodified bot (``bot.ui.client.build_bot``) over a real
``GameService``; calling it again gives another bot over the same file, for
``env.restart_bot``. Time is SimCord's virtual clock (``discord.utils.utcnow``), so turn timers
fire under ``env.advance_time``. Pictures come from a *recording* renderer by default: its "PNG"
holds the exact view it was given, so a test can check that every picture in a channel was
drawn from the public view and every DM picture from that player's own view (the real
renderers are checked too, in test_e2e_pictures.py, but cost ~100 ms a picture).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

import engine
from bot.config import Config
from bot.core.moves import UNDO
from bot.core.service import GameService
from bot.messages.render import KINDS, Renderer
from bot.store import open_store
from bot.store.owners import shard_locks
from bot.ui.client import build_bot
from words import say

SEED = 20240607
EPHEMERAL = 1 << 6  # a message flag


class Clock:
    """An injected clock the test moves by hand (the core never reads the real time)."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def virtual_clock() -> float:
    """SimCord's virtual time (it patches ``discord.utils``' datetime in the bot's tasks)."""
    return discord.utils.utcnow().timestamp()


def recording_renderer() -> Renderer:
    """A renderer whose "PNG" is the magic bytes, the kind, the language and the view as
    JSON."""

    def make(kind: str):  # noqa: ANN202 - small closure
        def draw(game: str, view: dict[str, Any], lang: str) -> bytes:
            body = json.dumps({"kind": kind, "game": game, "lang": lang, "view": view},
                              sort_keys=True)
            return PNG_MAGIC + body.encode()
        return draw

    return Renderer({kind: make(kind) for kind in KINDS})


def decode_picture(data: bytes) -> dict[str, Any]:
    assert data.startswith(PNG_MAGIC), "not a picture of the recording renderer"
    return json.loads(data[len(PNG_MAGIC):])


@dataclass
class Harness:
    """Builds bots over one database file; closes every service at the end."""

    path: str
    url: str = ""  # a PostgreSQL database instead of the SQLite file at ``path``
    services: list[GameService] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    real_pictures: bool = False
    rate_limit: float = 0.0   # whole games at 45 requests/s would take minutes
    channel_rate: int = 0     # nor at 5 messages per 5 s in a channel (tested on their own)
    channel_period: float = 5.0
    #: asyncpg's idle timers (an idle connection or prepared statement dropped after 5
    #: minutes): SimCord leaves the wall-clock fallback of each such timer in the loop even
    #: after asyncpg cancels it, and its settle scans them all, so a long test (thousands of
    #: queries) slows down with every click. The ``harness`` fixture turns them off, as
    #: benchmarks/load.py does (a whole WildLife game on PostgreSQL: 175 s -> 109 s); tests
    #: that build their own Harness (the outage, crash and shard-owner tests) keep them, as the
    #: bot does
    idle_timers: bool = True

    async def bot(self, **overrides: Any) -> discord.Client:
        settings = {"database": self.path, "url": self.url, "ai_delay_seconds": 0.0,
                    "ai_level": "random", **self.settings, **overrides}
        config = Config(**settings)
        if self.url and not self.idle_timers:
            from bot.store.postgres import PostgresStore

            store: Any = await PostgresStore.connect(self.url, shard_count=config.shard_count,
                                                     idle_timers=False)
        else:
            store = await open_store(config, shard_count=config.shard_count)
        service = GameService(store, clock=virtual_clock,
                              shards=config.shard_ids if config.sharded else None,
                              turn_timer_seconds=config.turn_timer_seconds,
                              reminder_seconds=config.reminder_seconds,
                              timeout_fallback=config.timeout_fallback,
                              ai_level=config.ai_level, seed_source=lambda: SEED)
        self.services.append(service)
        renderer = None if self.real_pictures else recording_renderer()
        return build_bot(config, service, clock=virtual_clock, renderer=renderer,
                         rate_limit=self.rate_limit, channel_rate=self.channel_rate,
                         channel_period=self.channel_period)

    async def close(self) -> None:
        """What the end of the bot's process ends: its stores, and the shard locks' session
        (SimCord detaches a bot without closing it; that session would keep the test's event
        loop, and with it the test's bot, alive for the rest of the run)."""
        for service in self.services:
            locks = shard_locks(service.store)
            await locks.release(sorted(locks.held))
            await service.close()



# -- scripted users ---------------------------------------------------------------------------

@dataclass
class Player:
    """A scripted human: a guild member who reads their DMs and clicks like a person."""

    member: Any
    rng: random.Random

    @property
    def user(self) -> Any:
        return self.member.user

    @property
    def id(self) -> int:
        return int(self.member.id)


def messages(env: Any, channel_id: int) -> Iterator[Any]:
    """Backend messages of a channel, newest first (cheap: no discord.Message built)."""
    return reversed(list(env.backend.messages.get(channel_id, {}).values()))


def uploaded(env: Any, channel_id: int) -> list[bytes]:
    """Every file ever uploaded to a channel or DM, in order, also those of messages edited
    since (SimCord's CDN keeps each under the channel's id, as Discord's does)."""
    prefix = f"/attachments/{channel_id}/"
    return [data for url, data in env.backend.cdn._blobs.items() if prefix in url]


def sent_pictures(env: Any, channel_id: int) -> list[tuple[str, str, bytes]]:
    """(file name, description, bytes) of every file ever uploaded to a channel or DM, the
    description as the bot sent it with the upload."""
    said = {att.get("filename"): att.get("description") or ""
            for r in env.http_requests if isinstance(r.json, dict)
            for att in _body(r.json).get("attachments") or [] if isinstance(att, dict)}
    prefix = f"/attachments/{channel_id}/"
    return [(url.rsplit("/", 1)[1], said.get(url.rsplit("/", 1)[1], ""), data)
            for url, data in env.backend.cdn._blobs.items() if prefix in url]


def _body(sent: dict[str, Any]) -> dict[str, Any]:
    """A request's message body: an interaction callback carries it under ``data``."""
    return sent.get("data") or {} if "type" in sent else sent


def live_panel(env: Any, player: Player) -> Any | None:
    """The newest DM message of the player that has enabled controls, if any (an ephemeral
    answer in the DM, a refusal, is not a panel)."""
    channel = player.user.dm_channel
    for stored in messages(env, channel.id):
        if stored.flags & EPHEMERAL:
            continue
        if _has_controls(stored.components):
            return stored
        break
    return None


def _has_controls(rows: list[dict[str, Any]]) -> bool:
    """Controls of a decision (an Undo alone is not a decision to make)."""
    for row in rows or []:
        for component in row.get("components", []):
            if component.get("custom_id", "").startswith("wt:") and not component.get(
                    "custom_id", "").startswith("wt:z:") and not component.get("disabled"):
                return True
    return False


def controls(stored: Any) -> list[dict[str, Any]]:
    out = []
    for row in stored.components or []:
        for component in row.get("components", []):
            if component.get("custom_id", "").startswith("wt:") and not component.get(
                    "disabled"):
                out.append(component)
    return out


def game_state(bot: Any, channel_id: int) -> Any:
    """The engine state of the channel's open game (for choosing like a player would, and
    for checks); None once the game is over."""
    game = bot.service.tables.open.get(channel_id)
    return None if game is None else game.state


def random_control(player: Player, stored: Any) -> tuple[dict[str, Any], list[str] | None]:
    """A random enabled control of the panel message, as a person picks one at random, with
    the values to choose when it is a select (None: a button)."""
    comps = controls(stored)
    # a person pages only when they must, and takes a move back now and then, not at random;
    # a hint (its own tests ask for them) is never a move
    choices = [c for c in comps if not c["custom_id"].startswith(("wt:p:", "wt:z:", "wt:i:"))]
    # and steps back out of a choice begun (a card's Back, Cancel) now and then, not as often
    # as any other button: at random a WildLife game takes a fifth more decisions
    onward = [c for c in choices if not _steps_back(c)]
    if onward and player.rng.random() >= 0.1:
        choices = onward
    pick = player.rng.choice(choices or comps)
    if pick.get("type") == 2:
        return pick, None
    count = pick.get("min_values") or 1
    return pick, [o["value"] for o in player.rng.sample(pick["options"], count)]


async def act_once(env: Any, player: Player, stored: Any) -> Any:
    """Use a random enabled control of the panel message (``random_control``)."""
    pick, values = random_control(player, stored)
    message = as_message(env, stored)
    actor = player.user if stored.channel_id == player.user.dm_channel.id else player.member
    if values is None:
        return await actor.click(message, custom_id=pick["custom_id"])
    return await actor.select(message, values, custom_id=pick["custom_id"])


def _steps_back(control: dict[str, Any]) -> bool:
    """A button whose action leaves a choice begun (the engines' ``back``/``cancel`` codes)."""
    code = control["custom_id"].split(":", 6)[-1] if control["custom_id"].startswith(
        ("wt:a:", "wt:c:")) else ""
    return code.split(":")[0] in ("back", "cancel")


def as_message(env: Any, stored: Any) -> Any:
    """A message handle the actors accept."""
    from simcord.results import ResponseMessage

    return ResponseMessage(env, stored)


# -- playing whole games ------------------------------------------------------------------------

def table_key(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


async def play_to_end(env: Any, channel: Any, players: list[Player], *,
                      max_clicks: int = 5000) -> int:
    """Scripted humans answer their DM panels (a random legal control each time) until the
    channel's game is over; returns the number of clicks. Fails if the game stalls."""
    clicks = 0
    while game_state(env.bot, channel.id) is not None:
        for player in players:
            panel = live_panel(env, player)
            if panel is not None:
                await act_once(env, player, panel)
                clicks += 1
                break
        else:
            state = game_state(env.bot, channel.id)
            raise AssertionError(f"stalled: nobody has a panel; to_act={state.to_act()}")
        assert clicks < max_clicks, "the game did not end"
    return clicks


@dataclass
class Knowledge:
    """Everything each seat and the public could ever see, from replaying the stored log."""

    players: list[str]
    public_views: set[str]
    seat_views: list[set[str]]
    public_texts: set[str]
    private_texts: list[set[str]]

    def forbidden_for(self, seat: int | None) -> set[str]:
        """Texts only other seats may see (never public, never shown to ``seat``)."""
        out: set[str] = set()
        for other, texts in enumerate(self.private_texts):
            if other != seat:
                out |= texts
        own = self.private_texts[seat] if seat is not None else set()
        return {t for t in out - own - self.public_texts
                if not any(t in p for p in self.public_texts) and len(t) > 6}


async def knowledge(service: GameService, channel_id: int,
                    langs: tuple[str, ...] = ("en",)) -> Knowledge:
    """Replay the channel's last game from its seed and log (the seed is fixed in tests);
    each event's words in every one of ``langs`` (a table read in several languages)."""
    table_id = await service.store.last_game_in(channel_id)
    row = await service.store.game(table_id)
    assert row is not None
    names = [s["name"] for s in row.seats]
    state = engine.new_game(row.game, names, options=row.options, seed=SEED)
    k = Knowledge(names, set(), [set() for _ in names], set(), [set() for _ in names])

    def look() -> None:
        k.public_views.add(table_key(state.view(None)))
        for s in range(len(names)):
            k.seat_views[s].add(table_key(state.view(s)))

    look()
    for entry in await service.store.actions(table_id):
        if entry.code == UNDO:
            state = engine.undo(state, entry.seat)
            look()
            continue
        for event in state.apply(entry.seat, entry.code):
            texts = {say(lang, event.msg) for lang in langs}
            if event.to is None:
                k.public_texts |= texts
            else:
                for s in event.to:
                    k.private_texts[s] |= texts
        look()
    return k


def check_no_leaks(env: Any, channel: Any, seats: dict[int, Player], k: Knowledge) -> int:
    """Channel messages and pictures show only public things; each player's DMs only their
    own. Returns the number of pictures checked."""
    pictures = 0
    public_forbidden = k.forbidden_for(None)
    for stored in env.backend.messages.get(channel.id, {}).values():
        if stored.flags & 64:  # ephemeral: one user's own panel, checked below
            owner = next((s for s, p in seats.items()
                          if stored.visible_to(p.id) and not stored.visible_to(0)), None)
            forbidden, allowed = (k.forbidden_for(owner),
                                  k.seat_views[owner] if owner is not None else set())
        else:
            forbidden, allowed = public_forbidden, set()
        for text in forbidden:
            assert text not in stored.content, f"secret {text!r} in the channel"
        for att in stored.attachments:
            data = decode_picture(env.backend.cdn.get(att["url"]))
            view = dict(data["view"])
            view.pop("clocks", None)  # a correspondence table's time left, not the game's
            if data["kind"] == "result" and table_key(view) not in k.public_views:
                view.pop("result", None)  # the bot adds the engine's result to the view
            if data["kind"] == "hand":
                view.pop("focus", None)
                assert stored.flags & 64 and table_key(view) in allowed, \
                    "a hand picture in the channel"
            elif data["kind"] == "story":  # drawn after the end, from scores and public events
                told = json.dumps(view, ensure_ascii=False)
                assert not [text for text in forbidden if text in told], "a secret in the story"
            else:
                assert table_key(view) in k.public_views, "a channel picture of a non-public view"
            pictures += 1
    for seat, player in seats.items():
        forbidden = k.forbidden_for(seat)
        dm = player.user.dm_channel
        for stored in env.backend.messages.get(dm.id, {}).values():
            for text in forbidden:
                assert text not in stored.content, f"{player.member.name} saw {text!r}"
            for row in stored.components or []:
                for comp in row.get("components", []):
                    labels = [comp.get("label") or ""] + [
                        o.get("label", "") for o in comp.get("options", [])]
                    for text in forbidden:
                        assert all(text not in lab for lab in labels)
            for att in stored.attachments:
                data = decode_picture(env.backend.cdn.get(att["url"]))
                assert data["kind"] == "hand"
                data["view"].pop("focus", None)  # the seat's own choices, marked on its map
                assert table_key(data["view"]) in k.seat_views[seat], \
                    f"{player.member.name}'s DM shows another seat's view"
                pictures += 1
    return pictures


async def open_table(env: Any, channel: Any, host: Player, game: str, *,
                     joiners: tuple[Player, ...] = (), ais: int = 0,
                     options: str | None = None, turn_timer: int | None = None,
                     language: str | None = None, pace: str | None = None) -> Any:
    """Create a lobby, seat the joiners and AIs by clicking, and start."""
    kwargs: dict[str, Any] = {"game": game}
    if pace is not None:
        kwargs["pace"] = pace
    if language is not None:
        kwargs["language"] = language
    if options is not None:
        kwargs["options"] = options
    if turn_timer is not None:
        kwargs["turn_timer"] = turn_timer
    await host.member.slash(channel, "game new", **kwargs)
    for joiner in joiners:
        await lobby_click(env, channel, joiner, "join")
    for _ in range(ais):
        await lobby_click(env, channel, host, "ai")
    return await lobby_click(env, channel, host, "start")


async def table_in_a_thread(env: Any, game: str = "wildcards"
                                ) -> tuple[Any, Any, Player, Player]:
    """A table of ``game`` (Wild Cards unless said) of alice and bob in a thread of a
    ``games`` channel, started: (parent, thread, alice, bob)."""
    from simcord.builders import ChannelHandle

    guild = env.create_guild()
    parent = guild.create_text_channel("games")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    thread = ChannelHandle(env, guild, env.backend.create_thread(parent.id, "t", alice.id))
    await env.settle()
    await open_table(env, thread, alice, game, joiners=(bob,))
    return parent, thread, alice, bob


async def wildcards_for_two(env: Any) -> tuple[Any, Player, Player]:
    """A Wild Cards table of alice and bob, started and settled: (channel, alice, bob)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    await env.settle()
    return channel, alice, bob


async def lobby_click(env: Any, channel: Any, player: Player, op: str) -> Any:
    """A lobby button by what it does (``join``, ``leave``, ``ai``, ``start``, ``cancel``),
    whatever language its label is in."""
    message = lobby(env, channel)
    found = next(c["custom_id"] for c in controls(message)
                 if c["custom_id"].startswith("wt:l:") and c["custom_id"].endswith(f":{op}"))
    return await player.member.click(message, custom_id=found)


def lobby(env: Any, channel: Any) -> Any:
    for stored in messages(env, channel.id):
        if any(c["custom_id"].startswith("wt:l:") for c in controls(stored)):
            return as_message(env, stored)
    raise AssertionError("no open lobby message")


def make_player(guild: Any, env: Any, name: str, seed: int = 0) -> Player:
    return Player(guild.add_member(env.create_user(name)), random.Random(f"{name}{seed}"))


async def close_dms(env: Any, player: Player) -> None:
    """The player's DMs refuse the bot (50007), and the bot knows it already (an earlier game
    found so), so a table seating them carries My hand from its first message."""
    env.inject_error("POST", f"/channels/{player.user.dm_channel.id}/messages", status=403,
                     code=50007, message="Cannot send messages to this user", times=None)
    await env.bot.service.tables.set_dm_status(player.id, False)


def emit_click(env: Any, user_id: int, stored: Any, custom_id: str,
               guild_id: int | None = None) -> Any:
    """Deliver a button click without waiting for the bot (SimCord's actors always settle
    in between): two of these and one ``env.settle()`` are a true double click. Also used
    to forge a custom_id the message does not carry."""
    from simcord import interactions
    from simcord.backend import serializers
    from simcord.enums import ComponentType, InteractionType
    from simcord.results import InteractionResult

    record, payload = interactions.base_payload(
        env.backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=stored.channel_id,
        guild_id=guild_id, user_id=user_id,
        data={"custom_id": custom_id, "component_type": ComponentType.BUTTON})
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    record.source_message_id = stored.id
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


def first_button(stored: Any) -> str:
    """The panel's first button that plays its choice at once (not a page, not Undo, not a
    choice that first shows a chain's paths)."""
    from bot.core.games import adapter

    for comp in controls(stored):
        custom_id = str(comp["custom_id"])
        if comp.get("type") != 2 or not custom_id.startswith("wt:a:"):
            continue
        code = custom_id.split(":", 6)[6]
        if not any(adapter(game).opens_chain(code) for game in engine.GAMES):
            return custom_id
    raise AssertionError("no button on the panel")


def seat_to_act(env: Any, channel_id: int, players: list[Player]) -> Player | None:
    state = game_state(env.bot, channel_id)
    if state is None:
        return None
    table = env.bot.service.tables.table(channel_id)
    for seat in state.to_act():
        uid = table.seats[seat].user_id
        for p in players:
            if p.id == uid:
                return p
    return None


def said(result: Any) -> list[tuple[str, bool]]:
    """Everything the bot answered to one interaction: (text, ephemeral) pairs."""
    out = []
    if result.response is not None:
        out.append((result.response.content, result.response.ephemeral))
    out += [(f.content, f.ephemeral) for f in result.followups]
    return out


def refusal(result: Any) -> str:
    """The one ephemeral sentence a refused interaction got."""
    texts = [text for text, ephemeral in said(result) if ephemeral]
    assert len(texts) == 1, f"expected one ephemeral sentence, got {said(result)}"
    return texts[0]


# -- counting what people see -------------------------------------------------------------------

MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class Tally:
    """What a channel received, from SimCord's log of the bot's requests: new messages (not
    counting edits), and who each new message could notify (a mention that its allowed
    mentions let through). Edits never notify on Discord, so they are not counted as pings."""

    posts: list[dict[str, Any]] = field(default_factory=list)
    pings: dict[int, int] = field(default_factory=dict)
    everyone: int = 0

    @classmethod
    def of(cls, env: Any, channel_id: int, since: int = 0) -> Tally:
        tally = cls()
        path = f"/channels/{channel_id}/messages"
        for entry in env.backend.http_requests[since:]:
            if entry.method != "POST" or entry.path != path or not isinstance(entry.json, dict):
                continue
            body = entry.json
            tally.posts.append(body)
            allowed = body.get("allowed_mentions") or {}
            parse = allowed.get("parse", [])
            users = {int(u) for u in allowed.get("users", [])}
            for uid in {int(u) for u in MENTION.findall(body.get("content") or "")}:
                if "users" in parse or uid in users:
                    tally.pings[uid] = tally.pings.get(uid, 0) + 1
            if "everyone" in parse and "@everyone" in (body.get("content") or ""):
                tally.everyone += 1
        return tally

    def count(self, *, without: tuple[str, ...] = ()) -> int:
        """New messages, leaving out those whose picture's file name has one of ``without``
        (e.g. the scoring and result pictures)."""
        def kind(body: dict[str, Any]) -> str:
            names = [a.get("filename", "") for a in body.get("attachments") or []]
            return " ".join(names)
        return sum(1 for b in self.posts if not any(w in kind(b) for w in without))


async def decision_starts(service: GameService, channel_id: int) -> dict[int, int]:
    """How often each seat began to have to decide (was not due, then was), by replaying the
    stored log of the channel's last game."""
    table_id = await service.store.last_game_in(channel_id)
    row = await service.store.game(table_id)
    assert row is not None
    state = engine.new_game(row.game, [s["name"] for s in row.seats], options=row.options,
                            seed=SEED)
    starts = {s: 0 for s in range(len(row.seats))}
    due = set(state.to_act())
    for s in due:
        starts[s] += 1
    for entry in await service.store.actions(table_id):
        if entry.code == UNDO:
            state = engine.undo(state, entry.seat)
        else:
            state.apply(entry.seat, entry.code)
        now = set() if state.is_over() else set(state.to_act())
        for s in now - due:
            starts[s] += 1
        due = now
    return starts


def emit_slash(env: Any, member: Any, channel: Any, name: str, **options: Any) -> Any:
    """Deliver a slash command without waiting for the bot (SimCord's ``slash`` settles
    everything first): for measuring how soon it is answered while other work goes on."""
    from simcord import actors
    from simcord import interactions as simcord_interactions
    from simcord.enums import AppCommandType, InteractionType
    from simcord.results import InteractionResult

    parts = name.split()
    root = actors._resolve_visible_command(member, channel.id, parts[0],
                                           AppCommandType.CHAT_INPUT)
    leaf, nesting = simcord_interactions.walk_to_subcommand(root, parts[1:])
    leaf_options, _ = simcord_interactions.build_options(member, name, leaf, options,
                                                         channel_id=channel.id)
    data = {"id": root["id"], "name": root["name"], "type": AppCommandType.CHAT_INPUT,
            "options": simcord_interactions.nest_options(root, nesting, leaf_options)}
    record, payload = simcord_interactions.base_payload(
        env.backend, type=InteractionType.APPLICATION_COMMAND, channel_id=channel.id,
        guild_id=member.guild.id, user_id=member.id, data=data)
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


async def answered_within(env: Any, result: Any, seconds: float) -> float:
    """Real seconds until the bot answered an interaction emitted without settling (its
    reply, or the edit of its message or of its deferred response reached SimCord; a bare
    "defer" does not count), polling while the bot works on; fails after ``seconds``."""
    import asyncio
    import time

    start = time.perf_counter()
    token = result._interaction.token
    while time.perf_counter() - start < seconds:
        for entry in env.backend.http_requests:
            if token not in entry.path or entry.method not in ("PATCH", "POST"):
                continue
            if "callback" not in entry.path or (entry.json or {}).get("type") in (4, 7):
                return time.perf_counter() - start
        await asyncio.sleep(0.005)
    raise AssertionError(f"no answer within {seconds} s")


def dm_messages(env, player):
    return [m for m in env.backend.messages.get(player.user.dm_channel.id, {}).values()
            if not m.flags & EPHEMERAL]


def check_tidy_dms(env, channel, players) -> None:
    """After a whole game: each player's DM reads as a short log (at most 2 messages keep a
    picture, none keeps a control, every picture has alt text); the channel keeps no dead
    control but the result's Rematch, and every channel picture has alt text. The whole
    games of tests/bot/test_e2e_games.py call this on the games they play."""
    for player in players:
        dms = dm_messages(env, player)
        pictures = [m for m in dms if m.attachments]
        live = [m for m in dms if controls(m)]
        assert len(dms) > 3, "a decision per message"
        said_twice = [m.content for m in dms if m.content.startswith("✅") and "⏩" in m.content]
        assert said_twice == [], "a move played for the player is told as played for them, once"
        assert len(pictures) <= 2, f"{len(pictures)} of {len(dms)} DMs keep a picture"
        assert live == [], f"{len(live)} DMs still have controls: " + repr(
            [c.get("label") for m in live for c in controls(m)][:8])
        sent = sent_pictures(env, player.user.dm_channel.id)
        assert sent and all(description for _, description, _ in sent), \
            "a DM picture without alt text"
    table = list(env.backend.messages.get(channel.id, {}).values())
    left = [c["custom_id"] for m in table for c in controls(m)]
    assert len(table) > 5
    assert [m.content for m in table if m.content.count("game is over") > 1] == [], "said twice"
    # the result keeps Rematch and My review, which work for as long as the game is in history
    assert all(c.startswith(("wt:r:", "wt:e:")) for c in left), \
        f"dead controls in the channel: {left}"
    assert sorted(c[:5] for c in left) == ["wt:e:", "wt:r:"], "the result keeps its two"
    assert all(description for _, description, _ in sent_pictures(env, channel.id))
    assert not env.errors
