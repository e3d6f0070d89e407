import { defineMessages } from "../defineMessages";

/**
 * Billing and subscriptions (issue 20): the server's refusals and confirmations (spec 001 §8 word for word
 * where it gives them: 'Veuillez commencer par remplir les informations de facturation.', 'Échec de
 * l'application du plan sélectionné', 'Votre abonnement a bien été modifié', the IBAN message), and the
 * built-in sandbox checkout page. The screens' own texts are the web's.
 */
export const billing = defineMessages({
  "fr-FR": {
    errors: {
      planMaxReached: "Votre offre a atteint son maximum : passez à une offre supérieure pour en ajouter.",
      planQuotaReached:
        "Le quota inclus dans votre offre est atteint : confirmez l'ajout payant ({{price}} € HT par mois).",
      billingInfoRequired: "Veuillez commencer par remplir les informations de facturation.",
      planFailed: "Échec de l'application du plan sélectionné",
      ibanCountry: "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
      invalidIban: "IBAN invalide.",
      invalidCoupon: "Ce code promo n'existe pas.",
      unknownCountry: "Pays inconnu.",
      basePlanFailed: "Impossible de charger votre offre. Veuillez réessayer ultérieurement.",
      noPaymentMethod: "Aucun moyen de paiement enregistré.",
      notCpa: "Seul un cabinet a des dossiers en essai.",
      paywalls: {
        categoryLevel:
          "Votre offre ne comprend pas les niveaux de catégorie supplémentaires : passez à une offre supérieure.",
        actualVsExpected: "Votre offre ne comprend pas le réel contre prévu : passez à une offre supérieure.",
        excel: "Votre offre ne comprend pas l'export Excel : passez à une offre supérieure.",
        permissionGroups:
          "Votre offre ne comprend pas les groupes de permissions : passez à une offre supérieure.",
        analytics: "Votre offre ne comprend pas l'analyse : passez à une offre supérieure.",
      },
    },
    subscriptionChanged: "Votre abonnement a bien été modifié",
    sandbox: {
      title: "Paiement de test (bac à sable Trezo)",
      intro:
        "Aucun paiement réel : la carte 4242 4242 4242 4242 est acceptée, la carte 4000 0000 0000 0002 est refusée.",
      total: "Total TTC par mois",
      card: "Numéro de carte",
      iban: "IBAN (prélèvement SEPA)",
      holder: "Titulaire",
      payCard: "Payer par carte",
      paySepa: "Signer le mandat et payer",
      declined: "Votre carte a été refusée.",
      unknownCard: "Carte de test inconnue.",
      mandate:
        "En signant ce mandat, vous autorisez Trezo à envoyer des instructions à votre banque pour débiter votre compte.",
      done: "Paiement accepté.",
      expired: "Cette session de paiement n'existe pas ou est terminée.",
    },
  },
  "en-GB": {
    errors: {
      planMaxReached: "Your plan has reached its maximum: move to a higher plan to add more.",
      planQuotaReached:
        "Your plan's included quota is used: confirm the paid addition (€{{price}} excl. VAT a month).",
      billingInfoRequired: "Please fill in your billing details first.",
      planFailed: "The selected plan could not be applied",
      ibanCountry: "Your IBAN could not be confirmed. Check your billing details",
      invalidIban: "Invalid IBAN.",
      invalidCoupon: "This promo code does not exist.",
      unknownCountry: "Unknown country.",
      basePlanFailed: "Your plan could not be loaded. Please try again later.",
      noPaymentMethod: "No payment method on file.",
      notCpa: "Only an accounting firm has client companies on trial.",
      paywalls: {
        categoryLevel: "Your plan does not include more category levels: upgrade to a higher plan.",
        actualVsExpected: "Your plan does not include actual vs expected: upgrade to a higher plan.",
        excel: "Your plan does not include the Excel export: upgrade to a higher plan.",
        permissionGroups: "Your plan does not include permission groups: upgrade to a higher plan.",
        analytics: "Your plan does not include analytics: upgrade to a higher plan.",
      },
    },
    subscriptionChanged: "Your subscription has been changed",
    sandbox: {
      title: "Test payment (Trezo sandbox)",
      intro: "No real payment: card 4242 4242 4242 4242 is accepted, card 4000 0000 0000 0002 is declined.",
      total: "Total incl. VAT per month",
      card: "Card number",
      iban: "IBAN (SEPA Direct Debit)",
      holder: "Account holder",
      payCard: "Pay by card",
      paySepa: "Sign the mandate and pay",
      declined: "Your card was declined.",
      unknownCard: "Unknown test card.",
      mandate:
        "By signing this mandate, you authorise Trezo to send instructions to your bank to debit your account.",
      done: "Payment accepted.",
      expired: "This payment session does not exist or is over.",
    },
  },
  "de-DE": {
    errors: {
      planMaxReached: "Ihr Tarif hat sein Maximum erreicht: Wechseln Sie zu einem höheren Tarif.",
      planQuotaReached:
        "Das enthaltene Kontingent ist ausgeschöpft: Bestätigen Sie die kostenpflichtige Erweiterung ({{price}} € netto pro Monat).",
      billingInfoRequired: "Bitte füllen Sie zuerst Ihre Rechnungsdaten aus.",
      planFailed: "Der gewählte Tarif konnte nicht angewendet werden",
      ibanCountry: "Ihre IBAN konnte nicht bestätigt werden. Prüfen Sie Ihre Rechnungsdaten",
      invalidIban: "Ungültige IBAN.",
      invalidCoupon: "Dieser Gutscheincode existiert nicht.",
      unknownCountry: "Unbekanntes Land.",
      basePlanFailed: "Ihr Tarif konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
      noPaymentMethod: "Keine Zahlungsmethode hinterlegt.",
      notCpa: "Nur eine Kanzlei hat Mandanten in der Testphase.",
      paywalls: {
        categoryLevel:
          "Ihr Tarif umfasst keine weiteren Kategorieebenen: Wechseln Sie zu einem höheren Tarif.",
        actualVsExpected: "Ihr Tarif umfasst keinen Ist-Plan-Vergleich: Wechseln Sie zu einem höheren Tarif.",
        excel: "Ihr Tarif umfasst keinen Excel-Export: Wechseln Sie zu einem höheren Tarif.",
        permissionGroups:
          "Ihr Tarif umfasst keine Berechtigungsgruppen: Wechseln Sie zu einem höheren Tarif.",
        analytics: "Ihr Tarif umfasst keine Analysen: Wechseln Sie zu einem höheren Tarif.",
      },
    },
    subscriptionChanged: "Ihr Abonnement wurde geändert",
    sandbox: {
      title: "Testzahlung (Trezo-Sandbox)",
      intro:
        "Keine echte Zahlung: Karte 4242 4242 4242 4242 wird akzeptiert, Karte 4000 0000 0000 0002 abgelehnt.",
      total: "Gesamt inkl. MwSt. pro Monat",
      card: "Kartennummer",
      iban: "IBAN (SEPA-Lastschrift)",
      holder: "Kontoinhaber",
      payCard: "Mit Karte bezahlen",
      paySepa: "Mandat unterzeichnen und bezahlen",
      declined: "Ihre Karte wurde abgelehnt.",
      unknownCard: "Unbekannte Testkarte.",
      mandate: "Mit diesem Mandat ermächtigen Sie Trezo, Ihre Bank zur Belastung Ihres Kontos anzuweisen.",
      done: "Zahlung akzeptiert.",
      expired: "Diese Zahlungssitzung existiert nicht oder ist beendet.",
    },
  },
  "it-IT": {
    errors: {
      planMaxReached: "Il tuo piano ha raggiunto il massimo: passa a un piano superiore.",
      planQuotaReached:
        "La quota inclusa è esaurita: conferma l'aggiunta a pagamento ({{price}} € IVA esclusa al mese).",
      billingInfoRequired: "Compila prima i dati di fatturazione.",
      planFailed: "Impossibile applicare il piano selezionato",
      ibanCountry: "Impossibile confermare l'IBAN. Verifica i dati di fatturazione",
      invalidIban: "IBAN non valido.",
      invalidCoupon: "Questo codice promozionale non esiste.",
      unknownCountry: "Paese sconosciuto.",
      basePlanFailed: "Impossibile caricare il tuo piano. Riprova più tardi.",
      noPaymentMethod: "Nessun metodo di pagamento registrato.",
      notCpa: "Solo uno studio ha aziende clienti in prova.",
      paywalls: {
        categoryLevel: "Il tuo piano non include altri livelli di categoria: passa a un piano superiore.",
        actualVsExpected:
          "Il tuo piano non include il confronto effettivo/previsto: passa a un piano superiore.",
        excel: "Il tuo piano non include l'esportazione Excel: passa a un piano superiore.",
        permissionGroups: "Il tuo piano non include i gruppi di permessi: passa a un piano superiore.",
        analytics: "Il tuo piano non include le analisi: passa a un piano superiore.",
      },
    },
    subscriptionChanged: "Il tuo abbonamento è stato modificato",
    sandbox: {
      title: "Pagamento di prova (sandbox Trezo)",
      intro:
        "Nessun pagamento reale: la carta 4242 4242 4242 4242 è accettata, la carta 4000 0000 0000 0002 è rifiutata.",
      total: "Totale IVA inclusa al mese",
      card: "Numero di carta",
      iban: "IBAN (addebito diretto SEPA)",
      holder: "Intestatario",
      payCard: "Paga con carta",
      paySepa: "Firma il mandato e paga",
      declined: "La tua carta è stata rifiutata.",
      unknownCard: "Carta di prova sconosciuta.",
      mandate:
        "Firmando questo mandato autorizzi Trezo a inviare istruzioni alla tua banca per addebitare il tuo conto.",
      done: "Pagamento accettato.",
      expired: "Questa sessione di pagamento non esiste o è terminata.",
    },
  },
  "es-ES": {
    errors: {
      planMaxReached: "Su plan ha alcanzado su máximo: cambie a un plan superior.",
      planQuotaReached:
        "La cuota incluida está agotada: confirme la ampliación de pago ({{price}} € sin IVA al mes).",
      billingInfoRequired: "Rellene primero sus datos de facturación.",
      planFailed: "No se pudo aplicar el plan seleccionado",
      ibanCountry: "No se pudo confirmar su IBAN. Compruebe sus datos de facturación",
      invalidIban: "IBAN no válido.",
      invalidCoupon: "Este código promocional no existe.",
      unknownCountry: "País desconocido.",
      basePlanFailed: "No se pudo cargar su plan. Inténtelo de nuevo más tarde.",
      noPaymentMethod: "No hay ningún método de pago registrado.",
      notCpa: "Solo un despacho tiene empresas clientes en prueba.",
      paywalls: {
        categoryLevel: "Tu plan no incluye más niveles de categoría: cambia a un plan superior.",
        actualVsExpected: "Tu plan no incluye real frente a previsto: cambia a un plan superior.",
        excel: "Tu plan no incluye la exportación a Excel: cambia a un plan superior.",
        permissionGroups: "Tu plan no incluye los grupos de permisos: cambia a un plan superior.",
        analytics: "Tu plan no incluye los análisis: cambia a un plan superior.",
      },
    },
    subscriptionChanged: "Su suscripción se ha modificado",
    sandbox: {
      title: "Pago de prueba (sandbox de Trezo)",
      intro:
        "Ningún pago real: la tarjeta 4242 4242 4242 4242 se acepta, la tarjeta 4000 0000 0000 0002 se rechaza.",
      total: "Total con IVA al mes",
      card: "Número de tarjeta",
      iban: "IBAN (adeudo directo SEPA)",
      holder: "Titular",
      payCard: "Pagar con tarjeta",
      paySepa: "Firmar el mandato y pagar",
      declined: "Su tarjeta ha sido rechazada.",
      unknownCard: "Tarjeta de prueba desconocida.",
      mandate:
        "Al firmar este mandato, autoriza a Trezo a enviar instrucciones a su banco para adeudar su cuenta.",
      done: "Pago aceptado.",
      expired: "Esta sesión de pago no existe o ha terminado.",
    },
  },
  "nl-NL": {
    errors: {
      planMaxReached: "Uw abonnement heeft zijn maximum bereikt: kies een hoger abonnement.",
      planQuotaReached:
        "Het inbegrepen quotum is op: bevestig de betaalde uitbreiding (€ {{price}} excl. btw per maand).",
      billingInfoRequired: "Vul eerst uw factuurgegevens in.",
      planFailed: "Het gekozen abonnement kon niet worden toegepast",
      ibanCountry: "Uw IBAN kon niet worden bevestigd. Controleer uw factuurgegevens",
      invalidIban: "Ongeldige IBAN.",
      invalidCoupon: "Deze kortingscode bestaat niet.",
      unknownCountry: "Onbekend land.",
      basePlanFailed: "Uw abonnement kon niet worden geladen. Probeer het later opnieuw.",
      noPaymentMethod: "Geen betaalmethode geregistreerd.",
      notCpa: "Alleen een kantoor heeft klanten in proefperiode.",
      paywalls: {
        categoryLevel: "Uw abonnement bevat geen extra categorieniveaus: stap over op een hoger abonnement.",
        actualVsExpected:
          "Uw abonnement bevat geen werkelijk versus verwacht: stap over op een hoger abonnement.",
        excel: "Uw abonnement bevat geen Excel-export: stap over op een hoger abonnement.",
        permissionGroups: "Uw abonnement bevat geen rechtengroepen: stap over op een hoger abonnement.",
        analytics: "Uw abonnement bevat geen analyses: stap over op een hoger abonnement.",
      },
    },
    subscriptionChanged: "Uw abonnement is gewijzigd",
    sandbox: {
      title: "Testbetaling (Trezo-sandbox)",
      intro:
        "Geen echte betaling: kaart 4242 4242 4242 4242 wordt geaccepteerd, kaart 4000 0000 0000 0002 geweigerd.",
      total: "Totaal incl. btw per maand",
      card: "Kaartnummer",
      iban: "IBAN (SEPA-incasso)",
      holder: "Rekeninghouder",
      payCard: "Betalen met kaart",
      paySepa: "Mandaat ondertekenen en betalen",
      declined: "Uw kaart is geweigerd.",
      unknownCard: "Onbekende testkaart.",
      mandate:
        "Door dit mandaat te ondertekenen machtigt u Trezo om uw bank opdracht te geven uw rekening te debiteren.",
      done: "Betaling geaccepteerd.",
      expired: "Deze betaalsessie bestaat niet of is afgelopen.",
    },
  },
  "ua-UA": {
    errors: {
      planMaxReached: "Ваш тариф досяг максимуму: перейдіть на вищий тариф.",
      planQuotaReached:
        "Включену квоту вичерпано: підтвердьте платне додавання ({{price}} € без ПДВ на місяць).",
      billingInfoRequired: "Спочатку заповніть платіжні дані.",
      planFailed: "Не вдалося застосувати вибраний тариф",
      ibanCountry: "Не вдалося підтвердити ваш IBAN. Перевірте платіжні дані",
      invalidIban: "Недійсний IBAN.",
      invalidCoupon: "Такого промокоду не існує.",
      unknownCountry: "Невідома країна.",
      basePlanFailed: "Не вдалося завантажити ваш тариф. Спробуйте пізніше.",
      noPaymentMethod: "Немає збереженого способу оплати.",
      notCpa: "Лише бухгалтерська фірма має клієнтів на пробному періоді.",
      paywalls: {
        categoryLevel: "Ваш тариф не включає додаткові рівні категорій: перейдіть на вищий тариф.",
        actualVsExpected:
          "Ваш тариф не включає порівняння фактичного й очікуваного: перейдіть на вищий тариф.",
        excel: "Ваш тариф не включає експорт в Excel: перейдіть на вищий тариф.",
        permissionGroups: "Ваш тариф не включає групи дозволів: перейдіть на вищий тариф.",
        analytics: "Ваш тариф не включає аналітику: перейдіть на вищий тариф.",
      },
    },
    subscriptionChanged: "Вашу підписку змінено",
    sandbox: {
      title: "Тестовий платіж (пісочниця Trezo)",
      intro:
        "Жодного справжнього платежу: картку 4242 4242 4242 4242 прийнято, картку 4000 0000 0000 0002 відхилено.",
      total: "Разом з ПДВ на місяць",
      card: "Номер картки",
      iban: "IBAN (прямий дебет SEPA)",
      holder: "Власник рахунку",
      payCard: "Оплатити карткою",
      paySepa: "Підписати мандат і оплатити",
      declined: "Вашу картку відхилено.",
      unknownCard: "Невідома тестова картка.",
      mandate:
        "Підписуючи цей мандат, ви дозволяєте Trezo надсилати вашому банку інструкції списувати кошти з рахунку.",
      done: "Платіж прийнято.",
      expired: "Ця платіжна сесія не існує або завершена.",
    },
  },
  "no-NO": {
    errors: {
      planMaxReached: "Abonnementet ditt har nådd maksimum: bytt til et høyere abonnement.",
      planQuotaReached:
        "Den inkluderte kvoten er brukt opp: bekreft det betalte tillegget ({{price}} € eks. mva. per måned).",
      billingInfoRequired: "Fyll først ut faktureringsopplysningene.",
      planFailed: "Det valgte abonnementet kunne ikke tas i bruk",
      ibanCountry: "IBAN-en din kunne ikke bekreftes. Kontroller faktureringsopplysningene",
      invalidIban: "Ugyldig IBAN.",
      invalidCoupon: "Denne rabattkoden finnes ikke.",
      unknownCountry: "Ukjent land.",
      basePlanFailed: "Abonnementet ditt kunne ikke lastes. Prøv igjen senere.",
      noPaymentMethod: "Ingen betalingsmåte registrert.",
      notCpa: "Bare et regnskapsbyrå har klienter på prøve.",
      paywalls: {
        categoryLevel:
          "Abonnementet ditt inkluderer ikke flere kategorinivåer: bytt til et høyere abonnement.",
        actualVsExpected:
          "Abonnementet ditt inkluderer ikke faktisk mot forventet: bytt til et høyere abonnement.",
        excel: "Abonnementet ditt inkluderer ikke Excel-eksport: bytt til et høyere abonnement.",
        permissionGroups: "Abonnementet ditt inkluderer ikke tilgangsgrupper: bytt til et høyere abonnement.",
        analytics: "Abonnementet ditt inkluderer ikke analyse: bytt til et høyere abonnement.",
      },
    },
    subscriptionChanged: "Abonnementet ditt er endret",
    sandbox: {
      title: "Testbetaling (Trezo-sandkasse)",
      intro: "Ingen ekte betaling: kort 4242 4242 4242 4242 godtas, kort 4000 0000 0000 0002 avvises.",
      total: "Totalt inkl. mva. per måned",
      card: "Kortnummer",
      iban: "IBAN (SEPA-avtalegiro)",
      holder: "Kontoinnehaver",
      payCard: "Betal med kort",
      paySepa: "Signer fullmakten og betal",
      declined: "Kortet ditt ble avvist.",
      unknownCard: "Ukjent testkort.",
      mandate: "Ved å signere denne fullmakten gir du Trezo lov til å be banken din belaste kontoen din.",
      done: "Betaling godtatt.",
      expired: "Denne betalingsøkten finnes ikke eller er avsluttet.",
    },
  },
});
