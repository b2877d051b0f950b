# Alt text of the pictures (Discord's attachment description, at most 1,024 characters): what
# a sighted player reads off the picture first, for people who cannot see it.
alt-result = { $game }, final result. { $winner } { $ranking }
alt-rank = { $place }. { $name } { $score ->
    [one] 1 point
   *[other] { $score } points
}{ $parts }
alt-parts = { " " }({ $parts })
alt-scores = Points: { $scores }.
alt-last = Last move: { $what }.
wl-alt-table = WildLife table, { wl-phase }, turn { $turn }. { $waiting } { $scores } { $notes }
wl-alt-over = WildLife table, game over. { $winner } { $scores }
wl-alt-hand = Your WildLife hand, { $player }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $cards }. { $stats } { $waiting }
wl-alt-choice = The map around the spaces of your choice: { $spaces }.
wl-alt-scoring = WildLife big scoring { $number }, points gained: { $gains }.
wc-alt-table = Wild Cards table, round { $round }, { $phase }. { $waiting } Display: { $display }. { $scores }
wc-alt-hand = Your Wild Cards hand, { $player }: { $cards }.
ev-alt-table = Evolution table, { $status }. { $waiting } Watering hole: { $food } food. { $standings } { $species }
ev-alt-species = { $name }: { $count ->
    [one] 1 species
   *[other] { $count } species
}{ $list }
ev-alt-one = body { $body }, population { $pop }, ate { $food } of { $pop }{ $traits }
ev-alt-one-short = { $body }/{ $pop }/{ $food }{ $traits }
ev-alt-short-key = Species as body/population/food eaten.
ev-alt-hand = Your Evolution hand, { $player }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $cards }. { $choice }
ev-alt-rules = What these cards do: { $rules }
result-points-of = { $count ->
    [one] point
   *[other] points
}
# a correspondence table's clocks under its table picture (renderers/clocks.py)
pic-clocks-head = Time left
pic-clocks-alt = Time left: { $clocks }.
pic-clocks-deciding = { $name } { $time } (deciding)
pic-clocks-seat = { $name } { $time }
