"""A player's DM after a whole game reads as a short log (docs/playing.md, "DMs and
pictures"): one live panel per table; an answered panel shrinks to one line of what was done,
without its picture or controls; nothing stays clickable once it can no longer work, in the
DMs or in the channel; every picture carries alt text.

The whole games that check this (``support.check_tidy_dms``) are those of
tests/bot/test_e2e_games.py: one game per title serves both checks, since a whole WildLife game
costs over a minute. The tests here play a few moves of Wild Cards each."""

from __future__ import annotations

import random

import pytest

from tests.bot.support import (
    EPHEMERAL,
    Player,
    act_once,
    as_message,
    close_dms,
    controls,
    decode_picture,
    dm_messages,
    game_state,
    live_panel,
    make_player,
    open_table,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


async def test_a_wild_cards_dm_never_shows_a_hand_that_is_gone(simcord_env):
    """After each click (a bid, a Refill discard, a pick), every DM message that still shows
    a picture shows the player's hand as it is now: a card just bid is out of it."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    checked = 0
    for _ in range(40):
        player = next((p for p in (alice, bob) if live_panel(env, p) is not None), None)
        if player is None or game_state(env.bot, channel.id) is None:
            break
        await act_once(env, player, live_panel(env, player))
        await env.settle()
        state = game_state(env.bot, channel.id)
        if state is None:
            break
        for seat, who in enumerate((alice, bob)):
            hand = sorted(c["code"] for c in state.view(seat)["hand"])
            for stored in dm_messages(env, who):
                for attachment in stored.attachments:
                    name = attachment["filename"] if isinstance(attachment, dict) \
                        else attachment.filename
                    data = next(d for url, d in env.backend.cdn._blobs.items()
                                if url.endswith("/" + name))
                    drawn = decode_picture(data)["view"]
                    assert sorted(c["code"] for c in drawn["hand"]) == hand, stored.content
                    checked += 1
    assert checked > 5


async def test_a_bid_from_my_hand_leaves_no_picture_of_the_old_hand(simcord_env):
    """A bid made from the ephemeral My hand panel: its answer says what was done, without
    the picture of the hand the bid card has left."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await close_dms(env, bob)   # the table carries My hand only while someone needs it
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    table = next(m for m in env.backend.messages[channel.id].values()
                 if any(c["custom_id"].startswith("wt:h:") for c in controls(m)))
    hand_id = next(c["custom_id"] for c in controls(table) if c["custom_id"].startswith("wt:h:"))
    await alice.member.click(as_message(env, table), custom_id=hand_id)
    panel = next(m for m in reversed(list(env.backend.messages[channel.id].values()))
                 if m.flags & EPHEMERAL and controls(m))
    assert panel.attachments, "My hand shows the hand"
    await act_once(env, alice, panel)
    await env.settle()
    answered = env.backend.messages[channel.id][panel.id]
    assert answered.content.startswith("✅") and not answered.attachments
    assert not controls(answered)


@pytest.mark.any_store
async def test_a_dm_panel_names_the_server_of_its_table(simcord_env):
    """Two servers each with a #table: a person seated at both tells their panels apart."""
    env = simcord_env
    person = env.create_user("alice")
    seen = {}
    for server in ("Board Gamers", "Family"):
        guild = env.create_guild(server)
        channel = guild.create_text_channel("table")
        alice = Player(guild.add_member(person), random.Random(1))
        bob = make_player(guild, env, "bob")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,))
        await env.settle()
        seen[server] = [m.content for m in env.backend.messages[
            alice.user.dm_channel.id].values() if f"<#{channel.id}>" in m.content]
    assert seen["Board Gamers"] and all("> (Board Gamers)" in c for c in seen["Board Gamers"])
    assert seen["Family"] and all("> (Family)" in c for c in seen["Family"])
