"""Correspondence games (docs/playing.md, "Correspondence"): clocks in days that survive a
restart, the fallback exactly when a bank runs out, an AI at the second run-out, and real-time
games untouched.

Clocks, holidays, digests and timers are rows: the tests of them, and of a restart, run on both
stores (one title of the three over weeks: the rows are the same for each). Paces refused,
``/game mine``, a digest's choice of what to say and time left in words are the bot's work
above the store, run on SQLite (``any_store``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.bot.support import (
    Player,
    act_once,
    game_state,
    live_panel,
    make_player,
    open_table,
    refusal,
    said,
)

DAY, HOUR = 86400, 3600


def table_of(env: Any, channel: Any) -> Any:
    return env.bot.service.tables.open[channel.id]


def alone_to_act(env: Any, channel: Any, seat: int) -> bool:
    state = game_state(env.bot, channel.id)
    return state is not None and state.to_act() == [seat]


async def play_others(env: Any, channel: Any, players: list[Any], absent: int) -> None:
    """Everyone but seat ``absent`` decides at once, until only that seat must act."""
    for _ in range(200):
        state = game_state(env.bot, channel.id)
        if state is None or state.to_act() == [absent]:
            return
        seat = next(s for s in state.to_act() if s != absent)
        await act_once(env, players[seat], live_panel(env, players[seat]))


async def corr_table(env: Any, pace: str = "correspondence 3d+1d") -> tuple[Any, Any, list]:
    guild = env.create_guild()
    channel = guild.create_text_channel("post")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), pace=pace)
    return guild, channel, [alice, bob]


async def test_a_bank_runs_out_exactly_when_the_clock_says_then_an_ai_takes_over(
        simcord_env: Any, harness: Any) -> None:
    env = simcord_env
    _, channel, players = await corr_table(env)
    assert table_of(env, channel).table.pace
    await play_others(env, channel, players, absent=1)
    bob = players[1]
    state = game_state(env.bot, channel.id)
    version = state.version
    await env.advance_time(3 * DAY - 120)
    assert game_state(env.bot, channel.id).version == version, "no fallback before the bank ends"
    status = said(await players[0].member.slash(channel, "game status"))[0][0]
    assert "bob: 1 minute" in status or "bob: 2 minutes" in status, status
    assert not any((m.content or "").startswith("⏰ <@") for m in channel.history()), \
        "no reminder pings"
    await env.advance_time(180)
    await env.settle()
    assert game_state(env.bot, channel.id).version > version, "the fallback played"
    assert any("Time is up for bob" in (m.content or "") for m in channel.history())
    assert table_of(env, channel).table.seats[1].is_human, "one run-out: still bob's seat"
    # a restart in the middle: the grace day keeps its deadline
    await play_others(env, channel, players, absent=1)
    assert game_state(env.bot, channel.id) is not None, "bob has a next decision (fixed seed)"
    version = game_state(env.bot, channel.id).version
    await env.advance_time(12 * HOUR)
    await env.restart_bot(await harness.bot())
    await env.advance_time(12 * HOUR - 300)
    assert game_state(env.bot, channel.id).version == version, "the grace day still runs"
    await env.advance_time(600)
    await env.settle()
    game = env.bot.service.tables.open.get(channel.id)
    assert game is None or not game.table.seats[1].is_human, "the second run-out: an AI"
    dms = [m.content or "" for m in env.backend.messages.get(bob.user.dm_channel.id,
                                                             {}).values()]
    assert any("ran out twice" in t for t in dms), dms


async def test_a_move_adds_the_increment_and_status_says_it_in_words(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, players = await corr_table(env, "correspondence 2d+1d")
    state = game_state(env.bot, channel.id)
    seat = state.to_act()[0]
    await env.advance_time(1 * DAY + 4 * HOUR)
    await act_once(env, players[seat], live_panel(env, players[seat]))
    name = ("alice", "bob")[seat]
    if alone_to_act(env, channel, seat) or game_state(env.bot, channel.id) is None:
        return  # the same turn goes on: no increment yet
    status = said(await players[0].member.slash(channel, "game status"))[0][0]
    assert f"{name}: 1 day 20 hours left" in status, status


@pytest.mark.any_store
async def test_a_fixed_time_per_move_and_bad_paces(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("post")
    alice = make_player(guild, env, "alice")
    text = refusal(await alice.member.slash(channel, "game new", game="wildcards",
                                            pace="correspondence 4d/move"))
    assert "1, 2, 3, 7" in text, text
    text = refusal(await alice.member.slash(channel, "game new", game="wildcards",
                                            pace="slowly"))
    assert "is not a pace" in text, text
    assert env.bot.service.tables.open.get(channel.id) is None, "a refusal changes nothing"
    bob = make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,),
                     pace="correspondence 2d/move")
    status = said(await alice.member.slash(channel, "game status"))[0][0]
    assert "2 days a move" in status and "alice: 2 days left" in status, status


async def test_real_time_games_keep_their_turn_timer(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,), turn_timer=60)
    assert not table_of(env, channel).table.pace
    version = game_state(env.bot, channel.id).version
    await env.advance_time(61)
    await env.settle()
    assert game_state(env.bot, channel.id).version > version


async def test_a_server_default_pace(simcord_env: Any) -> None:
    import discord
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("post")
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[role])
    text = said(await mod.slash(channel, "game settings", pace="correspondence 5d+12h"))[0][0]
    assert "5 days + 12 hours a move" in text, text
    bad = refusal(await mod.slash(channel, "game settings", pace="5x"))
    assert "is not a pace" in bad
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    await open_table(env, channel, alice, "wildcards", joiners=(bob,))
    assert '"bank": 432000.0' in table_of(env, channel).table.pace


@pytest.mark.whole_game
async def test_a_game_over_days_with_a_holiday_in_the_middle(simcord_env: Any,
                                                              harness: Any) -> None:
    """Each player takes most of a day a move; bob's week away holds his clock (nothing fires
    during it, his table says so, real time passes); after it the game goes on to its end."""
    env = simcord_env
    guild, channel, players = await corr_table(env)
    alice, bob = players
    await play_others(env, channel, players, absent=1)
    await env.advance_time(DAY)
    before = game_state(env.bot, channel.id).version
    text = said(await bob.member.slash(channel, "game away", days=7))[0][0]
    assert "Away until" in text and "1 correspondence game" in text, text
    assert any("bob is away until" in (m.content or "") for m in channel.history())
    other = guild.create_text_channel("quick")
    carol, dave = make_player(guild, env, "carol"), make_player(guild, env, "dave")
    # a real-time game beside it, its timer two days: it fires (and plays) three times
    # during the week, which shows it is not paused (not thirty times: each is a whole move)
    await open_table(env, other, carol, "wildcards", joiners=(dave,), turn_timer=2 * DAY)
    quick = game_state(env.bot, other.id).version
    refused = refusal(await bob.member.slash(channel, "game away", days=3))
    assert "already" in refused, refused
    for _ in range(7):
        await env.advance_time(DAY)
    await env.settle()
    assert game_state(env.bot, channel.id).version == before, "nothing fires during a holiday"
    assert game_state(env.bot, other.id) is None or \
        game_state(env.bot, other.id).version > quick, "real-time games are not paused"
    status = said(await alice.member.slash(channel, "game status"))[0][0]
    assert "bob: 2 days left" in status, status
    await env.restart_bot(await harness.bot())
    await env.advance_time(2 * DAY - 600)
    assert game_state(env.bot, channel.id).version == before, "2 days left after the holiday"
    await env.advance_time(1200)
    await env.settle()
    assert game_state(env.bot, channel.id).version > before, "then the fallback"
    for _ in range(400):  # both play on, a few hours a move, to the end
        state = game_state(env.bot, channel.id)
        if state is None:
            break
        await env.advance_time(5 * HOUR)
        for seat in state.to_act():
            panel = live_panel(env, players[seat])
            if panel is not None:
                await act_once(env, players[seat], panel)
                break
    assert game_state(env.bot, channel.id) is None, "the game ended"


async def test_back_ends_a_holiday_and_the_allowance_is_kept(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, players = await corr_table(env)
    alice, bob = players
    await play_others(env, channel, players, absent=1)
    before = game_state(env.bot, channel.id).version
    refusal_text = refusal(await bob.member.slash(channel, "game back"))
    assert "not away" in refusal_text
    said(await bob.member.slash(channel, "game away", days=20))
    await env.advance_time(DAY)
    text = said(await bob.member.slash(channel, "game back"))[0][0]
    assert "Welcome back" in text, text
    status = said(await alice.member.slash(channel, "game status"))[0][0]
    assert "bob: 3 days left" in status, status
    too_long = refusal(await bob.member.slash(channel, "game away", days=30))
    assert "29 days" in too_long, too_long  # one day of the 20 was taken, 19 came back
    await env.advance_time(3 * DAY + 60)
    await env.settle()
    assert game_state(env.bot, channel.id).version > before


@pytest.mark.any_store
async def test_mine_lists_a_person_s_games_across_three_servers(simcord_env: Any) -> None:
    env = simcord_env
    alice_user = env.create_user("alice")
    channels = []
    for n in range(3):
        guild = env.create_guild()
        channel = guild.create_text_channel(f"post{n}")
        alice = Player(guild.add_member(alice_user), random.Random(f"a{n}"))
        bob = make_player(guild, env, f"bob{n}")
        await open_table(env, channel, alice, "wildcards", joiners=(bob,),
                         pace="correspondence" if n else None)
        channels.append((guild, channel, alice))
    guild, channel, alice = channels[0]
    answer = await alice.member.slash(channel, "game mine")
    text, ephemeral = said(answer)[0]
    assert ephemeral, "ephemeral in a server"
    assert "Your 3 open games" in text, text
    for guild, channel, _ in channels:
        assert f"<#{channel.id}>" in text
        assert f"https://discord.com/channels/{guild.id}/{channel.id}/" in text
    assert text.count("left") == 2, "time left at the two correspondence tables"
    assert "your decision](https://discord.com/channels/@me/" in text, text
    in_dm = said(await alice_user.slash("game mine"))
    assert "Your 3 open games" in in_dm[0][0] and not in_dm[0][1], "a DM answer is plain"


SILENT = 1 << 12  # Discord's SUPPRESS_NOTIFICATIONS


def notifying_dms(env: Any, player: Any) -> list[str]:
    """The DMs that notified the player: new, not silent, not an ephemeral answer."""
    from tests.bot.support import EPHEMERAL
    return [m.content or "" for m in env.backend.messages.get(player.user.dm_channel.id,
                                                               {}).values()
            if not m.flags & (SILENT | EPHEMERAL)]


@pytest.mark.any_store
async def test_a_daily_digest_instead_of_a_dm_per_turn(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    lobby = guild.create_text_channel("lobby")
    bad = refusal(await bob.member.slash(lobby, "game settings-me", notify="digest",
                                         timezone="Mars/Olympus"))
    assert "not a time zone" in bad and "Europe/Amsterdam" in bad, bad
    text = said(await bob.member.slash(lobby, "game settings-me", notify="digest", hour=9,
                                       timezone="Europe/Amsterdam"))[0][0]
    assert "one digest a day at 09:00 (Europe/Amsterdam)" in text, text
    channels = [guild.create_text_channel(f"post{n}") for n in range(3)]
    for channel in channels:
        await open_table(env, channel, alice, "wildcards", joiners=(bob,),
                         pace="correspondence 7d/move")
    assert notifying_dms(env, bob) == [], "no DM per turn for a digest reader"
    assert notifying_dms(env, alice), "alice kept a DM per turn"
    for day in range(3):
        for _ in range(24):
            await env.advance_time(HOUR)
        await env.settle()
        digests = notifying_dms(env, bob)
        assert len(digests) == day + 1, digests  # one a day, however many games
        assert all("Your turn in" in d for d in digests), digests
        if day == 0:
            assert "Your turn in 3 games" in digests[0], digests
            for channel in channels:
                assert f"<#{channel.id}>" in digests[0]
        for _ in range(30):  # alice moves: bob's turns come without a notification
            panel = live_panel(env, alice)
            if panel is None:
                break
            await act_once(env, alice, panel)
        if day == 1 and (panel := live_panel(env, bob)) is not None:
            await act_once(env, bob, panel)  # his digest is edited; nothing notifies him
    assert len(notifying_dms(env, bob)) == 3
    pinged = {user for channel in channels for m in channel.history()
              for user in (getattr(m, "ping_user_ids", None) or [])}
    assert bob.id not in pinged, "a digest reader is not pinged in the channel either"
    assert alice.id not in pinged, "alice's one notification a turn is her DM panel"


def panel_of(env: Any, player: Any, channel: Any) -> Any:
    """The player's newest DM panel with controls for the table in ``channel`` (the digest,
    newer, has none)."""
    from tests.bot.support import EPHEMERAL, _has_controls, messages
    return next((m for m in messages(env, player.user.dm_channel.id)
                 if not m.flags & EPHEMERAL and _has_controls(m.components)
                 and f"<#{channel.id}>" in (m.content or "")), None) or live_panel(env, player)


def bob_due(env: Any, channel: Any, bob: Any) -> bool:
    state = game_state(env.bot, channel.id)
    table = env.bot.service.tables.open.get(channel.id)
    return state is not None and table is not None and any(
        table.table.seats[s].user_id == bob.id for s in state.to_act())


async def test_a_restart_neither_resends_the_day_s_digest_nor_skips_the_next(
        simcord_env: Any, harness: Any) -> None:
    """The day's digest is a row: after a restart on the same day no second one comes (and
    the one sent is still edited as turns change); the next day's comes at its hour."""
    from tests.bot.support import virtual_clock
    env = simcord_env
    guild = env.create_guild()
    alice, bob = make_player(guild, env, "alice"), make_player(guild, env, "bob")
    lobby = guild.create_text_channel("lobby")
    said(await bob.member.slash(lobby, "game settings-me", notify="digest", hour=9,
                                timezone="UTC"))
    channels = [guild.create_text_channel(f"post{n}") for n in range(2)]
    for channel in channels:
        await open_table(env, channel, alice, "wildcards", joiners=(bob,),
                         pace="correspondence 7d/move")
    assert all(bob_due(env, c, bob) for c in channels), "bob decides at both (fixed seed)"
    for _ in range(26):
        await env.advance_time(HOUR)
        if notifying_dms(env, bob):
            break
    await env.settle()
    first = notifying_dms(env, bob)
    assert len(first) == 1 and "Your turn in 2 games" in first[0], first
    hour = int(virtual_clock() % DAY // HOUR)
    assert hour >= 9, hour

    await env.restart_bot(await harness.bot())
    for _ in range(30):  # bob plays at one table: his digest must change, not come again
        if not bob_due(env, channels[0], bob):
            break
        await act_once(env, bob, panel_of(env, bob, channels[0]))
    assert not bob_due(env, channels[0], bob)
    for _ in range(23 - hour):  # the rest of the same day
        await env.advance_time(HOUR)
    await env.settle()
    same_day = notifying_dms(env, bob)
    assert len(same_day) == 1, f"a restart sent the day's digest again: {same_day}"
    assert "Your turn in 1 game" in same_day[0], "the digest sent before the restart is edited"

    for _ in range(13):  # past 9:00 of the next day (a round runs just after each hour)
        await env.advance_time(HOUR)
    await env.settle()
    digests = notifying_dms(env, bob)
    assert len(digests) == 2, f"the next day's digest came: {digests}"


@pytest.mark.any_store
async def test_time_left_in_words_in_the_table_message_picture_and_panel(
        simcord_env: Any) -> None:
    """Where a Discord timestamp does not show (a picture, a phone's notification), a
    correspondence clock is said in words: under the table picture each person's time left,
    in the table message the time of the seat deciding, on the DM panel the decision's time."""
    from tests.bot.support import decode_picture, messages
    env = simcord_env
    _, channel, players = await corr_table(env, "correspondence 2d+12h")
    state = game_state(env.bot, channel.id)
    table = next(m for m in messages(env, channel.id) if m.attachments)
    assert "⏳ 2 days left (until <t:" in table.content, table.content
    view = decode_picture(env.backend.cdn.get(table.attachments[0]["url"]))["view"]
    clocks = {c["name"]: (c["left"], c["deciding"]) for c in view["clocks"]}
    deciding = {("alice", "bob")[s] for s in state.to_act()}
    assert clocks == {n: ("2 days", n in deciding) for n in ("alice", "bob")}, clocks
    seat = state.to_act()[0]
    panel = live_panel(env, players[seat])
    assert "⏳ 2 days for this decision (until <t:" in panel.content, panel.content
    await env.advance_time(DAY + 4 * HOUR)
    other = ("alice", "bob")[1 - seat]
    said(await players[1 - seat].member.slash(channel, "game away", days=3))
    await act_once(env, players[seat], live_panel(env, players[seat]))
    table = next(m for m in messages(env, channel.id) if m.attachments)
    view = decode_picture(env.backend.cdn.get(table.attachments[0]["url"]))["view"]
    clocks = {c["name"]: c["left"] for c in view["clocks"]}
    assert clocks[other] in ("20 hours, on holiday: back in 3 days",  # deciding since the
                             "2 days, on holiday: back in 3 days"), clocks  # start, or not
    real = channel.guild.create_text_channel("quick")
    carol, dave = make_player(channel.guild, env, "carol"), make_player(channel.guild, env, "dave")
    await open_table(env, real, carol, "wildcards", joiners=(dave,), turn_timer=3600)
    quick = next(m for m in messages(env, real.id) if m.attachments)
    assert "clocks" not in decode_picture(env.backend.cdn.get(quick.attachments[0]["url"]))[
        "view"], "a real-time table's picture is the game's alone"


@pytest.mark.whole_game  # many steps: each gets the longer settle of a loaded machine
@pytest.mark.parametrize("game", [  # the clocks' rows are the same for every title
    pytest.param("wildlife", marks=pytest.mark.any_store), "wildcards",
    pytest.param("evolution", marks=pytest.mark.any_store)])
async def test_each_title_over_weeks_with_a_holiday_a_restart_and_a_bank_running_out(
        simcord_env: Any, harness: Any, game: str) -> None:
    """A week of moves six hours apart; bob's week away (a restart in the middle of it)
    during which nothing fires; then his bank runs out exactly when the clock says (the
    fallback), and his grace period too (an AI takes the seat and he is told)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("post")
    players = [make_player(guild, env, "alice"), make_player(guild, env, "bob")]
    await open_table(env, channel, players[0], game, joiners=(players[1],),
                     pace="correspondence 2d+1d")
    for _ in range(28):  # a week: each decision six hours after the one before
        state = game_state(env.bot, channel.id)
        assert state is not None
        await env.advance_time(6 * HOUR)
        seat = state.to_act()[0]
        await act_once(env, players[seat], live_panel(env, players[seat]))
    assert table_of(env, channel).table.seats[1].is_human, "nobody ran out meanwhile"
    await play_others(env, channel, players, absent=1)
    bob = players[1]
    await env.advance_time(6 * HOUR)
    version = game_state(env.bot, channel.id).version
    spare = env.bot.service.timers.time_left(table_of(env, channel), 1)
    said(await bob.member.slash(channel, "game away", days=7))
    for day in range(7):
        await env.advance_time(DAY)
        if day == 3:
            await env.restart_bot(await harness.bot())
    await env.settle()
    assert game_state(env.bot, channel.id).version == version, "nothing fired on holiday"
    left = env.bot.service.timers.time_left(table_of(env, channel), 1)
    assert left == pytest.approx(spare, abs=120), (left, spare)
    await env.advance_time(left - 300)
    await env.settle()
    assert game_state(env.bot, channel.id).version == version, "no fallback before the clock"
    await env.advance_time(600)
    await env.settle()
    assert game_state(env.bot, channel.id).version > version, "the fallback when it ran out"
    assert table_of(env, channel).table.seats[1].is_human, "one run-out: still bob's seat"
    await play_others(env, channel, players, absent=1)
    version = game_state(env.bot, channel.id).version
    grace = env.bot.service.timers.time_left(table_of(env, channel), 1)
    assert DAY - 120 <= grace <= DAY, grace  # one grace period: the increment, a day at least
    await env.advance_time(grace - 300)
    await env.settle()
    assert game_state(env.bot, channel.id).version == version
    assert table_of(env, channel).table.seats[1].is_human
    await env.advance_time(600)
    await env.settle()
    table = env.bot.service.tables.open.get(channel.id)
    assert table is None or not table.table.seats[1].is_human, "the second run-out: an AI"
    dms = [m.content or "" for m in env.backend.messages.get(bob.user.dm_channel.id,
                                                             {}).values()]
    assert any("ran out twice" in t for t in dms), dms


@pytest.mark.any_store
@pytest.mark.whole_game  # many steps: each gets the longer settle of a loaded machine
async def test_twelve_games_in_three_servers_one_list_and_one_digest_a_day(
        simcord_env: Any) -> None:
    """alice plays 12 correspondence games in 3 servers: ``/game mine`` lists all 12, each
    with whose turn it is and her time left as the clocks say; with the digest chosen for
    every server she gets one DM a day and none per move."""
    from bot.core.durations import long_duration
    env = simcord_env
    alice_user = env.create_user("alice")
    tables: list[tuple[Any, Any, Any]] = []  # (channel, alice there, her opponent)
    for n in range(3):
        guild = env.create_guild()
        alice = Player(guild.add_member(alice_user), random.Random(f"a{n}"))
        bob = make_player(guild, env, f"bob{n}")
        if n == 0:
            text = said(await alice.member.slash(guild.create_text_channel("lobby"),
                                                 "game settings-me", notify="digest", hour=9,
                                                 timezone="UTC", everywhere=True))[0][0]
            assert "every server" in text or "everywhere" in text.lower(), text
        for m in range(4):
            channel = guild.create_text_channel(f"post{n}{m}")
            await open_table(env, channel, alice, "wildcards", joiners=(bob,),
                             pace="correspondence 3d+1d")
            tables.append((channel, alice, bob))
    assert notifying_dms(env, tables[0][1]) == [], "no DM per turn for a digest reader"
    await env.advance_time(5 * HOUR)
    for channel, alice, _ in tables[::3]:  # she has bid at four tables: bob's turn there
        await act_once(env, alice, panel_of(env, alice, channel))
    await env.advance_time(2 * HOUR)

    answer = await tables[0][1].member.slash(tables[0][0], "game mine")
    text = "\n".join(t for t, _ in said(answer))
    assert "Your 12 open games" in text, text
    lines = [line for line in text.splitlines() if line.startswith("• ")]
    assert len(lines) == 12, lines
    for channel, alice, bob in tables:
        (line,) = [line for line in lines if f"<#{channel.id}>" in line]
        game = table_of(env, channel)
        seat = next(s.index for s in game.table.seats if s.user_id == alice.id)
        if seat in game.state.to_act():
            assert "**your turn**" in line, line
        else:
            assert f"waiting for {bob.member.name}" in line, line
        spare = env.bot.service.timers.time_left(game, seat)
        assert f"⏳ {long_duration('en', spare)} left" in line, (line, spare)

    for day in range(2):
        for _ in range(24):
            await env.advance_time(HOUR)
        await env.settle()
        for channel, _, bob in tables[: 6]:  # her opponents move: her turns come quietly
            if game_state(env.bot, channel.id) is not None and bob_due(env, channel, bob):
                await act_once(env, bob, panel_of(env, bob, channel))
        digests = notifying_dms(env, tables[0][1])
        assert len(digests) == day + 1, digests
        assert all(d.startswith("📬") for d in digests), digests
