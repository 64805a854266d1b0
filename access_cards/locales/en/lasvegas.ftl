## Las Vegas (RULES.md §3): the words of docs/rules/lasvegas.en.md. Spoken sentences keep to
## letters, digits, spaces and . , ? ! ' only. $name is another player; a message ending in
## -you is said to the player concerned. Cards come as "the 4 of cups" (cards.ftl). Chips
## are always said as digits.

game-lasvegas = Las Vegas

## Numbers and names.
lasvegas-chips = { $count ->
    [1] 1 chip
   *[other] { $count } chips
}
lasvegas-cards = { $count ->
    [0] no cards
    [1] 1 card
   *[other] { $count } cards
}
lasvegas-signed = { $sign ->
    [plus] plus { $amount }
    [minus] minus { $amount }
   *[zero] 0
}
# A betting round by its number, 1 to 5, inside a sentence.
lasvegas-round-name = { $round ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[5] fifth
}
# A centre card by its position, 1 to 4, inside a sentence.
lasvegas-centre-name = { $position ->
    [1] first
    [2] second
    [3] third
   *[4] fourth
}
# A rank with its article, for a centre card heard by value only: "a 7", "an ace".
lasvegas-rank-a = { $rank ->
    [1] an ace
    [8] a jack
    [9] a knight
    [10] a king
   *[other] a { $rank }
}
# The listener in a list after a preposition: "to you and Bruno".
lasvegas-you-object = you
# A list of players and amounts: "Bruno plus 6, you minus 4".
lasvegas-item = { $name } { $amount }

## The deal.
lasvegas-hand-number = Hand { $deal }.
lasvegas-dealer = { $name } deals.
lasvegas-dealer-you = You deal.
lasvegas-ante = { $count ->
    [1] { $names } antes { $ante }.
   *[other] Each player antes { $ante }.
} The pot is { $pot }.
lasvegas-dealt = { $name } is dealt 3 cards.
lasvegas-dealt-you = Your cards, { $cards }. Total { $total }.

## Betting.
lasvegas-round = { $round ->
    [1] First
    [2] Second
    [3] Third
    [4] Fourth
   *[5] Fifth and last
} betting round.
lasvegas-first = { $name } speaks first.
lasvegas-skipped = Nobody has chips left to bet, so the round is passed.
lasvegas-round-end = End of the { lasvegas-round-name } betting round, pot { $pot }.
lasvegas-check = { $name } checks.
lasvegas-check-you = You check.
lasvegas-bet = { $name } bets { $amount }.
lasvegas-bet-you = You bet { $amount }.
lasvegas-raise = { $name } raises { $by }, putting in { $amount }.
lasvegas-raise-you = You raise { $by }, putting in { $amount }.
lasvegas-call = { $name } calls { $amount }.
lasvegas-call-you = You call { $amount }.
lasvegas-call-short = { $name } calls with all the chips left, { $count }, short of the bet of { $level }.
lasvegas-call-short-you = You call with all your chips left, { $count }, short of the bet of { $level }.
lasvegas-all-in = { $name } is all in.
lasvegas-all-in-you = You are all in.
lasvegas-fold = { $name } folds.
lasvegas-fold-you = You fold, and your cards go back unseen.
lasvegas-still-in = Still in, { $names }.
lasvegas-pot = Pot { $pot }.
lasvegas-to-call = { $amount } to call.
lasvegas-next-to-call = { $name } must pay { $amount } to call.
lasvegas-level = The bet is now { $level }.
lasvegas-stack-left = { $name } has { lasvegas-chips } left.
lasvegas-stack-left-you = You have { lasvegas-chips } left.

## Turning a centre card.
lasvegas-reveal = The { lasvegas-centre-name } centre card is { $card }.
lasvegas-face-down = { $count ->
    [0] No centre card is left face down.
    [1] 1 centre card is still face down.
   *[other] { $count } centre cards are still face down.
}
lasvegas-discard = { $name } discards { $cards }, { $left ->
    [0] and has no cards left.
    [1] 1 card left.
   *[other] { $left } cards left.
}
lasvegas-discard-you = You discard { $cards }.
lasvegas-own-hand-you = { $count ->
    [0] You have no cards left.
    [1] You have 1 card left, { $cards }. Total { $total }.
   *[other] You have { $count } cards left, { $cards }. Total { $total }.
}
lasvegas-own-hand = { $name } has { lasvegas-cards } left.
lasvegas-nobody-discards = Nobody discards.
lasvegas-sizes = Cards left. { $items }.

## The end of a hand.
lasvegas-fold-win = Everyone else has folded. { $name } takes the pot of { $pot }.
lasvegas-fold-win-you = Everyone else has folded. You take the pot of { $pot }.
# $how: on, the last card was discarded onto a centre card; showdown, the hand was empty at the showdown.
lasvegas-las-vegas = { $how ->
    [on] Las Vegas! { $name } has discarded the last card
   *[showdown] Las Vegas! { $name } has no cards at the showdown
}{ $whole ->
    [yes] {" "}and takes the whole pot of { $pot }.
   *[no] {" "}and takes { $share } of the pot of { $pot }.
}
lasvegas-las-vegas-you = { $how ->
    [on] Las Vegas! You have discarded your last card
   *[showdown] Las Vegas! You have no cards at the showdown
}{ $whole ->
    [yes] {" "}and take the whole pot of { $pot }.
   *[no] {" "}and take { $share } of the pot of { $pot }.
}
lasvegas-las-vegas-many = Las Vegas! { $names } have no cards left and share the pot of { $pot }. { $items }.
lasvegas-showdown = Showdown.
lasvegas-shows = { $name } shows { $cards }, { $total }.
lasvegas-shows-you = You show { $cards }, { $total }.
lasvegas-shows-none = { $name } has no cards, 0.
lasvegas-shows-none-you = You have no cards, 0.
# $n: you alone, one other player, or several.
lasvegas-low = Lowest total, { $names } with { $total }, { $n ->
    [you] take the low half, { $half }.
    [one] takes the low half, { $half }.
   *[many] share the low half, { $half }.
}
lasvegas-high = Highest total, { $names } with { $total }, { $n ->
    [you] take the high half, { $half }.
    [one] takes the high half, { $half }.
   *[many] share the high half, { $half }.
}
lasvegas-tie = All tied on { $total }. { $names } share the whole pot of { $pot }.
lasvegas-shares = { $items }.
# With side pots, each pot in turn: "Pot 2 of 3, 8 chips, between Bruno and Carla."
lasvegas-pot-part = Pot { $number } of { $count }, { $amount } chips, between { $names }.
lasvegas-pot-single = Pot { $number } of { $count }, { $amount } chips, goes back to { $name }, as nobody else is in it.
lasvegas-pot-single-you = Pot { $number } of { $count }, { $amount } chips, goes back to you, as nobody else is in it.
lasvegas-pot-las-vegas = It goes to { $names } by Las Vegas.
lasvegas-odd-pot = The pot of { $pot } is odd, so the extra chip goes to the { $half ->
    [low] low half.
   *[high] high half.
}
lasvegas-odd-leftover = { $count ->
    [1] The leftover chip of the { $part ->
        [low] low half
        [high] high half
       *[whole] shared pot
    } goes to { $names }, first after the dealer.
   *[other] The { $count } leftover chips of the { $part ->
        [low] low half
        [high] high half
       *[whole] shared pot
    } go one each to { $names }, in order from the dealer.
}
lasvegas-nets = This hand. { $items }.
lasvegas-nets-none = Nobody wins or loses chips in this hand.
lasvegas-stacks = Chips. { $items }.
lasvegas-stacks-final = Final chips. { $items }.
lasvegas-eliminated = { $name } cannot pay the ante, and is out of the match with { lasvegas-chips }.
lasvegas-eliminated-you = You cannot pay the ante, and are out of the match with { lasvegas-chips }.
lasvegas-players-left = { $count ->
    [1] 1 player is left.
   *[other] { $count } players are left.
}
lasvegas-hand-over = End of hand { $deal }.
lasvegas-match-shared = First place is shared by { $names }.

## Questions: the hand, the centre, the pot, the players.
lasvegas-hand-you = Your cards, { $cards }. Total { $total }.
lasvegas-hand-empty-you = You have no cards left, total 0.
lasvegas-hand-folded-you = You have folded this hand.
lasvegas-hand-out-you = You are out of the match.
lasvegas-no-centre = No centre card is turned yet.
# Full table: each centre card with what lies on it, a sentence for each player's discards.
lasvegas-centre = The { lasvegas-centre-name } centre card, { $card }.
lasvegas-centre-bare = Nothing on it.
lasvegas-centre-on = Discarded onto it.
lasvegas-centre-item = { $name }, { $cards }.
lasvegas-centre-item-you = You, { $cards }.
# Blind fair table: value and number of cards only.
lasvegas-centre-top = The { lasvegas-centre-name } centre card, { $rank }, with { lasvegas-cards }.
lasvegas-pot-is = The pot is { $pot }.
lasvegas-no-bet = Nobody has bet in this round.
lasvegas-bet-is = The bet in this round is { $level }.
lasvegas-put-in = Put in this round. { $items }.
lasvegas-need = { $amount ->
    [0] { $name } has nothing to call.
   *[other] { $name } needs { $amount } to call.
}
lasvegas-need-you = { $amount ->
    [0] You have nothing to call.
   *[other] You need { $amount } to call.
}
lasvegas-player = { $name }, { $cards ->
    [0] no cards
    [1] 1 card
   *[other] { $cards } cards
}, { $chips ->
    [1] 1 chip
   *[other] { $chips } chips
}{ $state ->
    [checked] , has checked.
    [allin] , all in.
   *[other] .
}
lasvegas-folded = Folded, { $names }.
lasvegas-out = Out of the match, { $names }.
lasvegas-alone = Nobody else is in the hand.
lasvegas-turn = It is { $name }'s turn, { $amount ->
    [0] nothing to call.
   *[other] { $amount } to call.
}
lasvegas-turn-you = Your turn, { $amount ->
    [0] nothing to call.
   *[other] { $amount } to call.
}
lasvegas-hand-of = { $hands ->
    [0] Hand { $deal }.
   *[other] Hand { $deal } of { $hands }.
}
lasvegas-in-round = { lasvegas-round } Pot { $pot }.
lasvegas-last = Last hand, { $how ->
    [fold] { $names } took the pot of { $pot } when everyone else folded.
    [las_vegas] { $names } took the pot of { $pot } by Las Vegas.
   *[showdown] the pot of { $pot } went to { $names } at the showdown.
}

## What you may do, key a. Items of lasvegas-may, joined with "or".
lasvegas-may = You may { $options }.
lasvegas-may-check = check
lasvegas-may-bet = { $one ->
    [yes] bet { $low }
   *[no] bet { $low } to { $high }
}
lasvegas-may-call = { $allin ->
    [yes] call with { $count ->
        [1] your last chip
       *[other] your last { $count } chips
    }
   *[no] call { $amount }
}
lasvegas-may-raise = { $one ->
    [yes] raise { $low }
   *[no] raise { $low } to { $high }
}
lasvegas-may-fold = fold
lasvegas-cannot-call = You cannot call { $amount } with { lasvegas-chips }.

## The start, the prompt, braille.
lasvegas-intro = Each of the { $players } players starts with { lasvegas-chips }, and the ante is { $ante }.
lasvegas-intro-length = { $hands ->
    [0] The match goes on until one player holds all the chips.
    [1] The match is 1 hand.
   *[other] The match lasts { $hands } hands.
}
lasvegas-intro-min-bet = The smallest bet and the smallest raise are { $amount }.
lasvegas-intro-figures = The jack, the knight and the king count 10, and an ace 1, or 11 when you hold two or more.
lasvegas-intro-most-cards = In each round the player with the most cards speaks first.
lasvegas-intro-check-raise = A player who checked may still raise in that round.
lasvegas-intro-side-pots = Bets have no cap. A player short of chips goes all in, and side pots are made.
lasvegas-intro-no-cap = Bets have no cap, and a player who cannot call in full may only fold.
lasvegas-intro-at-showdown = Las Vegas is paid at the showdown, not at once.
lasvegas-intro-low-half = The odd chip of a split pot goes to the low half.
lasvegas-intro-top-only = Blind fair table. Each centre card is heard as its value and the number of cards on it, and who discarded what is said only once.
lasvegas-your-turn = Your turn.
lasvegas-your-total = Pot { $pot }, your total { $total }.
lasvegas-braille-hand = hand { $cards }, total { $total }
lasvegas-braille-pot = pot { $pot }, call { $call }
lasvegas-braille-centre = centre { $cards }
lasvegas-braille-none = none

## Confirmations, yes or no.
lasvegas-confirm-bet = Bet { $amount }, all your chips?
lasvegas-confirm-raise = Raise { $by }, putting in all your { lasvegas-chips }?
lasvegas-confirm-call = Call with { $count ->
    [1] your last chip
   *[other] your last { $count } chips
}?

## Why a move is refused: clauses after "That is not possible,".
lasvegas-error-nothing-to-call = nobody has bet in this round, so there is nothing to call
lasvegas-error-nothing-to-raise = nobody has bet in this round, so you bet rather than raise
lasvegas-error-cannot-fold = nobody has bet in this round, so you need not fold, you can check for free
lasvegas-error-facing-bet = there is a bet of { $level } in this round, so you can no longer { $kind ->
    [check] check
   *[bet] bet
}, and you need { $amount } to call
lasvegas-error-cannot-cover = you need { $amount } to call and have only { lasvegas-chips }
lasvegas-error-checked = you checked in this round, so you may only call { $amount } or fold
lasvegas-error-no-amount = { $kind ->
    [bet] nobody may bet now
   *[raise] nobody may raise now
}, { $cap ->
    [smallest_stack] a player still in has no chips left to call more
   *[other] you have no chips for it, or nobody could match it
}
lasvegas-error-too-low = { $kind ->
    [bet] the smallest bet is { $low }
   *[raise] the smallest raise is { $low }
}
lasvegas-error-too-high = { $kind ->
    [bet] you may bet at most { $high }
   *[raise] you may raise at most { $high }
}, { $cap ->
    [smallest_stack] so that every player still in can call
    [side_pots] as no other player in could match more
   *[other] as that is all your chips
}
lasvegas-error-say-amount = { $kind ->
    [bet] Say how many chips, for example { $word } 2.
   *[raise] Say how many chips more than a call, for example { $word } 2.
}
lasvegas-error-no-number = The word { $word } takes no number, type { $word } alone.
# Issue 25 point 6: an amount that is no whole number of chips ("raise -3", "raise lots"),
# read back as typed ($amount, a minus said as a word), then what an amount is.
lasvegas-error-amount = I do not understand { $amount } as a number of chips. { $kind ->
    [bet] A bet
   *[raise] A raise
} is a whole number of chips, 1 or more, for example { $word } 2.

## Typed moves: the first word of each list is the one the help and the answers use.
lasvegas-command-check = check knock
lasvegas-command-bet = bet
lasvegas-command-call = call see
lasvegas-command-raise = raise
lasvegas-command-fold = fold drop
lasvegas-typed-fillers = by of chip chips
command-pot = pot

## The rules in short, for the help key.
lasvegas-rules-1 = Las Vegas is played by 2 to 6 players with the 40 Italian cards. Each card is worth its number, the jack 8, the knight 9 and the king 10.
lasvegas-rules-2 = Everyone antes, and gets 3 cards. Four cards lie face down in the centre.
lasvegas-rules-3 = There are five betting rounds. Check or bet while nobody has bet, then call, raise or fold. A player who checked may only call or fold.
lasvegas-rules-4 = After each of the first four rounds a centre card is turned, and everyone still in discards all his cards of that value. Whoever discards his last card makes Las Vegas and takes the whole pot.
lasvegas-rules-5 = At the showdown the lowest total takes half the pot, and the highest total the other half.
