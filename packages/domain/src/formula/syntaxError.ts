/**
 * Why a formula cannot be read. Each code has a message in every locale under
 * `formulas.syntax.<code>` (packages/i18n); `params` fill its placeholders.
 */
export type FormulaSyntaxErrorCode =
  | "emptyFormula"
  | "unexpectedCharacter"
  | "unexpectedToken"
  | "unexpectedEnd"
  | "missingClosingParenthesis"
  | "unclosedReference"
  | "emptyReference"
  | "unknownFunction"
  | "unknownName"
  | "wrongArgumentCount"
  | "unknownCategoryName"
  | "unknownIndicatorName"
  /** More than MAX_NESTING nested parentheses, calls or signs: refused before it exhausts the stack. */
  | "tooDeep";

/** A syntax error at a place in the formula text. */
export interface FormulaSyntaxError {
  code: FormulaSyntaxErrorCode;
  /** Offset of the first character at fault, 0-based (the text's length when the formula ends too early). */
  position: number;
  /** How many characters are at fault (at least 1, so an editor can underline them). */
  length: number;
  /** Values for the message's placeholders: the token, the function name, the expected counts. */
  params: Readonly<Record<string, string | number>>;
}

/** Thrown inside the parser and caught at its boundary: callers only ever see a result object. */
export class FormulaSyntaxFailure extends Error {
  constructor(readonly detail: FormulaSyntaxError) {
    super(`${detail.code} at ${detail.position}`);
  }
}

export function syntaxFailure(
  code: FormulaSyntaxErrorCode,
  position: number,
  length = 1,
  params: Record<string, string | number> = {},
): FormulaSyntaxFailure {
  return new FormulaSyntaxFailure({ code, position, length: Math.max(1, length), params });
}
