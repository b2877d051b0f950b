"""The web table's addresses (docs/web.md): a public one per table, a private one per seat.

Both are signed with the web secret (HMAC-SHA256), so nobody reaches a table by counting ids
(a table in a private thread stays private) and a seat's link works only for that seat of
that table, and only until it expires. Plain functions of the secret and the clock: the
Discord side puts them on buttons, the web server reads them back, and nothing is stored.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass

#: a seat's private link lasts a week: a correspondence game's panel is opened days later
SEAT_LINK_SECONDS = 7 * 24 * 3600.0


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


@dataclass(frozen=True)
class SeatPass:
    """What a valid seat link grants: one seat of one table."""

    table_id: int
    seat: int
    expires: int


@dataclass(frozen=True)
class WebLinks:
    """Makes and reads the web table's addresses under ``base`` (the public address)."""

    base: str
    secret: bytes

    @classmethod
    def derived(cls, base: str, secret: str) -> WebLinks:
        """Links signed with a key derived from ``secret`` (the configured web secret, or the
        bot's token): never the secret itself, so a leaked link tells nothing about it."""
        key = hmac.new(secret.encode(), b"wildtable web links", hashlib.sha256).digest()
        return cls(base.rstrip("/"), key)

    def _sign(self, text: str) -> str:
        return _b64(hmac.new(self.secret, text.encode(), hashlib.sha256).digest()[:12])

    def table_token(self, table_id: int) -> str:
        text = f"{table_id}"
        return f"{text}.{self._sign('t:' + text)}"

    def table_url(self, table_id: int) -> str:
        return f"{self.base}/t/{self.table_token(table_id)}"

    def replay_token(self, table_id: int) -> str:
        text = f"{table_id}"
        return f"{text}.{self._sign('r:' + text)}"

    def replay_url(self, table_id: int) -> str:
        return f"{self.base}/r/{self.replay_token(table_id)}"

    def seat_token(self, table_id: int, seat: int, now: float,
                   lasts: float = SEAT_LINK_SECONDS) -> str:
        text = f"{table_id}.{seat}.{int(now + lasts)}"
        return f"{text}.{self._sign('s:' + text)}"

    def seat_url(self, table_id: int, seat: int, now: float) -> str:
        return f"{self.base}/s/{self.seat_token(table_id, seat, now)}"

    def read_table(self, token: str) -> int | None:
        """The table a public token names, or None for a forged or malformed one."""
        found = self._read("t", token, 1)
        return found[0] if found else None

    def read_replay(self, token: str) -> int | None:
        found = self._read("r", token, 1)
        return found[0] if found else None

    def read_seat(self, token: str, now: float) -> SeatPass | None:
        """The seat a private token grants, or None when forged, malformed or expired."""
        found = self._read("s", token, 3)
        if not found or found[2] < now:
            return None
        return SeatPass(*found)

    def _read(self, kind: str, token: str, parts: int) -> tuple[int, ...] | None:
        *fields, signature = token.split(".")
        if len(fields) != parts or not all(f.isdigit() and len(f) < 20 for f in fields):
            return None
        expected = self._sign(f"{kind}:" + ".".join(fields))
        if not hmac.compare_digest(expected, signature):
            return None
        return tuple(int(f) for f in fields)
