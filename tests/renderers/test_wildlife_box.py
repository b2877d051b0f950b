"""WildLife's pictures stay inside the box Discord shows them in (docs/renderers.md, "The box
Discord shows a picture in": at most 770 x 700 px, so that 18 px words are 9 px on desktop and
7 px on a phone) also when four of six players have long names, which make the waiting line,
the auction and the players' rows longest."""

from __future__ import annotations

import engine
from engine.players import RandomPlayer
from renderers.wildlife import hand_image, table_image
from renderers.wildlife.map import PICTURE_H, PICTURE_W

NAMES = ["Ĳsbrand van der Wielen-Oosterh", "Maximilian Alexander Friedrich",
         "Charlotte-Sophie Vandenberghe", "Bartholomew Featherstonehaugh", "Ann", "Bo"]


def test_long_names_keep_the_table_and_hand_in_the_box() -> None:
    state = engine.new_game("wildlife", NAMES, options={}, seed=1)
    ai = RandomPlayer(1)
    step = seen = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if step % 40 == 0:
            for image in (table_image(state.view(None), "de"), hand_image(state.view(seat), "de")):
                assert image.width == PICTURE_W and image.height <= PICTURE_H, (step, image.size)
            seen += 1
        state.apply(seat, ai.choose(state, seat))
        step += 1
    assert table_image(state.view(None), "de").height <= PICTURE_H
    assert seen > 10
