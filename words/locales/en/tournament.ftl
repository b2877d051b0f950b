# Tournaments (docs/tournaments.md): /tournament, the sign-up message, the standings picture.
tour-none = This channel has no tournament open. `/tournament new` opens one.
tour-bad-format = A tournament is Swiss, knockout or round robin, and odd counts get an AI seat or a bye.
tour-bad-size = { $title } seats { $low }–{ $high ->
    [one] { $high } player
   *[other] { $high } players
} at a table.
tour-bad-rounds = A Swiss tournament has 1 to 12 rounds.
tour-one-at-a-time = This channel has a tournament open already ({ $title }, { $format }); `/tournament cancel` ends it, or open the new one in another channel.
tour-started = The tournament has started; sign-up is closed.
tour-already-in = You are signed up already.
tour-not-in = That player is not (or no longer) in the tournament.
tour-organiser-only = Only the organiser, members with Manage Server or the server's tournament role can do that.
tour-too-few = A tournament needs at least 2 players; { $count ->
    [one] { $count } has
   *[other] { $count } have
} signed up.
tour-not-started = The tournament has not started yet; leaving the list is all there is to do.
tour-not-paused = The tournament is not paused.
tour-not-running = The tournament is not running, so there is nothing to pause.
tour-text-channel = Open a tournament in a text channel: its tables become threads there.
tour-signup-closed = That sign-up is closed.
tour-joined = You are signed up. Your tables will open in threads of this channel.
tour-left-running = You are out of the tournament; an AI finishes your table, placed last.
tour-left = You are off the list.
tour-started-now = The tournament has started: { $tables ->
    [one] { $tables } table is
   *[other] { $tables } tables are
} open in threads of this channel.
tour-started-opening = The tournament has started: { $tables ->
    [one] { $tables } table is
   *[other] { $tables } tables are
} opening in threads of this channel…
tour-no-standings = There are no standings yet: the tournament has not started.
tour-no-standings-yet = No round has finished yet: the standings come once every table of round 1 has ended.
tour-dropped = { $name } is out of the tournament; an AI finishes their table, placed last.
tour-replaced = An AI plays on for { $name } for the rest of the tournament.
tour-paused = Paused: the tables playing finish; no new round starts until `/tournament resume`.
tour-resumed = Resumed: the next round starts as soon as the last table ends.
tour-cancelled = The tournament is cancelled; its running tables are cancelled too.
tour-format-swiss = Swiss
tour-format-knockout = knockout
tour-format-roundrobin = round robin
tour-signup-head = **{ $title } tournament** ({ $format }, { $size } at a table, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}), organised by { $organiser }.
tour-signup-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
} signed up: { $names }
tour-status-running = Round { $round } is being played.
tour-status-paused = Paused after round { $round }'s tables.
tour-status-over = The tournament is over.
tour-status-cancelled = The tournament was cancelled.
tour-button-join = Join
tour-button-leave = Leave
tour-thread-name = { $title } · round { $round } · table { $table }
tour-standings-round = **{ $title }**: standings after round { $round } of { $rounds }.
tour-standings-final = **{ $title }**: final standings. { $winner } wins the tournament!
tour-note-dropped = dropped out
tour-note-ai = AI plays on
tour-note-out = out
tour-picture-final = Final standings
tour-picture-round = After round { $round } of { $rounds }
tour-col-place = #
tour-col-name = Player
tour-col-points = Points
tour-col-buchholz = Buchholz
tour-col-score = Game score
tour-alt-row = { $place }. { $name }: points { $points }, Buchholz { $buchholz }, game score { $score }.
tour-bracket-subtitle = Bracket
tour-bracket-subtitle-part = Bracket, part { $part } of { $parts }
tour-bracket-round = Round { $round }
tour-bracket-final = Final
tour-bracket-bye = Bye
tour-bracket-ai = AI
tour-bracket-champion = Champion
tour-alt-bracket-table = { $players }: { $winner } went on.
tour-alt-bracket-none = { $players }: an AI seat won; nobody went on.
tour-alt-bracket-playing = { $players }: still playing.
tour-alt-bracket-byes = Byes: { $names }.
tour-alt-bracket-champion = Champion: { $name }.
tour-alt-row-short = { $place }. { $name } { $points }
tour-alt-more = and { $count } more
tour-alt-bracket-went-on = { $round }: { $names } went on.
cmd-tournament = tournament
cmd-tournament-desc = Tournaments: one per channel
cmd-tournament-new = new
cmd-tournament-new-desc = Open a tournament for sign-up here
cmd-tournament-new-game = game
cmd-tournament-new-game-desc = Which game
cmd-tournament-new-format = format
cmd-tournament-new-format-desc = Swiss, knockout or round robin
cmd-tournament-new-rounds = rounds
cmd-tournament-new-rounds-desc = Swiss: how many rounds
cmd-tournament-new-table_size = table_size
cmd-tournament-new-table_size-desc = Players per table
cmd-tournament-new-turn_timer = turn_timer
cmd-tournament-new-turn_timer-desc = Seconds per decision at the tables
cmd-tournament-new-odd = odd
cmd-tournament-new-odd-desc = When the players do not fill the tables
cmd-tournament-new-options = options
cmd-tournament-new-options-desc = Variants, e.g. '{ $switch }' or '{ $valued }'
cmd-tournament-join = join
cmd-tournament-join-desc = Sign up for this channel's tournament
cmd-tournament-leave = leave
cmd-tournament-leave-desc = Leave the tournament (drop out)
cmd-tournament-start = start
cmd-tournament-start-desc = Start the tournament (organiser)
cmd-tournament-standings = standings
cmd-tournament-standings-desc = The tournament's standings
cmd-tournament-drop = drop
cmd-tournament-drop-desc = Drop a player (organiser)
cmd-tournament-drop-player = player
cmd-tournament-drop-player-desc = Who leaves the tournament
cmd-tournament-replace = replace
cmd-tournament-replace-desc = An AI plays on for a player (organiser)
cmd-tournament-replace-player = player
cmd-tournament-replace-player-desc = Whose place an AI takes
cmd-tournament-pause = pause
cmd-tournament-pause-desc = No new round until resumed (organiser)
cmd-tournament-resume = resume
cmd-tournament-resume-desc = Go on with the rounds (organiser)
cmd-tournament-cancel = cancel
cmd-tournament-cancel-desc = Cancel the tournament (organiser)
choice-swiss = Swiss
choice-knockout = knockout
choice-roundrobin = round robin
choice-seat = an AI seat fills the table
choice-bye = a bye (sits the round out)
tour-settings-season = A season lasts 0 (calendar months) to { $most } days.
tour-settings-line = Leaderboard seasons: { $days ->
    [0] calendar months
    [one] { $days } day
   *[other] { $days } days
} · tournament role: { $role }
tour-season-empty = Nobody here has { $count ->
    [one] { $count } game
   *[other] { $count } games
} of { $title } in the season { $season }.
tour-season-head = **{ $title } in this server** · season { $season } · at least { $count ->
    [one] { $count } game
   *[other] { $count } games
}
tour-season-line = { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won)
cmd-game-settings-season_days = season_days
cmd-game-settings-season_days-desc = Leaderboard season length in days (0 = months)
cmd-game-settings-tournament_role = tournament_role
cmd-game-settings-tournament_role-desc = May organise tournaments (@everyone: nobody)
cmd-game-leaderboard-season = season
cmd-game-leaderboard-season-desc = This season, the last one, or all time
choice-current = this season
choice-previous = the last season
choice-alltime = all time
cmd-tournament-new-start = start
cmd-tournament-new-start-desc = Starts by itself: 20:00, 2026-11-28 20:00 or in 2h (UTC)
tour-joined-late = You are in from round 2 on; round 1 gives you no points.
tour-late-swiss-only = The tournament has started: only a Swiss tournament takes new players after its start, until round 2 begins.
tour-seeded = Seed order set, best first: { $names }. Whoever is not named follows in sign-up order.
tour-unknown-player = “{ $name }” is not a player of this tournament.
tour-result-not-current = That table is not in the current round: only a table of round { $round } takes a result now.
tour-result-no-table = Round { $round } has no table { $table }.
tour-result-wrong-players = Name each player of table { $table } exactly once, first place first: { $names }.
tour-result-set = Result of table { $table } in round { $round } entered: { $names }.
tour-result-where = Say which table: give its number, or use the command in the table's thread.
cmd-tournament-new-seeding = seeding
cmd-tournament-new-seeding-desc = Seeds by rating, or the order /tournament seed gives
choice-rating = by rating
choice-hand = by hand (/tournament seed)
cmd-tournament-seed = seed
cmd-tournament-seed-desc = Set the seed order by hand (organiser)
cmd-tournament-seed-order = order
cmd-tournament-seed-order-desc = Mentions or names, best seed first, separated by commas
cmd-tournament-result = result
cmd-tournament-result-desc = Enter a table's result (organiser)
cmd-tournament-result-placing = placing
cmd-tournament-result-placing-desc = Mentions or names, first place first
cmd-tournament-result-table = table
cmd-tournament-result-table-desc = The table's number (in its thread: that table)
cmd-tournament-result-round = round
cmd-tournament-result-round-desc = The round (default: the current one)
tour-history-empty = This server has no finished tournaments yet.
tour-history-head = **Past tournaments in this server** (newest first)
tour-history-line = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}): 🏆 { $champion }
tour-history-cancelled = { $when } · { $title } ({ $format }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}): cancelled
cmd-tournament-history = history
cmd-tournament-history-desc = This server's past tournaments
tour-start-bad = I cannot read “{ $text }” as a time. Write 20:00, 2026-11-28 20:00 or in 2h (in UTC; add an offset such as +01:00 for another zone).
tour-start-past = { $text } is in the past: pick a time still to come.
tour-start-far = { $text } is more than 90 days ahead: pick a nearer time.
tour-signup-starts = Starts by itself on { $when } ({ $relative }) with whoever has joined.
tour-start-too-few = At the set time only { $count ->
    [one] { $count } player had
   *[other] { $count } players had
} signed up: the sign-up stays open until the organiser starts it (`/tournament start`) or cancels it.
tour-missing-permissions = I cannot run a tournament in this channel: its tables open in threads here, and I need the { $missing } { $count ->
    [one] permission
   *[other] permissions
} for that. Ask a moderator, or open the tournament in another channel.
tour-table-not-opened = Table { $table } of round { $round } could not open: { $why }
tour-why-permission = I need the { $missing } { $count ->
    [one] permission
   *[other] permissions
} in the tournament's channel. I try again every 10 minutes.
tour-why-thread-limit = the server has reached Discord's limit of active threads. Archive or close some threads; I try again every 10 minutes.
tour-why-gone = the tournament's channel is gone. `/tournament cancel` ends the tournament.
tour-why-other = Discord refused the table's thread ({ $status } { $code }). I try again every 10 minutes.
tour-dm-not-opened = Your { $title } tournament in { $channel }: { $failure }
tour-absent-dropped = The turn timer ran out on you { $count } times in a row at your { $title } table ({ $channel }): an AI plays your seat to the end of that game, placed last, and you are out of the tournament.
cmd-tournament-new-checkin = checkin
cmd-tournament-new-checkin-desc = Minutes to check in before each round (0: no check-in)
cmd-tournament-new-no_show = no_show
cmd-tournament-new-no_show-desc = Who does not check in in time
choice-drop = dropped from the tournament
choice-replace = an AI plays in their place
cmd-tournament-reopen = reopen
cmd-tournament-reopen-desc = Open a table whose thread was lost again (organiser)
cmd-tournament-reopen-table = table
cmd-tournament-reopen-table-desc = The table's number in this round
tour-button-checkin = I'm here
tour-started-checkin = The tournament has started: check-in for round 1 is open for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}; the tables open when it closes.
tour-checkin-open = **{ $title }**, round { $round }: check in { $when } with “I'm here”, or you miss the round. { $players }
tour-checkin-over = **{ $title }**, round { $round }: check-in closed ({ $count } checked in).
tour-checkin-closed = That check-in is closed.
tour-checkin-not-entrant = Only the players still in this tournament check in.
tour-checkin-already = You are checked in already.
tour-checked-in = You are checked in for round { $round }.
tour-no-show-drop = Did not check in for round { $round }, so out of the tournament: { $names }
tour-no-show-replace = Did not check in for round { $round }, so an AI plays in their place: { $names }
tour-dm-no-show-drop = You did not check in for round { $round } of the { $title } tournament in { $channel }, so you are out of it.
tour-dm-no-show-replace = You did not check in for round { $round } of the { $title } tournament in { $channel }, so an AI plays in your place from now on.
tour-table-lost = { $organiser }: the thread of table { $table } (round { $round }) is gone. The table is not scored; `/tournament reopen table:{ $table }` opens it again in a new thread, its game started afresh. The other tables play on.
tour-reopen-no-table = This round has no table { $table }.
tour-reopen-not-lost = Table { $table } has not lost its thread: there is nothing to reopen.
tour-reopened = Table { $table } is open again in a new thread of the tournament's channel.
tour-rejoin-dropped = You are out of the { $title } tournament in { $channel }, so an AI plays this seat to the end; you cannot take it back.
