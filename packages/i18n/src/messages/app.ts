import { defineMessages } from "../defineMessages";

/** The product's name and its first words. */
export const app = defineMessages({
  "fr-FR": { name: "Trezo", tagline: "Votre trésorerie, prévue au centime.", welcome: "Bienvenue sur Trezo" },
  "en-GB": { name: "Trezo", tagline: "Your cash, forecast to the cent.", welcome: "Welcome to Trezo" },
  "de-DE": {
    name: "Trezo",
    tagline: "Ihre Liquidität, auf den Cent geplant.",
    welcome: "Willkommen bei Trezo",
  },
  "it-IT": {
    name: "Trezo",
    tagline: "La tua liquidità, prevista al centesimo.",
    welcome: "Benvenuto su Trezo",
  },
  "es-ES": { name: "Trezo", tagline: "Tu tesorería, prevista al céntimo.", welcome: "Bienvenido a Trezo" },
  "nl-NL": {
    name: "Trezo",
    tagline: "Uw kaspositie, tot op de cent voorspeld.",
    welcome: "Welkom bij Trezo",
  },
  "ua-UA": {
    name: "Trezo",
    tagline: "Ваші грошові потоки, прогнозовані до цента.",
    welcome: "Ласкаво просимо до Trezo",
  },
  "no-NO": { name: "Trezo", tagline: "Likviditeten din, planlagt på øret.", welcome: "Velkommen til Trezo" },
});
