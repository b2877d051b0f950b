# A finished game's story: its chart and the moments that decided it (bot/core/story.py,
# renderers/story.py).
story-start = Start
story-mark-scoring = Big scoring { $n }
story-lead = { $player } takes the lead for good.
story-gain = { $player } gains { $points ->
    [one] 1 point
   *[other] { $points } points
} in one go.
story-loss = { $player } loses { $points ->
    [one] 1 point
   *[other] { $points } points
}.
story-title = { $title }: the game's story
story-axis = score if the game had ended there, chapter by chapter
story-axis-round = score if the game had ended there, by round
story-axis-turn = score if the game had ended there, by turn
story-head = **How it went** · the moments that decided the game:
story-alt = Chart of each player's score over the game. Final scores: { $scores }.

# a long feeding, told short in the live table message (bot/games/evolution.py)
story-eaten = Eaten so far: { $eaten }.
story-ate = { $player } { $plant } plant food and { $meat } meat
