## Che cosa dice la riga di comando fuori da una partita: una riga che non si può eseguire (una
## frase sullo standard error, access_cards/usage.py), e il resoconto di simulate (access_cards/cli.py).
## Anche un lettore di schermo la legge, quindi niente simboli: le opzioni si nominano senza
## trattini ("l'opzione seed"), e ciò che è stato scritto si rilegge con i simboli come spazi.
## $value è ciò che è stato scritto; $choices un elenco unito da "o"; gli altri elenchi da "e".

# Detto per un valore vuoto, o fatto solo di simboli.
usage-nothing = niente
# Come si nomina un'opzione o un argomento nelle frasi qui sotto; $option è il suo nome.
usage-named = { $option ->
    [lang] La lingua
    [speech] La modalità di voce
    [variant] La variante
    [format] Il formato
    [deck] Il mazzo
    [copies] Il numero di copie
    [sheet] Il foglio
    [dots] La misura dei punti
   *[other] L'opzione { $option }
}

usage-unknown-command = Il comando { $value } non esiste. Scegli { $choices }.
usage-choice = { usage-named } non può essere { $value }. Scegli { $choices }.
usage-whole-number = { usage-named } deve essere un numero intero, non { $value }.
usage-bad-value = { usage-named } non può essere { $value }.
usage-needs-value = { usage-named } vuole un valore dopo di sé.
# $words è ciò che è avanzato, per esempio un'opzione che questo comando non ha.
usage-unrecognized = Non capisco { $words } in questa riga di comando.
# $what è l'argomento che manca, $command il comando a cui appartiene ("play").
usage-missing = { $what ->
    [game] Indica un gioco dopo { $command }. I giochi sono { $choices }.
    [deck] Indica un mazzo dopo { $command }. I mazzi sono { $choices }.
    [seats] Indica l'opzione seats, con un bot per ogni posto, per esempio bot virgola bot.
   *[other] Manca qualcosa dopo { $command }, { $what }.
}
usage-not-understood = Questa riga di comando non si capisce. Avvia access cards con l'opzione help per sentire che cosa accetta.
# L'ultima risorsa: $detail è la spiegazione del programma, in inglese.
usage-other = Questa riga di comando non si può eseguire, { $detail }.

## Il gioco, i suoi posti e le sue opzioni. $game è il nome del gioco come lo dice il menu.

usage-unknown-game = Non c'è un gioco chiamato { $value }. I giochi sono { $games }.
usage-game-not-ready = { $game } non è ancora pronto. I giochi sono { $games }.
usage-option-form = Scrivi ogni opzione del gioco come nome, segno di uguale e valore, per esempio target uguale 6.
usage-unknown-option = { $game } non ha l'opzione { $option }. Le sue opzioni sono { $options }.
usage-option-number = L'opzione { $option } non può essere { $value }. Indica un numero intero da { $low } a { $high }.
usage-option-seat = L'opzione { $option } non può essere { $value }. Indica un numero di posto da 0 a { $high }, oppure random.
usage-option-choice = L'opzione { $option } non può essere { $value }. Scegli { $choices }.
usage-option-combination = L'opzione { $option } non può essere { $value } insieme alle altre opzioni di questa partita.
usage-option-stack-ante = Ogni giocatore deve cominciare con più gettoni della puntata obbligatoria. { $stack } gettoni non sono più di una puntata obbligatoria di { $ante }.
usage-option-twice = L'opzione { $option } è data due volte, come { $names }, con valori diversi. Dalla una volta sola.
usage-variant-contradicts = La variante { $variant } e l'opzione { $option } { $value } si contraddicono.
usage-resume-fixed = Una partita ripresa continua com'era stata salvata. Togli queste opzioni, { $options }.
usage-bots-only = La simulazione fa giocare solo i bot, quindi tu non puoi prendere un posto.
usage-bad-seat = Un posto non può essere { $seat }. Scrivi you, bot, oppure bot con un livello, per esempio bot due punti hard.
usage-bot-level = Non c'è un livello di bot { $level }. I livelli sono { $levels }.
usage-seats-list = Indica i posti come elenco separato da virgole, per esempio you virgola bot due punti hard.
usage-one-you = Solo un posto può essere you. Le carte degli altri devono restare nascoste.
usage-seat-count = { $game } si gioca in { $players }, non in { $count }.
usage-seat-range = { $game } si gioca da { $low } a { $high } giocatori, non in { $count }.

## Simulazioni ed etichette braille.

usage-games-at-least = La simulazione vuole almeno 1 partita.
usage-jobs-at-least = La simulazione vuole almeno 1 processo.
usage-duplicate-games = Con l'opzione duplicate, il numero di partite deve essere un multiplo di { $seats }, il numero dei posti.
usage-page-too-small = Questa pagina è troppo piccola. Una pagina vuole almeno { $width } celle e { $height } riga.

## Il resoconto di simulate: frasi, non una tabella. I numeri sono scritti come nella lingua,
## il segno a parole (report-minus, report-plus). $label è un posto e il suo bot, "Seat 0 bot hard".

report-heading = { $game }, { $games } partite, { $mode ->
    [duplicate] in duplicato, { $boards } distribuzioni
   *[fixed] posti fissi
}, seed { $seed }.
# $options è un elenco come "target 10, pile visibility top only".
report-options = Opzioni, { $options }.
# A seat of the report and its bot, "seat 0, bot hard".
report-seat = posto { $seat }, { $spec }
report-wins = { $label }. Vince { $wins } partite su { $matches }, il { $rate } per cento.
report-mean = Punteggio medio { $value }.
report-decisions = Una decisione richiede { $p50 } millisecondi, { $p95 } al novantacinquesimo percentile.
# L'intervallo al 95 per cento della cifra appena detta.
report-interval = { $percent ->
    [yes] L'intervallo al 95 per cento va da { $low } a { $high } per cento.
   *[no] L'intervallo al 95 per cento va da { $low } a { $high }.
}
report-paired = Differenza di punteggio appaiata per distribuzione, { $first } meno { $second }, su { $boards } distribuzioni, { $value }.
report-deals = Smazzate per partita { $value }.
report-actions = Azioni per partita { $value }.
report-minus = meno { $number }
report-plus = più { $number }
