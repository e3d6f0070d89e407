import { defineMessages } from "../defineMessages";

/** Errors every call can end with. The French ones are spec 001 §7.1 and §8, word for word. */
export const errors = defineMessages({
  "fr-FR": {
    generic: "Une erreur s'est produite. Veuillez réessayer ultérieurement",
    timeout: "Timeout",
    checkInput: "Veuillez vérifier votre saisie",
  },
  "en-GB": {
    generic: "Something went wrong. Please try again later",
    timeout: "Timeout",
    checkInput: "Please check your input",
  },
  "de-DE": {
    generic: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut",
    timeout: "Zeitüberschreitung",
    checkInput: "Bitte überprüfen Sie Ihre Eingabe",
  },
  "it-IT": {
    generic: "Si è verificato un errore. Riprova più tardi",
    timeout: "Timeout",
    checkInput: "Verifica i dati inseriti",
  },
  "es-ES": {
    generic: "Se ha producido un error. Inténtelo de nuevo más tarde",
    timeout: "Tiempo de espera agotado",
    checkInput: "Compruebe los datos introducidos",
  },
  "nl-NL": {
    generic: "Er is een fout opgetreden. Probeer het later opnieuw",
    timeout: "Time-out",
    checkInput: "Controleer uw invoer",
  },
  "ua-UA": {
    generic: "Сталася помилка. Будь ласка, спробуйте пізніше",
    timeout: "Час очікування вичерпано",
    checkInput: "Будь ласка, перевірте введені дані",
  },
  "no-NO": {
    generic: "Det oppstod en feil. Vennligst prøv igjen senere",
    timeout: "Tidsavbrudd",
    checkInput: "Vennligst kontroller det du har skrevet",
  },
});
