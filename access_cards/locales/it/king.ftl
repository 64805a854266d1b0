## King (RULES.md §4). Le carte si dicono a parole, "la donna di picche", mai simboli dei semi.
## I messaggi che finiscono in -you parlano a chi ascolta; gli altri nominano un giocatore ($name).
## Ogni frase contiene solo lettere, cifre, spazi e . , ? ! ' perché lo screen reader non
## pronunci simboli, e ogni voce di un elenco è una frase a sé.

game-king = King

## Le parole delle carte (valori, semi, nomi) sono in cards.ftl; qui la mano letta per semi.

# Un numero di carte detto a parole, perché non si confonda con un valore.
king-count-cards = { $count ->
    [0] nessuna carta
    [1] una carta
    [2] due carte
    [3] tre carte
    [4] quattro carte
    [5] cinque carte
    [6] sei carte
    [7] sette carte
    [8] otto carte
    [9] nove carte
    [10] dieci carte
    [11] undici carte
    [12] dodici carte
    [13] tredici carte
   *[other] { $count } carte
}
# Un seme della mano, due frasi: "fiori, tre carte. Asso, 10 e 4." $ranks è la seconda
# frase e manca quando $count è 0. Il programma mette la maiuscola alla prima.
king-hand-suit = { $count ->
    [0] { card-french-suit }, nessuna carta.
   *[other] { card-french-suit }, { king-count-cards }. { $ranks }.
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

## La smazzata, il nome e quanto costa.
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
king-deal-number = Smazzata { $deal }, { $name }.
king-deal-title = Smazzata { $deal } di { $deals }, { $name }.
king-dealer = Distribuisce { $name }.
king-dealer-you = Distribuisci tu.
king-dealt = { $name } riceve { $count } carte.
# $cards è la mano letta per semi, frasi che finiscono con il punto.
king-dealt-you = La tua mano. { $cards }

## L'asta, RULES.md 4.6. $bid è un'offerta come "più 3".
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
# $worth è king-worth-plus o king-worth-minus.
king-ultimatum = { $name } pone un ultimatum di { $bid }, che { $worth }.
king-ultimatum-you = Poni un ultimatum di { $bid }, che { $worth }.
king-decline = { $name } rinuncia.
king-decline-you = Rinunci.
king-fail = { $name } dichiara l'asta fallita.
king-fail-you = Dichiari l'asta fallita.
king-bidding-over = Le offerte sono chiuse. Decide { $name }.
king-bidding-over-you = Le offerte sono chiuse. Decidi tu.
king-sold = { $name } compra la scelta del contratto per { $bid }.
king-sold-you = Compri la scelta del contratto per { $bid }.
king-kept = Il contratto lo sceglie { $name }, e nessuno paga.
king-kept-you = Il contratto lo scegli tu, e nessuno paga.

## Chi paga chi, RULES.md KG-18. $payer è chi compra, $payee chi distribuisce e vende;
## $who dice chi dei due è chi ascolta: payer, payee, oppure other.
# Detto quando la scelta del contratto è venduta a prezzo fisso: un'offerta più, o
# un'offerta meno con l'opzione del trasferimento fisso.
king-terms-fixed = { $who ->
    [payer] A fine smazzata pagherai { $points } a { $payee }.
    [payee] A fine smazzata { $payer } ti pagherà { $points }.
   *[other] A fine smazzata { $payer } pagherà { $points } a { $payee }.
}
# Detto quando è venduta per un'offerta meno: chi compra rileva fino a $count prese di
# chi distribuisce, a $points l'una.
king-terms-takeover = { $who ->
    [payer] Rileverai fino a { $count ->
        [1] una presa
        [2] due prese
       *[other] { $count } prese
    } di { $payee }, e a fine smazzata pagherai a { $payee } { $points } per ciascuna.
    [payee] { $payer } rileverà fino a { $count ->
        [1] una delle tue prese
        [2] due delle tue prese
       *[other] { $count } delle tue prese
    }, e a fine smazzata ti pagherà { $points } per ciascuna.
   *[other] { $payer } rileverà fino a { $count ->
        [1] una presa
        [2] due prese
       *[other] { $count } prese
    } di { $payee }, e a fine smazzata pagherà a { $payee } { $points } per ciascuna.
}
# Detto dopo una presa di chi distribuisce che chi ha comprato con un'offerta meno rileva.
king-trick-takeover = { $who ->
    [payer] Questa presa di { $payee } la rilevi tu, e a fine smazzata pagherai a { $payee } { $points }.
    [payee] Questa presa la rileva { $payer }, che a fine smazzata ti pagherà { $points }.
   *[other] Questa presa di { $payee } la rileva { $payer }, che a fine smazzata pagherà a { $payee } { $points }.
}
# Il pagamento a fine smazzata, a prezzo fisso.
king-paid-fixed = { $who ->
    [payer] Paghi { $points } a { $payee }, il prezzo di { $bid }.
    [payee] { $payer } ti paga { $points }, il prezzo di { $bid }.
   *[other] { $payer } paga { $points } a { $payee }, il prezzo di { $bid }.
}
# Il pagamento a fine smazzata per le prese rilevate; $count è 1 o 2.
king-paid-takeover = { $who ->
    [payer] Paghi { $points } a { $payee } per aver rilevato { $count ->
        [1] una presa
        [2] due prese
       *[other] { $count } prese
    } di { $payee }.
    [payee] { $payer } ti paga { $points } per aver rilevato { $count ->
        [1] una delle tue prese
        [2] due delle tue prese
       *[other] { $count } delle tue prese
    }.
   *[other] { $payer } paga { $points } a { $payee } per aver rilevato { $count ->
        [1] una presa
        [2] due prese
       *[other] { $count } prese
    } di { $payee }.
}
# Chi distribuisce non ha fatto prese, quindi non c'era niente da rilevare.
king-paid-nothing = { $who ->
    [payer] { $payee } non ha fatto prese, quindi non paghi niente.
    [payee] Non hai fatto prese, quindi { $payer } non ti paga niente.
   *[other] { $payee } non ha fatto prese, quindi { $payer } non paga niente.
}

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
    [hearts] Briscola cuori. Più 25 per ogni presa.
    [diamonds] Briscola quadri. Più 25 per ogni presa.
    [clubs] Briscola fiori. Più 25 per ogni presa.
    [spades] Briscola picche. Più 25 per ogni presa.
    [notrump] Senza briscola. Più 25 per ogni presa.
   *[negative] Senza briscola. Ognuno parte da 325 e perde 75 per ogni presa.
}

## Il gioco delle prese.
king-leads = Attacca { $name }.
king-play = { $name } gioca { $card }.
king-play-you = Giochi { $card }.
# Segue una frase su quanto è costata o ha reso la presa, king-value.
king-trick = { $name } prende la presa { $number } con { $card }.
king-trick-you = Prendi la presa { $number } con { $card }.
king-trick-counts = { $count ->
    [one] Una presa finora.
   *[other] { $count } prese finora.
}
# Quanto è costata o ha reso una presa: "Due cuori, meno 40." Il programma mette la maiuscola.
king-value-none = nessuna penalità.
king-value-points = { $points }.
king-value-hearts = { $count ->
    [one] un cuori
   *[other] { number-word } cuori
}, { $points }.
king-value-cards = { $cards }, { $points }.

## La fine di una smazzata e della partita. $scores è un elenco, "tu più 25, Anna 0", a
## cui il programma mette la maiuscola.
king-deal-early = Tutte le carte di penalità sono state prese, quindi la smazzata finisce.
king-deal-failed = L'asta è fallita, quindi la smazzata non si gioca.
king-deal-end = Fine della smazzata { $deal }, { $name }.
# Quanto hanno fatto le prese prima che chi ha comprato paghi chi distribuisce.
king-trick-scores = Punti delle prese. { $scores }.
king-deal-scores = Punti della smazzata. { $scores }.
king-totals = Totali. { $scores }.
king-match-shared = { $names } sono primi a pari merito.
# $names comincia con tu: "Tu e Anna siete primi a pari merito."
king-match-shared-you = { $names } siete primi a pari merito.

## Richieste di mossa.
king-your-lead = Attacchi tu.
king-your-follow = Tocca a te, si gioca { card-french-suit }.
king-your-contract = Scegli il contratto.
king-your-bid = { $bid ->
    [none] Tocca a te offrire. Nessuno ha ancora offerto.
   *[other] Tocca a te offrire. L'offerta più alta è { $bid }.
}
king-your-decision = Decidi tu. { $name } offre { $bid }.
king-your-decision-none = Decidi tu. Nessuno ha offerto.
king-your-ultimatum = L'ultimatum di { $name } è { $bid }. Accetti o rinunci?

## Conferme, il giocatore scrive sì o no.
king-confirm-sell = Vendere la scelta del contratto a { $name } per { $bid }? Scrivi sì o no.
king-confirm-ultimatum-accept = Accettare l'ultimatum di { $bid }, che { $worth }? Scrivi sì o no.
king-confirm-ultimatum = Porre un ultimatum di { $bid }? Se nessuno lo accetta, giochi tu la smazzata. Scrivi sì o no.
king-confirm-fail = Dichiarare l'asta fallita? La smazzata non si gioca. Tu prendi 100, gli altri 75 ciascuno. Scrivi sì o no.

## Errori, frasi minuscole dentro error-not-possible.
king-error-not-in-hand = non hai { $card }
king-error-must-follow = devi rispondere a { card-french-suit }
king-error-must-play-kh = non hai { card-french-suit }, quindi devi giocare il re di cuori
king-error-lead = ora non puoi attaccare con { $card }
king-error-no-heart-lead = non puoi attaccare a cuori finché hai altri semi
king-error-no-kh-lead = puoi attaccare con il re di cuori solo se è la tua ultima carta
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
# $cards è la mano letta per semi, frasi che finiscono con il punto.
king-hand-you = La tua mano, { king-count-cards }. { $cards }
king-hand-empty-you = Non hai carte in mano.
king-no-trick = Non si sta giocando nessuna presa.
king-to-lead = Attacca { $name }.
king-to-lead-you = Attacchi tu.
# Una carta di una presa, una frase a sé.
king-trick-item = { $name }, { $card }.
king-trick-item-you = Tu, { $card }.
king-current-trick = In tavola. { $cards }
king-last-none = In questa smazzata non si è ancora giocata nessuna presa.
king-last-gone = Hai già giocato in questa presa, quindi l'ultima non si può più riascoltare.
king-last-top-only = Nella variante equa, una presa raccolta non si può più riascoltare.
king-last-trick = Presa { $number }. { $cards }
king-last-taken = L'ha presa { $name }.
king-last-taken-you = L'hai presa tu.
king-tricks-item = { $name } { $count }
king-tricks-won = Prese fatte. { $items }.
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
king-taken-unavailable = A questo tavolo le carte di penalità prese non si elencano. Serve l'opzione della cronologia delle prese su carte di penalità o completa.
# Le carte di penalità di un giocatore, una frase a sé.
king-taken-item = { $count ->
    [0] { $name }, nessuna.
   *[other] { $name }, { $cards }.
}
king-taken-item-you = { $count ->
    [0] Tu, nessuna.
   *[other] Tu, { $cards }.
}
king-taken = Carte di penalità prese. { $items }
king-auction-none = In questa smazzata non c'è asta.
king-auction-empty = Nessuno ha ancora offerto.
# $steps sono frasi: "Anna offre più 2. Bruno passa."
king-auction-so-far = L'asta finora. { $steps }
king-auction-high = L'offerta più alta è { $bid }, di { $name }.
king-auction-over = L'asta è chiusa.
king-worth-plus = vale { $points } per chi distribuisce
king-worth-minus = vale { $points } per chi distribuisce per ogni presa che fa, fino a { $count ->
    [1] una presa
    [2] due prese
   *[other] { $count } prese
}
# Un gradino della scala, una frase a sé.
king-ladder-item = { $bid }, { $worth }.
king-ladder = Le offerte, dalla più bassa. { $items }
king-after-deals = { $count ->
    [0] Nessuna smazzata finita.
    [one] Dopo una smazzata.
   *[other] Dopo { $count } smazzate.
}
king-may-play = Puoi giocare { $cards }.
king-must-follow = Devi rispondere a { card-french-suit }.
king-must-discard-kh = Non hai { card-french-suit } e devi giocare il re di cuori.
king-void = Non hai { card-french-suit }, quindi qualsiasi carta.
king-lead-any = Attacchi tu, qualsiasi carta.
king-no-heart-lead = Attacchi tu, ma non a cuori finché hai altri semi.
king-no-kh-lead = Attacchi tu, ma il re di cuori solo come ultima carta.
# Cosa puoi fare, una possibilità per riga: l'azione, poi cosa significa, in frasi.
# Il programma mette la maiuscola ad $action e a $worth; $terms è king-contract-terms.
king-effect-bid = { $action }. { $worth }.
king-effect-contract = { $action }. { $terms }
king-effect-buy = { $action }. Compri la scelta del contratto per { $bid }, che { $worth }.
king-effect-sell = { $action }. { $name } compra la scelta del contratto per { $bid }, che { $worth }.
king-effect-pass = { $action }. Esci dalle offerte.
king-effect-hold = { $action }. Pareggi l'offerta più alta e la fai tua.
king-effect-refuse = { $action }. Scegli tu il contratto.
king-effect-fail = { $action }. La smazzata non si gioca. Tu prendi 100, gli altri 75 ciascuno.
king-effect-decline = { $action }. Si chiede al prossimo.
king-intro = { $count ->
    [one] Una smazzata
   *[other] { $count } smazzate
}, { $negative ->
    [0] nessuna negativa
    [one] una negativa
   *[other] { $negative } negative
} e { $positive ->
    [0] nessuna positiva.
    [one] una positiva.
   *[other] { $positive } positive.
}
king-intro-auction = Chi distribuisce una smazzata positiva può vendere all'asta la scelta del contratto.
king-intro-simple = Chi distribuisce una smazzata positiva sceglie il contratto.
king-intro-history-full = Tutte le prese giocate si possono rivedere.
king-intro-history-penalty_cards = Si possono rivedere le carte di penalità prese da ciascun giocatore.
king-intro-top-only = Variante equa. Puoi ascoltare la presa in corso, non l'ultima.
king-braille-hand = mano { $cards }
king-braille-trick = presa { $cards }
king-braille-none = nessuna

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

## Issue 25 punto 6: una parola di mossa scritta senza quello che le serve dice cosa le serve.
king-needs-play = Per giocare una carta, scrivi { $word } e la carta, per esempio { $word } { $card }, oppure { $word } { $code }.
king-needs-bid = Per fare un'offerta, scrivi { $word } e un gradino della scala, più o meno un numero, per esempio { $word } { $bid }.
king-needs-ultimatum = Per lanciare un ultimatum, scrivi { $word } e un gradino della scala, per esempio { $word } { $bid }.
king-needs-contract = Per scegliere il contratto, scrivi { $word } e il suo nome, per esempio { $word } { $first }, oppure { $word } { $second }.

## Parole della console per le domande di King.
command-last = ultima
command-taken = penalità
command-auction = asta offerte
command-ladder = scala valori

king-rules-1 = King si gioca in quattro, con 52 carte, in dieci smazzate. Ognuno gioca per sé.
king-rules-2 = Bisogna rispondere al seme di attacco se si può. Vince la carta più alta del seme di attacco, o la briscola più alta.
king-rules-3 = Le prime sei smazzate sono negative. Bisogna evitare le prese, i cuori, le donne, i re e i fanti, il re di cuori e le ultime due prese.
king-rules-4 = Le ultime quattro smazzate sono positive. Più 25 per ogni presa, nel contratto scelto da chi distribuisce o da chi ne compra il diritto.
king-rules-5 = Vince il totale più alto dopo l'ultima smazzata.
