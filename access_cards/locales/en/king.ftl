## King (RULES.md §4). Cards are spoken in words: "the queen of spades"; never suit symbols.
## Messages ending in -you speak to the listener; the others name a player ($name).

game-king = King

## Card words (ranks, suits, card names) are in cards.ftl; here a hand read by suit.

# One suit of a hand: "clubs, 3: ace, 10, 4"; $ranks is absent when $count is 0.
king-hand-suit = { $count ->
    [0] { card-french-suit }, none
   *[other] { card-french-suit }, { $count }: { $ranks }
}
# A score or a bid with its sign in words.
king-signed = { $sign ->
    [plus] plus { $points }
    [minus] minus { $points }
   *[zero] 0
}
king-bid-name = { $sign ->
    [minus] minus { $n }
   *[plus] plus { $n }
}

## The deal: its name and what it costs.
king-deal-name = { $deal ->
    [no_tricks] no tricks
    [no_hearts] no hearts
    [no_queens] no queens
    [no_kings_jacks] no kings or jacks
    [king_of_hearts] king of hearts
    [last_two] last two tricks
   *[positive] positive deal
}
king-deal-cost = { $deal ->
    [no_tricks] Minus 20 for each trick taken.
    [no_hearts] Minus 20 for each heart taken.
    [no_queens] Minus 50 for each queen taken.
    [no_kings_jacks] Minus 30 for each king or jack taken.
    [king_of_hearts] Minus 160 for taking the king of hearts.
    [last_two] Minus 90 for each of the last two tricks.
   *[positive] Plus 25 for each trick, or, in the negative contract, 325 minus 75 for each trick.
}
king-deal-number = Deal { $deal }: { $name }.
king-deal-title = Deal { $deal } of { $deals }: { $name }.
king-dealer = { $name } deals.
king-dealer-you = You deal.
king-dealt = { $name } is dealt { $count } cards.
king-dealt-you = Your hand: { $cards }.

## The auction (§4.6). $bid is a bid such as "plus 3".
king-pass = { $name } passes.
king-pass-you = You pass.
king-bid = { $name } bids { $bid }.
king-bid-you = You bid { $bid }.
king-hold = { $name } holds { $bid }.
king-hold-you = You hold { $bid }.
king-accept = { $name } accepts.
king-accept-you = You accept.
king-refuse = { $name } refuses to sell.
king-refuse-you = You refuse to sell.
king-ultimatum = { $name } sets an ultimatum of { $bid }.
king-ultimatum-you = You set an ultimatum of { $bid }.
king-decline = { $name } declines.
king-decline-you = You decline.
king-fail = { $name } declares a failed auction.
king-fail-you = You declare a failed auction.
king-bidding-over = The bidding is over; { $name } decides.
king-bidding-over-you = The bidding is over; you decide.
king-sold = { $name } buys the choice of contract for { $bid }.
king-sold-you = You buy the choice of contract for { $bid }.
king-kept = { $name } keeps the choice of contract.
king-kept-you = You keep the choice of contract.

## The contract of a positive deal.
king-contract = { $name } chooses { $contract ->
    [hearts] hearts
    [diamonds] diamonds
    [clubs] clubs
    [spades] spades
    [notrump] no trump
   *[negative] the negative contract
}.
king-contract-you = You choose { $contract ->
    [hearts] hearts
    [diamonds] diamonds
    [clubs] clubs
    [spades] spades
    [notrump] no trump
   *[negative] the negative contract
}.
king-contract-terms = { $contract ->
    [hearts] Hearts are trumps; plus 25 for each trick.
    [diamonds] Diamonds are trumps; plus 25 for each trick.
    [clubs] Clubs are trumps; plus 25 for each trick.
    [spades] Spades are trumps; plus 25 for each trick.
    [notrump] No trumps; plus 25 for each trick.
   *[negative] No trumps; 325, minus 75 for each trick taken.
}

## Trick play.
king-leads = { $name } leads.
king-play = { $name } plays { $card }.
king-play-you = You play { $card }.
# $value says what the trick cost or earned: "two hearts, minus 40".
king-trick = { $name } takes trick { $number } with { $card }: { $value }.
king-trick-you = You take trick { $number } with { $card }: { $value }.
king-trick-counts = { $count ->
    [one] One trick so far.
   *[other] { $count } tricks so far.
}
king-value-none = no penalty
king-value-hearts = { $count ->
    [one] one heart
   *[other] { number-word } hearts
}, { $points }
king-value-cards = { $cards }, { $points }

## The end of a deal and of the match.
king-deal-early = Every penalty card has been taken, so the deal ends.
king-deal-failed = The auction failed: the deal is not played.
king-deal-end = End of deal { $deal }, { $name }.
king-deal-scores = This deal: { $scores }.
king-totals = Totals: { $scores }.
king-match-shared = { $names } share first place.

## Prompts.
king-your-lead = Your lead.
king-your-follow = Your turn; { card-french-suit } led.
king-your-contract = Choose the contract.
king-your-bid = { $bid ->
    [none] Your bid; nobody has bid yet.
   *[other] Your bid; the high bid is { $bid }.
}
king-your-decision = Your decision: { $name } bids { $bid }.
king-your-decision-none = Your decision: nobody bid.
king-your-ultimatum = { $name }'s ultimatum is { $bid }: accept or decline?

## Confirmations: the player types yes or no.
king-confirm-sell = Sell the choice of contract to { $name } for { $bid }? Type yes or no.
king-confirm-ultimatum-accept = Accept the ultimatum of { $bid }, { $worth }? Type yes or no.
king-confirm-ultimatum = Set an ultimatum of { $bid }? If nobody accepts it, you play the deal yourself. Type yes or no.
king-confirm-fail = Declare a failed auction? The deal is not played: you get 100, the others 75 each. Type yes or no.

## Errors: lower-case clauses inside error-not-possible.
king-error-not-in-hand = you do not hold { $card }
king-error-must-follow = you must follow { card-french-suit }
king-error-lead = { $card } may not be led now
king-error-bid-low = { $bid ->
    [none] that is not a bid on the ladder
   *[other] a bid must be higher than { $bid }
}
king-error-hold = { $bid ->
    [none] there is no bid to hold
   *[other] you may hold { $bid } only if it was bid by a player after you
}
king-error-not-now = now is not the time for that

## Queries.
king-hand-you = Your hand, { $count } cards: { $cards }.
king-hand-empty-you = Your hand is empty.
king-no-trick = No trick is being played.
king-to-lead = { $name } is to lead.
king-to-lead-you = You are to lead.
king-trick-item = { $name }, { $card }
king-current-trick = On the table: { $cards }.
king-last-none = No trick has been played yet in this deal.
king-last-gone = The last trick can no longer be reviewed.
king-last-top-only = Top card only: once a trick is gathered, it cannot be heard again.
king-last-trick = Trick { $number }: { $cards }.
king-last-taken = { $name } took it.
king-last-taken-you = You took it.
king-tricks-item = { $name } { $count }
king-tricks-won = Tricks won: { $items }.
king-cards-left = { $count ->
    [one] One card left each.
   *[other] { $count } cards left each.
}
king-you-won = { $count ->
    [0] You have no tricks.
    [one] You have one trick.
   *[other] You have { $count } tricks.
}
king-taken-no-cards = This deal has no penalty cards.
king-taken-unavailable = Penalty cards taken are not listed at this table: that needs the trick history option set to penalty cards or full.
king-taken-item = { $count ->
    [0] { $name }, none
   *[other] { $name }, { $cards }
}
king-taken = Penalty cards taken: { $items }.
king-auction-none = There is no auction in this deal.
king-auction-empty = Nobody has bid yet.
king-auction-so-far = The auction so far: { $steps }.
king-auction-high = The high bid is { $bid }, by { $name }.
king-auction-over = The auction is over.
king-worth-plus = worth { $points } to the dealer
king-worth-minus = worth { $points } to the dealer for each trick the dealer takes, up to { $count }
king-ladder-item = { $bid }, { $worth }
king-ladder = The bids, lowest first: { $items }.
king-after-deals = { $count ->
    [0] No deal finished yet.
    [one] After one deal.
   *[other] After { $count } deals.
}
king-may-play = You may play { $cards }.
king-must-follow = You must follow { card-french-suit }.
king-must-discard-kh = You have no { card-french-suit }, and you must play the king of hearts.
king-void = You have no { card-french-suit }, so any card.
king-lead-any = You lead: any card.
king-no-heart-lead = You lead, but not a heart while you hold another suit.
king-no-kh-lead = You lead; the king of hearts only as your last card.
king-effect = { $action }: { $effect }
king-effect-buy = { $action }: you buy the choice of contract for { $bid }
king-effect-sell = { $action }: { $name } buys the choice of contract for { $bid }
king-effect-pass = { $action }: you leave the bidding
king-effect-hold = { $action }: you match the high bid, which takes it
king-effect-refuse = { $action }: you choose the contract yourself
king-effect-fail = { $action }: the deal is not played; you get 100, the others 75
king-effect-decline = { $action }: the next bidder is asked
king-intro = { $count ->
    [one] One deal
   *[other] { $count } deals
}: { $negative ->
    [0] none negative
   *[other] { $negative } negative
}, { $positive ->
    [0] none positive.
   *[other] { $positive } positive.
}
king-intro-auction = The dealer of a positive deal may sell the choice of contract in an auction.
king-intro-simple = The dealer of a positive deal chooses the contract.
king-intro-history-full = Every played trick can be reviewed.
king-intro-history-penalty_cards = The penalty cards each player has taken can be reviewed.
king-intro-top-only = Top card only: you can hear the trick being played, not the last one.
king-braille-hand = hand { $cards }
king-braille-trick = trick { $cards }

## Action names, as listed and as typed.
king-action-play = play { $arg }
king-action-bid = bid { $arg }
king-action-hold = hold
king-action-pass = pass
king-action-accept = accept
king-action-refuse = refuse
king-action-ultimatum = ultimatum { $arg }
king-action-fail = fail
king-action-decline = decline
king-action-contract = contract { $arg ->
    [hearts] hearts
    [diamonds] diamonds
    [clubs] clubs
    [spades] spades
    [notrump] no trump
   *[negative] negative
}
# The words that start each typed move; the first is the one listed.
king-command-play = play
king-command-bid = bid
king-command-hold = hold
king-command-pass = pass
king-command-accept = accept
king-command-refuse = refuse
king-command-ultimatum = ultimatum
king-command-fail = fail
king-command-decline = decline
king-command-contract = contract
king-typed-plus = plus
king-typed-minus = minus
# Comma-separated phrases for each contract.
king-typed-contract-hearts = hearts, heart
king-typed-contract-diamonds = diamonds, diamond
king-typed-contract-clubs = clubs, club
king-typed-contract-spades = spades, spade
king-typed-contract-notrump = no trumps, notrumps, sans
king-typed-contract-negative = minus, negatives

## Console words for King's own questions.
command-last = last
command-taken = taken penalties
command-auction = auction bids
command-ladder = ladder values

king-help-keys =
    Keys, on an empty line: h your hand, t the trick on the table, l the last trick, o tricks won, k penalty cards taken, x the auction so far, v the bid ladder, s the scores, w whose turn, a what you may do and why.
    r repeats the last message; comma and period walk back and forward through the messages; less-than and greater-than jump to the oldest and newest.
    1 to 9 say a card of your hand; b shows your hand and the trick in braille; Escape stops speech; question mark is this help, u reads the full rules.
    Type a move and press Enter: play queen of spades or play QS, bid plus 3, hold, pass, accept, refuse, ultimatum plus 5, fail, decline, contract hearts or contract negative. Type verbosity brief, normal or full, and quit to leave.

king-rules-1 = King is played by four, with 52 cards, over ten deals; you play alone.
king-rules-2 = You must follow the suit led if you can; the highest card of the suit led wins, or the highest trump.
king-rules-3 = The first six deals are negative: avoid tricks, hearts, queens, kings and jacks, the king of hearts, and the last two tricks.
king-rules-4 = The last four deals are positive: plus 25 for each trick in the contract the dealer, or the buyer of his right, chooses.
king-rules-5 = The highest total after the last deal wins.
