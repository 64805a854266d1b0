# Spielen im Netz: der Server, der Tisch, und was der Server ablehnt.
# Tischcodes werden in $code Buchstabe für Buchstabe buchstabiert.
net-listening = Der Server hört auf { $host }, Port { $port }.
net-listening-all = Der Server hört auf jeder Adresse dieses Computers, genannt { $host }, Port { $port }.
net-server-stopped = Der Server ist beendet.
net-table-code = Der Tischcode ist { $code }.
net-connecting = Verbindung mit { $host }, Port { $port }.
net-connect-failed = Der Server auf { $host }, Port { $port } ist nicht erreichbar. { $reason }
net-connection-lost = Die Verbindung zum Server ist abgebrochen.
net-seated = Du sitzt an Tisch { $code }.
net-awaiting = { $count ->
    [one] Ein Spieler fehlt noch.
   *[other] { $count } Spieler fehlen noch.
}
net-joined = { $name } hat sich an den Tisch gesetzt.
net-left = { $name } hat den Tisch verlassen.
net-dropped = { $name } hat die Verbindung verloren. Der Platz wartet.
net-returned = { $name } ist zurück am Tisch.
net-quit-confirm = Den Tisch verlassen? Dein Platz wartet auf deine Rückkehr. Ja oder nein.
net-you-left = Du hast den Tisch verlassen. Tritt mit demselben Namen wieder bei, um zurückzukommen.
net-move-on-its-way = Dein Zug ist unterwegs. Warte, bis er zu hören ist.
net-where = Du spielst an Tisch { $code }.
net-error-unknown = Der Server hat das abgelehnt.
net-error-not-text = Der Server nimmt nur Textnachrichten an.
net-error-too-big = Diese Nachricht ist für den Server zu lang.
net-error-bad-json = Der Server konnte die Nachricht nicht lesen.
net-error-not-object = Der Server konnte die Nachricht nicht lesen.
net-error-unknown-type = Der Server kennt diese Nachricht nicht.
net-error-missing-field = Einer Nachricht an den Server fehlte ein Teil.
net-error-unknown-field = Eine Nachricht an den Server hatte einen unbekannten Teil.
net-error-bad-field = Eine Nachricht an den Server hatte einen falschen Wert.
net-error-bad-version = Dieses Programm und der Server sprechen verschiedene Versionen.
net-error-rate-limited = Zu viele Nachrichten auf einmal. Bitte langsamer.
net-error-no-hello = Der Server erwartete zuerst einen Gruß.
net-error-already-hello = Der Server weiß schon, wer du bist.
net-error-already-seated = Du sitzt schon an Tisch { $code }.
net-error-not-seated = Du sitzt an keinem Tisch.
net-error-unknown-game = Der Server hat dieses Spiel nicht.
net-error-bad-seats = Der Server kann diesen Tisch nicht besetzen.
net-error-bad-option = Der Server nimmt diese Spieloption nicht an.
net-error-code-taken = Der Tischcode { $code } ist schon vergeben.
net-error-no-table = Es gibt keinen Tisch mit dem Code { $code }.
net-error-table-full = Tisch { $code } hat keinen freien Platz.
net-error-name-taken = Am Tisch heißt schon jemand { $name }. Wähle einen anderen Namen.
net-error-not-started = Die Partie hat nicht begonnen. Es fehlen noch Spieler.
net-error-match-over = Die Partie ist vorbei.
net-error-stale = Der Tisch ging weiter, bevor dein Zug ankam. Hör zu, und versuche es noch einmal.
net-error-not-your-turn = Du bist nicht am Zug.
net-error-illegal-action = Dieser Zug ist jetzt nicht erlaubt.
net-chat = { $name } sagt, { $text }
