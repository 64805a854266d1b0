## Speech output: told once when a voice stops working and another takes over.
## $wanted and $using are speech programs as the code names them (speech-dispatcher,
## eSpeak NG, accessible_output2, pyttsx3); $using is "text" when no voice is left.
## speech-wanted and speech-using say those names aloud, without symbols.
## $reason is the program's own technical explanation, in English: it goes to the speech
## log with the notice, and is not spoken.

speech-fallback = { $using ->
    [text] { speech-wanted } is not working, so from now on there is text only.
   *[other] { speech-wanted } is not working, so { speech-using } speaks instead.
}
speech-wanted = { $wanted ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] Your screen reader's voice
    [pyttsx3] The system voice
   *[other] { $wanted }
}
speech-using = { $using ->
    [speech-dispatcher] Speech Dispatcher
    [accessible_output2] your screen reader's voice
    [pyttsx3] the system voice
   *[other] { $using }
}
