/**
 * Regular expressions typed by users run on every transaction, so they must not be able to hang the
 * server (catastrophic backtracking). We accept a bounded subset: at most MAX_REGEX_LENGTH characters,
 * no back-references, and no quantified group that itself contains a quantifier or an alternation
 * (the shapes behind exponential backtracking, such as `(A+)+` or `(A|AB)*`). The text they run on
 * is a normalised label, itself capped in length, so every match is bounded.
 */

/** Longest pattern accepted. */
export const MAX_REGEX_LENGTH = 200;

/** Why a pattern is refused. */
export type RegexProblem = "regexTooLong" | "invalidRegex" | "unsafeRegex";

/** The outcome of compiling a user's pattern. */
export type SafeRegexResult =
  | { ok: true; regex: RegExp }
  | { ok: false; problem: RegexProblem; detail?: string | undefined };

interface GroupState {
  hasQuantifier: boolean;
  hasAlternation: boolean;
}

/** Whether the pattern has a back-reference or a quantified group holding a quantifier/alternation. */
function hasDangerousShape(pattern: string): boolean {
  const stack: GroupState[] = [{ hasQuantifier: false, hasAlternation: false }];
  let lastClosedGroup: GroupState | null = null;
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    const current = stack[stack.length - 1] as GroupState;
    if (char === "\\") {
      const next = pattern[index + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k") return true;
      index += 2;
      lastClosedGroup = null;
      continue;
    }
    if (char === "[") {
      // Skip the character class: its content has no quantifiers.
      index += 1;
      while (index < pattern.length && pattern[index] !== "]") index += pattern[index] === "\\" ? 2 : 1;
      index += 1;
      lastClosedGroup = null;
      continue;
    }
    if (char === "(") {
      stack.push({ hasQuantifier: false, hasAlternation: false });
      lastClosedGroup = null;
      index += 1;
      continue;
    }
    if (char === ")") {
      const closed = stack.pop() ?? { hasQuantifier: false, hasAlternation: false };
      const parent = stack[stack.length - 1];
      if (parent) {
        parent.hasQuantifier ||= closed.hasQuantifier;
      } else {
        stack.push(closed);
      }
      lastClosedGroup = closed;
      index += 1;
      continue;
    }
    if (char === "|") {
      current.hasAlternation = true;
    }
    const isQuantifier =
      char === "*" ||
      char === "+" ||
      char === "?" ||
      (char === "{" && /^\{\d+(,\d*)?\}/.test(pattern.slice(index)));
    if (isQuantifier) {
      const unbounded =
        char === "*" || char === "+" || (char === "{" && /^\{\d+,\}/.test(pattern.slice(index)));
      const optional = char === "?";
      if (
        lastClosedGroup &&
        !optional &&
        (lastClosedGroup.hasQuantifier || (unbounded && lastClosedGroup.hasAlternation))
      ) {
        return true;
      }
      // A "?" right after a quantifier makes it lazy, it is not a quantifier of its own.
      current.hasQuantifier = true;
      if (char === "{") index = pattern.indexOf("}", index);
      lastClosedGroup = null;
      index += 1;
      continue;
    }
    lastClosedGroup = null;
    index += 1;
  }
  return false;
}

/**
 * Compiles a user's pattern, case-insensitive, or says clearly why it is refused.
 */
export function compileSafeRegex(pattern: string): SafeRegexResult {
  if (pattern.length > MAX_REGEX_LENGTH) return { ok: false, problem: "regexTooLong" };
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, "iu");
  } catch (error) {
    return {
      ok: false,
      problem: "invalidRegex",
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (hasDangerousShape(pattern)) return { ok: false, problem: "unsafeRegex" };
  return { ok: true, regex };
}

/**
 * The longest run of plain letters, digits and spaces that every match of `pattern` must contain,
 * upper-cased (labels are upper case and user patterns run case-insensitively), or undefined when
 * there is none of at least 2 characters. Lets the engine index a regex rule like a "contains" rule
 * and run the regex only on labels holding that text. Patterns with an alternation have none.
 */
export function requiredLiteralOf(pattern: string): string | undefined {
  if (pattern.includes("|")) return undefined;
  let best = "";
  let run = "";
  let depth = 0;
  const flush = () => {
    if (run.trim().length > best.trim().length) best = run;
    run = "";
  };
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    const next = pattern[index + 1] ?? "";
    if (/[A-Za-z0-9 ]/.test(char) && depth === 0) {
      if (next === "?" || next === "*" || next === "{") {
        flush();
        continue;
      }
      run += char;
      continue;
    }
    flush();
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === "[") {
      while (index < pattern.length && pattern[index] !== "]") index += pattern[index] === "\\" ? 2 : 1;
    }
  }
  flush();
  const literal = best.trim().toUpperCase();
  return literal.length >= 2 ? literal : undefined;
}
