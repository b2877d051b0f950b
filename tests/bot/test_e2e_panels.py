"""DM panels that explain themselves (docs/playing.md, "Everywhere"): several steps of one
decision in one select (Wild Cards' extra payment), refusals that say why, and a typed choice
that is not legal now answered with the engine's reason, not "out of date"."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.bot.support import (
    as_message,
    controls,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
    said,
    seat_to_act,
)
from words import say

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


async def wildcards(env, seed_options="talisman_seat=0"):
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), options=seed_options)
    return channel, alice, bob


def several_select(stored):
    return next((c for c in controls(stored) if c["custom_id"].startswith("wt:u:")), None)


async def test_a_payment_of_several_cards_is_one_select_and_a_confirm(simcord_env):
    """seed 002 phase 3: the bid pays extra cards until it holds as many cards as its value;
    the panel offers them as one select of exactly that many, then "Pay these"."""
    env = simcord_env
    channel, alice, bob = await wildcards(env)
    for _ in range(400):
        player = seat_to_act(env, channel.id, [alice, bob])
        panel = live_panel(env, player)
        select = several_select(panel) if panel else None
        if select is not None:
            break
        state = game_state(env.bot, channel.id)
        seat = state.to_act()[0]
        codes = [a.code for a in state.legal_actions(seat)]
        # bid high cards, so that payments of several cards come up
        code = max(codes, key=lambda c: (c.startswith(("bid:F", "bid:S", "bid:M")), c))
        await player.member.slash(channel, "game play", choice=code)
    else:
        raise AssertionError("no payment of several cards came up")
    count = select["min_values"]
    assert count >= 2 and select["max_values"] == count
    state = game_state(env.bot, channel.id)
    seat, version = state.to_act()[0], state.version
    chosen = [o["value"] for o in select["options"][:count]]
    asked = await player.user.select(as_message(env, panel), chosen,
                                     custom_id=select["custom_id"])
    assert game_state(env.bot, channel.id).version == version, "nothing before the confirm"
    question = env.backend.messages[panel.channel_id][panel.id]
    labels = [c.get("label") for c in controls(question)]
    assert question.content.startswith("Pay these: ") and labels == ["Pay these", "Back"]
    assert not [t for t, eph in said(asked) if eph], "no refusal"
    await player.user.click(as_message(env, question), label="Pay these")
    state = game_state(env.bot, channel.id)
    paid = [code for s, code in state.log[version:version + count] if s == seat]
    assert paid == [v.split("#")[0] for v in chosen], "the chosen cards, in one go"


async def test_a_typed_choice_that_is_not_legal_gets_the_engines_reason(simcord_env):
    """``bid:W9`` (shaped like an autocomplete value) is a code, not a version."""
    env = simcord_env
    channel, alice, _ = await wildcards(env)
    state = game_state(env.bot, channel.id)
    version = state.version
    with pytest.raises(IllegalAction) as reason:
        state.copy().apply(0, "bid:W9")
    text = refusal(await alice.member.slash(channel, "game play", choice="bid:W9"))
    assert text == say("en", reason.value.msg) and "out of date" not in text
    assert game_state(env.bot, channel.id).version == version


async def test_an_evolution_card_is_played_from_one_panel(simcord_env):
    """Playing a card (then a new species, or a species and its use) is chosen in one panel
    (docs/playing.md, "Evolution round"): the card's button shows every whole path; one pick plays
    the chain (seed 004 "Playing cards")."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "evolution", joiners=(bob,))
    for _ in range(20):
        state = game_state(env.bot, channel.id)
        if state.phase == "play":
            break
        player = seat_to_act(env, channel.id, [alice, bob])
        code = state.legal_actions(state.to_act()[0])[0].code
        await player.member.slash(channel, "game play", choice=code)
    player = seat_to_act(env, channel.id, [alice, bob])
    panel = live_panel(env, player)
    version = game_state(env.bot, channel.id).version
    button = next((c for c in controls(panel) if c["type"] == 2
                   and c["custom_id"].split(":", 6)[-1].startswith("card:")), None)
    if button is not None:
        code = button["custom_id"].split(":", 6)[-1]
        await player.user.click(as_message(env, panel), custom_id=button["custom_id"])
    else:
        select = next(c for c in controls(panel) if c["type"] == 3 and any(
            o["value"].startswith("card:") for o in c["options"]))
        code = next(o["value"] for o in select["options"] if o["value"].startswith("card:"))
        await player.user.select(as_message(env, panel), [code],
                                 custom_id=select["custom_id"])
    assert game_state(env.bot, channel.id).version == version, "showing the paths changes nothing"
    shown = env.backend.messages[panel.channel_id][panel.id]
    selects = [c for c in controls(shown) if c["type"] == 3]
    paths = [o["value"] for s in selects for o in s["options"]]
    assert paths and all(p.startswith(code + "|") for p in paths)
    assert "Back" in [c.get("label") for c in controls(shown)]
    chosen = next(p for p in paths if "|on:" in p) if any("|on:" in p for p in paths) else paths[0]
    await player.user.select(as_message(env, shown), [chosen], custom_id=selects[0]["custom_id"]
                             if chosen in [o["value"] for o in selects[0]["options"]]
                             else selects[1]["custom_id"])
    state = game_state(env.bot, channel.id)
    steps = chosen.split("|")
    assert [code for _, code in state.log[version:version + len(steps)]] == steps
