## The b key (typed: braille) and the braille display (access_cards/console/session.py,
## _braille; access_cards/braille/display.py). The line of braille cells itself is never
## spoken: a screen reader would read it cell by cell.

# Detto prima che la riga vada sul display braille, che la tiene fino alla frase successiva.
braille-shown = La riga braille è sul tuo display.
# Nessun display: le celle non vengono stampate, a meno che l'impostazione sotto sia attiva.
braille-no-display = Non c'è nessun display braille collegato.

## Il menu delle impostazioni: stampare le celle sullo schermo quando non c'è un display.
## $value vale "on" oppure "off".
settings-braille-cells = Riga braille sullo schermo, { $value ->
    [on] attivata
   *[off] disattivata
}.
