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
