# A finished game's story: its chart and the moments that decided it (bot/core/story.py,
# renderers/story.py).
story-start = Start
story-mark-scoring = Big scoring { $n }
story-lead = { $player } takes the lead for good.
story-passes = { $player } passes { $rival } for good.
story-pulls-away = { $player } pulls away: { $points ->
    [one] 1 point
   *[other] { $points } points
} ahead of { $rival }.
story-closes-in = { $rival } closes in: { $player } leads by { $points ->
    [one] 1 point
   *[other] { $points } points
}.
story-level = { $player } and { $rival } are level.
story-catches-up = { $player } catches up: { $points ->
    [one] 1 point
   *[other] { $points } points
} behind { $rival }.
story-falls-back = { $player } falls back: { $points ->
    [one] 1 point
   *[other] { $points } points
} behind { $rival }.
story-title = { $title }: the game's story
story-axis = score if the game had ended there, chapter by chapter
story-axis-round = score if the game had ended there, by round
story-axis-turn = score if the game had ended there, by turn
story-head = **How it went** · the moments that decided the game:
story-alt = Chart of each player's score over the game. Final scores: { $scores }.

# a long feeding, told short in the live table message (bot/games/evolution.py)
story-eaten = Eaten so far: { $eaten }.
story-ate = { $player } { $plant } plant food and { $meat } meat
