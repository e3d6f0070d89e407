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
