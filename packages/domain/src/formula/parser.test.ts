import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormula } from "./parser";

function errorOf(text: string) {
  const result = parseFormula(text);
  if (result.ok) throw new Error(`${text} parsed`);
  return result.error;
}

describe("parseFormula", () => {
  it("respects precedence and associativity", () => {
    const result = parseFormula("1 + 2 * 3 - 4 / 2 > 2");
    expect(result.ok && result.ast.type === "binary" && result.ast.operator).toBe(">");
    const left = parseFormula("10 - 4 - 3");
    expect(left.ok && left.ast.type === "binary" && left.ast.left.type).toBe("binary");
  });

  it("reads references, system values and functions case-insensitively", () => {
    const result = parseFormula("si(#12 > Begin; @ind_3, sum(1, 2))");
    expect(result.ok).toBe(true);
    if (!result.ok || result.ast.type !== "call") return;
    expect(result.ast.name).toBe("SI");
    expect(result.ast.args.map((argument) => argument.type)).toEqual(["binary", "indicator", "call"]);
  });

  it("resolves names typed by the user to ids", () => {
    const result = parseFormula("[Salaires bruts] * 0.45 + {Marge}", {
      categoryId: (name) => (name === "Salaires bruts" ? "12" : undefined),
      indicatorId: (name) => (name === "Marge" ? "7" : undefined),
    });
    expect(
      result.ok && result.ast.type === "binary" && result.ast.left.type === "binary" && result.ast.left.left,
    ).toMatchObject({
      type: "category",
      id: "12",
    });
  });

  it("gives the position of each kind of error", () => {
    expect(errorOf("")).toMatchObject({ code: "emptyFormula", position: 0 });
    expect(errorOf("1 + $")).toMatchObject({
      code: "unexpectedCharacter",
      position: 4,
      params: { token: "$" },
    });
    expect(errorOf("1 + * 2")).toMatchObject({
      code: "unexpectedToken",
      position: 4,
      params: { token: "*" },
    });
    expect(errorOf("1 +")).toMatchObject({ code: "unexpectedEnd", position: 3 });
    expect(errorOf("(1 + 2")).toMatchObject({ code: "missingClosingParenthesis", position: 6 });
    expect(errorOf("SUM(1, 2")).toMatchObject({ code: "missingClosingParenthesis", position: 8 });
    expect(errorOf("FOO(1)")).toMatchObject({ code: "unknownFunction", position: 0, length: 3 });
    expect(errorOf("2 * bénéfice")).toMatchObject({ code: "unexpectedCharacter", position: 5 });
    expect(errorOf("2 * profit")).toMatchObject({ code: "unknownName", position: 4, length: 6 });
    expect(errorOf("GET(1)")).toMatchObject({
      code: "wrongArgumentCount",
      position: 0,
      length: 6,
      params: { name: "GET", min: 2, max: 2, found: 1 },
    });
    expect(errorOf("1 + [Ventes")).toMatchObject({ code: "unclosedReference", position: 4 });
    expect(errorOf("1 + [Ventes]")).toMatchObject({ code: "unknownCategoryName", position: 4, length: 8 });
    expect(errorOf("# + 1")).toMatchObject({ code: "emptyReference", position: 0 });
    expect(errorOf("1 2")).toMatchObject({ code: "unexpectedToken", position: 2 });
    expect(errorOf("SUM")).toMatchObject({ code: "unexpectedEnd", position: 3 });
  });

  it("refuses formulas nested deeper than any real one, without exhausting the stack", () => {
    expect(errorOf(`${"(".repeat(5000)}1${")".repeat(5000)}`)).toMatchObject({
      code: "tooDeep",
      params: { max: 100 },
    });
    expect(errorOf(`${"-".repeat(5000)}1`)).toMatchObject({ code: "tooDeep" });
    expect(errorOf(`${"SUM(".repeat(300)}1${")".repeat(300)}`)).toMatchObject({ code: "tooDeep" });
    expect(parseFormula(`${"(".repeat(50)}1${")".repeat(50)}`).ok).toBe(true);
  });

  it("never throws, and an error position lies within the text", () => {
    const alphabet = fc.constantFrom(..."0123456789.+-*/%()=<>!,;#@[]{} aSUMVLIbegn_".split(""));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }), (characters) => {
        const text = characters.join("");
        const result = parseFormula(text);
        if (!result.ok) {
          expect(result.error.position).toBeGreaterThanOrEqual(0);
          expect(result.error.position).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
