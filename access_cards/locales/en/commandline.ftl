## What the command line says outside a game: a command line that cannot be run (one sentence
## on standard error, access_cards/usage.py), and the report of simulate (access_cards/cli.py).
## A screen reader reads it too, so no symbol is written: options are named without their
## dashes ("the seed option"), and what was typed is read back with its symbols as spaces.
## $value is what was typed; $choices a list joined with "or"; other lists are joined with "and".

# Said for a value that was empty, or only symbols.
usage-nothing = nothing
# How an option or argument is named in the sentences below; $option is its name.
usage-named = { $option ->
    [lang] The language
    [speech] The speech mode
    [variant] The variant
    [format] The format
    [deck] The deck
    [copies] The number of copies
    [sheet] The sheet
    [dots] The dot size
   *[other] The { $option } option
}

usage-unknown-command = There is no command { $value }. Choose { $choices }.
usage-choice = { usage-named } cannot be { $value }. Choose { $choices }.
usage-whole-number = { usage-named } must be a whole number, not { $value }.
usage-bad-value = { usage-named } cannot be { $value }.
usage-needs-value = { usage-named } needs a value after it.
# $words is what was left over, such as an option this command does not have.
usage-unrecognized = I do not understand { $words } on this command line.
# $what is the missing argument, $command the command it belongs to ("play").
usage-missing = { $what ->
    [game] Name a game after { $command }. The games are { $choices }.
    [deck] Name a deck after { $command }. The decks are { $choices }.
    [seats] Give the seats option, with a bot for every seat, such as bot comma bot.
   *[other] Something is missing after { $command }, the { $what }.
}
usage-not-understood = This command line cannot be understood. Run access cards with the help option to hear what it takes.
# The last resort: $detail is the program's own explanation, in English.
usage-other = This command line cannot be run, { $detail }.

## The game, its seats and its options. $game is the game's name as the menu says it.

usage-unknown-game = There is no game called { $value }. The games are { $games }.
usage-game-not-ready = { $game } is not ready yet. The games are { $games }.
usage-option-form = Write each game option as a name, an equals sign and a value, such as target equals 6.
usage-unknown-option = { $game } has no option { $option }. Its options are { $options }.
usage-option-number = The option { $option } cannot be { $value }. Give a whole number from { $low } to { $high }.
usage-option-seat = The option { $option } cannot be { $value }. Give a seat number from 0 to { $high }, or random.
usage-option-choice = The option { $option } cannot be { $value }. Choose { $choices }.
usage-option-combination = The option { $option } cannot be { $value } together with the other options of this match.
usage-option-stack-ante = Each player must start with more chips than the ante. A stack of { $stack } is not more than an ante of { $ante }.
usage-option-twice = The option { $option } is given twice, as { $names }, with different values. Give it once.
usage-variant-contradicts = The variant { $variant } and the option { $option } { $value } contradict each other.
usage-resume-fixed = A resumed match goes on as it was saved. Leave out these options, { $options }.
usage-bots-only = Simulate plays bots only, so you cannot take a seat.
usage-bad-seat = A seat cannot be { $seat }. Write you, bot, or bot with a level, such as bot colon hard.
usage-bot-level = There is no bot level { $level }. The levels are { $levels }.
usage-seats-list = Give the seats as a list with a comma between them, such as you comma bot colon hard.
usage-one-you = Only one seat can be you. The hands of the others must stay hidden.
usage-seat-count = { $game } is for { $players } players, not { $count }.
usage-seat-range = { $game } is for { $low } to { $high } players, not { $count }.

## Simulations and braille labels.

usage-games-at-least = Simulate needs at least 1 game.
usage-jobs-at-least = Simulate needs at least 1 worker process.
usage-duplicate-games = With the duplicate option, the number of games must be a multiple of { $seats }, the number of seats.
usage-page-too-small = That page is too small. A page needs at least { $width } cells and { $height } line.

## The report of simulate: sentences, not a table. Numbers come written in the language's way,
## a sign as a word (report-minus, report-plus). $label is a seat and its bot, "Seat 0 bot hard".

report-heading = { $game }, { $games } matches, { $mode ->
    [duplicate] duplicate, { $boards } boards
   *[fixed] seats fixed
}, seed { $seed }.
# $options is a list such as "target 10, pile visibility top only".
report-options = Options, { $options }.
# A seat of the report and its bot, "seat 0, bot hard".
report-seat = seat { $seat }, { $spec }
report-wins = { $label }. Wins { $wins } of { $matches }, { $rate } percent.
report-mean = Mean score { $value }.
report-decisions = A decision takes { $p50 } milliseconds, { $p95 } at the 95th percentile.
# The 95 percent interval of the figure just said.
report-interval = { $percent ->
    [yes] The 95 percent interval is { $low } to { $high } percent.
   *[no] The 95 percent interval is { $low } to { $high }.
}
report-paired = Paired score difference per board, { $first } minus { $second }, over { $boards } boards, { $value }.
report-deals = Deals per match { $value }.
report-actions = Actions per match { $value }.
report-minus = minus { $number }
report-plus = plus { $number }
