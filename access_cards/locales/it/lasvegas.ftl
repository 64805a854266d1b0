## Las Vegas (RULES.md §3): le parole di docs/rules/lasvegas.it.md. Ogni frase contiene solo
## lettere, cifre, spazi e . , ? ! ' perché lo screen reader non pronunci simboli. $name è un
## altro giocatore; i messaggi che finiscono in -you parlano a chi ascolta. Le carte arrivano
## come "il 4 di coppe" (cards.ftl). I gettoni si dicono sempre in cifre.

game-lasvegas = Las Vegas

## Numeri e nomi.
lasvegas-chips = { $count ->
    [1] 1 gettone
   *[other] { $count } gettoni
}
lasvegas-cards = { $count ->
    [0] nessuna carta
    [1] 1 carta
   *[other] { $count } carte
}
lasvegas-signed = { $sign ->
    [plus] più { $amount }
    [minus] meno { $amount }
   *[zero] 0
}
# Un giro di puntate dal suo numero, da 1 a 5, dentro una frase.
lasvegas-round-name = { $round ->
    [1] primo
    [2] secondo
    [3] terzo
    [4] quarto
   *[5] quinto
}
# Una carta al centro dalla sua posizione, da 1 a 4, dentro una frase.
lasvegas-centre-name = { $position ->
    [1] prima
    [2] seconda
    [3] terza
   *[4] quarta
}
# Un valore con l'articolo, per una carta al centro di cui si sente solo il valore: "un 7".
lasvegas-rank-a = { $rank ->
    [1] un asso
    [8] un fante
    [9] un cavallo
    [10] un re
   *[other] un { $rank }
}
# Chi ascolta in un elenco dopo una preposizione: "a te e Bruno".
lasvegas-you-object = te
# Un elenco di giocatori e cifre: "Bruno più 6, tu meno 4".
lasvegas-item = { $name } { $amount }

## La distribuzione.
lasvegas-hand-number = Mano { $deal }.
lasvegas-dealer = Distribuisce { $name }.
lasvegas-dealer-you = Distribuisci tu.
lasvegas-ante = { $count ->
    [1] Puntata obbligatoria di { $ante } per { $names }.
   *[other] Puntata obbligatoria di { $ante } per ognuno.
} Il piatto è di { $pot }.
lasvegas-dealt = { $name } riceve 3 carte.
lasvegas-dealt-you = Le tue carte, { $cards }. Totale { $total }.

## Le puntate.
lasvegas-round = { $round ->
    [1] Primo
    [2] Secondo
    [3] Terzo
    [4] Quarto
   *[5] Quinto e ultimo
} giro di puntate.
lasvegas-first = Comincia a parlare { $name }.
lasvegas-skipped = Nessuno ha più gettoni per puntare, quindi il giro si salta.
lasvegas-round-end = Fine del { lasvegas-round-name } giro di puntate, piatto { $pot }.
lasvegas-check = { $name } bussa.
lasvegas-check-you = Bussi.
lasvegas-bet = { $name } punta { $amount }.
lasvegas-bet-you = Punti { $amount }.
lasvegas-raise = { $name } rilancia di { $by }, e mette { $amount }.
lasvegas-raise-you = Rilanci di { $by }, e metti { $amount }.
lasvegas-call = { $name } vede e mette { $amount }.
lasvegas-call-you = Vedi e metti { $amount }.
lasvegas-call-short = { $name } vede con tutti i gettoni che gli restano, { $count }, meno della puntata di { $level }.
lasvegas-call-short-you = Vedi con tutti i gettoni che ti restano, { $count }, meno della puntata di { $level }.
lasvegas-all-in = { $name } resta senza gettoni.
lasvegas-all-in-you = Resti senza gettoni.
lasvegas-fold = { $name } lascia.
lasvegas-fold-you = Lasci, e le tue carte tornano coperte al mazziere.
lasvegas-still-in = Ancora in gioco, { $names }.
lasvegas-pot = Piatto { $pot }.
lasvegas-to-call = { $amount } per vedere.
lasvegas-next-to-call = { $name } deve mettere { $amount } per vedere.
lasvegas-level = Ora la puntata è di { $level }.
lasvegas-stack-left = { $name } ha ancora { lasvegas-chips }.
lasvegas-stack-left-you = Hai ancora { lasvegas-chips }.

## Si scopre una carta al centro.
lasvegas-reveal = La { lasvegas-centre-name } carta al centro è { $card }.
lasvegas-face-down = { $count ->
    [0] Al centro non resta nessuna carta coperta.
    [1] Al centro resta 1 carta coperta.
   *[other] Al centro restano { $count } carte coperte.
}
lasvegas-discard = { $name } scarta { $cards }, { $left ->
    [0] e resta senza carte.
    [1] e ha ancora 1 carta.
   *[other] e ha ancora { $left } carte.
}
lasvegas-discard-you = Scarti { $cards }.
lasvegas-own-hand-you = { $count ->
    [0] Non hai più carte.
    [1] Ti resta 1 carta, { $cards }. Totale { $total }.
   *[other] Ti restano { $count } carte, { $cards }. Totale { $total }.
}
lasvegas-own-hand = { $name } ha ancora { lasvegas-cards }.
lasvegas-nobody-discards = Nessuno scarta.
lasvegas-sizes = Carte in mano. { $items }.

## La fine della mano.
lasvegas-fold-win = Tutti gli altri hanno lasciato. { $name } prende il piatto di { $pot }.
lasvegas-fold-win-you = Tutti gli altri hanno lasciato. Prendi il piatto di { $pot }.
# $how: on, l'ultima carta è stata scartata su una carta al centro; showdown, la mano era vuota al confronto finale.
lasvegas-las-vegas = { $how ->
    [on] Las Vegas! { $name } ha scartato l'ultima carta
   *[showdown] Las Vegas! { $name } arriva al confronto finale senza carte
}{ $whole ->
    [yes] {" "}e prende tutto il piatto di { $pot }.
   *[no] {" "}e prende { $share } del piatto di { $pot }.
}
lasvegas-las-vegas-you = { $how ->
    [on] Las Vegas! Hai scartato l'ultima carta
   *[showdown] Las Vegas! Arrivi al confronto finale senza carte
}{ $whole ->
    [yes] {" "}e prendi tutto il piatto di { $pot }.
   *[no] {" "}e prendi { $share } del piatto di { $pot }.
}
lasvegas-las-vegas-many = Las Vegas! Il piatto di { $pot } si divide tra { $names }, rimasti senza carte. { $items }.
lasvegas-showdown = Confronto finale.
lasvegas-shows = { $name } mostra { $cards }, { $total }.
lasvegas-shows-you = Mostri { $cards }, { $total }.
lasvegas-shows-none = { $name } non ha carte, 0.
lasvegas-shows-none-you = Non hai carte, 0.
# $n: tu da solo, un altro giocatore, tu con altri, o più altri.
lasvegas-low = Totale più basso, { $names } con { $total }, { $n ->
    [you] prendi la metà bassa, { $half }.
    [one] prende la metà bassa, { $half }.
    [withyou] vi dividete la metà bassa, { $half }.
   *[many] si dividono la metà bassa, { $half }.
}
lasvegas-high = Totale più alto, { $names } con { $total }, { $n ->
    [you] prendi la metà alta, { $half }.
    [one] prende la metà alta, { $half }.
    [withyou] vi dividete la metà alta, { $half }.
   *[many] si dividono la metà alta, { $half }.
}
lasvegas-tie = Tutti pari con { $total }. Il piatto di { $pot } si divide tra { $names }.
lasvegas-shares = { $items }.
# Con i piatti secondari, un piatto alla volta: "Piatto 2 di 3, 8 gettoni, tra Bruno e Carla."
lasvegas-pot-part = Piatto { $number } di { $count }, { $amount } gettoni, in gioco { $names }.
lasvegas-pot-single = Piatto { $number } di { $count }, { $amount } gettoni, torna a { $name }, perché nessun altro ci partecipa.
lasvegas-pot-single-you = Piatto { $number } di { $count }, { $amount } gettoni, torna a te, perché nessun altro ci partecipa.
lasvegas-pot-las-vegas = Va a { $names } con Las Vegas.
lasvegas-odd-pot = Il piatto di { $pot } è dispari, quindi il gettone in più va alla { $half ->
    [low] metà bassa.
   *[high] metà alta.
}
lasvegas-odd-leftover = { $count ->
    [1] Il gettone che avanza { $part ->
        [low] della metà bassa
        [high] della metà alta
       *[whole] del piatto diviso
    } va a { $names }, il primo dopo il mazziere.
   *[other] I { $count } gettoni che avanzano { $part ->
        [low] della metà bassa
        [high] della metà alta
       *[whole] del piatto diviso
    } vanno uno ciascuno a { $names }, in ordine dal mazziere.
}
lasvegas-nets = In questa mano. { $items }.
lasvegas-nets-none = In questa mano nessuno vince o perde gettoni.
lasvegas-stacks = Gettoni. { $items }.
lasvegas-stacks-final = Gettoni alla fine. { $items }.
lasvegas-eliminated = { $name } non può pagare la puntata obbligatoria ed è fuori dalla partita, con { lasvegas-chips }.
lasvegas-eliminated-you = Non puoi pagare la puntata obbligatoria e sei fuori dalla partita, con { lasvegas-chips }.
lasvegas-players-left = { $count ->
    [1] Resta 1 giocatore.
   *[other] Restano { $count } giocatori.
}
lasvegas-hand-over = Fine della mano { $deal }.
lasvegas-match-shared = Primo posto a pari merito per { $names }.

## Le domande: la mano, il centro, il piatto, i giocatori.
lasvegas-hand-you = Le tue carte, { $cards }. Totale { $total }.
lasvegas-hand-empty-you = Non hai più carte, totale 0.
lasvegas-hand-folded-you = In questa mano hai lasciato.
lasvegas-hand-out-you = Sei fuori dalla partita.
lasvegas-no-centre = Al centro non è ancora scoperta nessuna carta.
# Tavolo completo: ogni carta al centro con quello che ci sta sopra, una frase per gli scarti di ogni giocatore.
lasvegas-centre = La { lasvegas-centre-name } carta al centro, { $card }.
lasvegas-centre-bare = Sopra non c'è niente.
lasvegas-centre-on = Scartate sopra.
lasvegas-centre-item = { $name }, { $cards }.
lasvegas-centre-item-you = Tu, { $cards }.
# Tavolo equo: solo il valore e il numero di carte.
lasvegas-centre-top = La { lasvegas-centre-name } carta al centro, { $rank }, con { lasvegas-cards }.
lasvegas-pot-is = Il piatto è di { $pot }.
lasvegas-no-bet = In questo giro nessuno ha puntato.
lasvegas-bet-is = La puntata in questo giro è di { $level }.
lasvegas-put-in = Gettoni messi in questo giro. { $items }.
lasvegas-need = { $amount ->
    [0] { $name } non deve mettere niente per vedere.
   *[other] Per vedere { $name } deve mettere { $amount }.
}
lasvegas-need-you = { $amount ->
    [0] Non devi mettere niente per vedere.
   *[other] Per vedere devi mettere { $amount }.
}
lasvegas-player = { $name }, { $cards ->
    [0] nessuna carta
    [1] 1 carta
   *[other] { $cards } carte
}, { $chips ->
    [1] 1 gettone
   *[other] { $chips } gettoni
}{ $state ->
    [checked] , ha bussato.
    [allin] , senza gettoni.
   *[other] .
}
lasvegas-folded = Fuori da questa mano, { $names }.
lasvegas-out = Fuori dalla partita, { $names }.
lasvegas-alone = Nessun altro è in gioco in questa mano.
lasvegas-turn = È il turno di { $name }, { $amount ->
    [0] niente da vedere.
   *[other] { $amount } per vedere.
}
lasvegas-turn-you = Tocca a te, { $amount ->
    [0] niente da vedere.
   *[other] { $amount } per vedere.
}
lasvegas-hand-of = { $hands ->
    [0] Mano { $deal }.
   *[other] Mano { $deal } di { $hands }.
}
lasvegas-in-round = { lasvegas-round } Piatto { $pot }.
lasvegas-last = Ultima mano, { $how ->
    [fold] il piatto di { $pot } è andato a { $names }, perché gli altri hanno lasciato.
    [las_vegas] il piatto di { $pot } è andato a { $names } con Las Vegas.
   *[showdown] il piatto di { $pot } è andato a { $names } al confronto finale.
}

## Cosa puoi fare, tasto a. Voci di lasvegas-may, unite da "o".
lasvegas-may = Puoi { $options }.
lasvegas-may-check = bussare
lasvegas-may-bet = { $one ->
    [yes] puntare { $low }
   *[no] puntare da { $low } a { $high }
}
lasvegas-may-call = { $allin ->
    [yes] vedere con { $count ->
        [1] il tuo ultimo gettone
       *[other] i tuoi ultimi { $count } gettoni
    }
   *[no] vedere mettendo { $amount }
}
lasvegas-may-raise = { $one ->
    [yes] rilanciare di { $low }
   *[no] rilanciare da { $low } a { $high }
}
lasvegas-may-fold = lasciare
lasvegas-cannot-call = Non puoi vedere { $amount } con { lasvegas-chips }.

## L'inizio, la richiesta di mossa, il braille.
lasvegas-intro = Ognuno dei { $players } giocatori parte con { lasvegas-chips }, e la puntata obbligatoria è di { $ante }.
lasvegas-intro-length = { $hands ->
    [0] La partita continua finché un giocatore ha tutti i gettoni.
    [1] La partita è di 1 mano.
   *[other] La partita dura { $hands } mani.
}
lasvegas-intro-min-bet = La puntata più piccola e il rilancio più piccolo sono di { $amount }.
lasvegas-intro-figures = Il fante, il cavallo e il re valgono 10, e l'asso 1, oppure 11 quando ne hai due o più.
lasvegas-intro-most-cards = In ogni giro parla per primo chi ha più carte in mano.
lasvegas-intro-check-raise = Chi ha bussato può ancora rilanciare nello stesso giro.
lasvegas-intro-side-pots = Le puntate non hanno limite. Chi non ha gettoni a sufficienza mette tutto quello che ha, e si fanno piatti secondari.
lasvegas-intro-no-cap = Le puntate non hanno limite, e chi non può vedere per intero può solo lasciare.
lasvegas-intro-at-showdown = Las Vegas si paga al confronto finale, non subito.
lasvegas-intro-low-half = Il gettone in più di un piatto diviso va alla metà bassa.
lasvegas-intro-top-only = Tavolo equo per i ciechi. Di ogni carta al centro senti solo il valore e quante carte ci sono sopra, e chi ha scartato cosa si dice una volta sola.
lasvegas-your-turn = Tocca a te.
lasvegas-your-total = Piatto { $pot }, il tuo totale è { $total }.
lasvegas-braille-hand = mano { $cards }, totale { $total }
lasvegas-braille-pot = piatto { $pot }, vedere { $call }
lasvegas-braille-centre = centro { $cards }
lasvegas-braille-none = niente

## Conferme, sì o no.
lasvegas-confirm-bet = Punti { $amount }, tutti i tuoi gettoni?
lasvegas-confirm-raise = Rilanci di { $by }, mettendo tutti i tuoi { lasvegas-chips }?
lasvegas-confirm-call = Vedi con { $count ->
    [1] il tuo ultimo gettone
   *[other] i tuoi ultimi { $count } gettoni
}?

## Perché una mossa non si può fare: frasi dopo "Non è possibile,".
lasvegas-error-nothing-to-call = in questo giro nessuno ha puntato, quindi non c'è niente da vedere
lasvegas-error-nothing-to-raise = in questo giro nessuno ha puntato, quindi si punta, non si rilancia
lasvegas-error-cannot-fold = in questo giro nessuno ha puntato, quindi non serve lasciare, puoi bussare senza mettere niente
lasvegas-error-facing-bet = in questo giro c'è una puntata di { $level }, quindi non puoi più { $kind ->
    [check] bussare
   *[bet] puntare
}, e per vedere devi mettere { $amount }
lasvegas-error-cannot-cover = per vedere devi mettere { $amount } e hai solo { lasvegas-chips }
lasvegas-error-checked = in questo giro hai bussato, quindi puoi solo vedere mettendo { $amount } o lasciare
lasvegas-error-no-amount = { $kind ->
    [bet] ora nessuno può puntare
   *[raise] ora nessuno può rilanciare
}, { $cap ->
    [smallest_stack] perché un giocatore ancora in gioco non ha più gettoni per vedere
   *[other] perché non hai gettoni a sufficienza, o nessuno potrebbe pareggiare
}
lasvegas-error-too-low = { $kind ->
    [bet] la puntata più piccola è di { $low }
   *[raise] il rilancio più piccolo è di { $low }
}
lasvegas-error-too-high = { $kind ->
    [bet] puoi puntare al massimo { $high }
   *[raise] puoi rilanciare al massimo di { $high }
}, { $cap ->
    [smallest_stack] perché tutti quelli ancora in gioco possano vedere
    [side_pots] perché nessun altro in gioco potrebbe pareggiare di più
   *[other] perché sono tutti i tuoi gettoni
}
lasvegas-error-say-amount = { $kind ->
    [bet] Scrivi quanti gettoni, per esempio { $word } 2.
   *[raise] Scrivi quanti gettoni in più di quelli per vedere, per esempio { $word } 2.
}
lasvegas-error-no-number = La parola { $word } non vuole un numero, scrivi solo { $word }.
# Issue 25 punto 6: una quantità che non è un numero intero di gettoni ("rilancia -3").
lasvegas-error-amount = Non capisco { $amount } come numero di gettoni. { $kind ->
    [bet] Una puntata
   *[raise] Un rilancio
} è un numero intero di gettoni, da 1 in su, per esempio { $word } 2.

## Le mosse scritte: la prima parola di ogni elenco è quella dell'aiuto e delle risposte.
lasvegas-command-check = bussa busso bussare
lasvegas-command-bet = punta punto puntare
lasvegas-command-call = vedi vedo vedere
lasvegas-command-raise = rilancia rilancio rilanciare
lasvegas-command-fold = lascia lascio lasciare
lasvegas-typed-fillers = di da gettone gettoni
command-pot = piatto

## Le regole in breve, per il tasto dell'aiuto.
lasvegas-rules-1 = Las Vegas si gioca da 2 a 6 giocatori con le 40 carte italiane. Ogni carta vale il suo numero, il fante 8, il cavallo 9 e il re 10.
lasvegas-rules-2 = Ognuno mette la puntata obbligatoria e riceve 3 carte. Al centro ci sono 4 carte coperte.
lasvegas-rules-3 = Ci sono cinque giri di puntate. Finché nessuno ha puntato si bussa o si punta, poi si vede, si rilancia o si lascia. Chi ha bussato può solo vedere o lasciare.
lasvegas-rules-4 = Dopo ciascuno dei primi quattro giri si scopre una carta al centro, e chi è ancora in gioco scarta tutte le sue carte di quel valore. Chi scarta l'ultima carta fa Las Vegas e prende tutto il piatto.
lasvegas-rules-5 = Al confronto finale il totale più basso prende metà del piatto, e il totale più alto l'altra metà.
