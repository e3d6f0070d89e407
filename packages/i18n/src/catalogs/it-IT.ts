import type { Messages } from "./fr-FR";

export const itIT: Messages = {
  app: { name: "Trezo", tagline: "La tua liquidità, prevista al centesimo.", welcome: "Benvenuto su Trezo" },
  common: {
    confirm: "Conferma",
    cancel: "Annulla",
    close: "Chiudi",
    save: "Salva",
    loading: "Caricamento…",
    deleteWord: "elimina",
    getStarted: "Inizia",
  },
  errors: {
    generic: "Si è verificato un errore. Riprova più tardi",
    timeout: "Timeout",
    checkInput: "Verifica i dati inseriti",
  },
};
