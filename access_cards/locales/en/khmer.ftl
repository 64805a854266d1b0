## Khmer (RULES.md §1). Cards are spoken as numbers.
## Messages ending in -you speak to the listener; the others name a player ($name).

## Card phrases, put into the sentences below as $card or $cards: khmer-card-a and khmer-card-the are in cards.ftl.
# $count cards of value $card: "a 5", "two 6s".
khmer-cards = { $count ->
    [one] a { $card }
   *[other] { number-word } { $card }s
}

## The deal.
khmer-deal-start = Deal { $deal }. { $name } starts.
khmer-deal-start-you = Deal { $deal }. You start.
khmer-dealt = { $name } is dealt { $cards }. Total { $total }.
khmer-dealt-you = You are dealt { $cards }. Total { $total }.
khmer-hand-you = You hold { $cards }. Total { $total }.
khmer-hand-empty-you = Your hand is empty.
khmer-player-total-you = With your drawn cards you have { $total }.

## Actions, each followed by the table total when the table announces it.
khmer-table = Table { $total }.
khmer-play = { $name } plays { $card }.
khmer-play-you = You play { $card }.
khmer-draw = { $name } draws { $card }.
khmer-draw-you = You draw { $card }.
khmer-discard = { $name } discards { $card }.
khmer-discard-you = You discard { $card }.
khmer-pile-size = { $count ->
    [0] The table is empty.
    [one] One card on the table.
   *[other] { $count } cards on the table.
}
khmer-top-card = The top card is { $card }.
khmer-table-empty = The table is empty.
khmer-front-total = { $name }'s drawn cards total { $total }.
khmer-front-total-you = Your drawn cards total { $total }.
khmer-sixes-out = { $name } has discarded { $count ->
    [0] no 6s
    [one] one 6
   *[other] { number-word } 6s
}.
khmer-sixes-out-you = You have discarded { $count ->
    [0] no 6s
    [one] one 6
   *[other] { number-word } 6s
}.
khmer-concede = { $name } concedes the deal.
khmer-concede-you = You concede the deal.
khmer-stuck = { $name } cannot move. No cards in hand, nothing to draw, and { $total } is too much to knock against a table of { $table }.
khmer-stuck-you = You cannot move. No cards in hand, nothing to draw, and your { $total } is too much to knock against a table of { $table }.
khmer-stuck-hidden = { $name } cannot move. No cards in hand, nothing to draw, and { $total } is too much to knock.
khmer-stuck-hidden-you = You cannot move. No cards in hand, nothing to draw, and your { $total } is too much to knock.

## Knock and showdown (KH-9).
khmer-knock = { $name } knocks with { $total } against a table of { $table }.
khmer-knock-you = You knock with { $total } against a table of { $table }.
# Every card behind a player's total: the hand shown, then the cards drawn ($drawn), if any.
khmer-reveal = { $name } shows { $cards }.
khmer-reveal-you = You show { $cards }.
khmer-reveal-drawn = { $name } shows { $cards }, and has drawn { $drawn }.
khmer-reveal-drawn-you = You show { $cards }, and have drawn { $drawn }.
khmer-reveal-empty = { $name } has no cards in hand.
khmer-reveal-empty-you = You have no cards in hand.
khmer-reveal-empty-drawn = { $name } has no cards in hand, and has drawn { $drawn }.
khmer-reveal-empty-drawn-you = You have no cards in hand, and have drawn { $drawn }.
# $totals is a list of khmer-total-item, the knocker first; the program capitalises its first letter.
khmer-showdown-totals = Totals. { $totals }. Table { $table }.
khmer-total-item = { $name } { $total }
# $role is the listener's part: knocker, opponent, or other (a spectator).
khmer-result-opponent-over = { $role ->
    [knocker] { $opponent } is over the table total, so you win the deal.
    [opponent] You are over the table total, so { $knocker } wins the deal.
   *[other] { $opponent } is over the table total, so { $knocker } wins the deal.
}
khmer-result-knocker-higher = { $role ->
    [knocker] You have more than { $opponent } and win the deal.
    [opponent] { $knocker } has more than you and wins the deal.
   *[other] { $knocker } has more than { $opponent } and wins the deal.
}
khmer-result-tie = { $role ->
    [knocker] A tie, and the knocker loses ties, so { $opponent } wins the deal.
    [opponent] A tie, and the knocker loses ties, so you win the deal.
   *[other] A tie, and the knocker loses ties, so { $opponent } wins the deal.
}
khmer-result-opponent-higher = { $role ->
    [knocker] { $opponent } has more than you and wins the deal.
    [opponent] You have more than { $knocker } and win the deal.
   *[other] { $opponent } has more than { $knocker } and wins the deal.
}

## End of a deal.
khmer-deal-end = End of deal { $deal }.
khmer-deal-points = { $name } scores { points }.
khmer-deal-points-you = You score { points }.

## Questions the player may ask at any time.
khmer-drawn = { $name } has drawn { $cards }. Total { $total }.
khmer-drawn-you = You have drawn { $cards }. Total { $total }.
khmer-drawn-none = { $name } has drawn nothing.
khmer-drawn-none-you = You have drawn nothing.
# $cards is a list of khmer-pile-item, bottom card first.
khmer-pile = The table from bottom to top, { $cards }. Total { $total }.
khmer-pile-item = { $card } from { $name }
khmer-pile-item-you = { $card } from you
# The top card's player is known only while it is the card last put down (top card only).
khmer-top = The top card is { $card }, played by { $name }.
khmer-top-you = The top card is { $card }, which you played.
khmer-opponent-hand = { $name } has { $count ->
    [0] no cards
    [one] one card
   *[other] { $count } cards
} in hand.
khmer-intro-match = A match. The first to { $target } points wins.
khmer-intro-single = A single deal decides the game.
khmer-intro-top-only = Top card only. Of the table, only the top card can be read.
khmer-intro-no-total = The table total is not announced, so keep the running sum yourself.
khmer-intro-no-own-card = A card you played yourself may not be drawn back.
khmer-target = First to { $target } points wins. This is deal { $deal }.
khmer-single-deal = A single deal. Whoever wins it wins the game.
khmer-you-have = You have { $total }.
khmer-your-turn = Your turn. You have { $total }. Table { $table }.
khmer-your-turn-hidden = Your turn. You have { $total }.

## Actions as the player types them, and what each would do.
khmer-action-play = play { $card }
khmer-action-draw = draw
khmer-action-discard = discard
khmer-action-knock = knock
khmer-action-concede = concede
# Each is one sentence of a list; the program capitalises the action that begins it.
khmer-effect-play = { $action }, then table { $table } and you { $total }.
khmer-effect-play-hidden = { $action }, then you { $total }.
khmer-effect-draw = { $action } { $card }, then table { $table } and you { $total }.
khmer-effect-draw-hidden = { $action } { $card }, then you { $total }.
khmer-effect-discard = { $action } { $card }, then you { $total }.
khmer-effect-knock = { $action } with { $total } against a table of { $table }.
khmer-effect-knock-hidden = { $action } with { $total }.
khmer-effect-concede = { $action }, and { $name } scores { points }.

# Words a player may type for each action, separated by spaces.
khmer-command-play = play
khmer-command-draw = draw take
khmer-command-discard = discard
khmer-command-knock = knock
khmer-command-concede = concede fold

khmer-confirm-knock = Knock with { $total } against a table of { $table }? Type { yes } or { no }.
khmer-confirm-knock-hidden = Knock with { $total }? Type { yes } or { no }.
khmer-confirm-concede = Concede this deal? { $name } scores { points }. Type { yes } or { no }.

## Why an action is not possible: lower-case clauses for error-not-possible.
khmer-error-not-in-hand = you have no { $card } in your hand
khmer-error-pile-empty = the table is empty, so there is nothing to draw
khmer-error-own-card = you may not draw { $card }, because you played it yourself
khmer-error-no-six = { $front ->
    [0] you have no 6 in your hand
   *[other] you have no 6 in your hand, and a 6 you have drawn may not be discarded
}
khmer-error-total-over = you may knock only with at most the table total, and you have { $total } against { $table }
khmer-error-total-over-hidden = you may knock only with at most the table total, and you have { $total }
khmer-error-which-card = say which card to play, a number from 1 to 6, for example play 5
khmer-error-no-concede = there is no conceding in a single deal

## A short summary of the rules.
khmer-rules-1 = Khmer is for two players, with sixteen cards, two each of 1 to 5 and six 6s. Each player gets six cards, and four more stay aside unseen.
khmer-rules-2 = On your turn you do one thing. You play a card from your hand onto the table, draw the top card of the table, discard a 6 from your hand, knock, or, in a match, concede.
khmer-rules-3 = Your total is your hand plus the cards you have drawn. Drawn cards stay face up in front of you and can never be played or discarded.
khmer-rules-4 = You may knock only when your total is at most the table total. Then all cards are shown. If the other player is over the table total, the knocker wins. Otherwise the higher total wins, and the knocker loses ties.
khmer-rules-5 = In a match, whoever wins the showdown after a knock scores 2 points, and conceding gives the other player 1 point. The first to reach the target, usually 6 points, wins the match.

## A braille display line: hand and table in few words, translated by liblouis.
## $cards are card values separated by spaces (for example "6 6 5"), pile bottom to top.
khmer-braille-hand = hand { $cards } total { $total }
khmer-braille-drawn = drawn { $cards } you { $total }
khmer-braille-table = table { $cards } total { $total }
khmer-braille-table-empty = table empty
khmer-braille-top = table top { $card }
khmer-braille-total = total { $total }

# Khmer's own question, typed (its key and the help are in keys.ftl).
command-drawn = drawn
