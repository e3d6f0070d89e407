import { describe, expect, it } from "vitest";
import { isGsheetTabName, isTagManagerId, mergeCompanyConfig } from "./settings";

describe("mergeCompanyConfig", () => {
  it("sets the keys given, removes the keys given as null and keeps the others", () => {
    expect(mergeCompanyConfig({ a: 1, b: "x", c: true }, { b: null, c: false, d: "new" })).toEqual({
      a: 1,
      c: false,
      d: "new",
    });
  });
  it("changes nothing for an empty update", () => {
    expect(mergeCompanyConfig({ a: 1 }, {})).toEqual({ a: 1 });
  });
});

describe("isTagManagerId", () => {
  it.each([
    ["GTM-ABC123", true],
    ["GTM-5", true],
    ["GTM-", false],
    ["gtm-ABC123", false],
    ["GTM-abc123", false],
    ["GTM-AB C", false],
    ["UA-12345", false],
    [" GTM-ABC", false],
  ])("%s → %s", (value, valid) => {
    expect(isTagManagerId(value)).toBe(valid);
  });
});

describe("isGsheetTabName", () => {
  it.each([
    ["Trésorerie 2026", true],
    ["  Budget  ", true],
    ["a".repeat(100), true],
    ["a".repeat(101), false],
    ["", false],
    ["   ", false],
    ["a/b", false],
    ["a:b", false],
    ["[x]", false],
    ["a*b", false],
    ["a?b", false],
    ["a\\b", false],
  ])("%s → %s", (value, valid) => {
    expect(isGsheetTabName(value)).toBe(valid);
  });
});
