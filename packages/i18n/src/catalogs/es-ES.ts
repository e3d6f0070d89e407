import type { Messages } from "./fr-FR";

export const esES: Messages = {
  app: { name: "Trezo", tagline: "Tu tesorería, prevista al céntimo.", welcome: "Bienvenido a Trezo" },
  common: {
    confirm: "Confirmar",
    cancel: "Cancelar",
    close: "Cerrar",
    save: "Guardar",
    loading: "Cargando…",
    deleteWord: "eliminar",
    getStarted: "Empezar",
  },
  errors: {
    generic: "Se ha producido un error. Inténtelo de nuevo más tarde",
    timeout: "Tiempo de espera agotado",
    checkInput: "Compruebe los datos introducidos",
  },
};
