"""Replays (docs/history.md): a finished game as a file anyone can load back.

The file is plain JSON: ``format`` (this layout's number), ``engine`` (the project's version
when it was written), the title, options, seed, the players' display names at the time, the
``[seat, code]`` log and the recorded result. The engine rebuilds the game from the seed, the
options and the log alone, so ``rebuild`` replays it and ``check`` says whether today's rules
still reach the recorded result: rules code that changed since says so in one sentence instead
of showing a different game. Only a finished game is exported: its seed reveals every draw,
which is no secret once the game is over.
"""

from __future__ import annotations

import json
from importlib import metadata
from typing import Any

from engine.core import State, clone_data
from engine.registry import from_json, new_game

FORMAT = 1


class ReplayError(Exception):
    """A replay file that cannot be read, or that today's rules do not reproduce."""


def engine_version() -> str:
    try:
        return metadata.version("wildtable")
    except metadata.PackageNotFoundError:
        return "unknown"


def export(state_json: str, result: dict[str, Any]) -> dict[str, Any]:
    """The replay of a finished game from its final state (JSON) and recorded result."""
    state = from_json(state_json)
    return {"format": FORMAT, "engine": engine_version(), "game": state.game,
            "options": state.options, "seed": state.seed, "players": list(state.players),
            "log": [[int(seat), str(code)] for seat, code in state.log], "result": result}


def load(text: str) -> dict[str, Any]:
    """A replay read from JSON text, its fields checked."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReplayError(f"This is not a replay file (not JSON: {exc.msg}).") from None
    needed = {"format": int, "game": str, "options": dict, "seed": int, "players": list,
              "log": list, "result": dict}
    if not isinstance(data, dict) or any(not isinstance(data.get(k), t)
                                         for k, t in needed.items()):
        raise ReplayError("This is not a replay file (a field is missing or of the wrong type).")
    if data["format"] != FORMAT:
        raise ReplayError(f"This replay has format {data['format']}; this version reads "
                          f"format {FORMAT}.")
    return data


def rebuild(replay: dict[str, Any]) -> list[State]:
    """Every state of the game, from the first to the last (a copy after each move)."""
    try:
        state = new_game(replay["game"], replay["players"], options=replay["options"],
                         seed=replay["seed"])
        states = [_snapshot(state)]
        for seat, code in replay["log"]:
            state.apply(int(seat), str(code))
            states.append(_snapshot(state))
    except Exception as exc:
        raise ReplayError(f"Today's rules cannot replay this game (written by version "
                          f"{replay.get('engine', '?')}): {exc}") from None
    return states


def _snapshot(state: State) -> State:
    """A copy of ``state`` whose log shares its ``[seat, code]`` entries with the others' (a
    move only appends one, nothing changes one): a deep copy of the log after each move made
    a rebuild grow with the square of the game's length (the golden WildLife game's 669
    moves rebuild in about half the time)."""
    clone = state.copy(history=False)
    clone.log = state.log[:]
    clone.events = clone_data(state.events)
    return clone


def chapter_views(game: str, states: list[State]) -> list[dict[str, Any]]:
    """The public view at the start of every chapter (a turn or a phase, as the game's adapter
    names them: the live table messages the channel saw) and at the end."""
    from bot.core.games import adapter

    chapters, views, last = adapter(game), [], None
    for state in states:
        view = state.view(None)
        if chapters.chapter(view) != last:
            views.append(view)
            last = chapters.chapter(view)
    final = states[-1].view(None)
    if views[-1] != final:
        views.append(final)
    return views


def outcome(result: dict[str, Any]) -> list[tuple[Any, ...]]:
    """What a result says, without its words: each seat's place, score and the points of
    its categories (the categories' names changed with the catalogs of docs/i18n.md; the game
    did not)."""
    return sorted((r.get("seat"), r.get("place"), r.get("score"),
                   tuple(sorted((r.get("breakdown") or {}).values())))
                  for r in result.get("ranking", []))


def check(replay: dict[str, Any], final: State) -> None:
    """Refuse a replay whose rebuilt end differs from the recorded one."""
    if not final.is_over() or outcome(final.result()) != outcome(replay["result"]):
        raise ReplayError(f"Today's rules no longer reproduce this game (written by version "
                          f"{replay.get('engine', '?')}): the rebuilt game ends differently.")
