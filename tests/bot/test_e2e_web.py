"""The table on the web (docs/web.md), through the unmodified bot over SimCord and a real
aiohttp server on this machine: the link on the table message, the public page and its live
updates, a seat's private page whose click takes the path of a Discord click, the refusals,
and what never leaks (a seat's link never in a channel, a hand never on the public page)."""

from __future__ import annotations

import asyncio
import re
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import pytest

from bot.messages.controls.grammar import b36
from tests.bot.support import (
    controls,
    game_state,
    knowledge,
    make_player,
    messages,
    open_table,
    play_to_end,
    said,
    seat_to_act,
    wildcards_for_two,
)

PUBLIC = "http://table.test"
WEB = pytest.mark.bot_settings(public_url=PUBLIC, port=0)


def links(stored: Any) -> list[str]:
    """The addresses of a message's link buttons."""
    return [c["url"] for row in stored.components or [] for c in row.get("components", [])
            if c.get("url")]


def local(env: Any, url: str) -> str:
    """A public address of the page, on the port the bot's web server listens on here."""
    port = env.bot.web.runner.addresses[0][1]
    return f"http://127.0.0.1:{port}{urlsplit(url).path}"


async def get(env: Any, url: str, **headers: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(local(env, url),
                                                               headers=headers) as r:
        return r.status, await r.text()


def table_link(env: Any, channel: Any) -> str:
    found = [u for m in messages(env, channel.id) for u in links(m) if "/t/" in u]
    assert found, "the live table message links to its web page"
    return found[0]


def seat_link(env: Any, player: Any) -> str:
    dm = player.user.dm_channel
    found = [u for m in messages(env, dm.id) for u in links(m) if "/s/" in u]
    assert found, "the DM panel links to the seat's own page"
    return found[0]


@WEB
@pytest.mark.any_store
async def test_the_public_page_shows_the_table_and_no_hand(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    url = table_link(env, channel)
    assert url.startswith(PUBLIC + "/t/")
    status, page = await get(env, url + "/", **{"Accept-Language": "nl-NL,nl;q=0.9"})
    assert status == 200
    assert '<html lang="nl">' in page and "Spelers" in page
    assert "alice" in page and "bob" in page
    assert "hand.png" not in page and "Je hand" not in page
    k = await knowledge(env.bot.service, channel.id)
    leaked = [t for t in k.forbidden_for(None) if t in page]
    assert leaked == []
    # nothing of a seat's own page reaches a channel
    assert not [u for m in messages(env, channel.id) for u in links(m) if "/s/" in u]
    # the table's picture is served as a PNG
    async with aiohttp.ClientSession() as session, session.get(
            local(env, url + "/table.png")) as r:
        assert r.status == 200 and (await r.read()).startswith(b"\x89PNG")


@WEB
@pytest.mark.any_store
async def test_a_click_on_the_seat_page_plays_like_a_discord_click(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    player = seat_to_act(env, channel.id, [alice, bob])
    assert player is not None
    state = game_state(env.bot, channel.id)
    seat = state.to_act()[0]
    url = seat_link(env, player)
    status, page = await get(env, url + "/")
    assert status == 200
    offered = set(re.findall(r'name="code" value="([^"]+)"', page)) | {
        f"bid:{n}" for n in re.findall(r'<option value="bid:(\d+)"', page)}
    legal = {a.code for a in state.legal_actions(seat)}
    assert offered and offered <= legal | {c for c in offered if "|" in c}
    k = await knowledge(env.bot.service, channel.id)
    assert [t for t in k.forbidden_for(seat) if t in page] == []
    version = state.version
    code = sorted(offered)[0]
    panel_before = [m.id for m in messages(env, player.user.dm_channel.id)]
    async with aiohttp.ClientSession() as session:
        async with session.get(local(env, url + "/events")) as events:
            assert (await events.content.readline()).decode().strip() == "retry: 2000"
            await events.content.readline()
            first = await asyncio.wait_for(events.content.readline(), 5)
            assert first.decode().strip() == f"data: {version}"
            await events.content.readline()
            async with session.post(local(env, url + "/act"), allow_redirects=False,
                                    data={"version": str(version), "code": code}) as r:
                assert r.status == 303
            assert game_state(env.bot, channel.id).version > version
            moved = (await asyncio.wait_for(events.content.readline(), 2)).decode().strip()
            assert moved.startswith("data: ") and int(moved[6:]) > version
    await env.settle()  # the page closed: the bot's own work can settle
    async with aiohttp.ClientSession() as session:
        # the DM followed: its panel for that decision is answered (no live control left on it)
        dm = list(messages(env, player.user.dm_channel.id))
        stale = [c["custom_id"] for m in dm for c in controls(m)
                 if f":{b36(version)}:{seat}" in c["custom_id"]]
        assert stale == [], "the DM panel of the decision made on the web is answered"
        assert any(m.content.startswith("✅") for m in dm if m.id in panel_before)
        # the same choice again, from the page now out of date: Discord's own words
        async with session.post(local(env, url + "/act"), allow_redirects=True,
                                data={"version": str(version), "code": code}) as r:
            assert r.status == 200
            assert "out of date" in (await r.text()).lower()


@WEB
@pytest.mark.any_store
async def test_a_wrong_or_expired_link_is_refused_in_words(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    player = seat_to_act(env, channel.id, [alice, bob])
    url = seat_link(env, player)
    forged = re.sub(r"/s/(\d+)\.(\d+)\.", lambda m: f"/s/{m[1]}.{1 - int(m[2])}.", url)
    status, page = await get(env, forged + "/")
    assert status == 403 and "not yours" in page
    status, page = await get(env, PUBLIC + "/t/999.abc/")
    assert status == 404 and "no table at this address" in page
    table_id = env.bot.service.tables.open[channel.id].table.id
    seat = game_state(env.bot, channel.id).to_act()[0]
    week_ago = env.bot.service.clock() - 8 * 24 * 3600   # a link from a panel of last week
    expired = f"{PUBLIC}/s/{env.bot.links.seat_token(table_id, seat, week_ago)}"
    status, page = await get(env, expired + "/")
    assert status == 403 and "out of date" in page
    version = game_state(env.bot, channel.id).version
    async with aiohttp.ClientSession() as session, session.post(
            local(env, expired + "/act"), data={"version": str(version), "code": "x"}) as r:
        assert r.status == 403
    assert game_state(env.bot, channel.id).version == version


@pytest.mark.any_store
async def test_without_a_web_table_no_message_links_to_one(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = await wildcards_for_two(env)
    assert env.bot.web is None
    for where in (channel.id, alice.user.dm_channel.id, bob.user.dm_channel.id):
        assert not [u for m in messages(env, where) for u in links(m)]


@WEB
@pytest.mark.any_store
@pytest.mark.whole_game
async def test_a_finished_game_links_its_replay_everywhere_it_is_named(simcord_env: Any,
                                                                      locales: Any) -> None:
    """The result message, ``/game history`` and ``/game replay`` link the game move by move,
    and the page is there; the last table message still opens the (finished) table. The game
    has an AI seat and alice reads German: the same finished game shows her review, history
    and replay naming the seat in her words (tests/bot/test_e2e_seat_names.py)."""
    from tests.bot.test_e2e_seat_names import check_her_finished_game

    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    locales[alice.id] = "de"
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), ais=1)
    await play_to_end(env, channel, [alice, bob])
    replays = [u for m in messages(env, channel.id) for u in links(m) if "/r/" in u]
    assert len(replays) == 1, "the result links its replay once"
    result = next(m for m in messages(env, channel.id) if replays[0] in links(m))
    assert [u for u in links(result) if "/t/" in u], "and the table"
    status, page = await get(env, replays[0] + "/")
    assert status == 200 and "Moments that decided the game" in page
    listing = await bob.member.slash(channel, "game history")
    assert replays[0] in said(listing)[0][0]
    game_id = int(re.search(r"/r/(\d+)\.", replays[0])[1])
    answer = await alice.member.slash(channel, "game replay", game_id=game_id)
    assert replays[0] in links(answer.response)
    status, page = await get(env, table_link(env, channel) + "/")
    assert status == 200 and "Result" in page and "alice" in page
    assert page.index("<h2>Result</h2>") < page.index("<h2>The table</h2>"), \
        "the result comes first (on a phone, not two screens down)"
    await check_her_finished_game(env, channel, alice)
