## Card words for every deck (narration/cards.py), put into sentences as $card or $cards.
## Suits are always words, never symbols. Ids begin with the deck family; the Khmer deck's are older.

## The French deck of King and Rummy 40. $rank is 2 to 14 (ace), $suit a suit letter C, D, H or S.
card-french-rank = { $rank ->
    [14] ace
    [13] king
    [12] queen
    [11] jack
   *[other] { $rank }
}
card-french-suit = { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
card-french = { card-french-rank } of { card-french-suit }
card-french-the = the { $rank ->
    [14] ace
    [13] king
    [12] queen
    [11] jack
   *[other] { $rank }
} of { card-french-suit }
card-french-a = { $rank ->
    [14] an ace
    [8] an 8
   *[other] a { card-french-rank }
} of { card-french-suit }
# The short card-name style (settings): "queen spades", no "of" and no article.
card-french-short = { card-french-rank } { card-french-suit }
# The short style where a sentence names the card as its object: the same words in English.
card-french-short-object = { $rank ->
   *[other] { card-french-short }
}

## The joker of the Rummy 40 deck; the short style says it as the full one.
card-joker = joker
card-joker-the = the joker
card-joker-a = a joker
# The jokers of a hand, where a suit would be named.
card-jokers = jokers

## The Italian deck of Las Vegas. $rank is 1 (ace) to 10 (king), $suit C coppe, D denari,
## S spade or B bastoni. The usual English names of Italian cards: cups, coins, swords and
## batons, not clubs, which are the French deck's, as on the braille labels; jack, knight, king.
card-italian-rank = { $rank ->
    [1] ace
    [8] jack
    [9] knight
    [10] king
   *[other] { $rank }
}
card-italian-suit = { $suit ->
    [C] cups
    [D] coins
    [S] swords
   *[B] batons
}
card-italian = { card-italian-rank } of { card-italian-suit }
card-italian-the = the { $rank ->
    [1] ace
    [8] jack
    [9] knight
    [10] king
   *[other] { $rank }
} of { card-italian-suit }
card-italian-a = { $rank ->
    [1] an ace
    [8] a jack
    [9] a knight
    [10] a king
   *[other] a { $rank }
} of { card-italian-suit }
card-italian-short = { card-italian-rank } { card-italian-suit }
# The short style where a sentence names the card as its object: the same words in English.
card-italian-short-object = { $rank ->
   *[other] { card-italian-short }
}

## The Khmer deck: its cards are numbers, 1 to 6.
khmer-card-a = a { $card }
khmer-card-the = the { $card }

## Typed cards: the words a player may type besides the names above: "play queen of spades",
## "play 10 hearts", "play the joker". The letters of typed codes ("play QS") are in codes.ftl.
card-french-typed-rank = { $rank ->
    [14] ace
    [13] king
    [12] queen
    [11] knave
   *[other] { $rank }
}
card-french-typed-suit = { $suit ->
    [C] club
    [D] diamond
    [H] heart
   *[S] spade
}
card-italian-typed-rank = { $rank ->
    [8] knave
    [9] horse
   *[other] { $rank }
}
card-italian-typed-suit = { $suit ->
    [C] cup
    [D] coin
    [S] sword
   *[B] baton clubs club
}
card-typed-joker = joker
# Ranks typed as number words: "seven of hearts".
card-typed-number = { $n ->
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
   *[other] { $n }
}
card-typed-fillers = of the a an
