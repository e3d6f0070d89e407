/**
 * The French catalog is the source of every key. The spec's French messages appear here word for word.
 * Every other locale implements the same shape (`Messages`); a missing key fails the typecheck and the
 * catalog test.
 */
export const frFR = {
  app: {
    name: "Trezo",
    tagline: "Votre trésorerie, prévue au centime.",
    welcome: "Bienvenue sur Trezo",
  },
  common: {
    confirm: "Confirmer",
    cancel: "Annuler",
    close: "Fermer",
    save: "Enregistrer",
    loading: "Chargement…",
    deleteWord: "supprimer",
    getStarted: "Commencer",
  },
  errors: {
    generic: "Une erreur s'est produite. Veuillez réessayer ultérieurement",
    timeout: "Timeout",
    checkInput: "Veuillez vérifier votre saisie",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale's catalog implements. */
export type Messages = Widen<typeof frFR>;
