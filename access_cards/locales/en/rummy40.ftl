## Rummy 40 (RULES.md §2): the words of docs/rules/rummy40.en.md. Spoken sentences keep to
## letters, digits, spaces and . , ? ! ' only. $name is another player; a message ending in
## -you is said to the player concerned. Cards come as "the 7 of hearts" (cards.ftl).

game-rummy40 = Rummy 40

## Melds. $rank is a number from 2 to 14 (ace), $suit an engine suit letter.
# The plural of a rank, in "a set of kings" and "two 7s".
rummy40-ranks = { $rank ->
    [14] aces
    [13] kings
    [12] queens
    [11] jacks
   *[other] { $rank }s
}
# A joker in a run, among the ranks: "joker as 8".
rummy40-joker-as = joker as { $rank }
# $cards is a list of ranks and jokers in table order.
rummy40-run = a run of { card-french-suit }, { $cards }
# A joker in a set, among the suits.
rummy40-set-joker = joker
# $cards is a list of suits, then jokers; a set of four cards is closed.
rummy40-set = { $count ->
    [4] a closed set of { rummy40-ranks }, { $cards }
   *[other] a set of { rummy40-ranks }, { $cards }
}
rummy40-meld-ref = { $owner }'s meld { $number }
rummy40-meld-ref-you = your meld { $number }
rummy40-meld-ref-own = their own meld { $number }
rummy40-worth = { $meld }, worth { $value }.
# Issue 25 point 9: two copies of one card (two decks), said once: "the two 3s of
# diamonds", "the two jokers". $rank is 2 to 14, $suit an engine suit letter, J the jokers.
rummy40-card-pair = { $suit ->
    [J] the two jokers
   *[other] the two { $rank ->
        [14] aces
        [13] kings
        [12] queens
        [11] jacks
       *[other] { $rank }s
    } of { card-french-suit }
}

## A hand by suit, each suit two sentences: "Hearts, three cards. Two 7s and king."
rummy40-count-cards = { $count ->
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
    [14] fourteen cards
    [15] fifteen cards
    [16] sixteen cards
   *[other] { $count } cards
}
rummy40-hand-suit = { card-french-suit }, { rummy40-count-cards }. { $ranks }.
rummy40-rank-count = { number-word } { rummy40-ranks }
rummy40-hand-jokers = { $count ->
    [1] one joker.
   *[other] { number-word } jokers.
}
rummy40-signed = { $sign ->
    [plus] plus { $amount }
    [minus] minus { $amount }
   *[zero] 0
}

## The deal.
rummy40-hand-number = Hand { $deal }.
rummy40-dealer = { $name } deals.
rummy40-dealer-you = You deal.
rummy40-first = { $name } plays first.
rummy40-first-you = You play first.
rummy40-dealt = { $name } is dealt { $count } cards.
rummy40-dealt-you = Your hand, { rummy40-count-cards }. { $cards }
rummy40-upcard = The upcard is { $card }. { $stock } cards in the stock.

## A turn.
rummy40-draws-stock = { $name } draws from the stock.
rummy40-draws-stock-you = You draw from the stock.
rummy40-drawn-you = You drew { $card }.
rummy40-takes-discard = { $name } takes { $card } from the discard pile, and must meld it this turn.
rummy40-takes-discard-you = You take { $card } from the discard pile.
# $meld is a run or a set in words, $value its worth.
rummy40-melds = { $name } lays down meld { $number }, { $meld }, worth { $value }.
rummy40-melds-you = You lay down meld { $number }, { $meld }, worth { $value }.
rummy40-opens = { $name } opens with { $total }.
rummy40-opens-you = You open with { $total }.
rummy40-opening-so-far = { $name } has { $total } toward the opening.
rummy40-opening-so-far-you = You have { $total } toward the opening.
# $meld is a meld reference: "Anna's meld 3", "your meld 3".
rummy40-lays-off = { $name } lays off { $card } on { $meld }.
rummy40-lays-off-you = You lay off { $card } on { $meld }.
# A joker on a run: $end is low or high, $card the card it stands for.
rummy40-lays-off-joker = { $name } lays off the joker at the { $end ->
    [low] low
   *[high] high
} end of { $meld }, as { $card }.
rummy40-lays-off-joker-you = You lay off the joker at the { $end ->
    [low] low
   *[high] high
} end of { $meld }, as { $card }.
rummy40-now-closed = The set is now closed.
rummy40-meld-now = Meld { $number } is now { $meld }.
rummy40-swaps = { $name } puts { $cards } in { $meld }, and takes back the joker.
rummy40-swaps-you = You put { $cards } in { $meld }, and take back the joker.
rummy40-must-place-joker = { $name } must place the joker on the table this turn.
rummy40-must-place-joker-you = You must place the joker you took back on the table this turn.
rummy40-discards = { $name } discards { $card }.
rummy40-discards-you = You discard { $card }.
rummy40-cards-left = { $count ->
    [1] { $name } has one card left.
   *[other] { $name } has { $count } cards left.
}
rummy40-cards-left-you = { $count ->
    [1] You have one card left.
   *[other] You have { $count } cards left.
}

## The end of a hand.
rummy40-goes-out = { $name } goes out.
rummy40-goes-out-you = You go out.
rummy40-rummy = Rummy! { $name } went out in the turn of the opening. Every other player adds { $bonus } penalty points.
rummy40-rummy-you = Rummy! You went out in the turn of your opening. Every other player adds { $bonus } penalty points.
rummy40-penalty = { $name }, { $points } penalty points, for { $cards }.
rummy40-penalty-you = You, { $points } penalty points, for { $cards }.
rummy40-penalty-rummy = Plus { $bonus } for the Rummy, { $total } in all.
rummy40-reshuffle = The stock is empty. The discard pile is shuffled into a new stock of { $count } cards, and { $card } stays face up.
rummy40-blocked = { $cause ->
    [stock_rounds] The stock has been made again { $reshuffles } times and nobody has gone out, so the hand is called off, with no winner.
    [no_way_out] Nobody can go out any more, so the hand is blocked, with no winner.
   *[other] The hand is blocked, with no winner.
}
rummy40-blocked-penalties = Penalty points in hand. { $items }.
rummy40-no-payout = No chips move.
rummy40-pool = The pool is { $pool } chips, { $buy_in } from each player.
rummy40-paid = Paid from the pool. { $items }.
rummy40-chips-hand = This hand. { $items }.
rummy40-eliminated = { $name } reaches { $points } penalty points and is out.
rummy40-eliminated-you = You reach { $points } penalty points and are out.
rummy40-hand-over = Hand { $deal } is over.
rummy40-chips = Chips. { $items }.
rummy40-chips-final = Final chips. { $items }.
rummy40-match-shared = { $names } share first place.
rummy40-penalty-totals = Penalty points. { $items }. The threshold is { $threshold }.

## Questions: the hand, the table, the opponents, the discard pile.
rummy40-hand-you = Your hand, { rummy40-count-cards }. { $cards }
rummy40-hand-empty-you = Your hand is empty.
rummy40-no-melds = No melds on the table.
rummy40-owner-you = yours
# $owner is a name, or yours.
rummy40-table-meld = Meld { $number }, { $owner }, { $meld }.
rummy40-have-opened = { $names } { $count ->
    [one] has opened.
   *[other] have opened.
}
rummy40-not-opened = { $names } { $count ->
    [one] has not opened.
   *[other] have not opened.
}
rummy40-top = Top of the discard pile, { $card }.
rummy40-top-none = The discard pile is empty.
rummy40-stock = { $count ->
    [1] One card in the stock.
   *[other] { $count } cards in the stock.
}
rummy40-sizes = Cards in hand. { $items }.
rummy40-opponent = { $name }, { $count ->
    [1] one card
   *[other] { $count } cards
}, { $opened ->
    [yes] opened.
   *[no] not opened.
}
rummy40-no-opponents = No opponent is left in the hand.
rummy40-pile-hidden = Only the top of the discard pile can be seen in this game.
rummy40-pile = The discard pile, { rummy40-count-cards }, from the top. { $cards }.
rummy40-has-drawn = { $name } has drawn.
rummy40-has-drawn-you = You have drawn.
rummy40-must-use = { $rule ->
    [meld_or_layoff] { $name } must meld or lay off { $card }, taken from the discard pile.
    [any_meld] { $name } took { $card } from the discard pile, and must lay down a new meld this turn.
   *[new_meld] { $name } must meld { $card }, taken from the discard pile.
}
rummy40-must-use-you = { $rule ->
    [meld_or_layoff] You must meld or lay off { $card } you took.
    [any_meld] You took { $card }, so you must lay down a new meld this turn.
   *[new_meld] You must meld { $card } you took.
}
rummy40-must-open = { $name } has { $total } toward the opening, and needs { $needed } more.
rummy40-must-open-you = You have { $total } toward the opening, and need { $needed } more before you discard.

## The assist, key x.
rummy40-assist-melds = { $count ->
    [1] You can lay down this meld.
   *[other] You can lay down these melds.
}
rummy40-assist-no-melds = Your hand makes no meld yet.
# Issue 25 point 5: a total comes with the melds that make it (the best ones that share no
# card), said next; $count is how many.
rummy40-assist-best = { $already ->
    [0] { $count ->
        [1] Your best meld is worth { $total },
       *[other] Your best melds together are worth { $total },
    }
   *[other] { $count ->
        [1] With the { $already } you laid down, this meld brings you to { $total },
       *[other] With the { $already } you laid down, these melds bring you to { $total },
    }
} { $reach ->
    [yes] enough to open.
   *[no] not enough to open with { $minimum }.
}
# Melds said after the best ones: each shares a card with them.
rummy40-assist-others = { $count ->
    [1] Another meld, with some of the same cards.
   *[other] Other melds, with some of the same cards.
}
# Melds that would leave no card to discard (R40-9), said before them.
rummy40-assist-no-discard = { $count ->
    [1] Your hand makes this meld, but laying it down would leave you no card to discard.
   *[other] Your hand makes these melds, but laying one down would leave you no card to discard.
}
rummy40-assist-not-opened = You have not opened, so you cannot lay off or take back a joker yet.
rummy40-assist-fits = { $count ->
    [1] { $card } fits meld { $melds }.
   *[other] { $card } fits melds { $melds }.
}
rummy40-assist-swap = With { $cards } you can take back the joker of meld { $meld }.
rummy40-assist-no-fits = Nothing in your hand fits the melds on the table.

## What you may do, key a. $action is a move as typed.
rummy40-may-draw = Type { $stock } to draw from the stock, or { $take } to take { $card }{ $others ->
    [none] .
   *[other] , which you can meld with { $others }.
}
rummy40-may-draw-stock = Type { $action } to draw from the stock.
rummy40-may-not-take = You cannot take { $card }, you could not meld it this turn.
rummy40-may-meld = You can lay down a meld, for example { $action }. { $meld }
rummy40-may-layoff = You can lay off, for example { $action }, { $what }.
rummy40-may-swap = You can take back a joker, for example { $action }, { $what }.
rummy40-effect-layoff = { $card } on { $meld }{ $end ->
    [low] , at the low end
    [high] , at the high end
   *[none] {""}
}
rummy40-effect-swap = { $cards } in { $meld }
# Issue 25 point 9: one card said as one.
rummy40-may-discard = { $count ->
    [1] To end your turn, discard your one possible card, { $action }.
   *[other] To end your turn, discard one of { $count } cards, for example { $action }.
}
rummy40-may-not-discard = You cannot discard yet.

## The start, the prompt, braille.
rummy40-intro = Rummy 40 for { $players } players. Each player puts { $buy_in } chips in the pool, { $pool } in all. Your first melds must be worth { $minimum } or more together.
rummy40-intro-single_hand = One hand is played.
rummy40-intro-elimination = Elimination match. A player who reaches { $threshold } penalty points is out.
rummy40-intro-history = The whole discard pile can be listed, with k.
rummy40-your-draw = Your turn. { $take ->
    [yes] Draw from the stock, or take { $card }.
   *[no] Draw from the stock.
}
rummy40-your-turn-duty = Your turn goes on.
rummy40-your-meld = { $can ->
    [meld] Meld, or discard to end your turn.
    [layoff] Lay off, or discard to end your turn.
    [both] Meld, lay off, or discard to end your turn.
   *[none] Discard to end your turn.
}{ $swap ->
    [yes] {" "}You can also take back a joker.
   *[no] {""}
}
rummy40-braille-hand = hand { $cards }
rummy40-braille-top = top { $card }
rummy40-braille-none = none

## Confirmations, yes or no.
rummy40-confirm-take = Take { $card }? You must then open this turn with { $minimum } or more, { $use ->
    [meld_or_layoff] melding it or laying it off.
    [any_meld] with at least one new meld.
   *[new_meld] melding it.
}
rummy40-confirm-discard-joker = Discard the joker? The next player may take it.

## Why a move is refused: clauses after "That is not possible,".
rummy40-error-must-draw = you must draw first, from the stock or the discard pile
rummy40-error-already-drew = you have already drawn this turn
rummy40-error-not-opened = you have not opened yet, so you cannot lay off or take back a joker
rummy40-error-opening-turn = in the turn you open you may not lay off or take back a joker
rummy40-error-does-not-fit = that card does not fit that meld
rummy40-error-no-joker = those cards free no joker of that meld

## Issue 25 point 6: a refused lay-off or swap says the rule it breaks (R40-6, R40-12,
## R40-13); clauses after "That is not possible,". $meld is a meld's number.
rummy40-misfit-closed = meld { $meld } is a closed set, with all four suits, and takes no more cards
rummy40-misfit-jokers = meld { $meld } already holds two jokers, the most a meld may hold
rummy40-misfit-rank = meld { $meld } is a set of { rummy40-ranks }, and a set holds one rank only
rummy40-misfit-suit = meld { $meld } already holds { $card }, and a set holds each suit only once
rummy40-misfit-run-suit = meld { $meld } is a run of { card-french-suit }, and a run holds one suit only
# $cards are the cards the run takes, joined with "or"; none when it runs from 2 to ace.
rummy40-misfit-next = { $count ->
    [0] meld { $meld } runs from 2 to ace, and takes no more cards
   *[other] a run takes only the next card at either end, and meld { $meld } takes { $cards }
}
# A card a joker of the run stands for: a sentence of its own, after the clause.
rummy40-misfit-swap = That card is the one its joker stands for, so you can take the joker back with it, type { $action }
# $end is the end asked for, where the run has no room.
rummy40-misfit-end = { $end ->
    [low] meld { $meld } begins at 2, so a joker goes only at its high end
   *[high] meld { $meld } ends at the ace, so a joker goes only at its low end
}
rummy40-free-none = meld { $meld } has no joker
rummy40-free-closed = meld { $meld } is a closed set of four, and its jokers stay there for good
rummy40-free-run = { $count ->
    [1] the joker of meld { $meld } stands for { $cards }, and only that card frees it
   *[other] the jokers of meld { $meld } stand for { $cards }, and each is freed only by its own card
}
# A 3-card set: $jokers is 1 or 2, $cards the missing cards.
rummy40-free-set = { $jokers ->
    [1] in a set a joker stands for a missing suit, so with one joker in meld { $meld } only both missing cards together free it, { $cards }
   *[other] in a set a joker stands for a missing suit, so with two jokers in meld { $meld } any two missing cards together free one, two of { $cards }
}
# A move word typed without what it needs. $word is the word as typed, $example a move.
rummy40-needs-meld = To lay down a meld, type { $word } and its cards, three or more, for example { $example }.
rummy40-needs-layoff = To lay off, type { $word }, a card and the meld number, for example { $example }.
rummy40-needs-swap = To take back a joker, type { $word }, the card it stands for and the meld number, for example { $example }.
rummy40-needs-discard = To discard, type { $word } and one card, for example { $example }.
rummy40-needs-draw = To draw, type { $stock } or { $discard }.
rummy40-error-joker-not-placed = you must first place the joker you took back
rummy40-error-keep-one = you must keep one card to discard
rummy40-error-dead-end = after that you could not finish your turn
rummy40-error-not-a-meld = those cards make no meld, a run needs three or more cards of one suit in a row, a set three or four of one rank in different suits
rummy40-error-cannot-take = { $opened ->
    [yes] you may take { $card } only if you can meld it this turn
   *[no] you may take { $card } only if you can meld it this turn, in an opening worth 40 or more
}
rummy40-error-not-in-hand = you do not hold { $cards }
rummy40-error-no-meld = { $count ->
    [0] there are no melds on the table
    [1] there is only meld 1 on the table
   *[other] the melds on the table are numbered 1 to { $count }
}
rummy40-error-opening-low = your melds this turn are worth { $total }, and an opening needs { $needed } more
rummy40-error-opening-out-of-reach = with that meld your melds this turn would be worth { $total }, and the rest of your hand cannot add the { $needed } more an opening needs
rummy40-error-taken-unused = you must first meld { $card } you took
rummy40-error-keep-taken = you may not discard { $card } you took
rummy40-legal-now = You may now { $actions }.
# Items of rummy40-legal-now.
rummy40-legal-draw = type { $action }
rummy40-legal-meld = { $count ->
    [1] lay down a meld
   *[other] lay down one of { $count } melds
}
rummy40-legal-layoff = lay off a card
rummy40-legal-swap = take back a joker
rummy40-legal-discard = { $count ->
    [1] discard your one possible card
   *[other] discard one of { $count } different cards
}
rummy40-legal-examples = Press a for examples.

## Typed moves: the first word of each list is the one the help and the examples use.
rummy40-command-draw = draw take
rummy40-command-meld = meld lay
rummy40-command-layoff = layoff add
rummy40-command-swap = swap
rummy40-command-discard = discard throw
rummy40-typed-stock = stock deck
rummy40-typed-discard = discard pile discards
rummy40-typed-run = run
rummy40-typed-set = set
rummy40-typed-low = low bottom
rummy40-typed-high = high top
rummy40-typed-and = and
rummy40-typed-fillers = from the on to at
command-assist = assist
command-discards = pile discards

## The help.
rummy40-key-table = the melds on the table, who has opened, the top discard, the stock and every hand's size
rummy40-key-opponents = each opponent's cards in hand, and whether they have opened
rummy40-key-assist = the melds your hand can make, what fits the table, and what your turn demands
rummy40-key-discards = the discard pile, when this game lets it be listed
rummy40-key-actions = what you may do now, with examples
rummy40-key-scores = the chips, and the penalty points in an elimination match
rummy40-key-braille = your hand and the top discard in braille
rummy40-help-moves-1 = Type a move and press Enter. Draw stock, or draw discard to take the top card of the discard pile.
rummy40-help-moves-2 = Meld and its cards, in any order, for example meld 7 H 8 H 9 H, or meld 7 of hearts, 8 of hearts and 9 of hearts. Say run or set first when the cards could be either, as meld run 7 S JK JK.
rummy40-help-moves-3 = Layoff, a card and the meld number, for example layoff 10 H 2. A joker on a run takes low or high, as layoff JK 2 high. Swap, the card a joker stands for and the meld number, as swap 6 C 1. For a set of three, both missing cards, as swap 10 C 10 H 1.
rummy40-help-moves-4 = Discard and a card, for example discard { $code }, or discard { $card }.

## The rules in short, for the help key.
rummy40-rules-1 = Rummy 40 is played by 2 to 4 players with two packs and two jokers. Each player gets 13 cards.
rummy40-rules-2 = On your turn draw from the stock or take the top discard, lay down melds if you can, then discard one card.
rummy40-rules-3 = A meld is a run of three or more cards of one suit, or a set of three or four cards of one rank in different suits. A joker stands for any card, up to two a meld.
rummy40-rules-4 = Your first melds in one turn must be worth 40 or more. After that you may lay off cards on any meld, and take back a joker by putting in the card it stands for.
rummy40-rules-5 = The first player out of cards wins the pool. The others pay with the points left in their hands, 15 for a joker.
