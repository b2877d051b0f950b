"""A channel that stops taking the bot's posts mid-game, set up the way Discord behaves
(docs/bot.md, "On real Discord"): access taken (403 50001), Send Messages or Attach Files taken
(403 50013), a thread locked (400 50083 / 160005). The game waits instead of being cancelled
or retried for ever; Discord is asked nothing more for that channel until it takes posts again
(every refused request counts toward Discord's invalid-request ban); the players are told once
by DM; the game goes on when the channel is given back.

SimCord enforces access and Send Messages itself; it keeps a thread's ``locked`` flag without
refusing posts, and checks Attach Files only for forwarded messages, so those two refusals are
added at its router here (``refuse``), as Discord answers them.

The pause and who was told are rows, and the outbox holds the channel's posts meanwhile: the
tests of a restart and of a held notice run on both stores; the others check what Discord is
asked and told, above the store, and run on SQLite (``any_store``).

A test that plays on to the game's end once the channel takes posts again plays the toy game
of tests/support/toy.py (eight decisions or more, a table picture at each change): the pause
is the subject, not the game, and the toy's posts, edits and DMs go through the same outbox.
Six of its decisions would post four new messages in the channel, so a pause that let the
posts through would be seen."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import discord
import pytest
from simcord.backend import errors
from simcord.backend.models.channel import Overwrite
from simcord.builders import ChannelHandle
from simcord.enums import ChannelType, OverwriteType
from simcord.http import router

from tests.bot.support import (
    EPHEMERAL,
    Player,
    act_once,
    controls,
    game_state,
    make_player,
    messages,
    open_table,
    refusal,
    seat_to_act,
    table_in_a_thread,
)
from tests.support import toy


async def toy_in_a_thread(env) -> tuple[ChannelHandle, ChannelHandle, Player, Player]:
    """A toy table of alice and bob in a thread of a ``games`` channel, started:
    (parent, thread, alice, bob)."""
    return await table_in_a_thread(env, toy.NAME)


VIEW = discord.Permissions(view_channel=True).value
SEND = discord.Permissions(send_messages=True).value
ATTACH = discord.Permissions(attach_files=True).value
IN_THREADS = discord.Permissions(send_messages_in_threads=True).value


def refuse(monkeypatch: pytest.MonkeyPatch, channel_id: int,
           error: Callable[[str, dict], errors.BackendError | None]) -> list[str]:
    """Answer the bot's requests to a channel's messages with ``error(method, kwargs)`` when
    it gives one; returns the list of refused requests (method and path)."""
    dispatch = router.dispatch
    refused: list[str] = []

    def checked(backend, method, path, **kwargs):
        if path.startswith(f"/channels/{channel_id}/messages"):
            found = error(method, kwargs)
            if found is not None:
                refused.append(f"{method} {path}")
                raise found
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", checked)
    return refused


def invalid_requests(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The bot's requests Discord answers 401, 403 or 429 (what counts toward its ban of
    10,000 in 10 minutes), as they happen."""
    dispatch = router.dispatch
    seen: list[str] = []

    def counted(backend, method, path, **kwargs):
        try:
            return dispatch(backend, method, path, **kwargs)
        except errors.BackendError as exc:
            if exc.status in (401, 403, 429):
                seen.append(f"{exc.status} {method} {path}")
            raise

    monkeypatch.setattr(router, "dispatch", counted)
    return seen


def deny(env, channel_id: int, bits: int) -> None:
    """A channel overwrite that denies the bot ``bits`` (an empty one gives them back)."""
    env.backend.edit_channel(channel_id, {}, overwrites=[
        Overwrite(env.backend.bot_user.id, OverwriteType.MEMBER, deny=bits)] if bits else [])


def posts_to(env, channel_id: int, since: int) -> int:
    """New messages the bot asked for in the channel (edits of its own messages may still
    go through when only Send Messages is taken)."""
    return sum(1 for e in env.backend.http_requests[since:]
               if e.method == "POST" and e.path == f"/channels/{channel_id}/messages")


def panel(env, player: Player):
    """The player's newest DM panel, above any notice that a table waits."""
    for stored in messages(env, player.user.dm_channel.id):
        if stored.flags & EPHEMERAL or "waits" in stored.content:
            continue
        return stored if any(not c["custom_id"].startswith("wt:z:")
                             for c in controls(stored)) else None
    return None


async def moves(env, channel_id: int, players: list[Player], count: int = 10_000) -> None:
    """``count`` decisions made from the players' DM panels (by default: to the end)."""
    for _ in range(count):
        if game_state(env.bot, channel_id) is None:
            assert count == 10_000, "the game ended early"
            break
        player = seat_to_act(env, channel_id, players)
        found = None if player is None else panel(env, player)
        assert found is not None, "the DM panels still arrive"
        await act_once(env, player, found)
    await env.settle()


async def play_to_end(env, channel, players: list[Player]) -> None:
    await moves(env, channel.id, players)


def told(player: Player, words: str) -> int:
    return sum(words in m.content for m in player.user.dm_channel.history())


@pytest.mark.any_store
@pytest.mark.whole_game
@pytest.mark.parametrize("bits, words", [(VIEW, "cannot see that channel"),
                                         (SEND, "Send Messages")])
async def test_lost_access_or_send_messages_pauses_the_table_until_given_back(
        toy_game, simcord_env, bits, words):
    """Hidden from the bot (403 50001) or muted (403 50013) for a few moves: the game is not
    cancelled, one refused request and no more, each player told once by DM; given back
    (CHANNEL_UPDATE), the table message comes back and the game plays to its end."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    since = len(env.backend.http_requests)
    deny(env, channel.id, bits)
    await moves(env, channel.id, [alice, bob], 6)  # four posts, were they not held
    assert env.bot.service.tables.table(channel.id) is not None, "the game waits"
    # a refused post with a picture reads as Attach Files missing: its text alone is tried
    assert posts_to(env, channel.id, since) <= 2, "Discord is not asked again"
    assert told(alice, words) == 1 and told(bob, words) == 1
    shown = len(channel.history())
    deny(env, channel.id, 0)
    await env.settle()
    assert len(channel.history()) > shown, "the table is shown again"
    await play_to_end(env, channel, [alice, bob])
    assert told(alice, words) == 1
    assert not env.errors


@pytest.mark.any_store
async def test_access_back_at_the_next_interaction(simcord_env):
    """No update event reaches the bot (another process got it), but the next command in the
    channel carries the bot's permissions there: the table goes on."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    deny(env, channel.id, SEND)
    await moves(env, channel.id, [alice, bob], 2)
    env.backend.channels[channel.id].overwrites = []  # no CHANNEL_UPDATE
    await env.settle()
    shown = len(channel.history())
    await moves(env, channel.id, [alice, bob], 1)
    assert len(channel.history()) == shown, "still paused: nothing said it changed"
    await alice.member.slash(channel, "game status")
    await env.settle()
    assert len(channel.history()) > shown


@pytest.mark.any_store
async def test_a_channel_that_refuses_pictures_gets_text_without_asking_again(simcord_env,
                                                                             monkeypatch):
    """Attach Files taken mid-game: one upload is refused, every later update is text
    alone (no upload tried again), and pictures come back with the permission."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    taken = [True]
    refused = refuse(monkeypatch, channel.id, lambda method, kw: errors.missing_permissions()
                     if taken[0] and kw.get("files") else None)
    deny(env, channel.id, ATTACH)
    await moves(env, channel.id, [alice, bob], 12)
    assert len(refused) == 1, refused
    taken[0] = False
    deny(env, channel.id, 0)
    await env.settle()
    await moves(env, channel.id, [alice, bob], 2)
    assert channel.history()[-1].attachments or any(
        m.attachments for m in channel.history()[-3:]), "pictures again"
    assert not env.errors


@pytest.mark.any_store
@pytest.mark.whole_game
@pytest.mark.parametrize("archived, code", [(True, 50083), (False, 160005)])
async def test_a_locked_thread_waits_until_unlocked(toy_game, simcord_env, monkeypatch,
                                                    archived, code):
    """A moderator locks the game's thread: Discord refuses every edit and post there
    (400 50083 when it is archived too, else 160005). Asked once, the players told once by
    DM; unlocked (THREAD_UPDATE), the table goes on in the thread."""
    env = simcord_env
    parent, thread, alice, bob = await toy_in_a_thread(env)
    meta = env.backend.channels[thread.id].thread_metadata
    message = "Thread is archived" if archived else "Thread is locked"
    refused = refuse(monkeypatch, thread.id, lambda method, kw: errors.BackendError(
        400, code, message) if meta.locked and method in ("POST", "PATCH") else None)
    env.backend.edit_channel(thread.id, {}, thread_metadata={"locked": True,
                                                             "archived": archived})
    await moves(env, thread.id, [alice, bob], 6)
    await env.advance_time(300)
    assert env.bot.service.tables.table(thread.id) is not None
    assert len(refused) <= 2, refused
    assert told(alice, "thread is locked") == 1 and told(bob, "thread is locked") == 1
    shown = len(thread.history())
    env.backend.edit_channel(thread.id, {}, thread_metadata={"locked": False,
                                                             "archived": False})
    await env.settle()
    assert len(thread.history()) > shown
    await play_to_end(env, thread, [alice, bob])
    assert not env.errors


@pytest.mark.any_store
async def test_a_thread_that_refuses_posts_names_send_messages_in_threads(simcord_env):
    """In a thread only Send Messages in Threads lets the bot post: taken there (on the
    parent, as moderators do), the players' DM names that permission, and its return
    (CHANNEL_UPDATE) lets the table go on."""
    env = simcord_env
    parent, thread, alice, bob = await table_in_a_thread(env)
    deny(env, parent.id, IN_THREADS)
    await moves(env, thread.id, [alice, bob], 8)
    assert env.bot.service.tables.table(thread.id) is not None, "the game waits"
    assert told(alice, "Send Messages in Threads") == 1, [
        m.content for m in alice.user.dm_channel.history()][:3]
    shown = len(thread.history())
    deny(env, parent.id, 0)
    await env.settle()
    assert len(thread.history()) > shown, "the table is shown again"


@pytest.fixture
def own_member_updates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Discord sends GUILD_MEMBER_UPDATE for the bot's own member whatever its intents
    (SimCord gates every member update behind the members intent, which the bot has not)."""
    from simcord import intents

    required = intents.required_intent

    def gate(event, payload):
        if event == "GUILD_MEMBER_UPDATE" and (payload.get("user") or {}).get("bot"):
            return None
        return required(event, payload)

    monkeypatch.setattr(intents, "required_intent", gate)


@pytest.mark.any_store
async def test_a_role_given_back_to_the_bot_resumes_the_table(simcord_env,
                                                              own_member_updates):
    """The bot may post in the channel only through a role; a moderator takes the role
    away mid-game (the table pauses) and gives it back: the bot's own GUILD_MEMBER_UPDATE
    says so, and the table goes on."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    role = guild.create_role("dealer")
    bot_id = env.backend.bot_user.id
    env.backend.add_member_role(guild.id, bot_id, role.id)
    env.backend.edit_channel(channel.id, {}, overwrites=[
        Overwrite(guild.id, OverwriteType.ROLE, deny=SEND),  # @everyone
        Overwrite(role.id, OverwriteType.ROLE, allow=SEND)])
    await env.settle()
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    env.backend.remove_member_role(guild.id, bot_id, role.id)
    await moves(env, channel.id, [alice, bob], 4)
    assert told(alice, "Send Messages") == 1, "paused"
    shown = len(channel.history())
    env.backend.add_member_role(guild.id, bot_id, role.id)
    await env.settle()
    assert len(channel.history()) > shown, "the table is shown again"


@pytest.mark.any_store
async def test_a_timeout_of_the_bot_that_runs_out_resumes_the_table(simcord_env,
                                                                     own_member_updates):
    """A moderator times the bot out for ten minutes (it may not post: the table pauses).
    Discord sends nothing when a timeout runs out; the bot looks again when it ends."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    until = env.now() + datetime.timedelta(minutes=10)
    env.backend.edit_member(guild.id, env.backend.bot_user.id,
                            {"timed_out_until": until.isoformat()})
    await env.settle()
    await moves(env, channel.id, [alice, bob], 4)
    assert told(alice, "Send Messages") == 1, "paused"
    shown = len(channel.history())
    await env.advance_time(11 * 60)
    await env.settle()
    assert len(channel.history()) > shown, "the table is shown again"


def without_manage_threads(env, guild) -> None:
    """The bot's role as a plain invite gives it: no Manage Threads (SimCord's has it)."""
    role = next(r for r in env.backend.guilds[guild.id].roles.values() if r.managed)
    perms = discord.Permissions(role.permissions)
    perms.manage_threads = False
    env.backend.edit_role(guild.id, role.id, {"permissions": perms.value})


@pytest.mark.any_store
async def test_a_private_thread_the_bot_cannot_join_is_refused_at_game_new(simcord_env):
    """The bot may answer interactions in a private thread it is not a member of, but not
    post there: ``/game new`` says why up front instead of a game cancelled at its first
    move; added to the thread, the bot runs the game."""
    env = simcord_env
    guild = env.create_guild()
    without_manage_threads(env, guild)
    parent = guild.create_text_channel("games")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    thread = ChannelHandle(env, guild, env.backend.create_thread(
        parent.id, "private", alice.id, type=ChannelType.PRIVATE_THREAD))
    env.backend.add_thread_member(thread.id, bob.id)
    await env.settle()
    text = refusal(await alice.member.slash(thread, "game new", game="wildcards"))
    assert "private thread" in text and "Manage Threads" in text
    assert env.bot.service.tables.table(thread.id) is None
    env.backend.add_thread_member(thread.id, env.backend.bot_user.id)  # alice mentions it
    await env.settle()
    await open_table(env, thread, alice, "wildcards", joiners=(bob,))
    await moves(env, thread.id, [alice, bob], 4)
    assert env.bot.service.tables.table(thread.id) is not None
    assert "Now:" in thread.history()[-1].content or len(thread.history()) > 2
    assert not env.errors


@pytest.mark.any_store
async def test_a_private_thread_is_joined_when_the_bot_may(simcord_env):
    """With Manage Threads the bot joins the private thread it plays in (a member gets the
    thread's events), and the game runs."""
    env = simcord_env
    guild = env.create_guild()
    parent = guild.create_text_channel("games")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    thread = ChannelHandle(env, guild, env.backend.create_thread(
        parent.id, "private", alice.id, type=ChannelType.PRIVATE_THREAD))
    env.backend.add_thread_member(thread.id, bob.id)
    await env.settle()
    await open_table(env, thread, alice, "wildcards", joiners=(bob,))
    assert env.backend.bot_user.id in env.backend.channels[thread.id].thread_members
    await moves(env, thread.id, [alice, bob], 3)
    assert env.bot.service.tables.table(thread.id) is not None


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_rematch_checks_the_permissions_again(toy_game, simcord_env):
    """Like ``/game new``, Rematch refuses a channel where the bot may no longer post."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, toy.NAME, joiners=(bob,))
    await play_to_end(env, channel, [alice, bob])
    result = channel.history()[-1]
    deny(env, channel.id, SEND)
    await env.settle()
    text = refusal(await bob.member.click(result, label="Rematch"))
    assert "Send Messages" in text
    assert env.bot.service.tables.table(channel.id) is None


async def private_table(env, guild, alice: Player, bob: Player,
                        game: str = "wildcards") -> ChannelHandle:
    """A table of alice and bob (Wild Cards unless ``game`` says) in a private thread the
    bot was added to (a plain invite: no Manage Threads, so membership alone lets it post
    there)."""
    without_manage_threads(env, guild)
    parent = guild.create_text_channel("games")
    thread = ChannelHandle(env, guild, env.backend.create_thread(
        parent.id, "private", alice.id, type=ChannelType.PRIVATE_THREAD))
    env.backend.add_thread_member(thread.id, bob.id)
    env.backend.add_thread_member(thread.id, env.backend.bot_user.id)
    await env.settle()
    await open_table(env, thread, alice, game, joiners=(bob,))
    return thread


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_a_private_thread_the_bot_was_removed_from_waits_for_it(toy_game,
                                                                      simcord_env,
                                                                      monkeypatch):
    """Someone removes the bot from the private thread of its table: only
    THREAD_MEMBERS_UPDATE says so, and the bot's permissions there look unchanged. Topic
    edits elsewhere in the server (CHANNEL_UPDATE) do not resume the table: no refused
    request for them, and the players are told once. Added back, the table goes on."""
    env = simcord_env
    guild = env.create_guild()
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    chat = guild.create_text_channel("chat")
    thread = await private_table(env, guild, alice, bob, toy.NAME)
    refused = invalid_requests(monkeypatch)
    env.backend.remove_thread_member(thread.id, env.backend.bot_user.id)
    await env.settle()
    await moves(env, thread.id, [alice, bob], 4)
    for topic in ("one", "two", "three"):
        env.backend.edit_channel(chat.id, {"topic": topic})
        await env.settle()
    assert len(refused) <= 1, refused
    assert told(alice, "removed me") == 1 and told(bob, "removed me") == 1
    shown = len(thread.history())
    env.backend.add_thread_member(thread.id, env.backend.bot_user.id)
    await env.settle()
    assert len(thread.history()) > shown, "the table is shown again"
    await play_to_end(env, thread, [alice, bob])
    assert told(alice, "removed me") == 1
    assert not env.errors, env.errors


def unarchived_by_posts(monkeypatch: pytest.MonkeyPatch, env, thread_id: int) -> None:
    """As Discord does: a message sent in an archived thread that is not locked unarchives
    it (THREAD_UPDATE); SimCord keeps it archived."""
    dispatch = router.dispatch

    def posted(backend, method, path, **kwargs):
        meta = backend.channels[thread_id].thread_metadata
        if method == "POST" and path == f"/channels/{thread_id}/messages" and \
                meta.archived and not meta.locked:
            env.backend.edit_channel(thread_id, {}, thread_metadata={"archived": False})
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", posted)


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_a_paused_thread_that_archived_resumes_when_the_permission_is_back(
        toy_game, simcord_env, monkeypatch):
    """Send Messages in Threads taken on the parent: the table's thread pauses, and while
    it waits it auto-archives (it leaves discord.py's cache, and no slash command can be
    used in it). The permission given back (CHANNEL_UPDATE of the parent), the bot looks
    the thread up by id and the table goes on (its post unarchives the thread)."""
    env = simcord_env
    parent, thread, alice, bob = await toy_in_a_thread(env)
    unarchived_by_posts(monkeypatch, env, thread.id)
    deny(env, parent.id, IN_THREADS)
    await moves(env, thread.id, [alice, bob], 4)
    assert told(alice, "Send Messages in Threads") == 1
    env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await env.settle()
    assert env.bot.get_channel(thread.id) is None, "an archived thread leaves the cache"
    shown = len(thread.history())
    deny(env, parent.id, 0)
    await env.settle()
    assert len(thread.history()) > shown, "the table is shown again"
    assert not env.backend.channels[thread.id].thread_metadata.archived
    await play_to_end(env, thread, [alice, bob])
    assert told(alice, "Send Messages in Threads") == 1
    assert not env.errors, env.errors


@pytest.mark.any_store
@pytest.mark.whole_game
async def test_an_unlock_that_leaves_the_thread_archived_resumes_it(toy_game,
                                                                    simcord_env, monkeypatch):
    """A moderator locks and archives the table's thread, then unlocks it but leaves it
    archived (THREAD_UPDATE: locked false, archived true). A post would unarchive it, so
    the table goes on."""
    env = simcord_env
    parent, thread, alice, bob = await toy_in_a_thread(env)
    meta = env.backend.channels[thread.id].thread_metadata
    refused = refuse(monkeypatch, thread.id, lambda method, kw: errors.BackendError(
        400, 50083, "Thread is archived") if meta.locked and method in ("POST", "PATCH")
        else None)
    unarchived_by_posts(monkeypatch, env, thread.id)
    env.backend.edit_channel(thread.id, {}, thread_metadata={"locked": True, "archived": True})
    await moves(env, thread.id, [alice, bob], 4)
    assert told(alice, "thread is locked") == 1
    shown = len(thread.history())
    env.backend.edit_channel(thread.id, {}, thread_metadata={"locked": False})
    await env.settle()
    assert len(thread.history()) > shown, "the table is shown again"
    await play_to_end(env, thread, [alice, bob])
    assert len(refused) <= 2, refused
    assert not env.errors, env.errors


async def paused_table(env):
    """A Wild Cards table of alice and bob whose channel took Send Messages away after two
    moves: paused, alice told once. (channel, alice, bob)"""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    deny(env, channel.id, SEND)
    await moves(env, channel.id, [alice, bob], 2)
    assert told(alice, "Send Messages") == 1, "paused"
    return channel, alice, bob


async def test_one_off_notices_wait_with_the_paused_channel(simcord_env):
    """Someone leaves while the channel takes no posts: "bob left; an AI plays their seat"
    goes through the outbox like every other post, so it waits with the rest and is posted
    once the channel is given back, instead of being dropped."""
    env = simcord_env
    channel, alice, bob = await paused_table(env)
    await bob.member.slash(channel, "game leave")
    await env.settle()
    deny(env, channel.id, 0)
    await env.settle()
    assert any("left; an AI plays" in m.content for m in channel.history())
    assert not env.errors, env.errors


async def test_a_restart_keeps_the_pause_and_who_was_told(simcord_env, harness, monkeypatch):
    """The bot restarts while a table's channel refuses its posts: the pause and the DMs
    already sent are in the store, so the new process asks that channel nothing and tells
    nobody again; given back, the table goes on."""
    env = simcord_env
    channel, alice, bob = await paused_table(env)
    await env.restart_bot(await harness.bot())
    refused = invalid_requests(monkeypatch)
    await moves(env, channel.id, [alice, bob], 4)
    await env.advance_time(3700)
    await env.settle()
    assert refused == [], refused
    assert told(alice, "Send Messages") == 1 and told(bob, "Send Messages") == 1
    shown = len(channel.history())
    deny(env, channel.id, 0)
    await env.settle()
    assert len(channel.history()) > shown, "the table is shown again"
    assert await env.bot.service.store.paused_channels() == {}
    assert not env.errors, env.errors


async def test_the_pause_of_a_game_that_closed_is_dropped_at_restart(simcord_env, harness):
    """A paused table's channel is deleted (its game closes): the next start drops the
    kept pause instead of keeping it for ever."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    deny(env, channel.id, SEND)
    await moves(env, channel.id, [alice, bob], 2)
    assert channel.id in await env.bot.service.store.paused_channels()
    env.backend.delete_channel(channel.id)
    await env.settle()
    await env.restart_bot(await harness.bot())
    assert await env.bot.service.store.paused_channels() == {}


async def test_a_bot_added_back_while_away_finds_its_private_thread_again(simcord_env,
                                                                          harness):
    """The bot is removed from a table's private thread (paused, kept in the store) and
    added back while it is down: nobody got that THREAD_MEMBERS_UPDATE, so the new process
    asks for its membership once and the table goes on."""
    env = simcord_env
    guild = env.create_guild()
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    thread = await private_table(env, guild, alice, bob)
    bot_id = env.backend.bot_user.id
    env.backend.remove_thread_member(thread.id, bot_id)
    await env.settle()
    await moves(env, thread.id, [alice, bob], 2)
    assert told(alice, "removed me") == 1
    shown = len(thread.history())
    env.backend.channels[thread.id].thread_members[bot_id] = env.backend.now_iso()  # no event
    await env.restart_bot(await harness.bot())
    await env.settle()
    assert len(thread.history()) > shown, "the table is shown again"
    assert told(alice, "removed me") == 1
    assert not env.errors, env.errors


TOO_FAST = "You are opening direct messages too fast"


@pytest.mark.any_store
async def test_ten_minutes_of_the_worst_places_stay_under_the_budget(simcord_env, monkeypatch):
    """Ten minutes of the worst places at once, as Discord answers them: a table of five
    whose DMs Discord refuses to open (40003, for the first two minutes: every DM of the
    bot waits meanwhile, so the others play on after), a table in a
    private thread the bot was removed from while the server is busy (a topic edit every
    ten seconds elsewhere, a role edit every minute), and a table in a locked thread, all
    played on. The 401/403/429 answers they cost stay far under the guard's budget (and so
    under Discord's 10,000 in 10 minutes)."""
    env = simcord_env
    guild = env.create_guild()
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    chat = guild.create_text_channel("chat")
    role = guild.create_role("regulars")
    private = await private_table(env, guild, alice, bob)
    carl, dora = make_player(guild, env, "carl"), make_player(guild, env, "dora")
    parent = guild.create_text_channel("tables")
    locked = ChannelHandle(env, guild, env.backend.create_thread(parent.id, "t", carl.id))
    await env.settle()
    await open_table(env, locked, carl, "wildcards", joiners=(dora,))
    meta = env.backend.channels[locked.id].thread_metadata
    refuse(monkeypatch, locked.id, lambda method, kw: errors.BackendError(
        400, 160005, "Thread is locked") if meta.locked and method in ("POST", "PATCH")
        else None)
    refused = invalid_requests(monkeypatch)
    env.backend.remove_thread_member(private.id, env.backend.bot_user.id)
    env.backend.edit_channel(locked.id, {}, thread_metadata={"locked": True})
    env.inject_error("POST", "/users/@me/channels", status=403, code=40003, message=TOO_FAST,
                     times=None)
    table = guild.create_text_channel("five")
    five = [make_player(guild, env, name) for name in ("ann", "ben", "cat", "dan", "eve")]
    await open_table(env, table, five[0], "wildcards", joiners=tuple(five[1:]))
    for second in range(0, 600, 10):
        env.backend.edit_channel(chat.id, {"topic": f"at {second}"})
        if second == 120:
            env.backend.faults.clear()
        if second % 60 == 0:
            env.backend.edit_role(guild.id, role.id, {"name": f"regulars {second}"})
        if second % 60 == 0 and second >= 180:
            await moves(env, private.id, [alice, bob], 1)
            await moves(env, locked.id, [carl, dora], 1)
        await env.advance_time(10)
    await env.settle()
    threads = [r for r in refused if f"/{private.id}/" in r or f"/{locked.id}/" in r]
    assert len(threads) <= 2, threads  # at most the one refusal that pauses each
    # the shared DM pause (1, 2, 5, 15, 30, 60 s) tries about ten times in two minutes;
    # a private thread resumed by every topic edit cost 52 here
    assert len(refused) < 30, (len(refused), refused[:20])
    assert len(refused) < env.bot.delivery.guard.budget
    assert not env.bot.delivery.guard.until, "the guard never had to hold the delivery"
