import { syntaxFailure } from "./syntaxError";

/** One lexical unit of a formula with where it sits in the text. */
export type Token =
  | { kind: "number"; value: number; start: number; end: number }
  | { kind: "identifier"; name: string; start: number; end: number }
  /** `#42`: a category by id (the stored form). */
  | { kind: "categoryId"; id: string; start: number; end: number }
  /** `@7`: an indicator by id (the stored form). */
  | { kind: "indicatorId"; id: string; start: number; end: number }
  /** `[Salaires]`: a category by name (the form users read and type). */
  | { kind: "categoryName"; name: string; start: number; end: number }
  /** `{Marge brute}`: an indicator by name. */
  | { kind: "indicatorName"; name: string; start: number; end: number }
  | { kind: "operator"; operator: Operator; start: number; end: number }
  | { kind: "open" | "close" | "separator" | "end"; start: number; end: number };

export type ComparisonOperator = "=" | "<>" | "<" | "<=" | ">" | ">=";
export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";
export type Operator = ComparisonOperator | ArithmeticOperator;

// Character classes by code rather than regular expressions: formulas are tokenized on every request.
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isIdentifierStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** Ids are database ids (serial integers) or simple keys; no dash, so `#12-3` is #12 minus 3. */
function isIdentifierCharacter(code: number): boolean {
  return isIdentifierStart(code) || isDigit(code);
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x202f;
}

/** Operators as typed, longest first; `==` and `!=` are accepted for `=` and `<>`. */
const OPERATORS: ReadonlyArray<readonly [string, Operator]> = [
  ["<=", "<="],
  [">=", ">="],
  ["<>", "<>"],
  ["!=", "<>"],
  ["==", "="],
  ["=", "="],
  ["<", "<"],
  [">", ">"],
  ["+", "+"],
  ["-", "-"],
  ["*", "*"],
  ["/", "/"],
  ["%", "%"],
];

/** Splits a formula into tokens; throws a FormulaSyntaxFailure with the position of a bad character. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      index += 1;
      continue;
    }
    const start = index;
    if (isDigit(code) || (character === "." && isDigit(text.charCodeAt(index + 1)))) {
      while (isDigit(text.charCodeAt(index))) index += 1;
      if (text[index] === "." && isDigit(text.charCodeAt(index + 1))) {
        index += 1;
        while (isDigit(text.charCodeAt(index))) index += 1;
      }
      tokens.push({ kind: "number", value: Number(text.slice(start, index)), start, end: index });
      continue;
    }
    if (isIdentifierStart(code)) {
      while (isIdentifierCharacter(text.charCodeAt(index))) index += 1;
      tokens.push({ kind: "identifier", name: text.slice(start, index), start, end: index });
      continue;
    }
    if (character === "#" || character === "@") {
      index += 1;
      while (isIdentifierCharacter(text.charCodeAt(index))) index += 1;
      const id = text.slice(start + 1, index);
      if (id === "") throw syntaxFailure("emptyReference", start, 1, { token: character });
      tokens.push({ kind: character === "#" ? "categoryId" : "indicatorId", id, start, end: index });
      continue;
    }
    if (character === "[" || character === "{") {
      const closing = character === "[" ? "]" : "}";
      const close = text.indexOf(closing, index + 1);
      if (close < 0) throw syntaxFailure("unclosedReference", start, text.length - start, { closing });
      const name = text.slice(index + 1, close).trim();
      if (name === "") throw syntaxFailure("emptyReference", start, close + 1 - start, { token: character });
      index = close + 1;
      tokens.push({ kind: character === "[" ? "categoryName" : "indicatorName", name, start, end: index });
      continue;
    }
    if (character === "(" || character === ")") {
      index += 1;
      tokens.push({ kind: character === "(" ? "open" : "close", start, end: index });
      continue;
    }
    // Both separators are accepted: French spreadsheets use `;`, others `,`. The decimal mark is `.`.
    if (character === "," || character === ";") {
      index += 1;
      tokens.push({ kind: "separator", start, end: index });
      continue;
    }
    const operator = OPERATORS.find(([typed]) => text.startsWith(typed, index));
    if (operator) {
      index += operator[0].length;
      tokens.push({ kind: "operator", operator: operator[1], start, end: index });
      continue;
    }
    throw syntaxFailure("unexpectedCharacter", start, 1, { token: character });
  }
  tokens.push({ kind: "end", start: text.length, end: text.length });
  return tokens;
}
