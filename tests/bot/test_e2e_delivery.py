"""Delivery as an outbox (docs/design.md, "Delivery as an outbox"; docs/performance.md):
what must be sent after a change is recorded with it and sent by a worker that retries until
Discord takes it, never blocking the sends after it; a burst of changes in one channel is
one edit; the per-channel rate is kept; the mover's reply says once what happened.

What the outbox does (retries, rows recorded as sent, a restart, a crash between Discord and
the store) runs on both stores; which requests a change makes (a channel's pace, a waiting
panel left alone, a picture not drawn again, a panel through a recent click) is decided above
the store and runs on SQLite (``any_store``; the outbox's rows, a newer body replacing an
unsent one among them, are checked on both in tests/store/test_outbox.py)."""

from __future__ import annotations

import asyncio
import re

import pytest

import bot.messages.sender
from bot.messages.controls.grammar import b36
from tests.bot.support import (
    act_once,
    emit_click,
    first_button,
    game_state,
    live_panel,
    make_player,
    open_table,
    said,
    seat_to_act,
)


@pytest.fixture
def quick_retries(monkeypatch):
    """The worker's pauses between tries, shortened so the test takes less than a second
    each (the mechanism is the same)."""
    monkeypatch.setattr(bot.messages.sender, "BACKOFF", (0.05, 0.1, 0.2))


async def test_a_sustained_outage_delays_the_prompt_but_never_loses_it(simcord_env,
                                                                        quick_retries):
    """Discord answers 503 (no retry by discord.py) to every post in the channel and to bob's
    DMs for a while, just as the turn passes to him: alice's reply says once that her move
    was made, and when Discord recovers bob gets his prompt, with no restart or command."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "evolution", joiners=(bob,))
    while seat_to_act(env, channel.id, [alice, bob]) is not alice:
        player = seat_to_act(env, channel.id, [alice, bob])
        await act_once(env, player, live_panel(env, player))
    version = game_state(env.bot, channel.id).version
    bob_dm = bob.user.dm_channel.id
    env.inject_error("POST", f"/channels/{channel.id}/messages", status=503, times=3)
    env.inject_error("PATCH", f"/channels/{channel.id}/messages/*", status=503, times=3)
    env.inject_error("POST", f"/channels/{bob_dm}/messages", status=503, times=3)
    env.inject_error("PATCH", f"/channels/{bob_dm}/messages/*", status=503, times=3)
    before = len(env.backend.messages.get(bob_dm, {}))
    while seat_to_act(env, channel.id, [alice, bob]) is alice:
        panel = live_panel(env, alice)
        result = await alice.user.click(_message(env, panel), custom_id=first_button(panel))
        texts = [t for t, _ in said(result)]
        assert not any("went wrong" in t for t in texts), texts
    await env.settle(timeout=10)
    assert game_state(env.bot, channel.id).version > version
    if seat_to_act(env, channel.id, [alice, bob]) is bob:
        assert live_panel(env, bob) is not None, "bob's prompt came after the outage"
        assert len(env.backend.messages.get(bob_dm, {})) >= before
    assert not env.errors


def _message(env, stored):
    from tests.bot.support import as_message

    return as_message(env, stored)


@pytest.mark.any_store
async def test_a_burst_of_changes_in_one_channel_is_one_edit(simcord_env, harness):
    """A channel takes a few messages per period (Discord: 5 per 5 s; here 1 per 0.5 s, to
    keep the test short): the AI moves that follow one click come faster than that, so the
    live message is edited fewer times than the game changed (each edit the newest state)."""
    env = simcord_env
    harness.channel_rate, harness.channel_period = 1, 0.5
    await env.restart_bot(await harness.bot())
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await open_table(env, channel, alice, "wildcards", ais=3)
    await env.settle(timeout=10)  # the held posts go out in their slots
    requests = len(env.backend.http_requests)
    version = game_state(env.bot, channel.id).version
    panel = live_panel(env, alice)
    emit_click(env, alice.id, panel, first_button(panel))
    await env.settle(timeout=10)
    changes = game_state(env.bot, channel.id).version - version
    edits = [r for r in env.backend.http_requests[requests:]
             if r.method in ("PATCH", "POST") and r.path.startswith(f"/channels/{channel.id}/")]
    assert changes >= 3, "the click set off AI moves"
    assert len(edits) < changes, "fewer channel requests than changes"


@pytest.mark.any_store
async def test_a_waiting_players_panel_is_left_alone_and_still_works(simcord_env):
    """DMs only when a new decision of a person starts: in Wild Cards both players bid at
    once; alice's bid changes nothing bob's panel shows, so bob gets no request at all (no
    edit, no new DM), and his panel, made before alice's bid, still plays."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    await env.settle()
    bobs_panel = live_panel(env, bob)
    assert bobs_panel is not None and live_panel(env, alice) is not None
    before = len(env.backend.http_requests)
    version = game_state(env.bot, channel.id).version
    result = await act_once(env, alice, live_panel(env, alice))
    await env.settle()
    assert game_state(env.bot, channel.id).version > version, said(result)
    bob_dm = f"/channels/{bob.user.dm_channel.id}/"
    assert not [r for r in env.backend.http_requests[before:] if r.path.startswith(bob_dm)]
    assert live_panel(env, bob).id == bobs_panel.id
    version = game_state(env.bot, channel.id).version
    answered = await act_once(env, bob, bobs_panel)
    assert not any("out of date" in text for text, _ in said(answered))
    assert game_state(env.bot, channel.id).version > version


@pytest.mark.any_store
async def test_a_panel_whose_picture_did_not_change_keeps_it(simcord_env, harness):
    """Render only what is sent: a message that already shows a post's picture (its file
    name holds a digest of what the picture draws) is edited without drawing or uploading it
    again; a changed picture is drawn and sent."""
    from bot.core.models import Post

    env = simcord_env
    sender = env.bot.sender
    view = {"players": ["A", "B"], "seen": 1}
    post = Post("table:1", 1, 1, 1, "wildcards", 3, "text",
                picture={"kind": "table", "view": view})
    drawn = sender.composer.renderer.name("table", "wildcards", view)
    assert "picture" not in await sender.composer.message(post, showing=drawn)
    fresh = await sender.composer.message(post)
    assert fresh["picture"].filename == drawn
    other = Post("table:1", 1, 1, 1, "wildcards", 4, "text",
                 picture={"kind": "table", "view": {**view, "seen": 2}})
    assert (await sender.composer.message(other, showing=drawn))["picture"].filename != drawn


async def test_after_a_restart_an_older_panel_still_showing_its_decision_plays(simcord_env,
                                                                                harness):
    """A restarted bot rebuilds which older panels still show their decision (the planner's
    ``resume``, from the replayed log): a click on one plays at once. Nothing was re-sent at
    the restart."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    await env.settle()
    await act_once(env, alice, live_panel(env, alice))
    await env.settle()
    bobs_panel = live_panel(env, bob)
    assert bobs_panel is not None
    requests = len(env.backend.http_requests)
    await env.restart_bot(await harness.bot())
    assert not [r for r in env.backend.http_requests[requests:]
                if r.path.startswith("/channels/")], "the restart re-sent nothing"
    version = game_state(env.bot, channel.id).version
    assert first_button(bobs_panel).split(":")[4] != b36(version), "bob's panel is older"
    played = await act_once(env, bob, bobs_panel)
    assert not any("out of date" in text for text, _ in said(played))
    assert game_state(env.bot, channel.id) is None or \
        game_state(env.bot, channel.id).version > version


@pytest.mark.any_store
async def test_a_recent_click_carries_the_next_panel_and_an_old_one_does_not(simcord_env):
    """A person's next panel goes through their own recent click (an interaction follow-up:
    no request against the bot's global limit) while Discord honours its token; once that is
    older than ``LIFE - MARGIN``, the bot sends with its own requests again. Checked on every
    DM of a Wild Cards game, with a 16-minute pause in the middle."""
    from bot.messages.reach import LIFE, MARGIN

    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, "alice"), make_player(guild, env, "bob")]
    await open_table(env, channel, players[0], "wildcards", joiners=(players[1],))
    await env.settle()
    dms = {f"/channels/{p.user.dm_channel.id}/messages": p.id for p in players}
    last_click: dict[int, float] = {}
    own_after_pause = through_clicks = 0
    for turn in range(60):
        player = seat_to_act(env, channel.id, players)
        if player is None:
            break
        if turn == 6:
            await env.advance_time(16 * 60)
        before = len(env.backend.http_requests)
        await act_once(env, player, live_panel(env, player))
        await env.settle()
        now = env.now().timestamp()
        for entry in env.backend.http_requests[before:]:
            to = next((user for path, user in dms.items() if entry.path.startswith(path)), None)
            if to is not None:  # the bot's own request to a DM: only without a fresh click
                assert to not in last_click or now - last_click[to] >= LIFE - MARGIN, entry
                own_after_pause += turn >= 6
            owner = _owner(env, entry.path)
            if owner is not None and owner != player.id:
                through_clicks += 1  # another player's panel, through that player's click
        last_click[player.id] = now
    assert through_clicks >= 1, "some panel went through its player's own click"
    assert own_after_pause, "after the pause a panel went out with the bot's own request"


def _owner(env, path):
    """The user whose interaction a webhook path uses (SimCord names tokens by their id)."""
    found = re.search(r"/webhooks/\d+/simcord_interaction_(\d+)", path)
    record = env.backend.interactions.get(int(found[1])) if found else None
    return None if record is None else record.user_id


async def test_a_row_recorded_as_sent_is_never_delivered_again(simcord_env, monkeypatch):
    """Whatever the timing of the sender's loop: a read of the due rows that began while
    deliveries were in flight, and came back after they recorded their rows as sent, must not
    send those rows again. PostgreSQL's timing showed it now and then; here the deliveries
    record their rows only once such a read has begun, and the read answers only after
    they are done, so it always happens."""
    from bot.core.models import Post

    env = simcord_env
    guild = env.create_guild()
    channels = [guild.create_text_channel(f"table-{n}") for n in range(3)]
    alice = make_player(guild, env, "alice")
    await alice.member.slash(channels[0], "game new", game="wildcards")
    await env.settle()
    sender, store = env.bot.sender, env.bot.service.store
    table = env.bot.service.tables.table(channels[0].id)
    read, sent = store.due_outbox, store.outbox_sent
    reading = asyncio.Event()

    async def stale_read(*args, **kwargs):
        pending = list(sender.inflight.values())
        if pending:
            reading.set()
        rows = await read(*args, **kwargs)
        if pending:
            await asyncio.wait(pending)
        return rows

    async def late_record(*args, **kwargs):
        await reading.wait()
        return await sent(*args, **kwargs)

    monkeypatch.setattr(store, "due_outbox", stale_read)
    monkeypatch.setattr(store, "outbox_sent", late_record)
    posts = {f"notice:{n}": Post(f"notice:{n}", channel.id, table.id, channels[0].id,
                                 "wildcards", 0, f"once-{n}").to_dict()
             for n, channel in enumerate(channels)}
    await store.queue_outbox(table.id, posts, env.bot.service.clock())
    sender.wake()
    for _ in range(200):  # the store answers from its own thread, which settle cannot see
        if sender.inflight:
            sender.wake()  # a read while the deliveries are in flight
            break
        await asyncio.sleep(0.01)
        await env.settle()
    for _ in range(200):
        if all(row.sent is not None for row in await store.outbox(table.id)) \
                and not sender.inflight and not reading.is_set() or _ > 100:
            break
        await asyncio.sleep(0.01)
        await env.settle()
    await env.settle()
    assert reading.is_set(), "a read began while deliveries were in flight"
    for n in range(len(channels)):
        requests = [r for r in env.http_requests
                    if isinstance(r.json, dict) and r.json.get("content") == f"once-{n}"]
        assert len(requests) == 1, f"notice {n} was sent {len(requests)} times: {requests}"
    assert not env.errors


async def wildcards_lobby(env):  # noqa: ANN001, ANN201
    """A new channel with alice's Wild Cards lobby in it (its outbox is the table's)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice = make_player(guild, env, "alice")
    await alice.member.slash(channel, "game new", game="wildcards")
    await env.settle()
    return channel


async def test_a_delivery_cancelled_as_the_bot_stops_starts_nothing_after_it(
        simcord_env, monkeypatch):
    """A delivery ends by waking the sender for what is due next, but not when it was
    cancelled: that is the bot (or its event loop) stopping, and a worker started then
    reads a store that is closing ("the store is closed", raised in a task nobody awaits).
    After ``close`` nothing wakes it either."""
    from bot.core.models import Post

    env = simcord_env
    channel = await wildcards_lobby(env)
    sender, store = env.bot.sender, env.bot.service.store
    table = env.bot.service.tables.table(channel.id)
    release = asyncio.Event()
    record = store.outbox_sent

    async def held(*args, **kwargs):  # the delivery stays in flight until released
        await release.wait()
        return await record(*args, **kwargs)

    monkeypatch.setattr(store, "outbox_sent", held)
    post = Post("notice:held", channel.id, table.id, channel.id, "wildcards", 0, "held")
    await store.queue_outbox(table.id, {"notice:held": post.to_dict()},
                             env.bot.service.clock())
    sender.wake()
    for _ in range(500):  # the store answers from its own thread, which settle cannot see
        if sender.inflight:
            break
        await asyncio.sleep(0.01)
    deliveries = list(sender.inflight.values())
    assert deliveries, "the notice's delivery is in flight"
    worker = sender.task
    for delivery in deliveries:
        delivery.cancel()
    await asyncio.gather(*deliveries, return_exceptions=True)
    await asyncio.sleep(0)
    assert sender.task is worker, "the cancelled delivery started no worker"
    await sender.close()
    sender.wake()
    assert sender.task is worker, "a closed sender starts nothing"
    release.set()

@pytest.mark.parametrize("replaced,picture", [(False, False), (True, False), (False, True)],
                         ids=["same-body", "newer-body", "upload"])
async def test_a_row_sent_again_after_a_crash_makes_no_second_message(
        simcord_env, harness, monkeypatch, replaced, picture):
    """Discord took a row's new message, and the process died before the store recorded it
    (neither the message's id with the game nor the row as sent): the next process sends the
    row again. SimCord is set up to honour ``enforce_nonce`` as
    Discord does (it ignores the nonce otherwise), so the second create, carrying the row's
    nonce, is answered with the first message and the channel shows one message; when a
    newer body replaced the row meanwhile, that one message is edited to show it. The same
    for a message with a picture (a multipart upload)."""
    from simcord.http import router

    from benchmarks.discord_model import Nonces
    from bot.core.models import Post
    from bot.messages.render import KINDS

    nonces = Nonces()
    monkeypatch.setattr(router, "dispatch", nonces.wrap(router.dispatch))
    env = simcord_env
    channel = await wildcards_lobby(env)
    store, clock = env.bot.service.store, env.bot.service.clock
    table = env.bot.service.tables.table(channel.id)
    dying = asyncio.Event()

    async def never_recorded(*args, **kwargs):  # the process dies before its first record
        dying.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(env.bot.service.tables, "remember_message", never_recorded)

    drawn = {"kind": sorted(KINDS)[0], "view": {"crash": 1}} if picture else None

    def notice(text):
        return {"notice:crash": Post("notice:crash", channel.id, table.id, channel.id,
                                     "wildcards", 0, text, picture=drawn).to_dict()}

    await store.queue_outbox(table.id, notice("first body"), clock())
    env.bot.sender.wake()
    for _ in range(500):  # the store answers from its own thread, which settle cannot see
        if dying.is_set():
            break
        await asyncio.sleep(0.01)
        await env.settle()
    assert dying.is_set(), "Discord took the message and the record was under way"
    if replaced:
        await store.queue_outbox(table.id, notice("newer body"), clock())
    await env.restart_bot(await harness.bot())
    store = env.bot.service.store
    for _ in range(500):
        if all(row.sent is not None for row in await store.outbox(table.id)):
            break
        await asyncio.sleep(0.01)
        await env.settle()
    await env.settle()
    shown = [m.content for m in env.backend.messages[channel.id].values()
             if "body" in (m.content or "")]
    assert shown == ["newer body" if replaced else "first body"], shown
    assert all(len(m.attachments) == picture for m in env.backend.messages[channel.id].values()
               if "body" in (m.content or "")), "the picture shown once"
    creates = [r.json for r in env.http_requests
               if r.method == "POST" and r.path == f"/channels/{channel.id}/messages"
               and isinstance(r.json, dict) and "body" in r.json.get("content", "")]
    assert len(creates) == 2 and nonces.repeats == 1, "the row was created again"
    assert len({(c["nonce"], c["enforce_nonce"]) for c in creates}) == 1, "with its nonce"
    assert not env.errors
