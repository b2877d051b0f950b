"""Render time per picture kind and PNG size; the fixed palette against a per-picture one.

Run: ``.venv/bin/python -m benchmarks.render [--games N] [--game NAME] [--positions K]``.

Views come from random games (``PLAYERS`` seats), sampled evenly through each game.
For each kind, first line: the whole call as the bot makes it (``renderers.render_*``: draw +
encode), its two parts (drawing; our PNG encode onto the game's fixed palette), and a *bare*
PNG encode of the same RGB image with Pillow's defaults. Second line, the palette
step alone: mapping onto the fixed palette (``quantize(palette=...)``, what ``encode_png``
does) against computing a palette per picture (``quantize(255, FASTOCTREE)``, what it did
before), with the PNG size and the mean colour error (0–255 per channel, PNG against drawing)
of each. The first line names the zlib Pillow's PNG encoder runs on (on Linux, the system's:
docs/deploy.md, "Pictures: a quicker zlib"). Times are medians (and the 95th percentile of
the whole call) of wall-clock ms, plus the process CPU ms, which a busy machine inflates less.
Target: WildLife table under 50 ms and under 400 KB.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable
from typing import Any

import PIL
from PIL import Image, ImageChops, ImageStat, features

import engine
import renderers
from engine.players import RandomPlayer
from renderers import evolution, result, wildcards, wildlife
from renderers.common import PNG_LEVEL, encode_png, make_palette

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


def quantize_ms(image: Image.Image, palette: Image.Image | None) -> tuple[float, float, float]:
    """(CPU ms of the palette step, PNG KB, mean colour error): onto ``palette``, or a palette
    computed for this picture (FASTOCTREE, 255 colours: the encoder before the fixed palettes)."""
    c0 = time.process_time()
    if palette is None:
        indexed = image.quantize(255, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    used = (time.process_time() - c0) * 1000
    out = io.BytesIO()
    indexed.save(out, format="PNG", compress_level=3)
    back = Image.open(io.BytesIO(out.getvalue())).convert("RGB")
    error = sum(ImageStat.Stat(ImageChops.difference(image, back)).mean) / 3
    return used, len(out.getvalue()) / 1024, error


def measure(label: str, views: list[dict], render: Callable[[dict], bytes],
            draw: Callable[[dict], Image.Image], palette: Image.Image) -> dict[str, Any]:
    whole, cpu, drawing, ours, bare, bare_cpu, sizes = [], [], [], [], [], [], []
    fixed: list[tuple[float, float, float]] = []
    #: the whole picture (draw + palette + PNG) at levels 1-3: 3 was the level before
    #: ``png_level``, which picks the level the bot now uses on this zlib
    levels: dict[int, list[tuple[float, float]]] = {1: [], 2: [], 3: []}
    octree: list[tuple[float, float, float]] = []
    for view in views:
        render(view)  # warm the caches (fonts, text stamps, the static layers) like a live bot
    for view in views:
        w0, c0 = time.perf_counter(), time.process_time()
        data = render(view)
        whole.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        sizes.append(len(data) / 1024)
        d0, c0 = time.perf_counter(), time.process_time()
        image = draw(view)
        d1, draw_cpu = time.perf_counter(), (time.process_time() - c0) * 1000
        encode_png(image, palette)
        drawing.append((d1 - d0) * 1000)
        ours.append((time.perf_counter() - d1) * 1000)
        wall, used = bare_png_ms(image)
        bare.append(wall)
        bare_cpu.append(used)
        fixed.append(quantize_ms(image, palette))
        octree.append(quantize_ms(image, None))
        for level, runs in levels.items():
            runs.append((draw_cpu + _cpu_ms(encode_png, image, palette, level),
                         len(encode_png(image, palette, level)) / 1024))
    p95 = sorted(whole)[max(0, int(len(whole) * 0.95) - 1)]
    row = {"kind": label, "n": len(views), "ms": statistics.median(whole), "p95": p95,
           "cpu": statistics.median(cpu), "draw": statistics.median(drawing),
           "encode": statistics.median(ours), "bare": statistics.median(bare),
           "bare_cpu": statistics.median(bare_cpu),
           "kb": statistics.median(sizes), "kb_max": max(sizes)}
    for name, runs in (("fixed", fixed), ("octree", octree)):
        row[f"{name}_ms"] = statistics.median(r[0] for r in runs)
        row[f"{name}_kb"] = statistics.median(r[1] for r in runs)
        row[f"{name}_err"] = statistics.mean(r[2] for r in runs)
    print(f"{label:22s} n={row['n']:3d}  render {row['ms']:6.1f} ms (p95 {p95:6.1f}, "
          f"cpu {row['cpu']:5.1f})  = draw {row['draw']:5.1f} + encode {row['encode']:5.1f}"
          f"  | bare PNG encode {row['bare']:6.1f} ms (cpu {row['bare_cpu']:5.1f})"
          f"  | PNG {row['kb']:6.1f} KB (max {row['kb_max']:6.1f})")
    print(f"{'':22s}        palette step (cpu): fixed {row['fixed_ms']:5.1f} ms, "
          f"{row['fixed_kb']:6.1f} KB, error {row['fixed_err']:.2f}  | per picture (octree) "
          f"{row['octree_ms']:5.1f} ms, {row['octree_kb']:6.1f} KB, error "
          f"{row['octree_err']:.2f}")
    said = []
    for level, runs in levels.items():
        ms, kb = (statistics.median(r[i] for r in runs) for i in (0, 1))
        row[f"level{level}_ms"], row[f"level{level}_kb"] = ms, kb
        said.append(f"level {level}{' (now)' if level == PNG_LEVEL else ''} {ms:5.1f} ms "
                    f"{kb:6.1f} KB")
    print(f"{'':22s}        whole picture, draw + encode (cpu): {'; '.join(said)}; now against "
          f"level 3 (before): {row[f'level{PNG_LEVEL}_ms'] / row['level3_ms']:.2f}x")
    return row


def _cpu_ms(encode: Callable[..., bytes], *args: Any) -> float:
    """CPU milliseconds of ``encode(*args)``, the best of three (a busy machine adds, never
    takes away)."""
    best = float("inf")
    for _ in range(3):
        c0 = time.process_time()
        encode(*args)
        best = min(best, (time.process_time() - c0) * 1000)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--positions", type=int, default=15, help="views sampled per game")
    parser.add_argument("--game", default="")
    args = parser.parse_args()
    print(f"Pillow {PIL.__version__}; its PNG encoder runs on zlib {features.version('zlib')}"
          f" (compress level {PNG_LEVEL})")
    for game in sorted(MODULES):
        if args.game and game != args.game:
            continue
        module = MODULES[game]
        tables, hands, results = sample_views(game, args.games, args.positions)
        print(f"-- {game} ({PLAYERS[game]} players)")
        measure(f"{game} table", tables, lambda v, g=game: renderers.render_table(g, v),
                module.table_image, module.palette())
        measure(f"{game} hand", hands, lambda v, g=game: renderers.render_hand(g, v),
                module.hand_image, module.palette())
        measure(f"{game} result", results, lambda v, g=game: renderers.render_result(g, v),
                lambda v, g=game: result.result_image(g, v),
                make_palette(result.COLORS, result.INKS))


if __name__ == "__main__":
    main()
