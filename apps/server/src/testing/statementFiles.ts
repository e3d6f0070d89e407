/**
 * A realistic French CSV statement of `lines` lines (semicolons, DD/MM/YYYY, decimal commas, varied
 * labels), for the import tests and benchmarks; `lastLabel` replaces the last line's label.
 */
export function statementCsv(lines: number, options: { lastLabel?: string } = {}): Buffer {
  const rows = ["Date;Libellé;Montant"];
  const payees = [
    "PRLV SEPA EDF",
    "CB CARREFOUR MARKET",
    "VIR SEPA SARL DUPONT",
    "PRLV URSSAF",
    "CB SNCF INTERNET",
  ];
  for (let index = 0; index < lines; index += 1) {
    const day = 1 + (index % 28);
    const month = 1 + (Math.floor(index / 28) % 12);
    const year = 2020 + (Math.floor(index / 336) % 6);
    const cents = ((index * 7919) % 500_000) - 250_000;
    const amount = `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;
    const label =
      index === lines - 1 && options.lastLabel !== undefined
        ? options.lastLabel
        : `${payees[index % 5]} ${index}`;
    rows.push(`${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year};${label};${amount}`);
  }
  return Buffer.from(`${rows.join("\r\n")}\r\n`, "utf8");
}

/** One operation of a generated CFONB 120 or MT940 statement. */
export interface GeneratedOperation {
  /** Booking date, YYYY-MM-DD. */
  date: string;
  label: string;
  amountCents: number;
  /** CFONB `05` details (qualifier, text), e.g. ["NPY", "SARL DUPONT"]. */
  details?: ReadonlyArray<readonly [string, string]>;
  reference?: string;
}

const CREDIT_SIGNS = "{ABCDEFGHI";
const DEBIT_SIGNS = "}JKLMNOPQR";

/**
 * A CFONB amount field: 13 digits and the sign-carrying last character, of `cents` written with
 * `decimals` decimals (cents × 10^(decimals − 2); `decimals` below 2 needs whole euros).
 */
export function cfonbAmount(cents: number, decimals = 2): string {
  const magnitude = BigInt(Math.abs(cents));
  const scaled =
    decimals >= 2 ? magnitude * 10n ** BigInt(decimals - 2) : magnitude / 10n ** BigInt(2 - decimals);
  const digits = scaled.toString().padStart(14, "0");
  if (digits.length > 14) throw new RangeError(`${cents} does not fit a CFONB amount`);
  const last = Number(digits.slice(13));
  return digits.slice(0, 13) + (cents < 0 ? DEBIT_SIGNS : CREDIT_SIGNS)[last];
}

/** A CFONB 120 record: `fields` placed at their 1-based positions, blanks elsewhere. */
export function cfonbRecord(fields: ReadonlyArray<readonly [position: number, text: string]>): string {
  const record = Array.from({ length: 120 }, () => " ");
  for (const [position, text] of fields)
    [...text].forEach((char, index) => {
      if (position - 1 + index < 120) record[position - 1 + index] = char;
    });
  return record.join("");
}

/** JJMMAA of a YYYY-MM-DD date. */
const jjmmaa = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;

/**
 * The records of one CFONB 120 statement (01, then 04 and its 05 for each operation, then 07) of an
 * account: the new balance is the old one plus the operations unless `closingCents` says otherwise.
 */
export function cfonbStatement(options: {
  bank?: string;
  branch?: string;
  account?: string;
  /** Three letters, or "   " for a blank currency (EUR). */
  currency?: string;
  decimals?: number;
  openingDate: string;
  closingDate: string;
  openingCents: number;
  operations: readonly GeneratedOperation[];
  closingCents?: number;
}): string[] {
  const bank = options.bank ?? "30004";
  const branch = options.branch ?? "00823";
  const account = options.account ?? "00010123456";
  const currency = options.currency ?? "EUR";
  const decimals = options.decimals ?? 2;
  const common = (code: string): Array<readonly [number, string]> => [
    [1, code],
    [3, bank],
    [12, branch],
    [17, currency],
    [20, String(decimals)],
    [22, account],
  ];
  const records = [
    cfonbRecord([
      ...common("01"),
      [35, jjmmaa(options.openingDate)],
      [91, cfonbAmount(options.openingCents, decimals)],
    ]),
  ];
  let closing = options.openingCents;
  options.operations.forEach((operation, index) => {
    closing += operation.amountCents;
    const date = jjmmaa(operation.date);
    records.push(
      cfonbRecord([
        ...common("04"),
        [8, operation.amountCents < 0 ? "0117" : "0518"],
        [33, "01"],
        [35, date],
        [43, date],
        [49, operation.label.slice(0, 31)],
        [82, String(index + 1).padStart(7, "0")],
        [91, cfonbAmount(operation.amountCents, decimals)],
        [105, (operation.reference ?? "").slice(0, 16)],
      ]),
    );
    for (const [qualifier, text] of operation.details ?? [])
      records.push(cfonbRecord([...common("05"), [35, date], [46, qualifier], [49, text.slice(0, 70)]]));
  });
  records.push(
    cfonbRecord([
      ...common("07"),
      [35, jjmmaa(options.closingDate)],
      [91, cfonbAmount(options.closingCents ?? closing, decimals)],
    ]),
  );
  return records;
}

/** An MT940 amount with comma decimals: `decimals` of 0 writes "12,", 1 writes "12,3" (when exact). */
export function mt940Amount(cents: number, decimals = 2): string {
  const magnitude = Math.abs(cents);
  const units = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, "0");
  const written = decimals === 2 ? fraction : fraction.replace(/0+$/, "");
  return `${units},${written}`;
}

/** YYMMDD of a YYYY-MM-DD date. */
const yymmdd = (date: string) => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;

/** One MT940 statement (`:20:` to `:62F:`): lines `C`/`D` with free `:86:` texts. */
export function mt940Statement(options: {
  reference?: string;
  account: string;
  number?: string;
  currency?: string;
  openingDate: string;
  closingDate: string;
  openingCents: number;
  operations: readonly GeneratedOperation[];
  closingCents?: number;
  /** How many decimals amounts are written with when they allow it (2 by default). */
  decimals?: number;
}): string[] {
  const currency = options.currency ?? "EUR";
  const balance = (cents: number) => `${cents < 0 ? "D" : "C"}`;
  const closing =
    options.closingCents ??
    options.operations.reduce((sum, op) => sum + op.amountCents, options.openingCents);
  const rows = [
    `:20:${options.reference ?? "STARTUMSE"}`,
    `:25:${options.account}`,
    `:28C:${options.number ?? "00001/001"}`,
    `:60F:${balance(options.openingCents)}${yymmdd(options.openingDate)}${currency}${mt940Amount(options.openingCents, options.decimals)}`,
  ];
  for (const operation of options.operations) {
    const mark = operation.amountCents < 0 ? "D" : "C";
    rows.push(
      `:61:${yymmdd(operation.date)}${operation.date.slice(5, 7)}${operation.date.slice(8, 10)}${mark}${mt940Amount(operation.amountCents, options.decimals)}NTRF${operation.reference ?? "NONREF"}`,
      `:86:${operation.label}`,
    );
  }
  rows.push(
    `:62F:${balance(closing)}${yymmdd(options.closingDate)}${currency}${mt940Amount(closing, options.decimals)}`,
  );
  return rows;
}
