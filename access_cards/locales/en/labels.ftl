## The key card of the braille card labels (access_cards/braille/schemes.py, key_card): short
## sentences a teacher or a blind player reads to learn a deck's label scheme. It is printed,
## but a screen reader may speak it on screen too, so suits are words, never symbols.
## Every language ships this file with the same ids and variables (de and el ship only this
## one: labels exist in more languages than the spoken interface).
## $cells is always braille followed by its dots (label-key-cells).

# The title: which deck the key card explains.
label-key-title = Braille labels for the { $deck ->
        [khmer] Khmer deck of 16 cards
        [french52] French deck of 52 cards
        [rummy40] Rummy 40 deck, two French decks and two jokers
        [italian40] Italian deck of 40 cards
       *[other] { $deck } deck
    }.
# How long the labels are.
label-key-size-fixed = Every label has { $count } cells.
label-key-size-range = Labels have { $min } to { $max } cells.
# In which order a label gives rank and suit.
label-key-order-rank-suit = Each label gives the rank first, then the suit.
label-key-order-suit-rank = Each label gives the suit first, then the rank.
label-key-order-rank = The cards have no suits. Each label gives the number only.
label-key-number-sign = { $cells } is the number sign. The cells after it are digits, as in ordinary braille.
# One line per rank, suit and the joker: "⠅, dots 1 3, means king."
label-key-rank = { $cells } means { $rank }.
label-key-suit = { $cells } means { $suit }.
label-key-joker = { $cells } means { $joker }.
# One whole card: "For example, ⠁⠎, dot 1, dots 2 3 4, is the label for ace of spades."
label-key-example = For example, { $cells } is the label for { $card }.
# Where the labels go.
label-key-place = Put each label on the face of the card, in the top left corner, about { $mm } millimetres from the edges.
label-key-place-turned = Put a second label in the opposite corner, turned round by 180 degrees. Whichever way up you hold the card, the top left corner reads the right way up.
label-key-upside-down = No label reads as another card's label when it is upside down.

# Braille cells and their dots, set off by commas (brackets would be read out):
# "⠅⠎, dots 1 3, dots 2 3 4,". The comma at the end closes the dots before the
# sentence goes on ("⠅, dots 1 3, means king."), so cells never end a sentence.
label-key-cells = { $cells }, { $dots },
# The dots of one cell; $dots is the dot numbers, "1 3".
label-key-dots = { $count ->
        [one] dot { $dots }
       *[other] dots { $dots }
    }
# Joins the dots of one cell to those of the next.
label-key-dots-next = { $before }, { $after }
