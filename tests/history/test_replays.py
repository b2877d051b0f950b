"""Replays (docs/history.md, bot/core/replays.py and tools/replay.py): a finished game exported and
loaded back reproduces its result in every title; the committed golden replays still reproduce with
today's rules (when a rules change breaks one, this test names it: regenerate it only if the change
was meant, with ``python -m tests.history.test_replays``); a file that is not a replay, or one
today's rules end differently, gets one clear sentence."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

import engine
from bot.core.replays import ReplayError, check, export, load, rebuild
from engine.players import play_out
from tools import replay as tool

GOLDEN = Path(__file__).parent / "golden"
TITLES = sorted(engine.GAMES)


def finished_game(game: str, seed: int) -> str:
    info = engine.GAMES[game]
    players = [f"p{i}" for i in range(info.min_players)]
    state = play_out(engine.new_game(game, players, seed=seed), seed=seed)
    return state.to_json()


@pytest.mark.parametrize("game", TITLES)
def test_export_then_load_reproduces_the_result(game: str) -> None:
    text = finished_game(game, 5)
    state = engine.from_json(text)
    replay = load(json.dumps(export(text, state.result())))
    states = rebuild(replay)
    check(replay, states[-1])
    assert states[-1].result() == state.result() and len(states) == len(state.log) + 1


@pytest.mark.parametrize("game", TITLES)
def test_the_golden_replays_still_reproduce(game: str) -> None:
    replay = load((GOLDEN / f"{game}.json").read_text(encoding="utf-8"))
    check(replay, rebuild(replay)[-1])


def test_a_replay_the_rules_end_differently_says_so() -> None:
    replay = load((GOLDEN / "wildcards.json").read_text(encoding="utf-8"))
    replay["result"]["ranking"][0]["score"] += 1
    with pytest.raises(ReplayError, match="no longer reproduce this game"):
        check(replay, rebuild(replay)[-1])
    replay["seed"] += 1  # another deal: the logged moves stop being legal
    with pytest.raises(ReplayError, match="cannot replay this game|no longer reproduce"):
        check(replay, rebuild(replay)[-1])


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"format": 1, "game": "wildcards"}',
                                  json.dumps({"format": 9, "game": "x", "options": {}, "seed": 1,
                                              "players": [], "log": [], "result": {}})])
def test_a_file_that_is_not_a_replay_is_refused_in_one_sentence(text: str) -> None:
    with pytest.raises(ReplayError, match=r"^This (is not a replay file|replay has format)"):
        load(text)


def test_the_tool_writes_a_picture_per_chapter_and_the_result(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture
                                                               ) -> None:
    out = tmp_path / "pictures"
    assert tool.main([str(GOLDEN / "wildcards.json"), "--out", str(out)]) == 0
    pictures = sorted(p.name for p in out.iterdir())
    assert pictures[-1] == "result.png" and len(pictures) > 3
    assert all((out / p).read_bytes().startswith(b"\x89PNG") for p in pictures)
    assert "the result matches" in capsys.readouterr().out
    broken = tmp_path / "broken.json"
    broken.write_text("{}", encoding="utf-8")
    assert tool.main([str(broken), "--out", str(out)]) == 1
    assert "not a replay file" in capsys.readouterr().err


if __name__ == "__main__":  # regenerate the golden replays (only for a meant rules change)
    for title in TITLES:
        final = finished_game(title, 20261124)
        data = export(final, engine.from_json(final).result())
        (GOLDEN / f"{title}.json").write_text(json.dumps(data, indent=0) + "\n",
                                              encoding="utf-8")
        print(title, len(data["log"]), "moves", file=sys.stderr)


def test_the_animation_is_a_webp_of_one_frame_per_chapter_under_the_limit() -> None:
    """renderers/animation.py: a valid animated WebP with one frame per turn or phase (the
    live table messages' chapters) and the end, under Discord's 10 MB; frames are halved
    until they fit a smaller limit, keeping the first and the last."""
    from PIL import Image

    from bot.core.replays import chapter_views
    from renderers.animation import LIMIT, animate

    replay = load((GOLDEN / "evolution.json").read_text(encoding="utf-8"))
    # the first rounds' chapters: one frame per chapter holds as well for a few as for all
    # (a whole game's frames took 14 s to encode, and twice more to halve)
    views = chapter_views("evolution", rebuild(replay))[:8]
    data = animate("evolution", views)
    picture = Image.open(io.BytesIO(data))
    assert picture.format == "WEBP" and picture.is_animated
    assert picture.n_frames == len(views) > 5 and len(data) < LIMIT
    small = Image.open(io.BytesIO(animate("evolution", views, limit=len(data) // 3)))
    assert 2 <= small.n_frames < len(views)


def test_the_animation_is_drawn_in_the_viewers_language_and_ends_on_the_result() -> None:
    """The frames are the table pictures in the language asked for, and with the result
    given the last frame is the result picture (the ranking names the winner)."""
    from PIL import Image, ImageChops, ImageStat

    from bot.core.replays import chapter_views
    from renderers import render_result, render_table
    from renderers.animation import animate

    replay = load((GOLDEN / "wildcards.json").read_text(encoding="utf-8"))
    states = rebuild(replay)
    views = chapter_views("wildcards", states)[:3]
    end = {**states[-1].view(None), "result": replay["result"]}

    def frames(data: bytes) -> list[Image.Image]:
        picture = Image.open(io.BytesIO(data))
        out = []
        for n in range(picture.n_frames):
            picture.seek(n)
            out.append(picture.convert("RGB"))
        return out

    def like(frame: Image.Image, png: bytes) -> float:
        """How far ``frame`` (lossy WebP, padded) is from ``png``: mean absolute difference."""
        drawn = Image.open(io.BytesIO(png)).convert("RGB")
        crop = frame.crop((0, 0, drawn.width, drawn.height))
        diff = ImageChops.difference(crop, drawn).convert("L")
        return float(ImageStat.Stat(diff).mean[0])

    dutch = frames(animate("wildcards", views, "nl", end=end))
    assert len(dutch) == len(views) + 1
    table_nl, table_en = (render_table("wildcards", views[0], lang) for lang in ("nl", "en"))
    assert like(dutch[0], table_nl) < like(dutch[0], table_en)
    result_nl = render_result("wildcards", end, "nl")
    assert like(dutch[-1], result_nl) < like(dutch[-1], table_nl)
    assert like(dutch[-1], result_nl) < like(dutch[-1], render_result("wildcards", end, "en"))
