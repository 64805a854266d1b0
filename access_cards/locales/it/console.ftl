## La console: comandi, cronologia, salvataggio, menu e impostazioni.

console-you = tu
console-bot-names = Anna, Bruno, Carla, Dario, Elena, Fabio
# Il genere di ogni nome qui sopra, nello stesso ordine (female o male).
console-bot-genders = female, male, female, male, female, male
# All'inizio di una nuova partita: chi gioca, poi le condizioni del gioco, poi un suggerimento.
console-intro = { $game } contro { $opponents }.
# Un giocatore del computer in console-intro: nome e livello.
console-opponent = { $name }, livello { $level ->
    [easy] facile
    [hard] difficile
    [random] mosse a caso
   *[normal] normale
}
console-help-hint = Premi punto interrogativo in qualsiasi momento per l'aiuto, e a per le mosse possibili.
console-resumed = Partita ripresa.
console-rules-missing = Manca la pagina delle regole. { $reason }
console-card = Carta { $n }, { $card }.
console-no-card = Non hai una carta { $n }. Hai { $count ->
    [one] una carta
   *[other] { $count } carte
}.
console-history-empty = Non è stato ancora detto nulla.
console-history-edge-oldest = Questo è il messaggio più vecchio.
console-history-edge-newest = Questo è il messaggio più recente.
console-history-top-only = A questo tavolo equo per i ciechi non si scorrono i messaggi. Si riascolta solo l'ultima azione, con r, e tutto quello che è successo dalla tua ultima mossa, con i.
console-verbosity-set = Livello di dettaglio { $level }.
console-verbosity-bad = Il livello di dettaglio può essere breve, normale o completo.
console-quit-confirm = Vuoi lasciare la partita? Resta salvata e potrai riprenderla. Scrivi sì o no.
console-quit-saved = La partita è salvata. Riprendila dal menu principale.
console-yes-words = sì si s yes y
console-no-words = no n
console-cancelled = Annullato.
console-answer-yes-no = Rispondi sì o no.

command-hand = mano
command-table = tavolo
command-opponents = avversario avversari
command-scores = punti punteggio
command-turn = turno
command-actions = azioni mosse
command-status = stato
command-repeat = ripeti
command-back = indietro
command-forward = avanti
command-oldest = primo
command-newest = ultimo
command-help = aiuto
command-rules = regole
command-braille = braille
command-verbosity = dettaglio
command-quit = esci

game-khmer = Khmer
menu-title = Menu principale.
menu-item = { $n }. { $label }
menu-choose = Scrivi un numero e premi Invio.
menu-bad-choice = Scrivi un numero da 1 a { $count }.
menu-bye = Arrivederci.
menu-resume = Riprendi la partita di { $game } salvata.
menu-settings = Impostazioni.
menu-quit = Esci.
menu-level = Quanto deve essere forte il computer?
level-easy = Facile.
level-normal = Normale.
level-hard = Difficile.
menu-variant = Quale tavolo?
menu-variant-full-khmer = Si può leggere tutto il mazzo sul tavolo.
menu-variant-top-khmer = Solo la carta in cima, la variante equa per i ciechi.
menu-variant-full-king = L'ultima presa si può ascoltare finché non giochi la tua prossima carta.
menu-variant-top-king = Solo la presa in corso, la variante equa per i ciechi.
menu-variant-full-rummy40 = Tutti gli scarti si possono elencare, per tutti allo stesso modo.
menu-variant-top-rummy40 = Solo lo scarto in cima, la variante equa per i ciechi.
menu-variant-full-lasvegas = Di ogni carta al centro si possono sentire le carte sopra e chi le ha scartate.
menu-variant-top-lasvegas = Di ogni carta al centro solo il valore e il numero di carte, la variante equa per i ciechi.

settings-title = Impostazioni.
settings-language = Lingua, { $value }.
settings-speech = Voce, { $value }.
settings-rate = Velocità della voce, { $value }.
settings-verbosity = Livello di dettaglio, { $value }.
settings-card-style = Nomi delle carte, { $value }.
settings-back = Torna al menu principale.
settings-saved = Salvato.
language-en = inglese
language-it = italiano
card-style-full = completi
card-style-short = brevi
speech-mode-auto = auto, scelta in base a ciò che è in funzione
speech-mode-reader = reader, lo screen reader legge ciò che viene scritto
speech-mode-speech = speech, con la voce dello screen reader
speech-mode-self-voice = self voice, la voce del computer
speech-mode-text = text, solo testo scritto
rate-much-slower = molto più lenta
rate-slower = più lenta
rate-normal = normale
rate-faster = più veloce
rate-much-faster = molto più veloce
rate-fastest = la più veloce
console-braille-missing = Il braille richiede liblouis, che qui non è installato o non funziona.
console-brlapi-missing = { $reason ->
    [no-module] Il display braille non si può usare, perché il modulo BrlAPI per Python non è installato.
    [no-access] Il display braille non si può usare, perché BRLTTY non te lo permette. Su Debian, aggiungiti al gruppo brlapi.
    [no-display] Il display braille non si può usare, perché BRLTTY non ha nessun display collegato.
   *[no-server] Il display braille non si può usare, perché BRLTTY non è in funzione.
}
labels-key-needs-louis = La legenda è omessa, perché qui liblouis non funziona. Il sistema riporta { $reason }. Le etichette sono complete.
labels-svg-needs-file = Le etichette riempiono { $count } fogli, un file SVG ciascuno. Indica il nome del primo file con l'opzione output.
labels-svg-files = Scritti { $count } fogli, da { $first } a { $last }.
labels-binary-needs-file = Il formato { $format } non si può mostrare nel terminale. Indica un nome di file con l'opzione output.
menu-labels = Etichette braille per un mazzo di carte.
labels-menu-deck = Quale mazzo?
deck-khmer = Il mazzo del Khmer, 16 carte.
deck-french52 = Il mazzo francese, 52 carte.
deck-rummy40 = Il mazzo del Rummy 40, due mazzi francesi e due jolly, 106 carte.
deck-italian40 = Il mazzo italiano, 40 carte.
labels-menu-lang = In quale lingua?
language-de = tedesco
language-el = greco
labels-menu-what = Che cosa vuoi fare?
labels-what-key = Ascoltare la legenda, che cosa significa ogni cella e dove vanno le etichette.
labels-what-show = Mostrare le etichette in braille sullo schermo, per un display braille.
labels-what-brf = Salvare un file BRF per una stampante braille.
labels-what-svg = Salvare fogli di etichette SVG da stampare.
labels-what-pdf = Salvare un PDF di fogli di etichette da stampare.
labels-shown = Queste sono le etichette di tutte le { $count } carte, in braille.
labels-saved = Salvate nel file { $path }, nella cartella { $folder }.
labels-saved-many = Salvati { $count } file nella cartella { $folder }.
labels-save-failed = Non è stato possibile salvare le etichette, { $reason }.
labels-what-stl = Salvare un file STL per stampare in 3D le etichette come piccole piastrine.
