"""The engine contract shared by all three games (docs/engine.md, "The engine contract").

A game's ``State`` holds only plain JSON data in its attributes (dicts with str keys, lists,
str, int, float, bool, None), so ``to_json`` / ``from_json`` are exact inverses and a state can
be stored in SQLite, sent to an AI, or replayed from its log.

The contract's public methods are written here once, from small hooks each game implements
(the ``_`` methods and ``to_act``, ``legal_actions``, ``view``, ``is_over``, ``result``,
``timeout_action``): refusals, redeals, undo and the recent-event buffer work the same way in
every game.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeGuard

MASK64 = (1 << 64) - 1
#: How many recent events a state keeps for its views (one length for every game).
EVENT_MEMORY = 20
#: Attributes that are history, not position: the action log and the recent events. No rule
#: reads them; a copy for searching starts them empty (``State.copy(history=False)``).
HISTORY = ("log", "events")


#: Words for people, in no language: ``{"key": "wl-famine", "args": {...}}``. The renderers
#: say it in a language (``words.say``): a key names a message of the catalogs in
#: ``words/locales/``; an argument is a plain value, a name, another ``Msg`` or a list of
#: them. The engine never writes a sentence (docs/i18n.md), so one game reads in every language.
Msg = dict[str, Any]


def msg(key: str, /, **args: Any) -> Msg:
    """A message by key, with its arguments (plain JSON data)."""
    return {"key": key, "args": args}


def one_of(items: list[Any]) -> Msg:
    """Alternatives, said "a, b or c" (a plain list is said "a, b and c")."""
    return msg("one-of", items=items)


def is_msg(value: Any) -> TypeGuard[Msg]:
    return type(value) is dict and isinstance(value.get("key"), str)


class IllegalAction(Exception):
    """Raised by ``State.apply`` with a reason a person can read (a ``Msg``); the state is
    untouched."""

    def __init__(self, reason: Msg | str) -> None:
        self.msg: Msg = reason if is_msg(reason) else msg(str(reason))
        super().__init__(self.msg["key"])


@dataclass(frozen=True)
class Action:
    """One choice a seat can make.

    ``code`` is short and stable (it travels in a Discord custom_id, at most 60 characters);
    ``label`` is for people (a ``Msg``, said in each person's language); ``group`` lets a bot
    put many choices into sections (e.g. an area; a ``Msg`` too). Two actions are equal when
    their codes are equal.
    """

    code: str
    label: Msg = field(default_factory=dict, compare=False)
    group: Msg = field(default_factory=dict, compare=False)


@dataclass(slots=True)
class Event:
    """What happened (a ``Msg``). ``to`` is None for everyone, or the seats that may see it.

    Read-only by convention, not frozen: a game makes one or two per move, and a frozen
    dataclass's ``__init__`` (``object.__setattr__`` per field) cost a tenth of a WildLife
    random game (benchmarks/engine.py)."""

    msg: Msg
    to: tuple[int, ...] | None = None
    kind: str = "info"
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    def visible_to(self, seat: int | None) -> bool:
        return visible(self.to, seat)

    def to_dict(self) -> dict[str, Any]:
        return {"msg": self.msg, "to": None if self.to is None else list(self.to),
                "kind": self.kind, "data": self.data}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        to = d.get("to")
        return cls(event_msg(d), None if to is None else tuple(to), d.get("kind", "info"),
                   d.get("data", {}))


def event_msg(d: dict[str, Any]) -> Msg:
    """A recorded event's message; games stored before the
    engine spoke in messages recorded an English
    sentence under ``text``, which is said as it is."""
    found = d.get("msg")
    return found if is_msg(found) else msg(str(d.get("text", "")))


def visible(to: Sequence[int] | None, seat: int | None) -> bool:
    """Whether an event for ``to`` (None: everyone) may be shown to ``seat`` (None: a
    spectator); ``to`` as an ``Event`` holds it or as its recorded dict does."""
    return to is None or (seat is not None and seat in to)


def parse_code(code: str) -> tuple[str, list[str]]:
    """An action code's verb and arguments: ``"take:food:2"`` → ``("take", ["food", "2"])``.

    Every game writes its codes as ``verb[:arg[:arg…]]`` and reads them only through here.
    """
    verb, *args = code.split(":")
    return verb, args


def number(text: str) -> int | None:
    """An integer argument, or None when the text is not one: refusals read codes that
    people typed, which may be anything."""
    try:
        return int(text)
    except ValueError:
        return None


class Rng:
    """A seeded generator whose whole state is one int (kept in the game state as ``rng``).

    splitmix64: tiny, fast and exactly reproducible across Python versions, unlike pickling
    ``random.Random``'s 625-word state into JSON.
    """

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq: list[Any]) -> Any:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def clone_data(value: Any) -> Any:
    """Deep copy of plain JSON data, three to four times faster than ``copy.deepcopy`` or a
    JSON round trip, because it knows the data is plain; lists of scalars are sliced."""
    if type(value) is list:
        for item in value:
            if type(item) is list or type(item) is dict:
                return [clone_data(x) for x in value]
        return value[:]
    if type(value) is dict:
        return {k: (clone_data(x) if type(x) is list or type(x) is dict else x)
                for k, x in value.items()}
    return value




class State:
    """Base class of every game's state.

    Attributes set here (all plain data): ``game``, ``players``, ``options``, ``seed``,
    ``rng`` (the generator's int state), ``version`` (+1 per change: a move, or an undo),
    ``log`` (``[seat, code]`` pairs), ``events`` (the last ``EVENT_MEMORY`` events as dicts)
    and ``last_revealed`` (the last move showed something hidden: see ``note_reveal``).
    """

    GAME: ClassVar[str] = ""

    game: str
    players: list[str]
    options: dict[str, Any]
    seed: int
    rng: int
    version: int
    log: list[list[Any]]
    events: list[dict[str, Any]]
    last_revealed: bool

    def _init_common(self, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = self.GAME
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.rng = (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & MASK64
        self.version = 0
        self.log = []
        self.events = []
        self.last_revealed = False

    # -- random numbers (always through the state, so replays are exact) -------------------
    def random(self) -> Rng:
        """A generator that continues from the state's; call ``self.keep(rng)`` after use."""
        return Rng(self.rng)

    def keep(self, rng: Rng) -> None:
        self.rng = rng.state

    # -- what happened -----------------------------------------------------------------------
    def record(self, events: list[Event]) -> None:
        """Keep the last events for the views (each view shows those its viewer may see)."""
        kept = self.events
        for e in events:
            kept.append(e.to_dict())
        if len(kept) > EVENT_MEMORY:
            del kept[:-EVENT_MEMORY]

    def events_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The recent events ``seat`` may see (None: a spectator), oldest first."""
        return [e for e in self.events if visible(e["to"], seat)]

    def note_reveal(self) -> None:
        """Called by a rule while a move shows something that was hidden from someone (a card
        drawn from a pile, a secret bid or payment turned over): such a move cannot be taken
        back. A move that used the random generator counts without asking."""
        self.last_revealed = True

    # -- hooks each game implements --------------------------------------------------------
    def to_act(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> dict[str, Any]:
        """Final ranking: ``{"ranking": [{"seat", "name", "place", "score", "breakdown"}],
        "categories": [...], "tiebreak": text}``; valid only when ``is_over()``."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def timeout_action(self, seat: int) -> Action | None:
        """The move the rules let ``seat`` make when it does nothing (a pass, a decline, the
        end of a turn where allowed), or None when the rules offer none (then the bot lets
        an AI decide). Only asked of a seat in ``to_act()``; always one of its legal
        actions."""
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Change the state for a legal action and say what happened; only called after
        validation."""
        raise NotImplementedError

    def _refusal(self, seat: int, code: str) -> Msg:
        """Why ``code`` is not a move ``seat`` (who must act now) can make, and what it can do
        instead. Games say more; this is the fallback."""
        return msg("core-not-available", offer=self.offer(seat))

    def _not_your_move(self, seat: int) -> Msg:
        """Why ``seat``, who need not act now, cannot move."""
        return msg("core-not-your-move", waiting=[self.players[s] for s in self.to_act()])

    def _redeal(self, clone: State, seat: int, rng: Rng) -> None:
        """Re-draw in ``clone`` (a copy of this state without log and without the other
        seats' private events) everything ``seat`` cannot know, from ``rng``, keeping every
        count ``seat`` can see. The result must depend only on what ``seat`` knows (start
        from a canonical order, e.g. sorted, before shuffling)."""
        raise NotImplementedError

    # -- the contract, built from the hooks ------------------------------------------------
    def offer(self, seat: int) -> Msg:
        """What ``seat`` can do now, in one sentence (the end of a refusal)."""
        labels: list[Any] = [a.label or a.code for a in self.legal_actions(seat)]
        if not labels:
            return msg("core-no-choice")
        if len(labels) > 6:
            return msg("core-offer-more", choices=labels[:5], more=len(labels) - 5)
        return msg("core-offer", choices=one_of(labels))

    def refusal(self, seat: int, code: str = "") -> Msg:
        """Why ``seat`` cannot make the move ``code`` now, and what is possible instead (one
        sentence or two a person can read). Without a code: why the seat cannot move now."""
        if not 0 <= seat < len(self.players):
            return msg("core-no-seat")
        if self.is_over():
            return msg("core-game-over")
        if seat not in self.to_act():
            return self._not_your_move(seat)
        return self._refusal(seat, code)

    def legal_action(self, seat: int, code: str | None) -> Action | None:
        """The seat's legal action with this code, or None (no such move now, or no code)."""
        return next((a for a in self.legal_actions(seat) if a.code == code), None)

    def action_from_code(self, seat: int, code: str) -> Action:
        action = self.legal_action(seat, code)
        if action is None:
            raise IllegalAction(self.refusal(seat, code))
        return action

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Validate and apply; raise IllegalAction (state untouched) when not legal."""
        code = action if isinstance(action, str) else action.code
        legal = self.action_from_code(seat, code)
        rng = self.rng
        self.last_revealed = False
        events = self._apply(seat, legal)
        if self.rng != rng:
            self.last_revealed = True
        self.record(events)
        self.log.append([seat, code])
        self.version += 1
        return events

    def redeal(self, seat: int, seed: int) -> State:
        """A copy in which everything hidden from ``seat`` is re-drawn at random, consistent
        with what ``seat`` knows (for AI players that search without peeking). It keeps no
        trace of the others' secrets: no log (the codes name cards) and only the events
        ``seat`` may see; the generator is re-drawn too (future draws are hidden)."""
        clone = self.copy(history=False)
        clone.events = clone_data(self.events_for(seat))
        rng = Rng(seed * 0x9E3779B97F4A7C15 + 1)
        self._redeal(clone, seat, rng)
        clone.rng = rng.next64()
        return clone

    def undo_refusal(self, seat: int) -> Msg | None:
        """Why ``seat`` cannot take back its last move now (None when it can): only the seat
        that moved last, while the game goes on, and only a move that showed nobody anything
        hidden (see ``note_reveal``)."""
        if self.is_over():
            return msg("core-game-over")
        if not self.log or self.log[-1][0] != seat:
            return msg("core-undo-not-last")
        if self.last_revealed:
            return msg("core-undo-revealed")
        return None

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last move now (``engine.undo``)."""
        return self.undo_refusal(seat) is None

    # -- persistence -----------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(self.__dict__, sort_keys=True, separators=(",", ":"))

    def copy(self, *, history: bool = True) -> State:
        """An independent copy (the state is plain JSON data); ``history=False`` leaves out
        the log and the recent events (``HISTORY``), most of a state's size."""
        clone = self.__class__.__new__(self.__class__)
        if history:
            clone.__dict__ = clone_data(self.__dict__)
        else:
            clone.__dict__ = {k: [] if k in HISTORY else clone_data(v)
                              for k, v in self.__dict__.items()}
        return clone
