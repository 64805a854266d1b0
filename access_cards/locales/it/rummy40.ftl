## Rummy 40 (RULES.md §2): le parole di docs/rules/rummy40.it.md e del glossario. Le frasi
## dette contengono solo lettere, cifre, spazi e . , ? ! ' . $name è un altro giocatore; un
## messaggio che finisce in -you si dice al giocatore interessato.

game-rummy40 = Rummy 40

## Le combinazioni. $rank va da 2 a 14 (asso), $suit è una lettera di seme del motore.
# Il plurale di un valore, in "un tris di re" e "due 7".
rummy40-ranks = { $rank ->
    [14] assi
    [13] re
    [12] donne
    [11] fanti
   *[other] { $rank }
}
rummy40-joker-as = jolly come { $rank }
rummy40-run = una scala di { card-french-suit }, { $cards }
rummy40-set-joker = jolly
rummy40-set = { $count ->
    [4] un poker chiuso di { rummy40-ranks }, { $cards }
   *[other] un tris di { rummy40-ranks }, { $cards }
}
# Senza articolo: "alla combinazione 3 di Anna", "alla tua combinazione 3".
rummy40-meld-ref = combinazione { $number } di { $owner }
rummy40-meld-ref-you = tua combinazione { $number }
rummy40-meld-ref-own = sua combinazione { $number }
rummy40-worth = { $meld }, vale { $value }.
# Issue 25 punto 9: due copie della stessa carta (due mazzi), dette una volta: "i due 3 di
# quadri", "i due jolly".
rummy40-card-pair = { $suit ->
    [J] i due jolly
   *[other] { $rank ->
        [12] le due donne di { card-french-suit }
       *[other] i due { rummy40-ranks } di { card-french-suit }
    }
}

## La mano divisa per seme: "Cuori, tre carte. Due 7 e re."
rummy40-count-cards = { $count ->
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
    [14] quattordici carte
    [15] quindici carte
    [16] sedici carte
   *[other] { $count } carte
}
rummy40-hand-suit = { card-french-suit }, { rummy40-count-cards }. { $ranks }.
rummy40-rank-count = { number-word } { rummy40-ranks }
rummy40-hand-jokers = { $count ->
    [1] un jolly.
   *[other] { number-word } jolly.
}
rummy40-signed = { $sign ->
    [plus] più { $amount }
    [minus] meno { $amount }
   *[zero] 0
}

## La smazzata.
rummy40-hand-number = Smazzata { $deal }.
rummy40-dealer = Distribuisce { $name }.
rummy40-dealer-you = Distribuisci tu.
rummy40-first = Comincia { $name }.
rummy40-first-you = Cominci tu.
rummy40-dealt = { $name } riceve { $count } carte.
rummy40-dealt-you = La tua mano, { rummy40-count-cards }. { $cards }
rummy40-upcard = La carta di partenza è { $card }. Nel mazzo restano { $stock } carte.

## Un turno.
rummy40-draws-stock = { $name } pesca dal mazzo.
rummy40-draws-stock-you = Peschi dal mazzo.
rummy40-drawn-you = Hai pescato { $card }.
rummy40-takes-discard = { $name } prende dagli scarti { $card }, e deve calare quella carta in questo turno.
rummy40-takes-discard-you = Prendi dagli scarti { $card }.
rummy40-melds = { $name } cala la combinazione { $number }, { $meld }, che vale { $value }.
rummy40-melds-you = Cali la combinazione { $number }, { $meld }, che vale { $value }.
rummy40-opens = { $name } apre con { $total }.
rummy40-opens-you = Apri con { $total }.
rummy40-opening-so-far = { $name } ha { $total } punti verso l'apertura.
rummy40-opening-so-far-you = Hai { $total } punti verso l'apertura.
rummy40-lays-off = { $name } attacca { $card } alla { $meld }.
rummy40-lays-off-you = Attacchi { $card } alla { $meld }.
rummy40-lays-off-joker = { $name } attacca il jolly alla { $meld }, { $end ->
    [low] sotto
   *[high] sopra
}, come { $card }.
rummy40-lays-off-joker-you = Attacchi il jolly alla { $meld }, { $end ->
    [low] sotto
   *[high] sopra
}, come { $card }.
rummy40-now-closed = Ora è un poker chiuso.
rummy40-meld-now = Ora la combinazione { $number } è { $meld }.
rummy40-swaps = { $name } mette { $cards } nella { $meld }, e si riprende il jolly.
rummy40-swaps-you = Metti { $cards } nella { $meld }, e ti riprendi il jolly.
rummy40-must-place-joker = { $name } deve rimettere il jolly sul tavolo in questo turno.
rummy40-must-place-joker-you = Devi rimettere il jolly sul tavolo in questo turno.
rummy40-discards = { $name } scarta { $card }.
rummy40-discards-you = Scarti { $card }.
rummy40-cards-left = { $count ->
    [1] { $name } ha ancora una carta.
   *[other] { $name } ha ancora { $count } carte.
}
rummy40-cards-left-you = { $count ->
    [1] Ti resta una carta.
   *[other] Ti restano { $count } carte.
}

## La fine della smazzata.
rummy40-goes-out = { $name } chiude.
rummy40-goes-out-you = Chiudi.
rummy40-rummy = Rummy! { $name } chiude in mano, nel turno in cui ha aperto. Ogni altro giocatore prende { $bonus } punti di penalità in più.
rummy40-rummy-you = Rummy! Chiudi in mano, nel turno in cui hai aperto. Ogni altro giocatore prende { $bonus } punti di penalità in più.
rummy40-penalty = { $name }, { $points } punti di penalità, per { $cards }.
rummy40-penalty-you = Tu, { $points } punti di penalità, per { $cards }.
rummy40-penalty-rummy = Più { $bonus } per il Rummy, { $total } in tutto.
rummy40-reshuffle = Il mazzo è finito. Gli scarti si mescolano e diventano il nuovo mazzo, di { $count } carte, e in cima agli scarti resta { $card }.
rummy40-blocked = { $cause ->
    [stock_rounds] Il mazzo è stato rifatto { $reshuffles } volte e nessuno ha chiuso, quindi la smazzata si annulla, senza vincitore.
    [no_way_out] Nessuno può più chiudere, quindi la smazzata è bloccata, senza vincitore.
   *[other] La smazzata è bloccata, senza vincitore.
}
rummy40-blocked-penalties = Punti di penalità in mano. { $items }.
rummy40-no-payout = Nessun gettone passa di mano.
rummy40-pool = Il piatto è di { $pool } gettoni, { $buy_in } di quota per giocatore.
rummy40-paid = Dal piatto ricevono. { $items }.
rummy40-chips-hand = In questa smazzata. { $items }.
rummy40-eliminated = { $name } arriva a { $points } punti di penalità ed esce dalla partita.
rummy40-eliminated-you = Arrivi a { $points } punti di penalità ed esci dalla partita.
rummy40-hand-over = Fine della smazzata { $deal }.
rummy40-chips = Gettoni. { $items }.
rummy40-chips-final = Gettoni alla fine. { $items }.
rummy40-match-shared = { $names } sono primi a pari merito.
rummy40-penalty-totals = Punti di penalità. { $items }. La soglia è { $threshold }.

## Le domande: la mano, il tavolo, gli avversari, gli scarti.
rummy40-hand-you = La tua mano, { rummy40-count-cards }. { $cards }
rummy40-hand-empty-you = La tua mano è vuota.
rummy40-no-melds = Nessuna combinazione sul tavolo.
rummy40-owner-you = tua
rummy40-table-meld = Combinazione { $number }, { $owner }, { $meld }.
rummy40-have-opened = { $names } { $count ->
    [one] ha aperto.
    [you] hai aperto.
    [withyou] avete aperto.
   *[many] hanno aperto.
}
rummy40-not-opened = { $names } { $count ->
    [one] non ha ancora aperto.
    [you] non hai ancora aperto.
    [withyou] non avete ancora aperto.
   *[many] non hanno ancora aperto.
}
rummy40-top = In cima agli scarti, { $card }.
rummy40-top-none = Gli scarti sono vuoti.
rummy40-stock = { $count ->
    [1] Nel mazzo resta una carta.
   *[other] Nel mazzo restano { $count } carte.
}
rummy40-sizes = Carte in mano. { $items }.
rummy40-opponent = { $name }, { $count ->
    [1] una carta
   *[other] { $count } carte
}, { $opened ->
    [yes] ha aperto.
   *[no] non ha aperto.
}
rummy40-no-opponents = Nessun avversario è rimasto nella smazzata.
rummy40-pile-hidden = In questa partita degli scarti si vede solo la carta in cima.
rummy40-pile = Gli scarti, { rummy40-count-cards }, dalla cima. { $cards }.
rummy40-has-drawn = { $name } ha pescato.
rummy40-has-drawn-you = Hai pescato.
rummy40-must-use = { $rule ->
    [meld_or_layoff] { $name } deve calare o attaccare { $card } che ha preso dagli scarti.
    [any_meld] { $name } ha preso dagli scarti { $card }, e deve calare una nuova combinazione in questo turno.
   *[new_meld] { $name } deve calare { $card } che ha preso dagli scarti.
}
rummy40-must-use-you = { $rule ->
    [meld_or_layoff] Devi calare o attaccare { $card } che hai preso.
    [any_meld] Hai preso { $card }, quindi devi calare una nuova combinazione in questo turno.
   *[new_meld] Devi calare { $card } che hai preso.
}
rummy40-must-open = { $name } ha { $total } punti verso l'apertura, e gliene mancano { $needed }.
rummy40-must-open-you = Hai { $total } punti verso l'apertura, e te ne mancano { $needed } prima di scartare.

## L'aiuto alle combinazioni, tasto x.
rummy40-assist-melds = { $count ->
    [1] Puoi calare questa combinazione.
   *[other] Puoi calare queste combinazioni.
}
rummy40-assist-no-melds = La tua mano non fa ancora nessuna combinazione.
# Issue 25 punto 5: un totale con le combinazioni che lo fanno (le migliori senza carte in
# comune), dette subito dopo; $count è quante sono.
rummy40-assist-best = { $already ->
    [0] { $count ->
        [1] La tua combinazione migliore vale { $total },
       *[other] Le tue combinazioni migliori insieme valgono { $total },
    }
   *[other] { $count ->
        [1] Con i { $already } punti già calati, questa combinazione ti porta a { $total },
       *[other] Con i { $already } punti già calati, queste combinazioni ti portano a { $total },
    }
} { $reach ->
    [yes] abbastanza per aprire.
   *[no] non abbastanza per aprire con { $minimum }.
}
rummy40-assist-others = { $count ->
    [1] Un'altra combinazione, con alcune delle stesse carte.
   *[other] Altre combinazioni, con alcune delle stesse carte.
}
rummy40-assist-no-discard = { $count ->
    [1] La tua mano fa questa combinazione, ma calandola non ti resterebbe una carta da scartare.
   *[other] La tua mano fa queste combinazioni, ma calandone una non ti resterebbe una carta da scartare.
}
rummy40-assist-not-opened = Non hai ancora aperto, quindi non puoi attaccare né riprendere un jolly.
rummy40-assist-fits = { $count ->
    [1] { $card } si attacca alla combinazione { $melds }.
   *[other] { $card } si attacca alle combinazioni { $melds }.
}
rummy40-assist-swap = Con { $cards } puoi riprendere il jolly della combinazione { $meld }.
rummy40-assist-no-fits = Nessuna carta della tua mano si attacca alle combinazioni sul tavolo.

## Cosa puoi fare, tasto a. $action è una mossa come si scrive.
rummy40-may-draw = Scrivi { $stock } per pescare dal mazzo, o { $take } per prendere { $card }{ $others ->
    [none] .
   *[other] , che puoi calare con { $others }.
}
rummy40-may-draw-stock = Scrivi { $action } per pescare dal mazzo.
rummy40-may-not-take = Non puoi prendere { $card }, non potresti calare quella carta in questo turno.
rummy40-may-meld = Puoi calare una combinazione, per esempio { $action }. { $meld }
rummy40-may-layoff = Puoi attaccare, per esempio { $action }, { $what }.
rummy40-may-swap = Puoi riprendere un jolly, per esempio { $action }, { $what }.
rummy40-effect-layoff = { $card } alla { $meld }{ $end ->
    [low] , sotto
    [high] , sopra
   *[none] {""}
}
rummy40-effect-swap = { $cards } nella { $meld }
rummy40-may-discard = { $count ->
    [1] Per finire il turno, scarta l'unica carta che puoi scartare, { $action }.
   *[other] Per finire il turno, scarta una di { $count } carte, per esempio { $action }.
}
rummy40-may-not-discard = Non puoi ancora scartare.

## L'inizio, il turno, il braille.
rummy40-intro = Rummy 40 per { $players } giocatori. Ognuno mette { $buy_in } gettoni nel piatto, { $pool } in tutto. Per aprire, le prime combinazioni devono valere insieme almeno { $minimum }.
rummy40-intro-single_hand = Si gioca una smazzata.
rummy40-intro-elimination = Partita a eliminazione. Chi arriva a { $threshold } punti di penalità esce dalla partita.
rummy40-intro-history = Tutti gli scarti si possono ascoltare, con k.
rummy40-your-draw = Tocca a te. { $take ->
    [yes] Pesca dal mazzo, o prendi { $card }.
   *[no] Pesca dal mazzo.
}
rummy40-your-turn-duty = Il tuo turno continua.
rummy40-your-meld = { $can ->
    [meld] Cala, o scarta per finire il turno.
    [layoff] Attacca, o scarta per finire il turno.
    [both] Cala, attacca, o scarta per finire il turno.
   *[none] Scarta per finire il turno.
}{ $swap ->
    [yes] {" "}Puoi anche riprendere un jolly.
   *[no] {""}
}
rummy40-braille-hand = mano { $cards }
rummy40-braille-top = scarto { $card }
rummy40-braille-none = nessuna

## Conferme, sì o no.
rummy40-confirm-take = Prendi { $card }? Dovrai aprire in questo turno con almeno { $minimum }, { $use ->
    [meld_or_layoff] calando o attaccando quella carta.
    [any_meld] con almeno una nuova combinazione.
   *[new_meld] calando quella carta.
}
rummy40-confirm-discard-joker = Scarti il jolly? Il prossimo giocatore può prenderlo.

## Perché una mossa non è possibile: frasi dopo "Non è possibile,".
rummy40-error-must-draw = prima devi pescare, dal mazzo o dagli scarti
rummy40-error-already-drew = hai già pescato in questo turno
rummy40-error-not-opened = non hai ancora aperto, quindi non puoi attaccare né riprendere un jolly
rummy40-error-opening-turn = nel turno in cui apri non puoi attaccare né riprendere un jolly
rummy40-error-does-not-fit = quella carta non si attacca a quella combinazione
rummy40-error-no-joker = quelle carte non liberano nessun jolly di quella combinazione

## Issue 25 punto 6: un'aggiunta o uno scambio rifiutati dicono la regola (R40-6, R40-12,
## R40-13); frasi dopo "Non è possibile,". $meld è il numero di una combinazione.
rummy40-misfit-closed = la combinazione { $meld } è un poker chiuso, con tutti e quattro i semi, e non prende altre carte
rummy40-misfit-jokers = la combinazione { $meld } ha già due jolly, il massimo per una combinazione
rummy40-misfit-rank = la combinazione { $meld } è un tris di { rummy40-ranks }, e un tris ha un solo valore
rummy40-misfit-suit = la combinazione { $meld } ha già { $card }, e un tris ha ogni seme una volta sola
rummy40-misfit-run-suit = la combinazione { $meld } è una scala di { card-french-suit }, e una scala ha un solo seme
rummy40-misfit-next = { $count ->
    [0] la combinazione { $meld } va dal 2 all'asso, e non prende altre carte
   *[other] una scala prende solo la carta successiva a una delle due estremità, e la combinazione { $meld } prende { $cards }
}
rummy40-misfit-swap = Quella carta è quella che un jolly sostituisce lì, quindi può riprendere il jolly, scrivi { $action }
rummy40-misfit-end = { $end ->
    [low] la combinazione { $meld } comincia dal 2, quindi un jolly va solo sopra
   *[high] la combinazione { $meld } finisce con l'asso, quindi un jolly va solo sotto
}
rummy40-free-none = la combinazione { $meld } non ha jolly
rummy40-free-closed = la combinazione { $meld } è un poker chiuso, e i suoi jolly restano lì per sempre
rummy40-free-run = { $count ->
    [1] il jolly della combinazione { $meld } sostituisce { $cards }, e solo quella carta lo libera
   *[other] i jolly della combinazione { $meld } sostituiscono { $cards }, e ognuno si libera solo con la sua carta
}
rummy40-free-set = { $jokers ->
    [1] in un tris il jolly sostituisce un seme che manca, quindi con un jolly nella combinazione { $meld } lo liberano solo le due carte che mancano insieme, { $cards }
   *[other] in un tris il jolly sostituisce un seme che manca, quindi con due jolly nella combinazione { $meld } ne liberano uno due carte che mancano insieme, due tra { $cards }
}
rummy40-needs-meld = Per calare una combinazione, scrivi { $word } e le carte, tre o più, per esempio { $example }.
rummy40-needs-layoff = Per attaccare, scrivi { $word }, una carta e il numero della combinazione, per esempio { $example }.
rummy40-needs-swap = Per riprendere un jolly, scrivi { $word }, la carta che sostituisce e il numero della combinazione, per esempio { $example }.
rummy40-needs-discard = Per scartare, scrivi { $word } e una carta, per esempio { $example }.
rummy40-needs-draw = Per pescare, scrivi { $stock } o { $discard }.
rummy40-error-joker-not-placed = prima devi rimettere sul tavolo il jolly che hai ripreso
rummy40-error-keep-one = devi tenere in mano almeno una carta da scartare
rummy40-error-dead-end = dopo non potresti finire il turno
rummy40-error-not-a-meld = quelle carte non formano una combinazione, una scala vuole tre o più carte dello stesso seme in fila, un tris tre o quattro carte dello stesso valore di semi diversi
rummy40-error-cannot-take = { $opened ->
    [yes] puoi prendere { $card } solo se puoi calare quella carta in questo turno
   *[no] puoi prendere { $card } solo se puoi calare quella carta in questo turno, in un'apertura da almeno 40
}
rummy40-error-not-in-hand = non hai in mano { $cards }
rummy40-error-no-meld = { $count ->
    [0] sul tavolo non ci sono combinazioni
    [1] sul tavolo c'è solo la combinazione 1
   *[other] le combinazioni sul tavolo vanno da 1 a { $count }
}
rummy40-error-opening-low = le tue combinazioni di questo turno valgono { $total }, e per aprire ne mancano { $needed }
rummy40-error-opening-out-of-reach = con quella combinazione le tue calate di questo turno varrebbero { $total }, e il resto della mano non può aggiungere i { $needed } punti che mancano per aprire
rummy40-error-taken-unused = prima devi calare { $card } che hai preso
rummy40-error-keep-taken = non puoi scartare { $card } che hai preso
rummy40-legal-now = Ora puoi { $actions }.
rummy40-legal-draw = scrivere { $action }
rummy40-legal-meld = { $count ->
    [1] calare una combinazione
   *[other] calare una di { $count } combinazioni
}
rummy40-legal-layoff = attaccare una carta
rummy40-legal-swap = riprendere un jolly
rummy40-legal-discard = { $count ->
    [1] scartare l'unica carta che puoi scartare
   *[other] scartare una di { $count } carte diverse
}
rummy40-legal-examples = Premi a per degli esempi.

## Le mosse scritte: la prima parola di ogni elenco è quella dell'aiuto e degli esempi.
rummy40-command-draw = pesca pesco pescare prendi
rummy40-command-meld = cala calo calare
rummy40-command-layoff = metti metto attacca attacco attaccare
rummy40-command-swap = cambia cambio scambia riprendi sostituisci
rummy40-command-discard = scarta scarto scartare
rummy40-typed-stock = mazzo tallone
rummy40-typed-discard = scarti scarto pozzo pila
rummy40-typed-run = scala
rummy40-typed-set = tris poker
rummy40-typed-low = sotto basso
rummy40-typed-high = sopra alto
rummy40-typed-and = e
rummy40-typed-fillers = dal dallo dalla dagli dai da alla al sulla sul su
command-assist = consigli suggerimenti
command-discards = pila

## L'aiuto.
rummy40-key-table = le combinazioni sul tavolo, chi ha aperto, la carta in cima agli scarti, il mazzo e le carte di ognuno
rummy40-key-opponents = le carte in mano a ogni avversario, e se ha aperto
rummy40-key-assist = le combinazioni che puoi fare, cosa si attacca al tavolo, e cosa chiede il tuo turno
rummy40-key-discards = la pila degli scarti, quando la partita permette di ascoltarla
rummy40-key-actions = cosa puoi fare ora, con degli esempi
rummy40-key-scores = i gettoni, e i punti di penalità in una partita a eliminazione
rummy40-key-braille = la tua mano e la carta in cima agli scarti in braille
rummy40-help-moves-1 = Scrivi una mossa e premi Invio. Pesca mazzo, o pesca scarti per prendere la carta in cima agli scarti.
rummy40-help-moves-2 = Cala e le carte, in qualsiasi ordine, per esempio cala 7 C 8 C 9 C, o cala 7 di cuori, 8 di cuori e 9 di cuori. Scrivi prima scala o tris quando le carte possono fare l'una o l'altro, come cala scala 7 P JK JK.
rummy40-help-moves-3 = Metti, una carta e il numero della combinazione, per esempio metti 10 C 2. Un jolly su una scala vuole sotto o sopra, come metti JK 2 sopra. Cambia, la carta che il jolly sostituisce e il numero della combinazione, come cambia 6 F 1. Per un tris, le due carte che mancano, come cambia 10 F 10 C 1.
rummy40-help-moves-4 = Scarta e una carta, per esempio scarta { $code }, o scarta { $card }.

## Le regole in breve, per il tasto dell'aiuto.
rummy40-rules-1 = Il Rummy 40 si gioca da 2 a 4 giocatori con due mazzi francesi e due jolly. Ognuno riceve 13 carte.
rummy40-rules-2 = Nel tuo turno peschi dal mazzo o prendi la carta in cima agli scarti, cali le combinazioni che puoi, poi scarti una carta.
rummy40-rules-3 = Una combinazione è una scala di almeno tre carte dello stesso seme, o un tris o poker di carte dello stesso valore e di semi diversi. Il jolly sostituisce qualsiasi carta, al massimo due per combinazione.
rummy40-rules-4 = Le prime combinazioni calate in un turno devono valere almeno 40. Dopo puoi attaccare carte a ogni combinazione, e riprendere un jolly mettendo la carta che sostituisce.
rummy40-rules-5 = Chi resta per primo senza carte vince il piatto. Gli altri pagano con i punti rimasti in mano, 15 per un jolly.
