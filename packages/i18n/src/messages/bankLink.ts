import { defineMessages } from "../defineMessages";

/**
 * Connecting a bank through an aggregator (issue 21, spec 001 §7.10 and §7.5): the add-bank popup's
 * choice between "connect my bank" and "add a manual account", the bank search, the way to the
 * provider's page, the /callback page while the first sync runs, and on the banks screen each
 * connection's state and last sync in the user's words, the repair action, unsync and loadTransactions
 * with its 30 s wait.
 */
export const bankLink = defineMessages({
  "fr-FR": {
    choose: {
      intro: "Comment voulez-vous ajouter votre banque ?",
      connect: "Connecter ma banque",
      connectBody: "Vos comptes et vos opérations arrivent d'eux-mêmes, chaque jour.",
      manual: "Ajouter un compte manuel",
      manualBody: "Vous importez vous-même les relevés de votre banque.",
    },
    search: {
      label: "Rechercher votre banque",
      list: "Banques proposées",
      results: {
        one: "{{count}} banque trouvée",
        many: "{{count}} de banques trouvées",
        other: "{{count}} banques trouvées",
      },
      none: "Aucune banque ne correspond à cette recherche.",
      loadFailed: "La liste des banques n'a pas pu être chargée.",
      via: "par {{aggregator}}",
    },
    redirect: {
      notice:
        "Vous allez quitter Trezo pour la page sécurisée de {{aggregator}}, où vous vous identifiez auprès de {{bank}}. Trezo ne voit jamais vos identifiants bancaires.",
      go: "Continuer vers {{bank}}",
      failed: "La connexion à votre banque n'a pas pu démarrer. Veuillez réessayer.",
    },
    back: "Retour",
    retry: "Réessayer",
    callback: {
      title: "Connexion de votre banque",
      progress: "Première synchronisation",
      accounts: "Récupération de vos comptes…",
      transactions: "Import de vos opérations…",
      finishing: "Derniers calculs…",
      done: {
        one: "Votre banque est connectée : {{count}} compte synchronisé.",
        many: "Votre banque est connectée : {{count}} de comptes synchronisés.",
        other: "Votre banque est connectée : {{count}} comptes synchronisés.",
      },
      goBanks: "Voir mes banques",
      goDashboard: "Aller au tableau de bord",
      cancelled: "Vous avez quitté la page de votre banque avant la fin : aucune banque n'a été ajoutée.",
      failed: "Votre banque n'a pas pu être connectée.",
      attention:
        "Votre banque a été ajoutée, mais elle ne peut pas encore être synchronisée : ouvrez vos banques pour voir ce qu'elle demande.",
      slow: "La première synchronisation prend plus de temps que prévu. Elle se poursuit : vos opérations apparaîtront dans vos banques d'ici quelques minutes.",
      incomplete:
        "Ce retour de votre banque est incomplet. Reprenez l'ajout de la banque depuis vos banques.",
    },
    state: {
      ok: "Synchronisée",
    },
    lastSync: "Dernière synchronisation le {{date}} à {{time}}",
    neverSynced: "Pas encore synchronisée",
    repair: {
      action: "Réparer",
      actionOf: "Réparer la connexion de {{name}}",
      failed: "La page de votre banque n'a pas pu être ouverte. Veuillez réessayer.",
    },
    unsync: {
      action: "Arrêter la synchronisation",
      title: "Arrêter la synchronisation de {{name}} ?",
      body: "Les comptes de {{name}} ne seront plus mis à jour. Les opérations déjà importées restent dans Trezo.",
      done: "La synchronisation de {{name}} est arrêtée.",
    },
    sync: {
      action: "Synchroniser maintenant",
      progress: "Synchronisation de vos banques",
      waiting: {
        one: "Vos banques se mettent à jour : nouvel affichage dans {{count}} seconde.",
        many: "Vos banques se mettent à jour : nouvel affichage dans {{count}} de secondes.",
        other: "Vos banques se mettent à jour : nouvel affichage dans {{count}} secondes.",
      },
      done: "Vos banques sont à jour.",
      failed: "La synchronisation n'a pas pu être lancée. Veuillez réessayer.",
    },
  },
  "en-GB": {
    choose: {
      intro: "How do you want to add your bank?",
      connect: "Connect my bank",
      connectBody: "Your accounts and transactions arrive by themselves, every day.",
      manual: "Add a manual account",
      manualBody: "You import your bank's statements yourself.",
    },
    search: {
      label: "Search for your bank",
      list: "Available banks",
      results: { one: "{{count}} bank found", other: "{{count}} banks found" },
      none: "No bank matches this search.",
      loadFailed: "The list of banks could not be loaded.",
      via: "through {{aggregator}}",
    },
    redirect: {
      notice:
        "You are leaving Trezo for the secure page of {{aggregator}}, where you sign in to {{bank}}. Trezo never sees your bank credentials.",
      go: "Continue to {{bank}}",
      failed: "The connection to your bank could not start. Please try again.",
    },
    back: "Back",
    retry: "Try again",
    callback: {
      title: "Connecting your bank",
      progress: "First synchronisation",
      accounts: "Fetching your accounts…",
      transactions: "Importing your transactions…",
      finishing: "Final calculations…",
      done: {
        one: "Your bank is connected: {{count}} account synchronised.",
        other: "Your bank is connected: {{count}} accounts synchronised.",
      },
      goBanks: "See my banks",
      goDashboard: "Go to the dashboard",
      cancelled: "You left your bank's page before the end: no bank was added.",
      failed: "Your bank could not be connected.",
      attention:
        "Your bank was added, but it cannot be synchronised yet: open your banks to see what it needs.",
      slow: "The first synchronisation is taking longer than expected. It goes on: your transactions will appear in your banks within a few minutes.",
      incomplete: "This return from your bank is incomplete. Start adding the bank again from your banks.",
    },
    state: {
      ok: "Synchronised",
    },
    lastSync: "Last synchronised on {{date}} at {{time}}",
    neverSynced: "Not synchronised yet",
    repair: {
      action: "Repair",
      actionOf: "Repair the connection of {{name}}",
      failed: "Your bank's page could not be opened. Please try again.",
    },
    unsync: {
      action: "Stop synchronising",
      title: "Stop synchronising {{name}}?",
      body: "The accounts of {{name}} will no longer be updated. The transactions already imported stay in Trezo.",
      done: "{{name}} is no longer synchronised.",
    },
    sync: {
      action: "Synchronise now",
      progress: "Synchronising your banks",
      waiting: {
        one: "Your banks are updating: refreshed in {{count}} second.",
        other: "Your banks are updating: refreshed in {{count}} seconds.",
      },
      done: "Your banks are up to date.",
      failed: "The synchronisation could not start. Please try again.",
    },
  },
  "de-DE": {
    choose: {
      intro: "Wie möchten Sie Ihre Bank hinzufügen?",
      connect: "Meine Bank verbinden",
      connectBody: "Ihre Konten und Umsätze kommen von selbst, jeden Tag.",
      manual: "Manuelles Konto hinzufügen",
      manualBody: "Sie importieren die Kontoauszüge Ihrer Bank selbst.",
    },
    search: {
      label: "Ihre Bank suchen",
      list: "Verfügbare Banken",
      results: { one: "{{count}} Bank gefunden", other: "{{count}} Banken gefunden" },
      none: "Keine Bank entspricht dieser Suche.",
      loadFailed: "Die Liste der Banken konnte nicht geladen werden.",
      via: "über {{aggregator}}",
    },
    redirect: {
      notice:
        "Sie verlassen Trezo für die sichere Seite von {{aggregator}}, auf der Sie sich bei {{bank}} anmelden. Trezo sieht Ihre Bankzugangsdaten nie.",
      go: "Weiter zu {{bank}}",
      failed: "Die Verbindung zu Ihrer Bank konnte nicht starten. Bitte versuchen Sie es erneut.",
    },
    back: "Zurück",
    retry: "Erneut versuchen",
    callback: {
      title: "Verbindung Ihrer Bank",
      progress: "Erste Synchronisierung",
      accounts: "Ihre Konten werden abgerufen…",
      transactions: "Ihre Umsätze werden importiert…",
      finishing: "Letzte Berechnungen…",
      done: {
        one: "Ihre Bank ist verbunden: {{count}} Konto synchronisiert.",
        other: "Ihre Bank ist verbunden: {{count}} Konten synchronisiert.",
      },
      goBanks: "Meine Banken ansehen",
      goDashboard: "Zum Dashboard",
      cancelled: "Sie haben die Seite Ihrer Bank vor dem Ende verlassen: Es wurde keine Bank hinzugefügt.",
      failed: "Ihre Bank konnte nicht verbunden werden.",
      attention:
        "Ihre Bank wurde hinzugefügt, kann aber noch nicht synchronisiert werden: Öffnen Sie Ihre Banken, um zu sehen, was sie benötigt.",
      slow: "Die erste Synchronisierung dauert länger als erwartet. Sie läuft weiter: Ihre Umsätze erscheinen in wenigen Minuten bei Ihren Banken.",
      incomplete:
        "Diese Rückkehr von Ihrer Bank ist unvollständig. Fügen Sie die Bank erneut über Ihre Banken hinzu.",
    },
    state: {
      ok: "Synchronisiert",
    },
    lastSync: "Zuletzt synchronisiert am {{date}} um {{time}}",
    neverSynced: "Noch nicht synchronisiert",
    repair: {
      action: "Reparieren",
      actionOf: "Verbindung von {{name}} reparieren",
      failed: "Die Seite Ihrer Bank konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.",
    },
    unsync: {
      action: "Synchronisierung beenden",
      title: "Synchronisierung von {{name}} beenden?",
      body: "Die Konten von {{name}} werden nicht mehr aktualisiert. Die bereits importierten Umsätze bleiben in Trezo.",
      done: "Die Synchronisierung von {{name}} ist beendet.",
    },
    sync: {
      action: "Jetzt synchronisieren",
      progress: "Synchronisierung Ihrer Banken",
      waiting: {
        one: "Ihre Banken werden aktualisiert: neue Anzeige in {{count}} Sekunde.",
        other: "Ihre Banken werden aktualisiert: neue Anzeige in {{count}} Sekunden.",
      },
      done: "Ihre Banken sind aktuell.",
      failed: "Die Synchronisierung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.",
    },
  },
  "it-IT": {
    choose: {
      intro: "Come vuole aggiungere la sua banca?",
      connect: "Collegare la mia banca",
      connectBody: "I suoi conti e i suoi movimenti arrivano da soli, ogni giorno.",
      manual: "Aggiungere un conto manuale",
      manualBody: "Importa lei stesso gli estratti conto della sua banca.",
    },
    search: {
      label: "Cerchi la sua banca",
      list: "Banche disponibili",
      results: {
        one: "{{count}} banca trovata",
        many: "{{count}} di banche trovate",
        other: "{{count}} banche trovate",
      },
      none: "Nessuna banca corrisponde a questa ricerca.",
      loadFailed: "Non è stato possibile caricare l'elenco delle banche.",
      via: "tramite {{aggregator}}",
    },
    redirect: {
      notice:
        "Sta per lasciare Trezo per la pagina sicura di {{aggregator}}, dove si identifica presso {{bank}}. Trezo non vede mai le sue credenziali bancarie.",
      go: "Continua verso {{bank}}",
      failed: "Non è stato possibile avviare il collegamento alla sua banca. Riprovi.",
    },
    back: "Indietro",
    retry: "Riprova",
    callback: {
      title: "Collegamento della sua banca",
      progress: "Prima sincronizzazione",
      accounts: "Recupero dei suoi conti…",
      transactions: "Importazione dei suoi movimenti…",
      finishing: "Ultimi calcoli…",
      done: {
        one: "La sua banca è collegata: {{count}} conto sincronizzato.",
        many: "La sua banca è collegata: {{count}} di conti sincronizzati.",
        other: "La sua banca è collegata: {{count}} conti sincronizzati.",
      },
      goBanks: "Vedere le mie banche",
      goDashboard: "Vai alla dashboard",
      cancelled: "Ha lasciato la pagina della sua banca prima della fine: nessuna banca è stata aggiunta.",
      failed: "Non è stato possibile collegare la sua banca.",
      attention:
        "La sua banca è stata aggiunta, ma non può ancora essere sincronizzata: apra le sue banche per vedere cosa richiede.",
      slow: "La prima sincronizzazione richiede più tempo del previsto. Prosegue: i suoi movimenti appariranno nelle sue banche entro pochi minuti.",
      incomplete:
        "Questo ritorno dalla sua banca è incompleto. Riprenda l'aggiunta della banca dalle sue banche.",
    },
    state: {
      ok: "Sincronizzata",
    },
    lastSync: "Ultima sincronizzazione il {{date}} alle {{time}}",
    neverSynced: "Non ancora sincronizzata",
    repair: {
      action: "Ripara",
      actionOf: "Riparare il collegamento di {{name}}",
      failed: "Non è stato possibile aprire la pagina della sua banca. Riprovi.",
    },
    unsync: {
      action: "Interrompere la sincronizzazione",
      title: "Interrompere la sincronizzazione di {{name}}?",
      body: "I conti di {{name}} non saranno più aggiornati. I movimenti già importati restano in Trezo.",
      done: "La sincronizzazione di {{name}} è interrotta.",
    },
    sync: {
      action: "Sincronizza ora",
      progress: "Sincronizzazione delle sue banche",
      waiting: {
        one: "Le sue banche si stanno aggiornando: nuova visualizzazione tra {{count}} secondo.",
        many: "Le sue banche si stanno aggiornando: nuova visualizzazione tra {{count}} di secondi.",
        other: "Le sue banche si stanno aggiornando: nuova visualizzazione tra {{count}} secondi.",
      },
      done: "Le sue banche sono aggiornate.",
      failed: "Non è stato possibile avviare la sincronizzazione. Riprovi.",
    },
  },
  "es-ES": {
    choose: {
      intro: "¿Cómo quiere añadir su banco?",
      connect: "Conectar mi banco",
      connectBody: "Sus cuentas y movimientos llegan solos, cada día.",
      manual: "Añadir una cuenta manual",
      manualBody: "Usted importa los extractos de su banco.",
    },
    search: {
      label: "Buscar su banco",
      list: "Bancos disponibles",
      results: {
        one: "{{count}} banco encontrado",
        many: "{{count}} de bancos encontrados",
        other: "{{count}} bancos encontrados",
      },
      none: "Ningún banco coincide con esta búsqueda.",
      loadFailed: "No se pudo cargar la lista de bancos.",
      via: "a través de {{aggregator}}",
    },
    redirect: {
      notice:
        "Va a salir de Trezo hacia la página segura de {{aggregator}}, donde se identifica ante {{bank}}. Trezo nunca ve sus credenciales bancarias.",
      go: "Continuar hacia {{bank}}",
      failed: "No se pudo iniciar la conexión con su banco. Inténtelo de nuevo.",
    },
    back: "Volver",
    retry: "Reintentar",
    callback: {
      title: "Conexión de su banco",
      progress: "Primera sincronización",
      accounts: "Recuperando sus cuentas…",
      transactions: "Importando sus movimientos…",
      finishing: "Últimos cálculos…",
      done: {
        one: "Su banco está conectado: {{count}} cuenta sincronizada.",
        many: "Su banco está conectado: {{count}} de cuentas sincronizadas.",
        other: "Su banco está conectado: {{count}} cuentas sincronizadas.",
      },
      goBanks: "Ver mis bancos",
      goDashboard: "Ir al panel",
      cancelled: "Salió de la página de su banco antes del final: no se añadió ningún banco.",
      failed: "No se pudo conectar su banco.",
      attention:
        "Su banco se ha añadido, pero aún no puede sincronizarse: abra sus bancos para ver qué necesita.",
      slow: "La primera sincronización tarda más de lo previsto. Continúa: sus movimientos aparecerán en sus bancos en unos minutos.",
      incomplete: "Este regreso de su banco está incompleto. Vuelva a añadir el banco desde sus bancos.",
    },
    state: {
      ok: "Sincronizado",
    },
    lastSync: "Última sincronización el {{date}} a las {{time}}",
    neverSynced: "Aún no sincronizado",
    repair: {
      action: "Reparar",
      actionOf: "Reparar la conexión de {{name}}",
      failed: "No se pudo abrir la página de su banco. Inténtelo de nuevo.",
    },
    unsync: {
      action: "Detener la sincronización",
      title: "¿Detener la sincronización de {{name}}?",
      body: "Las cuentas de {{name}} ya no se actualizarán. Los movimientos ya importados permanecen en Trezo.",
      done: "La sincronización de {{name}} se ha detenido.",
    },
    sync: {
      action: "Sincronizar ahora",
      progress: "Sincronización de sus bancos",
      waiting: {
        one: "Sus bancos se están actualizando: nueva visualización en {{count}} segundo.",
        many: "Sus bancos se están actualizando: nueva visualización en {{count}} de segundos.",
        other: "Sus bancos se están actualizando: nueva visualización en {{count}} segundos.",
      },
      done: "Sus bancos están al día.",
      failed: "No se pudo iniciar la sincronización. Inténtelo de nuevo.",
    },
  },
  "nl-NL": {
    choose: {
      intro: "Hoe wilt u uw bank toevoegen?",
      connect: "Mijn bank koppelen",
      connectBody: "Uw rekeningen en transacties komen vanzelf binnen, elke dag.",
      manual: "Handmatige rekening toevoegen",
      manualBody: "U importeert zelf de afschriften van uw bank.",
    },
    search: {
      label: "Zoek uw bank",
      list: "Beschikbare banken",
      results: { one: "{{count}} bank gevonden", other: "{{count}} banken gevonden" },
      none: "Geen bank komt overeen met deze zoekopdracht.",
      loadFailed: "De lijst met banken kon niet worden geladen.",
      via: "via {{aggregator}}",
    },
    redirect: {
      notice:
        "U verlaat Trezo voor de beveiligde pagina van {{aggregator}}, waar u zich aanmeldt bij {{bank}}. Trezo ziet uw bankgegevens nooit.",
      go: "Verder naar {{bank}}",
      failed: "De koppeling met uw bank kon niet starten. Probeer het opnieuw.",
    },
    back: "Terug",
    retry: "Opnieuw proberen",
    callback: {
      title: "Koppeling van uw bank",
      progress: "Eerste synchronisatie",
      accounts: "Uw rekeningen ophalen…",
      transactions: "Uw transacties importeren…",
      finishing: "Laatste berekeningen…",
      done: {
        one: "Uw bank is gekoppeld: {{count}} rekening gesynchroniseerd.",
        other: "Uw bank is gekoppeld: {{count}} rekeningen gesynchroniseerd.",
      },
      goBanks: "Mijn banken bekijken",
      goDashboard: "Naar het dashboard",
      cancelled: "U hebt de pagina van uw bank voor het einde verlaten: er is geen bank toegevoegd.",
      failed: "Uw bank kon niet worden gekoppeld.",
      attention:
        "Uw bank is toegevoegd, maar kan nog niet worden gesynchroniseerd: open uw banken om te zien wat ze nodig heeft.",
      slow: "De eerste synchronisatie duurt langer dan verwacht. Ze gaat door: uw transacties verschijnen binnen enkele minuten bij uw banken.",
      incomplete: "Deze terugkeer van uw bank is onvolledig. Voeg de bank opnieuw toe vanuit uw banken.",
    },
    state: {
      ok: "Gesynchroniseerd",
    },
    lastSync: "Laatst gesynchroniseerd op {{date}} om {{time}}",
    neverSynced: "Nog niet gesynchroniseerd",
    repair: {
      action: "Herstellen",
      actionOf: "De koppeling van {{name}} herstellen",
      failed: "De pagina van uw bank kon niet worden geopend. Probeer het opnieuw.",
    },
    unsync: {
      action: "Synchronisatie stoppen",
      title: "Synchronisatie van {{name}} stoppen?",
      body: "De rekeningen van {{name}} worden niet meer bijgewerkt. De al geïmporteerde transacties blijven in Trezo.",
      done: "De synchronisatie van {{name}} is gestopt.",
    },
    sync: {
      action: "Nu synchroniseren",
      progress: "Synchronisatie van uw banken",
      waiting: {
        one: "Uw banken worden bijgewerkt: nieuwe weergave over {{count}} seconde.",
        other: "Uw banken worden bijgewerkt: nieuwe weergave over {{count}} seconden.",
      },
      done: "Uw banken zijn bijgewerkt.",
      failed: "De synchronisatie kon niet starten. Probeer het opnieuw.",
    },
  },
  "ua-UA": {
    choose: {
      intro: "Як ви хочете додати свій банк?",
      connect: "Підключити мій банк",
      connectBody: "Ваші рахунки й операції надходять самі, щодня.",
      manual: "Додати рахунок вручну",
      manualBody: "Ви самі імпортуєте виписки свого банку.",
    },
    search: {
      label: "Знайдіть свій банк",
      list: "Доступні банки",
      results: {
        one: "Знайдено {{count}} банк",
        few: "Знайдено {{count}} банки",
        many: "Знайдено {{count}} банків",
        other: "Знайдено {{count}} банку",
      },
      none: "Жоден банк не відповідає цьому пошуку.",
      loadFailed: "Не вдалося завантажити список банків.",
      via: "через {{aggregator}}",
    },
    redirect: {
      notice:
        "Ви залишаєте Trezo й переходите на захищену сторінку {{aggregator}}, де входите до {{bank}}. Trezo ніколи не бачить ваших банківських облікових даних.",
      go: "Перейти до {{bank}}",
      failed: "Не вдалося розпочати підключення до вашого банку. Спробуйте ще раз.",
    },
    back: "Назад",
    retry: "Спробувати ще раз",
    callback: {
      title: "Підключення вашого банку",
      progress: "Перша синхронізація",
      accounts: "Отримуємо ваші рахунки…",
      transactions: "Імпортуємо ваші операції…",
      finishing: "Останні розрахунки…",
      done: {
        one: "Ваш банк підключено: синхронізовано {{count}} рахунок.",
        few: "Ваш банк підключено: синхронізовано {{count}} рахунки.",
        many: "Ваш банк підключено: синхронізовано {{count}} рахунків.",
        other: "Ваш банк підключено: синхронізовано {{count}} рахунку.",
      },
      goBanks: "Переглянути мої банки",
      goDashboard: "Перейти до панелі",
      cancelled: "Ви залишили сторінку свого банку до завершення: жодного банку не додано.",
      failed: "Не вдалося підключити ваш банк.",
      attention:
        "Ваш банк додано, але його ще не можна синхронізувати: відкрийте свої банки, щоб побачити, що він потребує.",
      slow: "Перша синхронізація триває довше, ніж очікувалося. Вона продовжується: ваші операції з'являться в банках за кілька хвилин.",
      incomplete: "Це повернення з вашого банку неповне. Почніть додавання банку знову з ваших банків.",
    },
    state: {
      ok: "Синхронізовано",
    },
    lastSync: "Остання синхронізація {{date}} о {{time}}",
    neverSynced: "Ще не синхронізовано",
    repair: {
      action: "Виправити",
      actionOf: "Виправити підключення {{name}}",
      failed: "Не вдалося відкрити сторінку вашого банку. Спробуйте ще раз.",
    },
    unsync: {
      action: "Зупинити синхронізацію",
      title: "Зупинити синхронізацію {{name}}?",
      body: "Рахунки {{name}} більше не оновлюватимуться. Уже імпортовані операції залишаються в Trezo.",
      done: "Синхронізацію {{name}} зупинено.",
    },
    sync: {
      action: "Синхронізувати зараз",
      progress: "Синхронізація ваших банків",
      waiting: {
        one: "Ваші банки оновлюються: нове відображення через {{count}} секунду.",
        few: "Ваші банки оновлюються: нове відображення через {{count}} секунди.",
        many: "Ваші банки оновлюються: нове відображення через {{count}} секунд.",
        other: "Ваші банки оновлюються: нове відображення через {{count}} секунди.",
      },
      done: "Ваші банки оновлено.",
      failed: "Не вдалося запустити синхронізацію. Спробуйте ще раз.",
    },
  },
  "no-NO": {
    choose: {
      intro: "Hvordan vil du legge til banken din?",
      connect: "Koble til banken min",
      connectBody: "Kontoene og transaksjonene dine kommer av seg selv, hver dag.",
      manual: "Legg til en manuell konto",
      manualBody: "Du importerer selv kontoutskriftene fra banken din.",
    },
    search: {
      label: "Søk etter banken din",
      list: "Tilgjengelige banker",
      results: { one: "{{count}} bank funnet", other: "{{count}} banker funnet" },
      none: "Ingen bank passer til dette søket.",
      loadFailed: "Listen over banker kunne ikke lastes inn.",
      via: "via {{aggregator}}",
    },
    redirect: {
      notice:
        "Du forlater Trezo for den sikre siden til {{aggregator}}, der du logger inn hos {{bank}}. Trezo ser aldri bankpåloggingen din.",
      go: "Fortsett til {{bank}}",
      failed: "Tilkoblingen til banken din kunne ikke starte. Prøv igjen.",
    },
    back: "Tilbake",
    retry: "Prøv igjen",
    callback: {
      title: "Tilkobling av banken din",
      progress: "Første synkronisering",
      accounts: "Henter kontoene dine…",
      transactions: "Importerer transaksjonene dine…",
      finishing: "Siste beregninger…",
      done: {
        one: "Banken din er tilkoblet: {{count}} konto synkronisert.",
        other: "Banken din er tilkoblet: {{count}} kontoer synkronisert.",
      },
      goBanks: "Se bankene mine",
      goDashboard: "Gå til oversikten",
      cancelled: "Du forlot bankens side før slutten: ingen bank ble lagt til.",
      failed: "Banken din kunne ikke kobles til.",
      attention:
        "Banken din er lagt til, men kan ikke synkroniseres ennå: åpne bankene dine for å se hva den trenger.",
      slow: "Den første synkroniseringen tar lengre tid enn ventet. Den fortsetter: transaksjonene dine dukker opp i bankene dine om noen minutter.",
      incomplete: "Denne returen fra banken din er ufullstendig. Legg til banken på nytt fra bankene dine.",
    },
    state: {
      ok: "Synkronisert",
    },
    lastSync: "Sist synkronisert {{date}} kl. {{time}}",
    neverSynced: "Ikke synkronisert ennå",
    repair: {
      action: "Reparer",
      actionOf: "Reparer tilkoblingen til {{name}}",
      failed: "Bankens side kunne ikke åpnes. Prøv igjen.",
    },
    unsync: {
      action: "Stopp synkroniseringen",
      title: "Stoppe synkroniseringen av {{name}}?",
      body: "Kontoene til {{name}} blir ikke lenger oppdatert. Transaksjonene som allerede er importert, blir værende i Trezo.",
      done: "Synkroniseringen av {{name}} er stoppet.",
    },
    sync: {
      action: "Synkroniser nå",
      progress: "Synkronisering av bankene dine",
      waiting: {
        one: "Bankene dine oppdateres: ny visning om {{count}} sekund.",
        other: "Bankene dine oppdateres: ny visning om {{count}} sekunder.",
      },
      done: "Bankene dine er oppdatert.",
      failed: "Synkroniseringen kunne ikke starte. Prøv igjen.",
    },
  },
});
