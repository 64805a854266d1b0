## Έξοδος ομιλίας: λέγεται μία φορά όταν μια φωνή σταματά να λειτουργεί και την αντικαθιστά άλλη.
## $wanted και $using προγράμματα ομιλίας όπως τα λέει ο κώδικας (speech-dispatcher,
## eSpeak NG, accessible_output2, pyttsx3). $using είναι "text" όταν δεν μένει καμία φωνή.
## Τα speech-wanted και speech-using λένε αυτά τα ονόματα φωναχτά, χωρίς σύμβολα.
## $reason η τεχνική εξήγηση του ίδιου του προγράμματος, στα αγγλικά: πηγαίνει στο αρχείο
## ομιλίας μαζί με την ειδοποίηση και δεν λέγεται.

speech-fallback = { $using ->
    [text] { speech-wanted } δεν λειτουργεί, γι' αυτό από εδώ και πέρα υπάρχει μόνο κείμενο.
   *[other] { speech-wanted } δεν λειτουργεί, γι' αυτό τώρα μιλάει { speech-using }.
}
speech-wanted = { $wanted ->
    [speech-dispatcher] Το Speech Dispatcher
    [accessible_output2] Η φωνή του αναγνώστη οθόνης σου
    [pyttsx3] Η φωνή του συστήματος
   *[other] Το { $wanted }
}
speech-using = { $using ->
    [speech-dispatcher] το Speech Dispatcher
    [accessible_output2] η φωνή του αναγνώστη οθόνης σου
    [pyttsx3] η φωνή του συστήματος
   *[other] το { $using }
}
