## Uscita vocale: detto una volta quando una voce smette di funzionare e ne subentra un'altra.
## $wanted e $using sono programmi di sintesi come li chiama il codice (speech-dispatcher,
## eSpeak NG, accessible_output2, pyttsx3); $using vale "text" quando non resta nessuna voce.
## speech-wanted e speech-using pronunciano quei nomi, senza simboli.
## $reason è la spiegazione tecnica del programma, in inglese: va nel registro del parlato
## insieme all'avviso e non viene pronunciata.

speech-fallback = { $using ->
    [text] { speech-wanted } non funziona, quindi d'ora in poi c'è solo il testo.
   *[other] { speech-wanted } non funziona, quindi al suo posto parla { speech-using }.
}
speech-wanted = { $wanted ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] La voce del tuo lettore di schermo
    [pyttsx3] La voce di sistema
   *[other] { $wanted }
}
speech-using = { $using ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] la voce del tuo lettore di schermo
    [pyttsx3] la voce di sistema
   *[other] { $using }
}
