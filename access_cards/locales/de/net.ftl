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
net-chat-you = Du sagst, { $text }
net-say-what = Was sagen? Tippe sage, dann deine Nachricht.
net-held = { $name } ist noch weg. Ein Computerspieler spielt für { $name }, bis { $name } zurück ist.
net-paused = { $name } hat die Partie angehalten. Tippe fortsetzen, um weiterzuspielen.
net-paused-you = Du hast die Partie angehalten. Tippe fortsetzen, um weiterzuspielen.
net-resumed = { $name } hat die Partie fortgesetzt.
net-resumed-you = Du hast die Partie fortgesetzt.
net-saved = { $name } hat den Tisch gespeichert. Um ein andermal weiterzuspielen, ist der Tischcode { $code }.
net-saved-you = Du hast den Tisch gespeichert. Um ein andermal weiterzuspielen, eröffne ihn wieder mit dem Tischcode { $code }.
net-help = An einem Netzwerktisch tippe sage und eine Nachricht, um mit allen zu sprechen, pause, um die Partie eine Weile anzuhalten, fortsetzen, um weiterzuspielen, und speichern, um den Tisch zu speichern. Wenn du gehst, wartet dein Platz auf dich.
net-error-paused = Die Partie ist angehalten. Tippe fortsetzen, um weiterzuspielen.
net-error-already-paused = Die Partie ist schon angehalten.
net-error-not-paused = Die Partie ist nicht angehalten.
net-error-not-host = Nur wer den Tisch eröffnet hat, kann ihn speichern.
net-error-cannot-save = Der Tisch kann hier nicht gespeichert werden.
net-bad-address = { $address } ist keine Serveradresse. Gib den Namen oder die Nummer des Computers an, dann, wenn er nicht 8765 ist, einen Doppelpunkt und den Port.
net-bad-port = { $port } ist kein Port. Ein Port ist eine Zahl von 1 bis 65535.
net-bad-certificate = Das Zertifikat lässt sich nicht verwenden. { $reason }
net-certificate-pair = Gib das Zertifikat und seinen Schlüssel zusammen an.
net-bad-takeover = Die Zeit, bis der Computer einen Platz übernimmt, ist eine Zahl von Sekunden von 0 bis 86400.
net-host-among-seats = Ein Tisch, den du eröffnest, braucht dich unter seinen Plätzen.
net-no-saved-table = Es gibt keinen gespeicherten Tisch mit dem Code { $code }, um weiterzuspielen.
command-say = sage sag chat
command-pause = pause
command-resume = fortsetzen fortsetze
command-save = speichern speichere
menu-host = Einen Tisch für Freunde im Netzwerk eröffnen.
menu-join = An einen Tisch im Netzwerk setzen.
menu-host-game = Welches Spiel?
menu-host-friends = Wie viele Freunde spielen über das Netzwerk mit?
menu-friends = { $count ->
    [one] Ein Freund.
   *[other] { $count } Freunde.
}
menu-your-name = Dein Name am Tisch? Tippe ihn, oder drücke Enter für { $name }.
menu-join-address = Die Adresse des Servers? Tippe den Namen oder die Nummer des Computers, dann, wenn der Port nicht { $port } ist, einen Doppelpunkt und den Port.
menu-join-code = Der Tischcode?
