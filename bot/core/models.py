"""The plain data the bot's core hands to its Discord side, and ``UserError``.

Nothing here talks to Discord or the database: these are snapshots (safe to read anywhere) and
the one exception every refusal raises, so that every module can import them without cycles.

Conventions: ids are ints (Discord snowflakes); ``channel_id`` is the channel or thread that
holds the game; ``seat`` is the engine's seat index (0-based, in lobby order).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from bot.core.places import Place
from bot.core.ratings import Change
from bot.store.rows import GameStatus
from engine.core import Action, Event, Msg, is_msg, msg
from words import DEFAULT, say

# The lifecycle of a table (the store's ``GameStatus``, under the names the core uses).
LOBBY, PLAYING = GameStatus.LOBBY, GameStatus.PLAYING
OVER, CANCELLED = GameStatus.OVER, GameStatus.CANCELLED


class UserError(Exception):
    """A refusal with one sentence a person can read (shown ephemerally), as a ``Msg``: a
    catalog key and its arguments (``UserError("bot-out-of-date")``), or an engine's refusal;
    the error handler says it in the language of whoever clicked."""

    def __init__(self, reason: Msg | str, /, **args: Any) -> None:
        self.msg: Msg = reason if is_msg(reason) else msg(str(reason), **args)
        super().__init__(say(DEFAULT, self.msg))  # English in logs and tracebacks


class OutOfDate(UserError):
    """A click on controls the game has moved past (a double click, an old panel)."""

    def __init__(self) -> None:
        super().__init__("bot-out-of-date")


@dataclass
class Seat:
    """One seat at a table.

    ``user_id`` is the human who sat there (None for a seat created as an AI seat).
    ``ai`` is the AI level playing the seat *now*: set for AI seats and for humans who left
    mid-game (an AI plays until they rejoin); None while the human plays.
    ``dm_ok`` mirrors the user's DM status (None = not tried yet).
    """

    index: int
    name: str
    user_id: int | None = None
    ai: str | None = None
    dm_ok: bool | None = None

    @property
    def is_ai(self) -> bool:
        """An AI decides for this seat now (an AI seat, or a human who left)."""
        return self.ai is not None

    @property
    def is_human(self) -> bool:
        """A present human decides for this seat."""
        return self.ai is None and self.user_id is not None

    @property
    def left(self) -> bool:
        """A human who left mid-game: the AI plays until they rejoin."""
        return self.ai is not None and self.user_id is not None


@dataclass
class Table:
    """A snapshot of one channel's game (lobby or running).

    ``messages`` holds message ids the Discord side remembers across restarts, by a key of its
    choosing (``"lobby"``, …).
    """

    id: int
    channel_id: int
    guild_id: int | None
    game: str
    title: str
    host_id: int
    options: dict[str, Any]
    seats: list[Seat]
    status: GameStatus
    version: int
    min_players: int
    max_players: int
    timer_seconds: float
    messages: dict[str, int] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    #: the table language (``words.LANGUAGES``): its channel messages and pictures
    lang: str = "en"
    #: opened with hints allowed (``/game new … hints:on``): a Hint button on each human's
    #: panel, and the game is not rated (docs/history.md)
    hints: bool = False
    #: a correspondence table's clock as JSON (bot/core/clocks.py); "": real time
    pace: str = ""

    def seat_of(self, user_id: int) -> int | None:
        """The user's seat at this table (also when they left mid-game), or None."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.index
        return None

    @property
    def can_start(self) -> bool:
        """A lobby whose player count is legal for the game."""
        return self.status == LOBBY and self.min_players <= len(self.seats) <= self.max_players


@dataclass
class Post:
    """One message for one place (new while the place has none, else an edit); plain data,
    so it can be stored.

    ``to`` is the channel (or, with ``dm``, the user); ``ping``: the users it may notify when
    it is posted new (an edit never notifies);
    ``picture``: ``{"kind", "view"}`` for the renderers; ``panel``: a seat's decision
    (``seat``, ``version``, ``actions`` as ``[code, label, group]``) for its controls;
    ``buttons``: other controls (``"hand"``: My hand; ``"rematch"``; ``"undo"``: the
    seat's last move may be taken back); ``lang``: the language of its reader (the table's
    for the channel, the person's for a DM); ``retire``: an earlier message of the same
    kind this one takes over from (``{"place", "content"}``: the earlier chapter's table
    message, or a seat's panel of an earlier chapter), which loses its controls (and, with
    ``content``, its picture and words) once this post is delivered. It is an edit that
    rides on this post, never a post of its own: no place of its own to pick or supersede."""

    place: str
    to: int
    table_id: int
    channel_id: int
    game: str
    version: int
    content: str
    dm: bool = False
    ping: list[int] = field(default_factory=list)
    picture: dict[str, Any] | None = None
    panel: dict[str, Any] | None = None
    buttons: list[str] = field(default_factory=list)
    lang: str = DEFAULT  # the language of its words, picture and controls
    retire: dict[str, str] | None = None
    #: posted without a notification (its person chose a digest: bot/core/notices.py)
    silent: bool = False

    @property
    def where(self) -> Place:
        """The post's place, read from its stored text."""
        return Place.parse(self.place)

    def to_dict(self) -> dict[str, Any]:
        """The fields as they are (shallow: ``dataclasses.asdict`` would copy every view
        deeply, ~2 ms a post; the dict is serialized at once)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Post:
        return cls(**data)


@dataclass
class Outcome:
    """What changed after an action (or a start, an AI move, a timer's fallback).

    * ``public``: new events everyone may see, in order; ``private``: per seat, the new events
      only that seat may see (never shown to others);
    * ``actor`` / ``action``: who did what (None for a start);
    * ``to_act``: the seats that must decide now; ``prompt``: those of them played by present
      humans (their DM panels); ``ai_pending``: an AI seat must decide now;
    * ``over`` / ``result``: the game ended, with the engine's result;
    * ``table``: the public view (``State.view(None)``) for the channel picture;
    * ``by_timer``: a turn timer's fallback made the move; ``forced``: the rules left the
      seat one legal move, and it was played for them;
    * ``undoable``: the person who made the move may take it back now (it showed nothing
      hidden and nobody has acted since: the engine decides);
    * ``answer``: the mover's own panel after the move, when the mover's interaction delivers
      it rather than the outbox;
    * ``ratings``: at the end, each rated person's change by seat (said "+12 → 1,012" in
      each reader's language, ``bot.core.ratings.line``).
    """

    table_id: int
    channel_id: int
    game: str
    version: int
    public: list[Event]
    private: dict[int, list[Event]]
    actor: int | None
    action: Action | None
    to_act: list[int]
    prompt: list[int]
    ai_pending: bool
    over: bool
    result: dict[str, Any] | None
    table: dict[str, Any]
    by_timer: bool = False
    forced: bool = False
    undoable: bool = False
    answer: Post | None = None
    ratings: dict[int, Change] = field(default_factory=dict)


@dataclass
class Hand:
    """One seat's private view and controls: for its DM panel or ``/game hand``."""

    table_id: int
    channel_id: int
    game: str
    seat: int
    version: int
    view: dict[str, Any]
    actions: list[Action]
    must_act: bool


@dataclass
class Status:
    """Public facts for ``/game status`` and ``/game board`` (nothing hidden)."""

    table: Table
    to_act: list[int]
    waiting_for: list[str]
    view: dict[str, Any] | None
    over: bool
    result: dict[str, Any] | None


@dataclass(frozen=True)
class LogLine:
    """One public event of the log, for ``/game log``."""

    version: int
    seat: int | None
    msg: Msg
    at: float


@dataclass(frozen=True)
class Timer:
    """A turn timer row: ``kind`` is ``"reminder"`` or ``"expire"``; ``due`` in clock seconds."""

    id: int
    table_id: int
    channel_id: int
    seat: int
    kind: str
    due: float


@dataclass
class TimerFired:
    """What a fired timer did. ``"reminder"``: mention ``user_id`` (still due);
    ``"expire"``: the fallback was played, see ``outcome``; ``"stale"``: nothing to do (the
    seat acted meanwhile or the game ended)."""

    timer: Timer
    kind: str
    user_id: int | None = None
    outcome: Outcome | None = None
    seconds_left: float = 0.0


@dataclass
class Resumed:
    """One open game reloaded at start: re-attach its messages and re-prompt its seats."""

    table: Table
    to_act: list[int]
    prompt: list[int]
    ai_pending: bool
    forced: bool = True  # a forced move may wait (False: known there is none)


@dataclass
class StartReport:
    """What a start found: open games, armed timers, and unreadable rows skipped."""

    games: list[Resumed]
    timers: list[Timer]
    problems: list[str]
