## Uscita vocale: detto una volta quando una voce smette di funzionare e ne subentra un'altra.
## $wanted e $using sono nomi di programmi di sintesi (speech-dispatcher, eSpeak NG,
## accessible_output2, pyttsx3); $using vale "text" quando non resta nessuna voce.
## $reason è la spiegazione tecnica del programma, in inglese.

speech-fallback = { $using ->
    [text] { $wanted } non funziona ({ $reason }). D'ora in poi solo testo, senza voce.
   *[other] { $wanted } non funziona ({ $reason }). Al suo posto parla { $using }.
}
