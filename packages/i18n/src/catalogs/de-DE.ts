import type { Messages } from "./fr-FR";

export const deDE: Messages = {
  app: { name: "Trezo", tagline: "Ihre Liquidität, auf den Cent geplant.", welcome: "Willkommen bei Trezo" },
  common: {
    confirm: "Bestätigen",
    cancel: "Abbrechen",
    close: "Schließen",
    save: "Speichern",
    loading: "Wird geladen…",
    deleteWord: "löschen",
    getStarted: "Loslegen",
  },
  errors: {
    generic: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut",
    timeout: "Zeitüberschreitung",
    checkInput: "Bitte überprüfen Sie Ihre Eingabe",
  },
};
