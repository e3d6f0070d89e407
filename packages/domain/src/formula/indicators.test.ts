import { describe, expect, it } from "vitest";
import { evaluateIndicators } from "./indicators";
import { contextOf } from "./testContext";
import { FormulaError } from "./values";

const context = contextOf({ periodCount: 2, categories: { sales: [100, 200], wages: [-40, -50] } });

describe("evaluateIndicators", () => {
  it("evaluates indicators in dependency order whatever their order in the list", () => {
    const outcomes = evaluateIndicators(
      [
        { id: "ratio", formula: "SAFE_DIV(@margin, #sales) * 100" },
        { id: "margin", formula: "#sales + #wages" },
      ],
      context,
    );
    expect(outcomes.get("margin")).toEqual({ status: "computed", values: [60, 150] });
    expect(outcomes.get("ratio")).toEqual({ status: "computed", values: [60, 75] });
  });

  it("reports a cycle on each indicator of it, and a broken dependency on those using it", () => {
    const outcomes = evaluateIndicators(
      [
        { id: "a", formula: "@b + 1" },
        { id: "b", formula: "@c * 2" },
        { id: "c", formula: "@a" },
        { id: "user", formula: "@a + #sales" },
        { id: "self", formula: "@self" },
      ],
      context,
    );
    expect(outcomes.get("a")).toEqual({ status: "cycle", cycle: ["a", "b", "c", "a"] });
    expect(outcomes.get("b")).toEqual({ status: "cycle", cycle: ["b", "c", "a", "b"] });
    expect(outcomes.get("c")).toEqual({ status: "cycle", cycle: ["c", "a", "b", "c"] });
    expect(outcomes.get("self")).toEqual({ status: "cycle", cycle: ["self", "self"] });
    const broken = FormulaError.of("brokenDependency");
    expect(outcomes.get("user")).toEqual({ status: "computed", values: [broken, broken] });
  });

  it("reports syntax errors with their position and breaks the indicators using them", () => {
    const outcomes = evaluateIndicators(
      [
        { id: "bad", formula: "#sales +" },
        { id: "user", formula: "@bad" },
        { id: "ghost", formula: "@missing" },
      ],
      context,
    );
    expect(outcomes.get("bad")).toMatchObject({
      status: "syntaxError",
      error: { code: "unexpectedEnd", position: 8 },
    });
    expect(outcomes.get("user")).toEqual({
      status: "computed",
      values: new Array(2).fill(FormulaError.of("brokenDependency")),
    });
    expect(outcomes.get("ghost")).toEqual({
      status: "computed",
      values: new Array(2).fill(FormulaError.of("unknownIndicator")),
    });
  });
});
