## The help key (narration/base.py, Narrator.help_keys). It is built from the keys that work
## in this game and language, so it names every key that works and no other; what has no key
## here is given as a typed word. Spoken: letters, digits, spaces and . , ? ! ' only, so keys
## that are symbols are said in words.

help-keys-intro = Keys, on an empty line.
# A key and what it gives: "h, your hand."
help-key = { $key }, { $what }.
# A key that is a symbol, said as a word.
help-key-symbol = { $symbol ->
    [comma] comma
    [period] period
    [less] less than
    [greater] greater than
   *[question] question mark
}
help-key-digits = 1 to 9, a card of your hand.
help-key-escape = Escape stops speech.
# What has no key here: a word typed, then Enter. "Type these words and press Enter. status, where the match stands."
help-typed-intro = Type these words and press Enter.
help-typed = { $word }, { $what }.
help-settings = Type verbosity brief, normal or full to hear less or more, and quit to leave.

## What each key, or its typed word, gives. A game may say it in its own words with
## <game>-key-<command>; otherwise key-<command> is used.
key-hand = your hand
key-table = the table
key-opponents = your opponents
key-scores = the scores
key-turn = whose turn it is
key-actions = what you may do
key-status = where the match stands
key-repeat = the last message again
key-back = the message before
key-forward = the next message
key-oldest = the oldest message
key-newest = the newest message
key-braille = your hand and the table in braille
key-help = this help
key-rules = the full rules

khmer-key-drawn = the cards you have drawn, face up in front of you
khmer-key-opponents = your opponent
king-key-table = the trick on the table
king-key-last = the last trick
king-key-opponents = the tricks each player has won
king-key-taken = the penalty cards each player has taken
king-key-auction = the auction so far
king-key-ladder = the bid ladder, with what each bid is worth
king-key-actions = what you may do, and why
king-key-braille = your hand and the trick in braille

## The moves of each game: a line of the help per message, <game>-help-moves-1, -2 and on.
## $code is a card's code as it is typed in this language, $card the same card's name: "QS",
## "queen of spades".
khmer-help-moves-1 = Type a move and press Enter, for example play 5, draw, discard, knock or concede.
king-help-moves-1 = Type a move and press Enter. To play a card, type play and the card, for example play { $card }, or play { $code }.
king-help-moves-2 = In the auction, bid plus 3, hold, pass, accept, refuse, ultimatum plus 5, fail or decline. Then contract hearts, or contract negative.
lasvegas-key-hand = your cards and your total
lasvegas-key-table = the centre cards, what lies on each, and the pot
lasvegas-key-pot = the pot, the bet in this round, and what you need to call
lasvegas-key-opponents = who is still in, with cards and chips, and who has checked
lasvegas-key-scores = every player's chips
lasvegas-key-turn = whose turn it is, and what they need to call
lasvegas-key-actions = what you may do now, with the amounts
lasvegas-key-braille = your cards and the centre in braille
lasvegas-help-moves-1 = Type a move and press Enter. Check, or bet and a number of chips, as bet 2. Call, raise and how many chips more than a call, as raise 3, or fold.
lasvegas-help-moves-2 = You never type a card, the discards happen by themselves.

## Issue 25, point 1: what happened since the player's own last move (key i, or typed).
key-since = everything that happened since your last move
command-since = since meantime
console-since-nothing = Nothing has happened since your last move.
