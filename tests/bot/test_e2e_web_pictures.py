"""The pictures the web table sends (docs/web.md) hold nothing their reader may not see: the
public page's table picture is drawn from the public view only, a seat's page gets its own
hand and the public table, never another seat's hand. The pictures are real PNGs drawn by
the renderers; each response is traced to the view it was drawn from (by its bytes, so a
picture served from the server's cache is checked too) and that view is checked against
every view the replayed log gave the public and each seat."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

import aiohttp
import pytest

import renderers
from tests.bot.support import (
    act_once,
    knowledge,
    live_panel,
    table_key,
    wildcards_for_two,
)
from tests.bot.test_e2e_web import WEB, local, seat_link, table_link

MOVES = 8


@WEB
@pytest.mark.any_store
async def test_the_web_pictures_show_each_reader_only_their_own(
        simcord_env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    env = simcord_env
    drawn: dict[bytes, tuple[str, dict[str, Any]]] = {}   # each PNG drawn: (kind, view)
    for kind in ("table", "hand"):
        real = getattr(renderers, f"render_{kind}")

        def traced(game: str, view: dict[str, Any], lang: str = "en", *,
                   _real: Any = real, _kind: str = kind) -> bytes | None:
            png = _real(game, view, lang)
            if png is not None:
                drawn[png] = (_kind, view)
            return png

        monkeypatch.setattr(renderers, f"render_{kind}", traced)

    channel, alice, bob = await wildcards_for_two(env)
    players = {0: alice, 1: bob}
    public = table_link(env, channel)
    served: list[tuple[int | None, bytes]] = []   # (reader's seat or None, the PNG)
    links: dict[int, str] = {}

    async def fetch(url: str, reader: int | None) -> None:
        # a session of its own, closed before the next click: an open keep-alive connection
        # is work of the bot's web server that would never let the click settle
        async with aiohttp.ClientSession() as session, session.get(local(env, url)) as r:
            assert r.status == 200, url
            body = await r.read()
        assert body.startswith(b"\x89PNG"), url
        served.append((reader, body))

    for _ in range(MOVES):
        await fetch(public + "/table.png", None)
        for seat, player in players.items():
            with suppress(AssertionError):  # a panel with the link, while a decision is open
                links[seat] = seat_link(env, player)
            own = links[seat]   # a link keeps working while the game runs
            await fetch(own + "/hand.png", seat)
            await fetch(own + "/table.png", seat)
        mover = next((p for p in players.values() if live_panel(env, p) is not None), None)
        if mover is None:
            break
        await act_once(env, mover, live_panel(env, mover))
        await env.settle()

    k = await knowledge(env.bot.service, channel.id)
    hands = 0
    for reader, png in served:
        assert png in drawn, "every picture sent was drawn by the renderers"
        kind, view = drawn[png]
        key = table_key(view)
        if reader is None:
            assert kind == "table" and key in k.public_views, \
                "the public page got a picture of a view that is not public"
        elif kind == "hand":
            assert key in k.seat_views[reader], f"seat {reader} got a hand not its own"
            assert all(key not in views for s, views in enumerate(k.seat_views)
                       if s != reader), f"seat {reader} got another seat's hand"
            hands += 1
        else:
            assert key in k.public_views, f"seat {reader}'s table picture is not public"
    assert hands >= MOVES, "each seat's page got its hand picture as the game went on"
    assert len({png for _, png in served}) > 4, "the pictures followed the game"
