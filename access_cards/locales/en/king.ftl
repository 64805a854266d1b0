## King (RULES.md §4). Cards are spoken in words, "the queen of spades", never suit symbols.
## Messages ending in -you speak to the listener; the others name a player ($name).
## Every sentence holds letters, digits, spaces and . , ? ! ' only, so that a screen reader
## says no symbol, and each item of a list is a sentence of its own.

game-king = King

## Card words (ranks, suits, card names) are in cards.ftl; here a hand read by suit.

# A number of cards said as words, so that it cannot be taken for a rank.
king-count-cards = { $count ->
    [0] no cards
    [1] one card
    [2] two cards
    [3] three cards
    [4] four cards
    [5] five cards
    [6] six cards
    [7] seven cards
    [8] eight cards
    [9] nine cards
    [10] ten cards
    [11] eleven cards
    [12] twelve cards
    [13] thirteen cards
   *[other] { $count } cards
}
# One suit of a hand, two sentences: "clubs, three cards. Ace, 10, and 4." $ranks is the
# second sentence, absent when $count is 0. The program gives the first a capital letter.
king-hand-suit = { $count ->
    [0] { card-french-suit }, no cards.
   *[other] { card-french-suit }, { king-count-cards }. { $ranks }.
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

## The deal, its name and what it costs.
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
king-deal-number = Deal { $deal }, { $name }.
king-deal-title = Deal { $deal } of { $deals }, { $name }.
king-dealer = { $name } deals.
king-dealer-you = You deal.
king-dealt = { $name } is dealt { $count } cards.
# $cards is the hand read by suit, sentences that end with a full stop.
king-dealt-you = Your hand. { $cards }

## The auction, RULES.md 4.6. $bid is a bid such as "plus 3".
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
# $worth is king-worth-plus or king-worth-minus.
king-ultimatum = { $name } sets an ultimatum of { $bid }, { $worth }.
king-ultimatum-you = You set an ultimatum of { $bid }, { $worth }.
king-decline = { $name } declines.
king-decline-you = You decline.
king-fail = { $name } declares a failed auction.
king-fail-you = You declare a failed auction.
king-bidding-over = The bidding is over. { $name } decides.
king-bidding-over-you = The bidding is over. You decide.
king-sold = { $name } buys the choice of contract for { $bid }.
king-sold-you = You buy the choice of contract for { $bid }.
king-kept = { $name } keeps the choice of contract, and nobody pays for it.
king-kept-you = You keep the choice of contract, and nobody pays for it.

## Who pays whom, RULES.md KG-18. $payer is the buyer, $payee the dealer who sold;
## $who says which of them the listener is: payer, payee, or other.
# Said when the choice of contract is sold at a fixed price: a plus bid, or a minus bid
# under the fixed transfer option.
king-terms-fixed = { $who ->
    [payer] You will pay { $payee } { $points } at the end of the deal.
    [payee] { $payer } will pay you { $points } at the end of the deal.
   *[other] { $payer } will pay { $payee } { $points } at the end of the deal.
}
# Said when it is sold for a minus bid: the buyer takes over up to $count of the dealer's
# tricks, at $points each.
king-terms-takeover = { $who ->
    [payer] You will take over up to { $count -> 
        [1] one of { $payee }'s tricks
        [2] two of { $payee }'s tricks
       *[other] { $count } of { $payee }'s tricks
    }, and pay { $payee } { $points } for each at the end of the deal.
    [payee] { $payer } will take over up to { $count ->
        [1] one of your tricks
        [2] two of your tricks
       *[other] { $count } of your tricks
    }, and pay you { $points } for each at the end of the deal.
   *[other] { $payer } will take over up to { $count ->
        [1] one of { $payee }'s tricks
        [2] two of { $payee }'s tricks
       *[other] { $count } of { $payee }'s tricks
    }, and pay { $payee } { $points } for each at the end of the deal.
}
# Said after a trick the dealer took and the buyer of a minus bid takes over.
king-trick-takeover = { $who ->
    [payer] You take this trick over from { $payee }, and will pay { $payee } { $points } for it at the end of the deal.
    [payee] { $payer } takes this trick over from you, and will pay you { $points } for it at the end of the deal.
   *[other] { $payer } takes this trick over from { $payee }, and will pay { $payee } { $points } for it at the end of the deal.
}
# The payment at the end of the deal, at a fixed price.
king-paid-fixed = { $who ->
    [payer] You pay { $payee } { $points }, the price of { $bid }.
    [payee] { $payer } pays you { $points }, the price of { $bid }.
   *[other] { $payer } pays { $payee } { $points }, the price of { $bid }.
}
# The payment at the end of the deal for the dealer's tricks taken over; $count is 1 or 2.
king-paid-takeover = { $who ->
    [payer] You pay { $payee } { $points } for taking over { $count ->
        [1] one of { $payee }'s tricks
        [2] two of { $payee }'s tricks
       *[other] { $count } of { $payee }'s tricks
    }.
    [payee] { $payer } pays you { $points } for taking over { $count ->
        [1] one of your tricks
        [2] two of your tricks
       *[other] { $count } of your tricks
    }.
   *[other] { $payer } pays { $payee } { $points } for taking over { $count ->
        [1] one of { $payee }'s tricks
        [2] two of { $payee }'s tricks
       *[other] { $count } of { $payee }'s tricks
    }.
}
# The dealer took no trick, so there was nothing to take over.
king-paid-nothing = { $who ->
    [payer] { $payee } took no trick, so you pay nothing.
    [payee] You took no trick, so { $payer } pays you nothing.
   *[other] { $payee } took no trick, so { $payer } pays nothing.
}

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
    [hearts] Hearts are trumps. Plus 25 for each trick.
    [diamonds] Diamonds are trumps. Plus 25 for each trick.
    [clubs] Clubs are trumps. Plus 25 for each trick.
    [spades] Spades are trumps. Plus 25 for each trick.
    [notrump] No trumps. Plus 25 for each trick.
   *[negative] No trumps. Each player starts with 325 and loses 75 for each trick taken.
}

## Trick play.
king-leads = { $name } leads.
king-play = { $name } plays { $card }.
king-play-you = You play { $card }.
# Followed by a sentence of what the trick cost or earned, king-value.
king-trick = { $name } takes trick { $number } with { $card }.
king-trick-you = You take trick { $number } with { $card }.
king-trick-counts = { $count ->
    [one] One trick so far.
   *[other] { $count } tricks so far.
}
# What a trick cost or earned: "Two hearts, minus 40." The program gives it a capital letter.
king-value-none = no penalty.
king-value-points = { $points }.
king-value-hearts = { $count ->
    [one] one heart
   *[other] { number-word } hearts
}, { $points }.
king-value-cards = { $cards }, { $points }.

## The end of a deal and of the match. $scores is a list, "you plus 25, Anna 0", which the
## program begins with a capital letter.
king-deal-early = Every penalty card has been taken, so the deal ends.
king-deal-failed = The auction failed, so the deal is not played.
king-deal-end = End of deal { $deal }, { $name }.
# What the tricks scored before the buyer paid the dealer.
king-trick-scores = For the tricks. { $scores }.
king-deal-scores = This deal. { $scores }.
king-totals = Totals. { $scores }.
king-match-shared = { $names } share first place.
# $names begins with you: "You and Anna share first place."
king-match-shared-you = { $names } share first place.

## Prompts.
king-your-lead = Your lead.
king-your-follow = Your turn, { card-french-suit } led.
king-your-contract = Choose the contract.
king-your-bid = { $bid ->
    [none] Your bid. Nobody has bid yet.
   *[other] Your bid. The high bid is { $bid }.
}
king-your-decision = Your decision. { $name } bids { $bid }.
king-your-decision-none = Your decision. Nobody bid.
king-your-ultimatum = { $name }'s ultimatum is { $bid }. Accept or decline?

## Confirmations, the player types yes or no.
king-confirm-sell = Sell the choice of contract to { $name } for { $bid }? Type yes or no.
king-confirm-ultimatum-accept = Accept the ultimatum of { $bid }, { $worth }? Type yes or no.
king-confirm-ultimatum = Set an ultimatum of { $bid }? If nobody accepts it, you play the deal yourself. Type yes or no.
king-confirm-fail = Declare a failed auction? The deal is not played. You get 100, the others 75 each. Type yes or no.

## Errors, lower case clauses inside error-not-possible.
king-error-not-in-hand = you do not hold { $card }
king-error-must-follow = you must follow { card-french-suit }
king-error-must-play-kh = you have no { card-french-suit }, so you must play the king of hearts
king-error-lead = { $card } may not be led now
king-error-no-heart-lead = you may not lead a heart while you hold another suit
king-error-no-kh-lead = the king of hearts may be led only as your last card
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
# $cards is the hand read by suit, sentences that end with a full stop.
king-hand-you = Your hand, { king-count-cards }. { $cards }
king-hand-empty-you = Your hand is empty.
king-no-trick = No trick is being played.
king-to-lead = { $name } is to lead.
king-to-lead-you = You are to lead.
# One card of a trick, a sentence of its own.
king-trick-item = { $name }, { $card }.
king-trick-item-you = You, { $card }.
king-current-trick = On the table. { $cards }
king-last-none = No trick has been played yet in this deal.
king-last-gone = You have played to this trick, so the last one can no longer be heard.
king-last-top-only = In the blind fair variant, a trick cannot be heard again once it is gathered.
king-last-trick = Trick { $number }. { $cards }
king-last-taken = { $name } took it.
king-last-taken-you = You took it.
king-tricks-item = { $name } { $count }
king-tricks-won = Tricks won. { $items }.
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
king-taken-unavailable = Penalty cards taken are not listed at this table. That needs the trick history option set to penalty cards or full.
# One player's penalty cards, a sentence of its own.
king-taken-item = { $count ->
    [0] { $name }, none.
   *[other] { $name }, { $cards }.
}
king-taken-item-you = { $count ->
    [0] You, none.
   *[other] You, { $cards }.
}
king-taken = Penalty cards taken. { $items }
king-auction-none = There is no auction in this deal.
king-auction-empty = Nobody has bid yet.
# $steps are sentences: "Anna bids plus 2. Bruno passes."
king-auction-so-far = The auction so far. { $steps }
king-auction-high = The high bid is { $bid }, by { $name }.
king-auction-over = The auction is over.
king-worth-plus = worth { $points } to the dealer
king-worth-minus = worth { $points } to the dealer for each trick the dealer takes, up to { $count ->
    [1] one trick
    [2] two tricks
   *[other] { $count } tricks
}
# One step of the ladder, a sentence of its own.
king-ladder-item = { $bid }, { $worth }.
king-ladder = The bids, lowest first. { $items }
king-after-deals = { $count ->
    [0] No deal finished yet.
    [one] After one deal.
   *[other] After { $count } deals.
}
king-may-play = You may play { $cards }.
king-must-follow = You must follow { card-french-suit }.
king-must-discard-kh = You have no { card-french-suit }, and you must play the king of hearts.
king-void = You have no { card-french-suit }, so any card.
king-lead-any = You lead, any card.
king-no-heart-lead = You lead, but not a heart while you hold another suit.
king-no-kh-lead = You lead, but the king of hearts only as your last card.
# What you may do, one option a line: the action, then what it means, as sentences.
# The program gives $action and $worth a capital letter; $terms is king-contract-terms.
king-effect-bid = { $action }. { $worth }.
king-effect-contract = { $action }. { $terms }
king-effect-buy = { $action }. You buy the choice of contract for { $bid }, { $worth }.
king-effect-sell = { $action }. { $name } buys the choice of contract for { $bid }, { $worth }.
king-effect-pass = { $action }. You leave the bidding.
king-effect-hold = { $action }. You match the high bid, which makes it yours.
king-effect-refuse = { $action }. You choose the contract yourself.
king-effect-fail = { $action }. The deal is not played. You get 100, the others 75 each.
king-effect-decline = { $action }. The next bidder is asked.
king-intro = { $count ->
    [one] One deal
   *[other] { $count } deals
}, { $negative ->
    [0] none negative
    [one] one negative
   *[other] { $negative } negative
} and { $positive ->
    [0] none positive.
    [one] one positive.
   *[other] { $positive } positive.
}
king-intro-auction = The dealer of a positive deal may sell the choice of contract in an auction.
king-intro-simple = The dealer of a positive deal chooses the contract.
king-intro-history-full = Every played trick can be reviewed.
king-intro-history-penalty_cards = The penalty cards each player has taken can be reviewed.
king-intro-top-only = Blind fair variant. You can hear the trick being played, not the last one.
king-braille-hand = hand { $cards }
king-braille-trick = trick { $cards }
king-braille-none = none

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
# Comma separated phrases for each contract.
king-typed-contract-hearts = hearts, heart
king-typed-contract-diamonds = diamonds, diamond
king-typed-contract-clubs = clubs, club
king-typed-contract-spades = spades, spade
king-typed-contract-notrump = no trumps, notrumps, sans
king-typed-contract-negative = minus, negatives

## Issue 25 point 6: a move word typed without what it needs says what it needs. $word is
## the word as typed; $card a card's name and $code its code; $bid a step of the ladder.
king-needs-play = To play a card, type { $word } and the card, for example { $word } { $card }, or { $word } { $code }.
king-needs-bid = To bid, type { $word } and a step of the ladder, plus or minus a number, for example { $word } { $bid }.
king-needs-ultimatum = To give an ultimatum, type { $word } and a step of the ladder, for example { $word } { $bid }.
king-needs-contract = To choose the contract, type { $word } and its name, for example { $word } { $first }, or { $word } { $second }.

## Console words for King's own questions.
command-last = last
command-taken = taken penalties
command-auction = auction bids
command-ladder = ladder values

king-rules-1 = King is played by four, with 52 cards, over ten deals. You play alone.
king-rules-2 = You must follow the suit led if you can. The highest card of the suit led wins, or the highest trump.
king-rules-3 = The first six deals are negative. Avoid tricks, hearts, queens, kings and jacks, the king of hearts, and the last two tricks.
king-rules-4 = The last four deals are positive. Plus 25 for each trick in the contract the dealer, or the buyer of his right, chooses.
king-rules-5 = The highest total after the last deal wins.
