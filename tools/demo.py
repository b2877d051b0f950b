"""The offline demo: AI seats play a whole game and every picture goes into a folder.

Run: ``wildtable-demo wildlife --players 4 --out demo-out/`` (or ``python -m tools.demo``).
Options: ``--level random|greedy|search`` (default the strongest), ``--iterations N`` per
search decision (a count, not a time, so that ``--seed`` plays the same game again, exactly),
``--option key=value`` for game options, ``--seat N`` whose DM hands to write, ``--lang``.
Each run clears the pictures and log an earlier run left in its folder (other files stay).
A bad argument gets one sentence and exit status 2.
Written: ``table-NNN.png`` at every new turn, phase, round or picker (the bursts between, like
an auction's bids, grouped), ``hand-NNN.png`` for seat 1's DM whenever that seat must act and
its cards changed, ``choice-NNN.png`` for each WildLife decision of that seat about spaces (its
DM picture with the map around the candidate spaces, as the bot sends it),
``scoring-NNN.png`` after each WildLife big scoring, ``result.png`` at the end,
``story.png`` (each player's score over the game, the moments that decided it in the log),
and ``log.txt``: the public events with the picture each belongs to.
So anyone can see the bot's work without Discord.

The AI is the strongest level of ``engine.ai`` (looked up by name at run time), falling back
on ``engine.players.RandomPlayer``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import engine
from bot.core.story import story
from engine.core import IllegalAction
from engine.players import Player, RandomPlayer
from renderers import render_hand, render_result, render_scoring, render_story, render_table
from words import DEFAULT, LANGUAGES, say, tr

#: search iterations per decision for searching AI seats (a whole game has hundreds): a
#: count rather than seconds, so the same seed plays the same game on any machine
DEFAULT_ITERATIONS = 12
#: what a run writes into its folder (and clears there first)
WRITTEN = ("table-*.png", "hand-*.png", "choice-*.png", "scoring-*.png", "result.png",
           "story.png", "log.txt")


class DemoError(Exception):
    """A bad argument: one sentence for the person who typed it."""


def find_ai(game: str, level: str = "", iterations: int = DEFAULT_ITERATIONS,
            ) -> tuple[str, Callable[[int], Player]]:
    """(description, factory seed -> player) of the AI to seat: ``engine.ai.make_player`` at
    ``level`` (default: the strongest of ``engine.ai.LEVELS``), looked up by name at run time;
    ``engine.players.RandomPlayer`` when there is no ``engine.ai``. Searching seats search
    ``iterations`` times per decision, with no clock, so a seed always plays the same game."""
    try:
        ai = importlib.import_module("engine.ai")
    except ModuleNotFoundError as exc:
        if exc.name != "engine.ai":
            raise
        return "random (engine.players.RandomPlayer)", lambda seed: RandomPlayer(seed)
    levels = list(getattr(ai, "LEVELS", ()))
    make = getattr(ai, "make_player", None)
    if not levels or make is None:
        return "random (engine.players.RandomPlayer)", lambda seed: RandomPlayer(seed)
    if level and level not in levels:
        raise DemoError(f"There is no AI level '{level}'; the levels are {', '.join(levels)}.")
    chosen = level or levels[-1]
    probe = make(game, chosen, 0, iterations=iterations)
    kind = type(probe).__name__
    name = f"{chosen} ({kind}" + (f", {iterations} iterations per decision)"
                                  if "Search" in kind else ")")
    return name, lambda seed: make(game, chosen, seed, iterations=iterations)


def focus_spaces(state: engine.State, seat: int) -> list[str]:
    """The spaces a decision is about, taken from the legal actions' codes ("from:D7",
    "to:C7", "place:E4", ...) as the bot does for WildLife's DM crop."""
    from engine.wildlife.board import SPACES
    spaces = (action.code.partition(":")[2] for action in state.legal_actions(seat))
    return list(dict.fromkeys(s for s in spaces if s in SPACES))


def moment(view: dict[str, Any]) -> tuple[Any, ...]:
    """What starts a new table picture: another turn, phase, round or picker (the bursts in
    between, such as an auction's bids, are grouped as docs/playing.md asks of the bot)."""
    return tuple(view.get(k) for k in ("phase", "turn", "turn_number", "round", "picker"))


def round_of(view: dict[str, Any], players: int) -> int:
    """The round a view is in, for the progress lines: the game's own round where it counts
    rounds, else one round per turn of every player (WildLife counts turns)."""
    if isinstance(view.get("round"), int):
        return view["round"]
    turns = view.get("turn_number") or 0
    return 1 + max(0, turns - 1) // max(1, players)


def clear(out: Path) -> None:
    """Make ``out`` hold only this run's pictures: what an earlier run wrote there goes."""
    out.mkdir(parents=True, exist_ok=True)
    for pattern in WRITTEN:
        for old in out.glob(pattern):
            old.unlink()


def play_demo(game: str, players: int, out: Path, *, seed: int = 1, seat: int = 0,
              level: str = "", iterations: int = DEFAULT_ITERATIONS, max_steps: int = 20_000,
              options: dict[str, Any] | None = None, quiet: bool = False,
              lang: str = DEFAULT) -> dict[str, Any]:
    """Play one game with AI seats, writing the pictures and the log into ``out``, in the
    language ``lang`` (en, nl or de). Refusals (a player count, an option) raise
    ``DemoError`` with the engine's sentence."""
    ai_name, factory = find_ai(game, level, iterations)
    names = [tr(lang, "demo-seat", n=i + 1) for i in range(players)]
    try:
        state = engine.new_game(game, names, seed=seed, options=options)
    except IllegalAction as exc:
        raise DemoError(say(lang, exc.msg)) from None
    clear(out)
    seats = {s: factory(seed * 100 + s) for s in range(players)}
    log: list[str] = [tr(lang, "demo-header", title=engine.GAMES[game].title, players=players,
                         seed=seed, ai=ai_name)]
    counts = {"table": 0, "hand": 0, "choice": 0, "scoring": 0}
    big_scorings = 0
    last_hand = ""

    def write(kind: str, data: bytes) -> str:
        counts[kind] += 1
        name = f"{kind}-{counts[kind]:03d}.png"
        (out / name).write_bytes(data)
        return name

    start = state.view(None)
    last_moment = moment(start)
    log.append(f"[{write('table', render_table(game, start, lang))}] "
               + tr(lang, "demo-start"))
    started = time.perf_counter()
    shown_round = 0

    def progress(view: dict[str, Any]) -> None:
        """One line per round on the terminal, so a long game shows it is under way."""
        nonlocal shown_round
        now = round_of(view, players)
        if not quiet and now != shown_round:
            shown_round = now
            print(tr(lang, "demo-progress", round=now, pictures=sum(counts.values()),
                     seconds=round(time.perf_counter() - started)), flush=True)

    progress(start)
    for _ in range(max_steps):
        if state.is_over():
            break
        who = state.to_act()[0]
        if who == seat:
            hand_view = state.view(seat)
            key = json.dumps([hand_view.get("phase"), hand_view.get("hand")], default=str)
            if key != last_hand:
                last_hand = key
                log.append(f"[{write('hand', render_hand(game, hand_view, lang))}] "
                           + tr(lang, "demo-hand", name=names[seat]))
            spaces = focus_spaces(state, seat) if game == "wildlife" else []
            if spaces:
                picture = render_hand(game, {**hand_view, "focus": {"spaces": spaces}}, lang)
                log.append(f"[{write('choice', picture)}] "
                           + tr(lang, "demo-choice", name=names[seat], spaces=", ".join(spaces)))
        events = state.apply(who, seats[who].choose(state, who))
        for event in events:
            if event.to is None:
                log.append(f"    {say(lang, event.msg)}")
        table_view = state.view(None)
        if table_view.get("big_scorings", 0) != big_scorings:
            big_scorings = table_view.get("big_scorings", 0)
            picture = render_scoring(game, table_view, lang)
            if picture is not None:
                log.append(f"[{write('scoring', picture)}] "
                           + tr(lang, "demo-scoring", n=big_scorings))
        if moment(table_view) != last_moment or state.is_over():
            last_moment = moment(table_view)
            log.append(f"[{write('table', render_table(game, table_view, lang))}]")
            progress(table_view)
    else:
        raise DemoError(f"{game}: no end after {max_steps} steps")
    result = state.result()
    (out / "result.png").write_bytes(render_result(game, result, lang))
    log.append("[result.png] " + tr(lang, "demo-result"))
    told = story(state, lang)
    chart = render_story(game, {**told, "title": engine.GAMES[game].title}, lang)
    if chart is not None:
        (out / "story.png").write_bytes(chart)
        log.append("[story.png] " + tr(lang, "story-head").replace("**", ""))
        log += [f"    {line}" for line in told["moments"]]
    for row in result["ranking"]:
        log.append(f"    {row['place']}. {row['name']}: {row['score']}")
    (out / "log.txt").write_text("\n".join(log) + "\n", encoding="utf-8")
    summary = {"game": game, "players": players, "ai": ai_name, "tables": counts["table"],
               "hands": counts["hand"], "choices": counts["choice"],
               "scorings": counts["scoring"], "steps": state.version,
               "seconds": round(time.perf_counter() - started, 1), "out": str(out)}
    if not quiet:
        print(tr(lang, "demo-done", title=engine.GAMES[game].title, seconds=summary["seconds"],
                 out=str(out)), flush=True)
    return summary


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="wildtable-demo", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(engine.GAMES) or None)
    parser.add_argument("--players", type=int, default=0, help="default: the game's minimum + 1")
    parser.add_argument("--out", type=Path, default=Path("demo-out"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat", type=int, default=1, help="whose DM hands to write (1-based)")
    parser.add_argument("--level", default="", help="AI level (default: the strongest)")
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS,
                        help="search iterations per decision for searching AI seats")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. leo=true (repeatable)")
    parser.add_argument("--lang", choices=LANGUAGES, default=DEFAULT,
                        help="the language of the pictures and the log")
    args = parser.parse_args(argv)
    try:
        run(args)
    except DemoError as exc:
        parser.exit(2, f"{parser.prog}: {exc}\n")


def run(args: argparse.Namespace) -> None:
    info = engine.GAMES[args.game]
    players = args.players or min(info.max_players, info.min_players + 1)
    if not 1 <= args.seat <= players:
        raise DemoError(f"--seat must be a seat from 1 to {players}.")
    if args.iterations < 1:
        raise DemoError("--iterations must be at least 1.")
    options = dict(_option(info, text, args.lang) for text in args.option)
    if args.game == "wildcards" and players == 2:
        options.setdefault("leo", True)  # the rulebook: two players always play with Leo
    play_demo(args.game, players, args.out, seed=args.seed, seat=args.seat - 1,
              level=args.level, iterations=args.iterations, options=options, lang=args.lang)


def _option(info: Any, text: str, lang: str) -> tuple[str, Any]:
    """``key=value`` parsed to the option's type (bool, int or text); an unknown key or a
    value of the wrong kind is a ``DemoError``."""
    key, equals, raw = text.partition("=")
    spec = next((o for o in info.options if o.key == key), None)
    if not equals or spec is None:
        known = ", ".join(o.key for o in info.options) or "-"
        raise DemoError(f"{info.title} has no option '{key}' (options: {known}); "
                        "write --option key=value.")
    value: Any = raw
    if isinstance(spec.default, bool):
        if raw.lower() not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
            raise DemoError(f"Option '{key}' is on or off, not '{raw}'.")
        value = raw.lower() in ("1", "true", "yes", "on")
    elif isinstance(spec.default, int):
        if not raw.lstrip("-").isdigit():
            raise DemoError(f"Option '{key}' takes a whole number, not '{raw}'.")
        value = int(raw)
    return key, value


if __name__ == "__main__":
    main()
