import type { FormulaNode, SystemValue } from "./ast";
import type { FormulaSyntaxError } from "./syntaxError";
import { FormulaSyntaxFailure, syntaxFailure } from "./syntaxError";
import { tokenize } from "./tokens";

/** What a formula refers to: used for dependency order and to warn before deleting a category. */
export interface FormulaReferences {
  categories: Set<string>;
  indicators: Set<string>;
  systemValues: Set<SystemValue>;
}

/** Every category, indicator and system value a parsed formula refers to. */
export function referencesOf(ast: FormulaNode): FormulaReferences {
  const references: FormulaReferences = {
    categories: new Set(),
    indicators: new Set(),
    systemValues: new Set(),
  };
  const visit = (node: FormulaNode): void => {
    switch (node.type) {
      case "category":
        references.categories.add(node.id);
        return;
      case "indicator":
        references.indicators.add(node.id);
        return;
      case "system":
        references.systemValues.add(node.name);
        return;
      case "negate":
        visit(node.operand);
        return;
      case "binary":
        visit(node.left);
        visit(node.right);
        return;
      case "call":
        for (const argument of node.args) visit(argument);
        return;
      case "number":
        return;
    }
  };
  visit(ast);
  return references;
}

/** Names of categories and indicators by id, to show a stored formula to a user. */
export interface NameLookup {
  categoryName?(id: string): string | undefined;
  indicatorName?(id: string): string | undefined;
}

const NAME_FORBIDDEN = /[[\]{}]/;

/**
 * The stored formula as users read it: `#12` becomes `[Salaires]` and `@3` becomes `{Marge}`, the rest of
 * the text untouched. An id without a name (deleted category) or a name holding brackets stays an id,
 * so the text always parses back to the same formula. A text that does not tokenize is returned as is.
 */
export function formulaForDisplay(stored: string, names: NameLookup): string {
  let tokens: ReturnType<typeof tokenize>;
  try {
    tokens = tokenize(stored);
  } catch {
    return stored;
  }
  let result = "";
  let cursor = 0;
  for (const token of tokens) {
    let replacement: string | undefined;
    if (token.kind === "categoryId") {
      const name = names.categoryName?.(token.id);
      if (name !== undefined && name.trim() !== "" && !NAME_FORBIDDEN.test(name))
        replacement = `[${name.trim()}]`;
    } else if (token.kind === "indicatorId") {
      const name = names.indicatorName?.(token.id);
      if (name !== undefined && name.trim() !== "" && !NAME_FORBIDDEN.test(name))
        replacement = `{${name.trim()}}`;
    }
    if (replacement !== undefined) {
      result += stored.slice(cursor, token.start) + replacement;
      cursor = token.end;
    }
  }
  return result + stored.slice(cursor);
}

/**
 * The formula a user typed, ready to store: `[Salaires]` becomes `#12` and `{Marge}` becomes `@3`, so that
 * renaming a category never breaks a formula. Unknown names give a syntax error with their position.
 */
export function formulaForStorage(
  typed: string,
  ids: { categoryId?(name: string): string | undefined; indicatorId?(name: string): string | undefined },
): { ok: true; formula: string } | { ok: false; error: FormulaSyntaxError } {
  try {
    const tokens = tokenize(typed);
    let result = "";
    let cursor = 0;
    for (const token of tokens) {
      let replacement: string | undefined;
      if (token.kind === "categoryName") {
        const id = ids.categoryId?.(token.name);
        if (id === undefined) {
          throw syntaxFailure("unknownCategoryName", token.start, token.end - token.start, {
            name: token.name,
          });
        }
        replacement = `#${id}`;
      } else if (token.kind === "indicatorName") {
        const id = ids.indicatorId?.(token.name);
        if (id === undefined) {
          throw syntaxFailure("unknownIndicatorName", token.start, token.end - token.start, {
            name: token.name,
          });
        }
        replacement = `@${id}`;
      }
      if (replacement !== undefined) {
        result += typed.slice(cursor, token.start) + replacement;
        cursor = token.end;
      }
    }
    return { ok: true, formula: result + typed.slice(cursor) };
  } catch (failure) {
    if (failure instanceof FormulaSyntaxFailure) return { ok: false, error: failure.detail };
    throw failure;
  }
}
