import { createHash } from "node:crypto";
import { normalizeLabel } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import { selectNewLines, type UnfingerprintedLine, withFingerprints } from "./fingerprint";

function line(date: string, label: string, amountCents: number, lineNumber = 1): UnfingerprintedLine {
  return {
    lineNumber,
    date,
    valueDate: null,
    label,
    normalizedLabel: normalizeLabel(label),
    amountCents,
    currency: "EUR",
    counterparty: null,
    normalizedCounterparty: "",
    reference: null,
  };
}

const coffee = (n: number) => line("2023-11-06", `CB CAFE DE LA GARE 06/11 CARTE X${1000 + n}`, -250, n);

describe("fingerprints and duplicate detection", () => {
  const november = withFingerprints([
    line("2023-11-03", "PRLV SEPA EDF REF 1", -8412),
    coffee(1),
    coffee(2),
    line("2023-11-07", "VIR SARL DUPONT", 125_000),
  ]);
  const stored = new Set(november.map((entry) => entry.fingerprint));

  it("is stable across runs and ignores references and card numbers", () => {
    const again = withFingerprints([line("2023-11-03", "PRLV SEPA EDF REF 999", -8412)]);
    expect(again[0]?.fingerprint).toBe(november[0]?.fingerprint);
  });

  it("never changes: fingerprints stored by earlier imports must still match", () => {
    const key = `2023-11-03|-8412|EUR|${normalizeLabel("PRLV SEPA EDF REF 1")}`;
    const expected = createHash("sha256").update(key).digest("base64url").slice(0, 22);
    expect(november[0]?.fingerprint).toBe(`${expected}:0`);
  });

  it("keeps genuinely identical same-day transactions apart by occurrence", () => {
    expect(november[1]?.fingerprint).not.toBe(november[2]?.fingerprint);
    expect(november[1]?.fingerprint.endsWith(":0")).toBe(true);
    expect(november[2]?.fingerprint.endsWith(":1")).toBe(true);
  });

  it("adds nothing when the same file is imported twice", () => {
    const { newLines, duplicates } = selectNewLines(november, stored);
    expect(newLines).toEqual([]);
    expect(duplicates).toHaveLength(4);
  });

  it("adds only the new lines of an overlapping file, a third identical coffee included", () => {
    const overlapping = withFingerprints([
      coffee(1),
      coffee(2),
      coffee(3),
      line("2023-11-07", "VIR SARL DUPONT", 125_000),
      line("2023-11-08", "CB FNAC", -3000),
    ]);
    const { newLines } = selectNewLines(overlapping, stored);
    expect(newLines.map((entry) => [entry.label, entry.fingerprint.split(":")[1]])).toEqual([
      [coffee(3).label, "2"],
      ["CB FNAC", "0"],
    ]);
  });

  it("tells apart amounts, dates and payees", () => {
    const [a, b, c, d] = withFingerprints([
      line("2023-11-03", "CB FNAC", -3000),
      line("2023-11-03", "CB FNAC", -3001),
      line("2023-11-04", "CB FNAC", -3000),
      line("2023-11-03", "CB DARTY", -3000),
    ]);
    expect(new Set([a?.fingerprint, b?.fingerprint, c?.fingerprint, d?.fingerprint]).size).toBe(4);
  });
});
