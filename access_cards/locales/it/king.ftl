## King (RULES.md §4). Le carte si dicono a parole: "la donna di picche"; mai simboli dei semi.
## I messaggi che finiscono in -you parlano a chi ascolta; gli altri nominano un giocatore ($name).

game-king = King

## Le parole delle carte (valori, semi, nomi) sono in cards.ftl; qui la mano letta per semi.

# Un seme della mano: "fiori, 3: asso, 10, 4"; $ranks manca quando $count è 0.
king-hand-suit = { $count ->
    [0] { card-french-suit }, nessuna
   *[other] { card-french-suit }, { $count }: { $ranks }
}
# Un punteggio o un'offerta con il segno a parole.
king-signed = { $sign ->
    [plus] più { $points }
    [minus] meno { $points }
   *[zero] 0
}
king-bid-name = { $sign ->
    [minus] meno { $n }
   *[plus] più { $n }
}

## La smazzata: il nome e quanto costa.
king-deal-name = { $deal ->
    [no_tricks] niente prese
    [no_hearts] niente cuori
    [no_queens] niente donne
    [no_kings_jacks] niente re e fanti
    [king_of_hearts] re di cuori
    [last_two] ultime due prese
   *[positive] smazzata positiva
}
king-deal-cost = { $deal ->
    [no_tricks] Meno 20 per ogni presa.
    [no_hearts] Meno 20 per ogni cuori preso.
    [no_queens] Meno 50 per ogni donna presa.
    [no_kings_jacks] Meno 30 per ogni re o fante preso.
    [king_of_hearts] Meno 160 a chi prende il re di cuori.
    [last_two] Meno 90 per ciascuna delle ultime due prese.
   *[positive] Più 25 per ogni presa, oppure, nel contratto negativo, 325 meno 75 per ogni presa.
}
king-deal-number = Smazzata { $deal }: { $name }.
king-deal-title = Smazzata { $deal } di { $deals }: { $name }.
king-dealer = Distribuisce { $name }.
king-dealer-you = Distribuisci tu.
king-dealt = { $name } riceve { $count } carte.
king-dealt-you = La tua mano: { $cards }.

## L'asta (§4.6). $bid è un'offerta come "più 3".
king-pass = { $name } passa.
king-pass-you = Passi.
king-bid = { $name } offre { $bid }.
king-bid-you = Offri { $bid }.
king-hold = { $name } tiene { $bid }.
king-hold-you = Tieni { $bid }.
king-accept = { $name } accetta.
king-accept-you = Accetti.
king-refuse = { $name } rifiuta di vendere.
king-refuse-you = Rifiuti di vendere.
king-ultimatum = { $name } pone un ultimatum di { $bid }.
king-ultimatum-you = Poni un ultimatum di { $bid }.
king-decline = { $name } rinuncia.
king-decline-you = Rinunci.
king-fail = { $name } dichiara l'asta fallita.
king-fail-you = Dichiari l'asta fallita.
king-bidding-over = Le offerte sono chiuse; decide { $name }.
king-bidding-over-you = Le offerte sono chiuse; decidi tu.
king-sold = { $name } compra la scelta del contratto per { $bid }.
king-sold-you = Compri la scelta del contratto per { $bid }.
king-kept = Il contratto lo sceglie { $name }.
king-kept-you = Il contratto lo scegli tu.

## Il contratto di una smazzata positiva.
king-contract = { $name } sceglie { $contract ->
    [hearts] cuori
    [diamonds] quadri
    [clubs] fiori
    [spades] picche
    [notrump] senza briscola
   *[negative] il contratto negativo
}.
king-contract-you = Scegli { $contract ->
    [hearts] cuori
    [diamonds] quadri
    [clubs] fiori
    [spades] picche
    [notrump] senza briscola
   *[negative] il contratto negativo
}.
king-contract-terms = { $contract ->
    [hearts] Briscola cuori; più 25 per ogni presa.
    [diamonds] Briscola quadri; più 25 per ogni presa.
    [clubs] Briscola fiori; più 25 per ogni presa.
    [spades] Briscola picche; più 25 per ogni presa.
    [notrump] Senza briscola; più 25 per ogni presa.
   *[negative] Senza briscola; 325, meno 75 per ogni presa.
}

## Il gioco delle prese.
king-leads = Attacca { $name }.
king-play = { $name } gioca { $card }.
king-play-you = Giochi { $card }.
# $value dice quanto è costata o ha reso la presa: "due cuori, meno 40".
king-trick = { $name } prende la presa { $number } con { $card }: { $value }.
king-trick-you = Prendi la presa { $number } con { $card }: { $value }.
king-trick-counts = { $count ->
    [one] Una presa finora.
   *[other] { $count } prese finora.
}
king-value-none = nessuna penalità
king-value-hearts = { $count ->
    [one] un cuori
   *[other] { number-word } cuori
}, { $points }
king-value-cards = { $cards }, { $points }

## La fine di una smazzata e della partita.
king-deal-early = Tutte le carte di penalità sono state prese: la smazzata finisce.
king-deal-failed = L'asta è fallita: la smazzata non si gioca.
king-deal-end = Fine della smazzata { $deal }, { $name }.
king-deal-scores = In questa smazzata: { $scores }.
king-totals = Totali: { $scores }.
king-match-shared = { $names } sono primi a pari merito.

## Richieste di mossa.
king-your-lead = Attacchi tu.
king-your-follow = Tocca a te; si gioca { card-french-suit }.
king-your-contract = Scegli il contratto.
king-your-bid = { $bid ->
    [none] Tocca a te offrire; nessuno ha ancora offerto.
   *[other] Tocca a te offrire; l'offerta più alta è { $bid }.
}
king-your-decision = Decidi tu: { $name } offre { $bid }.
king-your-decision-none = Decidi tu: nessuno ha offerto.
king-your-ultimatum = L'ultimatum di { $name } è { $bid }: accetti o rinunci?

## Conferme: il giocatore scrive sì o no.
king-confirm-sell = Vendere la scelta del contratto a { $name } per { $bid }? Scrivi sì o no.
king-confirm-ultimatum-accept = Accettare l'ultimatum di { $bid }, { $worth }? Scrivi sì o no.
king-confirm-ultimatum = Porre un ultimatum di { $bid }? Se nessuno lo accetta, giochi tu la smazzata. Scrivi sì o no.
king-confirm-fail = Dichiarare l'asta fallita? La smazzata non si gioca: tu prendi 100, gli altri 75 ciascuno. Scrivi sì o no.

## Errori: frasi minuscole dentro error-not-possible.
king-error-not-in-hand = non hai { $card }
king-error-must-follow = devi rispondere a { card-french-suit }
king-error-lead = ora non puoi attaccare con { $card }
king-error-bid-low = { $bid ->
    [none] non è un'offerta della scala
   *[other] l'offerta deve superare { $bid }
}
king-error-hold = { $bid ->
    [none] non c'è un'offerta da tenere
   *[other] puoi tenere { $bid } solo se l'ha offerto un giocatore dopo di te
}
king-error-not-now = non è il momento

## Domande.
king-hand-you = La tua mano, { $count } carte: { $cards }.
king-hand-empty-you = Non hai carte in mano.
king-no-trick = Non si sta giocando nessuna presa.
king-to-lead = Attacca { $name }.
king-to-lead-you = Attacchi tu.
king-trick-item = { $name }, { $card }
king-current-trick = In tavola: { $cards }.
king-last-none = In questa smazzata non si è ancora giocata nessuna presa.
king-last-gone = L'ultima presa non si può più rivedere.
king-last-top-only = Solo la carta in cima: una presa raccolta non si può più riascoltare.
king-last-trick = Presa { $number }: { $cards }.
king-last-taken = L'ha presa { $name }.
king-last-taken-you = L'hai presa tu.
king-tricks-item = { $name } { $count }
king-tricks-won = Prese: { $items }.
king-cards-left = { $count ->
    [one] Resta una carta a testa.
   *[other] Restano { $count } carte a testa.
}
king-you-won = { $count ->
    [0] Non hai prese.
    [one] Hai una presa.
   *[other] Hai { $count } prese.
}
king-taken-no-cards = Questa smazzata non ha carte di penalità.
king-taken-unavailable = A questo tavolo le carte di penalità prese non si elencano: serve l'opzione della cronologia delle prese su carte di penalità o completa.
king-taken-item = { $count ->
    [0] { $name }, nessuna
   *[other] { $name }, { $cards }
}
king-taken = Carte di penalità prese: { $items }.
king-auction-none = In questa smazzata non c'è asta.
king-auction-empty = Nessuno ha ancora offerto.
king-auction-so-far = L'asta finora: { $steps }.
king-auction-high = L'offerta più alta è { $bid }, di { $name }.
king-auction-over = L'asta è chiusa.
king-worth-plus = vale { $points } per chi distribuisce
king-worth-minus = vale { $points } per chi distribuisce per ogni presa che fa, fino a { $count }
king-ladder-item = { $bid }, { $worth }
king-ladder = Le offerte, dalla più bassa: { $items }.
king-after-deals = { $count ->
    [0] Nessuna smazzata finita.
    [one] Dopo una smazzata.
   *[other] Dopo { $count } smazzate.
}
king-may-play = Puoi giocare { $cards }.
king-must-follow = Devi rispondere a { card-french-suit }.
king-must-discard-kh = Non hai { card-french-suit } e devi giocare il re di cuori.
king-void = Non hai { card-french-suit }, quindi qualsiasi carta.
king-lead-any = Attacchi tu: qualsiasi carta.
king-no-heart-lead = Attacchi tu, ma non a cuori finché hai altri semi.
king-no-kh-lead = Attacchi tu; il re di cuori solo come ultima carta.
king-effect = { $action }: { $effect }
king-effect-buy = { $action }: compri la scelta del contratto per { $bid }
king-effect-sell = { $action }: { $name } compra la scelta del contratto per { $bid }
king-effect-pass = { $action }: esci dalle offerte
king-effect-hold = { $action }: pareggi l'offerta più alta e la fai tua
king-effect-refuse = { $action }: scegli tu il contratto
king-effect-fail = { $action }: la smazzata non si gioca; tu prendi 100, gli altri 75
king-effect-decline = { $action }: si chiede al prossimo
king-intro = { $count ->
    [one] Una smazzata
   *[other] { $count } smazzate
}: { $negative ->
    [0] nessuna negativa
    [one] una negativa
   *[other] { $negative } negative
}, { $positive ->
    [0] nessuna positiva.
    [one] una positiva.
   *[other] { $positive } positive.
}
king-intro-auction = Chi distribuisce una smazzata positiva può vendere all'asta la scelta del contratto.
king-intro-simple = Chi distribuisce una smazzata positiva sceglie il contratto.
king-intro-history-full = Tutte le prese giocate si possono rivedere.
king-intro-history-penalty_cards = Si possono rivedere le carte di penalità prese da ciascun giocatore.
king-intro-top-only = Solo la carta in cima: puoi ascoltare la presa in corso, non l'ultima.
king-braille-hand = mano { $cards }
king-braille-trick = presa { $cards }

## Nomi delle azioni, come si elencano e come si scrivono.
king-action-play = gioca { $arg }
king-action-bid = offro { $arg }
king-action-hold = tengo
king-action-pass = passo
king-action-accept = accetto
king-action-refuse = rifiuto
king-action-ultimatum = ultimatum { $arg }
king-action-fail = fallita
king-action-decline = rinuncio
king-action-contract = contratto { $arg ->
    [hearts] cuori
    [diamonds] quadri
    [clubs] fiori
    [spades] picche
    [notrump] senza
   *[negative] negativo
}
# Le parole che iniziano ogni mossa scritta; la prima è quella elencata.
king-command-play = gioca giocare gioco
king-command-bid = offro offri offerta
king-command-hold = tengo tieni
king-command-pass = passo passa
king-command-accept = accetto accetta
king-command-refuse = rifiuto rifiuta
king-command-ultimatum = ultimatum
king-command-fail = fallita fallisce
king-command-decline = rinuncio rinuncia declino
king-command-contract = contratto scelgo
king-typed-plus = più piu
king-typed-minus = meno
# Frasi separate da virgole per ogni contratto.
king-typed-contract-hearts = cuori, cuore
king-typed-contract-diamonds = quadri, quadro
king-typed-contract-clubs = fiori, fiore
king-typed-contract-spades = picche, picca
king-typed-contract-notrump = senza, senza briscola, senza atout
king-typed-contract-negative = negativo, negativa

## Parole della console per le domande di King.
command-last = ultima
command-taken = penalità
command-auction = asta offerte
command-ladder = scala valori

king-help-keys =
    Tasti, a riga vuota: h la tua mano, t la presa in tavola, l l'ultima presa, o le prese di ciascuno, k le carte di penalità prese, x l'asta finora, v la scala delle offerte, w a chi tocca, a cosa puoi fare e perché. Per i punti scrivi punti.
    r ripete l'ultimo messaggio; virgola e punto scorrono indietro e avanti tra i messaggi; minore e maggiore saltano al più vecchio e al più recente.
    Da 1 a 9 dicono una carta della tua mano; b mostra la mano e la presa in braille; Esc ferma la voce; il punto interrogativo è questo aiuto, u legge le regole complete.
    Scrivi una mossa e premi Invio: gioca donna di picche o gioca QS, offro più 3, tengo, passo, accetto, rifiuto, ultimatum più 5, fallita, rinuncio, contratto cuori o contratto negativo. Scrivi dettaglio breve, normale o completo, ed esci per uscire.

king-rules-1 = King si gioca in quattro, con 52 carte, in dieci smazzate; ognuno gioca per sé.
king-rules-2 = Bisogna rispondere al seme di attacco se si può; vince la carta più alta del seme di attacco, o la briscola più alta.
king-rules-3 = Le prime sei smazzate sono negative: evitare le prese, i cuori, le donne, i re e i fanti, il re di cuori e le ultime due prese.
king-rules-4 = Le ultime quattro smazzate sono positive: più 25 per ogni presa, nel contratto scelto da chi distribuisce o da chi ne compra il diritto.
king-rules-5 = Vince il totale più alto dopo l'ultima smazzata.
