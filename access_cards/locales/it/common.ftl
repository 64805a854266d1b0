## Parole comuni a tutti i giochi: posti, sì e no, numeri, dettaglio, errori, turni, punti.

# Come si nomina chi ascolta dentro un elenco ("Punteggio. Tu 2, Anna 4.").
you-name = tu
# Un posto senza nome.
seat-name = Giocatore { $number }
# Il nome di un posto come si dice in una frase; $gender è female, male o other.
name-said = { $gender ->
   *[other] { $name }
}
spectator = Stai guardando questa partita. Non hai carte.

yes = sì
no = no

# Un numero detto a parole: "due 6".
number-word = { $count ->
    [0] nessun
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
    [11] undici
    [12] dodici
   *[other] { $count }
}
points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}

verbosity-brief = breve
verbosity-normal = normale
verbosity-full = completo

# $reason è una frase minuscola del file del gioco, come "non hai un 4 in mano".
error-not-possible = Non è possibile, { $reason }.
# $actions è un elenco unito da "o", ogni voce come si scrive: "gioca 5, pesca o bussa".
error-legal-now = Ora puoi scrivere { $actions }.
error-unknown-command = Non capisco { $text }.
# Un segno meno scritto prima di un numero, riletto in una riga scritta (issue 25, punto 6).
said-minus = meno
# Una parola scritta dove si aspettava una carta (issue 25, punto 6).
error-not-a-card = Non capisco { $word } come carta.
# Una parola di mossa seguita da una parola che non vuole; $word come è stata scritta.
error-word-alone = La parola { $word } non vuole altro dopo, scrivi solo { $word }.
error-match-over = la partita è finita
# Un comando che indica più mosse possibili; $actions è un elenco unito da "o".
error-ambiguous = Potrebbe voler dire { $actions }. Dimmi quale.
# Un motivo per cui il gioco non ha ancora una frase: dentro error-not-possible.
error-not-now = il gioco ora non lo consente
# Mosse possibili in breve, voci dell'elenco $actions di error-legal-now.
# $action è la parola della mossa; $choices un elenco unito da "o": "gioca 1, 2 o 5".
legal-choices = { $action } { $choices }
legal-range = { $action } da { $low } a { $high }
legal-from = { $action } { $low } o più
legal-up-to = { $action } fino a { $high }
legal-form-cards = { $action } { $low } o più carte

turn-you = Tocca a te.
turn-other = È il turno di { $name }.
actions-not-your-turn = È il turno di { $name }, non il tuo.
# La risposta del tasto delle mosse: questa riga, poi ogni mossa come frase a sé
# ("Gioca 2, poi tavolo 2 e tu 24."), una per riga.
actions-header = Puoi fare una di queste mosse.
match-over = La partita è finita.

# $scores è un elenco di score-item; la prima lettera diventa maiuscola ("Punteggio. Tu 2, Anna 4.").
scores-line = Punteggio. { $scores }.
scores-final = Punteggio finale. { $scores }.
score-item = { $name } { $points }
match-won = { $name } vince la partita.
match-won-you = Hai vinto la partita.
