/**
 * Realistic bank lines of a small French company, generated deterministically (same seed, same lines):
 * customer transfers, payroll and URSSAF, rent, suppliers, utilities, quarterly VAT, the yearly CFE,
 * loan instalments, bank fees and transfers to the savings account. Amounts in cents, negative is out.
 */

/** Template keys of the category each line belongs to (null: left uncategorised for the demo). */
export type DemoCategoryKey =
  | "salesFrance"
  | "salesExport"
  | "otherIncome"
  | "purchases"
  | "salaries"
  | "socialCharges"
  | "rent"
  | "overheads"
  | "taxes"
  | "vat"
  | "loans"
  | "bankFees"
  | "transfersIn"
  | "transfersOut";

export interface DemoLine {
  account: "main" | "second" | "savings";
  date: string;
  label: string;
  counterparty: string;
  amountCents: number;
  category: DemoCategoryKey | null;
}

/** A small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CUSTOMERS = [
  "MAIRIE DE LYON",
  "SAS BATIMAT",
  "HOTEL DU PARC",
  "SCI LES TILLEULS",
  "CLINIQUE SAINT-LUC",
  "SARL MOREAU",
  "GROUPE AVENIR",
];
const EXPORT_CUSTOMERS = ["HOLZBAU GMBH", "ATELIER ROSSI SRL"];
const SUPPLIERS = ["POINT P", "LEROY MERLIN PRO", "CEDEO", "REXEL FRANCE", "WURTH FRANCE", "BIG MAT"];
const EMPLOYEES = ["MARTIN LUCAS", "BERNARD EMMA", "PETIT HUGO", "ROBERT CHLOE"];

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function isoDate(year: number, month: number, day: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The lines of `months` months ending with the month of `today` (lines after today are left out).
 * `scale` multiplies the business volume (client companies of the firm are smaller).
 */
export function demoLines(options: {
  today: Date;
  months: number;
  seed: number;
  scale?: number;
}): DemoLine[] {
  const random = seededRandom(options.seed);
  const scale = options.scale ?? 1;
  const between = (min: number, max: number) => Math.round((min + random() * (max - min)) * scale);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const todayIso = options.today.toISOString().slice(0, 10);
  const lines: DemoLine[] = [];
  const startYear = options.today.getUTCFullYear();
  const startMonth = options.today.getUTCMonth() + 1 - (options.months - 1);
  let invoiceNumber = 1200;

  for (let offset = 0; offset < options.months; offset += 1) {
    const monthIndex = startMonth + offset;
    const year = startYear + Math.floor((monthIndex - 1) / 12);
    const month = ((((monthIndex - 1) % 12) + 12) % 12) + 1;
    const date = (day: number) => isoDate(year, month, day);
    // A busier spring and autumn, a quiet August.
    const season = month === 8 ? 0.45 : month === 12 ? 0.8 : [4, 5, 6, 9, 10].includes(month) ? 1.2 : 1;
    const add = (line: Omit<DemoLine, "date"> & { day: number }) => {
      const { day, ...rest } = line;
      lines.push({ ...rest, date: date(day) });
    };
    /** `count` payments to counterparties picked at random, on random days, a share left uncategorised. */
    const addPayments = (
      count: number,
      payments: Pick<DemoLine, "account"> & {
        to: readonly string[];
        days: { first: number; span: number };
        label: (counterparty: string) => string;
        cents: { min: number; max: number };
        category: DemoCategoryKey;
        uncategorisedShare: number;
      },
    ) => {
      for (let index = 0; index < count; index += 1) {
        const counterparty = pick(payments.to);
        add({
          account: payments.account,
          day: payments.days.first + Math.floor(random() * payments.days.span),
          label: payments.label(counterparty),
          counterparty,
          amountCents: -between(payments.cents.min, payments.cents.max),
          category: random() < payments.uncategorisedShare ? null : payments.category,
        });
      }
    };

    const customerPayments = Math.round((8 + random() * 6) * season);
    for (let index = 0; index < customerPayments; index += 1) {
      const customer = pick(CUSTOMERS);
      invoiceNumber += 1;
      add({
        account: "main",
        day: 2 + Math.floor(random() * 26),
        label: `VIR SEPA ${customer} FACT F${year}-${invoiceNumber}`,
        counterparty: customer,
        amountCents: between(80_000, 620_000),
        category: random() < 0.08 ? null : "salesFrance",
      });
    }
    if (random() < 0.4) {
      const customer = pick(EXPORT_CUSTOMERS);
      add({
        account: "main",
        day: 18,
        label: `VIR SEPA RECU ${customer} INV ${invoiceNumber}`,
        counterparty: customer,
        amountCents: between(300_000, 900_000),
        category: "salesExport",
      });
    }
    add({
      account: "main",
      day: 1,
      label: "PRLV SEPA SCI DES LILAS LOYER ATELIER",
      counterparty: "SCI DES LILAS",
      amountCents: -Math.round(240_000 * scale),
      category: "rent",
    });
    for (const employee of EMPLOYEES.slice(0, Math.max(1, Math.round(4 * scale)))) {
      add({
        account: "main",
        day: 28,
        label: `VIR SALAIRE ${employee} ${pad(month)}/${year}`,
        counterparty: employee,
        amountCents: -between(195_000, 265_000),
        category: "salaries",
      });
    }
    add({
      account: "main",
      day: 15,
      label: "PRLV SEPA URSSAF RHONE-ALPES COTISATIONS",
      counterparty: "URSSAF",
      amountCents: -between(310_000, 380_000),
      category: "socialCharges",
    });
    addPayments(Math.round((5 + random() * 5) * season), {
      account: "main",
      to: SUPPLIERS,
      days: { first: 3, span: 25 },
      label: (supplier) => `PRLV SEPA ${supplier} FACTURE ${Math.floor(random() * 90_000) + 10_000}`,
      cents: { min: 25_000, max: 340_000 },
      category: "purchases",
      uncategorisedShare: 0.1,
    });
    add({
      account: "main",
      day: 6,
      label: "PRLV SEPA EDF ENTREPRISES",
      counterparty: "EDF",
      amountCents: -between(18_000, 42_000),
      category: "overheads",
    });
    add({
      account: "main",
      day: 9,
      label: "PRLV SEPA ORANGE BUSINESS",
      counterparty: "ORANGE",
      amountCents: -between(8_900, 12_900),
      category: "overheads",
    });
    add({
      account: "main",
      day: 10,
      label: "PRLV SEPA AXA ASSURANCE MULTIRISQUE",
      counterparty: "AXA",
      amountCents: -between(21_000, 23_000),
      category: "overheads",
    });
    add({
      account: "main",
      day: 5,
      label: "ECHEANCE PRET PROFESSIONNEL 00045821",
      counterparty: "BNP PARIBAS",
      amountCents: -Math.round(145_000 * scale),
      category: "loans",
    });
    add({
      account: "main",
      day: 30,
      label: "FRAIS TENUE DE COMPTE ET COMMISSIONS",
      counterparty: "BNP PARIBAS",
      amountCents: -between(3_500, 6_500),
      category: "bankFees",
    });
    if ([1, 4, 7, 10].includes(month)) {
      add({
        account: "main",
        day: 19,
        label: "PRLV SEPA DGFIP TVA TRIMESTRIELLE",
        counterparty: "DGFIP",
        amountCents: -between(620_000, 980_000),
        category: "vat",
      });
      add({
        account: "main",
        day: 20,
        label: "VIREMENT VERS LIVRET ENTREPRISE",
        counterparty: "LIVRET ENTREPRISE",
        amountCents: -Math.round(500_000 * scale),
        category: "transfersOut",
      });
      add({
        account: "savings",
        day: 20,
        label: "VIREMENT RECU DU COMPTE COURANT",
        counterparty: "COMPTE COURANT",
        amountCents: Math.round(500_000 * scale),
        category: "transfersIn",
      });
    }
    if (month === 12) {
      add({
        account: "main",
        day: 15,
        label: "PRLV SEPA DGFIP CFE",
        counterparty: "DGFIP",
        amountCents: -between(90_000, 140_000),
        category: "taxes",
      });
      add({
        account: "savings",
        day: 31,
        label: "INTERETS CREDITEURS LIVRET",
        counterparty: "CREDIT AGRICOLE",
        amountCents: between(4_000, 9_000),
        category: "otherIncome",
      });
    }
    addPayments(Math.round(4 + random() * 6), {
      account: "second",
      to: ["TOTALENERGIES", "AUTOROUTE APRR", "AMAZON BUSINESS", "METRO CASH", "SNCF CONNECT"],
      days: { first: 1, span: 28 },
      label: (shop) => `CB ${shop} ${pad(1 + Math.floor(random() * 28))}/${pad(month)}`,
      cents: { min: 1_500, max: 18_000 },
      category: "overheads",
      uncategorisedShare: 0.2,
    });
    add({
      account: "second",
      day: 2,
      label: "VIR SEPA RECU ALIMENTATION COMPTE",
      counterparty: "COMPTE COURANT",
      amountCents: Math.round(60_000 * scale),
      category: "transfersIn",
    });
    add({
      account: "main",
      day: 2,
      label: "VIR SEPA EMIS ALIMENTATION CARTE",
      counterparty: "COMPTE CARTE",
      amountCents: -Math.round(60_000 * scale),
      category: "transfersOut",
    });
  }
  return lines.filter((line) => line.date <= todayIso).sort((a, b) => a.date.localeCompare(b.date));
}
