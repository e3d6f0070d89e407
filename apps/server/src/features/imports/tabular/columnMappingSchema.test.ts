import { describe, expect, it } from "vitest";
import { columnMappingSchema, headerSignature } from "./columnMappingSchema";

describe("columnMappingSchema", () => {
  const valid = { headerRow: 1, date: 0, label: [3], amount: 4, dateOrder: "DMY", decimalSeparator: "," };

  it("accepts a mapping with an amount or debit/credit columns", () => {
    expect(columnMappingSchema.safeParse(valid).success).toBe(true);
    expect(columnMappingSchema.safeParse({ ...valid, amount: null, debit: 2, credit: 3 }).success).toBe(true);
  });

  it("refuses a mapping without amount, label or with bad values", () => {
    expect(columnMappingSchema.safeParse({ ...valid, amount: null }).error?.issues[0]?.path).toEqual([
      "amount",
    ]);
    expect(columnMappingSchema.safeParse({ ...valid, label: [] }).success).toBe(false);
    expect(columnMappingSchema.safeParse({ ...valid, date: -1 }).success).toBe(false);
    expect(columnMappingSchema.safeParse({ ...valid, dateOrder: "YDM" }).success).toBe(false);
  });
});

describe("headerSignature", () => {
  it("is the same for the same layout whatever the case and accents", () => {
    expect(headerSignature(["Date opération", "Libellé", "Montant (EUR)"], 1)).toBe(
      headerSignature(["DATE OPERATION", "libelle", "montant eur"], 0),
    );
    expect(headerSignature(["1", "2", "3"], -1)).toBe("#3");
  });
});
