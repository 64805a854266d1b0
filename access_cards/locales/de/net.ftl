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
net-you-left = Du hast den Tisch verlassen. Tritt von diesem Computer mit demselben Tischcode wieder bei, um zurückzukommen.
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
net-error-no-seat = An Tisch { $code } ist kein Platz für dich. Prüfe den Code und deinen Namen, oder wähle einen anderen Namen. Wenn du schon von einem anderen Computer aus dort gesessen hast, bitte die Person, die den Tisch eröffnet hat, dich hereinzulassen.
net-error-name-taken = Am Tisch heißt schon jemand anderes { $name }. Lass die Person unter einem anderen Namen herein.
# Wie lange zu warten ist: $minutes ist unter zwei Minuten 0, dann werden die $seconds gesagt.
net-wait = { $minutes ->
    [0] { $seconds ->
        [one] eine Sekunde
       *[other] { $seconds } Sekunden
    }
    [one] eine Minute
   *[other] { $minutes } Minuten
}
net-error-too-many-tries = Zu viele Versuche von deiner Adresse haben keinen Platz gefunden. Warte { net-wait }, dann versuche es wieder.
# $seconds ist 0, wenn die Adresse schon so viele Tische offen hat, wie sie darf.
net-error-too-many-tables = { $seconds ->
    [0] Deine Adresse hat { $most } Tische offen, mehr darf sie nicht haben. Lass zuerst einen davon zu Ende gehen.
   *[other] Deine Adresse hat in letzter Zeit viele Tische eröffnet. Warte { net-wait }, dann versuche es wieder.
}
net-error-server-busy = Der Server hat schon so viele Tische, wie er halten kann. Versuche es später wieder.
net-name-rules = Ein Name hat höchstens { $most } Buchstaben und Ziffern, alle aus einem Alphabet, mit einzelnen Leerzeichen, Apostrophen oder Bindestrichen dazwischen.
net-error-bad-name = Dieser Name kann an einem Tisch nicht verwendet werden. { net-name-rules }
net-error-bad-code = Ein Tischcode hat { $low } bis { $high } Buchstaben oder Ziffern.
net-error-host-paused = Wer den Tisch eröffnet hat, hat die Partie angehalten. Nur diese Person kann sie fortsetzen.
net-error-too-many-pauses = Du hast in letzter Zeit oft angehalten. In { net-wait } kannst du wieder anhalten.
net-error-chat-limited = Du sprichst schneller, als der Tisch zuhören kann. Warte { net-wait }, dann sag es noch einmal.
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
net-help = An einem Netzwerktisch tippe sage und eine Nachricht, um mit allen zu sprechen, pause, um die Partie eine Weile anzuhalten, und fortsetzen, um weiterzuspielen. Tippe stumm und den Namen eines Spielers, um nicht mehr zu hören, was er sagt, und hören und den Namen, um ihn wieder zu hören. Wenn du gehst, wartet dein Platz auf dich.
net-help-host = Wer den Tisch eröffnet hat, tippt speichern, um den Tisch zu speichern, entfernen und einen Namen, um einen Spieler wegzuschicken, und einlassen und einen Namen, um jemanden hereinzulassen, an den eigenen Platz von einem anderen Computer aus oder an den Platz von jemandem, der gegangen ist.
net-error-paused = Die Partie ist angehalten. Tippe fortsetzen, um weiterzuspielen.
net-error-already-paused = Die Partie ist schon angehalten.
net-error-not-paused = Die Partie ist nicht angehalten.
net-error-not-host = Das kann nur, wer den Tisch eröffnet hat.
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
command-remove = entfernen entferne
command-admit = einlassen zulassen
command-mute = stumm stummschalten
command-unmute = hören hoeren horen
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
net-reconnecting = Die Verbindung zum Server ist verloren. Ich versuche, sie wiederherzustellen.
net-reconnected = Die Verbindung ist wieder da. Du sitzt wieder auf deinem Platz.
net-still-reconnecting = Ich versuche noch, den Server zu erreichen. Warte bitte einen Moment.
net-table-closed = Wer den Tisch eröffnet hat, hat ihn geschlossen. Die Partie endet hier.
net-host-quit-confirm = Den Tisch schließen? Alle am Tisch gehen mit dir. Um ein andermal weiterzuspielen, tippe zuerst speichern. Ja oder nein.
net-you-closed = Du hast den Tisch geschlossen.
net-paused-held = { $name } hat die Partie angehalten. Da { $name } den Tisch eröffnet hat, kann nur { $name } sie fortsetzen.
net-default-name = Spieler
net-bad-name = { $name } kann nicht dein Name am Tisch sein. { net-name-rules }
net-bad-code = { $code } ist kein Tischcode. Ein Tischcode hat { $low } bis { $high } Buchstaben oder Ziffern.
net-chat-too-long = Eine Nachricht hat höchstens { $most } Zeichen. Es wurde nichts gesendet. Sag es in kürzeren Sätzen.
# Den Platz nach einer verlorenen Verbindung zurückzunehmen wurde abgelehnt.
net-seat-lost = Du konntest deinen Platz nicht zurücknehmen. Vielleicht hat dich die Person, die den Tisch eröffnet hat, weggeschickt, oder dein Platz wurde von einem anderen Fenster oder Computer aus übernommen. Bitte sie, dich hereinzulassen.
net-replaced = Dein Platz wurde von einem anderen Fenster oder Computer aus übernommen. Hier verlässt du den Tisch.
net-expired = Innerhalb einer Stunde ist niemand an den Tisch gekommen, darum ist der Tisch geschlossen.
net-removed-you = Die Person, die den Tisch eröffnet hat, hat dich vom Tisch weggeschickt.
# $by ist you, wenn diese Konsole die der Person ist, die den Tisch eröffnet hat.
net-removed = { $by ->
    [you] Du hast { $name } vom Tisch weggeschickt.
   *[host] { $name } wurde vom Tisch weggeschickt.
}
# $whose: same (die Person des Platzes kommt zurück), other (jemand an den Platz von $instead), none (ein Platz, den niemand hatte).
net-removed-held = { $by ->
    [you] Ein Computerspieler spielt für { $name }, bis du jemanden hereinlässt.
   *[host] Ein Computerspieler spielt für { $name }, bis jemand hereingelassen wird.
}
net-admitted = { $by ->
    [you] { $whose ->
        [same] { $name } darf an den eigenen Platz zurück. Sag, dass der Beitritt mit dem Tischcode innerhalb von zehn Minuten sein muss.
        [other] { $name } darf den Platz von { $instead } nehmen. Sag, dass der Beitritt mit dem Tischcode und diesem Namen innerhalb von zehn Minuten sein muss.
       *[none] { $name } darf einen Platz nehmen. Sag, dass der Beitritt mit dem Tischcode und diesem Namen innerhalb von zehn Minuten sein muss.
    }
   *[host] { $whose ->
        [same] { $name } darf wieder herein.
        [other] { $name } darf den Platz von { $instead } nehmen.
       *[none] { $name } darf einen Platz nehmen.
    }
}
net-muted = Du hörst nicht mehr, was { $name } sagt.
net-unmuted = Du hörst wieder, was { $name } sagt.
net-host-only = Nur wer den Tisch eröffnet hat, kann Spieler wegschicken oder hereinlassen.
# $command ist der Befehl, ohne Namen getippt.
net-name-whom = { $command ->
    [remove] Wen wegschicken? Tippe entfernen, dann den Namen des Spielers.
    [admit] Wen hereinlassen? Tippe einlassen, dann den Namen.
    [mute] Wen nicht mehr hören? Tippe stumm, dann den Namen des Spielers.
   *[unmute] Wen wieder hören? Tippe hören, dann den Namen des Spielers.
}
net-nobody-called = Am Tisch heißt niemand { $name }.
net-not-yourself = Das ist dein eigener Platz.
net-remove-confirm = { $name } vom Tisch wegschicken? Zurückkommen geht dann nur, wenn du { $name } wieder hereinlässt. Ja oder nein.
net-no-seat-to-admit = Alle Plätze für Freunde sind besetzt. Schick zuerst einen Spieler weg, um { $name } hereinzulassen.
# Warum die Verbindung nicht klappte, und was zu tun ist.
net-no-answer = Der Server auf { $host }, Port { $port }, antwortet nicht. Vielleicht sperrt eine Firewall diesen Port, oder die Adresse ist falsch.
net-nothing-there = Auf { $host }, Port { $port }, antwortet nichts. Prüfe die Adresse und den Port, und ob der Server läuft.
net-unknown-host = Kein Computer namens { $host } ist zu finden. Prüfe die Adresse.
net-untrusted-certificate = Das Zertifikat des Servers auf { $host }, Port { $port }, lässt sich nicht prüfen. Wenn es die Person, die den Tisch eröffnet hat, selbst erstellt hat, lass dir die Zertifikatsdatei geben und tritt mit der Option cafile und dieser Datei bei.
net-needs-tls = Der Server auf { $host }, Port { $port }, verschlüsselt, diese Verbindung aber nicht. Tritt mit der Option tls bei, oder mit der Option cafile und der Zertifikatsdatei des Servers.
net-no-tls = Der Server auf { $host }, Port { $port }, verschlüsselt nicht. Tritt ohne die Optionen tls und cafile bei.
net-too-many-connections = Der Server auf { $host } nimmt von deiner Adresse vorerst keine Verbindungen mehr an. Schließe andere Verbindungen zu ihm, oder versuche es in einer Minute wieder.
net-server-full = Der Server auf { $host } ist voll. Versuche es später wieder.
net-not-a-server = Auf { $host }, Port { $port }, antwortet etwas, aber kein Server von access cards. Prüfe die Adresse und den Port.
# Warum ein Server nicht hören kann. $how ist serve oder listen, der Befehl, der ihn gestartet hat.
net-port-taken = Port { $port } ist auf diesem Computer von einem anderen Programm belegt. { $how ->
    [serve] Wähle mit der Option port einen anderen, oder beende jenes Programm.
   *[listen] Gib nach der Option listen einen anderen Port an, zum Beispiel listen 9000, oder beende jenes Programm.
}
net-not-my-address = Dieser Computer hat keine Adresse { $host }. Gib eine seiner eigenen Adressen an, oder lass die Option host weg, um auf jeder Adresse zu hören.
net-port-forbidden = Port { $port } braucht die Rechte des Systemverwalters. Wähle einen Port über 1023.
net-cannot-listen = Der Server kann nicht auf Port { $port } hören. { $reason }
net-listening-tls = Freunde treten mit der Option tls bei, oder, wenn du das Zertifikat selbst erstellt hast, mit der Option cafile und dieser Zertifikatsdatei.
net-bad-limit = Die Option { $option } braucht eine Zahl über 0, nicht { $value }.
