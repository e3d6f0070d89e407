import { defineMessages } from "../defineMessages";

/**
 * Messages of the company lifecycle (issue 14): creating a second company and opening it, the company
 * list of /company, deleting a company (the server's refusals and failure: spec 001 §8 says the failure
 * notice tells that an e-mail with the data was sent to support), and the plan popups' reasons.
 */
export const companies = defineMessages({
  "fr-FR": {
    errors: {
      hasClients: "Ce cabinet gère encore des dossiers clients : supprimez-les d'abord.",
      deleteFailed:
        "La suppression de l'entreprise a échoué. Un e-mail contenant ses données a été envoyé au support.",
    },
    list: {
      title: "Vos entreprises",
      current: "Affichée",
      open: "Ouvrir",
      create: "Créer une entreprise",
      createClient: "Créer un dossier client",
    },
    created: {
      title: "Entreprise créée",
      body: "L'entreprise {{name}} a été créée.",
      open: "Ouvrir {{name}}",
      stay: "Rester ici",
    },
    deletion: {
      title: "Supprimer l'entreprise",
      intro:
        "La suppression efface définitivement l'entreprise, ses banques, ses transactions, ses prévisions et ses fichiers.",
      action: "Supprimer l'entreprise",
      done: "L'entreprise {{name}} a été supprimée.",
    },
    plan: {
      scenarios: "Le nombre de scénarios de votre offre est atteint.",
    },
  },
  "en-GB": {
    errors: {
      hasClients: "This firm still manages client companies: delete them first.",
      deleteFailed: "The company could not be deleted. An e-mail with its data was sent to support.",
    },
    list: {
      title: "Your companies",
      current: "Shown",
      open: "Open",
      create: "Create a company",
      createClient: "Create a client company",
    },
    created: {
      title: "Company created",
      body: "The company {{name}} was created.",
      open: "Open {{name}}",
      stay: "Stay here",
    },
    deletion: {
      title: "Delete the company",
      intro: "Deleting erases the company, its banks, transactions, forecasts and files for good.",
      action: "Delete the company",
      done: "The company {{name}} was deleted.",
    },
    plan: {
      scenarios: "Your plan's number of scenarios is reached.",
    },
  },
  "de-DE": {
    errors: {
      hasClients: "Diese Kanzlei verwaltet noch Mandanten: Löschen Sie diese zuerst.",
      deleteFailed:
        "Das Unternehmen konnte nicht gelöscht werden. Eine E-Mail mit seinen Daten wurde an den Support gesendet.",
    },
    list: {
      title: "Ihre Unternehmen",
      current: "Angezeigt",
      open: "Öffnen",
      create: "Unternehmen anlegen",
      createClient: "Mandanten anlegen",
    },
    created: {
      title: "Unternehmen angelegt",
      body: "Das Unternehmen {{name}} wurde angelegt.",
      open: "{{name}} öffnen",
      stay: "Hier bleiben",
    },
    deletion: {
      title: "Unternehmen löschen",
      intro:
        "Das Löschen entfernt das Unternehmen, seine Banken, Buchungen, Prognosen und Dateien endgültig.",
      action: "Unternehmen löschen",
      done: "Das Unternehmen {{name}} wurde gelöscht.",
    },
    plan: {
      scenarios: "Die Anzahl der Szenarien Ihres Tarifs ist erreicht.",
    },
  },
  "it-IT": {
    errors: {
      hasClients: "Questo studio gestisce ancora aziende clienti: eliminale prima.",
      deleteFailed:
        "Non è stato possibile eliminare l'azienda. Un'e-mail con i suoi dati è stata inviata al supporto.",
    },
    list: {
      title: "Le tue aziende",
      current: "Visualizzata",
      open: "Apri",
      create: "Crea un'azienda",
      createClient: "Crea un'azienda cliente",
    },
    created: {
      title: "Azienda creata",
      body: "L'azienda {{name}} è stata creata.",
      open: "Apri {{name}}",
      stay: "Resta qui",
    },
    deletion: {
      title: "Elimina l'azienda",
      intro:
        "L'eliminazione cancella definitivamente l'azienda, le sue banche, transazioni, previsioni e file.",
      action: "Elimina l'azienda",
      done: "L'azienda {{name}} è stata eliminata.",
    },
    plan: {
      scenarios: "Il numero di scenari del tuo piano è stato raggiunto.",
    },
  },
  "es-ES": {
    errors: {
      hasClients: "Esta asesoría aún gestiona empresas cliente: elimínelas primero.",
      deleteFailed:
        "No se pudo eliminar la empresa. Se ha enviado al soporte un correo electrónico con sus datos.",
    },
    list: {
      title: "Sus empresas",
      current: "Mostrada",
      open: "Abrir",
      create: "Crear una empresa",
      createClient: "Crear una empresa cliente",
    },
    created: {
      title: "Empresa creada",
      body: "La empresa {{name}} se ha creado.",
      open: "Abrir {{name}}",
      stay: "Quedarse aquí",
    },
    deletion: {
      title: "Eliminar la empresa",
      intro:
        "La eliminación borra definitivamente la empresa, sus bancos, transacciones, previsiones y archivos.",
      action: "Eliminar la empresa",
      done: "La empresa {{name}} se ha eliminado.",
    },
    plan: {
      scenarios: "Se ha alcanzado el número de escenarios de su plan.",
    },
  },
  "nl-NL": {
    errors: {
      hasClients: "Dit kantoor beheert nog klantbedrijven: verwijder die eerst.",
      deleteFailed:
        "Het bedrijf kon niet worden verwijderd. Er is een e-mail met de gegevens naar support gestuurd.",
    },
    list: {
      title: "Uw bedrijven",
      current: "Getoond",
      open: "Openen",
      create: "Bedrijf aanmaken",
      createClient: "Klantbedrijf aanmaken",
    },
    created: {
      title: "Bedrijf aangemaakt",
      body: "Het bedrijf {{name}} is aangemaakt.",
      open: "{{name}} openen",
      stay: "Hier blijven",
    },
    deletion: {
      title: "Bedrijf verwijderen",
      intro: "Verwijderen wist het bedrijf, zijn banken, transacties, prognoses en bestanden definitief.",
      action: "Bedrijf verwijderen",
      done: "Het bedrijf {{name}} is verwijderd.",
    },
    plan: {
      scenarios: "Het aantal scenario's van uw abonnement is bereikt.",
    },
  },
  "ua-UA": {
    errors: {
      hasClients: "Ця фірма ще керує клієнтськими компаніями: спершу видаліть їх.",
      deleteFailed: "Не вдалося видалити компанію. Лист із її даними надіслано до служби підтримки.",
    },
    list: {
      title: "Ваші компанії",
      current: "Показана",
      open: "Відкрити",
      create: "Створити компанію",
      createClient: "Створити клієнтську компанію",
    },
    created: {
      title: "Компанію створено",
      body: "Компанію {{name}} створено.",
      open: "Відкрити {{name}}",
      stay: "Залишитися тут",
    },
    deletion: {
      title: "Видалити компанію",
      intro: "Видалення назавжди стирає компанію, її банки, транзакції, прогнози та файли.",
      action: "Видалити компанію",
      done: "Компанію {{name}} видалено.",
    },
    plan: {
      scenarios: "Досягнуто кількості сценаріїв вашого тарифу.",
    },
  },
  "no-NO": {
    errors: {
      hasClients: "Dette byrået administrerer fortsatt klientselskaper: slett dem først.",
      deleteFailed: "Selskapet kunne ikke slettes. En e-post med dataene ble sendt til kundestøtte.",
    },
    list: {
      title: "Dine selskaper",
      current: "Vises",
      open: "Åpne",
      create: "Opprett et selskap",
      createClient: "Opprett et klientselskap",
    },
    created: {
      title: "Selskap opprettet",
      body: "Selskapet {{name}} er opprettet.",
      open: "Åpne {{name}}",
      stay: "Bli her",
    },
    deletion: {
      title: "Slett selskapet",
      intro: "Sletting fjerner selskapet, bankene, transaksjonene, prognosene og filene for godt.",
      action: "Slett selskapet",
      done: "Selskapet {{name}} er slettet.",
    },
    plan: {
      scenarios: "Antall scenarioer i abonnementet ditt er nådd.",
    },
  },
});
