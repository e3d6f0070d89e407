import { defineMessages } from "../defineMessages";

/**
 * Bank connections through an aggregator (issue 21): what a connection's state tells the user (spec 000 §3
 * {product}_short_message and {product}_description, per provider_code), the aggregators' names, and the
 * server's refusals of the bank-linking calls.
 */
export const bankLinking = defineMessages({
  "fr-FR": {
    shortMessage: {
      sca_required: "Authentification à renouveler",
      wrong_credentials: "Identifiants refusés",
      user_action: "Action requise sur votre banque",
      bank_unavailable: "Banque indisponible",
      sync_in_progress: "Synchronisation en cours",
      unsynced: "Synchronisation arrêtée",
      error: "Synchronisation impossible",
    },
    description: {
      sca_required:
        "Votre banque demande de confirmer votre identité (authentification forte, environ tous les 180 jours). Cliquez sur « Réparer » pour la renouveler : la synchronisation reprendra ensuite.",
      wrong_credentials:
        "Votre banque a refusé les identifiants enregistrés. Cliquez sur « Réparer » pour les saisir à nouveau.",
      user_action:
        "Votre banque vous demande une action sur son site (conditions à accepter, message à lire). Cliquez sur « Réparer » pour la faire.",
      bank_unavailable:
        "Votre banque ne répond pas pour le moment. Nous réessaierons automatiquement : vous n'avez rien à faire.",
      sync_in_progress: "Vos comptes et opérations sont en cours de récupération auprès de votre banque.",
      unsynced:
        "Cette banque n'est plus synchronisée : ses comptes et opérations restent, comme pour une banque manuelle.",
      error:
        "La synchronisation de cette banque a échoué. Réessayez plus tard ; si cela persiste, contactez le support.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Banque de démonstration (bac à sable)",
    },
    errors: {
      linkFailed: "La connexion à votre banque n'a pas abouti. Vous pouvez réessayer.",
      aggregatorUnavailable:
        "Le service de connexion bancaire ne répond pas. Réessayez dans quelques minutes.",
      notLinked: "Cette banque n'est pas synchronisée : elle se met à jour par import de relevés.",
      aggregatorMismatch: "Cette banque n'est pas synchronisée par {{aggregator}}.",
      needsUser:
        "Votre banque demande une action de votre part avant de synchroniser : cliquez sur « Réparer ».",
      unknownAggregator: "Ce service de connexion bancaire n'est pas configuré.",
    },
  },
  "en-GB": {
    shortMessage: {
      sca_required: "Authentication to renew",
      wrong_credentials: "Credentials refused",
      user_action: "Action required at your bank",
      bank_unavailable: "Bank unavailable",
      sync_in_progress: "Synchronising",
      unsynced: "Synchronisation stopped",
      error: "Synchronisation failed",
    },
    description: {
      sca_required:
        "Your bank asks you to confirm your identity again (strong authentication, about every 180 days). Click “Repair” to renew it: synchronisation then resumes.",
      wrong_credentials: "Your bank refused the saved credentials. Click “Repair” to enter them again.",
      user_action:
        "Your bank asks you to do something on its site (terms to accept, a message to read). Click “Repair” to do it.",
      bank_unavailable:
        "Your bank is not answering at the moment. We will try again automatically: nothing to do.",
      sync_in_progress: "Your accounts and transactions are being fetched from your bank.",
      unsynced:
        "This bank is no longer synchronised: its accounts and transactions stay, as for a manual bank.",
      error: "This bank could not be synchronised. Try again later; if it persists, contact support.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Demo bank (sandbox)",
    },
    errors: {
      linkFailed: "Connecting your bank did not complete. You can try again.",
      aggregatorUnavailable: "The bank connection service is not answering. Try again in a few minutes.",
      notLinked: "This bank is not synchronised: it is updated by importing statements.",
      aggregatorMismatch: "This bank is not synchronised by {{aggregator}}.",
      needsUser: "Your bank needs you to act before it can synchronise: click “Repair”.",
      unknownAggregator: "This bank connection service is not configured.",
    },
  },
  "de-DE": {
    shortMessage: {
      sca_required: "Authentifizierung erneuern",
      wrong_credentials: "Zugangsdaten abgelehnt",
      user_action: "Aktion bei Ihrer Bank erforderlich",
      bank_unavailable: "Bank nicht erreichbar",
      sync_in_progress: "Synchronisierung läuft",
      unsynced: "Synchronisierung beendet",
      error: "Synchronisierung fehlgeschlagen",
    },
    description: {
      sca_required:
        "Ihre Bank bittet Sie, Ihre Identität erneut zu bestätigen (starke Authentifizierung, etwa alle 180 Tage). Klicken Sie auf „Reparieren“, danach wird wieder synchronisiert.",
      wrong_credentials:
        "Ihre Bank hat die gespeicherten Zugangsdaten abgelehnt. Klicken Sie auf „Reparieren“, um sie neu einzugeben.",
      user_action:
        "Ihre Bank verlangt eine Aktion auf ihrer Website (Bedingungen akzeptieren, Nachricht lesen). Klicken Sie auf „Reparieren“.",
      bank_unavailable:
        "Ihre Bank antwortet gerade nicht. Wir versuchen es automatisch erneut: Sie müssen nichts tun.",
      sync_in_progress: "Ihre Konten und Umsätze werden von Ihrer Bank abgerufen.",
      unsynced:
        "Diese Bank wird nicht mehr synchronisiert: Konten und Umsätze bleiben wie bei einer manuellen Bank erhalten.",
      error:
        "Diese Bank konnte nicht synchronisiert werden. Versuchen Sie es später erneut; wenn es anhält, wenden Sie sich an den Support.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Demobank (Sandbox)",
    },
    errors: {
      linkFailed: "Die Verbindung zu Ihrer Bank wurde nicht abgeschlossen. Sie können es erneut versuchen.",
      aggregatorUnavailable:
        "Der Bankverbindungsdienst antwortet nicht. Versuchen Sie es in einigen Minuten erneut.",
      notLinked: "Diese Bank wird nicht synchronisiert: Sie wird per Kontoauszugsimport aktualisiert.",
      aggregatorMismatch: "Diese Bank wird nicht über {{aggregator}} synchronisiert.",
      needsUser:
        "Ihre Bank benötigt eine Aktion von Ihnen, bevor sie synchronisiert: Klicken Sie auf „Reparieren“.",
      unknownAggregator: "Dieser Bankverbindungsdienst ist nicht eingerichtet.",
    },
  },
  "it-IT": {
    shortMessage: {
      sca_required: "Autenticazione da rinnovare",
      wrong_credentials: "Credenziali rifiutate",
      user_action: "Azione richiesta dalla banca",
      bank_unavailable: "Banca non disponibile",
      sync_in_progress: "Sincronizzazione in corso",
      unsynced: "Sincronizzazione interrotta",
      error: "Sincronizzazione non riuscita",
    },
    description: {
      sca_required:
        "La tua banca chiede di confermare di nuovo la tua identità (autenticazione forte, circa ogni 180 giorni). Fai clic su «Ripara» per rinnovarla: poi la sincronizzazione riprende.",
      wrong_credentials:
        "La tua banca ha rifiutato le credenziali salvate. Fai clic su «Ripara» per inserirle di nuovo.",
      user_action:
        "La tua banca chiede un'azione sul suo sito (condizioni da accettare, messaggio da leggere). Fai clic su «Ripara».",
      bank_unavailable:
        "La tua banca non risponde al momento. Riproveremo automaticamente: non devi fare nulla.",
      sync_in_progress: "I tuoi conti e movimenti vengono recuperati dalla banca.",
      unsynced:
        "Questa banca non è più sincronizzata: conti e movimenti restano, come per una banca manuale.",
      error:
        "Non è stato possibile sincronizzare questa banca. Riprova più tardi; se persiste, contatta l'assistenza.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Banca demo (sandbox)",
    },
    errors: {
      linkFailed: "Il collegamento alla tua banca non è stato completato. Puoi riprovare.",
      aggregatorUnavailable: "Il servizio di collegamento bancario non risponde. Riprova tra qualche minuto.",
      notLinked: "Questa banca non è sincronizzata: si aggiorna importando gli estratti conto.",
      aggregatorMismatch: "Questa banca non è sincronizzata da {{aggregator}}.",
      needsUser: "La tua banca richiede un'azione prima di sincronizzare: fai clic su «Ripara».",
      unknownAggregator: "Questo servizio di collegamento bancario non è configurato.",
    },
  },
  "es-ES": {
    shortMessage: {
      sca_required: "Autenticación por renovar",
      wrong_credentials: "Credenciales rechazadas",
      user_action: "Acción requerida en tu banco",
      bank_unavailable: "Banco no disponible",
      sync_in_progress: "Sincronizando",
      unsynced: "Sincronización detenida",
      error: "Sincronización fallida",
    },
    description: {
      sca_required:
        "Tu banco pide confirmar de nuevo tu identidad (autenticación reforzada, cada 180 días aproximadamente). Haz clic en «Reparar» para renovarla: después se reanuda la sincronización.",
      wrong_credentials:
        "Tu banco ha rechazado las credenciales guardadas. Haz clic en «Reparar» para introducirlas de nuevo.",
      user_action:
        "Tu banco te pide una acción en su web (condiciones que aceptar, mensaje que leer). Haz clic en «Reparar».",
      bank_unavailable:
        "Tu banco no responde en este momento. Lo intentaremos de nuevo automáticamente: no tienes que hacer nada.",
      sync_in_progress: "Se están obteniendo tus cuentas y movimientos de tu banco.",
      unsynced:
        "Este banco ya no se sincroniza: sus cuentas y movimientos se conservan, como en un banco manual.",
      error:
        "No se ha podido sincronizar este banco. Inténtalo más tarde; si persiste, contacta con soporte.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Banco de demostración (sandbox)",
    },
    errors: {
      linkFailed: "La conexión con tu banco no se ha completado. Puedes intentarlo de nuevo.",
      aggregatorUnavailable:
        "El servicio de conexión bancaria no responde. Inténtalo de nuevo en unos minutos.",
      notLinked: "Este banco no está sincronizado: se actualiza importando extractos.",
      aggregatorMismatch: "Este banco no está sincronizado por {{aggregator}}.",
      needsUser: "Tu banco necesita una acción tuya antes de sincronizar: haz clic en «Reparar».",
      unknownAggregator: "Este servicio de conexión bancaria no está configurado.",
    },
  },
  "nl-NL": {
    shortMessage: {
      sca_required: "Authenticatie vernieuwen",
      wrong_credentials: "Inloggegevens geweigerd",
      user_action: "Actie vereist bij uw bank",
      bank_unavailable: "Bank niet bereikbaar",
      sync_in_progress: "Bezig met synchroniseren",
      unsynced: "Synchronisatie gestopt",
      error: "Synchronisatie mislukt",
    },
    description: {
      sca_required:
        "Uw bank vraagt u uw identiteit opnieuw te bevestigen (sterke authenticatie, ongeveer elke 180 dagen). Klik op ‘Herstellen’: daarna wordt weer gesynchroniseerd.",
      wrong_credentials:
        "Uw bank heeft de opgeslagen inloggegevens geweigerd. Klik op ‘Herstellen’ om ze opnieuw in te voeren.",
      user_action:
        "Uw bank vraagt een actie op haar website (voorwaarden accepteren, bericht lezen). Klik op ‘Herstellen’.",
      bank_unavailable:
        "Uw bank antwoordt op dit moment niet. We proberen het automatisch opnieuw: u hoeft niets te doen.",
      sync_in_progress: "Uw rekeningen en transacties worden bij uw bank opgehaald.",
      unsynced:
        "Deze bank wordt niet meer gesynchroniseerd: rekeningen en transacties blijven, zoals bij een handmatige bank.",
      error:
        "Deze bank kon niet worden gesynchroniseerd. Probeer het later opnieuw; neem bij aanhoudende problemen contact op met support.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Demobank (sandbox)",
    },
    errors: {
      linkFailed: "De koppeling met uw bank is niet voltooid. U kunt het opnieuw proberen.",
      aggregatorUnavailable:
        "De bankkoppelingsdienst antwoordt niet. Probeer het over enkele minuten opnieuw.",
      notLinked: "Deze bank wordt niet gesynchroniseerd: ze wordt bijgewerkt door afschriften te importeren.",
      aggregatorMismatch: "Deze bank wordt niet gesynchroniseerd door {{aggregator}}.",
      needsUser: "Uw bank heeft eerst een actie van u nodig: klik op ‘Herstellen’.",
      unknownAggregator: "Deze bankkoppelingsdienst is niet ingesteld.",
    },
  },
  "ua-UA": {
    shortMessage: {
      sca_required: "Потрібно оновити автентифікацію",
      wrong_credentials: "Облікові дані відхилено",
      user_action: "Потрібна дія в банку",
      bank_unavailable: "Банк недоступний",
      sync_in_progress: "Триває синхронізація",
      unsynced: "Синхронізацію зупинено",
      error: "Синхронізація не вдалася",
    },
    description: {
      sca_required:
        "Ваш банк просить знову підтвердити особу (посилена автентифікація, приблизно раз на 180 днів). Натисніть «Виправити», після цього синхронізація відновиться.",
      wrong_credentials:
        "Ваш банк відхилив збережені облікові дані. Натисніть «Виправити», щоб ввести їх знову.",
      user_action:
        "Ваш банк просить виконати дію на його сайті (прийняти умови, прочитати повідомлення). Натисніть «Виправити».",
      bank_unavailable:
        "Ваш банк зараз не відповідає. Ми спробуємо знову автоматично: вам нічого не потрібно робити.",
      sync_in_progress: "Ваші рахунки та операції завантажуються з банку.",
      unsynced:
        "Цей банк більше не синхронізується: рахунки та операції залишаються, як для банку, доданого вручну.",
      error:
        "Не вдалося синхронізувати цей банк. Спробуйте пізніше; якщо проблема не зникне, зверніться до підтримки.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Демонстраційний банк (пісочниця)",
    },
    errors: {
      linkFailed: "Підключення до вашого банку не завершено. Можна спробувати ще раз.",
      aggregatorUnavailable: "Служба підключення банків не відповідає. Спробуйте за кілька хвилин.",
      notLinked: "Цей банк не синхронізується: він оновлюється імпортом виписок.",
      aggregatorMismatch: "Цей банк не синхронізується через {{aggregator}}.",
      needsUser: "Банк потребує вашої дії перед синхронізацією: натисніть «Виправити».",
      unknownAggregator: "Цю службу підключення банків не налаштовано.",
    },
  },
  "no-NO": {
    shortMessage: {
      sca_required: "Autentisering må fornyes",
      wrong_credentials: "Påloggingsopplysninger avvist",
      user_action: "Handling kreves hos banken",
      bank_unavailable: "Banken er utilgjengelig",
      sync_in_progress: "Synkroniserer",
      unsynced: "Synkronisering stoppet",
      error: "Synkroniseringen mislyktes",
    },
    description: {
      sca_required:
        "Banken din ber deg bekrefte identiteten din på nytt (sterk autentisering, omtrent hver 180. dag). Klikk «Reparer», så fortsetter synkroniseringen.",
      wrong_credentials:
        "Banken din avviste de lagrede påloggingsopplysningene. Klikk «Reparer» for å skrive dem inn på nytt.",
      user_action:
        "Banken din ber om en handling på nettsiden sin (vilkår å godta, en melding å lese). Klikk «Reparer».",
      bank_unavailable:
        "Banken din svarer ikke akkurat nå. Vi prøver igjen automatisk: du trenger ikke gjøre noe.",
      sync_in_progress: "Kontoene og transaksjonene dine hentes fra banken.",
      unsynced:
        "Denne banken synkroniseres ikke lenger: kontoer og transaksjoner blir værende, som for en manuell bank.",
      error: "Denne banken kunne ikke synkroniseres. Prøv igjen senere; kontakt support om det vedvarer.",
    },
    aggregators: {
      bridge: "Bridge",
      sandbox: "Demobank (sandkasse)",
    },
    errors: {
      linkFailed: "Tilkoblingen til banken din ble ikke fullført. Du kan prøve igjen.",
      aggregatorUnavailable: "Banktilkoblingstjenesten svarer ikke. Prøv igjen om noen minutter.",
      notLinked: "Denne banken synkroniseres ikke: den oppdateres ved import av kontoutskrifter.",
      aggregatorMismatch: "Denne banken synkroniseres ikke av {{aggregator}}.",
      needsUser: "Banken din trenger en handling fra deg før synkronisering: klikk «Reparer».",
      unknownAggregator: "Denne banktilkoblingstjenesten er ikke satt opp.",
    },
  },
});
