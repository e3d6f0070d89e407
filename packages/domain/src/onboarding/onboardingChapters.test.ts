import { describe, expect, it } from "vitest";
import {
  allChaptersCompleted,
  chaptersAfterCategoryMessage,
  completeChapter,
  currentChapter,
  type OnboardingChapter,
  onboardingChapters,
  sortChapters,
} from "./onboardingChapters";
import { effectiveWelcome } from "./welcomeTexts";

const chapter = (condition_key: string, completed: boolean, order: number): OnboardingChapter => ({
  condition_key,
  completed,
  order,
});

describe("onboarding chapters (spec 000 §4)", () => {
  it.each([
    {
      name: "nothing done",
      facts: { bankCount: 0, seriesCount: 0, marked: [] },
      keys: ["add_bank:false", "add_categories:false", "add_forecast:false"],
      current: "add_bank",
    },
    {
      name: "a bank only",
      facts: { bankCount: 2, seriesCount: 0, marked: [] },
      keys: ["add_bank:true", "add_categories:false", "add_forecast:false"],
      current: "add_categories",
    },
    {
      name: "categories marked, no bank",
      facts: { bankCount: 0, seriesCount: 1, marked: ["add_categories"] },
      keys: ["add_bank:false", "add_categories:true", "add_forecast:true"],
      current: "add_bank",
    },
    {
      name: "everything done: the guide joins, open",
      facts: { bankCount: 1, seriesCount: 3, marked: ["add_categories"] },
      keys: ["add_bank:true", "add_categories:true", "add_forecast:true", "guide:false"],
      current: "guide",
    },
    {
      name: "guide marked early: added completed, the first open chapter stays current",
      facts: { bankCount: 0, seriesCount: 0, marked: ["guide"] },
      keys: ["add_bank:false", "add_categories:false", "add_forecast:false", "guide:true"],
      current: "add_bank",
    },
    {
      name: "everything done and guide marked",
      facts: { bankCount: 1, seriesCount: 1, marked: ["add_categories", "guide"] },
      keys: ["add_bank:true", "add_categories:true", "add_forecast:true", "guide:true"],
      current: "guide",
    },
  ])("$name", ({ facts, keys, current }) => {
    const chapters = onboardingChapters(facts);
    expect(chapters.map((one) => `${one.condition_key}:${one.completed}`)).toEqual(keys);
    expect(chapters.map((one) => one.order)).toEqual(keys.map((_, index) => index + 1));
    expect(currentChapter(chapters)).toBe(current);
  });

  it.each([
    { name: "sorts by order", input: [chapter("b", false, 2), chapter("a", false, 1)], out: ["a", "b"] },
    {
      name: "keeps the relative place of equal orders",
      input: [chapter("x", false, 1), chapter("y", false, 1), chapter("w", false, 0)],
      out: ["w", "x", "y"],
    },
    { name: "empty stays empty", input: [], out: [] },
  ])("$name", ({ input, out }) => {
    expect(sortChapters(input).map((one) => one.condition_key)).toEqual(out);
  });

  it.each([
    {
      name: "marks a present chapter",
      input: [chapter("add_bank", false, 1), chapter("add_categories", false, 2)],
      key: "add_categories",
      out: ["add_bank:false:1", "add_categories:true:2"],
    },
    {
      name: "marking 'guide' adds it when missing, after the highest order",
      input: [chapter("add_bank", true, 5), chapter("add_categories", false, 2)],
      key: "guide",
      out: ["add_categories:false:2", "add_bank:true:5", "guide:true:6"],
    },
    {
      name: "marking 'guide' when present does not add a second one",
      input: [chapter("guide", false, 4), chapter("add_bank", true, 1)],
      key: "guide",
      out: ["add_bank:true:1", "guide:true:4"],
    },
    {
      name: "marking an unknown chapter changes nothing",
      input: [chapter("add_bank", false, 1)],
      key: "add_people",
      out: ["add_bank:false:1"],
    },
    { name: "guide on an empty list", input: [], key: "guide", out: ["guide:true:1"] },
  ])("$name", ({ input, key, out }) => {
    const before = JSON.stringify(input);
    const result = completeChapter(input, key);
    expect(result.map((one) => `${one.condition_key}:${one.completed}:${one.order}`)).toEqual(out);
    // The input list is left as it was.
    expect(JSON.stringify(input)).toBe(before);
  });

  it.each([
    { message: "show_complete", completed: true },
    { message: "ok", completed: false },
    { message: undefined, completed: false },
  ])("addNewCategory message $message completes add_categories: $completed", ({ message, completed }) => {
    const chapters = [chapter("add_categories", false, 2), chapter("add_bank", false, 1)];
    const after = chaptersAfterCategoryMessage(chapters, message);
    expect(after.map((one) => one.condition_key)).toEqual(["add_bank", "add_categories"]);
    expect(after.find((one) => one.condition_key === "add_categories")?.completed).toBe(completed);
    expect(chapters[0]?.completed).toBe(false);
  });

  it.each([
    { chapters: [], all: false, current: "guide" },
    { chapters: [chapter("a", true, 1), chapter("b", true, 2)], all: true, current: "guide" },
    { chapters: [chapter("a", true, 1), chapter("b", false, 2)], all: false, current: "b" },
    { chapters: [chapter("b", false, 2), chapter("a", false, 1)], all: false, current: "a" },
  ])("all completed $all, current $current", ({ chapters, all, current }) => {
    expect(allChaptersCompleted(chapters)).toBe(all);
    expect(currentChapter(chapters)).toBe(current);
  });
});

describe("welcome texts", () => {
  const own = { title: "Bienvenue chez Dupont", body: "Votre trésorerie, pas à pas." };
  const partner = { title: "Bienvenue via Qonto", body: "Connectez votre compte." };
  it.each([
    { name: "the company's own first", company: own, partner, source: "company", texts: own },
    { name: "then the partner's", company: null, partner, source: "partner", texts: partner },
    {
      name: "a blank company text counts as missing",
      company: { title: "  ", body: "x" },
      partner,
      source: "partner",
      texts: partner,
    },
    {
      name: "else the product's defaults",
      company: undefined,
      partner: null,
      source: "default",
      texts: null,
    },
  ])("$name", ({ company, partner: fromPartner, source, texts }) => {
    expect(effectiveWelcome(company, fromPartner)).toEqual({ source, texts });
  });
});
