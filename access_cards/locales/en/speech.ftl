## Speech output: told once when a voice stops working and another takes over.
## $wanted and $using are names of speech programs (speech-dispatcher, eSpeak NG,
## accessible_output2, pyttsx3); $using is "text" when no voice is left.
## $reason is the program's own (English, technical) explanation.

speech-fallback = { $using ->
    [text] { $wanted } is not working ({ $reason }). From now on there is text only.
   *[other] { $wanted } is not working ({ $reason }). Speaking with { $using } instead.
}
