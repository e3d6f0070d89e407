import { defineMessages } from "../defineMessages";

/**
 * The formula language of indicators and formula series (packages/domain `formula`): the messages of its
 * syntax errors (`syntax.<code>`), of its error values (`errors.<code>`), of the formula problems found
 * while forecasting (`issues.<code>`), and its user documentation for the help panel (`doc`).
 *
 * Placeholders: `{{position}}` is the character number counted from 1 (the domain's 0-based `position`
 * plus one); `{{token}}`, `{{name}}`, `{{closing}}`, `{{min}}`, `{{max}}`, `{{found}}` come from the
 * error's `params`; `{{cycle}}` is the names of the series or indicators joined with " → ";
 * `{{period}}` a formatted period.
 */
export const formulas = defineMessages({
  "fr-FR": {
    syntax: {
      emptyFormula: "La formule est vide.",
      unexpectedCharacter: "Caractère « {{token}} » non reconnu à la position {{position}}.",
      unexpectedToken: "« {{token}} » est inattendu à la position {{position}}.",
      unexpectedEnd: "La formule s'arrête trop tôt : il manque une valeur à la fin.",
      missingClosingParenthesis: "Parenthèse fermante « ) » attendue à la position {{position}}.",
      unclosedReference: "Référence non fermée à la position {{position}} : il manque « {{closing}} ».",
      emptyReference: "Référence vide à la position {{position}}.",
      unknownFunction: "La fonction « {{name}} » n'existe pas (position {{position}}).",
      unknownName: "« {{name}} » n'est ni une fonction ni une valeur système (position {{position}}).",
      wrongArgumentCount:
        "{{name}} attend de {{min}} à {{max}} argument(s), la formule en donne {{found}} (position {{position}}).",
      unknownCategoryName: "Aucune catégorie ne s'appelle « {{name}} » (position {{position}}).",
      unknownIndicatorName: "Aucun indicateur ne s'appelle « {{name}} » (position {{position}}).",
      tooDeep: "La formule est trop imbriquée (plus de {{max}} niveaux) à la position {{position}}.",
    },
    errors: {
      divisionByZero: "Division par zéro (utilisez SAFE_DIV pour prévoir ce cas).",
      unknownCategory: "Cette catégorie n'existe plus.",
      unknownIndicator: "Cet indicateur n'existe pas.",
      unavailableValue: "Cette valeur système n'est pas disponible ici.",
      expectedNumber: "Un nombre est attendu, pas une liste.",
      invalidIndex: "Position hors de la liste ou non entière.",
      emptyList: "La liste est vide.",
      notFinite: "Résultat trop grand.",
      brokenDependency: "Un indicateur utilisé par cette formule est en erreur.",
    },
    issues: {
      formulaCycle: "Ces formules dépendent les unes des autres en boucle : {{cycle}}.",
      formulaSystemValue:
        "Une série par formule ne peut pas utiliser begin, income, expense, variation ou end : ces valeurs dépendent de toutes les séries.",
      formulaBrokenDependency: "Cette formule lit une catégorie alimentée par une formule en erreur.",
      formulaValue: "La formule n'a pas de valeur pour {{period}} : cette échéance est ignorée.",
    },
    help: {
      back: "Retour à l'aide",
      pages: "Pages d'aide",
    },
    doc: {
      title: "Écrire une formule",
      intro:
        "Une formule calcule une valeur pour chaque période (mois ou semaine) à partir de nombres, de catégories, d'autres indicateurs et des valeurs système. Les montants sont en unités de la devise (euros), pas en centimes.",
      referencesTitle: "Catégories et indicateurs",
      references:
        "Écrivez une catégorie entre crochets, [Ventes], et un indicateur entre accolades, {Marge brute}. La formule garde l'identifiant : renommer une catégorie ne casse jamais une formule. Une catégorie vaut son montant affiché pour la période, sous-catégories comprises.",
      numbers:
        "Les décimales s'écrivent avec un point (0.2). Les arguments d'une fonction se séparent par « ; » ou « , ». Les noms de fonctions et de valeurs système ne tiennent pas compte des majuscules.",
      systemTitle: "Valeurs système de la période",
      system: {
        begin: "begin : trésorerie en début de période.",
        income:
          "income : encaissements de la période (hors catégories exclues des encaissements et décaissements).",
        expense: "expense : décaissements de la période, en négatif (mêmes exclusions).",
        variation: "variation : somme de tous les flux de la période.",
        end: "end : trésorerie en fin de période (begin + variation).",
      },
      operatorsTitle: "Opérateurs",
      operators: {
        arithmetic: "+ - * / : addition, soustraction, multiplication, division.",
        modulo: "% : reste de la division, du signe du diviseur (7 % 3 vaut 1).",
        comparison:
          "= <> < <= > >= : comparaisons, qui valent 1 (vrai) ou 0 (faux) ; == et != sont aussi acceptés.",
        priority:
          "Priorité : d'abord * / %, puis + -, puis les comparaisons ; les parenthèses changent l'ordre.",
      },
      errorsTitle: "Erreurs",
      errorsText:
        "Une erreur de saisie est signalée avec sa position. Une division par zéro ne bloque pas le calcul : seule la période concernée est en erreur, et l'erreur se propage aux calculs qui l'utilisent.",
      functionsTitle: "Fonctions",
      functions: {
        VAL: {
          syntax: "VAL(x) ou VAL(x; décalage)",
          description:
            "La valeur de x pour la période en cours, ou décalage périodes plus tard (négatif : plus tôt). Vaut 0 hors des périodes calculées.",
          example: "VAL(end; -1) : la trésorerie de fin de la période précédente.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "La liste des valeurs de x sur toutes les périodes calculées.",
          example: "MAXV(VALUES([Ventes])) : le meilleur mois de ventes.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "La somme de ses arguments (des nombres).",
          example: "SUM([Loyer]; [Énergie]; [Assurances])",
        },
        SUMS: {
          syntax: "SUMS(liste)",
          description: "La somme des éléments d'une liste.",
          example: "SUMS(RANGE(income; -11; 0)) : les encaissements des douze dernières périodes.",
        },
        AVGS: {
          syntax: "AVGS(liste)",
          description: "La moyenne des éléments d'une liste (erreur si elle est vide).",
          example: "AVGS(RANGE([Ventes]; -2; 0)) : moyenne glissante sur trois périodes.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Le plus grand de ses arguments (des nombres).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Le plus petit de ses arguments (des nombres).",
          example: "MIN([Ventes]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(liste)",
          description: "Le plus grand élément d'une liste (erreur si elle est vide).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(liste)",
          description: "Le plus petit élément d'une liste (erreur si elle est vide).",
          example: "MINV(VALUES(end)) : le point bas de trésorerie.",
        },
        MEDIAN: {
          syntax: "MEDIAN(liste) ou MEDIAN(a; b; …)",
          description: "La médiane de nombres ou de listes (erreur si rien à classer).",
          example: "MEDIAN(VALUES([Ventes]))",
        },
        LEN: {
          syntax: "LEN(liste)",
          description: "Le nombre d'éléments d'une liste.",
          example: "LEN(VALUES(end)) : le nombre de périodes calculées.",
        },
        GET: {
          syntax: "GET(liste; n)",
          description: "Le n-ième élément d'une liste, en comptant à partir de 1 (erreur hors de la liste).",
          example: "GET(VALUES([Ventes]); 1) : les ventes de la première période.",
        },
        RANGE: {
          syntax: "RANGE(x; début; fin)",
          description:
            "La liste des valeurs de x de début à fin périodes autour de la période en cours, bornes comprises, limitée aux périodes calculées.",
          example: "RANGE([Ventes]; -2; 0) : cette période et les deux précédentes.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) ou SAFE_DIV(a; b; repli)",
          description: "a divisé par b, ou repli (0 par défaut) quand b vaut 0.",
          example: "SAFE_DIV([Salaires]; income) * 100 : la part des salaires en pourcentage.",
        },
        SI: {
          syntax: "SI(condition; alors) ou SI(condition; alors; sinon)",
          description:
            "alors si la condition est vraie (différente de 0), sinon la valeur sinon (0 par défaut). Seule la branche choisie est calculée.",
          example: "SI(end < 0; -end; 0) : le besoin de financement.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1 si tous les arguments sont vrais (différents de 0), sinon 0.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description: "1 si au moins un argument est vrai (différent de 0), sinon 0.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description:
            "Le cumul de x depuis la première période calculée jusqu'à la période en cours comprise.",
          example: "CUMSUM([Ventes]) : les ventes cumulées.",
        },
      },
    },
  },
  "en-GB": {
    syntax: {
      emptyFormula: "The formula is empty.",
      unexpectedCharacter: "Unrecognised character “{{token}}” at position {{position}}.",
      unexpectedToken: "“{{token}}” is unexpected at position {{position}}.",
      unexpectedEnd: "The formula ends too early: a value is missing at the end.",
      missingClosingParenthesis: "Closing parenthesis “)” expected at position {{position}}.",
      unclosedReference: "Unclosed reference at position {{position}}: “{{closing}}” is missing.",
      emptyReference: "Empty reference at position {{position}}.",
      unknownFunction: "There is no function “{{name}}” (position {{position}}).",
      unknownName: "“{{name}}” is neither a function nor a system value (position {{position}}).",
      wrongArgumentCount:
        "{{name}} takes {{min}} to {{max}} argument(s); the formula gives {{found}} (position {{position}}).",
      unknownCategoryName: "No category is called “{{name}}” (position {{position}}).",
      unknownIndicatorName: "No indicator is called “{{name}}” (position {{position}}).",
      tooDeep: "The formula is nested too deeply (more than {{max}} levels) at position {{position}}.",
    },
    errors: {
      divisionByZero: "Division by zero (use SAFE_DIV to handle this case).",
      unknownCategory: "This category no longer exists.",
      unknownIndicator: "This indicator does not exist.",
      unavailableValue: "This system value is not available here.",
      expectedNumber: "A number is expected, not a list.",
      invalidIndex: "Position outside the list or not a whole number.",
      emptyList: "The list is empty.",
      notFinite: "Result too large.",
      brokenDependency: "An indicator this formula uses is in error.",
    },
    issues: {
      formulaCycle: "These formulas depend on each other in a loop: {{cycle}}.",
      formulaSystemValue:
        "A formula series cannot use begin, income, expense, variation or end: these values depend on every series.",
      formulaBrokenDependency: "This formula reads a category fed by a formula in error.",
      formulaValue: "The formula has no value for {{period}}: this occurrence is left out.",
    },
    help: {
      back: "Back to help",
      pages: "Help pages",
    },
    doc: {
      title: "Writing a formula",
      intro:
        "A formula computes a value for each period (month or week) from numbers, categories, other indicators and system values. Amounts are in currency units (euros), not cents.",
      referencesTitle: "Categories and indicators",
      references:
        "Write a category in square brackets, [Sales], and an indicator in braces, {Gross margin}. The formula keeps the id: renaming a category never breaks a formula. A category is worth the amount shown for the period, subcategories included.",
      numbers:
        "Decimals use a point (0.2). Function arguments are separated by “,” or “;”. Function and system value names are not case-sensitive.",
      systemTitle: "System values of the period",
      system: {
        begin: "begin: cash at the start of the period.",
        income:
          "income: money in during the period (without the categories excluded from income and expense).",
        expense: "expense: money out during the period, as a negative amount (same exclusions).",
        variation: "variation: the sum of every flow of the period.",
        end: "end: cash at the end of the period (begin + variation).",
      },
      operatorsTitle: "Operators",
      operators: {
        arithmetic: "+ - * /: addition, subtraction, multiplication, division.",
        modulo: "%: remainder of the division, with the sign of the divisor (7 % 3 is 1).",
        comparison: "= <> < <= > >=: comparisons, worth 1 (true) or 0 (false); == and != are accepted too.",
        priority: "Priority: * / % first, then + -, then comparisons; parentheses change the order.",
      },
      errorsTitle: "Errors",
      errorsText:
        "A typing error is reported with its position. A division by zero does not stop the calculation: only the period concerned is in error, and the error flows into the calculations that use it.",
      functionsTitle: "Functions",
      functions: {
        VAL: {
          syntax: "VAL(x) or VAL(x, offset)",
          description:
            "The value of x for the current period, or offset periods later (negative: earlier). 0 outside the periods computed.",
          example: "VAL(end, -1): closing cash of the previous period.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "The list of the values of x over every period computed.",
          example: "MAXV(VALUES([Sales])): the best month of sales.",
        },
        SUM: {
          syntax: "SUM(a, b, …)",
          description: "The sum of its arguments (numbers).",
          example: "SUM([Rent], [Energy], [Insurance])",
        },
        SUMS: {
          syntax: "SUMS(list)",
          description: "The sum of the items of a list.",
          example: "SUMS(RANGE(income, -11, 0)): money in over the last twelve periods.",
        },
        AVGS: {
          syntax: "AVGS(list)",
          description: "The average of the items of a list (an error when it is empty).",
          example: "AVGS(RANGE([Sales], -2, 0)): moving average over three periods.",
        },
        MAX: {
          syntax: "MAX(a, b, …)",
          description: "The largest of its arguments (numbers).",
          example: "MAX(end, 0)",
        },
        MIN: {
          syntax: "MIN(a, b, …)",
          description: "The smallest of its arguments (numbers).",
          example: "MIN([Sales], 10000)",
        },
        MAXV: {
          syntax: "MAXV(list)",
          description: "The largest item of a list (an error when it is empty).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(list)",
          description: "The smallest item of a list (an error when it is empty).",
          example: "MINV(VALUES(end)): the lowest cash point.",
        },
        MEDIAN: {
          syntax: "MEDIAN(list) or MEDIAN(a, b, …)",
          description: "The median of numbers or lists (an error when there is nothing to rank).",
          example: "MEDIAN(VALUES([Sales]))",
        },
        LEN: {
          syntax: "LEN(list)",
          description: "The number of items of a list.",
          example: "LEN(VALUES(end)): the number of periods computed.",
        },
        GET: {
          syntax: "GET(list, n)",
          description: "The n-th item of a list, counting from 1 (an error outside the list).",
          example: "GET(VALUES([Sales]), 1): the sales of the first period.",
        },
        RANGE: {
          syntax: "RANGE(x, from, to)",
          description:
            "The list of the values of x from “from” to “to” periods around the current one, both included, limited to the periods computed.",
          example: "RANGE([Sales], -2, 0): this period and the two before.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a, b) or SAFE_DIV(a, b, fallback)",
          description: "a divided by b, or fallback (0 by default) when b is 0.",
          example: "SAFE_DIV([Wages], income) * 100: wages as a percentage of income.",
        },
        SI: {
          syntax: "SI(condition, then) or SI(condition, then, else)",
          description:
            "“then” when the condition is true (not 0), otherwise “else” (0 by default). Only the branch chosen is computed. SI is French for IF.",
          example: "SI(end < 0, -end, 0): the funding need.",
        },
        ET: {
          syntax: "ET(a, b, …)",
          description: "1 when every argument is true (not 0), otherwise 0. ET is French for AND.",
          example: "ET(end > 0, variation > 0)",
        },
        OU: {
          syntax: "OU(a, b, …)",
          description: "1 when at least one argument is true (not 0), otherwise 0. OU is French for OR.",
          example: "OU(end < 0, variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description:
            "The running total of x from the first period computed up to the current one included.",
          example: "CUMSUM([Sales]): cumulative sales.",
        },
      },
    },
  },
  "de-DE": {
    syntax: {
      emptyFormula: "Die Formel ist leer.",
      unexpectedCharacter: "Unbekanntes Zeichen „{{token}}“ an Position {{position}}.",
      unexpectedToken: "„{{token}}“ ist an Position {{position}} unerwartet.",
      unexpectedEnd: "Die Formel endet zu früh: Am Ende fehlt ein Wert.",
      missingClosingParenthesis: "Schließende Klammer „)“ an Position {{position}} erwartet.",
      unclosedReference: "Nicht geschlossener Verweis an Position {{position}}: „{{closing}}“ fehlt.",
      emptyReference: "Leerer Verweis an Position {{position}}.",
      unknownFunction: "Die Funktion „{{name}}“ gibt es nicht (Position {{position}}).",
      unknownName: "„{{name}}“ ist weder eine Funktion noch ein Systemwert (Position {{position}}).",
      wrongArgumentCount:
        "{{name}} erwartet {{min}} bis {{max}} Argument(e), die Formel gibt {{found}} an (Position {{position}}).",
      unknownCategoryName: "Keine Kategorie heißt „{{name}}“ (Position {{position}}).",
      unknownIndicatorName: "Kein Indikator heißt „{{name}}“ (Position {{position}}).",
      tooDeep: "Die Formel ist zu tief verschachtelt (mehr als {{max}} Ebenen) an Position {{position}}.",
    },
    errors: {
      divisionByZero: "Division durch null (verwenden Sie SAFE_DIV für diesen Fall).",
      unknownCategory: "Diese Kategorie existiert nicht mehr.",
      unknownIndicator: "Dieser Indikator existiert nicht.",
      unavailableValue: "Dieser Systemwert ist hier nicht verfügbar.",
      expectedNumber: "Eine Zahl wird erwartet, keine Liste.",
      invalidIndex: "Position außerhalb der Liste oder keine ganze Zahl.",
      emptyList: "Die Liste ist leer.",
      notFinite: "Ergebnis zu groß.",
      brokenDependency: "Ein von dieser Formel verwendeter Indikator ist fehlerhaft.",
    },
    issues: {
      formulaCycle: "Diese Formeln hängen im Kreis voneinander ab: {{cycle}}.",
      formulaSystemValue:
        "Eine Formelreihe darf begin, income, expense, variation oder end nicht verwenden: Diese Werte hängen von allen Reihen ab.",
      formulaBrokenDependency:
        "Diese Formel liest eine Kategorie, die von einer fehlerhaften Formel gespeist wird.",
      formulaValue: "Die Formel hat für {{period}} keinen Wert: Diese Fälligkeit wird ausgelassen.",
    },
    help: {
      back: "Zurück zur Hilfe",
      pages: "Hilfeseiten",
    },
    doc: {
      title: "Eine Formel schreiben",
      intro:
        "Eine Formel berechnet für jede Periode (Monat oder Woche) einen Wert aus Zahlen, Kategorien, anderen Indikatoren und Systemwerten. Beträge sind in Währungseinheiten (Euro), nicht in Cent.",
      referencesTitle: "Kategorien und Indikatoren",
      references:
        "Schreiben Sie eine Kategorie in eckigen Klammern, [Umsatz], und einen Indikator in geschweiften Klammern, {Bruttomarge}. Die Formel speichert die Kennung: Das Umbenennen einer Kategorie macht keine Formel kaputt. Eine Kategorie hat den für die Periode angezeigten Betrag, Unterkategorien eingeschlossen.",
      numbers:
        "Dezimalstellen werden mit Punkt geschrieben (0.2). Funktionsargumente werden durch „;“ oder „,“ getrennt. Groß- und Kleinschreibung spielt bei Funktionen und Systemwerten keine Rolle.",
      systemTitle: "Systemwerte der Periode",
      system: {
        begin: "begin: Liquidität zu Beginn der Periode.",
        income:
          "income: Einzahlungen der Periode (ohne die von Ein- und Auszahlungen ausgenommenen Kategorien).",
        expense: "expense: Auszahlungen der Periode, negativ (gleiche Ausnahmen).",
        variation: "variation: Summe aller Flüsse der Periode.",
        end: "end: Liquidität am Ende der Periode (begin + variation).",
      },
      operatorsTitle: "Operatoren",
      operators: {
        arithmetic: "+ - * /: Addition, Subtraktion, Multiplikation, Division.",
        modulo: "%: Rest der Division, mit dem Vorzeichen des Divisors (7 % 3 ergibt 1).",
        comparison:
          "= <> < <= > >=: Vergleiche, ergeben 1 (wahr) oder 0 (falsch); == und != sind ebenfalls erlaubt.",
        priority: "Rangfolge: zuerst * / %, dann + -, dann Vergleiche; Klammern ändern die Reihenfolge.",
      },
      errorsTitle: "Fehler",
      errorsText:
        "Ein Eingabefehler wird mit seiner Position gemeldet. Eine Division durch null hält die Berechnung nicht an: Nur die betroffene Periode ist fehlerhaft, und der Fehler wirkt in den Berechnungen weiter, die sie verwenden.",
      functionsTitle: "Funktionen",
      functions: {
        VAL: {
          syntax: "VAL(x) oder VAL(x; Versatz)",
          description:
            "Der Wert von x in der aktuellen Periode oder Versatz Perioden später (negativ: früher). 0 außerhalb der berechneten Perioden.",
          example: "VAL(end; -1): Endbestand der vorherigen Periode.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "Die Liste der Werte von x über alle berechneten Perioden.",
          example: "MAXV(VALUES([Umsatz])): der beste Umsatzmonat.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "Die Summe der Argumente (Zahlen).",
          example: "SUM([Miete]; [Energie]; [Versicherungen])",
        },
        SUMS: {
          syntax: "SUMS(Liste)",
          description: "Die Summe der Elemente einer Liste.",
          example: "SUMS(RANGE(income; -11; 0)): Einzahlungen der letzten zwölf Perioden.",
        },
        AVGS: {
          syntax: "AVGS(Liste)",
          description: "Der Durchschnitt der Elemente einer Liste (Fehler, wenn sie leer ist).",
          example: "AVGS(RANGE([Umsatz]; -2; 0)): gleitender Durchschnitt über drei Perioden.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Das größte der Argumente (Zahlen).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Das kleinste der Argumente (Zahlen).",
          example: "MIN([Umsatz]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(Liste)",
          description: "Das größte Element einer Liste (Fehler, wenn sie leer ist).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(Liste)",
          description: "Das kleinste Element einer Liste (Fehler, wenn sie leer ist).",
          example: "MINV(VALUES(end)): der Liquiditätstiefpunkt.",
        },
        MEDIAN: {
          syntax: "MEDIAN(Liste) oder MEDIAN(a; b; …)",
          description: "Der Median von Zahlen oder Listen (Fehler, wenn nichts zu ordnen ist).",
          example: "MEDIAN(VALUES([Umsatz]))",
        },
        LEN: {
          syntax: "LEN(Liste)",
          description: "Die Anzahl der Elemente einer Liste.",
          example: "LEN(VALUES(end)): die Anzahl der berechneten Perioden.",
        },
        GET: {
          syntax: "GET(Liste; n)",
          description: "Das n-te Element einer Liste, ab 1 gezählt (Fehler außerhalb der Liste).",
          example: "GET(VALUES([Umsatz]); 1): der Umsatz der ersten Periode.",
        },
        RANGE: {
          syntax: "RANGE(x; von; bis)",
          description:
            "Die Liste der Werte von x von „von“ bis „bis“ Perioden um die aktuelle herum, beide eingeschlossen, begrenzt auf die berechneten Perioden.",
          example: "RANGE([Umsatz]; -2; 0): diese Periode und die zwei vorherigen.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) oder SAFE_DIV(a; b; Ersatz)",
          description: "a geteilt durch b, oder Ersatz (standardmäßig 0), wenn b 0 ist.",
          example: "SAFE_DIV([Löhne]; income) * 100: Lohnanteil in Prozent.",
        },
        SI: {
          syntax: "SI(Bedingung; dann) oder SI(Bedingung; dann; sonst)",
          description:
            "„dann“, wenn die Bedingung wahr ist (nicht 0), sonst „sonst“ (standardmäßig 0). Nur der gewählte Zweig wird berechnet. SI ist Französisch für WENN.",
          example: "SI(end < 0; -end; 0): der Finanzierungsbedarf.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1, wenn alle Argumente wahr sind (nicht 0), sonst 0. ET ist Französisch für UND.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description:
            "1, wenn mindestens ein Argument wahr ist (nicht 0), sonst 0. OU ist Französisch für ODER.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description:
            "Die laufende Summe von x von der ersten berechneten Periode bis zur aktuellen einschließlich.",
          example: "CUMSUM([Umsatz]): kumulierter Umsatz.",
        },
      },
    },
  },
  "it-IT": {
    syntax: {
      emptyFormula: "La formula è vuota.",
      unexpectedCharacter: "Carattere «{{token}}» non riconosciuto alla posizione {{position}}.",
      unexpectedToken: "«{{token}}» è inatteso alla posizione {{position}}.",
      unexpectedEnd: "La formula finisce troppo presto: manca un valore alla fine.",
      missingClosingParenthesis: "Parentesi di chiusura «)» attesa alla posizione {{position}}.",
      unclosedReference: "Riferimento non chiuso alla posizione {{position}}: manca «{{closing}}».",
      emptyReference: "Riferimento vuoto alla posizione {{position}}.",
      unknownFunction: "La funzione «{{name}}» non esiste (posizione {{position}}).",
      unknownName: "«{{name}}» non è né una funzione né un valore di sistema (posizione {{position}}).",
      wrongArgumentCount:
        "{{name}} richiede da {{min}} a {{max}} argomenti, la formula ne dà {{found}} (posizione {{position}}).",
      unknownCategoryName: "Nessuna categoria si chiama «{{name}}» (posizione {{position}}).",
      unknownIndicatorName: "Nessun indicatore si chiama «{{name}}» (posizione {{position}}).",
      tooDeep: "La formula è troppo annidata (più di {{max}} livelli) alla posizione {{position}}.",
    },
    errors: {
      divisionByZero: "Divisione per zero (usa SAFE_DIV per gestire questo caso).",
      unknownCategory: "Questa categoria non esiste più.",
      unknownIndicator: "Questo indicatore non esiste.",
      unavailableValue: "Questo valore di sistema non è disponibile qui.",
      expectedNumber: "È atteso un numero, non una lista.",
      invalidIndex: "Posizione fuori dalla lista o non intera.",
      emptyList: "La lista è vuota.",
      notFinite: "Risultato troppo grande.",
      brokenDependency: "Un indicatore usato da questa formula è in errore.",
    },
    issues: {
      formulaCycle: "Queste formule dipendono l'una dall'altra in un ciclo: {{cycle}}.",
      formulaSystemValue:
        "Una serie a formula non può usare begin, income, expense, variation o end: questi valori dipendono da tutte le serie.",
      formulaBrokenDependency: "Questa formula legge una categoria alimentata da una formula in errore.",
      formulaValue: "La formula non ha valore per {{period}}: questa scadenza è ignorata.",
    },
    help: {
      back: "Torna all'aiuto",
      pages: "Pagine di aiuto",
    },
    doc: {
      title: "Scrivere una formula",
      intro:
        "Una formula calcola un valore per ogni periodo (mese o settimana) a partire da numeri, categorie, altri indicatori e valori di sistema. Gli importi sono in unità di valuta (euro), non in centesimi.",
      referencesTitle: "Categorie e indicatori",
      references:
        "Scrivi una categoria tra parentesi quadre, [Vendite], e un indicatore tra parentesi graffe, {Margine lordo}. La formula conserva l'identificativo: rinominare una categoria non rompe mai una formula. Una categoria vale l'importo mostrato per il periodo, sottocategorie comprese.",
      numbers:
        "I decimali si scrivono con il punto (0.2). Gli argomenti di una funzione si separano con «;» o «,». I nomi di funzioni e valori di sistema non distinguono maiuscole e minuscole.",
      systemTitle: "Valori di sistema del periodo",
      system: {
        begin: "begin: liquidità a inizio periodo.",
        income: "income: incassi del periodo (escluse le categorie escluse da incassi e pagamenti).",
        expense: "expense: pagamenti del periodo, in negativo (stesse esclusioni).",
        variation: "variation: somma di tutti i flussi del periodo.",
        end: "end: liquidità a fine periodo (begin + variation).",
      },
      operatorsTitle: "Operatori",
      operators: {
        arithmetic: "+ - * /: addizione, sottrazione, moltiplicazione, divisione.",
        modulo: "%: resto della divisione, con il segno del divisore (7 % 3 vale 1).",
        comparison:
          "= <> < <= > >=: confronti, che valgono 1 (vero) o 0 (falso); sono accettati anche == e !=.",
        priority: "Precedenza: prima * / %, poi + -, poi i confronti; le parentesi cambiano l'ordine.",
      },
      errorsTitle: "Errori",
      errorsText:
        "Un errore di digitazione è segnalato con la sua posizione. Una divisione per zero non blocca il calcolo: solo il periodo interessato è in errore, e l'errore si propaga ai calcoli che lo usano.",
      functionsTitle: "Funzioni",
      functions: {
        VAL: {
          syntax: "VAL(x) o VAL(x; scarto)",
          description:
            "Il valore di x nel periodo corrente, o scarto periodi dopo (negativo: prima). Vale 0 fuori dai periodi calcolati.",
          example: "VAL(end; -1): la liquidità finale del periodo precedente.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "La lista dei valori di x su tutti i periodi calcolati.",
          example: "MAXV(VALUES([Vendite])): il mese migliore di vendite.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "La somma dei suoi argomenti (numeri).",
          example: "SUM([Affitto]; [Energia]; [Assicurazioni])",
        },
        SUMS: {
          syntax: "SUMS(lista)",
          description: "La somma degli elementi di una lista.",
          example: "SUMS(RANGE(income; -11; 0)): gli incassi degli ultimi dodici periodi.",
        },
        AVGS: {
          syntax: "AVGS(lista)",
          description: "La media degli elementi di una lista (errore se è vuota).",
          example: "AVGS(RANGE([Vendite]; -2; 0)): media mobile su tre periodi.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Il più grande dei suoi argomenti (numeri).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Il più piccolo dei suoi argomenti (numeri).",
          example: "MIN([Vendite]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(lista)",
          description: "L'elemento più grande di una lista (errore se è vuota).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(lista)",
          description: "L'elemento più piccolo di una lista (errore se è vuota).",
          example: "MINV(VALUES(end)): il punto più basso di liquidità.",
        },
        MEDIAN: {
          syntax: "MEDIAN(lista) o MEDIAN(a; b; …)",
          description: "La mediana di numeri o liste (errore se non c'è nulla da ordinare).",
          example: "MEDIAN(VALUES([Vendite]))",
        },
        LEN: {
          syntax: "LEN(lista)",
          description: "Il numero di elementi di una lista.",
          example: "LEN(VALUES(end)): il numero di periodi calcolati.",
        },
        GET: {
          syntax: "GET(lista; n)",
          description: "L'n-esimo elemento di una lista, contando da 1 (errore fuori dalla lista).",
          example: "GET(VALUES([Vendite]); 1): le vendite del primo periodo.",
        },
        RANGE: {
          syntax: "RANGE(x; da; a)",
          description:
            "La lista dei valori di x da «da» ad «a» periodi attorno a quello corrente, estremi inclusi, limitata ai periodi calcolati.",
          example: "RANGE([Vendite]; -2; 0): questo periodo e i due precedenti.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) o SAFE_DIV(a; b; ripiego)",
          description: "a diviso b, o ripiego (0 per default) quando b vale 0.",
          example: "SAFE_DIV([Stipendi]; income) * 100: la quota degli stipendi in percentuale.",
        },
        SI: {
          syntax: "SI(condizione; allora) o SI(condizione; allora; altrimenti)",
          description:
            "«allora» se la condizione è vera (diversa da 0), altrimenti «altrimenti» (0 per default). Si calcola solo il ramo scelto. SI è il SE francese.",
          example: "SI(end < 0; -end; 0): il fabbisogno di finanziamento.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1 se tutti gli argomenti sono veri (diversi da 0), altrimenti 0. ET è la E francese.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description: "1 se almeno un argomento è vero (diverso da 0), altrimenti 0. OU è la O francese.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description: "Il cumulo di x dal primo periodo calcolato fino al periodo corrente compreso.",
          example: "CUMSUM([Vendite]): le vendite cumulate.",
        },
      },
    },
  },
  "es-ES": {
    syntax: {
      emptyFormula: "La fórmula está vacía.",
      unexpectedCharacter: "Carácter «{{token}}» no reconocido en la posición {{position}}.",
      unexpectedToken: "«{{token}}» es inesperado en la posición {{position}}.",
      unexpectedEnd: "La fórmula termina demasiado pronto: falta un valor al final.",
      missingClosingParenthesis: "Se esperaba un paréntesis de cierre «)» en la posición {{position}}.",
      unclosedReference: "Referencia sin cerrar en la posición {{position}}: falta «{{closing}}».",
      emptyReference: "Referencia vacía en la posición {{position}}.",
      unknownFunction: "La función «{{name}}» no existe (posición {{position}}).",
      unknownName: "«{{name}}» no es ni una función ni un valor del sistema (posición {{position}}).",
      wrongArgumentCount:
        "{{name}} admite de {{min}} a {{max}} argumentos y la fórmula da {{found}} (posición {{position}}).",
      unknownCategoryName: "Ninguna categoría se llama «{{name}}» (posición {{position}}).",
      unknownIndicatorName: "Ningún indicador se llama «{{name}}» (posición {{position}}).",
      tooDeep: "La fórmula está demasiado anidada (más de {{max}} niveles) en la posición {{position}}.",
    },
    errors: {
      divisionByZero: "División por cero (use SAFE_DIV para prever este caso).",
      unknownCategory: "Esta categoría ya no existe.",
      unknownIndicator: "Este indicador no existe.",
      unavailableValue: "Este valor del sistema no está disponible aquí.",
      expectedNumber: "Se espera un número, no una lista.",
      invalidIndex: "Posición fuera de la lista o no entera.",
      emptyList: "La lista está vacía.",
      notFinite: "Resultado demasiado grande.",
      brokenDependency: "Un indicador que usa esta fórmula tiene un error.",
    },
    issues: {
      formulaCycle: "Estas fórmulas dependen unas de otras en bucle: {{cycle}}.",
      formulaSystemValue:
        "Una serie por fórmula no puede usar begin, income, expense, variation ni end: estos valores dependen de todas las series.",
      formulaBrokenDependency: "Esta fórmula lee una categoría alimentada por una fórmula con error.",
      formulaValue: "La fórmula no tiene valor para {{period}}: se omite este vencimiento.",
    },
    help: {
      back: "Volver a la ayuda",
      pages: "Páginas de ayuda",
    },
    doc: {
      title: "Escribir una fórmula",
      intro:
        "Una fórmula calcula un valor para cada periodo (mes o semana) a partir de números, categorías, otros indicadores y valores del sistema. Los importes están en unidades de la moneda (euros), no en céntimos.",
      referencesTitle: "Categorías e indicadores",
      references:
        "Escriba una categoría entre corchetes, [Ventas], y un indicador entre llaves, {Margen bruto}. La fórmula guarda el identificador: cambiar el nombre de una categoría nunca rompe una fórmula. Una categoría vale el importe mostrado para el periodo, subcategorías incluidas.",
      numbers:
        "Los decimales se escriben con punto (0.2). Los argumentos de una función se separan con «;» o «,». Los nombres de funciones y valores del sistema no distinguen mayúsculas.",
      systemTitle: "Valores del sistema del periodo",
      system: {
        begin: "begin: tesorería al inicio del periodo.",
        income: "income: cobros del periodo (sin las categorías excluidas de cobros y pagos).",
        expense: "expense: pagos del periodo, en negativo (mismas exclusiones).",
        variation: "variation: suma de todos los flujos del periodo.",
        end: "end: tesorería al final del periodo (begin + variation).",
      },
      operatorsTitle: "Operadores",
      operators: {
        arithmetic: "+ - * /: suma, resta, multiplicación, división.",
        modulo: "%: resto de la división, con el signo del divisor (7 % 3 vale 1).",
        comparison:
          "= <> < <= > >=: comparaciones, que valen 1 (verdadero) o 0 (falso); también se aceptan == y !=.",
        priority:
          "Prioridad: primero * / %, luego + -, luego las comparaciones; los paréntesis cambian el orden.",
      },
      errorsTitle: "Errores",
      errorsText:
        "Un error de escritura se indica con su posición. Una división por cero no detiene el cálculo: solo el periodo afectado queda en error, y el error se propaga a los cálculos que lo usan.",
      functionsTitle: "Funciones",
      functions: {
        VAL: {
          syntax: "VAL(x) o VAL(x; desplazamiento)",
          description:
            "El valor de x en el periodo actual, o desplazamiento periodos después (negativo: antes). Vale 0 fuera de los periodos calculados.",
          example: "VAL(end; -1): la tesorería final del periodo anterior.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "La lista de los valores de x en todos los periodos calculados.",
          example: "MAXV(VALUES([Ventas])): el mejor mes de ventas.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "La suma de sus argumentos (números).",
          example: "SUM([Alquiler]; [Energía]; [Seguros])",
        },
        SUMS: {
          syntax: "SUMS(lista)",
          description: "La suma de los elementos de una lista.",
          example: "SUMS(RANGE(income; -11; 0)): los cobros de los últimos doce periodos.",
        },
        AVGS: {
          syntax: "AVGS(lista)",
          description: "La media de los elementos de una lista (error si está vacía).",
          example: "AVGS(RANGE([Ventas]; -2; 0)): media móvil de tres periodos.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "El mayor de sus argumentos (números).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "El menor de sus argumentos (números).",
          example: "MIN([Ventas]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(lista)",
          description: "El mayor elemento de una lista (error si está vacía).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(lista)",
          description: "El menor elemento de una lista (error si está vacía).",
          example: "MINV(VALUES(end)): el punto más bajo de tesorería.",
        },
        MEDIAN: {
          syntax: "MEDIAN(lista) o MEDIAN(a; b; …)",
          description: "La mediana de números o listas (error si no hay nada que ordenar).",
          example: "MEDIAN(VALUES([Ventas]))",
        },
        LEN: {
          syntax: "LEN(lista)",
          description: "El número de elementos de una lista.",
          example: "LEN(VALUES(end)): el número de periodos calculados.",
        },
        GET: {
          syntax: "GET(lista; n)",
          description: "El elemento n de una lista, contando desde 1 (error fuera de la lista).",
          example: "GET(VALUES([Ventas]); 1): las ventas del primer periodo.",
        },
        RANGE: {
          syntax: "RANGE(x; desde; hasta)",
          description:
            "La lista de los valores de x desde «desde» hasta «hasta» periodos alrededor del actual, ambos incluidos, limitada a los periodos calculados.",
          example: "RANGE([Ventas]; -2; 0): este periodo y los dos anteriores.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) o SAFE_DIV(a; b; alternativa)",
          description: "a dividido entre b, o la alternativa (0 por defecto) cuando b vale 0.",
          example: "SAFE_DIV([Salarios]; income) * 100: el peso de los salarios en porcentaje.",
        },
        SI: {
          syntax: "SI(condición; entonces) o SI(condición; entonces; si no)",
          description:
            "«entonces» si la condición es verdadera (distinta de 0), si no el último valor (0 por defecto). Solo se calcula la rama elegida. SI es el SI francés.",
          example: "SI(end < 0; -end; 0): la necesidad de financiación.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description:
            "1 si todos los argumentos son verdaderos (distintos de 0), si no 0. ET es la Y francesa.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description:
            "1 si al menos un argumento es verdadero (distinto de 0), si no 0. OU es la O francesa.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description: "El acumulado de x desde el primer periodo calculado hasta el actual incluido.",
          example: "CUMSUM([Ventas]): las ventas acumuladas.",
        },
      },
    },
  },
  "nl-NL": {
    syntax: {
      emptyFormula: "De formule is leeg.",
      unexpectedCharacter: "Onbekend teken ‘{{token}}’ op positie {{position}}.",
      unexpectedToken: "‘{{token}}’ is onverwacht op positie {{position}}.",
      unexpectedEnd: "De formule stopt te vroeg: aan het einde ontbreekt een waarde.",
      missingClosingParenthesis: "Sluitend haakje ‘)’ verwacht op positie {{position}}.",
      unclosedReference: "Niet-gesloten verwijzing op positie {{position}}: ‘{{closing}}’ ontbreekt.",
      emptyReference: "Lege verwijzing op positie {{position}}.",
      unknownFunction: "De functie ‘{{name}}’ bestaat niet (positie {{position}}).",
      unknownName: "‘{{name}}’ is geen functie en geen systeemwaarde (positie {{position}}).",
      wrongArgumentCount:
        "{{name}} verwacht {{min}} tot {{max}} argument(en), de formule geeft er {{found}} (positie {{position}}).",
      unknownCategoryName: "Er is geen categorie met de naam ‘{{name}}’ (positie {{position}}).",
      unknownIndicatorName: "Er is geen indicator met de naam ‘{{name}}’ (positie {{position}}).",
      tooDeep: "De formule is te diep genest (meer dan {{max}} niveaus) op positie {{position}}.",
    },
    errors: {
      divisionByZero: "Deling door nul (gebruik SAFE_DIV om dit op te vangen).",
      unknownCategory: "Deze categorie bestaat niet meer.",
      unknownIndicator: "Deze indicator bestaat niet.",
      unavailableValue: "Deze systeemwaarde is hier niet beschikbaar.",
      expectedNumber: "Er wordt een getal verwacht, geen lijst.",
      invalidIndex: "Positie buiten de lijst of geen geheel getal.",
      emptyList: "De lijst is leeg.",
      notFinite: "Resultaat te groot.",
      brokenDependency: "Een indicator die deze formule gebruikt, bevat een fout.",
    },
    issues: {
      formulaCycle: "Deze formules zijn in een kring van elkaar afhankelijk: {{cycle}}.",
      formulaSystemValue:
        "Een formulereeks kan begin, income, expense, variation of end niet gebruiken: die waarden hangen van alle reeksen af.",
      formulaBrokenDependency:
        "Deze formule leest een categorie die gevoed wordt door een formule met een fout.",
      formulaValue: "De formule heeft geen waarde voor {{period}}: deze termijn wordt overgeslagen.",
    },
    help: {
      back: "Terug naar de help",
      pages: "Helppagina's",
    },
    doc: {
      title: "Een formule schrijven",
      intro:
        "Een formule berekent een waarde voor elke periode (maand of week) uit getallen, categorieën, andere indicatoren en systeemwaarden. Bedragen zijn in valuta-eenheden (euro), niet in centen.",
      referencesTitle: "Categorieën en indicatoren",
      references:
        "Schrijf een categorie tussen vierkante haken, [Omzet], en een indicator tussen accolades, {Brutomarge}. De formule bewaart de id: een categorie hernoemen maakt nooit een formule stuk. Een categorie is het getoonde bedrag van de periode waard, subcategorieën inbegrepen.",
      numbers:
        "Decimalen schrijft u met een punt (0.2). Argumenten van een functie scheidt u met ‘;’ of ‘,’. Namen van functies en systeemwaarden zijn niet hoofdlettergevoelig.",
      systemTitle: "Systeemwaarden van de periode",
      system: {
        begin: "begin: kaspositie aan het begin van de periode.",
        income:
          "income: ontvangsten van de periode (zonder de categorieën die van ontvangsten en uitgaven zijn uitgesloten).",
        expense: "expense: uitgaven van de periode, negatief (zelfde uitsluitingen).",
        variation: "variation: som van alle stromen van de periode.",
        end: "end: kaspositie aan het einde van de periode (begin + variation).",
      },
      operatorsTitle: "Operatoren",
      operators: {
        arithmetic: "+ - * /: optellen, aftrekken, vermenigvuldigen, delen.",
        modulo: "%: rest van de deling, met het teken van de deler (7 % 3 is 1).",
        comparison:
          "= <> < <= > >=: vergelijkingen, die 1 (waar) of 0 (onwaar) opleveren; == en != mogen ook.",
        priority: "Volgorde: eerst * / %, dan + -, dan vergelijkingen; haakjes veranderen de volgorde.",
      },
      errorsTitle: "Fouten",
      errorsText:
        "Een typefout wordt gemeld met haar positie. Een deling door nul stopt de berekening niet: alleen de betrokken periode bevat een fout, en die fout werkt door in de berekeningen die haar gebruiken.",
      functionsTitle: "Functies",
      functions: {
        VAL: {
          syntax: "VAL(x) of VAL(x; verschuiving)",
          description:
            "De waarde van x in de huidige periode, of verschuiving perioden later (negatief: eerder). 0 buiten de berekende perioden.",
          example: "VAL(end; -1): de eindkas van de vorige periode.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "De lijst van de waarden van x over alle berekende perioden.",
          example: "MAXV(VALUES([Omzet])): de beste omzetmaand.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "De som van de argumenten (getallen).",
          example: "SUM([Huur]; [Energie]; [Verzekeringen])",
        },
        SUMS: {
          syntax: "SUMS(lijst)",
          description: "De som van de elementen van een lijst.",
          example: "SUMS(RANGE(income; -11; 0)): de ontvangsten van de laatste twaalf perioden.",
        },
        AVGS: {
          syntax: "AVGS(lijst)",
          description: "Het gemiddelde van de elementen van een lijst (fout als die leeg is).",
          example: "AVGS(RANGE([Omzet]; -2; 0)): voortschrijdend gemiddelde over drie perioden.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Het grootste van de argumenten (getallen).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Het kleinste van de argumenten (getallen).",
          example: "MIN([Omzet]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(lijst)",
          description: "Het grootste element van een lijst (fout als die leeg is).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(lijst)",
          description: "Het kleinste element van een lijst (fout als die leeg is).",
          example: "MINV(VALUES(end)): het laagste punt van de kaspositie.",
        },
        MEDIAN: {
          syntax: "MEDIAN(lijst) of MEDIAN(a; b; …)",
          description: "De mediaan van getallen of lijsten (fout als er niets te ordenen is).",
          example: "MEDIAN(VALUES([Omzet]))",
        },
        LEN: {
          syntax: "LEN(lijst)",
          description: "Het aantal elementen van een lijst.",
          example: "LEN(VALUES(end)): het aantal berekende perioden.",
        },
        GET: {
          syntax: "GET(lijst; n)",
          description: "Het n-de element van een lijst, geteld vanaf 1 (fout buiten de lijst).",
          example: "GET(VALUES([Omzet]); 1): de omzet van de eerste periode.",
        },
        RANGE: {
          syntax: "RANGE(x; van; tot)",
          description:
            "De lijst van de waarden van x van ‘van’ tot ‘tot’ perioden rond de huidige, beide inbegrepen, beperkt tot de berekende perioden.",
          example: "RANGE([Omzet]; -2; 0): deze periode en de twee ervoor.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) of SAFE_DIV(a; b; terugval)",
          description: "a gedeeld door b, of de terugvalwaarde (standaard 0) als b 0 is.",
          example: "SAFE_DIV([Lonen]; income) * 100: het aandeel lonen in procenten.",
        },
        SI: {
          syntax: "SI(voorwaarde; dan) of SI(voorwaarde; dan; anders)",
          description:
            "‘dan’ als de voorwaarde waar is (niet 0), anders ‘anders’ (standaard 0). Alleen de gekozen tak wordt berekend. SI is Frans voor ALS.",
          example: "SI(end < 0; -end; 0): de financieringsbehoefte.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1 als alle argumenten waar zijn (niet 0), anders 0. ET is Frans voor EN.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description: "1 als minstens één argument waar is (niet 0), anders 0. OU is Frans voor OF.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description:
            "Het cumulatieve totaal van x vanaf de eerste berekende periode tot en met de huidige.",
          example: "CUMSUM([Omzet]): de cumulatieve omzet.",
        },
      },
    },
  },
  "ua-UA": {
    syntax: {
      emptyFormula: "Формула порожня.",
      unexpectedCharacter: "Нерозпізнаний символ «{{token}}» у позиції {{position}}.",
      unexpectedToken: "«{{token}}» неочікуваний у позиції {{position}}.",
      unexpectedEnd: "Формула закінчується зарано: наприкінці бракує значення.",
      missingClosingParenthesis: "У позиції {{position}} очікується закривна дужка «)».",
      unclosedReference: "Незакрите посилання в позиції {{position}}: бракує «{{closing}}».",
      emptyReference: "Порожнє посилання в позиції {{position}}.",
      unknownFunction: "Функції «{{name}}» не існує (позиція {{position}}).",
      unknownName: "«{{name}}» не є ні функцією, ні системним значенням (позиція {{position}}).",
      wrongArgumentCount:
        "{{name}} приймає від {{min}} до {{max}} аргументів, а у формулі їх {{found}} (позиція {{position}}).",
      unknownCategoryName: "Немає категорії з назвою «{{name}}» (позиція {{position}}).",
      unknownIndicatorName: "Немає показника з назвою «{{name}}» (позиція {{position}}).",
      tooDeep: "Формула має забагато рівнів вкладення (понад {{max}}) у позиції {{position}}.",
    },
    errors: {
      divisionByZero: "Ділення на нуль (використовуйте SAFE_DIV для цього випадку).",
      unknownCategory: "Ця категорія більше не існує.",
      unknownIndicator: "Цей показник не існує.",
      unavailableValue: "Це системне значення тут недоступне.",
      expectedNumber: "Очікується число, а не список.",
      invalidIndex: "Позиція поза списком або не ціле число.",
      emptyList: "Список порожній.",
      notFinite: "Результат завеликий.",
      brokenDependency: "Показник, який використовує ця формула, містить помилку.",
    },
    issues: {
      formulaCycle: "Ці формули залежать одна від одної по колу: {{cycle}}.",
      formulaSystemValue:
        "Серія за формулою не може використовувати begin, income, expense, variation або end: ці значення залежать від усіх серій.",
      formulaBrokenDependency: "Ця формула читає категорію, яку наповнює формула з помилкою.",
      formulaValue: "Формула не має значення для {{period}}: цей платіж пропущено.",
    },
    help: {
      back: "Назад до довідки",
      pages: "Сторінки довідки",
    },
    doc: {
      title: "Як написати формулу",
      intro:
        "Формула обчислює значення для кожного періоду (місяця або тижня) з чисел, категорій, інших показників і системних значень. Суми — в одиницях валюти (євро), а не в центах.",
      referencesTitle: "Категорії та показники",
      references:
        "Пишіть категорію у квадратних дужках, [Продажі], а показник — у фігурних, {Валова маржа}. Формула зберігає ідентифікатор: перейменування категорії ніколи не ламає формулу. Категорія дорівнює сумі, показаній за період, разом із підкатегоріями.",
      numbers:
        "Десяткові знаки пишуться через крапку (0.2). Аргументи функції розділяються «;» або «,». Назви функцій і системних значень не залежать від регістру.",
      systemTitle: "Системні значення періоду",
      system: {
        begin: "begin: залишок коштів на початок періоду.",
        income: "income: надходження за період (без категорій, виключених із надходжень і витрат).",
        expense: "expense: витрати за період, від'ємні (ті самі винятки).",
        variation: "variation: сума всіх потоків періоду.",
        end: "end: залишок коштів на кінець періоду (begin + variation).",
      },
      operatorsTitle: "Оператори",
      operators: {
        arithmetic: "+ - * /: додавання, віднімання, множення, ділення.",
        modulo: "%: остача від ділення зі знаком дільника (7 % 3 дорівнює 1).",
        comparison:
          "= <> < <= > >=: порівняння, що дають 1 (істина) або 0 (хиба); == і != також приймаються.",
        priority: "Пріоритет: спочатку * / %, потім + -, потім порівняння; дужки змінюють порядок.",
      },
      errorsTitle: "Помилки",
      errorsText:
        "Помилку введення позначено з її позицією. Ділення на нуль не зупиняє обчислення: помилка лише в тому періоді, якого вона стосується, і вона переходить до обчислень, що його використовують.",
      functionsTitle: "Функції",
      functions: {
        VAL: {
          syntax: "VAL(x) або VAL(x; зсув)",
          description:
            "Значення x у поточному періоді або на зсув періодів пізніше (від'ємний — раніше). 0 поза обчисленими періодами.",
          example: "VAL(end; -1): залишок на кінець попереднього періоду.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "Список значень x за всі обчислені періоди.",
          example: "MAXV(VALUES([Продажі])): найкращий місяць продажів.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "Сума аргументів (чисел).",
          example: "SUM([Оренда]; [Енергія]; [Страхування])",
        },
        SUMS: {
          syntax: "SUMS(список)",
          description: "Сума елементів списку.",
          example: "SUMS(RANGE(income; -11; 0)): надходження за останні дванадцять періодів.",
        },
        AVGS: {
          syntax: "AVGS(список)",
          description: "Середнє елементів списку (помилка, якщо він порожній).",
          example: "AVGS(RANGE([Продажі]; -2; 0)): ковзне середнє за три періоди.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Найбільший з аргументів (чисел).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Найменший з аргументів (чисел).",
          example: "MIN([Продажі]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(список)",
          description: "Найбільший елемент списку (помилка, якщо він порожній).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(список)",
          description: "Найменший елемент списку (помилка, якщо він порожній).",
          example: "MINV(VALUES(end)): найнижча точка залишку.",
        },
        MEDIAN: {
          syntax: "MEDIAN(список) або MEDIAN(a; b; …)",
          description: "Медіана чисел або списків (помилка, якщо нічого впорядковувати).",
          example: "MEDIAN(VALUES([Продажі]))",
        },
        LEN: {
          syntax: "LEN(список)",
          description: "Кількість елементів списку.",
          example: "LEN(VALUES(end)): кількість обчислених періодів.",
        },
        GET: {
          syntax: "GET(список; n)",
          description: "n-й елемент списку, рахуючи від 1 (помилка поза списком).",
          example: "GET(VALUES([Продажі]); 1): продажі першого періоду.",
        },
        RANGE: {
          syntax: "RANGE(x; від; до)",
          description:
            "Список значень x від «від» до «до» періодів навколо поточного, включно з обома, у межах обчислених періодів.",
          example: "RANGE([Продажі]; -2; 0): цей період і два попередні.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) або SAFE_DIV(a; b; запасне)",
          description: "a, поділене на b, або запасне значення (типово 0), коли b дорівнює 0.",
          example: "SAFE_DIV([Зарплати]; income) * 100: частка зарплат у відсотках.",
        },
        SI: {
          syntax: "SI(умова; тоді) або SI(умова; тоді; інакше)",
          description:
            "«тоді», якщо умова істинна (не 0), інакше «інакше» (типово 0). Обчислюється лише вибрана гілка. SI — французьке «ЯКЩО».",
          example: "SI(end < 0; -end; 0): потреба у фінансуванні.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1, якщо всі аргументи істинні (не 0), інакше 0. ET — французьке «І».",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description: "1, якщо хоча б один аргумент істинний (не 0), інакше 0. OU — французьке «АБО».",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description: "Наростаючий підсумок x від першого обчисленого періоду до поточного включно.",
          example: "CUMSUM([Продажі]): продажі наростаючим підсумком.",
        },
      },
    },
  },
  "no-NO": {
    syntax: {
      emptyFormula: "Formelen er tom.",
      unexpectedCharacter: "Ukjent tegn «{{token}}» på posisjon {{position}}.",
      unexpectedToken: "«{{token}}» er uventet på posisjon {{position}}.",
      unexpectedEnd: "Formelen slutter for tidlig: det mangler en verdi på slutten.",
      missingClosingParenthesis: "Sluttparentes «)» forventet på posisjon {{position}}.",
      unclosedReference: "Referanse uten avslutning på posisjon {{position}}: «{{closing}}» mangler.",
      emptyReference: "Tom referanse på posisjon {{position}}.",
      unknownFunction: "Funksjonen «{{name}}» finnes ikke (posisjon {{position}}).",
      unknownName: "«{{name}}» er verken en funksjon eller en systemverdi (posisjon {{position}}).",
      wrongArgumentCount:
        "{{name}} tar {{min}} til {{max}} argument(er), formelen gir {{found}} (posisjon {{position}}).",
      unknownCategoryName: "Ingen kategori heter «{{name}}» (posisjon {{position}}).",
      unknownIndicatorName: "Ingen indikator heter «{{name}}» (posisjon {{position}}).",
      tooDeep: "Formelen er nøstet for dypt (mer enn {{max}} nivåer) på posisjon {{position}}.",
    },
    errors: {
      divisionByZero: "Deling på null (bruk SAFE_DIV for å håndtere dette).",
      unknownCategory: "Denne kategorien finnes ikke lenger.",
      unknownIndicator: "Denne indikatoren finnes ikke.",
      unavailableValue: "Denne systemverdien er ikke tilgjengelig her.",
      expectedNumber: "Et tall forventes, ikke en liste.",
      invalidIndex: "Posisjon utenfor listen eller ikke et heltall.",
      emptyList: "Listen er tom.",
      notFinite: "Resultatet er for stort.",
      brokenDependency: "En indikator som denne formelen bruker, har en feil.",
    },
    issues: {
      formulaCycle: "Disse formlene avhenger av hverandre i en sløyfe: {{cycle}}.",
      formulaSystemValue:
        "En formelserie kan ikke bruke begin, income, expense, variation eller end: disse verdiene avhenger av alle seriene.",
      formulaBrokenDependency: "Denne formelen leser en kategori som fylles av en formel med feil.",
      formulaValue: "Formelen har ingen verdi for {{period}}: denne forfallsdatoen hoppes over.",
    },
    help: {
      back: "Tilbake til hjelpen",
      pages: "Hjelpesider",
    },
    doc: {
      title: "Skrive en formel",
      intro:
        "En formel beregner en verdi for hver periode (måned eller uke) ut fra tall, kategorier, andre indikatorer og systemverdier. Beløp er i valutaenheter (euro), ikke i øre.",
      referencesTitle: "Kategorier og indikatorer",
      references:
        "Skriv en kategori i hakeparentes, [Salg], og en indikator i krøllparentes, {Bruttomargin}. Formelen lagrer ID-en: å gi en kategori nytt navn ødelegger aldri en formel. En kategori er verdt beløpet som vises for perioden, underkategorier inkludert.",
      numbers:
        "Desimaler skrives med punktum (0.2). Argumenter til en funksjon skilles med «;» eller «,». Navn på funksjoner og systemverdier skiller ikke mellom store og små bokstaver.",
      systemTitle: "Systemverdier for perioden",
      system: {
        begin: "begin: likviditet ved starten av perioden.",
        income:
          "income: innbetalinger i perioden (uten kategoriene som er holdt utenfor inn- og utbetalinger).",
        expense: "expense: utbetalinger i perioden, negative (samme unntak).",
        variation: "variation: summen av alle strømmer i perioden.",
        end: "end: likviditet ved slutten av perioden (begin + variation).",
      },
      operatorsTitle: "Operatorer",
      operators: {
        arithmetic: "+ - * /: addisjon, subtraksjon, multiplikasjon, divisjon.",
        modulo: "%: resten av divisjonen, med divisorens fortegn (7 % 3 er 1).",
        comparison: "= <> < <= > >=: sammenligninger som gir 1 (sann) eller 0 (usann); == og != godtas også.",
        priority: "Rekkefølge: først * / %, så + -, så sammenligninger; parenteser endrer rekkefølgen.",
      },
      errorsTitle: "Feil",
      errorsText:
        "En skrivefeil meldes med posisjonen sin. Deling på null stopper ikke beregningen: bare den berørte perioden får feil, og feilen følger med i beregningene som bruker den.",
      functionsTitle: "Funksjoner",
      functions: {
        VAL: {
          syntax: "VAL(x) eller VAL(x; forskyvning)",
          description:
            "Verdien av x i gjeldende periode, eller forskyvning perioder senere (negativ: tidligere). 0 utenfor de beregnede periodene.",
          example: "VAL(end; -1): sluttlikviditeten i forrige periode.",
        },
        VALUES: {
          syntax: "VALUES(x)",
          description: "Listen over verdiene av x i alle beregnede perioder.",
          example: "MAXV(VALUES([Salg])): den beste salgsmåneden.",
        },
        SUM: {
          syntax: "SUM(a; b; …)",
          description: "Summen av argumentene (tall).",
          example: "SUM([Husleie]; [Energi]; [Forsikring])",
        },
        SUMS: {
          syntax: "SUMS(liste)",
          description: "Summen av elementene i en liste.",
          example: "SUMS(RANGE(income; -11; 0)): innbetalingene de siste tolv periodene.",
        },
        AVGS: {
          syntax: "AVGS(liste)",
          description: "Gjennomsnittet av elementene i en liste (feil hvis den er tom).",
          example: "AVGS(RANGE([Salg]; -2; 0)): glidende gjennomsnitt over tre perioder.",
        },
        MAX: {
          syntax: "MAX(a; b; …)",
          description: "Det største av argumentene (tall).",
          example: "MAX(end; 0)",
        },
        MIN: {
          syntax: "MIN(a; b; …)",
          description: "Det minste av argumentene (tall).",
          example: "MIN([Salg]; 10000)",
        },
        MAXV: {
          syntax: "MAXV(liste)",
          description: "Det største elementet i en liste (feil hvis den er tom).",
          example: "MAXV(VALUES(end))",
        },
        MINV: {
          syntax: "MINV(liste)",
          description: "Det minste elementet i en liste (feil hvis den er tom).",
          example: "MINV(VALUES(end)): det laveste likviditetspunktet.",
        },
        MEDIAN: {
          syntax: "MEDIAN(liste) eller MEDIAN(a; b; …)",
          description: "Medianen av tall eller lister (feil hvis det ikke er noe å sortere).",
          example: "MEDIAN(VALUES([Salg]))",
        },
        LEN: {
          syntax: "LEN(liste)",
          description: "Antall elementer i en liste.",
          example: "LEN(VALUES(end)): antall beregnede perioder.",
        },
        GET: {
          syntax: "GET(liste; n)",
          description: "Element nummer n i en liste, talt fra 1 (feil utenfor listen).",
          example: "GET(VALUES([Salg]); 1): salget i første periode.",
        },
        RANGE: {
          syntax: "RANGE(x; fra; til)",
          description:
            "Listen over verdiene av x fra «fra» til «til» perioder rundt den gjeldende, begge inkludert, begrenset til de beregnede periodene.",
          example: "RANGE([Salg]; -2; 0): denne perioden og de to foregående.",
        },
        SAFE_DIV: {
          syntax: "SAFE_DIV(a; b) eller SAFE_DIV(a; b; reserve)",
          description: "a delt på b, eller reserveverdien (0 som standard) når b er 0.",
          example: "SAFE_DIV([Lønn]; income) * 100: lønnsandelen i prosent.",
        },
        SI: {
          syntax: "SI(betingelse; så) eller SI(betingelse; så; ellers)",
          description:
            "«så» når betingelsen er sann (ikke 0), ellers «ellers» (0 som standard). Bare den valgte grenen beregnes. SI er fransk for HVIS.",
          example: "SI(end < 0; -end; 0): finansieringsbehovet.",
        },
        ET: {
          syntax: "ET(a; b; …)",
          description: "1 når alle argumentene er sanne (ikke 0), ellers 0. ET er fransk for OG.",
          example: "ET(end > 0; variation > 0)",
        },
        OU: {
          syntax: "OU(a; b; …)",
          description: "1 når minst ett argument er sant (ikke 0), ellers 0. OU er fransk for ELLER.",
          example: "OU(end < 0; variation < -5000)",
        },
        CUMSUM: {
          syntax: "CUMSUM(x)",
          description: "Den løpende summen av x fra første beregnede periode til og med den gjeldende.",
          example: "CUMSUM([Salg]): akkumulert salg.",
        },
      },
    },
  },
});
