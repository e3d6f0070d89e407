/**
 * How a typed `[Name]` names a category of the company: the name trimmed and compared without case
 * (French rules), so `[loyer ]` is `Loyer`. Category names are not unique in a tree (two branches may
 * each hold a "Divers"): a name shared by several categories means the one with the smallest id, the
 * oldest, whatever order the rows come in. That choice is deterministic and shows at once: the stored
 * formula is displayed back with that category's path in the editor's preview.
 */
export function categoryNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("fr");
}

/** The resolver of `[Name]` references (as formulaForStorage and parseFormula take it) of `categories`. */
export function categoryIdResolver(
  categories: Iterable<{ readonly id: number; readonly name: string }>,
): (name: string) => string | undefined {
  const idsByName = new Map<string, number>();
  for (const category of categories) {
    const key = categoryNameKey(category.name);
    const known = idsByName.get(key);
    if (known === undefined || category.id < known) idsByName.set(key, category.id);
  }
  return (name) => {
    const id = idsByName.get(categoryNameKey(name));
    return id === undefined ? undefined : String(id);
  };
}
