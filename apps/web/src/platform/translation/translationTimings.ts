/**
 * The timings of the translation of content marked translatable (spec 000 §9, 001 §8 and §9), each a
 * bounded poll:
 * - the provider's widget is looked for up to 10 times, 150 ms apart; missing after that, an error is logged;
 * - the widget's readiness is waited for up to 20 attempts of 400 ms, then the wait fails with the logged
 *   error 'Translation widget wait failed';
 * - a translation waits for the user's locale up to 50 polls of 100 ms.
 * In every failure the original text stays (error catalogue: "Translation failure → original text kept").
 */

export const WIDGET_RETRIES = 10;
export const WIDGET_RETRY_MS = 150;
export const WIDGET_WAIT_ATTEMPTS = 20;
export const WIDGET_WAIT_MS = 400;
export const LOCALE_POLLS = 50;
export const LOCALE_POLL_MS = 100;

export const WIDGET_MISSING_ERROR = "Translation widget missing";
export const WIDGET_WAIT_ERROR = "Translation widget wait failed";

/**
 * Reads `probe` now and then up to `attempts - 1` more times, `intervalMs` apart, until it gives something
 * other than null/undefined; resolves null when it never does.
 */
export function pollFor<T>(
  probe: () => T | null | undefined,
  attempts: number,
  intervalMs: number,
): Promise<T | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const value = probe();
      if (value !== null && value !== undefined) resolve(value);
      else if (tries >= attempts) resolve(null);
      else setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}

/** The widget, looked for 10 times at 150 ms; null (and an error logged) when it never shows. */
export async function findWidget<W>(probe: () => W | null | undefined, log: (message: string) => void) {
  const widget = await pollFor(probe, WIDGET_RETRIES, WIDGET_RETRY_MS);
  if (widget === null) log(WIDGET_MISSING_ERROR);
  return widget;
}

/** Waits up to 20 attempts of 400 ms for `isReady`; then rejects with the logged error. */
export async function waitForWidgetReady(
  isReady: () => boolean,
  log: (message: string) => void,
): Promise<void> {
  const ready = await pollFor(() => (isReady() ? true : null), WIDGET_WAIT_ATTEMPTS, WIDGET_WAIT_MS);
  if (ready === null) {
    log(WIDGET_WAIT_ERROR);
    throw new Error(WIDGET_WAIT_ERROR);
  }
}

/** The locale to translate into, polled up to 50 times at 100 ms; null when none comes. */
export function waitForLocale(currentLocale: () => string | null | undefined): Promise<string | null> {
  return pollFor(() => currentLocale() || null, LOCALE_POLLS, LOCALE_POLL_MS);
}
