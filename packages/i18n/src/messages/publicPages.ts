import { defineMessages } from "../defineMessages";

/**
 * Issue 25's public pages: the providers' webhooks (/webhooks, spec 000 §2) and, on the authentication host,
 * the API page for partner applications (oauth-api) and the sign-up inside an OAuth request (oauth-signup).
 */
export const publicPages = defineMessages({
  "fr-FR": {
    webhooks: {
      title: "Webhooks : où les prestataires nous écrivent",
      intro:
        "Nos prestataires (paiement, agrégateurs bancaires) nous signalent leurs événements par des requêtes POST signées. Voici chaque adresse, qui l'appelle et comment sa signature est vérifiée. Une signature absente ou fausse est refusée et ne change rien.",
      address: "Adresse",
      provider: "Prestataire",
      signature: "Signature",
      secret: "Secret (variable d'environnement)",
      answers: "Réponses",
      payments: {
        name: "Paiements (Stripe ou le bac à sable de paiement)",
        purpose: "Abonnements, factures payées ou impayées, mandats SEPA.",
        signature:
          "En-tête Stripe-Signature : t=<horodatage>,v1=<HMAC-SHA256 du texte « t.corps » avec le secret>. Une signature de plus de 5 minutes est refusée (rejeu).",
        answers: "200 reçu ; 400 signature absente ou invalide.",
      },
      bridge: {
        name: "Agrégateur bancaire Bridge",
        purpose:
          "Une connexion bancaire rafraîchie, créée ou à réparer : son état change et sa synchronisation démarre.",
        signature:
          "En-tête BridgeApi-Signature : v1=<HMAC-SHA256 du corps brut, hexadécimal majuscule>. Plusieurs v1= séparés par des virgules sont acceptés (rotation du secret).",
        answers: "200 reçu ; 401 signature invalide ; 404 agrégateur inconnu.",
      },
      sandbox: {
        name: "Agrégateur bancaire du bac à sable",
        purpose: "Le même schéma que Bridge, pour les installations locales et les tests.",
        signature: "En-tête BridgeApi-Signature, comme Bridge, avec le secret du bac à sable.",
        answers: "200 reçu ; 401 signature invalide.",
      },
      bodyNote:
        "La signature porte sur les octets reçus : le corps est vérifié avant d'être lu, 64 Kio au plus pour les banques et 1 Mio pour les paiements.",
    },
    oauthApi: {
      title: "L'API Trezo pour les applications partenaires",
      intro:
        "Une application partenaire accède aux données d'UNE société avec l'accord d'un de ses utilisateurs, par OAuth 2.1 (code d'autorisation avec PKCE S256).",
      stepsTitle: "Les étapes",
      steps: {
        register:
          "Le support Trezo enregistre votre application : vous recevez son identifiant, son secret (client confidentiel) et vos adresses de retour exactes.",
        authorize:
          "Envoyez l'utilisateur sur l'adresse d'autorisation avec response_type=code, vos scopes, un state et un code_challenge S256.",
        consent: "Il se connecte (ou crée son compte), choisit la société et accepte ou refuse.",
        token:
          "Échangez le code reçu sur votre adresse de retour contre un jeton d'accès (une heure) et un jeton de rafraîchissement, qui change à chaque usage.",
        call: "Appelez l'API avec l'en-tête Authorization: Bearer <jeton>.",
      },
      endpointsTitle: "Les adresses",
      endpoints: {
        discovery: "Découverte",
        authorize: "Autorisation",
        token: "Jetons (code et rafraîchissement)",
        revoke: "Révocation",
        introspect: "Introspection",
        jwks: "Clé publique des jetons d'identité",
      },
      scopesTitle: "Les scopes",
      scopes: {
        read: "Lire les données de la société.",
        write: "Modifier les données de la société.",
        offline: "Garder l'accès par un jeton de rafraîchissement.",
      },
      never:
        "Jamais, quels que soient les scopes : les réglages de l'utilisateur, l'administration, la gestion des utilisateurs et des permissions, ni la société elle-même.",
      errors:
        "Un jeton inconnu, expiré ou révoqué reçoit 401 invalid_token ; un appel hors de ses scopes ou de sa société, 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Créer votre compte Trezo",
      intro: "Une application vous demande l'accès à votre trésorerie. Créez d'abord votre compte Trezo.",
      checkEmail:
        "Un e-mail de confirmation est parti à {{email}}. Confirmez votre adresse, puis revenez à l'autorisation pour vous connecter et la terminer.",
      back: "J'ai déjà un compte : revenir à l'autorisation",
      create: "Pas encore de compte ? Créer un compte",
    },
  },
  "en-GB": {
    webhooks: {
      title: "Webhooks: where providers write to us",
      intro:
        "Our providers (payments, bank aggregators) tell us about their events with signed POST requests. Here is each address, who calls it and how its signature is checked. A missing or wrong signature is refused and changes nothing.",
      address: "Address",
      provider: "Provider",
      signature: "Signature",
      secret: "Secret (environment variable)",
      answers: "Answers",
      payments: {
        name: "Payments (Stripe or the payment sandbox)",
        purpose: "Subscriptions, paid or unpaid invoices, SEPA mandates.",
        signature:
          'Stripe-Signature header: t=<timestamp>,v1=<HMAC-SHA256 of "t.body" with the secret>. A signature older than 5 minutes is refused (replay).',
        answers: "200 received; 400 missing or invalid signature.",
      },
      bridge: {
        name: "Bridge bank aggregator",
        purpose:
          "A bank connection refreshed, created or needing repair: its state changes and its synchronisation starts.",
        signature:
          "BridgeApi-Signature header: v1=<HMAC-SHA256 of the raw body, upper-case hex>. Several comma-separated v1= are accepted (secret rotation).",
        answers: "200 received; 401 invalid signature; 404 unknown aggregator.",
      },
      sandbox: {
        name: "Sandbox bank aggregator",
        purpose: "The same scheme as Bridge, for local installations and tests.",
        signature: "BridgeApi-Signature header, as for Bridge, with the sandbox's secret.",
        answers: "200 received; 401 invalid signature.",
      },
      bodyNote:
        "The signature covers the bytes received: the body is checked before it is read, 64 KiB at most for banks and 1 MiB for payments.",
    },
    oauthApi: {
      title: "The Trezo API for partner applications",
      intro:
        "A partner application reaches ONE company's data with the consent of one of its users, through OAuth 2.1 (authorization code with PKCE S256).",
      stepsTitle: "The steps",
      steps: {
        register:
          "Trezo support registers your application: you receive its client id, its secret (confidential client) and your exact redirect addresses.",
        authorize:
          "Send the user to the authorization address with response_type=code, your scopes, a state and an S256 code_challenge.",
        consent: "They sign in (or create their account), choose the company and accept or refuse.",
        token:
          "Exchange the code received on your redirect address for an access token (one hour) and a refresh token, which changes at every use.",
        call: "Call the API with the header Authorization: Bearer <token>.",
      },
      endpointsTitle: "The addresses",
      endpoints: {
        discovery: "Discovery",
        authorize: "Authorization",
        token: "Tokens (code and refresh)",
        revoke: "Revocation",
        introspect: "Introspection",
        jwks: "Public key of ID tokens",
      },
      scopesTitle: "The scopes",
      scopes: {
        read: "Read the company's data.",
        write: "Change the company's data.",
        offline: "Keep access through a refresh token.",
      },
      never:
        "Never, whatever the scopes: the user's own settings, administration, the management of users and permissions, or the company itself.",
      errors:
        "An unknown, expired or revoked token gets 401 invalid_token; a call outside its scopes or its company, 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Create your Trezo account",
      intro: "An application asks for access to your cash flow. First create your Trezo account.",
      checkEmail:
        "A confirmation e-mail went to {{email}}. Confirm your address, then go back to the authorization to sign in and finish it.",
      back: "I already have an account: back to the authorization",
      create: "No account yet? Create one",
    },
  },
  "de-DE": {
    webhooks: {
      title: "Webhooks: wo Dienstleister uns schreiben",
      intro:
        "Unsere Dienstleister (Zahlungen, Bankaggregatoren) melden ihre Ereignisse mit signierten POST-Anfragen. Hier jede Adresse, wer sie aufruft und wie ihre Signatur geprüft wird. Eine fehlende oder falsche Signatur wird abgelehnt und ändert nichts.",
      address: "Adresse",
      provider: "Dienstleister",
      signature: "Signatur",
      secret: "Geheimnis (Umgebungsvariable)",
      answers: "Antworten",
      payments: {
        name: "Zahlungen (Stripe oder die Zahlungs-Sandbox)",
        purpose: "Abonnements, bezahlte oder unbezahlte Rechnungen, SEPA-Mandate.",
        signature:
          "Header Stripe-Signature: t=<Zeitstempel>,v1=<HMAC-SHA256 von „t.Inhalt“ mit dem Geheimnis>. Eine Signatur, die älter als 5 Minuten ist, wird abgelehnt (Wiederholung).",
        answers: "200 erhalten; 400 fehlende oder ungültige Signatur.",
      },
      bridge: {
        name: "Bankaggregator Bridge",
        purpose:
          "Eine Bankverbindung wurde aktualisiert, angelegt oder muss repariert werden: ihr Status ändert sich und ihre Synchronisierung beginnt.",
        signature:
          "Header BridgeApi-Signature: v1=<HMAC-SHA256 des Rohinhalts, Hex in Großbuchstaben>. Mehrere durch Kommas getrennte v1= werden angenommen (Rotation des Geheimnisses).",
        answers: "200 erhalten; 401 ungültige Signatur; 404 unbekannter Aggregator.",
      },
      sandbox: {
        name: "Bankaggregator der Sandbox",
        purpose: "Dasselbe Schema wie Bridge, für lokale Installationen und Tests.",
        signature: "Header BridgeApi-Signature wie bei Bridge, mit dem Geheimnis der Sandbox.",
        answers: "200 erhalten; 401 ungültige Signatur.",
      },
      bodyNote:
        "Die Signatur gilt für die empfangenen Bytes: Der Inhalt wird vor dem Lesen geprüft, höchstens 64 KiB für Banken und 1 MiB für Zahlungen.",
    },
    oauthApi: {
      title: "Die Trezo-API für Partneranwendungen",
      intro:
        "Eine Partneranwendung greift mit der Zustimmung eines Nutzers auf die Daten EINES Unternehmens zu, über OAuth 2.1 (Autorisierungscode mit PKCE S256).",
      stepsTitle: "Die Schritte",
      steps: {
        register:
          "Der Trezo-Support registriert Ihre Anwendung: Sie erhalten ihre Client-ID, ihr Geheimnis (vertraulicher Client) und Ihre genauen Rückleitungsadressen.",
        authorize:
          "Leiten Sie den Nutzer zur Autorisierungsadresse mit response_type=code, Ihren Scopes, einem state und einer S256-code_challenge.",
        consent:
          "Er meldet sich an (oder legt sein Konto an), wählt das Unternehmen und stimmt zu oder lehnt ab.",
        token:
          "Tauschen Sie den an Ihre Rückleitungsadresse gesendeten Code gegen ein Zugriffstoken (eine Stunde) und ein Aktualisierungstoken, das sich bei jeder Verwendung ändert.",
        call: "Rufen Sie die API mit dem Header Authorization: Bearer <Token> auf.",
      },
      endpointsTitle: "Die Adressen",
      endpoints: {
        discovery: "Discovery",
        authorize: "Autorisierung",
        token: "Tokens (Code und Aktualisierung)",
        revoke: "Widerruf",
        introspect: "Introspektion",
        jwks: "Öffentlicher Schlüssel der ID-Tokens",
      },
      scopesTitle: "Die Scopes",
      scopes: {
        read: "Die Daten des Unternehmens lesen.",
        write: "Die Daten des Unternehmens ändern.",
        offline: "Den Zugriff über ein Aktualisierungstoken behalten.",
      },
      never:
        "Niemals, unabhängig von den Scopes: die eigenen Einstellungen des Nutzers, die Administration, die Verwaltung von Nutzern und Berechtigungen oder das Unternehmen selbst.",
      errors:
        "Ein unbekanntes, abgelaufenes oder widerrufenes Token erhält 401 invalid_token; ein Aufruf außerhalb seiner Scopes oder seines Unternehmens 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Ihr Trezo-Konto anlegen",
      intro: "Eine Anwendung bittet um Zugriff auf Ihre Liquidität. Legen Sie zuerst Ihr Trezo-Konto an.",
      checkEmail:
        "Eine Bestätigungs-E-Mail wurde an {{email}} gesendet. Bestätigen Sie Ihre Adresse und kehren Sie dann zur Autorisierung zurück, um sich anzumelden und sie abzuschließen.",
      back: "Ich habe schon ein Konto: zurück zur Autorisierung",
      create: "Noch kein Konto? Konto anlegen",
    },
  },
  "it-IT": {
    webhooks: {
      title: "Webhook: dove i fornitori ci scrivono",
      intro:
        "I nostri fornitori (pagamenti, aggregatori bancari) ci segnalano i loro eventi con richieste POST firmate. Ecco ogni indirizzo, chi lo chiama e come viene verificata la sua firma. Una firma assente o errata viene rifiutata e non cambia nulla.",
      address: "Indirizzo",
      provider: "Fornitore",
      signature: "Firma",
      secret: "Segreto (variabile d'ambiente)",
      answers: "Risposte",
      payments: {
        name: "Pagamenti (Stripe o la sandbox dei pagamenti)",
        purpose: "Abbonamenti, fatture pagate o non pagate, mandati SEPA.",
        signature:
          'Intestazione Stripe-Signature: t=<timestamp>,v1=<HMAC-SHA256 di "t.corpo" con il segreto>. Una firma più vecchia di 5 minuti viene rifiutata (replay).',
        answers: "200 ricevuto; 400 firma assente o non valida.",
      },
      bridge: {
        name: "Aggregatore bancario Bridge",
        purpose:
          "Una connessione bancaria aggiornata, creata o da riparare: il suo stato cambia e parte la sua sincronizzazione.",
        signature:
          "Intestazione BridgeApi-Signature: v1=<HMAC-SHA256 del corpo grezzo, esadecimale maiuscolo>. Più v1= separati da virgole sono accettati (rotazione del segreto).",
        answers: "200 ricevuto; 401 firma non valida; 404 aggregatore sconosciuto.",
      },
      sandbox: {
        name: "Aggregatore bancario della sandbox",
        purpose: "Lo stesso schema di Bridge, per le installazioni locali e i test.",
        signature: "Intestazione BridgeApi-Signature, come per Bridge, con il segreto della sandbox.",
        answers: "200 ricevuto; 401 firma non valida.",
      },
      bodyNote:
        "La firma riguarda i byte ricevuti: il corpo viene verificato prima di essere letto, al massimo 64 KiB per le banche e 1 MiB per i pagamenti.",
    },
    oauthApi: {
      title: "L'API Trezo per le applicazioni partner",
      intro:
        "Un'applicazione partner accede ai dati di UN'azienda con il consenso di uno dei suoi utenti, tramite OAuth 2.1 (codice di autorizzazione con PKCE S256).",
      stepsTitle: "I passaggi",
      steps: {
        register:
          "Il supporto Trezo registra la vostra applicazione: ricevete il suo identificativo, il suo segreto (client riservato) e i vostri indirizzi di ritorno esatti.",
        authorize:
          "Inviate l'utente all'indirizzo di autorizzazione con response_type=code, i vostri scope, uno state e una code_challenge S256.",
        consent: "L'utente accede (o crea il suo account), sceglie l'azienda e accetta o rifiuta.",
        token:
          "Scambiate il codice ricevuto sul vostro indirizzo di ritorno con un token di accesso (un'ora) e un token di aggiornamento, che cambia a ogni uso.",
        call: "Chiamate l'API con l'intestazione Authorization: Bearer <token>.",
      },
      endpointsTitle: "Gli indirizzi",
      endpoints: {
        discovery: "Discovery",
        authorize: "Autorizzazione",
        token: "Token (codice e aggiornamento)",
        revoke: "Revoca",
        introspect: "Introspezione",
        jwks: "Chiave pubblica dei token di identità",
      },
      scopesTitle: "Gli scope",
      scopes: {
        read: "Leggere i dati dell'azienda.",
        write: "Modificare i dati dell'azienda.",
        offline: "Mantenere l'accesso con un token di aggiornamento.",
      },
      never:
        "Mai, qualunque siano gli scope: le impostazioni dell'utente, l'amministrazione, la gestione di utenti e permessi, né l'azienda stessa.",
      errors:
        "Un token sconosciuto, scaduto o revocato riceve 401 invalid_token; una chiamata fuori dai suoi scope o dalla sua azienda, 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Crea il tuo account Trezo",
      intro: "Un'applicazione chiede l'accesso alla tua tesoreria. Crea prima il tuo account Trezo.",
      checkEmail:
        "Un'e-mail di conferma è stata inviata a {{email}}. Conferma il tuo indirizzo, poi torna all'autorizzazione per accedere e completarla.",
      back: "Ho già un account: torna all'autorizzazione",
      create: "Non hai ancora un account? Creane uno",
    },
  },
  "es-ES": {
    webhooks: {
      title: "Webhooks: dónde nos escriben los proveedores",
      intro:
        "Nuestros proveedores (pagos, agregadores bancarios) nos avisan de sus eventos con solicitudes POST firmadas. Aquí está cada dirección, quién la llama y cómo se verifica su firma. Una firma ausente o incorrecta se rechaza y no cambia nada.",
      address: "Dirección",
      provider: "Proveedor",
      signature: "Firma",
      secret: "Secreto (variable de entorno)",
      answers: "Respuestas",
      payments: {
        name: "Pagos (Stripe o el entorno de pruebas de pagos)",
        purpose: "Suscripciones, facturas pagadas o impagadas, mandatos SEPA.",
        signature:
          'Cabecera Stripe-Signature: t=<marca de tiempo>,v1=<HMAC-SHA256 de "t.cuerpo" con el secreto>. Una firma de más de 5 minutos se rechaza (repetición).',
        answers: "200 recibido; 400 firma ausente o no válida.",
      },
      bridge: {
        name: "Agregador bancario Bridge",
        purpose:
          "Una conexión bancaria actualizada, creada o que hay que reparar: su estado cambia y empieza su sincronización.",
        signature:
          "Cabecera BridgeApi-Signature: v1=<HMAC-SHA256 del cuerpo en bruto, hexadecimal en mayúsculas>. Se aceptan varios v1= separados por comas (rotación del secreto).",
        answers: "200 recibido; 401 firma no válida; 404 agregador desconocido.",
      },
      sandbox: {
        name: "Agregador bancario del entorno de pruebas",
        purpose: "El mismo esquema que Bridge, para instalaciones locales y pruebas.",
        signature: "Cabecera BridgeApi-Signature, como en Bridge, con el secreto del entorno de pruebas.",
        answers: "200 recibido; 401 firma no válida.",
      },
      bodyNote:
        "La firma cubre los bytes recibidos: el cuerpo se verifica antes de leerse, 64 KiB como máximo para los bancos y 1 MiB para los pagos.",
    },
    oauthApi: {
      title: "La API de Trezo para aplicaciones asociadas",
      intro:
        "Una aplicación asociada accede a los datos de UNA empresa con el consentimiento de uno de sus usuarios, mediante OAuth 2.1 (código de autorización con PKCE S256).",
      stepsTitle: "Los pasos",
      steps: {
        register:
          "El soporte de Trezo registra su aplicación: recibe su identificador, su secreto (cliente confidencial) y sus direcciones de retorno exactas.",
        authorize:
          "Envíe al usuario a la dirección de autorización con response_type=code, sus scopes, un state y un code_challenge S256.",
        consent: "El usuario inicia sesión (o crea su cuenta), elige la empresa y acepta o rechaza.",
        token:
          "Intercambie el código recibido en su dirección de retorno por un token de acceso (una hora) y un token de actualización, que cambia en cada uso.",
        call: "Llame a la API con la cabecera Authorization: Bearer <token>.",
      },
      endpointsTitle: "Las direcciones",
      endpoints: {
        discovery: "Descubrimiento",
        authorize: "Autorización",
        token: "Tokens (código y actualización)",
        revoke: "Revocación",
        introspect: "Introspección",
        jwks: "Clave pública de los tokens de identidad",
      },
      scopesTitle: "Los scopes",
      scopes: {
        read: "Leer los datos de la empresa.",
        write: "Modificar los datos de la empresa.",
        offline: "Mantener el acceso con un token de actualización.",
      },
      never:
        "Nunca, sean cuales sean los scopes: los ajustes del propio usuario, la administración, la gestión de usuarios y permisos, ni la propia empresa.",
      errors:
        "Un token desconocido, caducado o revocado recibe 401 invalid_token; una llamada fuera de sus scopes o de su empresa, 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Cree su cuenta de Trezo",
      intro: "Una aplicación solicita acceso a su tesorería. Cree primero su cuenta de Trezo.",
      checkEmail:
        "Se ha enviado un correo de confirmación a {{email}}. Confirme su dirección y vuelva a la autorización para iniciar sesión y terminarla.",
      back: "Ya tengo una cuenta: volver a la autorización",
      create: "¿Aún no tiene cuenta? Cree una",
    },
  },
  "nl-NL": {
    webhooks: {
      title: "Webhooks: waar dienstverleners ons schrijven",
      intro:
        "Onze dienstverleners (betalingen, bankaggregators) melden hun gebeurtenissen met ondertekende POST-verzoeken. Hier staat elk adres, wie het aanroept en hoe de handtekening wordt gecontroleerd. Een ontbrekende of onjuiste handtekening wordt geweigerd en verandert niets.",
      address: "Adres",
      provider: "Dienstverlener",
      signature: "Handtekening",
      secret: "Geheim (omgevingsvariabele)",
      answers: "Antwoorden",
      payments: {
        name: "Betalingen (Stripe of de betaalsandbox)",
        purpose: "Abonnementen, betaalde of onbetaalde facturen, SEPA-machtigingen.",
        signature:
          'Header Stripe-Signature: t=<tijdstempel>,v1=<HMAC-SHA256 van "t.inhoud" met het geheim>. Een handtekening ouder dan 5 minuten wordt geweigerd (herhaling).',
        answers: "200 ontvangen; 400 ontbrekende of ongeldige handtekening.",
      },
      bridge: {
        name: "Bankaggregator Bridge",
        purpose:
          "Een bankkoppeling vernieuwd, aangemaakt of te herstellen: de status verandert en de synchronisatie start.",
        signature:
          "Header BridgeApi-Signature: v1=<HMAC-SHA256 van de ruwe inhoud, hexadecimaal in hoofdletters>. Meerdere door komma's gescheiden v1= worden aanvaard (rotatie van het geheim).",
        answers: "200 ontvangen; 401 ongeldige handtekening; 404 onbekende aggregator.",
      },
      sandbox: {
        name: "Bankaggregator van de sandbox",
        purpose: "Hetzelfde schema als Bridge, voor lokale installaties en tests.",
        signature: "Header BridgeApi-Signature, zoals bij Bridge, met het geheim van de sandbox.",
        answers: "200 ontvangen; 401 ongeldige handtekening.",
      },
      bodyNote:
        "De handtekening geldt voor de ontvangen bytes: de inhoud wordt gecontroleerd voordat hij wordt gelezen, hoogstens 64 KiB voor banken en 1 MiB voor betalingen.",
    },
    oauthApi: {
      title: "De Trezo-API voor partnerapplicaties",
      intro:
        "Een partnerapplicatie krijgt toegang tot de gegevens van ÉÉN bedrijf met de toestemming van een van zijn gebruikers, via OAuth 2.1 (autorisatiecode met PKCE S256).",
      stepsTitle: "De stappen",
      steps: {
        register:
          "De Trezo-support registreert uw applicatie: u ontvangt de client-id, het geheim (vertrouwelijke client) en uw exacte terugkeeradressen.",
        authorize:
          "Stuur de gebruiker naar het autorisatieadres met response_type=code, uw scopes, een state en een S256-code_challenge.",
        consent:
          "De gebruiker meldt zich aan (of maakt een account aan), kiest het bedrijf en accepteert of weigert.",
        token:
          "Wissel de code die op uw terugkeeradres binnenkomt in voor een toegangstoken (één uur) en een vernieuwingstoken, dat bij elk gebruik verandert.",
        call: "Roep de API aan met de header Authorization: Bearer <token>.",
      },
      endpointsTitle: "De adressen",
      endpoints: {
        discovery: "Discovery",
        authorize: "Autorisatie",
        token: "Tokens (code en vernieuwing)",
        revoke: "Intrekking",
        introspect: "Introspectie",
        jwks: "Publieke sleutel van identiteitstokens",
      },
      scopesTitle: "De scopes",
      scopes: {
        read: "De gegevens van het bedrijf lezen.",
        write: "De gegevens van het bedrijf wijzigen.",
        offline: "Toegang behouden via een vernieuwingstoken.",
      },
      never:
        "Nooit, welke scopes ook: de eigen instellingen van de gebruiker, het beheer, het beheer van gebruikers en rechten, of het bedrijf zelf.",
      errors:
        "Een onbekend, verlopen of ingetrokken token krijgt 401 invalid_token; een aanroep buiten zijn scopes of zijn bedrijf 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Maak uw Trezo-account aan",
      intro: "Een applicatie vraagt toegang tot uw kasstroom. Maak eerst uw Trezo-account aan.",
      checkEmail:
        "Er is een bevestigingsmail naar {{email}} gestuurd. Bevestig uw adres en ga dan terug naar de autorisatie om u aan te melden en die af te ronden.",
      back: "Ik heb al een account: terug naar de autorisatie",
      create: "Nog geen account? Maak er een aan",
    },
  },
  "ua-UA": {
    webhooks: {
      title: "Вебхуки: куди нам пишуть постачальники",
      intro:
        "Наші постачальники (платежі, банківські агрегатори) повідомляють про свої події підписаними POST-запитами. Ось кожна адреса, хто її викликає і як перевіряється її підпис. Відсутній або хибний підпис відхиляється і нічого не змінює.",
      address: "Адреса",
      provider: "Постачальник",
      signature: "Підпис",
      secret: "Секрет (змінна середовища)",
      answers: "Відповіді",
      payments: {
        name: "Платежі (Stripe або платіжна пісочниця)",
        purpose: "Підписки, оплачені чи неоплачені рахунки, мандати SEPA.",
        signature:
          "Заголовок Stripe-Signature: t=<мітка часу>,v1=<HMAC-SHA256 від «t.тіло» із секретом>. Підпис, старший за 5 хвилин, відхиляється (повтор).",
        answers: "200 отримано; 400 підпис відсутній або недійсний.",
      },
      bridge: {
        name: "Банківський агрегатор Bridge",
        purpose:
          "Банківське підключення оновлено, створено або потребує виправлення: його стан змінюється і починається синхронізація.",
        signature:
          "Заголовок BridgeApi-Signature: v1=<HMAC-SHA256 сирого тіла, шістнадцятковий у верхньому регістрі>. Приймаються кілька v1= через кому (ротація секрету).",
        answers: "200 отримано; 401 недійсний підпис; 404 невідомий агрегатор.",
      },
      sandbox: {
        name: "Банківський агрегатор пісочниці",
        purpose: "Та сама схема, що й у Bridge, для локальних встановлень і тестів.",
        signature: "Заголовок BridgeApi-Signature, як у Bridge, із секретом пісочниці.",
        answers: "200 отримано; 401 недійсний підпис.",
      },
      bodyNote:
        "Підпис стосується отриманих байтів: тіло перевіряється перед читанням, не більше 64 КіБ для банків і 1 МіБ для платежів.",
    },
    oauthApi: {
      title: "API Trezo для партнерських застосунків",
      intro:
        "Партнерський застосунок отримує доступ до даних ОДНІЄЇ компанії зі згоди одного з її користувачів через OAuth 2.1 (код авторизації з PKCE S256).",
      stepsTitle: "Кроки",
      steps: {
        register:
          "Підтримка Trezo реєструє ваш застосунок: ви отримуєте його ідентифікатор, секрет (конфіденційний клієнт) і ваші точні адреси повернення.",
        authorize:
          "Надішліть користувача на адресу авторизації з response_type=code, вашими scopes, state і code_challenge S256.",
        consent:
          "Користувач входить (або створює обліковий запис), обирає компанію і погоджується або відмовляє.",
        token:
          "Обміняйте код, отриманий на адресу повернення, на токен доступу (одна година) і токен оновлення, який змінюється при кожному використанні.",
        call: "Викликайте API із заголовком Authorization: Bearer <токен>.",
      },
      endpointsTitle: "Адреси",
      endpoints: {
        discovery: "Виявлення",
        authorize: "Авторизація",
        token: "Токени (код і оновлення)",
        revoke: "Відкликання",
        introspect: "Інтроспекція",
        jwks: "Відкритий ключ токенів ідентифікації",
      },
      scopesTitle: "Scopes",
      scopes: {
        read: "Читати дані компанії.",
        write: "Змінювати дані компанії.",
        offline: "Зберігати доступ через токен оновлення.",
      },
      never:
        "Ніколи, незалежно від scopes: власні налаштування користувача, адміністрування, керування користувачами й дозволами чи сама компанія.",
      errors:
        "Невідомий, прострочений або відкликаний токен отримує 401 invalid_token; виклик поза його scopes чи компанією — 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Створіть обліковий запис Trezo",
      intro: "Застосунок просить доступ до вашої скарбниці. Спочатку створіть обліковий запис Trezo.",
      checkEmail:
        "Лист підтвердження надіслано на {{email}}. Підтвердьте адресу, потім поверніться до авторизації, щоб увійти й завершити її.",
      back: "У мене вже є обліковий запис: повернутися до авторизації",
      create: "Ще немає облікового запису? Створіть його",
    },
  },
  "no-NO": {
    webhooks: {
      title: "Webhooks: hvor leverandørene skriver til oss",
      intro:
        "Leverandørene våre (betalinger, bankaggregatorer) varsler oss om hendelser med signerte POST-forespørsler. Her er hver adresse, hvem som kaller den og hvordan signaturen kontrolleres. En manglende eller feil signatur avvises og endrer ingenting.",
      address: "Adresse",
      provider: "Leverandør",
      signature: "Signatur",
      secret: "Hemmelighet (miljøvariabel)",
      answers: "Svar",
      payments: {
        name: "Betalinger (Stripe eller betalingssandkassen)",
        purpose: "Abonnementer, betalte eller ubetalte fakturaer, SEPA-fullmakter.",
        signature:
          "Header Stripe-Signature: t=<tidsstempel>,v1=<HMAC-SHA256 av «t.innhold» med hemmeligheten>. En signatur eldre enn 5 minutter avvises (gjentakelse).",
        answers: "200 mottatt; 400 manglende eller ugyldig signatur.",
      },
      bridge: {
        name: "Bankaggregatoren Bridge",
        purpose:
          "En bankforbindelse er oppdatert, opprettet eller må repareres: statusen endres og synkroniseringen starter.",
        signature:
          "Header BridgeApi-Signature: v1=<HMAC-SHA256 av råinnholdet, heksadesimal med store bokstaver>. Flere kommaseparerte v1= godtas (rotasjon av hemmeligheten).",
        answers: "200 mottatt; 401 ugyldig signatur; 404 ukjent aggregator.",
      },
      sandbox: {
        name: "Sandkassens bankaggregator",
        purpose: "Samme ordning som Bridge, for lokale installasjoner og tester.",
        signature: "Header BridgeApi-Signature, som for Bridge, med sandkassens hemmelighet.",
        answers: "200 mottatt; 401 ugyldig signatur.",
      },
      bodyNote:
        "Signaturen gjelder de mottatte bytene: innholdet kontrolleres før det leses, høyst 64 KiB for banker og 1 MiB for betalinger.",
    },
    oauthApi: {
      title: "Trezo-API-et for partnerapplikasjoner",
      intro:
        "En partnerapplikasjon får tilgang til dataene til ETT selskap med samtykke fra en av brukerne, gjennom OAuth 2.1 (autorisasjonskode med PKCE S256).",
      stepsTitle: "Trinnene",
      steps: {
        register:
          "Trezo-støtte registrerer applikasjonen din: du får klient-ID, hemmelighet (konfidensiell klient) og dine nøyaktige returadresser.",
        authorize:
          "Send brukeren til autorisasjonsadressen med response_type=code, dine scopes, en state og en S256-code_challenge.",
        consent: "Brukeren logger inn (eller oppretter en konto), velger selskapet og godtar eller avslår.",
        token:
          "Bytt koden du mottar på returadressen mot et tilgangstoken (én time) og et oppdateringstoken, som endres ved hver bruk.",
        call: "Kall API-et med headeren Authorization: Bearer <token>.",
      },
      endpointsTitle: "Adressene",
      endpoints: {
        discovery: "Oppdagelse",
        authorize: "Autorisasjon",
        token: "Tokener (kode og oppdatering)",
        revoke: "Tilbakekalling",
        introspect: "Introspeksjon",
        jwks: "Offentlig nøkkel for ID-tokener",
      },
      scopesTitle: "Scopene",
      scopes: {
        read: "Lese selskapets data.",
        write: "Endre selskapets data.",
        offline: "Beholde tilgangen med et oppdateringstoken.",
      },
      never:
        "Aldri, uansett scopes: brukerens egne innstillinger, administrasjon, håndtering av brukere og tillatelser, eller selve selskapet.",
      errors:
        "Et ukjent, utløpt eller tilbakekalt token får 401 invalid_token; et kall utenfor sine scopes eller sitt selskap, 403 insufficient_scope.",
    },
    oauthSignUp: {
      title: "Opprett Trezo-kontoen din",
      intro: "En applikasjon ber om tilgang til likviditeten din. Opprett først Trezo-kontoen din.",
      checkEmail:
        "En bekreftelses-e-post er sendt til {{email}}. Bekreft adressen din, og gå så tilbake til autorisasjonen for å logge inn og fullføre den.",
      back: "Jeg har allerede en konto: tilbake til autorisasjonen",
      create: "Ingen konto ennå? Opprett en",
    },
  },
});
