"""A move's click is answered by the panel it leads to, in one response (docs/bot.md,
"Acknowledging, refusing"): not a deferral and then an edit, which costs a second request and
shows the mover their panel a round trip later. A click whose answer is slow is still
deferred within Discord's 3 seconds (SimCord refuses a first response after them, as Discord
does), and its panel then edits the deferred response."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.bot.support import as_message, first_button, live_panel, wildcards_for_two

UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE = 7, 6


def answers(env: Any, result: Any) -> list[tuple[str, str, int | None]]:
    """The bot's requests on the click's interaction: (method, what, callback type)."""
    token = result._interaction.token
    return [(entry.method, entry.path.rsplit("/", 1)[-1], (entry.json or {}).get("type"))
            for entry in env.backend.http_requests if token in entry.path]


async def a_click(env: Any) -> tuple[Any, str, str]:
    """A Wild Cards table of two, and alice's first bid clicked on her DM panel; returns the
    click's result and the panel's text before and after."""
    _, alice, _ = await wildcards_for_two(env)
    panel = live_panel(env, alice)
    assert panel is not None
    before = panel.content
    result = await alice.user.click(as_message(env, panel), custom_id=first_button(panel))
    await env.advance_time(5)
    await env.settle()
    return result, before, env.backend.get_message(panel.channel_id, panel.id).content


@pytest.mark.any_store
async def test_a_moves_click_is_answered_by_its_panel_in_one_response(simcord_env):
    env = simcord_env
    result, before, after = await a_click(env)
    assert answers(env, result) == [("POST", "callback", UPDATE_MESSAGE)]
    assert after != before and after.startswith("✅"), "the clicked panel shows what was done"
    # the answered line stays in the DM after the turn: it says who came next, which stays
    # true, not "waiting for bob", which is false once bob has moved
    assert "— next: bob." in after and "waiting" not in after, after


@pytest.mark.any_store
async def test_a_slow_answer_is_deferred_within_three_seconds_then_edits(simcord_env):
    env = simcord_env
    autoplay = env.bot.autoplay
    answer = autoplay.answer

    async def slow(source: Any, outcome: Any) -> None:  # a busy moment before the answer
        await asyncio.sleep(3.5)
        await answer(source, outcome)

    autoplay.answer = slow
    result, before, after = await a_click(env)
    assert answers(env, result) == [("POST", "callback", DEFERRED_UPDATE_MESSAGE),
                                    ("PATCH", "@original", None)]
    assert after != before and after.startswith("✅"), "the deferred panel shows what was done"
