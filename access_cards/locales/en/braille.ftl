## The b key (typed: braille) and the braille display (access_cards/console/session.py,
## _braille; access_cards/braille/display.py). The line of braille cells itself is never
## spoken: a screen reader would read it cell by cell.

# Said before the line goes to the braille display, which keeps it until the next sentence.
braille-shown = The braille line is on your display.
# No display: no cells are printed, unless the setting below is on.
braille-no-display = No braille display is connected.

## The settings menu: print the cells on the screen when there is no display.
## $value is "on" or "off".
settings-braille-cells = Braille line on the screen, { $value ->
    [on] on
   *[off] off
}.
