/**
 * The Excel translation of indicator formulas read back by LibreOffice (issue 18): random formulas over
 * three rows of random numbers, each translated by formulaToExcel into a workbook WITHOUT cached values,
 * so that LibreOffice, run headless, has to compute every cell; each value it computes must be the value
 * the engine computes (an error where the engine gives an error). The formulas come from a seeded
 * generator (the same shapes as the domain's property test), so a failure is reproducible. Runs
 * LibreOffice when it is installed (soffice or libreoffice, as the dashboard journey does); without it,
 * the workbook's formulas are checked to be exactly the translations.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ExcelLayout,
  evaluateFormula,
  type FormulaContext,
  formulaToExcel,
  isFormulaError,
  parseFormula,
} from "@trezo/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

const PERIODS = 6;
const CASES = 120;

/** A small seeded generator (mulberry32): the same formulas on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const scalarLeaf = ["#1", "#2", "income", "3", "0", "VAL(#1, -1)", "VAL(#2, 2)", "CUMSUM(#1)"];
  const listLeaf = ["VALUES(#1)", "RANGE(#2, -2, 0)", "RANGE(income, -1, 1)", "#1"];
  const formula = (depth: number): string => {
    if (depth <= 0 || next() < 0.3) return pick(scalarLeaf);
    const sub = () => formula(depth - 1);
    switch (int(0, 7)) {
      case 0:
        return `(${sub()} ${pick(["+", "-", "*", "/", "%", ">", "=", "<>"])} ${sub()})`;
      case 1:
        return `${pick(["SUMS", "AVGS", "MAXV", "MINV", "LEN"])}(${pick(listLeaf)})`;
      case 2:
        return `GET(${pick(listLeaf)}, ${int(1, 3)})`;
      case 3:
        return `SAFE_DIV(${sub()}, ${sub()})`;
      case 4:
        return `SI(${sub()}, ${sub()}, ${sub()})`;
      case 5:
        return `SUM(${sub()}, ${sub()})`;
      case 6:
        return `MEDIAN(${sub()}, ${sub()}, 1)`;
      default:
        return `-MAX(${sub()}, ${sub()})`;
    }
  };
  const series = () => Array.from({ length: PERIODS }, () => int(-500, 500) / 4);
  return { formula, series };
}

/** The command of LibreOffice when it is installed. */
function libreOffice(): string | null {
  for (const command of ["soffice", "libreoffice"]) {
    if (spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0) return command;
  }
  return null;
}

interface Case {
  text: string;
  /** The formula's row; its three data rows are the three above it. */
  row: number;
  engine: ReturnType<typeof evaluateFormula>;
  formulas: string[];
}

/** Columns B… hold the periods; case `index` takes rows 4·index+1 (#1), +2 (#2), +3 (income), +4 (formula). */
async function workbookOfCases(): Promise<{ cases: Case[]; bytes: Buffer }> {
  const random = generator(20261124);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Formules");
  const cases: Case[] = [];
  while (cases.length < CASES) {
    const text = random.formula(3);
    const parsed = parseFormula(text);
    if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
    const base = cases.length * 4 + 1;
    const rows: Record<string, number> = {
      "category:1": base,
      "category:2": base + 1,
      "system:income": base + 2,
    };
    const layout: ExcelLayout = {
      periodCount: PERIODS,
      cell: (reference, period) => {
        const row = rows[`${reference.kind}:${reference.kind === "system" ? reference.name : reference.id}`];
        return row === undefined ? undefined : `${String.fromCharCode(66 + period)}${row}`;
      },
    };
    const translation = formulaToExcel(parsed.ast, layout);
    // Formulas without an Excel equivalent are exported as values (their own tests); draw another.
    if (!translation.ok) continue;
    const one = random.series();
    const two = random.series();
    const income = random.series();
    const context: FormulaContext = {
      periodCount: PERIODS,
      category: (id) => ({ "1": one, "2": two })[id],
      system: (name) => (name === "income" ? income : undefined),
      indicator: () => undefined,
    };
    [one, two, income].forEach((values, offset) => {
      sheet.getRow(base + offset).values = [`data ${offset}`, ...values];
    });
    const row = sheet.getRow(base + 3);
    row.getCell(1).value = `case ${cases.length}`;
    translation.formulas.forEach((formula, period) => {
      // No cached result: LibreOffice has to compute the cell.
      row.getCell(2 + period).value = { formula } as ExcelJS.CellFormulaValue;
    });
    cases.push({
      text,
      row: base + 3,
      engine: evaluateFormula(parsed.ast, context),
      formulas: translation.formulas,
    });
  }
  return { cases, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The sheet's cells as LibreOffice computes them: converted headless to CSV in a throwaway profile. */
function computedByLibreOffice(command: string, bytes: Buffer): string[][] {
  const dir = mkdtempSync(join(tmpdir(), "trezo-formulas-"));
  try {
    const input = join(dir, "formulas.xlsx");
    writeFileSync(input, bytes);
    execFileSync(
      command,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--norestore",
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false",
        "--outdir",
        dir,
        input,
      ],
      { stdio: "ignore", timeout: 120_000 },
    );
    return readFileSync(join(dir, "formulas.csv"), "utf8")
      .split(/\r?\n/)
      .map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, "")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const command = libreOffice();

describe("indicator formulas in Excel", () => {
  it(command
    ? "LibreOffice computes, for random formulas, the values the engine computes"
    : "the workbook holds the translated formulas (LibreOffice is not installed here)", async () => {
    const { cases, bytes } = await workbookOfCases();
    if (!command) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(bytes).buffer);
      const sheet = workbook.worksheets[0];
      for (const one of cases) {
        expect(one.formulas.map((_, period) => sheet?.getRow(one.row).getCell(2 + period).formula)).toEqual(
          one.formulas,
        );
      }
      return;
    }
    const computed = computedByLibreOffice(command, bytes);
    const mismatches: string[] = [];
    for (const one of cases) {
      const line = computed[one.row - 1] ?? [];
      one.engine.forEach((expected, period) => {
        const cell = line[1 + period] ?? "";
        const number = cell.trim() === "" ? Number.NaN : Number(cell);
        const where = `${one.text} → ${one.formulas[period]} (period ${period}): engine ${String(expected)}, LibreOffice "${cell}"`;
        if (isFormulaError(expected)) {
          if (Number.isFinite(number)) mismatches.push(where);
        } else if (
          typeof expected !== "number" ||
          !(Math.abs(number - expected) <= 1e-9 * Math.max(1, Math.abs(expected)))
        ) {
          mismatches.push(where);
        }
      });
    }
    expect(mismatches).toEqual([]);
  }, 180_000);
});
