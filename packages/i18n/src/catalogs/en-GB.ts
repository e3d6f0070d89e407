import type { Messages } from "./fr-FR";

export const enGB: Messages = {
  app: { name: "Trezo", tagline: "Your cash, forecast to the cent.", welcome: "Welcome to Trezo" },
  common: {
    confirm: "Confirm",
    cancel: "Cancel",
    close: "Close",
    save: "Save",
    loading: "Loading…",
    deleteWord: "delete",
    getStarted: "Get started",
  },
  errors: {
    generic: "Something went wrong. Please try again later",
    timeout: "Timeout",
    checkInput: "Please check your input",
  },
};
