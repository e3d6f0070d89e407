/**
 * The onboarding chapters of spec 000 §3 and §4: each has a condition_key, a completed flag and an order.
 *
 * Trezo's chapters (the spec names only add_categories and guide; the others are Trezo's decision, one
 * per thing a company must do before its forecast says anything):
 * - `add_bank`: the company has a bank connection that is not archived (a fact the server reads);
 * - `add_categories`: the company added a category of its own (addNewCategory answers 'show_complete');
 * - `add_forecast`: the base scenario holds at least one cash-flow series (a fact the server reads);
 * - `guide`: the product tour, the last chapter; it joins (open) when every other chapter is done, and
 *   completed when it was marked.
 */

/** The chapters every company goes through, in their order. */
export const ONBOARDING_CHAPTER_KEYS = ["add_bank", "add_categories", "add_forecast"] as const;
export type OnboardingChapterKey = (typeof ONBOARDING_CHAPTER_KEYS)[number];

/** The chapter that follows every completed chapter (spec 000 §4). */
export const GUIDE_CHAPTER = "guide";

/** The chapters a user may mark completed himself; the others follow the company's data. */
export const MARKABLE_CHAPTER_KEYS = ["add_categories", GUIDE_CHAPTER] as const;
export type MarkableChapterKey = (typeof MARKABLE_CHAPTER_KEYS)[number];

/** The message of addNewCategory that completes the chapter add_categories (spec 001 §4). */
export const CATEGORY_COMPLETE_MESSAGE = "show_complete";

/** One chapter as spec 000 §3 names its fields. */
export interface OnboardingChapter {
  condition_key: string;
  completed: boolean;
  order: number;
}

/** What the server knows about a company to build its chapters. */
export interface OnboardingFacts {
  /** Bank connections that are not archived. */
  bankCount: number;
  /** Cash-flow series of the base scenario. */
  seriesCount: number;
  /** Chapters marked completed (stored per company). */
  marked: readonly string[];
}

/** Chapters sorted by order (spec 000 §4); equal orders keep their relative place. */
export function sortChapters(chapters: readonly OnboardingChapter[]): OnboardingChapter[] {
  return [...chapters].sort((left, right) => left.order - right.order);
}

/** Whether every chapter is completed (an empty list is not: there is nothing to have done). */
export function allChaptersCompleted(chapters: readonly OnboardingChapter[]): boolean {
  return chapters.length > 0 && chapters.every((chapter) => chapter.completed);
}

/**
 * Marks a chapter completed. Marking 'guide' adds it when it is missing (spec 000 §4), after every other
 * chapter; marking another missing chapter changes nothing. The result is sorted.
 */
export function completeChapter(chapters: readonly OnboardingChapter[], key: string): OnboardingChapter[] {
  const present = chapters.some((chapter) => chapter.condition_key === key);
  if (!present && key !== GUIDE_CHAPTER) return sortChapters(chapters);
  const marked = chapters.map((chapter) =>
    chapter.condition_key === key ? { ...chapter, completed: true } : chapter,
  );
  if (present) return sortChapters(marked);
  const last = chapters.reduce((highest, chapter) => Math.max(highest, chapter.order), 0);
  return sortChapters([...marked, { condition_key: GUIDE_CHAPTER, completed: true, order: last + 1 }]);
}

/** addNewCategory's answer: 'show_complete' completes the chapter add_categories (spec 000 §4). */
export function chaptersAfterCategoryMessage(
  chapters: readonly OnboardingChapter[],
  message: string | undefined,
): OnboardingChapter[] {
  return message === CATEGORY_COMPLETE_MESSAGE
    ? completeChapter(chapters, "add_categories")
    : sortChapters(chapters);
}

/**
 * The chapter the onboarding shows: the first one not completed, in order; when every chapter is
 * completed, 'guide' (spec 000 §4: the completed chapter becomes 'guide').
 */
export function currentChapter(chapters: readonly OnboardingChapter[]): string {
  const open = sortChapters(chapters).find((chapter) => !chapter.completed);
  return open ? open.condition_key : GUIDE_CHAPTER;
}

/** The company's chapters from what the server knows of it, sorted; 'guide' joins once all are done. */
export function onboardingChapters(facts: OnboardingFacts): OnboardingChapter[] {
  const done: Record<OnboardingChapterKey, boolean> = {
    add_bank: facts.bankCount > 0,
    add_categories: facts.marked.includes("add_categories"),
    add_forecast: facts.seriesCount > 0,
  };
  const chapters = ONBOARDING_CHAPTER_KEYS.map((key, index) => ({
    condition_key: key,
    completed: done[key],
    order: index + 1,
  }));
  const guideMarked = facts.marked.includes(GUIDE_CHAPTER);
  if (guideMarked) return completeChapter(chapters, GUIDE_CHAPTER);
  // Every chapter done: the guide is what is left to see (not completed until marked).
  return allChaptersCompleted(chapters)
    ? [...chapters, { condition_key: GUIDE_CHAPTER, completed: false, order: chapters.length + 1 }]
    : chapters;
}

/** Spec 000 §9: the add-bank suggestion comes after 3 s (the onboarding's add-bank step opens the popup). */
export const ADD_BANK_SUGGESTION_DELAY_MS = 3_000;
