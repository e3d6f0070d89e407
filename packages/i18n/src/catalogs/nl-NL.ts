import type { Messages } from "./fr-FR";

export const nlNL: Messages = {
  app: { name: "Trezo", tagline: "Uw kaspositie, tot op de cent voorspeld.", welcome: "Welkom bij Trezo" },
  common: {
    confirm: "Bevestigen",
    cancel: "Annuleren",
    close: "Sluiten",
    save: "Opslaan",
    loading: "Laden…",
    deleteWord: "verwijderen",
    getStarted: "Aan de slag",
  },
  errors: {
    generic: "Er is een fout opgetreden. Probeer het later opnieuw",
    timeout: "Time-out",
    checkInput: "Controleer uw invoer",
  },
};
