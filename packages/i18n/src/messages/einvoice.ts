import { defineMessages } from "../defineMessages";

/**
 * Electronic invoices (Factur-X, CII, UBL) read by apps/server/src/features/invoices/einvoice: one error
 * per EInvoiceErrorCode, the file wrapper for a zip entry, and the rule that gave an invoice its
 * expected payment date (ExpectedDateRule of @trezo/domain). Placeholders: {{file}}, {{message}},
 * {{line}}, {{column}}, {{value}}, {{field}} (an EN 16931 business term, e.g. BT-9), {{rule}} (an EN 16931
 * rule, e.g. BR-CO-16), {{max}} (megabytes), {{files}} (a number of files).
 */
export const einvoice = defineMessages({
  "fr-FR": {
    errors: {
      notEInvoice: "Ce fichier n'est pas une facture électronique (Factur-X, CII ou UBL).",
      unreadablePdf: "Ce PDF est illisible (incomplet, endommagé ou protégé).",
      pdfWithoutXml:
        "Ce PDF ne contient pas de facture électronique : aucun fichier XML Factur-X n'y est joint.",
      malformedXml: "XML mal formé (ligne {{line}}, colonne {{column}}).",
      unsafeXml: "Ce fichier XML déclare des entités (DOCTYPE) : il est refusé par sécurité.",
      unsupportedProfile: "Format ou profil de facture électronique non pris en charge : {{value}}.",
      missingField: "Donnée obligatoire absente ou illisible : {{field}}.",
      amountsInconsistent: "Les montants de la facture ne concordent pas entre eux (règle {{rule}}).",
      neitherParty: "Cette facture ne désigne votre société ni comme vendeur ni comme acheteur.",
      fileTooLarge: "Le fichier est trop volumineux ({{max}} Mo au maximum).",
      zipTooLarge:
        "L'archive zip dépasse les limites (fichiers au maximum : {{files}} ; taille décompressée au maximum : {{max}} Mo).",
      unreadableZip: "L'archive zip est illisible.",
      emptyZip: "L'archive zip ne contient aucun fichier.",
      duplicateInvoice: "La facture {{number}} de ce tiers existe déjà.",
      otherCurrency: "Devise {{currency}} : seules les factures en {{expected}} sont importées.",
    },
    where: {
      inFile: "« {{file}} » : {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Échéance indiquée sur la facture",
      counterpartyTerms: "Aucune échéance sur la facture : délai de paiement habituel du tiers",
      categoryWindow: "Aucune échéance sur la facture : délai de la catégorie",
      issueDate: "Aucune échéance connue : date d'émission de la facture",
    },
  },
  "en-GB": {
    errors: {
      notEInvoice: "This file is not an electronic invoice (Factur-X, CII or UBL).",
      unreadablePdf: "This PDF cannot be read (incomplete, damaged or protected).",
      pdfWithoutXml: "This PDF holds no electronic invoice: no Factur-X XML file is attached to it.",
      malformedXml: "Malformed XML (line {{line}}, column {{column}}).",
      unsafeXml: "This XML file declares entities (DOCTYPE): it is refused for security.",
      unsupportedProfile: "Unsupported electronic invoice format or profile: {{value}}.",
      missingField: "Required data missing or unreadable: {{field}}.",
      amountsInconsistent: "The invoice's amounts do not add up (rule {{rule}}).",
      neitherParty: "This invoice names neither party as your company.",
      fileTooLarge: "The file is too large ({{max}} MB at most).",
      zipTooLarge:
        "The zip archive is over the limits (files at most: {{files}}; uncompressed size at most: {{max}} MB).",
      unreadableZip: "The zip archive cannot be read.",
      emptyZip: "The zip archive contains no file.",
      duplicateInvoice: "Invoice {{number}} from this counterparty already exists.",
      otherCurrency: "Currency {{currency}}: only invoices in {{expected}} are imported.",
    },
    where: {
      inFile: "“{{file}}”: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Due date stated on the invoice",
      counterpartyTerms: "No due date on the invoice: the counterparty's usual payment terms",
      categoryWindow: "No due date on the invoice: the category's payment window",
      issueDate: "No known due date: the invoice's issue date",
    },
  },
  "de-DE": {
    errors: {
      notEInvoice: "Diese Datei ist keine elektronische Rechnung (Factur-X, CII oder UBL).",
      unreadablePdf: "Dieses PDF ist nicht lesbar (unvollständig, beschädigt oder geschützt).",
      pdfWithoutXml:
        "Dieses PDF enthält keine elektronische Rechnung: keine Factur-X-XML-Datei ist angehängt.",
      malformedXml: "Fehlerhaftes XML (Zeile {{line}}, Spalte {{column}}).",
      unsafeXml: "Diese XML-Datei deklariert Entitäten (DOCTYPE): Sie wird aus Sicherheitsgründen abgelehnt.",
      unsupportedProfile: "Nicht unterstütztes E-Rechnungsformat oder -profil: {{value}}.",
      missingField: "Pflichtangabe fehlt oder ist unlesbar: {{field}}.",
      amountsInconsistent: "Die Beträge der Rechnung passen nicht zusammen (Regel {{rule}}).",
      neitherParty: "Diese Rechnung nennt Ihr Unternehmen weder als Verkäufer noch als Käufer.",
      fileTooLarge: "Die Datei ist zu groß (höchstens {{max}} MB).",
      zipTooLarge:
        "Das ZIP-Archiv überschreitet die Grenzen (Dateien höchstens: {{files}}; entpackte Größe höchstens: {{max}} MB).",
      unreadableZip: "Das ZIP-Archiv ist nicht lesbar.",
      emptyZip: "Das ZIP-Archiv enthält keine Datei.",
      duplicateInvoice: "Die Rechnung {{number}} dieses Geschäftspartners ist bereits vorhanden.",
      otherCurrency: "Währung {{currency}}: Nur Rechnungen in {{expected}} werden importiert.",
    },
    where: {
      inFile: "„{{file}}“: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Auf der Rechnung angegebenes Fälligkeitsdatum",
      counterpartyTerms:
        "Kein Fälligkeitsdatum auf der Rechnung: übliches Zahlungsziel des Geschäftspartners",
      categoryWindow: "Kein Fälligkeitsdatum auf der Rechnung: Zahlungsfrist der Kategorie",
      issueDate: "Kein Fälligkeitsdatum bekannt: Rechnungsdatum",
    },
  },
  "it-IT": {
    errors: {
      notEInvoice: "Questo file non è una fattura elettronica (Factur-X, CII o UBL).",
      unreadablePdf: "Questo PDF è illeggibile (incompleto, danneggiato o protetto).",
      pdfWithoutXml: "Questo PDF non contiene una fattura elettronica: nessun file XML Factur-X è allegato.",
      malformedXml: "XML non valido (riga {{line}}, colonna {{column}}).",
      unsafeXml: "Questo file XML dichiara delle entità (DOCTYPE): è rifiutato per sicurezza.",
      unsupportedProfile: "Formato o profilo di fattura elettronica non supportato: {{value}}.",
      missingField: "Dato obbligatorio mancante o illeggibile: {{field}}.",
      amountsInconsistent: "Gli importi della fattura non sono coerenti (regola {{rule}}).",
      neitherParty: "Questa fattura non indica la tua azienda né come venditore né come acquirente.",
      fileTooLarge: "Il file è troppo grande (al massimo {{max}} MB).",
      zipTooLarge:
        "L'archivio zip supera i limiti (file al massimo: {{files}}; dimensione decompressa al massimo: {{max}} MB).",
      unreadableZip: "L'archivio zip è illeggibile.",
      emptyZip: "L'archivio zip non contiene alcun file.",
      duplicateInvoice: "La fattura {{number}} di questa controparte esiste già.",
      otherCurrency: "Valuta {{currency}}: vengono importate solo le fatture in {{expected}}.",
    },
    where: {
      inFile: "«{{file}}»: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Scadenza indicata sulla fattura",
      counterpartyTerms: "Nessuna scadenza sulla fattura: termini di pagamento abituali della controparte",
      categoryWindow: "Nessuna scadenza sulla fattura: termine della categoria",
      issueDate: "Nessuna scadenza nota: data di emissione della fattura",
    },
  },
  "es-ES": {
    errors: {
      notEInvoice: "Este archivo no es una factura electrónica (Factur-X, CII o UBL).",
      unreadablePdf: "Este PDF no se puede leer (incompleto, dañado o protegido).",
      pdfWithoutXml:
        "Este PDF no contiene ninguna factura electrónica: no lleva adjunto ningún XML Factur-X.",
      malformedXml: "XML mal formado (línea {{line}}, columna {{column}}).",
      unsafeXml: "Este archivo XML declara entidades (DOCTYPE): se rechaza por seguridad.",
      unsupportedProfile: "Formato o perfil de factura electrónica no admitido: {{value}}.",
      missingField: "Falta un dato obligatorio o no se puede leer: {{field}}.",
      amountsInconsistent: "Los importes de la factura no cuadran (regla {{rule}}).",
      neitherParty: "Esta factura no designa a su empresa ni como vendedor ni como comprador.",
      fileTooLarge: "El archivo es demasiado grande ({{max}} MB como máximo).",
      zipTooLarge:
        "El archivo zip supera los límites (archivos como máximo: {{files}}; tamaño descomprimido como máximo: {{max}} MB).",
      unreadableZip: "El archivo zip no se puede leer.",
      emptyZip: "El archivo zip no contiene ningún archivo.",
      duplicateInvoice: "La factura {{number}} de este tercero ya existe.",
      otherCurrency: "Moneda {{currency}}: solo se importan facturas en {{expected}}.",
    },
    where: {
      inFile: "«{{file}}»: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Vencimiento indicado en la factura",
      counterpartyTerms: "Sin vencimiento en la factura: plazo de pago habitual del tercero",
      categoryWindow: "Sin vencimiento en la factura: plazo de la categoría",
      issueDate: "Sin vencimiento conocido: fecha de emisión de la factura",
    },
  },
  "nl-NL": {
    errors: {
      notEInvoice: "Dit bestand is geen elektronische factuur (Factur-X, CII of UBL).",
      unreadablePdf: "Deze pdf is onleesbaar (onvolledig, beschadigd of beveiligd).",
      pdfWithoutXml: "Deze pdf bevat geen elektronische factuur: er is geen Factur-X-XML-bestand bijgevoegd.",
      malformedXml: "Ongeldige XML (regel {{line}}, kolom {{column}}).",
      unsafeXml:
        "Dit XML-bestand declareert entiteiten (DOCTYPE): het wordt om veiligheidsredenen geweigerd.",
      unsupportedProfile: "Niet-ondersteund formaat of profiel van elektronische factuur: {{value}}.",
      missingField: "Verplicht gegeven ontbreekt of is onleesbaar: {{field}}.",
      amountsInconsistent: "De bedragen van de factuur kloppen niet met elkaar (regel {{rule}}).",
      neitherParty: "Deze factuur noemt uw bedrijf niet als verkoper en niet als koper.",
      fileTooLarge: "Het bestand is te groot (maximaal {{max}} MB).",
      zipTooLarge:
        "Het zip-archief overschrijdt de limieten (bestanden maximaal: {{files}}; uitgepakte grootte maximaal: {{max}} MB).",
      unreadableZip: "Het zip-archief is onleesbaar.",
      emptyZip: "Het zip-archief bevat geen bestand.",
      duplicateInvoice: "Factuur {{number}} van deze tegenpartij bestaat al.",
      otherCurrency: "Valuta {{currency}}: alleen facturen in {{expected}} worden geïmporteerd.",
    },
    where: {
      inFile: "‘{{file}}’: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Vervaldatum vermeld op de factuur",
      counterpartyTerms: "Geen vervaldatum op de factuur: gebruikelijke betaaltermijn van de relatie",
      categoryWindow: "Geen vervaldatum op de factuur: termijn van de categorie",
      issueDate: "Geen vervaldatum bekend: factuurdatum",
    },
  },
  "ua-UA": {
    errors: {
      notEInvoice: "Цей файл не є електронним рахунком (Factur-X, CII або UBL).",
      unreadablePdf: "Цей PDF неможливо прочитати (неповний, пошкоджений або захищений).",
      pdfWithoutXml: "Цей PDF не містить електронного рахунку: до нього не додано XML-файл Factur-X.",
      malformedXml: "Некоректний XML (рядок {{line}}, стовпець {{column}}).",
      unsafeXml: "Цей XML-файл оголошує сутності (DOCTYPE): його відхилено з міркувань безпеки.",
      unsupportedProfile: "Непідтримуваний формат або профіль електронного рахунку: {{value}}.",
      missingField: "Обов'язкові дані відсутні або нечитабельні: {{field}}.",
      amountsInconsistent: "Суми рахунку не узгоджуються між собою (правило {{rule}}).",
      neitherParty: "У цьому рахунку ваша компанія не вказана ні продавцем, ні покупцем.",
      fileTooLarge: "Файл завеликий (не більше {{max}} МБ).",
      zipTooLarge:
        "Zip-архів перевищує ліміти (файлів не більше: {{files}}; розмір після розпакування не більше: {{max}} МБ).",
      unreadableZip: "Zip-архів неможливо прочитати.",
      emptyZip: "Zip-архів не містить жодного файлу.",
      duplicateInvoice: "Рахунок {{number}} цього контрагента вже існує.",
      otherCurrency: "Валюта {{currency}}: імпортуються лише рахунки в {{expected}}.",
    },
    where: {
      inFile: "«{{file}}»: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Термін оплати, вказаний у рахунку",
      counterpartyTerms: "У рахунку немає терміну оплати: звичайна відстрочка контрагента",
      categoryWindow: "У рахунку немає терміну оплати: термін категорії",
      issueDate: "Термін оплати невідомий: дата виставлення рахунку",
    },
  },
  "no-NO": {
    errors: {
      notEInvoice: "Denne filen er ikke en elektronisk faktura (Factur-X, CII eller UBL).",
      unreadablePdf: "Denne PDF-en kan ikke leses (ufullstendig, skadet eller beskyttet).",
      pdfWithoutXml: "Denne PDF-en inneholder ingen elektronisk faktura: ingen Factur-X-XML-fil er vedlagt.",
      malformedXml: "Ugyldig XML (linje {{line}}, kolonne {{column}}).",
      unsafeXml: "Denne XML-filen deklarerer entiteter (DOCTYPE): den avvises av sikkerhetshensyn.",
      unsupportedProfile: "Format eller profil for elektronisk faktura støttes ikke: {{value}}.",
      missingField: "Obligatorisk opplysning mangler eller kan ikke leses: {{field}}.",
      amountsInconsistent: "Fakturaens beløp stemmer ikke overens (regel {{rule}}).",
      neitherParty: "Denne fakturaen angir ikke selskapet ditt som verken selger eller kjøper.",
      fileTooLarge: "Filen er for stor (maks {{max}} MB).",
      zipTooLarge:
        "Zip-arkivet overskrider grensene (filer maks: {{files}}; utpakket størrelse maks: {{max}} MB).",
      unreadableZip: "Zip-arkivet kan ikke leses.",
      emptyZip: "Zip-arkivet inneholder ingen filer.",
      duplicateInvoice: "Faktura {{number}} fra denne motparten finnes allerede.",
      otherCurrency: "Valuta {{currency}}: bare fakturaer i {{expected}} importeres.",
    },
    where: {
      inFile: "«{{file}}»: {{message}}",
    },
    expectedDate: {
      invoiceDueDate: "Forfallsdato oppgitt på fakturaen",
      counterpartyTerms: "Ingen forfallsdato på fakturaen: motpartens vanlige betalingsfrist",
      categoryWindow: "Ingen forfallsdato på fakturaen: kategoriens frist",
      issueDate: "Ingen kjent forfallsdato: fakturadatoen",
    },
  },
});
