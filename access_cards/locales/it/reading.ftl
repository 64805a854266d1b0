## Testi lunghi una pagina alla volta; lasciare, interrompere e riprendere una partita; i tasti del menu.

# Dopo ogni pagina di un testo lungo (le regole, l'aiuto): dove si è arrivati.
reading-page-more = Pagina { $page } di { $pages }. Premi Invio per la pagina seguente.
reading-page-last = Pagina { $page } di { $pages }, fine.
reading-nothing-more = Non c'è altro da leggere.
reading-rules-missing = La pagina delle regole non si trova, ecco un breve riassunto.
reading-rules-missing-menu = La pagina delle regole non si trova.
# Parole da scrivere: la pagina seguente di un testo lungo; dove è salvata la partita.
command-more = continua prosegui
command-where = dove

# Lasciare o interrompere una partita salvata nella cartella del programma, che il menu principale riprende.
console-stopped-resume = Interrotto. La partita è salvata. Riprendila dal menu principale.
# Lo stesso per un salvataggio che il giocatore tiene in un suo file.
console-stopped-in-file = Interrotto. La partita è salvata nel tuo file { $name }.
console-quit-in-file = La partita è salvata nel tuo file { $name }.
# Il comando dove: l'unico momento in cui si dice la cartella del salvataggio.
console-where = La partita è salvata nel file { $name }, nella cartella { $folder }.
console-where-unsaved = Questa partita non è salvata.

# Dopo una partita finita, prima che torni il menu principale.
menu-after-match = Premi Invio per il menu principale.
