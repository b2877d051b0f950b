"""Render time per picture kind and PNG size, beside a bare PNG encode of the same image.

Run: ``.venv/bin/python -m benchmarks.render [--games N] [--game NAME] [--positions K]``.

Views come from random games (the issue's player counts), sampled evenly through each game.
For each kind: the whole call as the bot makes it (``renderers.render_*``: draw + encode), its
two parts (drawing the picture; our palette PNG encode), and a *bare* PNG encode of the same
RGB image with Pillow's defaults (``image.save(buf, "PNG")``), so the cost of drawing can be
told from the cost of PNG itself. Times are medians (and the 95th percentile of the whole call)
of wall-clock milliseconds, plus the process CPU milliseconds of the whole call, which a busy
machine inflates less. Targets (issue 5): WildLife table under 50 ms and under 400 KB.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable
from typing import Any

from PIL import Image

import engine
import renderers
from engine.players import RandomPlayer
from renderers import evolution, result, wildcards, wildlife
from renderers.common import encode_png

PLAYERS = {"wildlife": 4, "wildcards": 3, "evolution": 4}
MODULES = {"wildlife": wildlife, "wildcards": wildcards, "evolution": evolution}


def sample_views(game: str, games: int, per_game: int) -> tuple[list[dict], list[dict],
                                                                  list[dict]]:
    """(table views, hand views, final results) from random games."""
    tables: list[dict] = []
    hands: list[dict] = []
    results: list[dict] = []
    for g in range(games):
        state = engine.new_game(game, [f"Player {i + 1}" for i in range(PLAYERS[game])],
                                seed=100 + g)
        ai = RandomPlayer(g)
        snapshots: list[tuple[dict, dict]] = []
        while not state.is_over():
            seat = state.to_act()[0]
            snapshots.append((state.view(None), state.view(seat)))
            state.apply(seat, ai.choose(state, seat))
        step = max(1, len(snapshots) // per_game)
        for table_view, hand_view in snapshots[::step][:per_game]:
            tables.append(table_view)
            hands.append(hand_view)
        results.append(state.result())
    return tables, hands, results


def bare_png_ms(image: Image.Image) -> tuple[float, float]:
    """(wall, CPU) milliseconds of Pillow's default PNG encode of the RGB image."""
    w0, c0 = time.perf_counter(), time.process_time()
    image.save(io.BytesIO(), format="PNG")
    return (time.perf_counter() - w0) * 1000, (time.process_time() - c0) * 1000


def measure(label: str, views: list[dict], render: Callable[[dict], bytes],
            draw: Callable[[dict], Image.Image]) -> dict[str, Any]:
    whole, cpu, drawing, ours, bare, bare_cpu, sizes = [], [], [], [], [], [], []
    for view in views:
        render(view)  # warm the caches (fonts, text stamps, the static layers) like a live bot
    for view in views:
        w0, c0 = time.perf_counter(), time.process_time()
        data = render(view)
        whole.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        sizes.append(len(data) / 1024)
        d0 = time.perf_counter()
        image = draw(view)
        d1 = time.perf_counter()
        encode_png(image)
        drawing.append((d1 - d0) * 1000)
        ours.append((time.perf_counter() - d1) * 1000)
        wall, used = bare_png_ms(image)
        bare.append(wall)
        bare_cpu.append(used)
    p95 = sorted(whole)[max(0, int(len(whole) * 0.95) - 1)]
    row = {"kind": label, "n": len(views), "ms": statistics.median(whole), "p95": p95,
           "cpu": statistics.median(cpu), "draw": statistics.median(drawing),
           "encode": statistics.median(ours), "bare": statistics.median(bare),
           "bare_cpu": statistics.median(bare_cpu),
           "kb": statistics.median(sizes), "kb_max": max(sizes)}
    print(f"{label:22s} n={row['n']:3d}  render {row['ms']:6.1f} ms (p95 {p95:6.1f}, "
          f"cpu {row['cpu']:5.1f})  = draw {row['draw']:5.1f} + encode {row['encode']:5.1f}"
          f"  | bare PNG encode {row['bare']:6.1f} ms (cpu {row['bare_cpu']:5.1f})"
          f"  | PNG {row['kb']:6.1f} KB "
          f"(max {row['kb_max']:6.1f})")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--positions", type=int, default=15, help="views sampled per game")
    parser.add_argument("--game", default="")
    args = parser.parse_args()
    for game in sorted(MODULES):
        if args.game and game != args.game:
            continue
        module = MODULES[game]
        tables, hands, results = sample_views(game, args.games, args.positions)
        print(f"-- {game} ({PLAYERS[game]} players)")
        measure(f"{game} table", tables, lambda v, g=game: renderers.render_table(g, v),
                module.table_image)
        measure(f"{game} hand", hands, lambda v, g=game: renderers.render_hand(g, v),
                module.hand_image)
        measure(f"{game} result", results, lambda v, g=game: renderers.render_result(g, v),
                lambda v, g=game: result.result_image(g, v))


if __name__ == "__main__":
    main()
