"""Load a replay file back: ``python -m tools.replay FILE --out DIR``.

Rebuilds the game with the engine from the file's seed, options and log, checks that the final
result equals the recorded one (bot/core/replays.py), and writes a table picture at the start of
every turn or phase (the chapters the bot's live table messages follow) and the result
picture. Exit status 1, with one sentence, when the file is not a replay or today's rules no
longer reproduce it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.core.replays import ReplayError, chapter_views, check, load, rebuild
from renderers import render_result, render_table


def write_pictures(replay: dict, out: Path) -> int:
    """The chapter pictures and the result picture; how many were written."""
    states = rebuild(replay)
    check(replay, states[-1])
    out.mkdir(parents=True, exist_ok=True)
    game = replay["game"]
    views = chapter_views(game, states)
    for count, view in enumerate(views, 1):
        (out / f"{count:03d}-table.png").write_bytes(render_table(game, view))
    final = states[-1]
    (out / "result.png").write_bytes(
        render_result(game, {**final.view(None), "result": final.result()}))
    return len(views) + 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--out", type=Path, default=Path("replay-out"))
    args = parser.parse_args(argv)
    try:
        replay = load(args.file.read_text(encoding="utf-8"))
        count = write_pictures(replay, args.out)
    except (ReplayError, OSError) as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"{replay['game']}: {len(replay['log'])} moves replayed, the result matches; "
          f"{count} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
