import { epochDayOf } from "../forecast/calendar";
import type { Cents } from "../money";
import type { IsoDate } from "../periods";

/**
 * Suggestions of ETS for bank transactions (issue 15): each open ETS is scored against a transaction by
 * its amount (exact, or short of it by bank fees), the invoice or check number found in the label or
 * reference, the counterparty's name, its IBAN, and how close the dates are. Every suggestion says why
 * (its reasons). `suggestMatches` indexes the ETS once, so 100,000 transactions against 10,000 ETS cost
 * a few lookups each; `suggestMatchesNaive` scores every pair and must agree with it (property test).
 */

/** An ETS that is still waiting for money. */
export interface OpenEts {
  id: string;
  /** What is left to pay, signed as the money moves (in positive, out negative); never 0. */
  leftCents: Cents;
  expectedDate: IsoDate;
  /** The invoice's or the check's number. */
  number: string;
  /** normalizeLabel of the counterparty's name ("" when unknown). */
  normalizedCounterparty: string;
  iban: string | null;
}

/** A bank transaction not (fully) matched yet. */
export interface MatchableTransaction {
  id: string;
  /** What is not given to an ETS yet, signed. */
  freeCents: Cents;
  date: IsoDate;
  /** The raw label and the bank's reference, where numbers and IBANs are looked for. */
  label: string;
  reference: string | null;
  normalizedLabel: string;
  normalizedCounterparty: string;
}

/** Why an ETS is suggested. */
export type MatchReason =
  /** The transaction pays exactly what is left. */
  | "amount_exact"
  /** A little less than what is left: bank fees (see feeToleranceCents). */
  | "amount_close"
  /** The invoice or check number is in the label or the reference. */
  | "number"
  /** The counterparty's name is the transaction's counterparty or is in its label. */
  | "counterparty"
  /** The counterparty's IBAN is in the label or the reference. */
  | "iban"
  /** The transaction is dated close to when the ETS was expected. */
  | "date";

/** Points of each reason; the date gives up to DATE_POINTS (closer is more). */
export const MATCH_POINTS: Readonly<Record<Exclude<MatchReason, "date">, number>> = {
  amount_exact: 50,
  amount_close: 35,
  number: 40,
  iban: 25,
  counterparty: 20,
};
export const DATE_POINTS = 10;

export interface MatchSuggestion {
  etsId: string;
  /** Sum of the reasons' points: higher is likelier. */
  score: number;
  reasons: MatchReason[];
  /** The ETS's amount left, for the screen (the amount left is always shown). */
  leftCents: Cents;
  /** Days between the transaction and the ETS's expected date (positive: paid late). */
  dayGap: number;
}

export interface MatchOptions {
  /** Suggestions kept per transaction, best first. */
  limit?: number;
  /** Transactions further than this many days from the expected date get no suggestion from it. */
  maxDayGap?: number;
}

/** Bank fees taken from a payment: at most 2 % of the amount and 50 € (a transfer's or a card's fees). */
export const FEE_TOLERANCE_RATIO = 0.02;
export const FEE_TOLERANCE_MAX_CENTS = 5_000;
const DEFAULT_LIMIT = 5;
const DEFAULT_MAX_DAY_GAP = 180;
/** Numbers shorter than this (after compaction) are too common to mean anything in a label. */
const MIN_NUMBER_LENGTH = 3;
/** Tokens joined when looking for a number or an IBAN printed with spaces or dashes ("FR76 3000 …"). */
const MAX_JOINED_TOKENS = 9;
const MAX_KEY_LENGTH = 34;
/** Words joined when looking for a counterparty's name in a label. */
const MAX_NAME_WORDS = 5;

/** How far below what is left a payment may be and still be that payment minus fees. */
export function feeToleranceCents(leftCents: Cents): Cents {
  return Math.min(FEE_TOLERANCE_MAX_CENTS, Math.floor(Math.abs(leftCents) * FEE_TOLERANCE_RATIO));
}

/** Upper case letters and digits only: how numbers and IBANs are compared ("FA-2026/001" = "FA2026001"). */
export function compactKey(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

/**
 * Every run of 1 to MAX_JOINED_TOKENS consecutive alphanumeric tokens of the text, compacted: a number
 * or IBAN written with separators is found as one key, and only on token boundaries ("FA12" is not found
 * in "FA123").
 */
export function textKeys(...texts: ReadonlyArray<string | null>): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const tokens = text
      .toUpperCase()
      .split(/[^0-9A-Z]+/)
      .filter(Boolean);
    for (let start = 0; start < tokens.length; start += 1) {
      let key = "";
      for (let end = start; end < tokens.length && end < start + MAX_JOINED_TOKENS; end += 1) {
        key += tokens[end];
        if (key.length > MAX_KEY_LENGTH) break;
        if (key.length >= MIN_NUMBER_LENGTH) keys.add(key);
      }
    }
  }
  return keys;
}

/** Every run of 1 to MAX_NAME_WORDS consecutive words of a normalised label, plus its counterparty. */
export function nameKeys(normalizedLabel: string, normalizedCounterparty: string): Set<string> {
  const keys = new Set<string>();
  if (normalizedCounterparty) keys.add(normalizedCounterparty);
  const words = normalizedLabel.split(" ").filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    let key = "";
    for (let end = start; end < words.length && end < start + MAX_NAME_WORDS; end += 1) {
      key = key ? `${key} ${words[end]}` : (words[end] as string);
      keys.add(key);
    }
  }
  return keys;
}

/** Every prefix of each key: joining tokens stops as soon as the join starts no key. */
function prefixesOf(keys: Iterable<string>, separator: string): Set<string> {
  const prefixes = new Set<string>();
  for (const key of keys) {
    const parts = separator ? key.split(separator) : [...key];
    let prefix = "";
    for (const part of parts) {
      prefix = prefix && separator ? `${prefix}${separator}${part}` : `${prefix}${part}`;
      prefixes.add(prefix);
    }
  }
  return prefixes;
}

/** textKeys restricted to the keys some ETS has (the same hits, far fewer strings built). */
function knownTextKeys(prefixes: Set<string>, label: string, reference: string | null): string[] {
  const keys: string[] = [];
  for (const text of [label, reference]) {
    if (!text) continue;
    const tokens = text.toUpperCase().split(/[^0-9A-Z]+/);
    for (let start = 0; start < tokens.length; start += 1) {
      if (!tokens[start]) continue;
      let key = "";
      for (let end = start; end < tokens.length && end < start + MAX_JOINED_TOKENS; end += 1) {
        const token = tokens[end];
        if (!token) continue;
        key += token;
        if (key.length > MAX_KEY_LENGTH || !prefixes.has(key)) break;
        if (key.length >= MIN_NUMBER_LENGTH) keys.push(key);
      }
    }
  }
  return keys;
}

/** nameKeys restricted to the names some ETS has. */
function knownNameKeys(
  prefixes: Set<string>,
  normalizedLabel: string,
  normalizedCounterparty: string,
): string[] {
  const keys: string[] = [];
  if (normalizedCounterparty) keys.push(normalizedCounterparty);
  const words = normalizedLabel.split(" ");
  for (let start = 0; start < words.length; start += 1) {
    let key = "";
    for (let end = start; end < words.length && end < start + MAX_NAME_WORDS; end += 1) {
      const word = words[end];
      if (!word) continue;
      key = key ? `${key} ${word}` : word;
      if (!prefixes.has(key)) break;
      keys.push(key);
    }
  }
  return keys;
}

/** The amount reason of a payment of `freeCents` against `leftCents`, if any. */
export function amountReason(freeCents: Cents, leftCents: Cents): "amount_exact" | "amount_close" | null {
  if (freeCents === 0 || Math.sign(freeCents) !== Math.sign(leftCents)) return null;
  if (freeCents === leftCents) return "amount_exact";
  const short = Math.abs(leftCents) - Math.abs(freeCents);
  return short > 0 && short <= feeToleranceCents(leftCents) ? "amount_close" : null;
}

/** Date points: 10 within 3 days, 6 within 15, 3 within 45, else 0. */
export function datePoints(dayGap: number): number {
  const gap = Math.abs(dayGap);
  if (gap <= 3) return DATE_POINTS;
  if (gap <= 15) return 6;
  if (gap <= 45) return 3;
  return 0;
}

/** The keys an ETS is looked up by. */
interface EtsKeys {
  ets: OpenEts;
  /** The last transaction (by index) this ETS was gathered for: de-duplicates candidates without a set. */
  stamp: number;
  day: number;
  numberKey: string;
  ibanKey: string;
}

function keysOf(ets: OpenEts): EtsKeys {
  const numberKey = compactKey(ets.number);
  return {
    ets,
    stamp: -1,
    day: epochDayOf(ets.expectedDate),
    numberKey: numberKey.length >= MIN_NUMBER_LENGTH ? numberKey : "",
    ibanKey: ets.iban ? compactKey(ets.iban) : "",
  };
}

/** The keys of a transaction: a set, or a short array (found by includes). */
type KeyList = { has(key: string): boolean } | readonly string[];

function holds(list: KeyList, key: string): boolean {
  return Array.isArray(list) ? list.includes(key) : (list as { has(key: string): boolean }).has(key);
}

/**
 * The score of one pair, or -1 when the ETS is not a candidate for the transaction; the reasons are
 * pushed into `reasons` when given (scoring without them allocates nothing: most candidates never make
 * a transaction's top suggestions).
 */
function pairScore(
  keys: EtsKeys,
  transaction: MatchableTransaction,
  dayGap: number,
  textKeySet: KeyList,
  nameKeySet: KeyList,
  maxDayGap: number,
  reasons: MatchReason[] | null,
): number {
  const { ets } = keys;
  if (transaction.freeCents === 0 || Math.sign(transaction.freeCents) !== Math.sign(ets.leftCents)) return -1;
  if (Math.abs(dayGap) > maxDayGap) return -1;
  let score = 0;
  let found = false;
  const amount = amountReason(transaction.freeCents, ets.leftCents);
  if (amount) {
    reasons?.push(amount);
    score += MATCH_POINTS[amount];
    found = true;
  }
  if (keys.numberKey && holds(textKeySet, keys.numberKey)) {
    reasons?.push("number");
    score += MATCH_POINTS.number;
    found = true;
  }
  if (ets.normalizedCounterparty && holds(nameKeySet, ets.normalizedCounterparty)) {
    reasons?.push("counterparty");
    score += MATCH_POINTS.counterparty;
    found = true;
  }
  if (keys.ibanKey && holds(textKeySet, keys.ibanKey)) {
    reasons?.push("iban");
    score += MATCH_POINTS.iban;
    found = true;
  }
  if (!found) return -1;
  const points = datePoints(dayGap);
  if (points > 0) {
    reasons?.push("date");
    score += points;
  }
  return score;
}

/** Scores one pair: null when the ETS is not a candidate for the transaction. */
function scorePair(
  keys: EtsKeys,
  transaction: MatchableTransaction,
  transactionDay: number,
  textKeySet: KeyList,
  nameKeySet: KeyList,
  maxDayGap: number,
): MatchSuggestion | null {
  const reasons: MatchReason[] = [];
  const dayGap = transactionDay - keys.day;
  const score = pairScore(keys, transaction, dayGap, textKeySet, nameKeySet, maxDayGap, reasons);
  if (score < 0) return null;
  return { etsId: keys.ets.id, score, reasons, leftCents: keys.ets.leftCents, dayGap };
}

/** A candidate among a transaction's best ones, before its reasons are written. */
interface Ranked {
  keys: EtsKeys;
  score: number;
  dayGap: number;
}

/** Whether `a` comes before `b` in compareSuggestions' order. */
function ranksBefore(a: Ranked, b: Ranked): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const gap = Math.abs(a.dayGap) - Math.abs(b.dayGap);
  if (gap !== 0) return gap < 0;
  return a.keys.ets.id < b.keys.ets.id;
}

/**
 * Puts a candidate in the sorted `top` list if it belongs among the best `limit` ones (an object is
 * made only for a candidate kept).
 */
function keepBest(top: Ranked[], keys: EtsKeys, score: number, dayGap: number, limit: number): void {
  const last = top[top.length - 1];
  if (top.length >= limit && last) {
    if (score < last.score) return;
    if (score === last.score && !ranksBefore({ keys, score, dayGap }, last)) return;
  }
  const candidate = { keys, score, dayGap };
  let at = top.length;
  while (at > 0 && ranksBefore(candidate, top[at - 1] as Ranked)) at -= 1;
  top.splice(at, 0, candidate);
  if (top.length > limit) top.pop();
}

/** Best first: score, then the closer date, then the ETS id (a stable order). */
function compareSuggestions(a: MatchSuggestion, b: MatchSuggestion): number {
  if (a.score !== b.score) return b.score - a.score;
  const gap = Math.abs(a.dayGap) - Math.abs(b.dayGap);
  if (gap !== 0) return gap;
  return a.etsId < b.etsId ? -1 : a.etsId > b.etsId ? 1 : 0;
}

function topOf(list: MatchSuggestion[], limit: number): MatchSuggestion[] {
  return list.sort(compareSuggestions).slice(0, limit);
}

/** The suggestions of every transaction that has some, by transaction id. */
export type SuggestionsByTransaction = Map<string, MatchSuggestion[]>;

/**
 * Suggestions for each transaction, from an index of the ETS: by signed amount (a sorted array searched
 * over the fee window), by number and IBAN key, and by counterparty name. Only the candidates these
 * lookups bring are scored.
 */
export function suggestMatches(
  openEts: readonly OpenEts[],
  transactions: readonly MatchableTransaction[],
  options: MatchOptions = {},
): SuggestionsByTransaction {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const maxDayGap = options.maxDayGap ?? DEFAULT_MAX_DAY_GAP;
  const all = openEts.filter((ets) => ets.leftCents !== 0).map(keysOf);
  const byAmount = [...all].sort((a, b) => a.ets.leftCents - b.ets.leftCents);
  const amounts = Float64Array.from(byAmount, (keys) => keys.ets.leftCents);
  const byText = new Map<string, EtsKeys[]>();
  const byName = new Map<string, EtsKeys[]>();
  const push = (map: Map<string, EtsKeys[]>, key: string, keys: EtsKeys) => {
    const list = map.get(key);
    if (list) list.push(keys);
    else map.set(key, [keys]);
  };
  for (const keys of all) {
    if (keys.numberKey) push(byText, keys.numberKey, keys);
    if (keys.ibanKey && keys.ibanKey !== keys.numberKey) push(byText, keys.ibanKey, keys);
    if (keys.ets.normalizedCounterparty) push(byName, keys.ets.normalizedCounterparty, keys);
  }
  const lowerBound = (value: number) => {
    let low = 0;
    let high = amounts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((amounts[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const textPrefixes = prefixesOf(byText.keys(), "");
  const namePrefixes = prefixesOf(byName.keys(), " ");
  const empty: string[] = [];

  const result: SuggestionsByTransaction = new Map();
  const candidates: EtsKeys[] = [];
  let position = 0;
  const consider = (keys: EtsKeys) => {
    if (keys.stamp !== position) {
      keys.stamp = position;
      candidates.push(keys);
    }
  };
  for (; position < transactions.length; position += 1) {
    const transaction = transactions[position] as MatchableTransaction;
    const free = transaction.freeCents;
    if (free === 0) continue;
    candidates.length = 0;
    // Amounts: |left| from |free| up to |free| plus the fee tolerance of such an amount (2 %, 50 € at most).
    const magnitude = Math.abs(free);
    const reach = Math.min(
      FEE_TOLERANCE_MAX_CENTS,
      Math.ceil((magnitude * FEE_TOLERANCE_RATIO) / (1 - FEE_TOLERANCE_RATIO)) + 1,
    );
    const [low, high] = free > 0 ? [free, free + reach] : [free - reach, free];
    for (
      let index = lowerBound(low);
      index < amounts.length && (amounts[index] as number) <= high;
      index += 1
    ) {
      const keys = byAmount[index] as EtsKeys;
      if (amountReason(free, keys.ets.leftCents)) consider(keys);
    }
    const textKeySet =
      byText.size > 0 ? knownTextKeys(textPrefixes, transaction.label, transaction.reference) : empty;
    for (const key of textKeySet) for (const keys of byText.get(key) ?? []) consider(keys);
    const nameKeySet =
      byName.size > 0
        ? knownNameKeys(namePrefixes, transaction.normalizedLabel, transaction.normalizedCounterparty)
        : empty;
    for (const key of nameKeySet) for (const keys of byName.get(key) ?? []) consider(keys);
    if (candidates.length === 0) continue;
    const day = epochDayOf(transaction.date);
    // Only the best `limit` candidates are kept (no sort of them all) and only they get their reasons.
    const top: Ranked[] = [];
    for (const keys of candidates) {
      const dayGap = day - keys.day;
      const score = pairScore(keys, transaction, dayGap, textKeySet, nameKeySet, maxDayGap, null);
      if (score >= 0) keepBest(top, keys, score, dayGap, limit);
    }
    const best: MatchSuggestion[] = [];
    for (const ranked of top) {
      const suggestion = scorePair(ranked.keys, transaction, day, textKeySet, nameKeySet, maxDayGap);
      if (suggestion) best.push(suggestion);
    }
    if (best.length > 0) result.set(transaction.id, best);
  }
  return result;
}

/** The same suggestions as suggestMatches, by scoring every pair: the baseline and the test oracle. */
export function suggestMatchesNaive(
  openEts: readonly OpenEts[],
  transactions: readonly MatchableTransaction[],
  options: MatchOptions = {},
): SuggestionsByTransaction {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const maxDayGap = options.maxDayGap ?? DEFAULT_MAX_DAY_GAP;
  const all = openEts.filter((ets) => ets.leftCents !== 0).map(keysOf);
  const result: SuggestionsByTransaction = new Map();
  for (const transaction of transactions) {
    const textKeySet = textKeys(transaction.label, transaction.reference);
    const nameKeySet = nameKeys(transaction.normalizedLabel, transaction.normalizedCounterparty);
    const day = epochDayOf(transaction.date);
    const scored: MatchSuggestion[] = [];
    for (const keys of all) {
      const suggestion = scorePair(keys, transaction, day, textKeySet, nameKeySet, maxDayGap);
      if (suggestion) scored.push(suggestion);
    }
    if (scored.length > 0) result.set(transaction.id, topOf(scored, limit));
  }
  return result;
}

/** A match the company's auto-match makes: the whole amount left of the ETS. */
export interface AutoMatch {
  transactionId: string;
  etsId: string;
  amountCents: Cents;
}

/**
 * The matches made without asking ("match automatically when unique and exact"): a transaction whose
 * suggestions hold exactly one ETS paid to the cent (amount_exact) that its number, IBAN or
 * counterparty also names, when no other transaction claims that ETS the same way. Anything less certain
 * (several such ETS, an amount alone, fees taken) stays a suggestion.
 */
export function autoMatches(suggestions: SuggestionsByTransaction): AutoMatch[] {
  const claims = new Map<string, AutoMatch[]>();
  for (const [transactionId, list] of suggestions) {
    const exact = list.filter(
      (one) =>
        one.reasons.includes("amount_exact") &&
        one.reasons.some((reason) => reason === "number" || reason === "iban" || reason === "counterparty"),
    );
    if (exact.length !== 1) continue;
    const [only] = exact as [MatchSuggestion];
    const claim = { transactionId, etsId: only.etsId, amountCents: only.leftCents };
    const list2 = claims.get(only.etsId);
    if (list2) list2.push(claim);
    else claims.set(only.etsId, [claim]);
  }
  return [...claims.values()].filter((list) => list.length === 1).map((list) => list[0] as AutoMatch);
}
