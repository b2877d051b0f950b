"""The offline demo (tools/demo.py): AI seats play a whole game; the table pictures, one seat's DM
hands, the final result and a text log land in a folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

import tools.demo
from tools.demo import find_ai, main

#: the pictures themselves are tested in test_pictures.py; here a stand-in keeps the test fast
STAND_IN = b"\x89PNG stand-in"


def test_demo_writes_tables_hands_result_and_log(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str]] = []
    for kind in ("table", "hand", "result", "scoring", "story"):
        monkeypatch.setattr(tools.demo, f"render_{kind}",
                            lambda game, view, lang, kind=kind: calls.append((kind, game))
                            or STAND_IN)
    out = tmp_path / "demo"
    main(["wildcards", "--players", "3", "--level", "random", "--out", str(out),
          "--seed", "2"])
    tables = sorted(out.glob("table-*.png"))
    hands = sorted(out.glob("hand-*.png"))
    assert len(tables) > 3 and hands
    assert (out / "result.png").exists()
    log = (out / "log.txt").read_text(encoding="utf-8")
    assert tables[0].name in log and hands[0].name in log and "result.png" in log
    assert tables[-1].read_bytes() == STAND_IN
    assert len(calls) == len(tables) + len(hands) + 2  # and the result and the story
    assert (out / "story.png").exists() and "story.png" in log
    assert {game for _, game in calls} == {"wildcards"}


def test_demo_seats_the_strongest_ai_level_by_default() -> None:
    import engine.ai
    name, factory = find_ai("evolution")
    assert name.startswith(engine.ai.LEVELS[-1])
    assert callable(getattr(factory(1), "choose", None))


def test_demo_writes_wildlife_choice_pictures_with_the_map_crop(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The demo also writes one seat's WildLife DM pictures for decisions about
    spaces, with ``focus`` holding the candidate spaces of the legal actions; the real picture
    of such a view is the choice's: the map crop beside the cards, not the plain hand."""
    import renderers
    hands: list[dict] = []
    for kind in ("table", "result", "scoring"):
        monkeypatch.setattr(tools.demo, f"render_{kind}", lambda game, view, lang: STAND_IN)
    monkeypatch.setattr(tools.demo, "render_hand",
                        lambda game, view, lang: hands.append(view) or STAND_IN)
    out = tmp_path / "demo"
    main(["wildlife", "--players", "2", "--level", "random", "--out", str(out), "--seed", "3"])
    choices = sorted(out.glob("choice-*.png"))
    focused = [v for v in hands if "focus" in v]
    assert choices and len(choices) == len(focused)
    assert choices[0].name in (out / "log.txt").read_text(encoding="utf-8")
    view = focused[-1]
    assert view["focus"]["spaces"] and set(view["focus"]["spaces"]) <= set(view["board"])
    plain = {k: v for k, v in view.items() if k != "focus"}
    with_crop = open_image(renderers.render_hand("wildlife", view))
    without = open_image(renderers.render_hand("wildlife", plain))
    assert with_crop.size != without.size or with_crop.tobytes() != without.tobytes()
    # the crop sits on the left under the title: that strip is the map, not the hand's rows
    strip = (0, 60, 200, min(with_crop.height, without.height))
    assert with_crop.crop(strip).tobytes() != without.crop(strip).tobytes()


def open_image(data: bytes) -> Image.Image:
    import io
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_the_same_seed_plays_the_same_game_again(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Searching seats count iterations, not seconds: a seed reproduces its game exactly,
    every picture and every line of the log, however busy the machine is."""
    for kind in ("table", "hand", "result", "scoring"):
        monkeypatch.setattr(tools.demo, f"render_{kind}",
                            lambda game, view, lang: repr(sorted(view.items())).encode())
    logs = []
    for run in (1, 2):
        out = tmp_path / f"run{run}"
        main(["wildcards", "--players", "3", "--level", "search", "--iterations", "8",
              "--out", str(out), "--seed", "5"])
        logs.append([(p.name, p.read_bytes()) for p in sorted(out.iterdir())])
    assert logs[0] == logs[1]


def test_a_run_clears_what_an_earlier_run_wrote(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    for kind in ("table", "hand", "result", "scoring"):
        monkeypatch.setattr(tools.demo, f"render_{kind}", lambda game, view, lang: STAND_IN)
    out = tmp_path / "demo"
    out.mkdir()
    (out / "table-999.png").write_bytes(b"old")
    (out / "notes.md").write_text("mine")
    main(["wildcards", "--players", "3", "--level", "random", "--out", str(out)])
    assert not (out / "table-999.png").exists() and (out / "notes.md").read_text() == "mine"


@pytest.mark.parametrize("argv, said", [
    (["wildlife", "--level", "clever"], "There is no AI level 'clever'"),
    (["wildlife", "--players", "9"], "WildLife needs 2–6 players, not 9."),
    (["wildlife", "--option", "foo=bar"], "WildLife has no option 'foo'"),
    (["wildcards", "--option", "leo=maybe"], "Option 'leo' is on or off"),
    (["wildcards", "--seat", "7"], "--seat must be a seat from 1 to 3."),
])
def test_a_bad_argument_gets_one_sentence_and_status_2(
        argv: list[str], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main([*argv, "--out", str(tmp_path / "demo")])
    err = capsys.readouterr().err.strip().splitlines()
    assert ended.value.code == 2 and len(err) == 1 and said in err[0], err
    assert not (tmp_path / "demo").exists() or not any((tmp_path / "demo").iterdir())


def test_the_log_is_in_the_chosen_language(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    for kind in ("table", "hand", "result", "scoring"):
        monkeypatch.setattr(tools.demo, f"render_{kind}", lambda game, view, lang: STAND_IN)
    out = tmp_path / "demo"
    main(["wildcards", "--players", "3", "--level", "random", "--out", str(out),
          "--lang", "de"])
    log = (out / "log.txt").read_text(encoding="utf-8")
    assert "3 Spieler" in log and "Endstand" in log and "KI 1" in log
    assert "players" not in log and "final result" not in log


def test_demo_says_each_round_and_where_the_pictures_are(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    """A long game shows it is under way: one line per round (WildLife: per round of turns)
    while it plays, in order and each once, and the folder at the end."""
    for kind in ("table", "hand", "result", "scoring", "story"):
        monkeypatch.setattr(tools.demo, f"render_{kind}", lambda game, view, lang: STAND_IN)
    for game in ("wildcards", "wildlife"):
        out = tmp_path / game
        main([game, "--players", "3", "--level", "random", "--out", str(out), "--seed", "4"])
        lines = capsys.readouterr().out.splitlines()
        rounds = [int(line.split()[1].rstrip(":")) for line in lines if line.startswith("round ")]
        assert rounds[:2] == [1, 2] and rounds == sorted(set(rounds)), lines
        assert len(rounds) >= 4
        assert lines[-1].endswith(str(out)) and "finished after" in lines[-1]
        assert len(lines) == len(rounds) + 1


def test_demo_progress_is_in_the_chosen_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    for kind in ("table", "hand", "result", "scoring", "story"):
        monkeypatch.setattr(tools.demo, f"render_{kind}", lambda game, view, lang: STAND_IN)
    main(["evolution", "--players", "2", "--level", "random", "--out", str(tmp_path),
          "--lang", "de"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Runde 1:") and "fertig nach" in lines[-1]
