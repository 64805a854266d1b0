## Codici delle carte: come si scrive una carta ("gioca DP") e come la si mostra in questa
## lingua (narration/cards.py, CardCodes). Un codice è la lettera o il numero del valore, poi la
## lettera del seme. I codici del motore non cambiano: ogni lingua li collega qui alle sue
## lettere, e un codice scritto si legge solo con queste lettere ("7C" è il 7 di cuori).
## Anche la legenda delle etichette braille elenca queste lettere.

## Il mazzo francese di King e Rummy 40. $rank va da 2 a 14 (asso), $suit è C, D, H o S
## del motore: C fiori, D quadri, H cuori, S picche.
code-french-rank = { $rank ->
    [14] A
    [13] R
    [12] D
    [11] F
   *[other] { $rank }
}
code-french-suit = { $suit ->
    [C] F
    [D] Q
    [H] C
   *[S] P
}
## Il mazzo italiano di Las Vegas. $rank va da 1 (asso) a 10 (re), $suit è C coppe, D denari,
## S spade o B bastoni.
code-italian-rank = { $rank }
code-italian-suit = { $suit ->
    [C] C
    [D] D
    [S] S
   *[B] B
}
## Il jolly del Rummy 40.
code-joker = JK

## Come si scrive una carta, nell'aiuto e nella legenda delle etichette: poche frasi brevi.
# $code è il codice di una carta d'esempio e $card il suo nome: "DP, donna di picche".
code-help-intro = Una carta si scrive con il valore e poi il seme, per esempio { $code }, { $card }.
# Una lettera e cosa vuol dire, dentro gli elenchi qui sotto: "A per asso".
code-help-item = { $code } per { $name }
# $items sono i valori con una lettera: "A per asso, R per re".
code-help-letters = Valori in lettere, { $items }.
# I valori scritti con il numero, da $low a $high; $others è yes se altri valori hanno una lettera.
code-help-numbers = { $others ->
    [yes] Gli altri valori con il numero, da { $low } a { $high }.
   *[no] I valori con il numero, da { $low } a { $high }.
}
code-help-suits = Semi, { $items }.
code-help-joker = { $code } per { $name }.

## Issue 25 punto 9: un codice scritto perché una voce lo legga giusto, valore e seme
## separati ("7 P": eSpeak legge "7P" attaccato male, e "AP" come una parola).
code-spoken = { $rank } { $suit }
