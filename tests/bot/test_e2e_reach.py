"""The interaction tokens the bot keeps (bot/messages/reach.py; docs/bot.md, "On real
Discord"): only those that can post, for as long as Discord honours them."""

from __future__ import annotations

import datetime
import re

import discord
import pytest

from bot.messages.reach import LIFE, MARGIN
from tests.bot.support import (
    act_once,
    as_message,
    first_button,
    live_panel,
    make_player,
    open_table,
    seat_to_act,
    wildcards_for_two,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


TOKEN = re.compile(r"/interactions/\d+/([^/]+)/callback")


async def test_keystrokes_do_not_push_out_the_click_token(simcord_env):
    """Discord takes no follow-up on an autocomplete's token. Three keystrokes in ``/game
    play`` in the DM after a click must leave the click's token to carry the next panel."""
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    panel = live_panel(env, alice)
    before = len(env.backend.http_requests)
    await alice.user.click(as_message(env, panel), custom_id=first_button(panel))
    clicked = {m[1] for r in env.backend.http_requests[before:] if (m := TOKEN.search(r.path))}
    before = len(env.backend.http_requests)
    for typed in ("b", "bi", "bid"):
        await alice.user.autocomplete("game play", "choice", typed)
    typed_tokens = {m[1] for r in env.backend.http_requests[before:]
                    if (m := TOKEN.search(r.path))}
    assert typed_tokens and not typed_tokens & clicked
    for token in typed_tokens:  # as Discord: an autocomplete's token has no webhook
        env.inject_error("*", f"/webhooks/*/{token}*", status=404, code=10015,
                         message="Unknown Webhook", times=None)
    before = len(env.backend.http_requests)
    for _ in range(40):  # bob plays until alice must decide again (her next panel)
        player = seat_to_act(env, channel.id, [alice, bob])
        if player is None or player is alice:
            break
        await act_once(env, player, live_panel(env, player))
    await env.settle()
    assert seat_to_act(env, channel.id, [alice, bob]) is alice
    paths = [r.path for r in env.backend.http_requests[before:]]
    assert not any(t in p for p in paths for t in typed_tokens), "no keystroke token tried"
    assert any(t in p for p in paths for t in clicked), "alice's next panel: her click's token"


async def test_a_token_lives_from_the_interactions_creation(simcord_env):
    """A click that reaches the bot late (forwarded by another process, or after a stall)
    has less of its 15 minutes left: its token is kept until 15 minutes after its snowflake
    (less the margin), not 14 minutes after its arrival; one already too old is not kept."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    await env.settle()
    panel = live_panel(env, alice)
    reach = env.bot.delivery.reach

    def click_made(seconds_ago: float) -> discord.Interaction:
        made = env.now().timestamp() - seconds_ago
        snowflake = discord.utils.time_snowflake(
            datetime.datetime.fromtimestamp(made, tz=datetime.UTC))
        from simcord import interactions
        from simcord.enums import ComponentType, InteractionType

        _, data = interactions.base_payload(
            env.backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=panel.channel_id,
            guild_id=None, user_id=alice.id,
            data={"custom_id": "x", "component_type": ComponentType.BUTTON})
        data["id"] = str(snowflake)  # made ``seconds_ago``, seen now
        return discord.Interaction(data=data, state=env.bot._connection)

    reach.tokens.pop(alice.id, None)
    reach.remember(click_made(10 * 60))
    kept = reach.tokens[alice.id]
    assert abs(kept[0].until - (env.now().timestamp() - 10 * 60 + LIFE - MARGIN)) < 1
    reach.tokens.pop(alice.id, None)
    reach.remember(click_made(LIFE))
    assert alice.id not in reach.tokens
