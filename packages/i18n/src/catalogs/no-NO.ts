import type { Messages } from "./fr-FR";

export const noNO: Messages = {
  app: { name: "Trezo", tagline: "Likviditeten din, planlagt på øret.", welcome: "Velkommen til Trezo" },
  common: {
    confirm: "Bekreft",
    cancel: "Avbryt",
    close: "Lukk",
    save: "Lagre",
    loading: "Laster…",
    deleteWord: "slett",
    getStarted: "Kom i gang",
  },
  errors: {
    generic: "Det oppstod en feil. Vennligst prøv igjen senere",
    timeout: "Tidsavbrudd",
    checkInput: "Vennligst kontroller det du har skrevet",
  },
};
