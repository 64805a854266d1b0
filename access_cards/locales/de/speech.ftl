## Sprachausgabe: einmal gesagt, wenn eine Stimme nicht mehr geht und eine andere übernimmt.
## $wanted und $using sind Sprachprogramme, wie der Code sie nennt (speech-dispatcher,
## eSpeak NG, accessible_output2, pyttsx3); $using ist "text", wenn keine Stimme mehr bleibt.
## speech-wanted und speech-using sprechen diese Namen ohne Symbole aus.
## $reason ist die technische Erklärung des Programms, auf Englisch: sie kommt mit dem Hinweis
## ins Sprachprotokoll und wird nicht gesprochen.

speech-fallback = { $using ->
    [text] { speech-wanted } funktioniert nicht, deshalb gibt es ab jetzt nur noch Text.
   *[other] { speech-wanted } funktioniert nicht, deshalb spricht jetzt { speech-using }.
}
speech-wanted = { $wanted ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] Die Stimme deines Screenreaders
    [pyttsx3] Die Systemstimme
   *[other] { $wanted }
}
speech-using = { $using ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] die Stimme deines Screenreaders
    [pyttsx3] die Systemstimme
   *[other] { $using }
}
