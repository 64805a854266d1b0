# Gioco in rete: il server, il tavolo, e quello che il server rifiuta.
# I codici dei tavoli sono compitati lettera per lettera in $code.
net-listening = Il server ascolta su { $host }, porta { $port }.
net-listening-all = Il server ascolta su ogni indirizzo di questo computer, chiamato { $host }, porta { $port }.
net-server-stopped = Il server si è fermato.
net-table-code = Il codice del tavolo è { $code }.
net-connecting = Connessione a { $host }, porta { $port }.
net-connect-failed = Impossibile raggiungere il server su { $host }, porta { $port }. { $reason }
net-connection-lost = La connessione con il server si è interrotta.
net-seated = Sei seduto al tavolo { $code }.
net-awaiting = { $count ->
    [one] Si aspetta ancora un giocatore.
   *[other] Si aspettano ancora { $count } giocatori.
}
net-joined = { $name } si è seduto al tavolo.
net-left = { $name } ha lasciato il tavolo.
net-dropped = { $name } ha perso la connessione. Il posto lo aspetta.
net-returned = { $name } è tornato al tavolo.
net-quit-confirm = Lasciare il tavolo? Il tuo posto ti aspetta se torni. Sì o no.
net-you-left = Hai lasciato il tavolo. Rientra con lo stesso nome per tornare.
net-move-on-its-way = La tua mossa è in viaggio. Aspetta di sentirla.
net-where = Giochi al tavolo { $code }.
net-error-unknown = Il server ha rifiutato.
net-error-not-text = Il server accetta solo messaggi di testo.
net-error-too-big = Il messaggio è troppo lungo per il server.
net-error-bad-json = Il server non ha potuto leggere il messaggio.
net-error-not-object = Il server non ha potuto leggere il messaggio.
net-error-unknown-type = Il server non conosce quel messaggio.
net-error-missing-field = A un messaggio per il server mancava una parte.
net-error-unknown-field = Un messaggio per il server aveva una parte sconosciuta.
net-error-bad-field = Un messaggio per il server aveva un valore sbagliato.
net-error-bad-version = Questo programma e il server parlano versioni diverse.
net-error-rate-limited = Troppi messaggi insieme. Rallenta, per favore.
net-error-no-hello = Il server aspettava prima un saluto.
net-error-already-hello = Il server sa già chi sei.
net-error-already-seated = Sei già seduto al tavolo { $code }.
net-error-not-seated = Non sei seduto a nessun tavolo.
net-error-unknown-game = Il server non ha quel gioco.
net-error-bad-seats = Il server non può preparare quei posti.
net-error-bad-option = Il server non accetta quell'opzione del gioco.
net-error-code-taken = Il codice { $code } è già in uso.
net-error-no-table = Non c'è nessun tavolo con codice { $code }.
net-error-table-full = Il tavolo { $code } non ha posti liberi.
net-error-name-taken = Al tavolo c'è già qualcuno che si chiama { $name }. Scegli un altro nome.
net-error-not-started = La partita non è cominciata. Si aspettano ancora dei giocatori.
net-error-match-over = La partita è finita.
net-error-stale = Il tavolo è andato avanti prima che arrivasse la tua mossa. Ascolta, e riprova.
net-error-not-your-turn = Non è il tuo turno.
net-error-illegal-action = Quella mossa non è permessa ora.
net-chat = { $name } dice, { $text }
net-chat-you = Tu dici, { $text }
net-say-what = Dire cosa? Scrivi dico, poi il tuo messaggio.
net-held = { $name } è ancora assente. Un giocatore del computer gioca per { $name } finché { $name } non torna.
net-paused = { $name } ha messo in pausa la partita. Scrivi riprendiamo per continuare.
net-paused-you = Hai messo in pausa la partita. Scrivi riprendiamo per continuare.
net-resumed = { $name } ha ripreso la partita.
net-resumed-you = Hai ripreso la partita.
net-saved = { $name } ha salvato il tavolo. Per continuare un'altra volta, il codice del tavolo è { $code }.
net-saved-you = Hai salvato il tavolo. Per continuare un'altra volta, ospitalo di nuovo con il codice { $code }.
net-help = A un tavolo in rete, scrivi dico e un messaggio per parlare a tutti, pausa per fermare la partita per un po', riprendiamo per continuare, e salva per salvare il tavolo. Se esci, il tuo posto ti aspetta.
net-error-paused = La partita è in pausa. Scrivi riprendiamo per continuare.
net-error-already-paused = La partita è già in pausa.
net-error-not-paused = La partita non è in pausa.
net-error-not-host = Solo chi ospita il tavolo può salvarlo.
net-error-cannot-save = Il tavolo non si può salvare qui.
net-bad-address = { $address } non è l'indirizzo di un server. Dai il nome o il numero del computer, poi, se non è 8765, due punti e la porta.
net-bad-port = { $port } non è una porta. Una porta è un numero da 1 a 65535.
net-bad-certificate = Il certificato non si può usare. { $reason }
net-certificate-pair = Dai il certificato e la sua chiave insieme.
net-bad-takeover = Il tempo prima che il computer prenda il posto è un numero di secondi da 0 a 86400.
net-host-among-seats = Un tavolo che ospiti ha bisogno di te tra i suoi posti.
net-no-saved-table = Non c'è un tavolo salvato con il codice { $code } da riprendere.
command-say = dico chat
command-pause = pausa
command-resume = riprendiamo continua
command-save = salva
menu-host = Ospita un tavolo per amici in rete.
menu-join = Siediti a un tavolo in rete.
menu-host-game = Quale gioco?
menu-host-friends = Quanti amici si collegano in rete?
menu-friends = { $count ->
    [one] Un amico.
   *[other] { $count } amici.
}
menu-your-name = Il tuo nome al tavolo? Scrivilo, o premi Invio per { $name }.
menu-join-address = L'indirizzo del server? Scrivi il nome o il numero del computer, poi, se la porta non è { $port }, due punti e la porta.
menu-join-code = Il codice del tavolo?
