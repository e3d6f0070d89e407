import { describe, expect, it } from "vitest";
import { compileSafeRegex, MAX_REGEX_LENGTH } from "./safeRegex";

describe("compileSafeRegex", () => {
  it.each([
    "^PRLV (EDF|ENGIE)",
    "CB .*AMAZON",
    "FACTURE\\s+F?\\d{4}",
    "(ABC)?D+",
    "[A-Z]{2,5}$",
    "A+?B",
    "(?:EDF|GDF) SUEZ",
  ])("accepts %s", (pattern) => {
    expect(compileSafeRegex(pattern).ok).toBe(true);
  });

  it("is case-insensitive", () => {
    const result = compileSafeRegex("edf");
    expect(result.ok && result.regex.test("PRLV EDF")).toBe(true);
  });

  it.each([
    "(A+)+$",
    "(A*)*B",
    "(A|AA)+",
    "(A|B)*C",
    "(\\w+\\s?)+$",
    "(A{1,3}){2,}",
    "(A)\\1",
    "(?<x>A)\\k<x>",
  ])("refuses the backtracking shape %s", (pattern) => {
    expect(compileSafeRegex(pattern)).toEqual({ ok: false, problem: "unsafeRegex" });
  });

  it("refuses invalid syntax with the engine's words", () => {
    const result = compileSafeRegex("(EDF");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toBe("invalidRegex");
    expect(!result.ok && result.detail).toMatch(/unterminated group/i);
  });

  it("refuses patterns longer than the bound", () => {
    expect(compileSafeRegex("A".repeat(MAX_REGEX_LENGTH + 1))).toEqual({
      ok: false,
      problem: "regexTooLong",
    });
  });

  it("does not mistake a quantified character class for a nested quantifier", () => {
    expect(compileSafeRegex("([A-Z+*]\\d)+").ok).toBe(true);
  });
});
