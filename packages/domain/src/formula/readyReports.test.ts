import { describe, expect, it } from "vitest";
import { parseFormula } from "./parser";
import { categoriesOfRole, READY_REPORTS, type ReportCategory, readyReport } from "./readyReports";

const tree: ReportCategory[] = [
  { id: 1, name: "Encaissements", parentId: null, kind: "income" },
  { id: 2, name: "Ventes", parentId: 1, kind: "income" },
  { id: 3, name: "Ventes France", parentId: 2, kind: "income" },
  { id: 4, name: "Décaissements", parentId: null, kind: "expense" },
  { id: 5, name: "Achats", parentId: 4, kind: "expense" },
  { id: 6, name: "Salaires et charges sociales", parentId: 4, kind: "expense" },
  { id: 7, name: "Salaires", parentId: 6, kind: "expense" },
  { id: 8, name: "Prestations de conseil", parentId: 1, kind: "income" },
];

describe("ready-made reports", () => {
  it("finds each role's topmost categories by name, never a child of a category already counted", () => {
    expect(categoriesOfRole(tree, "sales")).toEqual([2, 8]);
    expect(categoriesOfRole(tree, "purchases")).toEqual([5]);
    expect(categoriesOfRole(tree, "payroll")).toEqual([6]);
  });

  it("builds formulas that parse, with template references between indicators", () => {
    for (const key of READY_REPORTS) {
      const report = readyReport(key, tree);
      expect(report.missing).toEqual([]);
      for (const indicator of report.indicators) {
        const stored = indicator.formula.replace(/@([a-zA-Z]+)/g, (_, name: string) => {
          const index = report.indicators.findIndex((one) => one.key === name);
          expect(index, `${key}: ${name}`).toBeGreaterThanOrEqual(0);
          return `@${index + 1}`;
        });
        expect(parseFormula(stored).ok, stored).toBe(true);
      }
    }
    expect(readyReport("grossMargin", tree).indicators[0]?.formula).toBe("SUM(#2, #8)");
  });

  it("says which role is missing and leaves out what needs it", () => {
    const noPurchases = tree.filter((category) => category.id !== 5);
    expect(readyReport("grossMargin", noPurchases)).toEqual({
      key: "grossMargin",
      indicators: [],
      missing: ["purchases"],
    });
    expect(readyReport("burnRate", []).missing).toEqual([]);
  });
});
