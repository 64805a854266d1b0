## Issue 25, punti 3, 7 e 8: fuori dalla partita, la fine di una partita, i gruppi del menu principale.

# Punto 8: dopo l'ultima mano di access-cards play, prima che il programma finisca.
play-after-match = Premi Invio per chiudere il gioco.

# Punto 7: il menu principale a gruppi, le scelte di ogni gruppo in una breve lista a sé.
menu-play-computer = Gioca contro il computer.
menu-play-friends = Gioca con gli amici in rete.
menu-resume-some = Riprendi una partita salvata.
menu-rules-games = Regole dei giochi.
menu-which-game = Quale gioco?
menu-which-resume = Quale partita salvata?
menu-which-rules = Le regole di quale gioco?
menu-friends-title = Giocare con gli amici. Ospiti un tavolo, o ti siedi a un tavolo?
menu-back = Torna al menu principale.

# Punto 3: fuori dalla partita mentre gli altri continuano (Las Vegas, l'eliminazione del Rummy 40).
out-question = Sei fuori dalla partita, e gli altri continuano. Premi 1 per ascoltare il resto, una riga breve per ogni mano, 2 per sentire solo il risultato, o 3 per lasciare il tavolo.
out-more = Premi Invio per altre mani, 2 per il solo risultato, o 3 per lasciare il tavolo.
out-answer = Premi 1, 2 o 3.
out-result-wait = Gli altri continuano. Sentirai il risultato quando la partita finisce.
out-leave = Lasci il tavolo.
# Parole da scrivere per le risposte, oltre a 1, 2 e 3.
out-words-watch = ascolta guarda
out-words-result = risultato
out-words-leave = lascia
