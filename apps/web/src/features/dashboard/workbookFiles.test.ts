import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES, workbookProblem } from "./workbookFiles";

describe("workbook files", () => {
  it("accepts an .xlsx file within the size limit", () => {
    expect(workbookProblem({ name: "Prévisionnel 2027.XLSX", size: 20_000 })).toBeNull();
  });

  it("refuses other types and files too large for the call", () => {
    expect(workbookProblem({ name: "forecast.csv", size: 10 })).toBe("wrongType");
    expect(workbookProblem({ name: "forecast.xlsx.exe", size: 10 })).toBe("wrongType");
    expect(workbookProblem({ name: "forecast.xlsx", size: MAX_IMPORT_BYTES + 1 })).toBe("tooLarge");
  });
});
