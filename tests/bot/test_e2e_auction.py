"""WildLife auction controls (docs/playing.md, "WildLife turn": the bidder whose turn it is gets
**Bid min · +1 · +2 · +5 · Amount… · Pass** in DM; the engine's legal bids are
engine/wildlife/auction.py ``bid_range``)."""

from __future__ import annotations

import pytest

from tests.bot.support import (
    as_message,
    controls,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
    seat_to_act,
)


async def to_first_auction_bid(env):
    """Three humans seed and the first player auctions a card, all typed with /game play;
    returns the channel, the players and the bidder whose turn it is."""
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    players = [make_player(guild, env, name) for name in ("alice", "bob", "carol")]
    await open_table(env, channel, players[0], "wildlife", joiners=tuple(players[1:]))
    for _ in range(80):
        state = game_state(env.bot, channel.id)
        if state.pending and state.pending.get("k") == "auction":
            return channel, players, seat_to_act(env, channel.id, players)
        player = seat_to_act(env, channel.id, players)
        seat = state.to_act()[0]
        codes = [a.code for a in state.legal_actions(seat)]
        code = next((c for c in codes if c.startswith("auction:")), codes[0])
        await player.member.slash(channel, "game play", choice=code)
    raise AssertionError("no auction reached")


def buttons(stored):
    return {c.get("label"): c["custom_id"] for c in controls(stored) if c.get("type") == 2}


def legal_bids(env, channel_id):
    state = game_state(env.bot, channel_id)
    return sorted(int(a.code[4:]) for a in state.legal_actions(state.to_act()[0])
                  if a.code.startswith("bid:"))


@pytest.mark.any_store
async def test_bidder_gets_min_steps_amount_and_pass(simcord_env):
    env = simcord_env
    channel, _, bidder = await to_first_auction_bid(env)
    bids = legal_bids(env, channel.id)
    labels = buttons(live_panel(env, bidder))
    assert f"Bid {bids[0]} (min)" in labels and "Amount…" in labels and "Pass" in labels
    # no bid yet (high 0): +1 and +2 are below the opening bid of 3, +5 bids 5
    assert [k for k in labels if k.startswith("+")] == ["+5 → 5"]
    assert len(labels) == 4, "one button per control, not one per legal bid"
    version = game_state(env.bot, channel.id).version
    await bidder.user.click(as_message(env, live_panel(env, bidder)), label="+5 → 5")
    state = game_state(env.bot, channel.id)
    assert state.version == version + 1 and state.pending["high"] == 5


@pytest.mark.any_store
async def test_pass_asks_once_more_and_back_changes_nothing(simcord_env):
    """Pass on an auction is irreversible (docs/playing.md, "WildLife turn") and asks once more
    while a bid within the bidder's food could win a card it can use (the first auction's
    bidder has its starting food); "Back" returns to the controls, "Pass anyway" passes."""
    env = simcord_env
    channel, _, bidder = await to_first_auction_bid(env)
    state = game_state(env.bot, channel.id)
    seat, version = state.to_act()[0], state.version
    assert min(legal_bids(env, channel.id)) <= state.food[seat]
    first = live_panel(env, bidder)
    await bidder.user.click(as_message(env, first), label="Pass")
    stored = env.backend.messages[first.channel_id][first.id]
    assert stored.content.startswith("Pass on the ") and "is within your" in stored.content
    assert set(buttons(stored)) == {"Pass anyway", "Back"}
    assert game_state(env.bot, channel.id).version == version
    await bidder.user.click(as_message(env, stored), label="Back")
    stored = env.backend.messages[first.channel_id][first.id]
    assert "Pass" in buttons(stored) and "Amount…" in buttons(stored)
    assert game_state(env.bot, channel.id).version == version
    await bidder.user.click(as_message(env, stored), label="Pass")
    stored = env.backend.messages[first.channel_id][first.id]
    await bidder.user.click(as_message(env, stored), label="Pass anyway")
    state = game_state(env.bot, channel.id)
    assert state.version == version + 1 and seat in state.pending["passed"]


@pytest.mark.any_store
async def test_amount_modal_plays_a_legal_bid_and_explains_an_illegal_one(simcord_env):
    env = simcord_env
    channel, _, bidder = await to_first_auction_bid(env)
    bids = legal_bids(env, channel.id)
    stored = live_panel(env, bidder)
    panel = as_message(env, stored)
    shown = await bidder.user.click(panel, label="Amount…")
    assert shown.modal is not None and len(shown.modal["title"]) <= 45
    version = game_state(env.bot, channel.id).version
    too_much = await bidder.user.submit_modal(shown, {"amount": str(bids[-1] + 1)})
    assert refusal(too_much) == (f"{bids[-1] + 1} is not a legal bid: you can bid from "
                                 f"{bids[0]} to {bids[-1]} food, or pass.")
    assert game_state(env.bot, channel.id).version == version
    shown = await bidder.user.click(panel, label="Amount…")
    await bidder.user.submit_modal(shown, {"amount": str(bids[-1])})
    state = game_state(env.bot, channel.id)
    # the highest bid leaves the others only "pass", which the bot plays for them (forced)
    assert state.log[version] == [state.log[version][0], f"bid:{bids[-1]}"]
    assert all(code == "pass" for _, code in state.log[version + 1:])
    answered = env.backend.messages[stored.channel_id][stored.id]
    if state.to_act() == [state.log[version][0]]:  # the bidder won and uses the card now
        assert "your move" in answered.content and controls(answered)
    else:
        assert answered.content.startswith(f"✅ Bid {bids[-1]} food")
        assert not [c for c in controls(answered) if not c["custom_id"].startswith("wt:z:")]


async def test_the_amount_modal_survives_a_restart(simcord_env, harness):
    """The modal is routed by its custom_id alone (views.py grammar ``wt:n:``): opened
    before a restart, submitted after it, the bid still counts."""
    env = simcord_env
    channel, _, bidder = await to_first_auction_bid(env)
    bids = legal_bids(env, channel.id)
    shown = await bidder.user.click(as_message(env, live_panel(env, bidder)), label="Amount…")
    version = game_state(env.bot, channel.id).version
    await env.restart_bot(await harness.bot())
    await bidder.user.submit_modal(shown, {"amount": str(bids[0])})
    state = game_state(env.bot, channel.id)
    assert state.version == version + 1 and state.pending["high"] == bids[0]
