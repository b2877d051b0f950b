# The offline demo's log (tools/demo.py), in the language of its pictures.
demo-seat = AI { $n }
demo-header = { $title }: { $players ->
    [one] { $players } player
   *[other] { $players } players
}, seed { $seed }, AI { $ai }
demo-start = the table at the start
demo-hand = { $name }'s hand (DM)
demo-choice = { $name }'s choice (DM): { $spaces }
demo-scoring = big scoring { $n }
demo-result = final result
demo-progress = round { $round }: { $pictures ->
    [one] { $pictures } picture
   *[other] { $pictures } pictures
} so far, { $seconds } s
demo-done = { $title } finished after { $seconds } s; the pictures and log.txt are in { $out }
