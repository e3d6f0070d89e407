/**
 * The sandbox aggregator's demo banks and their feeds: realistic French business transactions, computed
 * from the account and the date alone (no stored data), so that every day brings its new lines and the
 * same day always brings the same ones. Some lines change the day after they arrive (a card payment
 * "en cours" booked with its final label and amount) and a few disappear two days after (a line the bank
 * cancels): incremental synchronisation has changes and deletions to read.
 */

export interface DemoBank {
  id: number;
  name: string;
  accounts: ReadonlyArray<{ name: string; type: "checking" | "savings"; openingCents: number }>;
}

/** A few demo banks (fictional names), each with its accounts. */
export const DEMO_BANKS: readonly DemoBank[] = [
  {
    id: 9001,
    name: "Crédit Démo",
    accounts: [
      { name: "Compte courant professionnel", type: "checking", openingCents: 4_523_000 },
      { name: "Livret entreprise", type: "savings", openingCents: 2_000_000 },
    ],
  },
  {
    id: 9002,
    name: "Banque Exemple Pro",
    accounts: [{ name: "Compte courant", type: "checking", openingCents: 1_250_000 }],
  },
  {
    id: 9003,
    name: "Caisse Bac-à-sable",
    accounts: [
      { name: "Compte de dépôt", type: "checking", openingCents: 830_000 },
      { name: "Compte en dollars", type: "checking", openingCents: 150_000 },
    ],
  },
];

const DAY_MS = 86_400_000;

/** Days since 2000-01-01 of a `YYYY-MM-DD` date. */
export function dayNumberOf(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / DAY_MS);
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(Date.UTC(2000, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
}

/** When a day's events happen (the bank's nightly batch): 05:00 UTC, plus `second` to order them. */
export function eventTime(day: number, second: number): string {
  return new Date(Date.UTC(2000, 0, 1) + day * DAY_MS + 5 * 3_600_000 + second * 1000).toISOString();
}

/** FNV-1a of a text: the one source of every choice (deterministic, fast). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const CLIENTS = [
  "DUPONT ET FILS SARL",
  "BOULANGERIE MARTIN",
  "SAS LES ATELIERS DU RHONE",
  "GARAGE MOREAU",
  "CABINET LEROY AVOCATS",
  "SCI DES TILLEULS",
  "MAIRIE DE VILLEURBANNE",
  "HOTEL DU PARC SAS",
];
const SUPPLIERS = [
  "METRO FRANCE",
  "BUREAU VALLEE",
  "MANUTAN",
  "OVH SAS",
  "LYRECO FRANCE",
  "TRANSPORTS GIRAUD",
  "IMPRIMERIE DU CENTRE",
];
const MERCHANTS = [
  "CARREFOUR",
  "AMAZON EU SARL",
  "SNCF VOYAGEURS",
  "TOTALENERGIES",
  "LEROY MERLIN",
  "UBER BV",
  "AIR FRANCE",
  "LA POSTE",
];

export interface DemoLine {
  /** Bridge-style numeric id, as a string. */
  id: string;
  day: number;
  index: number;
  amountCents: number;
  label: string;
  cleanLabel: string;
  /** A card payment shown "en cours" on its day, booked the next day with its final label and amount. */
  pendingFirst: boolean;
  /** Cancelled by the bank two days after it arrived. */
  cancelled: boolean;
}

function pick<T>(list: readonly T[], value: number): T {
  return list[value % list.length] as T;
}

/** How many lines an account books on a day: `perDay` when set (benchmarks), else 0 to 4, fewer on weekends. */
export function linesOnDay(accountId: number, day: number, perDay: number | null): number {
  if (perDay !== null) return perDay;
  const weekday = (day + 6) % 7; // 2000-01-01 was a Saturday: 0 is Monday
  const h = hash32(`${accountId}|count|${day}`);
  return weekday >= 5 ? h % 2 : 1 + (h % 4);
}

/** The `index`-th line of an account on a day, in its final (booked) form. */
export function demoLine(accountId: number, day: number, index: number, savings: boolean): DemoLine {
  const h = hash32(`${accountId}|${day}|${index}`);
  const date = dateOfDay(day);
  const [year, month, dom] = date.split("-");
  const ddmm = `${dom}/${month}`;
  const id = `${accountId}${String(day).padStart(5, "0")}${String(index).padStart(4, "0")}`;
  const bucket = h % 100;
  let amountCents: number;
  let label: string;
  let clean: string;
  let card = false;
  if (savings) {
    if (bucket < 50) {
      amountCents = 50_000 + (h % 20) * 10_000;
      label = "VIR SEPA RECU /DE COMPTE COURANT /MOTIF EPARGNE";
      clean = "Virement d'épargne";
    } else {
      amountCents = 120 + (h % 900);
      label = `INTERETS CREDITEURS ${month}/${year}`;
      clean = "Intérêts";
    }
  } else if (bucket < 30) {
    const client = pick(CLIENTS, h >>> 8);
    amountCents = 45_000 + ((h >>> 4) % 950) * 1_000 + ((h >>> 12) % 100);
    label = `VIR SEPA RECU /DE ${client} /MOTIF FACTURE F${year}-${String(((h >>> 6) % 900) + 100)}`;
    clean = `Virement de ${client}`;
  } else if (bucket < 55) {
    const merchant = pick(MERCHANTS, h >>> 8);
    amountCents = -(500 + ((h >>> 4) % 25_000));
    label = `CB ${merchant} ${ddmm}`;
    clean = merchant;
    card = true;
  } else if (bucket < 70) {
    const supplier = pick(SUPPLIERS, h >>> 8);
    amountCents = -(8_000 + ((h >>> 4) % 300) * 1_000 + ((h >>> 14) % 100));
    label = `VIR SEPA EMIS /A ${supplier} /MOTIF FACT ${((h >>> 5) % 90_000) + 10_000}`;
    clean = `Virement à ${supplier}`;
  } else if (bucket < 76) {
    amountCents = -(120_000 + ((h >>> 4) % 200) * 1_000);
    label = `PRLV SEPA URSSAF ${month}/${year}`;
    clean = "URSSAF";
  } else if (bucket < 81) {
    amountCents = -(9_000 + ((h >>> 4) % 400) * 100);
    label = "PRLV SEPA EDF ENTREPRISES";
    clean = "EDF";
  } else if (bucket < 85) {
    amountCents = -(4_999 + ((h >>> 4) % 30) * 100);
    label = "PRLV SEPA ORANGE BUSINESS SERVICES";
    clean = "Orange";
  } else if (bucket < 89) {
    amountCents = -(180_000 + ((h >>> 4) % 50) * 1_000);
    label = `PRLV SEPA DGFIP TVA ${month}/${year}`;
    clean = "DGFIP TVA";
  } else if (bucket < 93) {
    amountCents = 20_000 + ((h >>> 4) % 300) * 1_000;
    label = `REMISE CHEQUE N°${((h >>> 3) % 9_000_000) + 1_000_000}`;
    clean = "Remise de chèque";
  } else if (bucket < 96) {
    amountCents = -(1_500 + ((h >>> 4) % 20) * 100);
    label = "FRAIS TENUE DE COMPTE";
    clean = "Frais bancaires";
  } else {
    amountCents = -(210_000 + ((h >>> 4) % 10) * 10_000);
    label = "PRLV SEPA LOYER SCI LES TILLEULS";
    clean = "Loyer";
  }
  return {
    id,
    day,
    index,
    amountCents,
    label,
    cleanLabel: clean,
    pendingFirst: card && (h >>> 20) % 3 === 0,
    cancelled: (h >>> 24) % 37 === 0,
  };
}

/** A line as the feed shows it at `now`: its version, the time of its last change, deleted or not. */
export interface FeedLine {
  line: DemoLine;
  amountCents: number;
  label: string;
  updatedAt: string;
  deleted: boolean;
}

/** The line as it stands at `nowMs`, or null when it has not arrived yet. */
export function feedLineAt(line: DemoLine, nowMs: number): FeedLine | null {
  const arrived = eventTime(line.day, line.index % 3600);
  if (Date.parse(arrived) > nowMs) return null;
  let amountCents = line.amountCents;
  let label = line.label;
  let updatedAt = arrived;
  if (line.pendingFirst) {
    const booked = eventTime(line.day + 1, line.index % 3600);
    if (Date.parse(booked) <= nowMs) updatedAt = booked;
    else {
      label = `PAIEMENT CB EN COURS ${line.cleanLabel}`;
      // Card payments "en cours" show a rounded amount until booked.
      amountCents = Math.round(line.amountCents / 100) * 100;
    }
  }
  let deleted = false;
  if (line.cancelled) {
    const cancelledAt = eventTime(line.day + 2, line.index % 3600);
    if (Date.parse(cancelledAt) <= nowMs) {
      deleted = true;
      updatedAt = cancelledAt;
    }
  }
  return { line, amountCents, label, updatedAt, deleted };
}
