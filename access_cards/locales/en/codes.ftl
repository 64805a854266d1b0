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
# One letter and what it stands for, inside the lists below: "ace A". The name comes first:
# an English voice reads "A for ace" as "a for ace" (issue 25 point 9).
code-help-item = { $name } { $code }
# $items are the ranks that have letters: "ace A, king K".
code-help-letters = Rank letters, { $items }.
# The ranks typed as their number, $low to $high; $others is yes when other ranks have letters.
code-help-numbers = { $others ->
    [yes] The other ranks by their number, { $low } to { $high }.
   *[no] Ranks by their number, { $low } to { $high }.
}
code-help-suits = Suit letters, { $items }.
code-help-joker = { $code } for { $name }.

## Issue 25 point 9: a code as a voice reads it right, rank and suit apart ("7 S": eSpeak
## says "7S" "sevens"). $rank and $suit are the letters above. An English voice reads a
## lone A before a letter as the word "a", so the ace is said by its name: "ace S".
code-spoken = { $rank ->
    [A] ace
   *[other] { $rank }
} { $suit }
