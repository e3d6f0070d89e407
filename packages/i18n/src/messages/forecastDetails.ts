import { defineMessages } from "../defineMessages";

/**
 * Forecast details (issue 14): series payment terms ("45 jours fin de mois"), the remembered column
 * mapping that does not fit a file, and the manual adjustments of the dashboard with their comments.
 */
export const forecastDetails = defineMessages({
  "fr-FR": {
    paymentTerms: {
      label: "Conditions de paiement",
      help: "Par exemple « 30 jours », « 45 jours fin de mois », « 60 jours date de facture » ou « fin de mois le 10 ». Pour une série mensuelle, 30 jours valent un mois : elle est payée une fois par mois.",
      invalid:
        "Conditions de paiement non reconnues : écrivez par exemple « 30 jours », « 45 jours fin de mois » ou « fin de mois le 10 » (au plus 3 660 jours).",
    },
    mapping: {
      rememberedUnfit:
        "La correspondance des colonnes enregistrée pour cette banque ne correspond pas aux colonnes de ce fichier : les colonnes ont été détectées automatiquement. Vérifiez-les avant d'importer.",
    },
  },
  "en-GB": {
    paymentTerms: {
      label: "Payment terms",
      help: 'For example "30 jours" (30 days), "45 jours fin de mois" (45 days end of month), "60 jours date de facture" or "fin de mois le 10" (end of month, on the 10th). For a monthly series, 30 days count as one month: it is paid once a month.',
      invalid:
        'Payment terms not recognised: write for example "30 jours", "45 jours fin de mois" or "fin de mois le 10" (3,660 days at most).',
    },
    mapping: {
      rememberedUnfit:
        "The column mapping saved for this bank does not fit the columns of this file: the columns were detected automatically. Check them before importing.",
    },
  },
  "de-DE": {
    paymentTerms: {
      label: "Zahlungsbedingungen",
      help: "Zum Beispiel „30 jours“ (30 Tage), „45 jours fin de mois“ (45 Tage zum Monatsende), „60 jours date de facture“ oder „fin de mois le 10“ (Monatsende, am 10.). Bei einer monatlichen Serie zählen 30 Tage als ein Monat: Sie wird einmal im Monat bezahlt.",
      invalid:
        "Zahlungsbedingungen nicht erkannt: Schreiben Sie zum Beispiel „30 jours“, „45 jours fin de mois“ oder „fin de mois le 10“ (höchstens 3.660 Tage).",
    },
    mapping: {
      rememberedUnfit:
        "Die für diese Bank gespeicherte Spaltenzuordnung passt nicht zu den Spalten dieser Datei: Die Spalten wurden automatisch erkannt. Prüfen Sie sie vor dem Import.",
    },
  },
  "it-IT": {
    paymentTerms: {
      label: "Condizioni di pagamento",
      help: "Per esempio «30 jours» (30 giorni), «45 jours fin de mois» (45 giorni fine mese), «60 jours date de facture» o «fin de mois le 10» (fine mese, il 10). Per una serie mensile 30 giorni valgono un mese: viene pagata una volta al mese.",
      invalid:
        "Condizioni di pagamento non riconosciute: scrivi per esempio «30 jours», «45 jours fin de mois» o «fin de mois le 10» (al massimo 3.660 giorni).",
    },
    mapping: {
      rememberedUnfit:
        "La corrispondenza delle colonne salvata per questa banca non corrisponde alle colonne di questo file: le colonne sono state rilevate automaticamente. Controllale prima di importare.",
    },
  },
  "es-ES": {
    paymentTerms: {
      label: "Condiciones de pago",
      help: "Por ejemplo «30 jours» (30 días), «45 jours fin de mois» (45 días fin de mes), «60 jours date de facture» o «fin de mois le 10» (fin de mes, el día 10). En una serie mensual, 30 días equivalen a un mes: se paga una vez al mes.",
      invalid:
        "Condiciones de pago no reconocidas: escriba por ejemplo «30 jours», «45 jours fin de mois» o «fin de mois le 10» (3.660 días como máximo).",
    },
    mapping: {
      rememberedUnfit:
        "La correspondencia de columnas guardada para este banco no encaja con las columnas de este archivo: las columnas se han detectado automáticamente. Revíselas antes de importar.",
    },
  },
  "nl-NL": {
    paymentTerms: {
      label: "Betalingsvoorwaarden",
      help: 'Bijvoorbeeld "30 jours" (30 dagen), "45 jours fin de mois" (45 dagen einde maand), "60 jours date de facture" of "fin de mois le 10" (einde maand, op de 10e). Bij een maandelijkse reeks telt 30 dagen als één maand: ze wordt één keer per maand betaald.',
      invalid:
        'Betalingsvoorwaarden niet herkend: schrijf bijvoorbeeld "30 jours", "45 jours fin de mois" of "fin de mois le 10" (hoogstens 3.660 dagen).',
    },
    mapping: {
      rememberedUnfit:
        "De kolomindeling die voor deze bank is opgeslagen past niet bij de kolommen van dit bestand: de kolommen zijn automatisch herkend. Controleer ze voordat u importeert.",
    },
  },
  "ua-UA": {
    paymentTerms: {
      label: "Умови оплати",
      help: "Наприклад, «30 jours» (30 днів), «45 jours fin de mois» (45 днів, кінець місяця), «60 jours date de facture» або «fin de mois le 10» (кінець місяця, 10-го числа). Для щомісячної серії 30 днів — це один місяць: її оплачують раз на місяць.",
      invalid:
        "Умови оплати не розпізнано: напишіть, наприклад, «30 jours», «45 jours fin de mois» або «fin de mois le 10» (не більше 3 660 днів).",
    },
    mapping: {
      rememberedUnfit:
        "Збережена для цього банку відповідність стовпців не підходить до стовпців цього файлу: стовпці визначено автоматично. Перевірте їх перед імпортом.",
    },
  },
  "no-NO": {
    paymentTerms: {
      label: "Betalingsbetingelser",
      help: "For eksempel «30 jours» (30 dager), «45 jours fin de mois» (45 dager slutten av måneden), «60 jours date de facture» eller «fin de mois le 10» (slutten av måneden, den 10.). For en månedlig serie teller 30 dager som én måned: den betales én gang i måneden.",
      invalid:
        "Betalingsbetingelsene ble ikke gjenkjent: skriv for eksempel «30 jours», «45 jours fin de mois» eller «fin de mois le 10» (høyst 3 660 dager).",
    },
    mapping: {
      rememberedUnfit:
        "Kolonneoppsettet som er lagret for denne banken passer ikke til kolonnene i denne filen: kolonnene ble funnet automatisk. Kontroller dem før du importerer.",
    },
  },
});
