## Salvare e riprendere, e interrompere una partita: cosa può andare storto, una frase ciascuno.

console-save-failed = Non è stato possibile salvare la partita. { $reason } Si continua a giocare, e sentirai quando il salvataggio funzionerà di nuovo.
console-save-works-again = Il salvataggio funziona di nuovo. La partita è salvata.
console-quit-confirm-unsaved = Vuoi lasciare la partita? Non è stato possibile salvarla, quindi non potrai riprenderla. Scrivi sì o no.
console-quit-unsaved = Non è stato possibile salvare la partita, quindi non potrai riprenderla.
console-line-too-long = Questa riga è troppo lunga per essere un comando.
# Il programma è stato interrotto (Control C, o il terminale è stato chiuso) durante una partita.
console-stopped-unsaved = Interrotto. Non è stato possibile salvare la partita.
console-stopped = Interrotto.
# Una partita salvata da riprendere, data o scelta nel menu, che non si può giocare.
console-save-damaged = La partita salvata non si può riprendere. { $reason }
save-missing = Non esiste un file chiamato { $name }.
save-not-file = { $name } non è un file, quindi non si può riprendere.
save-unreadable = Non è possibile leggere il file { $name }, { $reason }.
save-too-big = Il file { $name } è troppo grande per essere una partita salvata. È stato lasciato com'era.
save-not-ours = Il file { $name } non è una partita salvata di access cards. È stato lasciato com'era.
save-other-game = { $name } è una partita salvata di { $found }, non di { $wanted }.
save-in-use = Questa partita è aperta in un'altra finestra di access cards. Chiudila lì, oppure gioca un'altra partita.
save-damaged-aside = La partita salvata { $name } è danneggiata e non si può riprendere. È stata messa da parte come { $aside }.
# L'ultima risorsa: un errore che nessuno ha previsto, o uno del sistema operativo.
console-crash = access cards si è fermato per un errore imprevisto, { $what }. I dettagli sono nel file { $path }, nella cartella dei dati di access cards. Per favore segnalali.
console-crash-unlogged = access cards si è fermato per un errore imprevisto, { $what }.
console-os-error = Il programma si è fermato, { $reason }.
console-os-error-file = Il programma si è fermato, { $reason }, su { $path }.
