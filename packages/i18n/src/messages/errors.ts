import { defineMessages } from "../defineMessages";

/** Errors every call can end with. The French ones are spec 001 §7.1 and §8, word for word. */
export const errors = defineMessages({
  "fr-FR": {
    generic: "Une erreur s'est produite. Veuillez réessayer ultérieurement",
    timeout: "Timeout",
    checkInput: "Veuillez vérifier votre saisie",
    nulCharacter: "Le texte saisi contient un caractère invisible interdit (NUL). Retirez-le puis réessayez.",
    nothingToChange: "Aucune modification à enregistrer : indiquez au moins un champ à changer.",
    serviceUnavailable:
      "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  },
  "en-GB": {
    generic: "Something went wrong. Please try again later",
    timeout: "Timeout",
    checkInput: "Please check your input",
    nulCharacter: "The text contains a forbidden invisible character (NUL). Remove it and try again.",
    nothingToChange: "Nothing to save: give at least one field to change.",
    serviceUnavailable: "The service is temporarily unavailable. Please try again in a few moments.",
  },
  "de-DE": {
    generic: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut",
    timeout: "Zeitüberschreitung",
    checkInput: "Bitte überprüfen Sie Ihre Eingabe",
    nulCharacter:
      "Der Text enthält ein unzulässiges unsichtbares Zeichen (NUL). Entfernen Sie es und versuchen Sie es erneut.",
    nothingToChange: "Keine Änderung zu speichern: Geben Sie mindestens ein zu änderndes Feld an.",
    serviceUnavailable:
      "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in einigen Augenblicken erneut.",
  },
  "it-IT": {
    generic: "Si è verificato un errore. Riprova più tardi",
    timeout: "Timeout",
    checkInput: "Verifica i dati inseriti",
    nulCharacter: "Il testo contiene un carattere invisibile non consentito (NUL). Rimuovilo e riprova.",
    nothingToChange: "Nessuna modifica da salvare: indica almeno un campo da cambiare.",
    serviceUnavailable: "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.",
  },
  "es-ES": {
    generic: "Se ha producido un error. Inténtelo de nuevo más tarde",
    timeout: "Tiempo de espera agotado",
    checkInput: "Compruebe los datos introducidos",
    nulCharacter:
      "El texto contiene un carácter invisible no permitido (NUL). Elimínelo e inténtelo de nuevo.",
    nothingToChange: "No hay cambios que guardar: indique al menos un campo que modificar.",
    serviceUnavailable:
      "El servicio no está disponible en este momento. Inténtelo de nuevo dentro de unos instantes.",
  },
  "nl-NL": {
    generic: "Er is een fout opgetreden. Probeer het later opnieuw",
    timeout: "Time-out",
    checkInput: "Controleer uw invoer",
    nulCharacter:
      "De tekst bevat een niet-toegestaan onzichtbaar teken (NUL). Verwijder het en probeer het opnieuw.",
    nothingToChange: "Niets om op te slaan: geef ten minste één veld op om te wijzigen.",
    serviceUnavailable:
      "De dienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.",
  },
  "ua-UA": {
    generic: "Сталася помилка. Будь ласка, спробуйте пізніше",
    timeout: "Час очікування вичерпано",
    checkInput: "Будь ласка, перевірте введені дані",
    nulCharacter: "Текст містить заборонений невидимий символ (NUL). Видаліть його та спробуйте ще раз.",
    nothingToChange: "Немає змін для збереження: вкажіть принаймні одне поле для зміни.",
    serviceUnavailable: "Сервіс тимчасово недоступний. Будь ласка, спробуйте ще раз за кілька хвилин.",
  },
  "no-NO": {
    generic: "Det oppstod en feil. Vennligst prøv igjen senere",
    timeout: "Tidsavbrudd",
    checkInput: "Vennligst kontroller det du har skrevet",
    nulCharacter: "Teksten inneholder et ulovlig usynlig tegn (NUL). Fjern det og prøv igjen.",
    nothingToChange: "Ingenting å lagre: oppgi minst ett felt som skal endres.",
    serviceUnavailable: "Tjenesten er midlertidig utilgjengelig. Vennligst prøv igjen om et øyeblikk.",
  },
});
