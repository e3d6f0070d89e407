import type { Messages } from "./fr-FR";

export const uaUA: Messages = {
  app: {
    name: "Trezo",
    tagline: "Ваші грошові потоки, прогнозовані до цента.",
    welcome: "Ласкаво просимо до Trezo",
  },
  common: {
    confirm: "Підтвердити",
    cancel: "Скасувати",
    close: "Закрити",
    save: "Зберегти",
    loading: "Завантаження…",
    deleteWord: "видалити",
    getStarted: "Почати",
  },
  errors: {
    generic: "Сталася помилка. Будь ласка, спробуйте пізніше",
    timeout: "Час очікування вичерпано",
    checkInput: "Будь ласка, перевірте введені дані",
  },
};
