import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rememberedMappingFit } from "./columnMappingFit";

describe("rememberedMappingFit", () => {
  it.each([
    [
      "the same headers and columns",
      { columns: [0, 1, 3], signature: "date|libelle|x|montant" },
      { signature: "date|libelle|x|montant", width: 4 },
      { fits: true },
    ],
    [
      "other headers",
      { columns: [0, 1, 3], signature: "date|libelle|x|montant" },
      { signature: "date|libelle|montant", width: 3 },
      { fits: false, reason: "otherLayout" },
    ],
    [
      "a legacy mapping reading a column the file lacks",
      { columns: [0, 1, 3], signature: null },
      { signature: "date|libelle|montant", width: 3 },
      { fits: false, reason: "missingColumns" },
    ],
    [
      "a legacy mapping within the file",
      { columns: [0, 1, 2], signature: null },
      { signature: "date|libelle|montant", width: 3 },
      { fits: true },
    ],
    [
      "headerless files of another width",
      { columns: [0, 2], signature: "#5" },
      { signature: "#3", width: 3 },
      { fits: false, reason: "otherLayout" },
    ],
    [
      "a negative column",
      { columns: [-1], signature: null },
      { signature: "a", width: 3 },
      { fits: false, reason: "missingColumns" },
    ],
  ] as const)("%s", (_, remembered, file, expected) => {
    expect(rememberedMappingFit(remembered, file)).toEqual(expected);
  });

  it("fits exactly when the signatures agree and every column is within the file", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 30 }),
        fc.option(fc.constantFrom("a|b", "c|d")),
        fc.constantFrom("a|b", "c|d"),
        (columns, width, signature, fileSignature) => {
          const fit = rememberedMappingFit({ columns, signature }, { signature: fileSignature, width });
          const expected =
            (signature === null || signature === fileSignature) && Math.max(...columns) < width;
          expect(fit.fits).toBe(expected);
        },
      ),
    );
  });
});
