/**
 * What the formula editor proposes at the cursor (issue 18): after an open `[`, the categories (shown by
 * name, the path beside); after an open `{`, the report's other indicators; after letters, the functions
 * and system values that start with them. Pure, so that it is tested without a browser.
 */
import { FORMULA_FUNCTION_NAMES, SYSTEM_VALUES } from "@trezo/domain";

export interface Suggestion {
  kind: "category" | "indicator" | "function" | "system";
  label: string;
  /** The category's path, or nothing. */
  detail: string;
  /** The text that replaces [from, to). */
  insert: string;
}

export interface Completion {
  from: number;
  to: number;
  suggestions: Suggestion[];
}

/** Lower case without accents: "Électricité" is found by "elec". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("fr");
}

const MAX_SUGGESTIONS = 8;

/** The suggestions at `cursor` in `text`, or null when there is nothing to complete there. */
export function completionAt(
  text: string,
  cursor: number,
  sources: {
    categories: readonly { name: string; path: string }[];
    indicators: readonly string[];
  },
): Completion | null {
  const before = text.slice(0, cursor);
  for (const [open, close, kind] of [
    ["[", "]", "category"],
    ["{", "}", "indicator"],
  ] as const) {
    const start = before.lastIndexOf(open);
    if (start < 0 || before.lastIndexOf(close) > start) continue;
    const typed = folded(before.slice(start + 1));
    const to = text[cursor] === close ? cursor + 1 : cursor;
    const candidates =
      kind === "category"
        ? sources.categories.map((category) => ({ label: category.name, detail: category.path }))
        : sources.indicators.map((name) => ({ label: name, detail: "" }));
    const seen = new Set<string>();
    const suggestions = candidates
      .filter((candidate) => folded(candidate.label).includes(typed))
      .filter((candidate) => !/[[\]{}]/.test(candidate.label))
      .filter((candidate) => {
        const key = folded(candidate.label);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort(
        (left, right) =>
          Number(!folded(left.label).startsWith(typed)) - Number(!folded(right.label).startsWith(typed)),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map((candidate) => ({ kind, ...candidate, insert: `${open}${candidate.label}${close}` }));
    return suggestions.length > 0 ? { from: start, to, suggestions } : null;
  }
  const word = /[A-Za-z_]+$/.exec(before);
  if (!word) return null;
  const typed = word[0].toUpperCase();
  const from = cursor - word[0].length;
  if (from > 0 && /[#@\d]/.test(before[from - 1] ?? "")) return null;
  const suggestions: Suggestion[] = [
    ...FORMULA_FUNCTION_NAMES.filter((name) => name.startsWith(typed)).map((name) => ({
      kind: "function" as const,
      label: name,
      detail: "",
      insert: `${name}(`,
    })),
    ...SYSTEM_VALUES.filter((name) => name.toUpperCase().startsWith(typed)).map((name) => ({
      kind: "system" as const,
      label: name,
      detail: "",
      insert: name,
    })),
  ].slice(0, MAX_SUGGESTIONS);
  if (
    suggestions.length === 1 &&
    suggestions[0]?.label.toUpperCase() === typed &&
    suggestions[0].kind === "system"
  ) {
    return null;
  }
  return suggestions.length > 0 ? { from, to: cursor, suggestions } : null;
}

/** `text` with the suggestion put in place, and where the cursor goes. */
export function applySuggestion(text: string, completion: Completion, suggestion: Suggestion) {
  const next = text.slice(0, completion.from) + suggestion.insert + text.slice(completion.to);
  return { text: next, cursor: completion.from + suggestion.insert.length };
}
