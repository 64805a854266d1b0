## Die Kartennamen jedes Blatts (narration/cards.py), in die Sätze eingesetzt als $card oder $cards.
## Farben immer als Wörter, nie als Symbole. Die IDs beginnen mit der Familie des Blatts; die des Khmer Blatts sind älter.
## Die Karte wird wie am Tisch gesagt, Farbe zuerst, Zahlen als Ziffern: "Herz 10", "Pik Dame".
## Die Formen mit Artikel (the, a) stehen im Akkusativ, denn fast alle Sätze brauchen ihn:
## "Anna spielt den Kreuz Buben", "Du ziehst eine Pik Dame". Ein Satz, der sonst einen
## Nominativ oder Dativ bräuchte, wird umgestellt ("Oben liegt ..." wird "Oben siehst du ...").

## Das französische Blatt von King und Rummy 40. $rank geht von 2 bis 14 (Ass), $suit ist C, D, H oder S.
card-french-rank = { $rank ->
    [14] Ass
    [13] König
    [12] Dame
    [11] Bube
   *[other] { $rank }
}
card-french-suit = { $suit ->
    [C] Kreuz
    [D] Karo
    [H] Herz
   *[S] Pik
}
card-french = { card-french-suit } { card-french-rank }
# Mit bestimmtem Artikel, im Akkusativ: "den Kreuz Buben", "die Pik Dame", "das Herz Ass", "die Herz 10".
card-french-the = { $rank ->
    [14] das { card-french-suit } Ass
    [13] den { card-french-suit } König
    [12] die { card-french-suit } Dame
    [11] den { card-french-suit } Buben
   *[other] die { card-french-suit } { $rank }
}
# Mit unbestimmtem Artikel, im Akkusativ: "einen Kreuz Buben", "eine Pik Dame", "ein Herz Ass".
card-french-a = { $rank ->
    [14] ein { card-french-suit } Ass
    [13] einen { card-french-suit } König
    [12] eine { card-french-suit } Dame
    [11] einen { card-french-suit } Buben
   *[other] eine { card-french-suit } { $rank }
}
# Die kurzen Kartennamen (Einstellungen): "Pik Dame", ohne Artikel.
card-french-short = { card-french-suit } { card-french-rank }
# Der kurze Stil, wo der Satz die Karte als Objekt nennt: im Deutschen dieselben Wörter.
card-french-short-object = { $rank ->
   *[other] { card-french-short }
}

## Der Joker des Rummy 40 Blatts; die kurzen Namen sagen ihn wie die langen.
card-joker = Joker
card-joker-the = den Joker
card-joker-a = einen Joker
# Die Joker einer Hand, wo sonst eine Farbe genannt würde.
card-jokers = Joker

## Das italienische Blatt von Las Vegas. $rank geht von 1 (Ass) bis 10 (König), $suit ist C Coppe,
## D Denari, S Spade oder B Bastoni. Die Farben behalten ihre italienischen Namen, wie auf den
## Brailleetiketten; die Bilder heißen Bube (fante), Reiter (cavallo) und König (re).
card-italian-rank = { $rank ->
    [1] Ass
    [8] Bube
    [9] Reiter
    [10] König
   *[other] { $rank }
}
card-italian-suit = { $suit ->
    [C] Coppe
    [D] Denari
    [S] Spade
   *[B] Bastoni
}
card-italian = { card-italian-suit } { card-italian-rank }
card-italian-the = { $rank ->
    [1] das { card-italian-suit } Ass
    [8] den { card-italian-suit } Buben
    [9] den { card-italian-suit } Reiter
    [10] den { card-italian-suit } König
   *[other] die { card-italian-suit } { $rank }
}
card-italian-a = { $rank ->
    [1] ein { card-italian-suit } Ass
    [8] einen { card-italian-suit } Buben
    [9] einen { card-italian-suit } Reiter
    [10] einen { card-italian-suit } König
   *[other] eine { card-italian-suit } { $rank }
}
card-italian-short = { card-italian-suit } { card-italian-rank }
# Der kurze Stil, wo der Satz die Karte als Objekt nennt: im Deutschen dieselben Wörter.
card-italian-short-object = { $rank ->
   *[other] { card-italian-short }
}

## Das Khmer Blatt: die Karten sind Zahlen von 1 bis 6, und Zahlen sind weiblich, "die 6", "eine 6".
khmer-card-a = eine { $card }
khmer-card-the = die { $card }

## Getippte Karten: die Wörter, die man außer den Namen oben tippen kann: "spiele Pik Dame",
## "spiele den Kreuz Buben", "spiele Herz 10", "spiele den Joker". Die Buchstaben der Kürzel
## ("spiele DP") stehen in codes.ftl. Wörter mit Umlaut auch in der Schreibweise ohne.
card-french-typed-rank = { $rank ->
    [14] As
    [13] Koenig Konig
    [12] Königin Koenigin
    [11] Buben Bauer Bauern
   *[other] { $rank }
}
card-french-typed-suit = { $suit ->
    [C] Treff
    [D] Eckstein Caro
    [H] Herzen
   *[S] Schippe Schüppe Schueppe
}
# Die deutschen Namen der italienischen Farben und Bilder, und die italienischen Bilder.
card-italian-typed-rank = { $rank ->
    [1] As
    [8] Buben Fante
    [9] Ritter Cavallo
    [10] Koenig Konig Re
   *[other] { $rank }
}
card-italian-typed-suit = { $suit ->
    [C] Kelch Kelche Becher Coppa
    [D] Münze Münzen Muenze Muenzen Denaro
    [S] Schwert Schwerter Spada
   *[B] Stab Stäbe Staebe Bastone
}
card-typed-joker = Joker
# Werte in Worten getippt: "spiele Herz Sieben".
card-typed-number = { $n ->
    [1] eins
    [2] zwei zwo
    [3] drei
    [4] vier
    [5] fünf fuenf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $n }
}
card-typed-fillers = der die das den dem des ein eine einen einem einer eines von vom
