/**
 * The translation cache in browser storage (spec 000 §9): translated texts by locale and original text.
 * A cache holding any entry created before April 2024 (the fixed date of the spec) was written by the
 * previous translation provider and is purged whole at start.
 */

/** The storage key of the cache. */
export const TRANSLATION_CACHE_KEY = "translationCache";

/** Entries created before this instant make the whole cache stale. */
export const TRANSLATION_CACHE_CUTOFF = Date.UTC(2024, 3, 1);

export interface TranslationCacheEntry {
  locale: string;
  original: string;
  translated: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

type CacheStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readEntries(storage: CacheStorage): TranslationCacheEntry[] | null {
  const raw = storage.getItem(TRANSLATION_CACHE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as TranslationCacheEntry[]) : null;
  } catch {
    return null;
  }
}

/**
 * Removes the cache when it holds an entry created before the cutoff (or an entry without a usable date,
 * or is not readable at all). Returns whether it was purged.
 */
export function purgeOldTranslationCache(storage: CacheStorage): boolean {
  const entries = readEntries(storage);
  const stale =
    entries === null ||
    entries.some(
      (entry) => typeof entry?.createdAt !== "number" || entry.createdAt < TRANSLATION_CACHE_CUTOFF,
    );
  if (stale) storage.removeItem(TRANSLATION_CACHE_KEY);
  return stale;
}

/** A cached translation, or null. */
export function cachedTranslation(storage: CacheStorage, locale: string, original: string): string | null {
  const entry = readEntries(storage)?.find((e) => e.locale === locale && e.original === original);
  return entry ? entry.translated : null;
}

/** Remembers a translation, stamped with `now`. */
export function rememberTranslation(
  storage: CacheStorage,
  entry: Omit<TranslationCacheEntry, "createdAt">,
  now: number = Date.now(),
): void {
  const kept = (readEntries(storage) ?? []).filter(
    (e) => !(e.locale === entry.locale && e.original === entry.original),
  );
  storage.setItem(TRANSLATION_CACHE_KEY, JSON.stringify([...kept, { ...entry, createdAt: now }]));
}
