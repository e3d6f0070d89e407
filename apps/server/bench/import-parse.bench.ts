/**
 * Statement parsing: a generated 100,000-line CSV (BNP-style: Windows-1252, ";", French amounts, long
 * labels with dates, cards and references) read into statement lines, fingerprints included. The
 * issue's target is the whole import (parse + write on PGlite) ≤ 10 s; parsing is the part measured
 * here, the import handler's benchmark adds the writes.
 */
import iconv from "iconv-lite";
import type { BenchRow } from "../../../scripts/bench";
import { parseStatement } from "../src/features/imports";

const LINES = 100_000;
const PAYEES = [
  "CARREFOUR MARKET",
  "EDF CLIENTS PARTICULIERS",
  "SARL DUPONT ET FILS",
  "AMAZON PAYMENTS",
  "URSSAF ILE DE FRANCE",
  "BOULANGERIE DU MARCHÉ",
];

function generateCsv(): Uint8Array {
  const rows = ["Date opération;Libellé court;Type opération;Libellé opération;Montant opération en euro"];
  for (let i = 0; i < LINES; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, "0");
    const payee = PAYEES[i % PAYEES.length];
    const euros = ((i * 7919) % 250_000) + 1;
    const amount = `${i % 5 === 0 ? "" : "-"}${Math.floor(euros / 100)
      .toLocaleString("fr-FR")
      .replace(/\u202f/g, "\u00a0")},${String(euros % 100).padStart(2, "0")}`;
    rows.push(
      `${day}/${month}/2023;FACTURE CARTE;Carte;FACTURE CARTE DU ${day}${month}23 ${payee} CARTE 4974XXXXXXXX${1000 + (i % 9000)} REF ${i};${amount}`,
    );
  }
  return new Uint8Array(iconv.encode(rows.join("\r\n"), "windows-1252"));
}

export default async function importParseBenchmark(): Promise<BenchRow[]> {
  const bytes = generateCsv();
  await parseStatement(bytes.subarray(0, 20_000)); // warm-up
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await parseStatement(bytes, { fileName: "releve.csv" });
  const elapsed = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  if (!result.ok || result.lines.length !== LINES)
    throw new Error(`parse failed: ${JSON.stringify(result.ok || result.error)}`);
  return [
    {
      name: "import: parse a 100,000-line CSV (Windows-1252)",
      // CPU time: on a shared machine, wall time mostly measures the other processes (both reported).
      value: (cpu.user + cpu.system) / 1000,
      unit: "ms CPU",
      limit: 10_000,
      better: "lower",
      note: `wall ${Math.round(elapsed)} ms; ${(bytes.byteLength / 1e6).toFixed(1)} MB; decode, delimiter, mapping, dates, amounts, normalised labels, fingerprints`,
    },
  ];
}
