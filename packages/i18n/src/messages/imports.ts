import { defineMessages } from "../defineMessages";

/**
 * Statement import texts: one error per parser code of apps/server/src/features/imports (ImportErrorCode),
 * the line/column wrappers ("Ligne 12, colonne « Montant » : ..."), the mapping's field names and the
 * preview summary. Placeholders: {{line}}, {{column}}, {{value}}, {{expected}}, {{message}}.
 */
export const imports = defineMessages({
  "fr-FR": {
    errors: {
      emptyFile: "Le fichier est vide.",
      fileTooLarge: "Le fichier est trop volumineux (50 Mo au maximum).",
      tooManyLines: "Le fichier contient trop d'opérations (500 000 au maximum).",
      unknownFormat:
        "Format de fichier non reconnu : importez un CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120 ou MT940.",
      undecodable: "Le fichier n'est pas un fichier texte lisible.",
      noHeaderRow:
        "Impossible de trouver les colonnes date et montant : indiquez-les dans la correspondance des colonnes.",
      mappingIncomplete: "Correspondance des colonnes incomplète : {{value}}.",
      unknownColumn: "La colonne {{column}} n'existe pas dans ce fichier.",
      malformedCsv: "Guillemet non refermé.",
      missingDate: "Date manquante.",
      invalidDate: "Date invalide « {{value}} ».",
      missingAmount: "Montant manquant.",
      invalidAmount: "Montant invalide « {{value}} ».",
      invalidCurrency: "Devise invalide « {{value}} ».",
      malformedXml: "XML mal formé.",
      truncatedXml:
        "Le fichier XML est incomplet : il s'arrête avant la fin du relevé (téléchargement interrompu ?).",
      notCamt053: "Ce fichier XML n'est pas un relevé CAMT.053.",
      malformedOfx: "Fichier OFX mal formé.",
      bankRefused: "La banque a refusé ce relevé : « {{value}} ».",
      malformedQif: "Fichier QIF mal formé.",
      unsupportedQifType:
        "Ce type de compte QIF n'est pas pris en charge (seuls les comptes bancaires, cartes et espèces le sont).",
      unreadableXlsx: "Classeur Excel illisible : enregistrez-le au format .xlsx.",
      currencyMismatch:
        "Ce relevé est en {{value}} alors que le compte est en {{expected}} : importez-le dans un compte en {{value}}.",
      cfonbRecordLength:
        "Enregistrement de {{value}} caractères au lieu de 120 : ce fichier CFONB 120 est tronqué ou a été modifié.",
      malformedCfonb:
        "Enregistrement CFONB 120 inattendu « {{value}} » (attendus : 01 ancien solde, 04 opération, 05 complément, 07 nouveau solde).",
      malformedMt940: "Fichier MT940 mal formé : « {{value}} ».",
      missingClosingBalance: "Le relevé s'arrête sans son nouveau solde : le fichier est incomplet.",
      balanceMismatch:
        "Le relevé ne s'équilibre pas : l'ancien solde et les opérations donnent {{value}}, mais la banque annonce un nouveau solde de {{expected}}. Rien n'a été importé.",
      severalAccounts:
        "Ce relevé contient plusieurs comptes ({{value}}) : exportez le relevé d'un seul compte.",
    },
    where: {
      line: "Ligne {{line}} : {{message}}",
      lineColumn: "Ligne {{line}}, colonne « {{column}} » : {{message}}",
      lineColumnNumber: "Ligne {{line}}, colonne {{column}} : {{message}}",
      nothingImported: "Aucune opération n'a été importée.",
    },
    fields: {
      date: "Date d'opération",
      valueDate: "Date de valeur",
      label: "Libellé",
      amount: "Montant",
      debit: "Débit",
      credit: "Crédit",
      counterparty: "Tiers",
      reference: "Référence",
      currency: "Devise",
    },
    preview: {
      summary: {
        one: "{{count}} opération lue (nouvelles : {{new}}, déjà importées : {{duplicates}}).",
        many: "{{count}} d'opérations lues (nouvelles : {{new}}, déjà importées : {{duplicates}}).",
        other: "{{count}} opérations lues (nouvelles : {{new}}, déjà importées : {{duplicates}}).",
      },
      shown: {
        one: "Lignes affichées : {{shown}} sur {{count}}.",
        many: "Lignes affichées : {{shown}} sur {{count}}.",
        other: "Lignes affichées : {{shown}} sur {{count}}.",
      },
    },
  },
  "en-GB": {
    errors: {
      emptyFile: "The file is empty.",
      fileTooLarge: "The file is too large (50 MB at most).",
      tooManyLines: "The file has too many transactions (500,000 at most).",
      unknownFormat:
        "Unrecognised file format: import a CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120 or MT940 file.",
      undecodable: "The file is not readable text.",
      noHeaderRow: "The date and amount columns could not be found: point them out in the column mapping.",
      mappingIncomplete: "Incomplete column mapping: {{value}}.",
      unknownColumn: "Column {{column}} does not exist in this file.",
      malformedCsv: "Unclosed quotation mark.",
      missingDate: "Missing date.",
      invalidDate: "Invalid date “{{value}}”.",
      missingAmount: "Missing amount.",
      invalidAmount: "Invalid amount “{{value}}”.",
      invalidCurrency: "Invalid currency “{{value}}”.",
      malformedXml: "Malformed XML.",
      truncatedXml:
        "The XML file is incomplete: it stops before the end of the statement (interrupted download?).",
      notCamt053: "This XML file is not a CAMT.053 statement.",
      malformedOfx: "Malformed OFX file.",
      bankRefused: "The bank refused this statement: “{{value}}”.",
      malformedQif: "Malformed QIF file.",
      unsupportedQifType: "This QIF account type is not supported (only bank, card and cash accounts are).",
      unreadableXlsx: "Unreadable Excel workbook: save it as .xlsx.",
      currencyMismatch:
        "This statement is in {{value}} but the account is in {{expected}}: import it into a {{value}} account.",
      cfonbRecordLength:
        "A record of {{value}} characters instead of 120: this CFONB 120 file is truncated or was edited.",
      malformedCfonb:
        "Unexpected CFONB 120 record “{{value}}” (expected: 01 old balance, 04 operation, 05 detail, 07 new balance).",
      malformedMt940: "Malformed MT940 file: “{{value}}”.",
      missingClosingBalance: "The statement ends without its closing balance: the file is incomplete.",
      balanceMismatch:
        "The statement does not balance: the opening balance and the operations make {{value}}, but the bank reports a closing balance of {{expected}}. Nothing was imported.",
      severalAccounts:
        "This statement holds several accounts ({{value}}): export the statement of one account.",
    },
    where: {
      line: "Line {{line}}: {{message}}",
      lineColumn: "Line {{line}}, column “{{column}}”: {{message}}",
      lineColumnNumber: "Line {{line}}, column {{column}}: {{message}}",
      nothingImported: "No transaction was imported.",
    },
    fields: {
      date: "Transaction date",
      valueDate: "Value date",
      label: "Description",
      amount: "Amount",
      debit: "Debit",
      credit: "Credit",
      counterparty: "Counterparty",
      reference: "Reference",
      currency: "Currency",
    },
    preview: {
      summary: {
        one: "{{count}} transaction read (new: {{new}}, already imported: {{duplicates}}).",
        other: "{{count}} transactions read (new: {{new}}, already imported: {{duplicates}}).",
      },
      shown: {
        one: "Showing {{shown}} of {{count}} line.",
        other: "Showing {{shown}} of {{count}} lines.",
      },
    },
  },
  "de-DE": {
    errors: {
      emptyFile: "Die Datei ist leer.",
      fileTooLarge: "Die Datei ist zu groß (höchstens 50 MB).",
      tooManyLines: "Die Datei enthält zu viele Umsätze (höchstens 500.000).",
      unknownFormat:
        "Unbekanntes Dateiformat: Importieren Sie eine CSV-, XLSX-, OFX-, QFX-, QIF-, CAMT.053-, CFONB-120- oder MT940-Datei.",
      undecodable: "Die Datei ist kein lesbarer Text.",
      noHeaderRow:
        "Datums- und Betragsspalte wurden nicht gefunden: Geben Sie sie in der Spaltenzuordnung an.",
      mappingIncomplete: "Unvollständige Spaltenzuordnung: {{value}}.",
      unknownColumn: "Spalte {{column}} gibt es in dieser Datei nicht.",
      malformedCsv: "Nicht geschlossenes Anführungszeichen.",
      missingDate: "Datum fehlt.",
      invalidDate: "Ungültiges Datum „{{value}}“.",
      missingAmount: "Betrag fehlt.",
      invalidAmount: "Ungültiger Betrag „{{value}}“.",
      invalidCurrency: "Ungültige Währung „{{value}}“.",
      malformedXml: "Fehlerhaftes XML.",
      truncatedXml:
        "Die XML-Datei ist unvollständig: Sie endet vor dem Ende des Auszugs (Download abgebrochen?).",
      notCamt053: "Diese XML-Datei ist kein CAMT.053-Kontoauszug.",
      malformedOfx: "Fehlerhafte OFX-Datei.",
      bankRefused: "Die Bank hat diesen Auszug abgelehnt: „{{value}}“.",
      malformedQif: "Fehlerhafte QIF-Datei.",
      unsupportedQifType:
        "Dieser QIF-Kontotyp wird nicht unterstützt (nur Bank-, Karten- und Bargeldkonten).",
      unreadableXlsx: "Unlesbare Excel-Arbeitsmappe: Speichern Sie sie als .xlsx.",
      currencyMismatch:
        "Dieser Auszug ist in {{value}}, das Konto aber in {{expected}}: Importieren Sie ihn in ein Konto in {{value}}.",
      cfonbRecordLength:
        "Ein Datensatz mit {{value}} statt 120 Zeichen: Diese CFONB-120-Datei ist abgeschnitten oder wurde verändert.",
      malformedCfonb:
        "Unerwarteter CFONB-120-Datensatz „{{value}}“ (erwartet: 01 alter Saldo, 04 Umsatz, 05 Zusatz, 07 neuer Saldo).",
      malformedMt940: "Fehlerhafte MT940-Datei: „{{value}}“.",
      missingClosingBalance: "Der Auszug endet ohne Schlusssaldo: Die Datei ist unvollständig.",
      balanceMismatch:
        "Der Auszug geht nicht auf: Anfangssaldo und Umsätze ergeben {{value}}, die Bank meldet aber einen Schlusssaldo von {{expected}}. Nichts wurde importiert.",
      severalAccounts:
        "Dieser Auszug enthält mehrere Konten ({{value}}): Exportieren Sie den Auszug eines einzigen Kontos.",
    },
    where: {
      line: "Zeile {{line}}: {{message}}",
      lineColumn: "Zeile {{line}}, Spalte „{{column}}“: {{message}}",
      lineColumnNumber: "Zeile {{line}}, Spalte {{column}}: {{message}}",
      nothingImported: "Es wurde kein Umsatz importiert.",
    },
    fields: {
      date: "Buchungsdatum",
      valueDate: "Wertstellung",
      label: "Verwendungszweck",
      amount: "Betrag",
      debit: "Soll",
      credit: "Haben",
      counterparty: "Gegenpartei",
      reference: "Referenz",
      currency: "Währung",
    },
    preview: {
      summary: {
        one: "{{count}} Umsatz gelesen (neu: {{new}}, bereits importiert: {{duplicates}}).",
        other: "{{count}} Umsätze gelesen (neu: {{new}}, bereits importiert: {{duplicates}}).",
      },
      shown: {
        one: "{{shown}} von {{count}} Zeile angezeigt.",
        other: "{{shown}} von {{count}} Zeilen angezeigt.",
      },
    },
  },
  "it-IT": {
    errors: {
      emptyFile: "Il file è vuoto.",
      fileTooLarge: "Il file è troppo grande (massimo 50 MB).",
      tooManyLines: "Il file contiene troppe operazioni (massimo 500.000).",
      unknownFormat:
        "Formato di file non riconosciuto: importa un file CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120 o MT940.",
      undecodable: "Il file non è un testo leggibile.",
      noHeaderRow:
        "Impossibile trovare le colonne data e importo: indicale nella corrispondenza delle colonne.",
      mappingIncomplete: "Corrispondenza delle colonne incompleta: {{value}}.",
      unknownColumn: "La colonna {{column}} non esiste in questo file.",
      malformedCsv: "Virgolette non chiuse.",
      missingDate: "Data mancante.",
      invalidDate: "Data non valida «{{value}}».",
      missingAmount: "Importo mancante.",
      invalidAmount: "Importo non valido «{{value}}».",
      invalidCurrency: "Valuta non valida «{{value}}».",
      malformedXml: "XML non valido.",
      truncatedXml:
        "Il file XML è incompleto: si interrompe prima della fine dell'estratto (download interrotto?).",
      notCamt053: "Questo file XML non è un estratto conto CAMT.053.",
      malformedOfx: "File OFX non valido.",
      bankRefused: "La banca ha rifiutato questo estratto: «{{value}}».",
      malformedQif: "File QIF non valido.",
      unsupportedQifType: "Questo tipo di conto QIF non è supportato (solo conti bancari, carte e contanti).",
      unreadableXlsx: "Cartella Excel illeggibile: salvala in formato .xlsx.",
      currencyMismatch:
        "Questo estratto è in {{value}} mentre il conto è in {{expected}}: importalo in un conto in {{value}}.",
      cfonbRecordLength:
        "Un record di {{value}} caratteri invece di 120: questo file CFONB 120 è troncato o è stato modificato.",
      malformedCfonb:
        "Record CFONB 120 inatteso «{{value}}» (attesi: 01 saldo iniziale, 04 operazione, 05 dettaglio, 07 saldo finale).",
      malformedMt940: "File MT940 non valido: «{{value}}».",
      missingClosingBalance: "L'estratto termina senza il saldo finale: il file è incompleto.",
      balanceMismatch:
        "L'estratto non quadra: il saldo iniziale e le operazioni danno {{value}}, ma la banca indica un saldo finale di {{expected}}. Non è stato importato nulla.",
      severalAccounts: "Questo estratto contiene più conti ({{value}}): esporta l'estratto di un solo conto.",
    },
    where: {
      line: "Riga {{line}}: {{message}}",
      lineColumn: "Riga {{line}}, colonna «{{column}}»: {{message}}",
      lineColumnNumber: "Riga {{line}}, colonna {{column}}: {{message}}",
      nothingImported: "Nessuna operazione è stata importata.",
    },
    fields: {
      date: "Data operazione",
      valueDate: "Data valuta",
      label: "Descrizione",
      amount: "Importo",
      debit: "Addebito",
      credit: "Accredito",
      counterparty: "Controparte",
      reference: "Riferimento",
      currency: "Valuta",
    },
    preview: {
      summary: {
        one: "{{count}} operazione letta (nuove: {{new}}, già importate: {{duplicates}}).",
        many: "{{count}} di operazioni lette (nuove: {{new}}, già importate: {{duplicates}}).",
        other: "{{count}} operazioni lette (nuove: {{new}}, già importate: {{duplicates}}).",
      },
      shown: {
        one: "Righe mostrate: {{shown}} di {{count}}.",
        many: "Righe mostrate: {{shown}} di {{count}}.",
        other: "Righe mostrate: {{shown}} di {{count}}.",
      },
    },
  },
  "es-ES": {
    errors: {
      emptyFile: "El archivo está vacío.",
      fileTooLarge: "El archivo es demasiado grande (50 MB como máximo).",
      tooManyLines: "El archivo contiene demasiados movimientos (500.000 como máximo).",
      unknownFormat:
        "Formato de archivo no reconocido: importe un archivo CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120 o MT940.",
      undecodable: "El archivo no es un texto legible.",
      noHeaderRow:
        "No se encuentran las columnas de fecha e importe: indíquelas en la correspondencia de columnas.",
      mappingIncomplete: "Correspondencia de columnas incompleta: {{value}}.",
      unknownColumn: "La columna {{column}} no existe en este archivo.",
      malformedCsv: "Comillas sin cerrar.",
      missingDate: "Falta la fecha.",
      invalidDate: "Fecha no válida «{{value}}».",
      missingAmount: "Falta el importe.",
      invalidAmount: "Importe no válido «{{value}}».",
      invalidCurrency: "Divisa no válida «{{value}}».",
      malformedXml: "XML mal formado.",
      truncatedXml:
        "El archivo XML está incompleto: termina antes del final del extracto (¿descarga interrumpida?).",
      notCamt053: "Este archivo XML no es un extracto CAMT.053.",
      malformedOfx: "Archivo OFX mal formado.",
      bankRefused: "El banco ha rechazado este extracto: «{{value}}».",
      malformedQif: "Archivo QIF mal formado.",
      unsupportedQifType:
        "Este tipo de cuenta QIF no es compatible (solo cuentas bancarias, tarjetas y efectivo).",
      unreadableXlsx: "Libro de Excel ilegible: guárdelo en formato .xlsx.",
      currencyMismatch:
        "Este extracto está en {{value}} y la cuenta en {{expected}}: impórtelo en una cuenta en {{value}}.",
      cfonbRecordLength:
        "Un registro de {{value}} caracteres en lugar de 120: este archivo CFONB 120 está truncado o ha sido modificado.",
      malformedCfonb:
        "Registro CFONB 120 inesperado «{{value}}» (se esperan: 01 saldo anterior, 04 operación, 05 detalle, 07 saldo nuevo).",
      malformedMt940: "Archivo MT940 mal formado: «{{value}}».",
      missingClosingBalance: "El extracto termina sin su saldo final: el archivo está incompleto.",
      balanceMismatch:
        "El extracto no cuadra: el saldo anterior y las operaciones dan {{value}}, pero el banco indica un saldo final de {{expected}}. No se ha importado nada.",
      severalAccounts:
        "Este extracto contiene varias cuentas ({{value}}): exporte el extracto de una sola cuenta.",
    },
    where: {
      line: "Línea {{line}}: {{message}}",
      lineColumn: "Línea {{line}}, columna «{{column}}»: {{message}}",
      lineColumnNumber: "Línea {{line}}, columna {{column}}: {{message}}",
      nothingImported: "No se ha importado ningún movimiento.",
    },
    fields: {
      date: "Fecha de operación",
      valueDate: "Fecha valor",
      label: "Concepto",
      amount: "Importe",
      debit: "Cargo",
      credit: "Abono",
      counterparty: "Contraparte",
      reference: "Referencia",
      currency: "Divisa",
    },
    preview: {
      summary: {
        one: "{{count}} movimiento leído (nuevos: {{new}}, ya importados: {{duplicates}}).",
        many: "{{count}} de movimientos leídos (nuevos: {{new}}, ya importados: {{duplicates}}).",
        other: "{{count}} movimientos leídos (nuevos: {{new}}, ya importados: {{duplicates}}).",
      },
      shown: {
        one: "Se muestra {{shown}} de {{count}} línea.",
        many: "Se muestran {{shown}} de {{count}} de líneas.",
        other: "Se muestran {{shown}} de {{count}} líneas.",
      },
    },
  },
  "nl-NL": {
    errors: {
      emptyFile: "Het bestand is leeg.",
      fileTooLarge: "Het bestand is te groot (maximaal 50 MB).",
      tooManyLines: "Het bestand bevat te veel transacties (maximaal 500.000).",
      unknownFormat:
        "Onbekend bestandsformaat: importeer een CSV-, XLSX-, OFX-, QFX-, QIF-, CAMT.053-, CFONB 120- of MT940-bestand.",
      undecodable: "Het bestand is geen leesbare tekst.",
      noHeaderRow: "De datum- en bedragkolommen zijn niet gevonden: wijs ze aan in de kolomtoewijzing.",
      mappingIncomplete: "Onvolledige kolomtoewijzing: {{value}}.",
      unknownColumn: "Kolom {{column}} bestaat niet in dit bestand.",
      malformedCsv: "Aanhalingsteken niet gesloten.",
      missingDate: "Datum ontbreekt.",
      invalidDate: "Ongeldige datum ‘{{value}}’.",
      missingAmount: "Bedrag ontbreekt.",
      invalidAmount: "Ongeldig bedrag ‘{{value}}’.",
      invalidCurrency: "Ongeldige valuta ‘{{value}}’.",
      malformedXml: "Onjuiste XML.",
      truncatedXml:
        "Het XML-bestand is onvolledig: het stopt vóór het einde van het afschrift (download onderbroken?).",
      notCamt053: "Dit XML-bestand is geen CAMT.053-afschrift.",
      malformedOfx: "Onjuist OFX-bestand.",
      bankRefused: "De bank heeft dit afschrift geweigerd: ‘{{value}}’.",
      malformedQif: "Onjuist QIF-bestand.",
      unsupportedQifType:
        "Dit QIF-rekeningtype wordt niet ondersteund (alleen bank-, kaart- en kasrekeningen).",
      unreadableXlsx: "Onleesbare Excel-werkmap: sla deze op als .xlsx.",
      currencyMismatch:
        "Dit afschrift is in {{value}}, maar de rekening in {{expected}}: importeer het in een rekening in {{value}}.",
      cfonbRecordLength:
        "Een record van {{value}} tekens in plaats van 120: dit CFONB 120-bestand is afgekapt of bewerkt.",
      malformedCfonb:
        "Onverwacht CFONB 120-record ‘{{value}}’ (verwacht: 01 oud saldo, 04 boeking, 05 aanvulling, 07 nieuw saldo).",
      malformedMt940: "Ongeldig MT940-bestand: ‘{{value}}’.",
      missingClosingBalance: "Het afschrift eindigt zonder eindsaldo: het bestand is onvolledig.",
      balanceMismatch:
        "Het afschrift sluit niet: het beginsaldo en de boekingen geven {{value}}, maar de bank meldt een eindsaldo van {{expected}}. Er is niets geïmporteerd.",
      severalAccounts:
        "Dit afschrift bevat meerdere rekeningen ({{value}}): exporteer het afschrift van één rekening.",
    },
    where: {
      line: "Regel {{line}}: {{message}}",
      lineColumn: "Regel {{line}}, kolom ‘{{column}}’: {{message}}",
      lineColumnNumber: "Regel {{line}}, kolom {{column}}: {{message}}",
      nothingImported: "Er is geen transactie geïmporteerd.",
    },
    fields: {
      date: "Transactiedatum",
      valueDate: "Valutadatum",
      label: "Omschrijving",
      amount: "Bedrag",
      debit: "Debet",
      credit: "Credit",
      counterparty: "Tegenpartij",
      reference: "Referentie",
      currency: "Valuta",
    },
    preview: {
      summary: {
        one: "{{count}} transactie gelezen (nieuw: {{new}}, al geïmporteerd: {{duplicates}}).",
        other: "{{count}} transacties gelezen (nieuw: {{new}}, al geïmporteerd: {{duplicates}}).",
      },
      shown: {
        one: "{{shown}} van {{count}} regel getoond.",
        other: "{{shown}} van {{count}} regels getoond.",
      },
    },
  },
  "ua-UA": {
    errors: {
      emptyFile: "Файл порожній.",
      fileTooLarge: "Файл занадто великий (не більше 50 МБ).",
      tooManyLines: "Файл містить забагато операцій (не більше 500 000).",
      unknownFormat:
        "Невідомий формат файлу: імпортуйте CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120 або MT940.",
      undecodable: "Файл не є читабельним текстом.",
      noHeaderRow: "Не вдалося знайти стовпці дати та суми: вкажіть їх у відповідності стовпців.",
      mappingIncomplete: "Неповна відповідність стовпців: {{value}}.",
      unknownColumn: "Стовпця {{column}} немає в цьому файлі.",
      malformedCsv: "Незакриті лапки.",
      missingDate: "Відсутня дата.",
      invalidDate: "Недійсна дата «{{value}}».",
      missingAmount: "Відсутня сума.",
      invalidAmount: "Недійсна сума «{{value}}».",
      invalidCurrency: "Недійсна валюта «{{value}}».",
      malformedXml: "Некоректний XML.",
      truncatedXml: "XML-файл неповний: він обривається до кінця виписки (завантаження перервано?).",
      notCamt053: "Цей XML-файл не є випискою CAMT.053.",
      malformedOfx: "Некоректний файл OFX.",
      bankRefused: "Банк відхилив цю виписку: «{{value}}».",
      malformedQif: "Некоректний файл QIF.",
      unsupportedQifType: "Цей тип рахунку QIF не підтримується (лише банківські, карткові та готівкові).",
      unreadableXlsx: "Нечитабельна книга Excel: збережіть її у форматі .xlsx.",
      currencyMismatch:
        "Ця виписка у {{value}}, а рахунок у {{expected}}: імпортуйте її до рахунку у {{value}}.",
      cfonbRecordLength:
        "Запис із {{value}} символів замість 120: цей файл CFONB 120 обрізаний або змінений.",
      malformedCfonb:
        "Неочікуваний запис CFONB 120 «{{value}}» (очікуються: 01 попередній залишок, 04 операція, 05 доповнення, 07 новий залишок).",
      malformedMt940: "Некоректний файл MT940: «{{value}}».",
      missingClosingBalance: "Виписка закінчується без кінцевого залишку: файл неповний.",
      balanceMismatch:
        "Виписка не сходиться: початковий залишок і операції дають {{value}}, але банк повідомляє кінцевий залишок {{expected}}. Нічого не імпортовано.",
      severalAccounts: "Ця виписка містить кілька рахунків ({{value}}): експортуйте виписку одного рахунку.",
    },
    where: {
      line: "Рядок {{line}}: {{message}}",
      lineColumn: "Рядок {{line}}, стовпець «{{column}}»: {{message}}",
      lineColumnNumber: "Рядок {{line}}, стовпець {{column}}: {{message}}",
      nothingImported: "Жодну операцію не імпортовано.",
    },
    fields: {
      date: "Дата операції",
      valueDate: "Дата валютування",
      label: "Опис",
      amount: "Сума",
      debit: "Дебет",
      credit: "Кредит",
      counterparty: "Контрагент",
      reference: "Референс",
      currency: "Валюта",
    },
    preview: {
      summary: {
        one: "Прочитано {{count}} операцію (нових: {{new}}, уже імпортованих: {{duplicates}}).",
        few: "Прочитано {{count}} операції (нових: {{new}}, уже імпортованих: {{duplicates}}).",
        many: "Прочитано {{count}} операцій (нових: {{new}}, уже імпортованих: {{duplicates}}).",
        other: "Прочитано {{count}} операції (нових: {{new}}, уже імпортованих: {{duplicates}}).",
      },
      shown: {
        one: "Показано рядків: {{shown}} з {{count}}.",
        few: "Показано рядків: {{shown}} з {{count}}.",
        many: "Показано рядків: {{shown}} з {{count}}.",
        other: "Показано рядків: {{shown}} з {{count}}.",
      },
    },
  },
  "no-NO": {
    errors: {
      emptyFile: "Filen er tom.",
      fileTooLarge: "Filen er for stor (maks. 50 MB).",
      tooManyLines: "Filen inneholder for mange transaksjoner (maks. 500 000).",
      unknownFormat:
        "Ukjent filformat: importer en CSV-, XLSX-, OFX-, QFX-, QIF-, CAMT.053-, CFONB 120- eller MT940-fil.",
      undecodable: "Filen er ikke lesbar tekst.",
      noHeaderRow: "Fant ikke dato- og beløpskolonnene: angi dem i kolonnetilordningen.",
      mappingIncomplete: "Ufullstendig kolonnetilordning: {{value}}.",
      unknownColumn: "Kolonne {{column}} finnes ikke i denne filen.",
      malformedCsv: "Anførselstegn er ikke lukket.",
      missingDate: "Dato mangler.",
      invalidDate: "Ugyldig dato «{{value}}».",
      missingAmount: "Beløp mangler.",
      invalidAmount: "Ugyldig beløp «{{value}}».",
      invalidCurrency: "Ugyldig valuta «{{value}}».",
      malformedXml: "Ugyldig XML.",
      truncatedXml:
        "XML-filen er ufullstendig: den stopper før slutten av kontoutskriften (avbrutt nedlasting?).",
      notCamt053: "Denne XML-filen er ikke en CAMT.053-kontoutskrift.",
      malformedOfx: "Ugyldig OFX-fil.",
      bankRefused: "Banken avviste denne kontoutskriften: «{{value}}».",
      malformedQif: "Ugyldig QIF-fil.",
      unsupportedQifType: "Denne QIF-kontotypen støttes ikke (bare bank-, kort- og kontantkontoer).",
      unreadableXlsx: "Uleselig Excel-arbeidsbok: lagre den som .xlsx.",
      currencyMismatch:
        "Denne kontoutskriften er i {{value}}, men kontoen er i {{expected}}: importer den til en konto i {{value}}.",
      cfonbRecordLength:
        "En post på {{value}} tegn i stedet for 120: denne CFONB 120-filen er avkortet eller endret.",
      malformedCfonb:
        "Uventet CFONB 120-post «{{value}}» (forventet: 01 gammel saldo, 04 transaksjon, 05 tillegg, 07 ny saldo).",
      malformedMt940: "Ugyldig MT940-fil: «{{value}}».",
      missingClosingBalance: "Kontoutskriften slutter uten sluttsaldo: filen er ufullstendig.",
      balanceMismatch:
        "Kontoutskriften går ikke opp: inngående saldo og transaksjonene gir {{value}}, men banken oppgir en sluttsaldo på {{expected}}. Ingenting ble importert.",
      severalAccounts:
        "Denne kontoutskriften inneholder flere kontoer ({{value}}): eksporter kontoutskriften for én konto.",
    },
    where: {
      line: "Linje {{line}}: {{message}}",
      lineColumn: "Linje {{line}}, kolonne «{{column}}»: {{message}}",
      lineColumnNumber: "Linje {{line}}, kolonne {{column}}: {{message}}",
      nothingImported: "Ingen transaksjoner ble importert.",
    },
    fields: {
      date: "Transaksjonsdato",
      valueDate: "Rentedato",
      label: "Beskrivelse",
      amount: "Beløp",
      debit: "Debet",
      credit: "Kredit",
      counterparty: "Motpart",
      reference: "Referanse",
      currency: "Valuta",
    },
    preview: {
      summary: {
        one: "{{count}} transaksjon lest (nye: {{new}}, allerede importert: {{duplicates}}).",
        other: "{{count}} transaksjoner lest (nye: {{new}}, allerede importert: {{duplicates}}).",
      },
      shown: {
        one: "Viser {{shown}} av {{count}} linje.",
        other: "Viser {{shown}} av {{count}} linjer.",
      },
    },
  },
});
