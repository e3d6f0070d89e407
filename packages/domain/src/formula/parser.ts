import { type FormulaNode, SYSTEM_VALUES, type SystemValue } from "./ast";
import { FORMULA_FUNCTIONS, isFormulaFunctionName } from "./functions";
import { type FormulaSyntaxError, FormulaSyntaxFailure, syntaxFailure } from "./syntaxError";
import { type Operator, type Token, tokenize } from "./tokens";

/** Turns the names users type (`[Salaires]`, `{Marge}`) into ids; `undefined` when no such name exists. */
export interface NameResolver {
  categoryId?(name: string): string | undefined;
  indicatorId?(name: string): string | undefined;
}

export type ParseResult = { ok: true; ast: FormulaNode } | { ok: false; error: FormulaSyntaxError };

/** Binding strength of the binary operators: comparisons bind loosest, then + -, then * / %. */
const PRECEDENCE: Record<Operator, number> = {
  "=": 1,
  "<>": 1,
  "<": 1,
  "<=": 1,
  ">": 1,
  ">=": 1,
  "+": 2,
  "-": 2,
  "*": 3,
  "/": 3,
  "%": 3,
};

/**
 * Parses a formula. Function and system-value names are case-insensitive. Category references are
 * `#id` (stored form) or `[Name]` (typed form, resolved through `names`); indicator references `@id`
 * or `{Name}`. Never throws: a bad formula gives an error with its position.
 */
export function parseFormula(text: string, names: NameResolver = {}): ParseResult {
  try {
    const tokens = tokenize(text);
    if (tokens.length === 1) throw syntaxFailure("emptyFormula", 0, 1);
    const parser = new Parser(tokens, names);
    const ast = parser.expression(0);
    parser.expectEnd();
    return { ok: true, ast };
  } catch (failure) {
    if (failure instanceof FormulaSyntaxFailure) return { ok: false, error: failure.detail };
    throw failure;
  }
}

/** How deep parentheses, calls and signs may nest; far beyond any real formula, far below the stack. */
export const MAX_NESTING = 100;

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly names: NameResolver,
  ) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index += 1;
    return token;
  }

  private unexpected(token: Token): FormulaSyntaxFailure {
    if (token.kind === "end") return syntaxFailure("unexpectedEnd", token.start, 1);
    return syntaxFailure("unexpectedToken", token.start, token.end - token.start, {
      token: this.textOf(token),
    });
  }

  private textOf(token: Token): string {
    switch (token.kind) {
      case "number":
        return String(token.value);
      case "identifier":
        return token.name;
      case "categoryId":
        return `#${token.id}`;
      case "indicatorId":
        return `@${token.id}`;
      case "categoryName":
        return `[${token.name}]`;
      case "indicatorName":
        return `{${token.name}}`;
      case "operator":
        return token.operator;
      case "open":
        return "(";
      case "close":
        return ")";
      case "separator":
        return ",";
      case "end":
        return "";
    }
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== "end") throw this.unexpected(token);
  }

  /** Precedence climbing: parses operators binding tighter than `minimum`. */
  expression(minimum: number): FormulaNode {
    this.depth += 1;
    if (this.depth > MAX_NESTING) {
      const token = this.peek();
      throw syntaxFailure("tooDeep", token.start, Math.max(1, token.end - token.start), { max: MAX_NESTING });
    }
    try {
      return this.binary(minimum);
    } finally {
      this.depth -= 1;
    }
  }

  private binary(minimum: number): FormulaNode {
    let left = this.unary();
    for (;;) {
      const token = this.peek();
      if (token.kind !== "operator") return left;
      const precedence = PRECEDENCE[token.operator];
      if (precedence <= minimum) return left;
      this.next();
      const right = this.expression(precedence);
      left = { type: "binary", operator: token.operator, left, right, start: left.start, end: right.end };
    }
  }

  private unary(): FormulaNode {
    const token = this.peek();
    if (token.kind === "operator" && (token.operator === "-" || token.operator === "+")) {
      this.next();
      this.depth += 1;
      if (this.depth > MAX_NESTING) throw syntaxFailure("tooDeep", token.start, 1, { max: MAX_NESTING });
      const operand = this.unary();
      this.depth -= 1;
      return token.operator === "+"
        ? operand
        : { type: "negate", operand, start: token.start, end: operand.end };
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.next();
    const span = { start: token.start, end: token.end };
    switch (token.kind) {
      case "number":
        return { type: "number", value: token.value, ...span };
      case "categoryId":
        return { type: "category", id: token.id, ...span };
      case "indicatorId":
        return { type: "indicator", id: token.id, ...span };
      case "categoryName": {
        const id = this.names.categoryId?.(token.name);
        if (id === undefined) {
          throw syntaxFailure("unknownCategoryName", token.start, token.end - token.start, {
            name: token.name,
          });
        }
        return { type: "category", id, ...span };
      }
      case "indicatorName": {
        const id = this.names.indicatorId?.(token.name);
        if (id === undefined) {
          throw syntaxFailure("unknownIndicatorName", token.start, token.end - token.start, {
            name: token.name,
          });
        }
        return { type: "indicator", id, ...span };
      }
      case "open": {
        const inner = this.expression(0);
        const close = this.next();
        if (close.kind !== "close") {
          throw syntaxFailure("missingClosingParenthesis", close.start, Math.max(1, close.end - close.start));
        }
        return { ...inner, start: token.start, end: close.end };
      }
      case "identifier":
        return this.identifier(token);
      default:
        throw this.unexpected(token);
    }
  }

  private identifier(token: Token & { kind: "identifier" }): FormulaNode {
    const upper = token.name.toUpperCase();
    const length = token.end - token.start;
    if (this.peek().kind === "open") {
      if (!isFormulaFunctionName(upper)) {
        throw syntaxFailure("unknownFunction", token.start, length, { name: token.name });
      }
      this.next();
      const args: FormulaNode[] = [];
      if (this.peek().kind !== "close") {
        for (;;) {
          args.push(this.expression(0));
          const separator = this.peek();
          if (separator.kind !== "separator") break;
          this.next();
        }
      }
      const close = this.next();
      if (close.kind !== "close") {
        if (close.kind === "end") throw syntaxFailure("missingClosingParenthesis", close.start, 1);
        throw this.unexpected(close);
      }
      const { min, max } = FORMULA_FUNCTIONS[upper];
      if (args.length < min || args.length > max) {
        throw syntaxFailure("wrongArgumentCount", token.start, close.end - token.start, {
          name: upper,
          min,
          max: Number.isFinite(max) ? max : "∞",
          found: args.length,
        });
      }
      return { type: "call", name: upper, args, start: token.start, end: close.end };
    }
    const lower = token.name.toLowerCase();
    if ((SYSTEM_VALUES as readonly string[]).includes(lower)) {
      return { type: "system", name: lower as SystemValue, start: token.start, end: token.end };
    }
    if (isFormulaFunctionName(upper)) {
      // A function name without its parenthesis: say what is missing where it is missing.
      throw this.unexpected(this.peek());
    }
    throw syntaxFailure("unknownName", token.start, length, { name: token.name });
  }
}
