"""The store interface both backends implement (bot/store/sqlite.py, bot/store/postgres.py);
the rows, errors and decoding rules they share are in bot/store/rows.py."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.store.rows import (
    NO_SENDS,
    GameRow,
    LogRow,
    Move,
    NewTimer,
    NotifyCallback,
    Outbox,
    OutboxRow,
    TimerRow,
    decode_settings,
    dumps,
    outbox_rows,
    seat_list,
    timer_rows,
)


class Listener(Protocol):
    async def close(self) -> None: ...


class Store(ABC):
    """The bot's database. ``await open_store(target)`` (bot/store/__init__.py) picks the
    backend: a ``postgresql://`` address opens PostgreSQL, anything else is a SQLite file.

    Every method is one transaction. Methods marked "guarded" raise ``VersionConflict`` (or a
    subclass) and write nothing when the stored game is not in the state the caller assumed.
    Writes that may take ``outbox`` record those sends in the same transaction.
    """

    shard_count: int = 1
    closed: bool = False  # set by close(): the connection (and aiosqlite's thread) is gone

    @abstractmethod
    async def close(self) -> None:
        ...

    @abstractmethod
    async def schema_version(self) -> int:
        ...

    # -- games ------------------------------------------------------------------------------
    @abstractmethod
    async def create_game(self, *, channel_id: int, guild_id: int | None, game: str,
                          host_id: int, options: dict[str, Any], seats: list[dict[str, Any]],
                          timer_seconds: float, now: float, outbox: Outbox = NO_SENDS,
                          lang: str = "en", hints: bool = False, pace: str = "") -> int:
        """A new lobby; its id. ``ChannelBusy`` when the channel has an open game."""

    @abstractmethod
    async def update_lobby(self, game_id: int, *, host_id: int, seats: list[dict[str, Any]],
                           now: float, expected_revision: int | None = None,
                           outbox: Outbox = NO_SENDS) -> int:
        """Guarded (a lobby; the revision when given): new host and seats. The new revision."""

    @abstractmethod
    async def update_seats(self, game_id: int, seats: list[dict[str, Any]], now: float,
                           *, clear_timers_for: Sequence[int] = (),
                           timers: Sequence[NewTimer] = (),
                           expected_revision: int | None = None, outbox: Outbox = NO_SENDS) -> int:
        """Guarded (a running game; the revision when given): who plays the seats mid-game,
        with their timers. The new revision."""

    @abstractmethod
    async def set_messages(self, game_id: int, messages: dict[str, int], now: float,
                           *, expected_revision: int | None = None) -> int:
        """Guarded (not cancelled; the revision when given): the remembered message ids."""

    @abstractmethod
    async def start_game(self, game_id: int, *, seats: list[dict[str, Any]], state: str,
                         version: int, now: float, timers: Sequence[NewTimer],
                         expected_revision: int | None = None, outbox: Outbox = NO_SENDS,
                         turn: str | None = None) -> int:
        """Guarded (a lobby; the revision when given): lobby → playing with the first state,
        whose ``turn`` it is (opaque) and timers. The new revision."""

    async def commit_action(self, game_id: int, *, expected_version: int, version: int,
                            seat: int, code: str, user_id: int | None, now: float, state: str,
                            events: list[dict[str, Any]], over: bool = False,
                            result: dict[str, Any] | None = None,
                            players: list[str] | None = None,
                            clear_timers_for: Sequence[int] = (),
                            timers: Sequence[NewTimer] = (), outbox: Outbox = NO_SENDS,
                            timer: TimerRow | None = None, fallback: bool = False,
                            decisions: list[list[int]] | None = None,
                            clocks: Sequence[tuple[int, float]] = (),
                            turn: str | None = None) -> None:
        """Guarded (running, at ``expected_version``; ``timer`` still claimed by the caller):
        the one transaction of an accepted action: new state, log row (``fallback`` when a
        turn timer made the decision), timers (all dropped when ``over``, none armed), the
        correspondence banks of ``clocks`` ((seat, seconds) pairs: a crash can neither keep
        the move without its clock nor charge a seat's time twice), the archive row when
        ``over`` (with each seat's ``decisions``), the outbox, and the fired ``timer``
        deleted. ``turn``: whose turn after it, kept opaque beside the state."""
        await self._commit(Move(
            game_id=game_id, expected_version=expected_version, version=version, seat=seat,
            code=code, user_id=user_id, now=now, state=state, events=dumps(events), over=over,
            result=None if result is None else dumps(result), players=dumps(players or []),
            clear=[] if over else seat_list(clear_timers_for),
            timers=[] if over else timer_rows(timers), outbox=outbox_rows(outbox),
            timer=timer, fallback=fallback,
            decisions=None if decisions is None else dumps(decisions),
            clocks=[(int(seat), float(bank)) for seat, bank in clocks], turn=turn))

    @abstractmethod
    async def _commit(self, move: Move) -> None:
        """``commit_action``'s transaction, its values checked and encoded."""

    @abstractmethod
    async def cancel_game(self, game_id: int, *, now: float, players: list[str],
                          outbox: Outbox = NO_SENDS) -> None:
        """Guarded (a lobby or running game): cancelled, timers dropped, archived. A finished
        game stays finished: its archive row is never overwritten."""

    @abstractmethod
    async def load_open(self) -> tuple[list[GameRow], list[str]]:
        """Every lobby or running game, oldest first, plus a line per row skipped (see
        ``decode_open``)."""

    @abstractmethod
    async def game(self, game_id: int) -> GameRow | None:
        ...

    @abstractmethod
    async def last_game_in(self, channel_id: int) -> int | None:
        ...

    @abstractmethod
    async def actions(self, game_id: int, *, last: int | None = None) -> list[LogRow]:
        """The action log of a game in order (only the last ``last`` rows when given)."""

    @abstractmethod
    async def archived(self, game_id: int) -> dict[str, Any] | None:
        ...

    # -- timers -----------------------------------------------------------------------------
    @abstractmethod
    async def timers(self, shards: Sequence[int] | None = None,
                     game_id: int | None = None) -> list[TimerRow]:
        """The timers (of ``shards``, default all; of one game when ``game_id`` is given) in
        due order."""

    @abstractmethod
    async def replace_timers(self, game_id: int, seats: Sequence[int],
                             timers: Sequence[NewTimer],
                             clocks: Sequence[tuple[int, float]] = ()) -> None:
        """Drop the timers of ``seats`` and add ``timers`` ((seat, kind, due) triples), with
        the correspondence banks of ``clocks`` ((seat, seconds) pairs) in the same
        transaction."""

    @abstractmethod
    async def delete_timer(self, timer_id: int) -> None:
        ...

    @abstractmethod
    async def claim_due_timers(self, shards: Sequence[int], now: float, limit: int,
                               *, lease: float = 30.0) -> list[TimerRow]:
        """Claim up to ``limit`` timers of ``shards`` due at ``now`` and not claimed by anyone
        else (or whose claim's lease ran out: its claimer died), earliest first.

        Each returned row carries a fresh ``claim``. The caller fires it by committing the
        fallback move with ``commit_action(..., timer=row)`` or, for a reminder or a timer
        with nothing left to do, ``finish_timer(row, outbox=...)``: that deletes the row in
        the same transaction as what it caused, so a timer fires once, whichever process
        claimed it, and a crash before the commit leaves it to be claimed again after
        ``lease`` seconds. On PostgreSQL concurrent claimers skip each other's rows
        (``FOR UPDATE SKIP LOCKED``)."""

    @abstractmethod
    async def finish_timer(self, timer: TimerRow, *, now: float, outbox: Outbox = NO_SENDS
                           ) -> None:
        """Guarded (still claimed by ``timer.claim``): delete it, queuing ``outbox``."""

    # -- users ------------------------------------------------------------------------------
    @abstractmethod
    async def set_dm_ok(self, user_id: int, ok: bool, now: float) -> None:
        ...

    @abstractmethod
    async def dm_status(self) -> dict[int, bool]:
        ...

    @abstractmethod
    async def set_dm_channel(self, user_id: int, channel_id: int, now: float) -> None:
        """Keep the user's DM channel id (a new user counts as accepting DMs until a DM
        fails)."""

    @abstractmethod
    async def dm_channels(self) -> dict[int, int]:
        """Every known user's DM channel id."""

    @abstractmethod
    async def set_paused(self, channel_id: int, why: str, told: Sequence[int],
                         now: float) -> None:
        """Keep that the channel refuses posts (``why``) and who was told by DM."""

    @abstractmethod
    async def clear_paused(self, channel_id: int) -> None:
        """The channel takes posts again."""

    @abstractmethod
    async def paused_channels(self) -> dict[int, tuple[str, list[int]]]:
        """Every paused channel: why, and the users told."""

    # -- correspondence (migration 15; docs/playing.md, "Correspondence") --------------------
    @abstractmethod
    async def set_clock(self, game_id: int, seat: int, bank: float) -> None:
        """Keep a seat's bank: the seconds it has at the start of its next decision."""

    @abstractmethod
    async def clocks(self) -> dict[tuple[int, int], float]:
        """The banks of the seats of the games being played, by (game, seat)."""

    @abstractmethod
    async def set_away(self, user_id: int, until: float, year: int, used: float) -> None:
        """Keep a person's holiday: until when, and the seconds of ``year``'s allowance
        used."""

    @abstractmethod
    async def aways(self) -> dict[int, tuple[float, int, float]]:
        """Every person's holiday row: (until, year, used)."""

    @abstractmethod
    async def set_notice(self, user_id: int, guild_id: int, mode: str, hour: int,
                         tz: str) -> None:
        """Keep how a person hears of their turns in one server (0: every server)."""

    @abstractmethod
    async def notices(self) -> dict[tuple[int, int], tuple[str, int, str]]:
        """Every person's choices by (user, server): (mode, hour, time zone)."""

    async def playing_logs(self) -> dict[int, list[tuple[int, int, str]]]:
        """Each running game's log as ``(version, seat, code)`` rows in order, in one read
        (a start replays the due seats' stretches: one query per game cost a round trip
        each, thousands at a start; docs/performance.md)."""
        rows = await self.query(
            "SELECT a.game_id, a.version, a.seat, a.code FROM actions AS a"
            " JOIN games AS g ON g.id = a.game_id WHERE g.status = 'playing'"
            " ORDER BY a.game_id, a.version")
        out: dict[int, list[tuple[int, int, str]]] = {}
        for r in rows:
            out.setdefault(int(r["game_id"]), []).append(
                (int(r["version"]), int(r["seat"]), str(r["code"])))
        return out

    async def set_digest(self, user_id: int, day: str, channel_id: int, message_id: int,
                         games: Sequence[int]) -> None:
        """Keep a person's digest of ``day`` (their own date): its DM message and the
        channels of the games it lists (migration 16). One row a person: a new day's digest
        replaces the day before's."""
        await self.write([(
            "INSERT INTO digests (user_id, day, channel_id, message_id, games)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET day = excluded.day,"
            " channel_id = excluded.channel_id, message_id = excluded.message_id,"
            " games = excluded.games",
            (user_id, day, channel_id, message_id, dumps([int(g) for g in games])))])

    async def digests(self) -> dict[int, tuple[str, int, int, tuple[int, ...]]]:
        """Every person's last digest: (day, DM channel, message, channels it lists)."""
        rows = await self.query(
            "SELECT user_id, day, channel_id, message_id, games FROM digests")
        return {int(r["user_id"]): (str(r["day"]), int(r["channel_id"]), int(r["message_id"]),
                                    tuple(int(g) for g in json.loads(r["games"])))
                for r in rows}

    async def set_user_lang(self, user_id: int, lang: str, now: float) -> None:
        """Keep the user's own language (their DMs; docs/i18n.md, "Which language where")."""
        await self.write([(
            "INSERT INTO users (user_id, dm_ok, at, lang) VALUES (?, TRUE, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET lang = excluded.lang", (user_id, now, lang))])

    async def user_langs(self) -> dict[int, str]:
        """Every known user's own language."""
        rows = await self.query("SELECT user_id, lang FROM users WHERE lang IS NOT NULL")
        return {int(r["user_id"]): str(r["lang"]) for r in rows}

    # -- learners (migration 8; bot/core/teaching.py) ----------------------------------------
    async def set_teaching(self, user_id: int, on: bool, now: float) -> None:
        """Keep whether a person wants the rule reminders of their first decisions."""
        await self.write([(
            "INSERT INTO users (user_id, dm_ok, at, teaching) VALUES (?, TRUE, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET teaching = excluded.teaching",
            (user_id, now, int(on)))])

    async def teaching_off(self) -> set[int]:
        """The people who turned the reminders off."""
        rows = await self.query("SELECT user_id FROM users WHERE teaching = 0")
        return {int(r["user_id"]) for r in rows}

    async def mark_taught(self, user_id: int, game: str, kind: str, now: float) -> None:
        """Remember that a person was reminded of a kind of decision (once is enough)."""
        await self.write([(
            "INSERT INTO taught (user_id, game, kind, at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id, game, kind) DO NOTHING", (user_id, game, kind, now))])

    async def taught(self) -> set[tuple[int, str, str]]:
        """Every (person, title, kind) a reminder was shown for."""
        rows = await self.query("SELECT user_id, game, kind FROM taught")
        return {(int(r["user_id"]), str(r["game"]), str(r["kind"])) for r in rows}

    async def finished_games(self) -> dict[int, int]:
        """How many games each person played to their end (any title, any server)."""
        seat = {"sqlite": ("json_extract(j.value, '$.user_id')", "json_each(g.seats) AS j"),
                "postgres": ("(j ->> 'user_id')::bigint",
                             "jsonb_array_elements(g.seats::jsonb) AS j")}[self.dialect]
        rows = await self.query(
            f"SELECT {seat[0]} AS user_id, count(*) AS n FROM games AS g"
            f" JOIN archive AS a ON a.game_id = g.id, {seat[1]}"
            f" WHERE a.status = 'over' AND {seat[0]} IS NOT NULL GROUP BY 1")
        return {int(r["user_id"]): int(r["n"]) for r in rows}

    # -- servers ----------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A server's settings (``/game settings``); {} when it set none."""
        rows = await self.query("SELECT settings FROM guild_settings WHERE guild_id = ?",
                                guild_id)
        return decode_settings(rows[0]["settings"]) if rows else {}

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any],
                                 now: float) -> None:
        """Replace a server's settings."""
        await self.write([(
            "INSERT INTO guild_settings (guild_id, settings, updated) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
            " updated = excluded.updated", (guild_id, dumps(settings), now))])

    # -- the outbox -------------------------------------------------------------------------
    @abstractmethod
    async def queue_outbox(self, game_id: int, outbox: Outbox, now: float) -> None:
        """Queue sends outside a change (one that could not be delivered another way)."""

    @abstractmethod
    async def due_outbox(self, now: float, limit: int, shards: Sequence[int] | None = None,
                         *, bodies: bool = True) -> list[OutboxRow]:
        """Unsent rows (of ``shards``, default all) whose next try is due and that no sender
        holds (``claim_outbox``), oldest first. Without ``bodies`` each row's ``text`` is "":
        a sender choosing rows by destination (``dest``) reads no bodies, and gets them with
        the claim."""

    @abstractmethod
    async def claim_outbox(self, ids: Sequence[int], now: float, *, lease: float = 60.0
                           ) -> list[OutboxRow]:
        """Claim those of rows ``ids`` that are still unsent, due and unclaimed (or whose
        lease ran out: their sender died) for ``lease`` seconds; the claimed rows as they
        are now. Only the sender holding a row sends it: two senders that read the same due
        rows (two processes serving one shard) send each row once. A row another transaction is
        writing is left out, not waited for; its writer wakes the sender after. ``outbox_sent``,
        ``outbox_retry`` and ``outbox_hold`` end the claim."""

    @abstractmethod
    async def outbox_sent(self, outbox_id: int, revision: int, now: float) -> bool:
        """Mark a row sent, unless a newer body replaced it meanwhile (then False: it stays
        due with the newer body). Either way its claim ends."""

    @abstractmethod
    async def outbox_retry(self, outbox_id: int, revision: int, next_try: float) -> bool:
        """Count a failed attempt and wait until ``next_try``, unless a newer body replaced the
        row meanwhile (then False: the newer body is due at once). Either way its claim
        ends."""

    async def outbox_hold(self, outbox_id: int, revision: int, until: float) -> None:
        """Keep a row back until ``until`` (its channel's next free slot): not a failure, so
        its attempts stay; a newer post for its place makes it due again at once."""
        await self.write([("UPDATE outbox SET next_try = CASE WHEN revision = ? THEN ?"
                           " ELSE next_try END, claimed_until = NULL WHERE id = ?"
                           " AND sent IS NULL", (revision, until, outbox_id))])

    async def outbox_release(self, dest: str, now: float) -> None:
        """Make the unsent rows held for ``dest`` (``rows.destination``) due now: a paused
        channel takes posts again, also when a process before a restart held its rows."""
        await self.write([("UPDATE outbox SET next_try = ? WHERE dest = ? AND sent IS NULL"
                           " AND next_try > ?", (now, dest, now))])

    async def release_claims(self, shards: Sequence[int]) -> None:
        """Drop every claim on the timers and outbox rows of ``shards``: their claimer is
        gone (the caller just took those shards' locks, ``ShardLocks``), so what it held is
        due again at once instead of after its lease."""
        marks = ", ".join("?" * len(shards))
        if shards:
            await self.write([
                (f"UPDATE outbox SET claimed_until = NULL WHERE shard IN ({marks})"
                 " AND claimed_until IS NOT NULL", tuple(shards)),
                (f"UPDATE timers SET claim = NULL, claimed_until = NULL WHERE shard IN"
                 f" ({marks}) AND claim IS NOT NULL", tuple(shards))])

    @abstractmethod
    async def outbox(self, game_id: int) -> list[OutboxRow]:
        """Every outbox row of a game, sent or not, in id order."""

    @abstractmethod
    async def prune_outbox(self, sent_before: float) -> int:
        """Delete rows sent before ``sent_before``; how many."""

    # -- several processes ------------------------------------------------------------------
    @abstractmethod
    def exclusive(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold the lock named ``key`` against every other holder, in any process."""

    @abstractmethod
    async def notify(self, channel: str, payload: str) -> None:
        """Wake the listeners of ``channel`` (a hint, not a queue: listeners rescan)."""

    @abstractmethod
    async def listen(self, channel: str, callback: NotifyCallback) -> Listener:
        """Call ``callback(payload)`` for each notification on ``channel``, and
        ``callback(None)`` after a reconnect, until the returned listener is closed."""

    # -- plain queries (bot/core/history.py: read-mostly tables of one module) --------------------
    dialect: str = ""  # "sqlite" or "postgres": where a query's SQL must differ

    @abstractmethod
    async def query(self, sql: str, *args: Any) -> list[Any]:
        """The rows of one SELECT (``?`` placeholders), each readable by column name."""

    @abstractmethod
    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        """Run the statements (``?`` placeholders) in one transaction."""

    @abstractmethod
    async def reshard(self, shard_count: int) -> None:
        """Set a new shard count and move every game, timer and outbox row to its new shard.
        Only with every other process stopped."""

