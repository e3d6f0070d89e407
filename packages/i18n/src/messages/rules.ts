import { defineMessages } from "../defineMessages";

/**
 * Categorisation rule texts: one error per RuleErrorCode of @trezo/domain, field and operator names to
 * phrase conditions, the "why this category" explanations, the draft preview, conflicts and suggestions.
 */
export const rules = defineMessages({
  "fr-FR": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Application des règles aux opérations",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "La règle est enregistrée, mais l'application des règles aux opérations a échoué : {{reason}}",
    retryRecategorisation: "Réessayer d'appliquer les règles",
    errors: {
      noConditions: "Ajoutez au moins une condition.",
      tooManyConditions: "Une règle a au plus 20 conditions.",
      unknownField: "Champ inconnu.",
      operatorNotAllowed: "Cet opérateur ne s'applique pas à ce champ.",
      emptyValue: "Saisissez une valeur (les dates, références et numéros de carte seuls ne comptent pas).",
      valueTooLong: "Valeur trop longue (200 caractères au maximum).",
      regexTooLong: "Expression régulière trop longue (200 caractères au maximum).",
      invalidRegex: "Expression régulière invalide.",
      unsupportedRegex:
        "Expression régulière non prise en charge : les références arrière (\\1) et les assertions (?=…, ?!…) ne sont pas acceptées.",
      invalidAmount: "Montant invalide.",
      invalidSign: "Choisissez débit ou crédit.",
      invalidDate: "Date invalide.",
      invalidRange: "La borne de fin doit suivre la borne de début.",
      missingCategory: "Choisissez une catégorie.",
      invalidPriority: "Priorité invalide.",
    },
    fields: {
      label: "Libellé",
      counterparty: "Tiers",
      amount: "Montant",
      sign: "Sens",
      account: "Compte",
      date: "Date",
    },
    operators: {
      contains: "contient",
      equals: "est égal à",
      startsWith: "commence par",
      regex: "correspond à l'expression",
      between: "est compris entre",
      greater: "est supérieur à",
      less: "est inférieur à",
    },
    signs: {
      debit: "Débit",
      credit: "Crédit",
    },
    explanation: {
      manual: "Catégorie choisie manuellement : elle prime sur les règles.",
      rule: "Catégorie définie par la règle « {{name}} » (priorité {{priority}}).",
      ruleUnnamed: "Catégorie définie par une règle (priorité {{priority}}).",
      deletedRule: "Catégorie définie par une règle supprimée depuis.",
      uncategorised: "Aucune règle ne correspond à cette opération.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} et {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} opération correspond (changeront de catégorie : {{changes}}).",
        many: "{{count}} d'opérations correspondent (changeront de catégorie : {{changes}}).",
        other: "{{count}} opérations correspondent (changeront de catégorie : {{changes}}).",
      },
      keptManual: {
        one: "{{count}} garde sa catégorie choisie manuellement.",
        many: "{{count}} gardent leur catégorie choisie manuellement.",
        other: "{{count}} gardent leur catégorie choisie manuellement.",
      },
      shadowed: {
        one: "{{count}} reste classée par une règle prioritaire.",
        many: "{{count}} restent classées par une règle prioritaire.",
        other: "{{count}} restent classées par une règle prioritaire.",
      },
      released: {
        one: "{{count}} ne correspondra plus à cette règle.",
        many: "{{count}} ne correspondront plus à cette règle.",
        other: "{{count}} ne correspondront plus à cette règle.",
      },
    },
    conflicts: {
      conflict: {
        one: "Les règles « {{first}} » et « {{second}} » classent {{count}} opération dans des catégories différentes ; « {{first}} » s'applique car elle est prioritaire.",
        many: "Les règles « {{first}} » et « {{second}} » classent {{count}} d'opérations dans des catégories différentes ; « {{first}} » s'applique car elle est prioritaire.",
        other:
          "Les règles « {{first}} » et « {{second}} » classent {{count}} opérations dans des catégories différentes ; « {{first}} » s'applique car elle est prioritaire.",
      },
      none: "Aucun conflit avec les autres règles.",
    },
    suggestions: {
      suggestion: {
        one: "Vous avez classé {{count}} fois « {{value}} » dans cette catégorie : créer une règle ?",
        many: "Vous avez classé {{count}} de fois « {{value}} » dans cette catégorie : créer une règle ?",
        other: "Vous avez classé {{count}} fois « {{value}} » dans cette catégorie : créer une règle ?",
      },
      accept: "Créer la règle",
      dismiss: "Ignorer",
    },
  },
  "en-GB": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Applying the rules to the transactions",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "The rule is saved, but applying the rules to the transactions failed: {{reason}}",
    retryRecategorisation: "Retry applying the rules",
    errors: {
      noConditions: "Add at least one condition.",
      tooManyConditions: "A rule has at most 20 conditions.",
      unknownField: "Unknown field.",
      operatorNotAllowed: "This operator does not apply to this field.",
      emptyValue: "Enter a value (dates, references and card numbers alone do not count).",
      valueTooLong: "Value too long (200 characters at most).",
      regexTooLong: "Regular expression too long (200 characters at most).",
      invalidRegex: "Invalid regular expression.",
      unsupportedRegex:
        "Unsupported regular expression: back-references (\\1) and look-arounds (?=…, ?!…) are not accepted.",
      invalidAmount: "Invalid amount.",
      invalidSign: "Choose debit or credit.",
      invalidDate: "Invalid date.",
      invalidRange: "The end must come after the start.",
      missingCategory: "Choose a category.",
      invalidPriority: "Invalid priority.",
    },
    fields: {
      label: "Description",
      counterparty: "Counterparty",
      amount: "Amount",
      sign: "Direction",
      account: "Account",
      date: "Date",
    },
    operators: {
      contains: "contains",
      equals: "equals",
      startsWith: "starts with",
      regex: "matches the expression",
      between: "is between",
      greater: "is greater than",
      less: "is less than",
    },
    signs: {
      debit: "Debit",
      credit: "Credit",
    },
    explanation: {
      manual: "Category chosen by hand: it wins over rules.",
      rule: "Category set by the rule “{{name}}” (priority {{priority}}).",
      ruleUnnamed: "Category set by a rule (priority {{priority}}).",
      deletedRule: "Category set by a rule that has since been deleted.",
      uncategorised: "No rule matches this transaction.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} and {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} transaction matches (will change category: {{changes}}).",
        other: "{{count}} transactions match (will change category: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} keeps the category chosen by hand.",
        other: "{{count}} keep the category chosen by hand.",
      },
      shadowed: {
        one: "{{count}} stays filed by a rule that runs first.",
        other: "{{count}} stay filed by a rule that runs first.",
      },
      released: {
        one: "{{count}} will no longer match this rule.",
        other: "{{count}} will no longer match this rule.",
      },
    },
    conflicts: {
      conflict: {
        one: "The rules “{{first}}” and “{{second}}” file {{count}} transaction in different categories; “{{first}}” applies as it runs first.",
        other:
          "The rules “{{first}}” and “{{second}}” file {{count}} transactions in different categories; “{{first}}” applies as it runs first.",
      },
      none: "No conflict with the other rules.",
    },
    suggestions: {
      suggestion: {
        one: "You filed “{{value}}” in this category {{count}} time: create a rule?",
        other: "You filed “{{value}}” in this category {{count}} times: create a rule?",
      },
      accept: "Create the rule",
      dismiss: "Dismiss",
    },
  },
  "de-DE": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Regeln werden auf die Umsätze angewendet",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "Die Regel ist gespeichert, aber das Anwenden der Regeln auf die Umsätze ist fehlgeschlagen: {{reason}}",
    retryRecategorisation: "Regeln erneut anwenden",
    errors: {
      noConditions: "Fügen Sie mindestens eine Bedingung hinzu.",
      tooManyConditions: "Eine Regel hat höchstens 20 Bedingungen.",
      unknownField: "Unbekanntes Feld.",
      operatorNotAllowed: "Dieser Operator gilt nicht für dieses Feld.",
      emptyValue: "Geben Sie einen Wert ein (Daten, Referenzen und Kartennummern allein zählen nicht).",
      valueTooLong: "Wert zu lang (höchstens 200 Zeichen).",
      regexTooLong: "Regulärer Ausdruck zu lang (höchstens 200 Zeichen).",
      invalidRegex: "Ungültiger regulärer Ausdruck.",
      unsupportedRegex:
        "Nicht unterstützter regulärer Ausdruck: Rückreferenzen (\\1) und Lookarounds (?=…, ?!…) sind nicht erlaubt.",
      invalidAmount: "Ungültiger Betrag.",
      invalidSign: "Wählen Sie Soll oder Haben.",
      invalidDate: "Ungültiges Datum.",
      invalidRange: "Das Ende muss nach dem Anfang liegen.",
      missingCategory: "Wählen Sie eine Kategorie.",
      invalidPriority: "Ungültige Priorität.",
    },
    fields: {
      label: "Verwendungszweck",
      counterparty: "Gegenpartei",
      amount: "Betrag",
      sign: "Richtung",
      account: "Konto",
      date: "Datum",
    },
    operators: {
      contains: "enthält",
      equals: "ist gleich",
      startsWith: "beginnt mit",
      regex: "entspricht dem Ausdruck",
      between: "liegt zwischen",
      greater: "ist größer als",
      less: "ist kleiner als",
    },
    signs: {
      debit: "Soll",
      credit: "Haben",
    },
    explanation: {
      manual: "Kategorie manuell gewählt: Sie hat Vorrang vor Regeln.",
      rule: "Kategorie durch die Regel „{{name}}“ festgelegt (Priorität {{priority}}).",
      ruleUnnamed: "Kategorie durch eine Regel festgelegt (Priorität {{priority}}).",
      deletedRule: "Kategorie durch eine inzwischen gelöschte Regel festgelegt.",
      uncategorised: "Keine Regel passt zu diesem Umsatz.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} und {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} Umsatz passt (wechseln die Kategorie: {{changes}}).",
        other: "{{count}} Umsätze passen (wechseln die Kategorie: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} behält seine manuell gewählte Kategorie.",
        other: "{{count}} behalten ihre manuell gewählte Kategorie.",
      },
      shadowed: {
        one: "{{count}} bleibt durch eine vorrangige Regel zugeordnet.",
        other: "{{count}} bleiben durch eine vorrangige Regel zugeordnet.",
      },
      released: {
        one: "{{count}} passt nicht mehr zu dieser Regel.",
        other: "{{count}} passen nicht mehr zu dieser Regel.",
      },
    },
    conflicts: {
      conflict: {
        one: "Die Regeln „{{first}}“ und „{{second}}“ ordnen {{count}} Umsatz unterschiedlichen Kategorien zu; „{{first}}“ gilt, da sie Vorrang hat.",
        other:
          "Die Regeln „{{first}}“ und „{{second}}“ ordnen {{count}} Umsätze unterschiedlichen Kategorien zu; „{{first}}“ gilt, da sie Vorrang hat.",
      },
      none: "Kein Konflikt mit den anderen Regeln.",
    },
    suggestions: {
      suggestion: {
        one: "Sie haben „{{value}}“ {{count}}-mal dieser Kategorie zugeordnet: Regel erstellen?",
        other: "Sie haben „{{value}}“ {{count}}-mal dieser Kategorie zugeordnet: Regel erstellen?",
      },
      accept: "Regel erstellen",
      dismiss: "Ignorieren",
    },
  },
  "it-IT": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Applicazione delle regole ai movimenti",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "La regola è salvata, ma l'applicazione delle regole ai movimenti non è riuscita: {{reason}}",
    retryRecategorisation: "Riprova ad applicare le regole",
    errors: {
      noConditions: "Aggiungi almeno una condizione.",
      tooManyConditions: "Una regola ha al massimo 20 condizioni.",
      unknownField: "Campo sconosciuto.",
      operatorNotAllowed: "Questo operatore non si applica a questo campo.",
      emptyValue: "Inserisci un valore (date, riferimenti e numeri di carta da soli non contano).",
      valueTooLong: "Valore troppo lungo (massimo 200 caratteri).",
      regexTooLong: "Espressione regolare troppo lunga (massimo 200 caratteri).",
      invalidRegex: "Espressione regolare non valida.",
      unsupportedRegex:
        "Espressione regolare non supportata: riferimenti all'indietro (\\1) e asserzioni (?=…, ?!…) non sono accettati.",
      invalidAmount: "Importo non valido.",
      invalidSign: "Scegli addebito o accredito.",
      invalidDate: "Data non valida.",
      invalidRange: "La fine deve seguire l'inizio.",
      missingCategory: "Scegli una categoria.",
      invalidPriority: "Priorità non valida.",
    },
    fields: {
      label: "Descrizione",
      counterparty: "Controparte",
      amount: "Importo",
      sign: "Direzione",
      account: "Conto",
      date: "Data",
    },
    operators: {
      contains: "contiene",
      equals: "è uguale a",
      startsWith: "inizia con",
      regex: "corrisponde all'espressione",
      between: "è compreso tra",
      greater: "è maggiore di",
      less: "è minore di",
    },
    signs: {
      debit: "Addebito",
      credit: "Accredito",
    },
    explanation: {
      manual: "Categoria scelta manualmente: prevale sulle regole.",
      rule: "Categoria impostata dalla regola «{{name}}» (priorità {{priority}}).",
      ruleUnnamed: "Categoria impostata da una regola (priorità {{priority}}).",
      deletedRule: "Categoria impostata da una regola poi eliminata.",
      uncategorised: "Nessuna regola corrisponde a questa operazione.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} e {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} operazione corrisponde (cambieranno categoria: {{changes}}).",
        many: "{{count}} di operazioni corrispondono (cambieranno categoria: {{changes}}).",
        other: "{{count}} operazioni corrispondono (cambieranno categoria: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} mantiene la categoria scelta manualmente.",
        many: "{{count}} mantengono la categoria scelta manualmente.",
        other: "{{count}} mantengono la categoria scelta manualmente.",
      },
      shadowed: {
        one: "{{count}} resta classificata da una regola prioritaria.",
        many: "{{count}} restano classificate da una regola prioritaria.",
        other: "{{count}} restano classificate da una regola prioritaria.",
      },
      released: {
        one: "{{count}} non corrisponderà più a questa regola.",
        many: "{{count}} non corrisponderanno più a questa regola.",
        other: "{{count}} non corrisponderanno più a questa regola.",
      },
    },
    conflicts: {
      conflict: {
        one: "Le regole «{{first}}» e «{{second}}» classificano {{count}} operazione in categorie diverse; si applica «{{first}}» perché ha la priorità.",
        many: "Le regole «{{first}}» e «{{second}}» classificano {{count}} di operazioni in categorie diverse; si applica «{{first}}» perché ha la priorità.",
        other:
          "Le regole «{{first}}» e «{{second}}» classificano {{count}} operazioni in categorie diverse; si applica «{{first}}» perché ha la priorità.",
      },
      none: "Nessun conflitto con le altre regole.",
    },
    suggestions: {
      suggestion: {
        one: "Hai classificato «{{value}}» in questa categoria {{count}} volta: creare una regola?",
        many: "Hai classificato «{{value}}» in questa categoria {{count}} di volte: creare una regola?",
        other: "Hai classificato «{{value}}» in questa categoria {{count}} volte: creare una regola?",
      },
      accept: "Crea la regola",
      dismiss: "Ignora",
    },
  },
  "es-ES": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Aplicando las reglas a los movimientos",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "La regla se ha guardado, pero la aplicación de las reglas a los movimientos ha fallado: {{reason}}",
    retryRecategorisation: "Reintentar aplicar las reglas",
    errors: {
      noConditions: "Añada al menos una condición.",
      tooManyConditions: "Una regla tiene como máximo 20 condiciones.",
      unknownField: "Campo desconocido.",
      operatorNotAllowed: "Este operador no se aplica a este campo.",
      emptyValue:
        "Introduzca un valor (las fechas, referencias y números de tarjeta por sí solos no cuentan).",
      valueTooLong: "Valor demasiado largo (200 caracteres como máximo).",
      regexTooLong: "Expresión regular demasiado larga (200 caracteres como máximo).",
      invalidRegex: "Expresión regular no válida.",
      unsupportedRegex:
        "Expresión regular no admitida: no se aceptan referencias inversas (\\1) ni aserciones (?=…, ?!…).",
      invalidAmount: "Importe no válido.",
      invalidSign: "Elija cargo o abono.",
      invalidDate: "Fecha no válida.",
      invalidRange: "El final debe ser posterior al inicio.",
      missingCategory: "Elija una categoría.",
      invalidPriority: "Prioridad no válida.",
    },
    fields: {
      label: "Concepto",
      counterparty: "Contraparte",
      amount: "Importe",
      sign: "Sentido",
      account: "Cuenta",
      date: "Fecha",
    },
    operators: {
      contains: "contiene",
      equals: "es igual a",
      startsWith: "empieza por",
      regex: "coincide con la expresión",
      between: "está entre",
      greater: "es mayor que",
      less: "es menor que",
    },
    signs: {
      debit: "Cargo",
      credit: "Abono",
    },
    explanation: {
      manual: "Categoría elegida manualmente: prevalece sobre las reglas.",
      rule: "Categoría definida por la regla «{{name}}» (prioridad {{priority}}).",
      ruleUnnamed: "Categoría definida por una regla (prioridad {{priority}}).",
      deletedRule: "Categoría definida por una regla eliminada desde entonces.",
      uncategorised: "Ninguna regla coincide con este movimiento.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} y {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} movimiento coincide (cambiarán de categoría: {{changes}}).",
        many: "{{count}} de movimientos coinciden (cambiarán de categoría: {{changes}}).",
        other: "{{count}} movimientos coinciden (cambiarán de categoría: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} conserva la categoría elegida manualmente.",
        many: "{{count}} conservan la categoría elegida manualmente.",
        other: "{{count}} conservan la categoría elegida manualmente.",
      },
      shadowed: {
        one: "{{count}} sigue clasificado por una regla prioritaria.",
        many: "{{count}} siguen clasificados por una regla prioritaria.",
        other: "{{count}} siguen clasificados por una regla prioritaria.",
      },
      released: {
        one: "{{count}} dejará de coincidir con esta regla.",
        many: "{{count}} dejarán de coincidir con esta regla.",
        other: "{{count}} dejarán de coincidir con esta regla.",
      },
    },
    conflicts: {
      conflict: {
        one: "Las reglas «{{first}}» y «{{second}}» clasifican {{count}} movimiento en categorías distintas; se aplica «{{first}}» por ser prioritaria.",
        many: "Las reglas «{{first}}» y «{{second}}» clasifican {{count}} de movimientos en categorías distintas; se aplica «{{first}}» por ser prioritaria.",
        other:
          "Las reglas «{{first}}» y «{{second}}» clasifican {{count}} movimientos en categorías distintas; se aplica «{{first}}» por ser prioritaria.",
      },
      none: "Ningún conflicto con las demás reglas.",
    },
    suggestions: {
      suggestion: {
        one: "Ha clasificado «{{value}}» en esta categoría {{count}} vez: ¿crear una regla?",
        many: "Ha clasificado «{{value}}» en esta categoría {{count}} de veces: ¿crear una regla?",
        other: "Ha clasificado «{{value}}» en esta categoría {{count}} veces: ¿crear una regla?",
      },
      accept: "Crear la regla",
      dismiss: "Descartar",
    },
  },
  "nl-NL": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Regels worden op de transacties toegepast",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "De regel is opgeslagen, maar het toepassen van de regels op de transacties is mislukt: {{reason}}",
    retryRecategorisation: "Regels opnieuw toepassen",
    errors: {
      noConditions: "Voeg minstens één voorwaarde toe.",
      tooManyConditions: "Een regel heeft maximaal 20 voorwaarden.",
      unknownField: "Onbekend veld.",
      operatorNotAllowed: "Deze operator geldt niet voor dit veld.",
      emptyValue: "Voer een waarde in (datums, referenties en kaartnummers alleen tellen niet).",
      valueTooLong: "Waarde te lang (maximaal 200 tekens).",
      regexTooLong: "Reguliere expressie te lang (maximaal 200 tekens).",
      invalidRegex: "Ongeldige reguliere expressie.",
      unsupportedRegex:
        "Niet-ondersteunde reguliere expressie: terugverwijzingen (\\1) en lookarounds (?=…, ?!…) zijn niet toegestaan.",
      invalidAmount: "Ongeldig bedrag.",
      invalidSign: "Kies debet of credit.",
      invalidDate: "Ongeldige datum.",
      invalidRange: "Het einde moet na het begin liggen.",
      missingCategory: "Kies een categorie.",
      invalidPriority: "Ongeldige prioriteit.",
    },
    fields: {
      label: "Omschrijving",
      counterparty: "Tegenpartij",
      amount: "Bedrag",
      sign: "Richting",
      account: "Rekening",
      date: "Datum",
    },
    operators: {
      contains: "bevat",
      equals: "is gelijk aan",
      startsWith: "begint met",
      regex: "komt overeen met de expressie",
      between: "ligt tussen",
      greater: "is groter dan",
      less: "is kleiner dan",
    },
    signs: {
      debit: "Debet",
      credit: "Credit",
    },
    explanation: {
      manual: "Categorie handmatig gekozen: gaat voor op regels.",
      rule: "Categorie ingesteld door de regel ‘{{name}}’ (prioriteit {{priority}}).",
      ruleUnnamed: "Categorie ingesteld door een regel (prioriteit {{priority}}).",
      deletedRule: "Categorie ingesteld door een inmiddels verwijderde regel.",
      uncategorised: "Geen regel past bij deze transactie.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} en {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} transactie komt overeen (krijgen een andere categorie: {{changes}}).",
        other: "{{count}} transacties komen overeen (krijgen een andere categorie: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} houdt de handmatig gekozen categorie.",
        other: "{{count}} houden hun handmatig gekozen categorie.",
      },
      shadowed: {
        one: "{{count}} blijft ingedeeld door een regel met voorrang.",
        other: "{{count}} blijven ingedeeld door een regel met voorrang.",
      },
      released: {
        one: "{{count}} past niet meer bij deze regel.",
        other: "{{count}} passen niet meer bij deze regel.",
      },
    },
    conflicts: {
      conflict: {
        one: "De regels ‘{{first}}’ en ‘{{second}}’ delen {{count}} transactie in verschillende categorieën in; ‘{{first}}’ geldt omdat die voorrang heeft.",
        other:
          "De regels ‘{{first}}’ en ‘{{second}}’ delen {{count}} transacties in verschillende categorieën in; ‘{{first}}’ geldt omdat die voorrang heeft.",
      },
      none: "Geen conflict met de andere regels.",
    },
    suggestions: {
      suggestion: {
        one: "U hebt ‘{{value}}’ {{count}} keer in deze categorie ingedeeld: een regel maken?",
        other: "U hebt ‘{{value}}’ {{count}} keer in deze categorie ingedeeld: een regel maken?",
      },
      accept: "Regel maken",
      dismiss: "Negeren",
    },
  },
  "ua-UA": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Застосування правил до операцій",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed: "Правило збережено, але застосувати правила до операцій не вдалося: {{reason}}",
    retryRecategorisation: "Повторити застосування правил",
    errors: {
      noConditions: "Додайте принаймні одну умову.",
      tooManyConditions: "Правило має не більше 20 умов.",
      unknownField: "Невідоме поле.",
      operatorNotAllowed: "Цей оператор не застосовується до цього поля.",
      emptyValue: "Введіть значення (самі дати, референси та номери карток не враховуються).",
      valueTooLong: "Значення задовге (не більше 200 символів).",
      regexTooLong: "Регулярний вираз задовгий (не більше 200 символів).",
      invalidRegex: "Недійсний регулярний вираз.",
      unsupportedRegex:
        "Непідтримуваний регулярний вираз: зворотні посилання (\\1) і перевірки (?=…, ?!…) не приймаються.",
      invalidAmount: "Недійсна сума.",
      invalidSign: "Оберіть дебет або кредит.",
      invalidDate: "Недійсна дата.",
      invalidRange: "Кінець має бути після початку.",
      missingCategory: "Оберіть категорію.",
      invalidPriority: "Недійсний пріоритет.",
    },
    fields: {
      label: "Опис",
      counterparty: "Контрагент",
      amount: "Сума",
      sign: "Напрям",
      account: "Рахунок",
      date: "Дата",
    },
    operators: {
      contains: "містить",
      equals: "дорівнює",
      startsWith: "починається з",
      regex: "відповідає виразу",
      between: "між",
      greater: "більше ніж",
      less: "менше ніж",
    },
    signs: {
      debit: "Дебет",
      credit: "Кредит",
    },
    explanation: {
      manual: "Категорію вибрано вручну: вона має пріоритет над правилами.",
      rule: "Категорію встановлено правилом «{{name}}» (пріоритет {{priority}}).",
      ruleUnnamed: "Категорію встановлено правилом (пріоритет {{priority}}).",
      deletedRule: "Категорію встановлено правилом, яке згодом видалено.",
      uncategorised: "Жодне правило не відповідає цій операції.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} і {{to}}",
    },
    preview: {
      summary: {
        one: "Відповідає {{count}} операція (змінять категорію: {{changes}}).",
        few: "Відповідають {{count}} операції (змінять категорію: {{changes}}).",
        many: "Відповідають {{count}} операцій (змінять категорію: {{changes}}).",
        other: "Відповідають {{count}} операції (змінять категорію: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} зберігає категорію, вибрану вручну.",
        few: "{{count}} зберігають категорію, вибрану вручну.",
        many: "{{count}} зберігають категорію, вибрану вручну.",
        other: "{{count}} зберігають категорію, вибрану вручну.",
      },
      shadowed: {
        one: "{{count}} залишається за правилом з вищим пріоритетом.",
        few: "{{count}} залишаються за правилом з вищим пріоритетом.",
        many: "{{count}} залишаються за правилом з вищим пріоритетом.",
        other: "{{count}} залишаються за правилом з вищим пріоритетом.",
      },
      released: {
        one: "{{count}} більше не відповідатиме цьому правилу.",
        few: "{{count}} більше не відповідатимуть цьому правилу.",
        many: "{{count}} більше не відповідатимуть цьому правилу.",
        other: "{{count}} більше не відповідатимуть цьому правилу.",
      },
    },
    conflicts: {
      conflict: {
        one: "Правила «{{first}}» і «{{second}}» відносять {{count}} операцію до різних категорій; діє «{{first}}», бо має вищий пріоритет.",
        few: "Правила «{{first}}» і «{{second}}» відносять {{count}} операції до різних категорій; діє «{{first}}», бо має вищий пріоритет.",
        many: "Правила «{{first}}» і «{{second}}» відносять {{count}} операцій до різних категорій; діє «{{first}}», бо має вищий пріоритет.",
        other:
          "Правила «{{first}}» і «{{second}}» відносять {{count}} операції до різних категорій; діє «{{first}}», бо має вищий пріоритет.",
      },
      none: "Конфліктів з іншими правилами немає.",
    },
    suggestions: {
      suggestion: {
        one: "Ви {{count}} раз віднесли «{{value}}» до цієї категорії: створити правило?",
        few: "Ви {{count}} рази віднесли «{{value}}» до цієї категорії: створити правило?",
        many: "Ви {{count}} разів віднесли «{{value}}» до цієї категорії: створити правило?",
        other: "Ви {{count}} разу віднесли «{{value}}» до цієї категорії: створити правило?",
      },
      accept: "Створити правило",
      dismiss: "Відхилити",
    },
  },
  "no-NO": {
    /** While a rule change files the company's transactions again (a job). */
    recategorising: "Reglene brukes på transaksjonene",
    /** The rule change is committed but its re-categorisation job failed; a retry is offered. */
    recategorisationFailed:
      "Regelen er lagret, men bruken av reglene på transaksjonene mislyktes: {{reason}}",
    retryRecategorisation: "Prøv å bruke reglene på nytt",
    errors: {
      noConditions: "Legg til minst én betingelse.",
      tooManyConditions: "En regel har maks. 20 betingelser.",
      unknownField: "Ukjent felt.",
      operatorNotAllowed: "Denne operatoren gjelder ikke for dette feltet.",
      emptyValue: "Skriv inn en verdi (datoer, referanser og kortnumre alene teller ikke).",
      valueTooLong: "Verdien er for lang (maks. 200 tegn).",
      regexTooLong: "Regulært uttrykk er for langt (maks. 200 tegn).",
      invalidRegex: "Ugyldig regulært uttrykk.",
      unsupportedRegex:
        "Regulært uttrykk støttes ikke: tilbakereferanser (\\1) og lookarounds (?=…, ?!…) godtas ikke.",
      invalidAmount: "Ugyldig beløp.",
      invalidSign: "Velg debet eller kredit.",
      invalidDate: "Ugyldig dato.",
      invalidRange: "Slutten må komme etter starten.",
      missingCategory: "Velg en kategori.",
      invalidPriority: "Ugyldig prioritet.",
    },
    fields: {
      label: "Beskrivelse",
      counterparty: "Motpart",
      amount: "Beløp",
      sign: "Retning",
      account: "Konto",
      date: "Dato",
    },
    operators: {
      contains: "inneholder",
      equals: "er lik",
      startsWith: "begynner med",
      regex: "samsvarer med uttrykket",
      between: "er mellom",
      greater: "er større enn",
      less: "er mindre enn",
    },
    signs: {
      debit: "Debet",
      credit: "Kredit",
    },
    explanation: {
      manual: "Kategorien er valgt manuelt: den går foran reglene.",
      rule: "Kategorien er satt av regelen «{{name}}» (prioritet {{priority}}).",
      ruleUnnamed: "Kategorien er satt av en regel (prioritet {{priority}}).",
      deletedRule: "Kategorien er satt av en regel som senere er slettet.",
      uncategorised: "Ingen regel passer til denne transaksjonen.",
      condition: "{{field}} {{operator}} {{value}}",
      range: "{{from}} og {{to}}",
    },
    preview: {
      summary: {
        one: "{{count}} transaksjon passer (får ny kategori: {{changes}}).",
        other: "{{count}} transaksjoner passer (får ny kategori: {{changes}}).",
      },
      keptManual: {
        one: "{{count}} beholder den manuelt valgte kategorien.",
        other: "{{count}} beholder den manuelt valgte kategorien.",
      },
      shadowed: {
        one: "{{count}} forblir sortert av en regel som går først.",
        other: "{{count}} forblir sortert av en regel som går først.",
      },
      released: {
        one: "{{count}} vil ikke lenger passe til denne regelen.",
        other: "{{count}} vil ikke lenger passe til denne regelen.",
      },
    },
    conflicts: {
      conflict: {
        one: "Reglene «{{first}}» og «{{second}}» sorterer {{count}} transaksjon i ulike kategorier; «{{first}}» gjelder fordi den går først.",
        other:
          "Reglene «{{first}}» og «{{second}}» sorterer {{count}} transaksjoner i ulike kategorier; «{{first}}» gjelder fordi den går først.",
      },
      none: "Ingen konflikt med de andre reglene.",
    },
    suggestions: {
      suggestion: {
        one: "Du har sortert «{{value}}» i denne kategorien {{count}} gang: opprette en regel?",
        other: "Du har sortert «{{value}}» i denne kategorien {{count}} ganger: opprette en regel?",
      },
      accept: "Opprett regelen",
      dismiss: "Avvis",
    },
  },
});
