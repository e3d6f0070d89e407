/**
 * How a part of the shell (a popup) asks for the rest of the catalog before it shows. The page sets
 * the completer at boot (main.tsx: loadCatalog's completeCatalogs); browser tests, which load every
 * catalog, keep the default that has nothing to do.
 */
let completer: () => Promise<void> = () => Promise.resolve();

export function setCatalogCompleter(complete: () => Promise<void>): void {
  completer = complete;
}

/** Resolves once every loaded locale has all its messages. */
export function completeCatalog(): Promise<void> {
  return completer();
}
