## Die Taste b (getippt: braille) und die Braillezeile (access_cards/console/session.py,
## _braille; access_cards/braille/display.py). Die Zeile mit den Braillezeichen selbst wird nie
## gesprochen: ein Screenreader würde sie Zeichen für Zeichen vorlesen.

# Gesagt, bevor die Zeile auf die Braillezeile geht, die sie bis zum nächsten Satz behält.
braille-shown = Die Brailleausgabe steht auf deiner Braillezeile.
# Keine Braillezeile: es werden keine Zeichen gedruckt, außer die Einstellung unten ist an.
braille-no-display = Es ist keine Braillezeile angeschlossen.

## Das Einstellungsmenü: die Zeichen auf dem Bildschirm zeigen, wenn keine Braillezeile da ist.
## $value ist "on" oder "off".
settings-braille-cells = Braille auf dem Bildschirm, { $value ->
    [on] an
   *[off] aus
}.
