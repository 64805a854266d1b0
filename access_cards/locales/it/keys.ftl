## Il tasto dell'aiuto (narration/base.py, Narrator.help_keys). Si compone con i tasti che
## funzionano in questo gioco e in questa lingua, così nomina tutti i tasti che funzionano e
## nessun altro; ciò che qui non ha un tasto si dà come parola da scrivere. Frasi da ascoltare:
## solo lettere, cifre, spazi e . , ? ! ', perciò i tasti che sono simboli si dicono a parole.

help-keys-intro = Tasti, a riga vuota.
# Un tasto e cosa dà: "h, la tua mano."
help-key = { $key }, { $what }.
# Un tasto che è un simbolo, detto a parole.
help-key-symbol = { $symbol ->
    [comma] virgola
    [period] punto
    [less] minore
    [greater] maggiore
   *[question] punto interrogativo
}
help-key-digits = Da 1 a 9, una carta della tua mano.
help-key-escape = Esc ferma la voce.
# Ciò che qui non ha un tasto: una parola da scrivere, poi Invio. "Scrivi queste parole e premi Invio. stato, a che punto è la partita."
help-typed-intro = Scrivi queste parole e premi Invio.
help-typed = { $word }, { $what }.
help-settings = Scrivi dettaglio breve, normale o completo per sentire meno o di più, ed esci per uscire.

## Cosa dà ogni tasto, o la sua parola. Un gioco può dirlo a modo suo con <gioco>-key-<comando>;
## altrimenti vale key-<comando>.
key-hand = la tua mano
key-table = il tavolo
key-opponents = gli avversari
key-scores = i punti
key-turn = di chi è il turno
key-actions = cosa puoi fare
key-status = a che punto è la partita
key-repeat = di nuovo l'ultimo messaggio
key-back = il messaggio precedente
key-forward = il messaggio successivo
key-oldest = il messaggio più vecchio
key-newest = il messaggio più recente
key-braille = la mano e il tavolo in braille
key-help = questo aiuto
key-rules = le regole complete

khmer-key-drawn = le carte che hai pescato, scoperte davanti a te
khmer-key-opponents = l'avversario
king-key-table = la presa in tavola
king-key-last = l'ultima presa
king-key-opponents = le prese di ciascuno
king-key-taken = le carte di penalità prese da ciascuno
king-key-auction = l'asta finora
king-key-ladder = la scala delle offerte, con quanto vale ogni offerta
king-key-actions = cosa puoi fare, e perché
king-key-braille = la mano e la presa in braille

## Le mosse di ogni gioco: una riga dell'aiuto per messaggio, <gioco>-help-moves-1, -2 e così via.
## $code è il codice di una carta come si scrive in questa lingua, $card il nome della stessa
## carta: "DP", "donna di picche".
khmer-help-moves-1 = Scrivi una mossa e premi Invio, per esempio gioca 5, pesca, scarta, bussa o lascia.
king-help-moves-1 = Scrivi una mossa e premi Invio. Per giocare una carta scrivi gioca e la carta, per esempio gioca { $card }, oppure gioca { $code }.
king-help-moves-2 = Nell'asta, offro più 3, tengo, passo, accetto, rifiuto, ultimatum più 5, fallita o rinuncio. Poi contratto cuori, o contratto negativo.
lasvegas-key-hand = le tue carte e il tuo totale
lasvegas-key-table = le carte al centro, cosa c'è sopra ognuna, e il piatto
lasvegas-key-pot = il piatto, la puntata di questo giro, e quanto ti serve per vedere
lasvegas-key-opponents = chi è ancora in gioco, con carte e gettoni, e chi ha bussato
lasvegas-key-scores = i gettoni di ognuno
lasvegas-key-turn = di chi è il turno, e quanto gli serve per vedere
lasvegas-key-actions = cosa puoi fare ora, con le cifre
lasvegas-key-braille = le tue carte e il centro in braille
lasvegas-help-moves-1 = Scrivi una mossa e premi Invio. Bussa, o punta e un numero di gettoni, come punta 2. Vedi, rilancia e quanti gettoni in più di quelli per vedere, come rilancia 3, oppure lascia.
lasvegas-help-moves-2 = Non scrivi mai una carta, gli scarti succedono da soli.

## Issue 25, point 1: what happened since the player's own last move (key i, or typed).
key-since = tutto quello che è successo dalla tua ultima mossa
command-since = intanto frattempo
console-since-nothing = Non è successo niente dalla tua ultima mossa.
