/**
 * Regular expressions typed by users run on every transaction of a company, on the server and in the
 * browser, so they must never be able to hang either (catastrophic backtracking, "ReDoS"). They run on
 * RE2 (re2js, a pure JavaScript port of Google's RE2): matching takes time linear in the label's length
 * whatever the pattern, so `(a+)+$` or `a*a*a*a*$` are as cheap as `EDF`. RE2 has no back-references
 * and no look-arounds (the constructs that cannot run in linear time): such patterns are refused as
 * unsupported, with their own message. Patterns are also capped in length, which bounds the automaton.
 */
import { RE2JS, RE2JSSyntaxException } from "re2js";

/** Longest pattern accepted. */
export const MAX_REGEX_LENGTH = 200;

/** Why a pattern is refused. */
export type RegexProblem = "regexTooLong" | "invalidRegex" | "unsupportedRegex";

/** A compiled user pattern: tells whether a text holds a match, in linear time. */
export interface SafeRegex {
  /** Whether some part of `text` matches (like `RegExp.prototype.test`, without state). */
  test(text: string): boolean;
}

/** The outcome of compiling a user's pattern. */
export type SafeRegexResult =
  | { ok: true; regex: SafeRegex }
  | { ok: false; problem: RegexProblem; detail?: string | undefined };

/** RE2 errors that mean "valid in JavaScript, but not something a linear-time engine can run". */
function isUnsupported(error: RE2JSSyntaxException): boolean {
  const input = error.input ?? "";
  // `(?=…)` and `(?!…)` are look-aheads.
  if (error.error === "invalid or unsupported Perl syntax") return true;
  // `(?<=…)` and `(?<!…)` are look-behinds, which RE2 reads as a malformed named group.
  if (error.error === "invalid named capture") return /^\(\?<[=!]/.test(input);
  // `\1` … `\9` and `\k<name>` are back-references.
  return error.error === "invalid escape sequence" && /^\\[1-9k]/.test(input);
}

/**
 * Compiles a user's pattern, case-insensitive, on the linear-time engine, or says clearly why it is
 * refused. `detail` carries the engine's own words (for logs and a tooltip), never shown as the message.
 */
export function compileSafeRegex(pattern: string): SafeRegexResult {
  if (pattern.length > MAX_REGEX_LENGTH) return { ok: false, problem: "regexTooLong" };
  try {
    const compiled = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    return { ok: true, regex: { test: (text) => compiled.test(text) } };
  } catch (error) {
    if (error instanceof RE2JSSyntaxException) {
      return {
        ok: false,
        problem: isUnsupported(error) ? "unsupportedRegex" : "invalidRegex",
        detail: error.message,
      };
    }
    return {
      ok: false,
      problem: "invalidRegex",
      detail: error instanceof Error ? error.message : String(error),
    };
  }
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
