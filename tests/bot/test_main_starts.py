"""Starts that no restart mends (docs/deploy.md, "Restarts"): ``wildtable`` exits with status
2 (which ``bot.launch`` and the systemd unit never restart) when the token has too few gateway
starts left for its shards (Discord resets a token after 1,000 IDENTIFYs a day), and when the
gateway closes with a fatal code (4004, 4010–4014). Discord here is a small HTTP and
websocket server on this machine's loopback, answering as Discord does."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord.gateway
import discord.http
import pytest
import yarl
from aiohttp import WSMsgType, web

from bot.__main__ import main

USER = {"id": "100", "username": "wildtable", "discriminator": "0", "avatar": None,
        "bot": True, "global_name": None}


def answer(data: dict[str, Any]) -> web.Response:
    """JSON as Discord sends it (discord.py reads a body as JSON only under exactly
    ``application/json``)."""
    return web.Response(body=json.dumps(data).encode(),
                        headers={"Content-Type": "application/json"})


@dataclass
class FakeDiscord:
    """``remaining`` gateway starts left; the gateway closes with ``close_code`` after the
    IDENTIFY. ``identifies`` counts the IDENTIFYs it got."""

    remaining: int = 1000
    close_code: int = 4004
    identifies: int = 0
    port: int = 0
    loop: asyncio.AbstractEventLoop = field(default_factory=asyncio.new_event_loop)

    def app(self) -> web.Application:
        app = web.Application()
        api = "/api/v10"

        async def me(_: web.Request) -> web.Response:
            return answer(USER)

        async def application(_: web.Request) -> web.Response:
            return answer({"id": "100", "name": "wildtable", "description": "",
                                      "icon": None, "bot_public": True,
                                      "bot_require_code_grant": False, "owner": USER,
                                      "verify_key": "0", "flags": 0})

        async def gateway(_: web.Request) -> web.Response:
            return answer({
                "url": f"ws://127.0.0.1:{self.port}", "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": self.remaining,
                                        "reset_after": 3_600_000, "max_concurrency": 1}})

        async def socket(request: web.Request) -> web.WebSocketResponse:
            ws = web.WebSocketResponse()
            await ws.prepare(request)
            await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000},
                                          "s": None, "t": None}))
            async for message in ws:
                if message.type == WSMsgType.TEXT and json.loads(message.data)["op"] == 2:
                    self.identifies += 1
                    await ws.close(code=self.close_code)
            return ws

        app.router.add_get(f"{api}/users/@me", me)
        app.router.add_get(f"{api}/oauth2/applications/@me", application)
        app.router.add_get(f"{api}/gateway/bot", gateway)
        app.router.add_get(f"{api}/gateway", gateway)
        app.router.add_get("/", socket)
        return app

    def start(self) -> None:
        ready = threading.Event()

        async def serve() -> None:
            runner = web.AppRunner(self.app())
            await runner.setup()
            site = web.TCPSite(runner, "127.0.0.1", 0)
            await site.start()
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            ready.set()

        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        asyncio.run_coroutine_threadsafe(serve(), self.loop)
        assert ready.wait(10)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)


@pytest.fixture
def discord_http() -> None:
    """Not SimCord's transport here (tests/bot/conftest.py): discord.py's own HTTP and
    websocket client talk to the loopback server."""


@pytest.fixture
def fake_discord(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Iterator[FakeDiscord]:
    fake = FakeDiscord()
    fake.start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{fake.port}/api/v10")
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY",
                        yarl.URL(f"ws://127.0.0.1:{fake.port}/"))
    monkeypatch.setenv("DISCORD_TOKEN", "a.fake.token")
    (tmp_path / "config.toml").write_text('[storage]\ndatabase = "db.sqlite3"\n')
    monkeypatch.chdir(tmp_path)
    yield fake
    fake.stop()


def test_too_few_gateway_starts_left_refuses_to_start(fake_discord, capsys):
    fake_discord.remaining = 1
    assert main(["--config", "config.toml", "--shards", "0-1", "--shard-count", "2"]) == 2
    err = capsys.readouterr().err
    assert "gateway starts for this token" in err and "Traceback" not in err
    assert fake_discord.identifies == 0, "not one IDENTIFY spent"


def test_a_tenth_of_the_days_starts_is_kept(fake_discord, capsys):
    """A crash loop stops with a tenth of the token's daily gateway starts left (100 of
    1,000), said in one line, without an IDENTIFY; one more start left and it connects."""
    fake_discord.remaining = 100
    assert main(["--config", "config.toml"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the last 10% (100) are kept" in err, err
    assert fake_discord.identifies == 0
    fake_discord.remaining = 101
    fake_discord.close_code = 4004
    assert main(["--config", "config.toml"]) == 2
    assert fake_discord.identifies == 1, "started: the gateway was reached"


@pytest.mark.parametrize("code", [4004, 4013, 4014])
def test_a_fatal_gateway_close_stops_with_status_2(fake_discord, capsys, code):
    fake_discord.close_code = code
    assert main(["--config", "config.toml"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("wildtable: Discord refused") and "Traceback" not in err
    assert fake_discord.identifies == 1
