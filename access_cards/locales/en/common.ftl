## Words every game shares: seats, yes and no, numbers, verbosity, errors, turns, scores.

# How the listener is named inside a list ("Score. You 2, Anna 4.").
you-name = you
# A seat without a name (a spectator's view of an unnamed seat).
seat-name = Player { $number }
# A seat's name as said in a sentence; $gender is female, male or other (a name the
# program does not know). Only some languages say a name with an article.
name-said = { $gender ->
   *[other] { $name }
}
spectator = You are watching this match. You hold no cards.

yes = yes
no = no

# A count spoken as a word: "two 6s".
number-word = { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $count }
}
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

verbosity-brief = brief
verbosity-normal = normal
verbosity-full = full

# $reason is a lower-case clause from the game's file, such as "you have no 4 in your hand".
error-not-possible = That is not possible, { $reason }.
# $actions is a list joined with "or", each item as typed: "play 5, draw, or knock".
error-legal-now = You may now { $actions }.
error-unknown-command = I do not understand { $text }.
# A minus sign typed before a number, read back in a typed line (issue 25, point 6).
said-minus = minus
# A word typed where a card was awaited (issue 25, point 6).
error-not-a-card = I do not understand { $word } as a card.
# A move word with a word after it that it does not take; $word as typed.
error-word-alone = The word { $word } takes nothing after it, type { $word } alone.
error-match-over = the match is over
# A command that names several legal actions; $actions is a list joined with "or".
error-ambiguous = That could mean { $actions }. Say which.
# A reason the game has no sentence for yet: a clause for error-not-possible.
error-not-now = the game does not allow that now
# Legal actions described compactly, items of the $actions list of error-legal-now.
# $action is the action's typed word; $choices a list joined with "or": "play 1, 2, or 5".
legal-choices = { $action } { $choices }
legal-range = { $action } { $low } to { $high }
legal-from = { $action } { $low } or more
legal-up-to = { $action } up to { $high }
legal-form-cards = { $action } { $low } or more cards

turn-you = Your turn.
turn-other = It is { $name }'s turn.
actions-not-your-turn = It is { $name }'s turn, not yours.
# The answer of the actions key: this line, then each action as a sentence of its own
# ("Play 2, then table 2 and you 24."), one line each.
actions-header = You may do one of these.
match-over = The match is over.

# $scores is a list of score-item; its first letter is made capital ("Score. You 2, Anna 4.").
scores-line = Score. { $scores }.
scores-final = Final score. { $scores }.
score-item = { $name } { $points }
match-won = { $name } wins the match.
match-won-you = You win the match.
