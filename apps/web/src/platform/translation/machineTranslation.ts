/**
 * Machine translation of content marked translatable, behind an adapter (DESIGN §3). A provider's
 * widget registers itself on `window.trezoTranslationWidget` once its script has loaded; the local
 * default is no provider, and then the original text stays (error catalogue: "Translation failure →
 * original text kept"), as it does on any failure of a configured provider.
 */
import { cachedTranslation, rememberTranslation } from "./translationCache";
import { findWidget, waitForLocale, waitForWidgetReady } from "./translationTimings";

/** The adapter: what a provider's widget offers. */
export interface TranslationWidget {
  /** Whether the widget has finished its own start-up. */
  isReady(): boolean;
  /** Translates texts into a locale, same order. */
  translate(texts: readonly string[], locale: string): Promise<string[]>;
}

export interface TranslateDeps {
  /** Whether a provider is configured at all; when not, nothing is waited for and nothing is logged. */
  configured: boolean;
  /** The widget if present now (looked for again while it is missing). */
  widget: () => TranslationWidget | null | undefined;
  /** The user's locale, once known. */
  locale: () => string | null | undefined;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  log: (message: string) => void;
}

/**
 * The texts in the user's locale when a widget translates them; otherwise (no widget configured, widget
 * never ready, no locale, provider failure, wrong answer) the originals, unchanged.
 */
export async function translateTexts(texts: readonly string[], sourceLocale: string, deps: TranslateDeps) {
  const originals = [...texts];
  if (!deps.configured) return originals;
  const locale = await waitForLocale(deps.locale);
  if (locale === null || locale === sourceLocale || texts.length === 0) return originals;
  const cached = originals.map((text) => cachedTranslation(deps.storage, locale, text));
  if (cached.every((text) => text !== null)) return cached as string[];
  const widget = await findWidget(deps.widget, deps.log);
  if (widget === null) return originals;
  try {
    await waitForWidgetReady(() => widget.isReady(), deps.log);
    const translated = await widget.translate(originals, locale);
    if (translated.length !== originals.length || translated.some((text) => typeof text !== "string")) {
      return originals;
    }
    originals.forEach((original, index) => {
      rememberTranslation(deps.storage, { locale, original, translated: translated[index] as string });
    });
    return translated;
  } catch {
    return originals;
  }
}

declare global {
  interface Window {
    /** Set by a machine-translation provider's script when one is configured. */
    trezoTranslationWidget?: TranslationWidget;
  }
}

/** Whether the build names a translation provider (`VITE_TRANSLATION_PROVIDER`); the local default names none. */
export const translationConfigured = (): boolean => {
  const provider = import.meta.env?.VITE_TRANSLATION_PROVIDER;
  return typeof provider === "string" && provider.trim() !== "";
};

/** The widget a configured provider's script registered, if any (none by default). */
export function browserTranslationWidget(): TranslationWidget | undefined {
  return typeof window === "undefined" ? undefined : window.trezoTranslationWidget;
}
