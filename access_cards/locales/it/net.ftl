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
net-you-left = Hai lasciato il tavolo. Per tornare, rientra con lo stesso codice del tavolo da questo computer.
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
net-error-no-seat = Non c'è un posto per te al tavolo { $code }. Controlla il codice e il tuo nome, o scegli un altro nome. Se ti eri già seduto da un altro computer, chiedi a chi ospita di farti entrare.
net-error-name-taken = Al tavolo c'è già un altro che si chiama { $name }. Fallo entrare con un altro nome.
# Quanto aspettare: $minutes è 0 sotto i due minuti, e allora si dicono i $seconds.
net-wait = { $minutes ->
    [0] { $seconds ->
        [one] un secondo
       *[other] { $seconds } secondi
    }
    [one] un minuto
   *[other] { $minutes } minuti
}
net-error-too-many-tries = Troppi tentativi dal tuo indirizzo non hanno trovato un posto. Aspetta { net-wait }, poi riprova.
# $seconds è 0 quando l'indirizzo ha già aperti tutti i tavoli che può.
net-error-too-many-tables = { $seconds ->
    [0] Il tuo indirizzo ha { $most } tavoli aperti, il massimo possibile. Lascia prima finire uno di questi.
   *[other] Il tuo indirizzo ha aperto molti tavoli di recente. Aspetta { net-wait }, poi riprova.
}
net-error-server-busy = Il server ha già tutti i tavoli che può tenere. Riprova più tardi.
net-name-rules = Un nome ha al massimo { $most } lettere e cifre, tutte di un solo alfabeto, con singoli spazi, apostrofi o trattini tra di loro.
net-error-bad-name = Quel nome non si può usare a un tavolo. { net-name-rules }
net-error-bad-code = Un codice del tavolo ha da { $low } a { $high } lettere o cifre.
net-error-host-paused = Chi ospita ha messo in pausa la partita. Solo chi ospita può riprenderla.
net-error-too-many-pauses = Hai messo in pausa spesso di recente. Potrai farlo di nuovo tra { net-wait }.
net-error-chat-limited = Parli più in fretta di quanto il tavolo riesca ad ascoltare. Aspetta { net-wait }, poi ridillo.
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
net-help = A un tavolo in rete, scrivi dico e un messaggio per parlare a tutti, pausa per fermare la partita per un po', e riprendiamo per continuare. Scrivi silenzia e il nome di un giocatore per non sentire più quello che dice, e riascolta e il nome per sentirlo di nuovo. Se esci, il tuo posto ti aspetta.
net-help-host = Chi ospita scrive salva per salvare il tavolo, rimuovi e un nome per mandare via un giocatore, e ammetti e un nome per far entrare qualcuno, al suo posto da un altro computer o al posto di chi se n'è andato.
net-error-paused = La partita è in pausa. Scrivi riprendiamo per continuare.
net-error-already-paused = La partita è già in pausa.
net-error-not-paused = La partita non è in pausa.
net-error-not-host = Solo chi ospita il tavolo può farlo.
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
command-remove = rimuovi espelli
command-admit = ammetti
command-mute = silenzia zittisci
command-unmute = riascolta
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
net-reconnecting = La connessione al server è persa. Provo a ricollegarmi.
net-reconnected = La connessione è tornata. Sei di nuovo al tuo posto.
net-still-reconnecting = Provo ancora a raggiungere il server. Aspetta un momento, per favore.
net-table-closed = Chi ospita ha chiuso il tavolo. La partita finisce qui.
net-host-quit-confirm = Chiudere il tavolo? Tutti se ne vanno con te. Per continuare un altro giorno, scrivi prima salva. Sì o no.
net-you-closed = Hai chiuso il tavolo.
net-paused-held = { $name } ha messo in pausa la partita. Solo { $name }, che ospita, può riprenderla.
net-default-name = Giocatore
net-bad-name = { $name } non può essere il tuo nome al tavolo. { net-name-rules }
net-bad-code = { $code } non è un codice del tavolo. Un codice del tavolo ha da { $low } a { $high } lettere o cifre.
net-chat-too-long = Un messaggio ha al massimo { $most } caratteri. Non è stato inviato niente. Dillo in frasi più brevi.
# Riprendere il posto dopo una connessione persa è stato rifiutato.
net-seat-lost = Non sei riuscito a riprendere il tuo posto. Forse chi ospita ti ha mandato via, o il tuo posto è stato ripreso da un'altra finestra o da un altro computer. Chiedi a chi ospita di farti entrare.
net-replaced = Il tuo posto è stato ripreso da un'altra finestra o da un altro computer. Qui lasci il tavolo.
net-expired = Nessuno è venuto al tavolo entro un'ora, quindi il tavolo è stato chiuso.
net-removed-you = Chi ospita ti ha mandato via dal tavolo.
# $by è you quando questa console è di chi ospita.
net-removed = { $by ->
    [you] Hai mandato via { $name } dal tavolo.
   *[host] Chi ospita ha mandato via { $name } dal tavolo.
}
# $whose: same (torna la persona del posto), other (qualcuno al posto di $instead), none (un posto che non aveva nessuno).
net-removed-held = { $by ->
    [you] Un giocatore del computer gioca per { $name } finché non fai entrare qualcuno.
   *[host] Un giocatore del computer gioca per { $name } finché chi ospita non fa entrare qualcuno.
}
net-admitted = { $by ->
    [you] { $whose ->
        [same] { $name } può tornare al suo posto. Digli di entrare con il codice del tavolo entro dieci minuti.
        [other] { $name } può prendere il posto di { $instead }. Digli di entrare con il codice del tavolo e quel nome entro dieci minuti.
       *[none] { $name } può prendere un posto. Digli di entrare con il codice del tavolo e quel nome entro dieci minuti.
    }
   *[host] { $whose ->
        [same] Chi ospita fa rientrare { $name }.
        [other] Chi ospita fa prendere a { $name } il posto di { $instead }.
       *[none] Chi ospita fa prendere un posto a { $name }.
    }
}
net-muted = Non senti più quello che dice { $name }.
net-unmuted = Senti di nuovo quello che dice { $name }.
net-host-only = Solo chi ospita il tavolo può mandare via i giocatori o farli entrare.
# $command è il comando scritto senza un nome.
net-name-whom = { $command ->
    [remove] Mandare via chi? Scrivi rimuovi, poi il nome del giocatore.
    [admit] Far entrare chi? Scrivi ammetti, poi il nome.
    [mute] Non sentire più chi? Scrivi silenzia, poi il nome del giocatore.
   *[unmute] Sentire di nuovo chi? Scrivi riascolta, poi il nome del giocatore.
}
net-nobody-called = Al tavolo nessuno si chiama { $name }.
net-not-yourself = Quello è il tuo posto.
net-remove-confirm = Mandare via { $name } dal tavolo? Non potrà tornare se non lo fai entrare tu. Sì o no.
net-no-seat-to-admit = Tutti i posti degli amici sono presi. Manda via prima un giocatore per far entrare { $name }.
# Perché la connessione non è riuscita, e cosa fare.
net-no-answer = Il server su { $host }, porta { $port }, non risponde. Forse un firewall blocca quella porta, o l'indirizzo è sbagliato.
net-nothing-there = Nessuno risponde su { $host }, porta { $port }. Controlla l'indirizzo e la porta, e che il server sia avviato.
net-unknown-host = Non si trova nessun computer chiamato { $host }. Controlla l'indirizzo.
net-untrusted-certificate = Il certificato del server su { $host }, porta { $port }, non si può verificare. Se chi ospita l'ha fatto da sé, chiedigli il file del certificato, ed entra con l'opzione cafile e quel file.
net-needs-tls = Il server su { $host }, porta { $port }, usa la cifratura, e questa connessione no. Entra con l'opzione tls, o con l'opzione cafile e il file del certificato del server.
net-no-tls = Il server su { $host }, porta { $port }, non usa la cifratura. Entra senza le opzioni tls e cafile.
net-too-many-connections = Il server su { $host } per ora non accetta altre connessioni dal tuo indirizzo. Chiudi altre connessioni verso di lui, o riprova tra un minuto.
net-server-full = Il server su { $host } è pieno. Riprova più tardi.
net-not-a-server = Qualcosa risponde su { $host }, porta { $port }, ma non è un server di access cards. Controlla l'indirizzo e la porta.
# Perché un server non può ascoltare. $how è serve o listen, il comando che l'ha avviato.
net-port-taken = La porta { $port } è occupata da un altro programma su questo computer. { $how ->
    [serve] Scegline un'altra con l'opzione port, o ferma quel programma.
   *[listen] Dai un'altra porta dopo l'opzione listen, per esempio listen 9000, o ferma quel programma.
}
net-not-my-address = Questo computer non ha l'indirizzo { $host }. Dai uno dei suoi indirizzi, o togli l'opzione host per ascoltare su ogni indirizzo.
net-port-forbidden = La porta { $port } richiede i diritti dell'amministratore del sistema. Scegli una porta sopra 1023.
net-cannot-listen = Il server non può ascoltare sulla porta { $port }. { $reason }
net-listening-tls = Gli amici entrano con l'opzione tls, o, se il certificato l'hai fatto tu, con l'opzione cafile e quel file del certificato.
net-bad-limit = L'opzione { $option } vuole un numero sopra 0, non { $value }.
