## Khmer (RULES.md §1). Le carte si dicono come numeri.
## I messaggi che finiscono in -you parlano a chi ascolta; gli altri nominano un giocatore ($name).

## Nomi delle carte, inseriti nelle frasi come $card o $cards: khmer-card-a e khmer-card-the sono in cards.ftl.
# $count carte di valore $card: "un 5", "due 6".
khmer-cards = { $count ->
    [one] un { $card }
   *[other] { number-word } { $card }
}

## La smazzata.
khmer-deal-start = Smazzata { $deal }. Inizia { $name }.
khmer-deal-start-you = Smazzata { $deal }. Inizi tu.
khmer-dealt = { $name } riceve { $cards }. Totale { $total }.
khmer-dealt-you = Ricevi { $cards }. Totale { $total }.
khmer-hand-you = Hai in mano { $cards }. Totale { $total }.
khmer-hand-empty-you = Non hai carte in mano.
khmer-player-total-you = Con le carte pescate hai { $total }.

## Le mosse, seguite dal totale del tavolo quando il tavolo lo annuncia.
khmer-table = Tavolo { $total }.
khmer-play = { $name } gioca { $card }.
khmer-play-you = Giochi { $card }.
khmer-draw = { $name } pesca { $card }.
khmer-draw-you = Peschi { $card }.
khmer-discard = { $name } scarta { $card }.
khmer-discard-you = Scarti { $card }.
khmer-pile-size = { $count ->
    [0] Il tavolo è vuoto.
    [one] Una carta sul tavolo.
   *[other] { $count } carte sul tavolo.
}
khmer-top-card = In cima c'è { $card }.
khmer-table-empty = Il tavolo è vuoto.
khmer-front-total = Le carte pescate da { $name } fanno { $total }.
khmer-front-total-you = Le tue carte pescate fanno { $total }.
khmer-sixes-out = { $count ->
    [0] { $name } non ha scartato nessun 6.
    [one] { $name } ha scartato un 6.
   *[other] { $name } ha scartato { number-word } 6.
}
khmer-sixes-out-you = { $count ->
    [0] Non hai scartato nessun 6.
    [one] Hai scartato un 6.
   *[other] Hai scartato { number-word } 6.
}
khmer-concede = { $name } lascia la smazzata.
khmer-concede-you = Lasci la smazzata.
khmer-stuck = { $name } non può muovere. Non ha carte in mano, non può pescare e con { $total } non può bussare, perché il tavolo è a { $table }.
khmer-stuck-you = Non puoi muovere. Non hai carte in mano, non puoi pescare e con { $total } non puoi bussare, perché il tavolo è a { $table }.
khmer-stuck-hidden = { $name } non può muovere. Non ha carte in mano, non può pescare e con { $total } non può bussare.
khmer-stuck-hidden-you = Non puoi muovere. Non hai carte in mano, non puoi pescare e con { $total } non puoi bussare.

## Bussare e confronto (KH-9).
khmer-knock = { $name } bussa con { $total } contro { $table } sul tavolo.
khmer-knock-you = Bussi con { $total } contro { $table } sul tavolo.
# Tutte le carte dietro il totale di un giocatore: la mano mostrata, poi le carte pescate ($drawn), se ce ne sono.
khmer-reveal = { $name } mostra { $cards }.
khmer-reveal-you = Mostri { $cards }.
khmer-reveal-drawn = { $name } mostra { $cards } e ha pescato { $drawn }.
khmer-reveal-drawn-you = Mostri { $cards } e hai pescato { $drawn }.
khmer-reveal-empty = { $name } non ha carte in mano.
khmer-reveal-empty-you = Non hai carte in mano.
khmer-reveal-empty-drawn = { $name } non ha carte in mano e ha pescato { $drawn }.
khmer-reveal-empty-drawn-you = Non hai carte in mano e hai pescato { $drawn }.
# $totals è un elenco di khmer-total-item, prima chi ha bussato; il programma ne mette in maiuscolo la prima lettera.
khmer-showdown-totals = Totali. { $totals }. Tavolo { $table }.
khmer-total-item = { $name } { $total }
# $role è la parte di chi ascolta: knocker (ha bussato), opponent (l'avversario), other (spettatore).
khmer-result-opponent-over = { $role ->
    [knocker] { $opponent } supera il totale del tavolo, quindi vinci tu la smazzata.
    [opponent] Superi il totale del tavolo, quindi { $knocker } vince la smazzata.
   *[other] { $opponent } supera il totale del tavolo, quindi { $knocker } vince la smazzata.
}
khmer-result-knocker-higher = { $role ->
    [knocker] Hai più di { $opponent } e vinci la smazzata.
    [opponent] { $knocker } ha più di te e vince la smazzata.
   *[other] { $knocker } ha più di { $opponent } e vince la smazzata.
}
khmer-result-tie = { $role ->
    [knocker] Pareggio, e in caso di pareggio chi bussa perde, quindi { $opponent } vince la smazzata.
    [opponent] Pareggio, e in caso di pareggio chi bussa perde, quindi vinci tu la smazzata.
   *[other] Pareggio, e in caso di pareggio chi bussa perde, quindi { $opponent } vince la smazzata.
}
khmer-result-opponent-higher = { $role ->
    [knocker] { $opponent } ha più di te e vince la smazzata.
    [opponent] Hai più di { $knocker } e vinci la smazzata.
   *[other] { $opponent } ha più di { $knocker } e vince la smazzata.
}

## Fine della smazzata.
khmer-deal-end = Fine della smazzata { $deal }.
khmer-deal-points = { $name } guadagna { points }.
khmer-deal-points-you = Guadagni { points }.

## Domande che il giocatore può fare in ogni momento.
khmer-drawn = { $name } ha pescato { $cards }. Totale { $total }.
khmer-drawn-you = Hai pescato { $cards }. Totale { $total }.
khmer-drawn-none = { $name } non ha pescato carte.
khmer-drawn-none-you = Non hai pescato carte.
# $cards è un elenco di khmer-pile-item, dalla carta più in basso.
khmer-pile = Il tavolo dal basso in alto, { $cards }. Totale { $total }.
khmer-pile-item = { $card } di { $name }
khmer-pile-item-you = { $card } tuo
# Chi ha giocato la carta in cima si sa solo finché è l'ultima carta posata (solo la carta in cima).
khmer-top = In cima c'è { $card }, giocato da { $name }.
khmer-top-you = In cima c'è { $card }, giocato da te.
khmer-opponent-hand = { $count ->
    [0] { $name } non ha carte in mano.
    [one] { $name } ha una carta in mano.
   *[other] { $name } ha { $count } carte in mano.
}
khmer-intro-match = Una partita a punti. Vince chi arriva per primo a { $target } punti.
khmer-intro-single = Una smazzata sola decide la partita.
khmer-intro-top-only = Solo la carta in cima. Del tavolo si può leggere soltanto la carta in cima.
khmer-intro-no-total = Il totale del tavolo non viene annunciato, quindi tieni tu il conto.
khmer-intro-no-own-card = Una carta giocata da te non si può riprendere.
khmer-target = Vince chi arriva per primo a { $target } punti. Questa è la smazzata { $deal }.
khmer-single-deal = Una smazzata sola. Chi la vince vince la partita.
khmer-you-have = Hai { $total }.
khmer-your-turn = Tocca a te. Hai { $total }. Tavolo { $table }.
khmer-your-turn-hidden = Tocca a te. Hai { $total }.

## Le mosse come si scrivono, e che effetto avrebbero.
khmer-action-play = gioca { $card }
khmer-action-draw = pesca
khmer-action-discard = scarta
khmer-action-knock = bussa
khmer-action-concede = lascia
# Ognuna è una frase di un elenco; il programma mette in maiuscolo la mossa con cui inizia.
khmer-effect-play = { $action }, tavolo a { $table } e tu a { $total }.
khmer-effect-play-hidden = { $action }, tu a { $total }.
khmer-effect-draw = { $action } { $card }, tavolo a { $table } e tu a { $total }.
khmer-effect-draw-hidden = { $action } { $card }, tu a { $total }.
khmer-effect-discard = { $action } { $card }, tu a { $total }.
khmer-effect-knock = { $action } con { $total } contro { $table } sul tavolo.
khmer-effect-knock-hidden = { $action } con { $total }.
khmer-effect-concede = { $action }, e { $name } guadagna { points }.

# Le parole che si possono scrivere per ogni mossa, separate da spazi.
khmer-command-play = gioca giocare gioco
khmer-command-draw = pesca pescare pesco prendi
khmer-command-discard = scarta scartare scarto
khmer-command-knock = bussa bussare busso
khmer-command-concede = lascia lasciare lascio

khmer-confirm-knock = Bussare con { $total } contro { $table } sul tavolo? Scrivi { yes } o { no }.
khmer-confirm-knock-hidden = Bussare con { $total }? Scrivi { yes } o { no }.
khmer-confirm-concede = Lasciare questa smazzata? { $name } guadagna { points }. Scrivi { yes } o { no }.

## Perché una mossa non è possibile: frasi minuscole per error-not-possible.
khmer-error-not-in-hand = non hai nessun { $card } in mano
khmer-error-pile-empty = il tavolo è vuoto, non c'è niente da pescare
khmer-error-own-card = non puoi pescare { $card }, perché l'hai giocato tu
khmer-error-no-six = { $front ->
    [0] non hai nessun 6 in mano
   *[other] non hai nessun 6 in mano, e un 6 pescato non si può scartare
}
khmer-error-total-over = puoi bussare solo se il tuo totale non supera quello del tavolo, e hai { $total } contro { $table }
khmer-error-total-over-hidden = puoi bussare solo se il tuo totale non supera quello del tavolo, e hai { $total }
khmer-error-which-card = indica quale carta giocare, un numero da 1 a 6, per esempio gioca 5
khmer-error-no-concede = in una smazzata singola non si può lasciare

## Un breve riassunto delle regole.
khmer-rules-1 = Khmer si gioca in due, con sedici carte, due per ogni valore da 1 a 5 e sei 6. Ogni giocatore riceve sei carte, e altre quattro restano da parte, coperte.
khmer-rules-2 = Al tuo turno fai una sola mossa. Puoi giocare una carta dalla mano sul tavolo, pescare la carta in cima al tavolo, scartare un 6 dalla mano, bussare oppure, in una partita a punti, lasciare la smazzata.
khmer-rules-3 = Il tuo totale è la somma della mano e delle carte che hai pescato. Le carte pescate restano scoperte davanti a te e non si possono più giocare né scartare.
khmer-rules-4 = Puoi bussare solo se il tuo totale non supera quello del tavolo. Allora si mostrano tutte le carte. Se l'avversario supera il totale del tavolo vince chi ha bussato. Altrimenti vince il totale più alto, e in caso di pareggio chi ha bussato perde.
khmer-rules-5 = In una partita a punti, quando qualcuno bussa chi vince il confronto guadagna 2 punti, e chi lascia dà 1 punto all'avversario. Vince la partita chi arriva per primo al traguardo, di solito 6 punti.

## A braille display line: hand and table in few words, translated by liblouis.
## $cards are card values separated by spaces (for example "6 6 5"), pile bottom to top.
khmer-braille-hand = mano { $cards } totale { $total }
khmer-braille-drawn = pescate { $cards } tu { $total }
khmer-braille-table = tavolo { $cards } totale { $total }
khmer-braille-table-empty = tavolo vuoto
khmer-braille-top = tavolo in cima { $card }
khmer-braille-total = totale { $total }

# La domanda propria di Khmer, scritta (il suo tasto e l'aiuto sono in keys.ftl).
command-drawn = pescate
