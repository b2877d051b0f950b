"""No input can hurt: odd digits, very long text, right-to-left and zero-width characters,
oversized ids: each gets one clear answer within Discord's limits, and nothing changes."""

from __future__ import annotations

import pytest

from bot.ui.inputs import parse_amount, whole_number
from tests.bot.support import (
    emit_click,
    game_state,
    make_player,
    open_table,
    said,
)

# What this module checks happens above the store, so it runs on SQLite only (the store's
# own tests run on both).
pytestmark = pytest.mark.any_store


LONG = "x" * 3000
ODD = "\u202edragons\u200b\u200d"  # right-to-left override, zero-width space and joiner


def test_numbers_are_read_in_any_digits_and_nothing_else():
    assert whole_number("５") == 5 and whole_number("²") == 2 and whole_number(" 12 ") == 12
    assert whole_number("1e3") is None and whole_number("-3") is None and whole_number("") is None
    assert parse_amount("１４", [3, 14]) == 14


def one_answer(result) -> str:
    texts = [text for text, _ in said(result)]
    assert len(texts) == 1, texts
    assert len(texts[0]) <= 2000 and all(eph for _, eph in said(result))
    return texts[0]


async def test_odd_and_oversized_input_gets_one_short_answer(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    text = one_answer(await alice.member.slash(channel, "game new", game="wildcards",
                                               options=LONG))
    assert "has no option" in text and "…" in text
    one_answer(await alice.member.slash(channel, "game new", game="wildcards",
                                        options=f"talisman_seat={ODD}"))
    one_answer(await alice.member.slash(channel, "game new", game="dragons" + ODD))
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    version = game_state(env.bot, channel.id).version
    for typed in (LONG[:100], ODD, "²", "５"):
        one_answer(await alice.member.slash(channel, "game play", choice=typed))
    one_answer(await alice.member.slash(channel, "game play", choice="bid:F1", game="²"))
    assert game_state(env.bot, channel.id).version == version
    stored = next(iter(env.backend.messages[channel.id].values()))
    forged = "wt:a:1:1:1:1:" + "x" * 60 + "y" * 40  # template-shaped, over 100 characters
    result = emit_click(env, alice.id, stored, forged, guild_id=guild.id)
    await env.settle()
    assert "not valid" in one_answer(result)
    assert not env.errors
