import { detectDecimalSeparator, parseAmountToCents } from "../parseAmount";
import { bestDateOrder } from "../parseDate";
import type { ColumnMapping, MappedField } from "./columnMapping";
import { cellText, isBlankRow, type TabularRow } from "./tabularRow";

/**
 * Header names banks use, in the 8 product languages, folded (lower case, no accents, no punctuation),
 * best first: a header that names the field more precisely wins over a vaguer one.
 */
const HEADER_SYNONYMS: Record<MappedField, readonly string[]> = {
  date: [
    "date operation",
    "date de l operation",
    "date d operation",
    "date de operation",
    "date comptable",
    "date de comptabilisation",
    "date",
    "date op",
    "operation date",
    "operation date utc",
    "date de l operation utc",
    "booking date",
    "transaction date",
    "posting date",
    "completed date",
    "started date",
    "date posted",
    "trans date",
    "buchungstag",
    "buchungsdatum",
    "datum",
    "data operazione",
    "data contabile",
    "data",
    "fecha operacion",
    "fecha de operacion",
    "fecha",
    "boekdatum",
    "transactiedatum",
    "dato",
    "bokforingsdato",
    "bokfort",
    "дата операції",
    "дата",
  ],
  valueDate: [
    "date de valeur",
    "date valeur",
    "valeur",
    "date de reglement",
    "date de reglement utc",
    "value date",
    "settlement date",
    "settlement date utc",
    "wertstellung",
    "valutadatum",
    "valuta",
    "data valuta",
    "fecha valor",
    "rentedato",
    "valutadato",
    "дата валютування",
  ],
  label: [
    "libelle operation",
    "libelle de l operation",
    "detail de l ecriture",
    "libelle complet",
    "libelle",
    "libelle simplifie",
    "libelle court",
    "nature de l operation",
    "designation",
    "description",
    "label",
    "transaction description",
    "payment reference",
    "notes",
    "note",
    "narrative",
    "memo",
    "verwendungszweck",
    "buchungstext",
    "descrizione",
    "descrizione operazione",
    "concepto",
    "descripcion",
    "omschrijving",
    "mededelingen",
    "beskrivelse",
    "tekst",
    "forklaring",
    "details",
    "detail",
    "призначення платежу",
    "опис",
    "operation",
  ],
  amount: [
    "montant",
    "montant de l operation",
    "montant operation",
    "montant eur",
    "montant en euros",
    "montant en euro",
    "montant operation en euro",
    "montant total",
    "montant total ttc",
    "amount",
    "total amount",
    "total amount incl vat",
    "betrag",
    "umsatz",
    "importo",
    "importe",
    "bedrag",
    "belop",
    "beløp",
    "сума",
  ],
  debit: [
    "debit",
    "debit euros",
    "debit eur",
    "montant debit",
    "debits",
    "sortie",
    "sorties",
    "withdrawal",
    "money out",
    "paid out",
    "soll",
    "lastschrift",
    "addebiti",
    "uscite",
    "cargo",
    "debe",
    "af",
    "debet",
    "ut",
    "ut av konto",
    "uttak",
    "uttak fra konto",
    "дебет",
    "витрати",
  ],
  credit: [
    "credit",
    "credit euros",
    "credit eur",
    "montant credit",
    "credits",
    "entree",
    "entrees",
    "deposit",
    "money in",
    "paid in",
    "haben",
    "gutschrift",
    "accrediti",
    "entrate",
    "abono",
    "haber",
    "bij",
    "inn",
    "inn pa konto",
    "innskudd",
    "innskudd pa konto",
    "кредит",
    "надходження",
  ],
  counterparty: [
    "nom de la contrepartie",
    "contrepartie",
    "tiers",
    "beneficiaire",
    "emetteur beneficiaire",
    "beneficiaire emetteur",
    "counterparty name",
    "counterparty",
    "payee",
    "payee name",
    "name",
    "merchant",
    "beneficiary",
    "empfanger",
    "auftraggeber",
    "auftraggeber empfanger",
    "beguenstigter zahlungspflichtiger",
    "controparte",
    "beneficiario",
    "ordenante",
    "naam tegenpartij",
    "tegenpartij",
    "mottaker",
    "kontrahent",
    "контрагент",
  ],
  reference: [
    "reference",
    "reference de l operation",
    "ref",
    "numero d operation",
    "n operation",
    "numero",
    "transaction id",
    "id",
    "referenz",
    "riferimento",
    "referencia",
    "referentie",
    "referanse",
    "arkivref",
    "референс",
    "номер",
  ],
  currency: [
    "devise",
    "monnaie",
    "currency",
    "wahrung",
    "waehrung",
    "valuta",
    "moneda",
    "divisa",
    "munt",
    "валюта",
  ],
};

/** Folds a header for comparison: "Date de l'opération (UTC)" → "date de l operation utc". */
export function foldHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** How well a header names a field: 0 not at all, higher is better. */
function headerScore(header: string, field: MappedField): number {
  const synonyms = HEADER_SYNONYMS[field];
  const index = synonyms.indexOf(header);
  if (index >= 0) return 1000 - index;
  // "Montant (EUR)" → "montant eur" is listed; "Débit (€)" → "debit": try the header's first words.
  const words = header.split(" ");
  for (let length = words.length - 1; length >= 1; length--) {
    const prefixIndex = synonyms.indexOf(words.slice(0, length).join(" "));
    if (prefixIndex >= 0) return 500 - prefixIndex - (words.length - length);
  }
  return 0;
}

/** Rows looked at for the header row: bank preambles are a few lines, never dozens. */
const HEADER_SEARCH_ROWS = 30;

/** Whether a row reads as a transaction: one cell is a date and another an amount. */
function isDataRow(row: TabularRow): boolean {
  const texts = row.cells.map((cell) => cellText(cell));
  const dateColumn = row.cells.findIndex(
    (cell, column) =>
      cell instanceof Date || (texts[column] !== "" && bestDateOrder([texts[column] as string]) !== null),
  );
  if (dateColumn < 0) return false;
  return row.cells.some(
    (cell, column) =>
      column !== dateColumn &&
      (typeof cell === "number" ||
        (/\d/.test(texts[column] ?? "") &&
          parseAmountToCents(texts[column] ?? "", detectDecimalSeparator([texts[column] ?? ""])) !== null)),
  );
}

/**
 * Where the transactions start: the header row's index in `rows` (blank rows removed), or -1 when the
 * first transaction is the first row. The one detection the server does for getHeaders, the preview
 * and the import alike (a mapping sent by the wizard never moves it):
 * 1. the first of the first 30 rows where cells name a date and an amount, in any of the 8 languages
 *    (a preamble with the bank's name, the account number or the period comes before it);
 * 2. else, the row just above the first transaction (a row with a date and an amount) followed by
 *    another: a header in words the list does not know, or the preamble's last line.
 * `named` says which: with 2., the row's cells are column names only when it is as wide as the data.
 */
export function findHeaderRow(rows: readonly TabularRow[]): { index: number; named: boolean } {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const headers = (rows[index] as TabularRow).cells.map((cell) => foldHeader(cellText(cell)));
    const names = (field: MappedField) => headers.some((header) => headerScore(header, field) > 0);
    if (names("date") && (names("amount") || names("debit") || names("credit")))
      return { index, named: true };
  }
  for (let index = 0; index < limit; index++) {
    const row = rows[index] as TabularRow;
    if (!isDataRow(row)) continue;
    if (index === 0) return { index: -1, named: false };
    const above = rows[index - 1] as TabularRow;
    const filled = (candidate: TabularRow) => candidate.cells.filter((cell) => cellText(cell) !== "").length;
    const named = filled(above) >= 2 && filled(above) >= filled(row) - 1;
    return { index: index - 1, named };
  }
  return { index: -1, named: false };
}

function columnSamples(rows: readonly TabularRow[], column: number, limit = 200): string[] {
  const samples: string[] = [];
  for (const row of rows) {
    const text = cellText(row.cells[column] ?? null);
    if (text !== "") samples.push(text);
    if (samples.length >= limit) break;
  }
  return samples;
}

/**
 * Share of a column's samples that must read as dates (or amounts) for the column to be taken as such:
 * not all, so that one bad line is reported with its line number instead of hiding the column. A
 * header that names the column is trusted more than content alone.
 */
const MIN_SHARE_WITH_HEADER = 0.5;
const MIN_SHARE_WITHOUT_HEADER = 0.8;

function looksLikeDates(samples: readonly string[], minShare = MIN_SHARE_WITHOUT_HEADER): boolean {
  const best = bestDateOrder(samples);
  return best !== null && best.read >= minShare * best.total;
}

function looksLikeAmounts(samples: readonly string[], minShare = MIN_SHARE_WITHOUT_HEADER): boolean {
  if (samples.length === 0) return false;
  const separator = detectDecimalSeparator(samples);
  const read = samples.filter((sample) => parseAmountToCents(sample, separator) !== null).length;
  return read >= minShare * samples.length;
}

/** What suggestMapping found: a mapping (null when the date, label or amount column is not found). */
export interface MappingSuggestion {
  headerRow: number;
  /** The header cells (or "1", "2"... when the file has no header row). */
  headers: string[];
  mapping: ColumnMapping | null;
  /** Fields it could not find. */
  missing: MappedField[];
}

/**
 * Suggests how to read a spreadsheet-like statement: finds the header row (findHeaderRow), maps each
 * field to the header that names it best (in any of the 8 languages), checks the guess against the
 * data (a "date" column must hold dates, an amount column amounts), maps what no header names by
 * content (the first date column, the first amount column, the longest text column as label), and
 * takes the payee or counterparty as the label when no column is one ("Date,Payee,Amount").
 */
export function suggestMapping(allRows: readonly TabularRow[]): MappingSuggestion {
  const rows = allRows.filter((row) => !isBlankRow(row));
  const found = findHeaderRow(rows);
  const headerIndex = found.index;
  const headerRow = headerIndex >= 0 && found.named ? (rows[headerIndex] as TabularRow) : null;
  const dataRows = rows.slice(headerIndex + 1);
  // Index in the rows as given (blank rows included): what ColumnMapping.headerRow means.
  const headerRowIndex = headerIndex >= 0 ? allRows.indexOf(rows[headerIndex] as TabularRow) : -1;
  // Preamble rows (account number, balance) do not count: the header and the data give the width.
  const width = Math.max(
    0,
    ...[...(headerRow ? [headerRow] : []), ...dataRows.slice(0, 50)].map((row) => row.cells.length),
  );
  const headers = headerRow
    ? Array.from({ length: width }, (_, i) => cellText(headerRow.cells[i] ?? null))
    : Array.from({ length: width }, (_, i) => String(i + 1));
  const samples = Array.from({ length: width }, (_, column) => columnSamples(dataRows, column));
  const chosen: Partial<Record<MappedField, number>> = {};
  const used = new Set<number>();

  if (headerRow) {
    const folded = headers.map(foldHeader);
    // Most specific fields first, so "Date de valeur" is not taken as the booking date.
    for (const field of [
      "valueDate",
      "debit",
      "credit",
      "counterparty",
      "reference",
      "currency",
      "date",
      "amount",
      "label",
    ] as const) {
      let best = -1;
      let bestScore = 0;
      folded.forEach((header, column) => {
        if (used.has(column)) return;
        const score = headerScore(header, field);
        if (score > bestScore) {
          best = column;
          bestScore = score;
        }
      });
      if (best < 0) continue;
      const values = samples[best] ?? [];
      const fits =
        field === "date" || field === "valueDate"
          ? looksLikeDates(values, MIN_SHARE_WITH_HEADER)
          : field === "amount" || field === "debit" || field === "credit"
            ? values.length === 0
              ? field !== "amount"
              : looksLikeAmounts(values, MIN_SHARE_WITH_HEADER)
            : field === "currency"
              ? values.every((value) => /^[A-Z]{3}$/.test(value))
              : true;
      if (!fits) continue;
      chosen[field] = best;
      used.add(best);
    }
  }
  // What the headers did not name (no header row, or names the list does not know): from the content,
  // the first date column, the first amount column, the longest text column as label.
  const firstWhere = (test: (values: string[]) => boolean) =>
    samples.findIndex((values, column) => !used.has(column) && test(values));
  if (chosen.date === undefined) {
    const date = firstWhere(looksLikeDates);
    if (date >= 0) {
      chosen.date = date;
      used.add(date);
      const valueDate = chosen.valueDate === undefined ? firstWhere(looksLikeDates) : -1;
      if (valueDate >= 0) {
        chosen.valueDate = valueDate;
        used.add(valueDate);
      }
    }
  }
  if (chosen.amount === undefined && chosen.debit === undefined && chosen.credit === undefined) {
    const amount = firstWhere(looksLikeAmounts);
    if (amount >= 0) {
      chosen.amount = amount;
      used.add(amount);
    }
  }
  if (chosen.label === undefined && chosen.counterparty === undefined) {
    const averageLength = (values: string[]) =>
      values.reduce((sum, value) => sum + value.length, 0) / (values.length || 1);
    let label = -1;
    samples.forEach((values, column) => {
      if (used.has(column) || values.length === 0 || looksLikeAmounts(values)) return;
      if (label < 0 || averageLength(values) > averageLength(samples[label] ?? [])) label = column;
    });
    if (label >= 0) chosen.label = label;
  }

  // No label column ("Date,Payee,Amount"): the payee or counterparty is what the line says.
  if (chosen.label === undefined && chosen.counterparty !== undefined) chosen.label = chosen.counterparty;
  const missing: MappedField[] = [];
  if (chosen.date === undefined) missing.push("date");
  if (chosen.label === undefined) missing.push("label");
  if (chosen.amount === undefined && chosen.debit === undefined && chosen.credit === undefined)
    missing.push("amount");
  if (missing.length > 0 || chosen.date === undefined || chosen.label === undefined) {
    return { headerRow: headerRowIndex, headers, mapping: null, missing };
  }
  const amountSamples = [chosen.amount, chosen.debit, chosen.credit].flatMap((column) =>
    column === undefined ? [] : (samples[column] ?? []),
  );
  const dateSamples = [chosen.date, chosen.valueDate].flatMap((column) =>
    column === undefined ? [] : (samples[column] ?? []),
  );
  const mapping: ColumnMapping = {
    headerRow: headerRowIndex,
    date: chosen.date,
    valueDate: chosen.valueDate ?? null,
    label: [chosen.label],
    amount: chosen.amount ?? null,
    debit: chosen.debit ?? null,
    credit: chosen.credit ?? null,
    counterparty: chosen.counterparty ?? null,
    reference: chosen.reference ?? null,
    currency: chosen.currency ?? null,
    dateOrder: bestDateOrder(dateSamples)?.order ?? "DMY",
    decimalSeparator: detectDecimalSeparator(amountSamples),
  };
  return { headerRow: headerRowIndex, headers, mapping, missing: [] };
}
