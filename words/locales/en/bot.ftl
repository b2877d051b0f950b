# The bot's own words: refusals, lobby, table and panel texts, controls, results (bot/).
bot-lobby-turn-timer-cannot-negative = A turn timer cannot be negative.
bot-lobby-game-not-over-so = That game is not over, so there is nothing to play again.
bot-lobby-only-players-game-ask = Only the players of that game can ask for a rematch; `/game new` opens a table of your own.
bot-lobby-game-has-already-started = This game has already started; you can watch the table and join the next one.
bot-lobby-are-already-playing-game = You are already playing in this game.
bot-lobby-are-already-lobby = You are already in this lobby.
bot-lobby-have-no-seat-game = You have no seat in this game.
bot-lobby-have-already-left-game = You have already left this game; join to take your seat back.
bot-lobby-no-ai-seat-remove = There is no AI seat to remove.
bot-lobby-seat-not-ai-seat = That seat is not an AI seat.
bot-lobby-game-has-already-started-2 = The game has already started.
bot-lobby-only-host-someone-who = Only the host or someone who can manage this channel can cancel the game.
bot-tables-no-game-channel-start = There is no game in this channel. Start one with /game new.
bot-tables-game-unreadable = This game's saved state cannot be read, so it was left exactly as it is. Please tell the bot's operator.
bot-tables-game-has-not-started = The game has not started yet.
bot-tables-game-has-already-started = The game has already started; seats can no longer change.
bot-tables-join-lobby-first = Join the lobby first.
bot-tables-have-no-seat-game = You have no seat in this game; you can watch the table.
bot-tables-no-such-seat = There is no such seat.
bot-tables-no-game-has-been = No game has been played in this channel yet.
bot-moves-those-choices-cannot-all = Those choices cannot all be made in one go now.
bot-moves-game-over-these-buttons = That game is over; these buttons no longer work.
bot-moves-not-seat-only-its = That is not your seat; only its player can choose there.
bot-moves-left-game-ai-plays = You left this game and an AI plays your seat; join again to take it back.
bot-moves-something-went-wrong-move = Something went wrong with that move; the game is unchanged. Please report it.
bot-moves-game-moved-meantime-please = The game moved on in the meantime; please choose again.
bot-play-these-controls-belong-another = These controls belong to another player.
bot-play-nothing-choose-right-now = Nothing to choose right now.
bot-play-no-bid-make-right = There is no bid to make right now.
bot-play-no-game-running-here = There is no game running here.
bot-play-pick-game-from-suggestions = Pick the game from the suggestions of the `game` option.
bot-play-none-games-waits-decision = None of your games waits for your decision right now.
bot-watch-game-has-not-started = The game has not started yet; the lobby message shows the seats.
bot-admin-game-settings-are-members = The game settings are for members who can manage this server.
bot-lobby-lobby-closed = This lobby is closed.
bot-lobby-not-choice-lobby = That is not a choice of this lobby.
bot-common-command-works-server-channel = That command works in a server channel, where the game is.
bot-history-no-such-game-server = There is no such game in this server.
bot-history-game-did-not-finish = That game did not finish; only finished games have a result and a replay.
bot-history-no-game-was-played = No game was played in this channel; give a game id (the `#` number in `/game history`).
bot-inputs-not-one-choices-now = That is not one of your choices now; pick one of the suggestions.
bot-missing-permissions = I cannot run a game in this channel: I need the { $missing } { $count ->
    [one] permission
   *[other] permissions
} here. Ask a moderator, or start the game in another channel.
bot-no-such-game = There is no game '{ $game }'. Games: { $games }.
bot-no-rated-game = { $user } has no rated game yet: ratings come with games that end.
bot-leaderboard-empty = Nobody here has { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
} of { $title } yet: the leaderboard starts there.
bot-several-games-wait = Several of your games wait for you ({ $channels }); pick one with the `game` option.
bot-option-on-off = Option '{ $option }' is on or off, not '{ $value }'.
bot-option-whole-number = Option '{ $option }' must be a whole number.
bot-option-number = Option '{ $option }' must be a number.
bot-bid-not-legal-range = { $said } is not a legal bid: you can bid from { $low } to { $high } food, or pass.
bot-bid-not-legal = { $said } is not a legal bid: you can bid { $bids } food, or pass.
bot-settings-fallback = The fallback is one of { $choices }.
bot-settings-level = The AI level is one of { $choices }.
bot-settings-timer = The turn timer is from 0 (none) to { $most ->
    [one] { $most } second
   *[other] { $most } seconds
}.
bot-no-ai-level = There is no AI level '{ $level }'. Levels: { $levels }.
bot-channel-busy = This channel already has a { $title } { $lobby ->
    [true] lobby
   *[other] game in progress
}; finish or cancel it first, or start a thread for a second game.
bot-only-host-starts = Only the host ({ $host }) can start the game.
bot-lobby-count = { $title } needs { $low }–{ $high ->
    [one] { $high } player
   *[other] { $high } players
}; the lobby has { $count }. Invite someone or add an AI seat.
bot-lobby-full = The lobby is full: { $title } seats at most { $most ->
    [one] { $most } player
   *[other] { $most } players
}.
bot-out-of-date = That choice is out of date: the game has moved on. Use the latest panel.
bot-out-of-date-closed = That choice is out of date: the game has moved on. Your DMs are closed to me, so your latest panel is behind `/game hand` (or the table's **My hand** button).
bot-settings-language = The language is one of { $choices }.
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-attach-files = Attach Files
perm-read-message-history = Read Message History
perm-send-messages-in-threads = Send Messages in Threads
perm-create-public-threads = Create Public Threads
bot-table-in-thread = Your **{ $title }** table is open in { $thread }.
bot-joined = You joined **{ $title }**. Your hand and your controls will come by DM.
bot-welcome-back = Welcome back to **{ $title }**: your seat is yours again.
bot-left-cancelled = You left; nobody is left at the table, so the game is cancelled.
bot-left-ai-plays = An AI plays your seat now; `/game join` takes it back.
bot-someone-left = { $name } left; an AI plays their seat.
bot-left-lobby-closed = You left; the empty lobby is closed.
bot-left-lobby = You left the lobby.
bot-ai-added = An AI seat was added.
bot-cancelled-by = **{ $title }** was cancelled by { $user }.
bot-cancel-everyone-left = **{ $title }** was cancelled: everyone left.
bot-cancel-cancelled = **{ $title }** was cancelled.
bot-cancel-channel-gone = **{ $title }** ended: its channel is gone.
bot-panel-ai-plays = **{ $title }** — an AI plays this seat now; `/game join` takes it back.
bot-forced = ⏩ Only one choice: { $choice } — played for you.
bot-game-over-line = 🏁 The game is over.
bot-now = ➡️ Now: { $who }{ $timer }
bot-result-head = 🏁 **{ $title }** · Game over. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
bot-ratings = Ratings: { $changes }
bot-your-result = **{ $title }** in { $channel } is over: you are { $place } with { $score ->
    [one] { $score } point
   *[other] { $score } points
}{ $breakdown }.
bot-your-rating = Your rating: { $change }.
bot-done-waiting = ✅ { $choice } — next: { $waiting }
bot-forced-done-waiting = ⏩ Only one choice: { $choice } — played for you; next: { $waiting }
bot-head-waiting = { $head } — next: { $waiting }
bot-your-move = your move: { $count ->
    [one] 1 choice
   *[other] { $count } choices
}
bot-decide-by = ⏰ decide { $when }
bot-now-clock = ⏳ { $time } left (until { $when })
bot-decide-within = ⏳ { $time } for this decision (until { $when })
bot-panel-head = **{ $title }** in { $channel } · you are { $name }
bot-waiting-end = the end of the game.
bot-waiting-for = { $names }.
bot-waiting-next = the next step.
bot-commands = **Commands**
    `/game new <game> [options] [turn_timer] [language]` opens a table; the lobby has Join · Leave · Add AI · Start · Cancel.
    Your hand and controls come by DM. `/game hand` shows them here, only to you (use it if your DMs are closed). `/game play <choice>` makes a move by typing.
    `/game board`, `/game status`, `/game log`, `/game rules [topic]` for everyone.
    `/game leave` hands your seat to an AI (`/game join` takes it back); `/game cancel` for the host or Manage Channels.
    ⏳ **Absent players**: a seat you leave, or that the turn timer's fallback plays for most of its decisions, is **abandoned**: rated last, never a win, and your rating cannot rise from it.
bot-lobby-head = **{ $title }** — new table, host { $host } · { $low }–{ $high ->
    [one] { $high } player
   *[other] { $high } players
} · { $options }
bot-lobby-no-dms = cannot receive DMs; will use `/game hand`
bot-lobby-can-start = The host can start now.
bot-lobby-waiting = Waiting for { $count ->
    [one] 1 more player
   *[other] { $count } more players
}.
bot-lobby-too-many = Too many seats for this game.
bot-started = **{ $title }** has started · { $options }
    Seats: { $seats }. Good luck!
bot-lobby-cancelled = ~~{ $title }~~ — the table was cancelled.
bot-waiting-over = the game is over.
bot-waiting-nothing = nothing to decide.
bot-waiting-names = waiting for { $names }.
bot-whose-over = game over
bot-whose-nothing = nothing to decide
bot-whose-waiting = waiting for { $names }
bot-ties = ⚖️ { $rule }
bot-status-left = (left; an AI plays)
bot-scores = Scores: { $scores }
status-lobby = lobby
status-playing = playing
status-over = over
status-cancelled = cancelled
ctl-more = More
ctl-choose = Choose
ctl-bid-min = Bid { $amount } (min)
ctl-amount = Amount…
ctl-pass = Pass
ctl-page = Page { $page } of { $pages }
ctl-where-how = Choose where and how
ctl-back = Back
ctl-anyway = { $choice } anyway
ctl-add-ai = Add an AI seat: { $level }
ctl-ai-random = plays any legal move
ctl-ai-greedy = plays the best move it sees now
ctl-ai-search = looks ahead: the strongest
# An AI seat's name and its levels as people read them (the levels' codes stay the commands')
bot-ai-seat-name = AI { $n }
ai-level = { $level ->
    [random] random
    [greedy] greedy
   *[search] search
}
ctl-remove = Remove { $name }
ctl-my-hand = My hand
ctl-rematch = Rematch
ctl-review = My review
bot-review-not-seated = Only the people who played game #{ $id } have a review of it.
bot-review-none = **Your review of { $title } #{ $id }**: you had no decision with more than one choice.
bot-review-head = **Your review of { $title } #{ $id }** · accuracy { $accuracy }%: { $close } of your { $decisions } decisions were within 1 point of the best choice the search found.
bot-review-clean = No decision of yours cost more than a point.
bot-review-costly = **{ $n }.** Move { $move }: you played { $played }; better was { $better } (about { $cost ->
    [one] 1 point
   *[other] { $cost } points
} more). { $why }
ctl-undo = ↩ Undo
ctl-join = Join
ctl-leave = Leave
ctl-ai = Add AI
ctl-start = Start
ctl-cancel = Cancel
ctl-ai-seats = AI seats: add or remove
ctl-bid-title = Your bid ({ $low }–{ $high })
ctl-amount-field = Amount
ctl-amount-placeholder = { $low } to { $high }
ctl-older = Older
ctl-see-result = See a game's result picture
ctl-sure = Are you sure?
ctl-where-to = **{ $choice }**: where to?
bot-done = Done: { $choice }.
bot-standard-rules = standard rules
bot-rules-which = Which game? { $games }. Try `/game rules game:wildcards`.
bot-rules-topics = Topics: { $topics }
bot-rules-no-topic = No topic '{ $topic }'. Topics: { $topics }.
phase = Phase: { $phase }
the-game = the game
picture-table = table
picture-hand = hand
picture-result = result
picture-scoring = big scoring
score-of = { $name }: { $points }
bot-log-empty = Nothing yet.
bot-takes-back = { $name } takes back their last move.
bot-undo-label = Take back the last move
bot-time-up = ⏰ Time is up for { $name }.
ctl-done = Done
bot-undelivered = { $user }, I could not deliver your panel: use `/game hand` to see your hand and choose.
bot-dms-closed = { $user }, I cannot send you DMs, so your hand stays here: use `/game hand` to see it and choose (the table's message gets a **My hand** button from its next update).
bot-reminder = ⏰ { $user }, your move: it is made for you { $when }.
bot-settings-timer-off = none
bot-settings-language-server = the server's language (Dutch, German, else English)
bot-settings-text = **Game settings of this server**
    New games open in a thread: { $thread ->
        [true] yes
       *[other] no
    }
    Turn timer: { $timer }
    New AI seats play at level: { $level }
    Table language of new games: { $language }
    Change them with `/game settings` and its options.
bot-forged-control = That control is not valid (it was not made by me); use `/game hand`.
bot-unexpected = Something went wrong on my side; the game is safe (every accepted move is saved). Please try again.
bot-store-busy = The table is busy; try again in a moment. Nothing was changed.
bot-need-manage-channels = You need the Manage Channels permission for that.
bot-cannot-use-here = You cannot use that command here.
bot-not-understood = I could not understand { $value }; pick one of the suggestions.
bot-forbidden = Discord did not let me do that here (missing permission).
bot-history-none = No game has ended in this server yet{ $user ->
    [none] {""}
   *[other] { " " }with { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }of { $title }
}. Start one with `/game new`.
bot-history-head = **Games in this server**{ $user ->
    [none] {""}
   *[other] { " " }with { $user }
}{ $title ->
    [none] {""}
   *[other] { " " }· { $title }
} · newest first (`#12`: the game id `/game replay game_id:` takes)
ctl-newer = Newer
bot-profile-head = **Games of { $user }**
bot-profile-line = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won{ $abandoned ->
    [0] {""}
   *[other] , { $abandoned } abandoned
}, average place { $place }, best score { $best }, rating { $rating }
bot-leaderboard-head = **{ $title } in this server** · at least { $count ->
    [one] { $count } game
   *[other] { $count } games
}
bot-leaderboard-line = { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
bot-no-pictures = (I may not attach pictures in this channel: give me the **Attach Files** permission. `/game board` shows the table meanwhile.)
bot-paused-locked = Your { $title } game in { $channel } waits: that thread is locked or archived, so I cannot post there. It goes on as soon as a moderator unlocks it.
bot-paused-access = Your { $title } game in { $channel } waits: I cannot see that channel any more. It goes on as soon as I get access again (the **View Channel** permission).
bot-paused-removed = Your { $title } game in { $channel } waits: someone removed me from that private thread. It goes on as soon as I am added again (mention me there).
bot-paused-send = Your { $title } game in { $channel } waits: I may not post in that channel any more. It goes on as soon as I get the **Send Messages** permission there again.
bot-paused-send-thread = Your { $title } game in { $channel } waits: I may not post in that thread any more. It goes on as soon as I get the **Send Messages in Threads** permission there again.
bot-private-thread = I cannot post in this private thread: add me to it (mention me here) or give me the **Manage Threads** permission, then start the game again.
result-title = { $game } — final result
result-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
result-points = points
result-winner = { $count ->
    [one] { $names } wins with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }!
   *[other] { $names } share the win with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }!
}
cat-start = start
cat-small = small areas
cat-areas = areas
cat-herds = herds
cat-adaptations = adaptations
cat-abilities = abilities
cat-food = food
cat-conversion = food converted
cat-food_ability = food ability
cat-losses = losses
cat-population = population
cat-traits = traits
bot-settings-idle-limit = The idle limit is from { $least } minutes to { $most } hours.
bot-settings-idle-reminder = The idle reminder must come before the idle limit.
bot-seat-to-ai-only-host = Only the host, or someone who can manage the channel, hands a seat to an AI.
bot-seat-to-ai-not-playing = A seat is handed to an AI once the game has started.
bot-seat-to-ai-no-seat = That person has no seat at this table.
bot-seat-to-ai-already = An AI plays that seat already.
bot-seat-to-ai-done = 🤖 An AI plays { $name }'s seat now; { $user } can take it back with `/game join`.
ctl-bid-title-any = Your bid
ctl-amount-placeholder-any = a whole number
bot-forward-busy = The table is busy right now and your click was not played: please try again in a moment.

## Hints and rule reminders for learners (bot/core/hints.py, bot/core/teaching.py)
ctl-hint = 💡 Hint
bot-hint = 💡 Hint: **{ $choice }**. { $why }
bot-hint-play = ▶ Play it
bot-hint-off = This table was opened without hints. A table opened with `/game new … hints: True` offers them.
bot-hint-stale = That decision has moved on, so this hint would be out of date. Ask again on your current panel.
bot-hint-no-game = No game is running here.
bot-hint-nothing = You have nothing to decide right now.
bot-hints-forbidden = This server does not allow hints (`/game settings hints`). Open the table without them.
bot-hints-played = 💡 Played with hints: this game is not rated.
bot-hints-mark = 💡 with hints
bot-abandoned-mark = (abandoned)
bot-settings-hints = Tables with hints: { $allowed ->
    [true] allowed
   *[other] forbidden
} (change it with `/game settings hints`; "the default" sets it back).
bot-teaching-on = Rule reminders are on: your first decision of each kind comes with a line about its rule.
bot-teaching-off = Rule reminders are off.
hint-why-only = It is your only choice.
hint-why-search = Played out over the next moves, it came out ahead of the other choices, though no single gain stands out.
hint-why-both = { $first } { $second }
hint-why-now = It scores now: { $parts }.
hint-why-next = Then “{ $step }” scores: { $parts }.
hint-points-for = { $points ->
    [one] 1 point
   *[other] { $points } points
} for { $part }
hint-points-less = { $points ->
    [one] 1 point
   *[other] { $points } points
} less for { $part }
hint-why-same = { $other } comes out the same in every playout of the next moves: either is fine here.
hint-vs-gets = Better than { $other }: this way you get { $thing }.
hint-vs-denies = Better than { $other }: with that, { $player } would get { $thing }.
hint-vs-points = Better than { $other }: played out over the next { $moves ->
    [one] move
   *[other] { $moves } moves
} at the table, it gives you on average { $points ->
    [one] 1 point
   *[other] { $points } points
} more for { $part }.
teach-line = 📘 { $rule } More: `/game rules topic:{ $topic } game:{ $game }`.
teach-wildlife-seeding = Seeding: place your starting tiles one at a time on empty spaces of the island.
teach-wildlife-bid = Auction: raise the high bid (at least 3 food) or pass; whoever passes is out. You may bid up to 6 food more than you have: every 3 food short costs 1 point.
teach-wildlife-defense = Defense: with the Defense ability you may block this attack on your tile.
teach-wildlife-epidemic = Epidemic: every rival of the player who drew it removes one of their own tiles.
teach-wildlife-use = A terrain card: migrate, expand or attack in that terrain, as far as your adaptation there allows (migrate < expand < attack).
teach-wildlife-adapt = An adaptation card raises your adaptation in one terrain by one level.
teach-wildlife-turn = Your turn: play up to 3 cards, at least one of them put up for auction; you may also migrate once for free and turn 3 food into 1 point.
teach-wildcards-bid = Secret bid: put one hand card face down (or the Refill card); all bids are revealed together and the highest chooses first.
teach-wildcards-pick = Your pick: pay extra hand cards until your bid has as many cards as its value, then take an animal; or decline, take your cards back and draw 2.
teach-wildcards-tie = Tie: the tied bidders put an extra payment face down; the highest total picks first.
teach-wildcards-refill = Refill card: discard any habitat cards and draw back up to 7; you take no animal this round.
teach-wildcards-leader = A leader's power: the Leader card you hold lets you use its ability now.
teach-evolution-food = Food card: choose one card secretly; its food number goes to the watering hole.
teach-evolution-cards = Playing cards: each card is a new species, +1 body size, +1 population, or a trait (at most 3 per species).
teach-evolution-before = Before eating: Long Neck, Fertile, Fat Tissue and Intelligence act now, if you choose.
teach-evolution-attack = Carnivore attack: a carnivore must attack a smaller species it can reach; the prey loses 1 population and the carnivore takes meat equal to the prey's body size.
teach-evolution-feed = Feeding: in turn, each species that can eat takes 1 plant food; after feeding, a species' population drops to the food it ate.

# /game history and /game replay for players, /game settings reset, /game rules topic names,
# a table opened in a thread
bot-replay-for-players = **{ $title }** · game #{ $id } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · 🏆 { $winners }
    { $animation ->
        [0] The file holds the whole game: its seed and every move.
       *[other] The animation shows the table turn by turn and ends on the result; the file holds the whole game: its seed and every move.
    }
bot-replay-alt = Animation of a { $title } game, turn by turn, ending on the result: { $winners } won.
bot-settings-reset = Reset is one of { $choices }.
bot-table-announced = **{ $title }**: { $host } opened a table in { $thread } ({ $options }). Everyone is welcome: open the thread and press **Join**.
rules-topic-overview = Overview
rules-topic-commands = Commands

# a long chapter of the live table message, told short
bot-story-earlier = … { $count ->
    [one] 1 earlier line
   *[other] { $count } earlier lines
} (`/game log` has them all)

## DM panels: an earlier chapter's panel, timer fallbacks, durations
bot-panel-below = { $head } — your next decision is in the message below.
bot-duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
bot-duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
bot-duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
bot-turn-timer-for = turn timer { $duration }
bot-settings-timer-for = { $duration } per decision, then { $fallback ->
    [ai] an AI plays that decision
   *[other] the seat passes where the rules allow (else an AI decides)
}
bot-settings-idle-for = Without a turn timer: a seat that has not decided is reminded after { $reminder }, and its fallback plays after { $limit } (change them with `idle_reminder` and `idle_limit`, in hours; 0 sets one back to the default).
bot-timer-done-waiting = ⏰ Your time was up, so this was chosen for you: { $choice } — next: { $waiting }
bot-reminder-by = ⏰ { $user }, your move: if you have not decided by { $when }, it is made for you.

## Correspondence: clocks in days, holidays (bot/core/clocks.py)
bot-duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
bot-pace-bad = "{ $text }" is not a pace: write `real-time`, `correspondence`, `correspondence 5d+12h` (a bank + an increment a move, in days d or hours h) or `correspondence 2d/move`.
bot-pace-per-move = A fixed time per move is { $choices } days, e.g. `correspondence 2d/move`.
bot-pace-bank = A correspondence bank is from 1 hour to { $most } days, and so is its increment.
bot-pace-real-time = real time
bot-pace-per-move-words = 📮 correspondence: { $time } a move
bot-pace-bank-words = 📮 correspondence: { $bank } + { $increment } a move
bot-settings-pace = New tables: { $pace } · holidays: { $days } days a year
bot-away-allowance = The holiday allowance is from 0 to { $most } days a year.
bot-clock-to-ai = **{ $title }** in { $channel }: your clock ran out twice without a move from you, so an AI plays your seat now. `/game join` there takes it back.
bot-clock-left = ⏳ { $name }: { $time } left
bot-clock-away = 🏖️ { $name }: { $time } left, away until { $until }
bot-clock-picture-away = { $time }, on holiday: back in { $back }
bot-away-days = A holiday is from 1 to { $most } days.
bot-away-already = You are away until { $until } already; `/game back` ends it first.
bot-away-too-long = { $days } days is more than this year's holiday left: { $left } days.
bot-back-not-away = You are not away.
bot-away-notice = 🏖️ { $name } is away until { $until }: their clock waits.
bot-back-notice = { $name } is back: their clock runs again.
bot-away-done = 🏖️ Away until { $until }: your clocks wait in { $count ->
    [one] { $count } correspondence game
   *[other] { $count } correspondence games
}. `/game back` ends it early (the days left stay yours).
bot-back-done = Welcome back: your clocks run again in { $count ->
    [one] { $count } correspondence game
   *[other] { $count } correspondence games
}.
bot-mine-head = { $count ->
    [one] Your open game:
   *[other] Your { $count } open games:
}
bot-mine-none = You have no open games.
bot-mine-lobby = waiting to start
bot-mine-your-turn = **your turn**
bot-mine-waiting = waiting for { $names }
bot-mine-left = ⏳ { $time } left
bot-mine-table = [table]({ $url })
bot-mine-panel = [your decision]({ $url })
bot-notices-timezone = "{ $name }" is not a time zone I know: use an IANA name such as `Europe/Amsterdam`, `America/New_York` or `UTC`.
bot-notices-mode = Choose one of: { $choices }.
bot-notices-hour = The digest's hour is from 0 to 23.
bot-notices-here = in this server
bot-notices-everywhere = in every server
bot-notices-dm = 🔔 { $scope }: a DM each time it is your turn.
bot-notices-digest = 📬 { $scope }: one digest a day at { $hour } ({ $tz }); your decisions come without a notification.
bot-notices-none = 🔕 { $scope }: no notifications; your decisions come silently (`/game mine` lists them).
bot-digest-head = { $count ->
    [one] 📬 Your turn in 1 game:
   *[other] 📬 Your turn in { $count } games:
}
bot-digest-none = 📬 No game waits for you now.
