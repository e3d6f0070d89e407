/**
 * Label normalisation: turns a bank's raw transaction label into a stable key, so that the same
 * payee reads the same every month whatever the date, card, mandate or reference printed with it.
 *
 * The rules engine compares labels (and rule values) through this function (DESIGN §6 "Rules"), the
 * suggestions group manual categorisations by it, and the importer stores it beside the raw label.
 *
 * Examples (more in normalizeLabel.test.ts, taken from BNP Paribas, Société Générale, Crédit
 * Agricole, LCL, La Banque Postale, Caisse d'Épargne, CIC, Boursorama and Qonto statements):
 *
 * | raw label                                                                   | normalised                    |
 * | --------------------------------------------------------------------------- | ----------------------------- |
 * | PRLV SEPA EDF CLIENTS PARTICULIERS REF 12345 DU 03/11                       | PRLV EDF CLIENTS PARTICULIERS |
 * | PRELEVEMENT EUROPEEN 4471262 DE: EDF CLIENTS PARTICULIERS ID: FR12ZZZ345678 | PRLV EDF CLIENTS PARTICULIERS |
 * | PAIEMENT PAR CARTE X4567 CARREFOUR MARKET 02/11                             | CB CARREFOUR MARKET           |
 * | CB CARREFOUR MARKET 03/11/23                                                | CB CARREFOUR MARKET           |
 * | FACTURE CARTE DU 031123 CARREFOUR MARKET CARTE 4974XXXXXXXX1234             | CB CARREFOUR MARKET           |
 * | VIR SEPA RECU /DE SARL DUPONT /MOTIF FACTURE F2023-112 /REF 1234567         | VIR SARL DUPONT FACTURE       |
 *
 * What is removed: accents and case, dates (03/11, 03/11/2023, 2023-11-03, "DU 031123", "03 NOV"),
 * times (10H32), card numbers (X4567, 4974XXXXXXXX1234, CB*1234), references introduced by a key
 * (REF, MDT, RUM, ID EMETTEUR, ECH, NUM, N°...), amounts with a currency (12,50 EUR), punctuation,
 * every token made only of digits and every token carrying three or more digits (F2023112,
 * FR12ZZZ345678), and the word SEPA. What is canonicalised: the operation prefix that each bank spells
 * its own way (PRELEVEMENT EUROPEEN / PRLV SEPA → PRLV, VIREMENT SEPA RECU → VIR, PAIEMENT PAR
 * CARTE → CB, RETRAIT DAB → RETRAIT, CHEQUE → CHQ, REMISE CHEQUES → REMISE CHQ).
 *
 * The function is idempotent (normalising a normalised label changes nothing), never throws, and
 * keeps letters of every script (Ukrainian and Norwegian labels stay readable).
 */

/** Normalised labels are cut to this many characters (on a word boundary): enough for any payee. */
export const MAX_NORMALIZED_LABEL_LENGTH = 160;

const MONTHS =
  "JANV?|JANVIER|FEVR?|FEVRIER|MARS?|AVR|AVRIL|MAI|JUIN?|JUIL|JUILLET|AOUT?|SEPT?|SEPTEMBRE|OCT|OCTOBRE|NOV|NOVEMBRE|DEC|DECEMBRE";

/** Keys whose value is a reference: the key and a value carrying a digit go. */
const REFERENCE_KEYS =
  "REF(?:ERENCE)?|MDT|MANDAT|RUM|ID EMETTEUR|ICS|ID|ECH|NUM(?:ERO)?|N[O°]|NR|TRANSACTION|E2E|END ?TO ?END|IBAN|BIC|BENEF|LOT|RCUR|FRST|OOFF|NNE|PMT";

/** Keys that introduce a reference after a space ("REF 12345", "N° 0987"): single words. */
const SPACED_REFERENCE_KEY_WORDS = [
  "REF",
  "REFERENCE",
  "MDT",
  "MANDAT",
  "RUM",
  "ICS",
  "ID",
  "ECH",
  "NUM",
  "NUMERO",
  "NO",
  "NR",
  "TRANSACTION",
  "E2E",
  "IBAN",
  "BIC",
  "BENEF",
  "LOT",
  "RCUR",
  "FRST",
  "OOFF",
  "NNE",
  "PMT",
];
const SPACED_REFERENCE_KEYS = [...SPACED_REFERENCE_KEY_WORDS, "N°"].join("|");
const SPACED_REFERENCE_KEY_SET = new Set(SPACED_REFERENCE_KEY_WORDS);

/** Field markers (BNP "/DE", Société Générale "DE:", "MOTIF:"): the marker goes, the text stays. */
const FIELD_MARKERS = "DE|MOTIF|LIB|FRM|BEN|POUR|PAR|EMETTEUR|BENEFICIAIRE|INFO|ORIGINE|DEST";

/** Ordered rewrite steps applied to the upper-cased, accent-free text before tokenising. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // Noise words first, so that what they separated reads the same as in an already normalised label.
  [/\bSEPA\b/g, " "],
  // Amounts with a currency (foreign card payments, fees): "12,50 EUR", "EUR 12.50", "12,50€", "1 EURO = 1,08 USD".
  [/\b\d[\d ]*(?:[.,]\d+)?\s*(?:EUR|EUROS?|USD|GBP|CHF|NOK|UAH)\b/g, " "],
  [/\b(?:EUR|USD|GBP|CHF|NOK|UAH)\s*\d[\d ]*(?:[.,]\d+)?\b/g, " "],
  [/€/g, " "],
  // Card numbers: "4974XXXXXXXX1234", "CARTE 4974*1234", "X4567", "XXXX4567", "****4567", "CB*4567".
  [/\b(?:CARTE\s+)?\d{4,6}[X*]+\d{2,4}\b/g, " "],
  [/(?:\b[X*]+|\*+)\d{4}\b/g, " "],
  [/\bCB\s*\*\s*/g, "CB "],
  // Slash- and colon-keyed references: "REF/0098765", "ID EMETTEUR/FR12ZZZ", "MDT: ++AB12", "/REF 1234567".
  [new RegExp(`(?:^|[\\s/])(?:${REFERENCE_KEYS})\\s*[/:.]\\s*[^\\s/]*`, "g"), " "],
  // (Any punctuation may separate key and value: "REF ; 0A" must read as "REF 0A" does.)
  [
    new RegExp(`([^\\p{L}\\p{N}])(?:${SPACED_REFERENCE_KEYS})[^\\p{L}\\p{N}]+(?=[^\\s/]*\\d)[^\\s/]+`, "gu"),
    "$1 ",
  ],
  // Field markers: keep what follows.
  [new RegExp(`(?:/\\s*(?:${FIELD_MARKERS})\\b|\\b(?:${FIELD_MARKERS})\\s*[:/])`, "g"), " "],
  // Dates, with the preposition that introduces them: "DU 03/11", "LE 03.11.2023", "2023-11-03", "DU 031123".
  [/\b(?:(?:DU|LE|AU|DATE|EN DATE DU)\s+)?\d{4}[/.-]\d{1,2}[/.-]\d{1,2}\b/g, " "],
  [/\b(?:(?:DU|LE|AU|DATE|EN DATE DU)\s+)?\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, " "],
  [/\b(?:DU|LE|AU)\s+\d{6}(?:\d{2})?\b/g, " "],
  [new RegExp(`\\b(?:(?:DU|LE|AU)\\s+)?\\d{1,2}\\s*(?:${MONTHS})\\b(?:\\s*\\d{2,4}\\b)?`, "g"), " "],
  // Times: "10H32", "14:05", "14:05:59".
  [/\b\d{1,2}[H:]\d{2}(?::\d{2})?\b/g, " "],
];

/** The rewrites that can change a text holding no digit at all. */
const REWRITES_WITHOUT_DIGITS = REWRITES.filter(([pattern]) => !/\\d/.test(pattern.source));

/** Operation prefixes, each bank's spelling → one canonical word (longest first is found by length). */
const CANONICAL_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["PRELEVEMENT SEPA", "PRLV"],
  ["PRELEVEMENT EUROPEEN", "PRLV"],
  ["PRELEVEMENT", "PRLV"],
  ["PRELEV", "PRLV"],
  ["PRLV EUROPEEN", "PRLV"],
  ["PRLV", "PRLV"],
  ["VIREMENT EN VOTRE FAVEUR", "VIR"],
  ["VIREMENT RECU", "VIR"],
  ["VIREMENT EMIS", "VIR"],
  ["VIREMENT INSTANTANE RECU", "VIR"],
  ["VIREMENT INSTANTANE EMIS", "VIR"],
  ["VIREMENT INSTANTANE", "VIR"],
  ["VIREMENT", "VIR"],
  ["VIR INST RECU", "VIR"],
  ["VIR INST EMIS", "VIR"],
  ["VIR INST", "VIR"],
  ["VIR RECU", "VIR"],
  ["VIR EMIS", "VIR"],
  ["VIR CPTE A CPTE RECU", "VIR"],
  ["VIR CPTE A CPTE EMIS", "VIR"],
  ["VIR", "VIR"],
  ["PAIEMENT PAR CARTE", "CB"],
  ["PAIEMENT CARTE", "CB"],
  ["PAIEMENT CB", "CB"],
  ["ACHAT CARTE", "CB"],
  ["ACHAT CB", "CB"],
  ["FACTURE CARTE", "CB"],
  ["CARTE", "CB"],
  ["CB", "CB"],
  ["RETRAIT DAB", "RETRAIT"],
  ["RETRAIT GAB", "RETRAIT"],
  ["RETRAIT CARTE", "RETRAIT"],
  ["RET DAB", "RETRAIT"],
  ["RETRAIT", "RETRAIT"],
  ["REMISE CHEQUES", "REMISE CHQ"],
  ["REMISE CHEQUE", "REMISE CHQ"],
  ["REMISE CHQ", "REMISE CHQ"],
  ["REM CHQ", "REMISE CHQ"],
  ["CHEQUE", "CHQ"],
  ["CHQ", "CHQ"],
];

const PREFIXES_BY_LENGTH = [...CANONICAL_PREFIXES]
  .map(([spelling, canonical]) => [spelling.split(" "), canonical.split(" ")] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** Words that carry no meaning anywhere in a label. */
const NOISE_WORDS = new Set(["SEPA"]);

const DIGIT = /[0-9]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at a control character.
const ASCII_ONLY = /^[\x00-\x7f]*$/;

function isReferenceLike(token: string): boolean {
  const digits = token.match(DIGIT)?.length ?? 0;
  if (digits === 0) return false;
  if (digits === token.length) return true;
  return digits >= 3 || (digits >= 2 && token.length >= 5);
}

/**
 * "REF 0A" once the tokens are clean: a key word followed by a token holding a digit goes with it,
 * also when removing dates or noise brought them together ("REF DU 03/11/2023 0A").
 */
function dropKeyedReferences(tokens: string[]): string[] {
  const kept: string[] = [];
  for (const token of tokens) {
    const previous = kept[kept.length - 1];
    if (previous !== undefined && SPACED_REFERENCE_KEY_SET.has(previous) && /[0-9]/.test(token)) kept.pop();
    else kept.push(token);
  }
  return kept;
}

function canonicalisePrefixOnce(tokens: string[]): string[] {
  for (const [spelling, canonical] of PREFIXES_BY_LENGTH) {
    if (spelling.length <= tokens.length && spelling.every((word, index) => tokens[index] === word)) {
      return [...canonical, ...tokens.slice(spelling.length)];
    }
  }
  return tokens;
}

/** Until nothing changes: "VIR RECU RECU" → "VIR RECU" → "VIR". Each step can only shorten. */
function canonicalisePrefix(tokens: string[]): string[] {
  let current = tokens;
  for (;;) {
    const next = canonicalisePrefixOnce(current);
    if (next.length >= current.length) return next;
    current = next;
  }
}

/**
 * Upper case without accents, nothing else changed but spaces collapsed: how rule values that are
 * patterns (regular expressions) and free text are prepared.
 */
export function foldLabel(raw: string): string {
  // Most bank labels are plain ASCII: skip the costly Unicode decomposition for them.
  const decomposed = ASCII_ONLY.test(raw) ? raw : raw.normalize("NFD");
  return decomposed
    .replace(/\p{M}+/gu, "")
    .toUpperCase()
    .replace(/Œ/g, "OE")
    .replace(/Æ/g, "AE")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The normalised form of a bank label (see the module comment for what is stripped). Returns "" for a
 * label made only of noise (a bare reference, a date).
 */
export function normalizeLabel(raw: string): string {
  return normalize(raw, true);
}

/**
 * normalizeLabel for a fragment searched inside a label ("contains CARTE GRISE"): the same, except that
 * the operation prefix is not canonicalised, since inside a label it is not a prefix ("PRLV ANTS
 * CARTE GRISE" keeps its CARTE).
 */
export function normalizeLabelFragment(raw: string): string {
  return normalize(raw, false);
}

function normalize(raw: string, canonicalPrefix: boolean): string {
  let text = ` ${foldLabel(raw)} `;
  if (/[0-9]/.test(text)) {
    for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  } else {
    // Most rewrites remove things made of digits: a label without any needs only the others.
    for (const [pattern, replacement] of REWRITES_WITHOUT_DIGITS) text = text.replace(pattern, replacement);
  }
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== "" && !NOISE_WORDS.has(token) && !isReferenceLike(token));
  const kept = dropKeyedReferences(words);
  const tokens = canonicalPrefix ? canonicalisePrefix(kept) : kept;
  // "... CARREFOUR CARTE" (the card number was stripped after it): a trailing CARTE says nothing.
  while (tokens.length > 1 && tokens[tokens.length - 1] === "CARTE") tokens.pop();
  let result = "";
  for (const token of tokens) {
    const next = result === "" ? token : `${result} ${token}`;
    if (next.length > MAX_NORMALIZED_LABEL_LENGTH) break;
    result = next;
  }
  return result;
}
