"""SimCord below discord.py's own HTTP client, so its retries run in the tests.

SimCord replaces ``HTTPClient.request`` and the webhook adapter's ``request`` (the functions
that hold discord.py's retry loops for 429 and 5xx) with direct calls into its in-memory
Discord. Here they are put back, and what SimCord replaces instead is the aiohttp session
underneath: ``Transport.request`` turns discord.py's real request (JSON text or a multipart
form with the files) into a call of SimCord's router and answers like Discord's HTTP API,
including the status of an injected fault (``env.inject_error``). A 429 carries Discord's
``Via`` header and a JSON ``retry_after`` (from the fault's message when it is JSON), so
discord.py's own rate-limit handling runs exactly as on real Discord; a fault whose message is
``{"cloudflare": true}`` answers as Cloudflare's ban does: a 429 with an HTML page and no
``Via`` header.

``install(monkeypatch)`` applies it for one test (tests/bot/conftest.py does, for every test of
the Discord layer); ``install_for_good()`` for a benchmark process.
"""

from __future__ import annotations

import asyncio
import io
import json
from dataclasses import dataclass
from typing import Any

import aiohttp
import pytest
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter
from simcord.backend.errors import BackendError
from simcord.http import client as simcord_client
from simcord.http import router

JSON = "application/json"


@dataclass
class Upload:
    """A file as SimCord's routes read it (``filename``, ``fp``, ``description``)."""

    filename: str
    fp: io.BytesIO
    description: str | None = None


class Response:
    """Enough of ``aiohttp.ClientResponse`` for discord.py's request loops."""

    def __init__(self, status: int, body: Any = None, headers: dict[str, str] | None = None
                 ) -> None:
        self.status = status
        self.reason = "OK" if status < 400 else "Error"
        self.headers = dict(headers or {})
        self._text = ""
        if body is not None:
            self._text = json.dumps(body)
            self.headers["content-type"] = JSON

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def read(self) -> bytes:
        return self._text.encode()

    async def json(self) -> Any:
        return json.loads(self._text)

    async def __aenter__(self) -> Response:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class Transport:
    """The aiohttp session of a SimCord bot: requests go to SimCord's router."""

    def __init__(self, backend: Any, message_content_access: bool = True) -> None:
        self.backend = backend
        self.message_content_access = message_content_access
        self.closed = False

    def request(self, method: str, url: str, *, data: Any = None, params: Any = None,
                headers: dict[str, str] | None = None, **_: Any) -> Response:
        payload, files = _body(data)
        reason = (headers or {}).get("X-Audit-Log-Reason")
        try:
            result = router.dispatch(
                self.backend, method, simcord_client._path_of(url), json=payload,
                params=params, files=files, reason=reason,
                message_content_access=self.message_content_access)
        except BackendError as error:
            return _error(error)
        return Response(200 if result is not None else 204, result)

    async def close(self) -> None:
        self.closed = True


def _body(data: Any) -> tuple[Any, list[Upload]]:
    """The JSON payload and the files of a request as discord.py sends it."""
    if data is None:
        return None, []
    if isinstance(data, str | bytes):
        return json.loads(data), []
    if isinstance(data, aiohttp.FormData):
        payload: Any = None
        files: list[Upload] = []
        for options, _, value in data._fields:
            name = options.get("name")
            if name == "payload_json":
                payload = json.loads(value)
            elif "filename" in options:
                raw = value.read() if hasattr(value, "read") else bytes(value)
                files.append(Upload(options["filename"], io.BytesIO(raw)))
        # Discord reads each file's alt text from the payload's ``attachments`` (by index)
        described = {str(a.get("id")): a.get("description")
                     for a in (payload or {}).get("attachments", []) if isinstance(a, dict)}
        for index, upload in enumerate(files):
            upload.description = described.get(str(index))
        return payload, files
    raise TypeError(f"unexpected request body {type(data).__name__}")


def _error(error: BackendError) -> Response:
    body = error.to_json()
    headers: dict[str, str] = {}
    if error.status == 429:
        try:
            limit = json.loads(error.message)
        except (TypeError, ValueError):
            limit = {}
        if limit.get("cloudflare"):
            return Banned()
        body = {"message": "You are being rate limited.",
                "retry_after": float(limit.get("retry_after", 0.01)),
                "global": bool(limit.get("global", False)), "code": error.code}
        headers["Via"] = "1.1 google"
    return Response(error.status, body, headers)


class Banned(Response):
    """Cloudflare's answer to a banned IP: a 429 and a page of HTML, no ``Via`` header."""

    def __init__(self) -> None:
        super().__init__(429)
        self._text = "<html><body>Error 1015: You are being rate limited.</body></html>"
        self.headers["content-type"] = "text/html"


def _http_init(original: Any) -> Any:
    def init(self: Any, backend: Any, loop: Any, **kwargs: Any) -> None:
        original(self, backend, loop, **kwargs)
        self._HTTPClient__session = Transport(
            backend, kwargs.get("message_content_access", True))
        self._global_over = asyncio.Event()  # what the real static_login sets up
        self._global_over.set()
    return init


def _adapter_init(original: Any) -> Any:
    def init(self: Any, backend: Any, **kwargs: Any) -> None:
        original(self, backend, **kwargs)
        self._locks = {}
    return init


def _patches() -> list[tuple[Any, str, Any]]:
    fake_http, fake_adapter = simcord_client.FakeHTTPClient, simcord_client.FakeWebhookAdapter
    return [(fake_http, "request", HTTPClient.request),
            (fake_http, "__init__", _http_init(fake_http.__init__)),
            (fake_adapter, "request", AsyncWebhookAdapter.request),
            (fake_adapter, "__init__", _adapter_init(fake_adapter.__init__))]


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's real request loops over SimCord, for one test."""
    for owner, name, value in _patches():
        monkeypatch.setattr(owner, name, value)


def install_for_good() -> None:
    """The same for a whole process (a benchmark)."""
    for owner, name, value in _patches():
        setattr(owner, name, value)
