## Le parole delle carte di ogni mazzo (narration/cards.py), inserite nelle frasi come $card o $cards.
## I semi si dicono sempre a parole, mai con simboli. Gli id iniziano con la famiglia del mazzo; quelli del mazzo Khmer sono più vecchi.

## Il mazzo francese di King e Rummy 40. $rank va da 2 a 14 (asso), $suit è la lettera del seme C, D, H o S.
card-french-rank = { $rank ->
    [14] asso
    [13] re
    [12] donna
    [11] fante
   *[other] { $rank }
}
card-french-suit = { $suit ->
    [C] fiori
    [D] quadri
    [H] cuori
   *[S] picche
}
card-french = { card-french-rank } di { card-french-suit }
card-french-the = { $rank ->
    [14] l'asso
    [13] il re
    [12] la donna
    [11] il fante
    [8] l'8
   *[other] il { $rank }
} di { card-french-suit }
card-french-a = { $rank ->
    [14] un asso
    [13] un re
    [12] una donna
    [11] un fante
   *[other] un { $rank }
} di { card-french-suit }
# Lo stile breve dei nomi delle carte (impostazioni): "donna picche", senza "di" e senza articolo.
card-french-short = { card-french-rank } { card-french-suit }
# Lo stile breve dove la frase nomina la carta come oggetto: in italiano le stesse parole.
card-french-short-object = { $rank ->
   *[other] { card-french-short }
}

## Il jolly del mazzo del Rummy 40; lo stile breve lo dice come quello completo.
card-joker = jolly
card-joker-the = il jolly
card-joker-a = un jolly
# I jolly di una mano, dove si nominerebbe un seme.
card-jokers = jolly

## Il mazzo italiano di Las Vegas. $rank va da 1 (asso) a 10 (re), $suit è C coppe, D denari,
## S spade o B bastoni.
card-italian-rank = { $rank ->
    [1] asso
    [8] fante
    [9] cavallo
    [10] re
   *[other] { $rank }
}
card-italian-suit = { $suit ->
    [C] coppe
    [D] denari
    [S] spade
   *[B] bastoni
}
card-italian = { card-italian-rank } di { card-italian-suit }
card-italian-the = { $rank ->
    [1] l'asso
    [8] il fante
    [9] il cavallo
    [10] il re
   *[other] il { $rank }
} di { card-italian-suit }
card-italian-a = { $rank ->
    [1] un asso
    [8] un fante
    [9] un cavallo
    [10] un re
   *[other] un { $rank }
} di { card-italian-suit }
card-italian-short = { card-italian-rank } { card-italian-suit }
# Lo stile breve dove la frase nomina la carta come oggetto: in italiano le stesse parole.
card-italian-short-object = { $rank ->
   *[other] { card-italian-short }
}

## Il mazzo Khmer: le carte sono numeri, da 1 a 6.
khmer-card-a = un { $card }
khmer-card-the = { $card ->
    [1] l'{ $card }
   *[other] il { $card }
}

## Carte scritte: le parole che si possono scrivere oltre ai nomi qui sopra: "gioca donna di
## picche", "gioca 10 cuori", "gioca il jolly". Le lettere dei codici ("gioca DP") sono in codes.ftl.
card-french-typed-rank = { $rank ->
    [14] asso
    [13] re
    [12] regina
    [11] jack
   *[other] { $rank }
}
card-french-typed-suit = { $suit ->
    [C] fiore
    [D] quadro
    [H] cuore
   *[S] picca
}
# Nei mazzi del sud l'8 si chiama donna.
card-italian-typed-rank = { $rank ->
    [8] donna
    [9] cavaliere
   *[other] { $rank }
}
card-italian-typed-suit = { $suit ->
    [C] coppa
    [D] denaro ori oro
    [S] spada
   *[B] bastone
}
card-typed-joker = joker matta
# Valori scritti in lettere: "sette di cuori".
card-typed-number = { $n ->
    [1] uno
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
    [6] sei
    [7] sette
    [8] otto
    [9] nove
    [10] dieci
   *[other] { $n }
}
card-typed-fillers = di del della dello dell' dei delle il lo la l' i le un una
