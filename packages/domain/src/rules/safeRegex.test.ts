import { describe, expect, it } from "vitest";
import { compileSafeRegex, MAX_REGEX_LENGTH, type SafeRegex } from "./safeRegex";

function compiled(pattern: string): SafeRegex {
  const result = compileSafeRegex(pattern);
  if (!result.ok) throw new Error(`${pattern} refused: ${result.problem}`);
  return result.regex;
}

describe("compileSafeRegex", () => {
  it.each([
    "^PRLV (EDF|ENGIE)",
    "CB .*AMAZON",
    "FACTURE\\s+F?\\d{4}",
    "(ABC)?D+",
    "[A-Z]{2,5}$",
    "A+?B",
    "(?:EDF|GDF) SUEZ",
    "(?<ref>\\d+)",
  ])("accepts %s", (pattern) => {
    expect(compileSafeRegex(pattern).ok).toBe(true);
  });

  it("is case-insensitive, Unicode-aware and unanchored", () => {
    expect(compiled("edf").test("PRLV EDF")).toBe(true);
    expect(compiled("café").test("CB CAFÉ DE PARIS")).toBe(true);
    expect(compiled("^EDF").test("PRLV EDF")).toBe(false);
  });

  // These shapes backtrack exponentially on a backtracking engine (a 41-character label took 59 s):
  // with the old engine this test would hang far beyond vitest's timeout. RE2 runs them in linear time.
  it.each([
    ["a*a*a*a*a*a*a*a*$", true, true],
    ["(a|a){1,30}$", true, false],
    ["(a+)+$", true, false],
    ["(a|aa)+$", true, false],
    ["(\\w+\\s?)+$", true, false],
    ["(.*a){12}$", true, false],
  ])("runs %s on 10,000-character labels in linear time", (pattern, onAs, onAsThenBang) => {
    const regex = compiled(pattern);
    const as = "a".repeat(10_000);
    expect(regex.test(as)).toBe(onAs);
    expect(regex.test(`${as}!`)).toBe(onAsThenBang);
  });

  it.each(["(A)\\1", "(?<x>A)\\k<x>", "EDF(?=SUEZ)", "EDF(?!SUEZ)", "(?<=PRLV )EDF"])(
    "refuses %s as unsupported, with the engine's words",
    (pattern) => {
      const result = compileSafeRegex(pattern);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problem).toBe("unsupportedRegex");
      expect(!result.ok && result.detail).toMatch(/invalid/);
    },
  );

  it("refuses invalid syntax with the engine's words", () => {
    const result = compileSafeRegex("(EDF");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toBe("invalidRegex");
    expect(!result.ok && result.detail).toMatch(/missing closing \)/i);
  });

  it("refuses patterns longer than the bound", () => {
    expect(compileSafeRegex("A".repeat(MAX_REGEX_LENGTH + 1))).toEqual({
      ok: false,
      problem: "regexTooLong",
    });
  });

  it("keeps a quantified character class as it is", () => {
    expect(compiled("([A-Z+*]\\d)+").test("X1+2")).toBe(true);
  });
});
