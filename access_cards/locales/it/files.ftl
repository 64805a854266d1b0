## I file che il programma scrive (un documento, il registro del parlato, le impostazioni) e perché uno non si è potuto scrivere.
## $path è il file come l'ha indicato il giocatore; $reason è la spiegazione del sistema, in inglese.

# Detto al posto di $path quando il documento doveva andare sull'uscita standard.
file-standard-output = l'uscita standard
file-empty = Il nome del file è vuoto. Indica il nome di un file.
file-folder = { $path } è una cartella, non un file. Indica il nome di un file al suo interno.
file-no-folder = La cartella di { $path } non esiste. Scegli una cartella esistente.
file-no-permission = Non hai il permesso di scrivere { $path }.
file-read-only = { $path } si trova su un disco di sola lettura, quindi lì non si può scrivere nulla.
file-no-space = Non c'è abbastanza spazio per scrivere { $path }.
file-failed = Non è stato possibile scrivere { $path }. Il sistema riporta { $reason }.

## Il registro del parlato ha smesso di funzionare durante la partita, detto una volta. $kind è uno dei casi sopra.

speech-log-off = { $kind ->
    [no-space] Non c'è abbastanza spazio per il registro del parlato { $path }, quindi è stato disattivato. Tutto il resto continua come prima.
   *[other] Non si riesce a scrivere il registro del parlato { $path }, quindi è stato disattivato. Il sistema riporta { $reason }. Tutto il resto continua come prima.
}
