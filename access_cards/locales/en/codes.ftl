## Card codes: how a card is typed ("play QS") and shown in this language (narration/cards.py,
## CardCodes). A code is the rank's letter or number, then the suit's letter. The engine's
## codes never change: each language maps them to its own letters here, and a typed code is
## read in these letters only. English keeps the engine's letters.
## The key card of the braille labels lists these letters too, so a label language may ship
## this file beside labels.ftl to add its letters there.

## The French deck of King and Rummy 40. $rank is 2 to 14 (ace), $suit C, D, H or S.
code-french-rank = { $rank ->
    [14] A
    [13] K
    [12] Q
    [11] J
   *[other] { $rank }
}
code-french-suit = { $suit ->
    [C] C
    [D] D
    [H] H
   *[S] S
}
## The Italian deck of Las Vegas. $rank is 1 (ace) to 10 (king), $suit C cups, D coins,
## S swords or B batons.
code-italian-rank = { $rank }
code-italian-suit = { $suit ->
    [C] C
    [D] D
    [S] S
   *[B] B
}
## The joker of Rummy 40.
code-joker = JK

## How to type a card, in the help and on the key card: a few short sentences.
# $code is an example card's code and $card its name: "QS, queen of spades".
code-help-intro = A card is typed as its rank, then its suit, for example { $code }, { $card }.
# One letter and what it stands for, inside the lists below: "A for ace".
code-help-item = { $code } for { $name }
# $items are the ranks that have letters: "A for ace, K for king".
code-help-letters = Rank letters, { $items }.
# The ranks typed as their number, $low to $high; $others is yes when other ranks have letters.
code-help-numbers = { $others ->
    [yes] The other ranks by their number, { $low } to { $high }.
   *[no] Ranks by their number, { $low } to { $high }.
}
code-help-suits = Suit letters, { $items }.
code-help-joker = { $code } for { $name }.
