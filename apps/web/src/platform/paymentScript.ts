/**
 * The card payment provider's browser script (spec 000 §4, §9: "payment script loaded after 2 s plus
 * 400 ms"), loaded only on the pages that take a payment and only when a provider is configured.
 *
 * The provider sits behind an adapter (DESIGN §3): `PaymentScriptSource` says which script to load. The
 * local default (`VITE_PAYMENT_SCRIPT_URL` unset) names none, and then nothing is loaded at all: the
 * sandbox payment flow of the server needs no browser script.
 */

/** Delay before the payment script is added, after the page that needs it shows: 2 s plus 400 ms. */
export const PAYMENT_SCRIPT_DELAY_MS = 2000 + 400;

/**
 * Routes whose screens take a payment: the company screen (billing information, payment method and
 * subscription tabs) under both of its names.
 */
export const PAYMENT_ROUTE_NAMES: ReadonlySet<string> = new Set(["company", "cabinet"]);

/** The adapter: which script the configured payment provider needs, or null when none is configured. */
export interface PaymentScriptSource {
  scriptUrl(): string | null;
}

/** The local default and the build-configured provider: `VITE_PAYMENT_SCRIPT_URL`, when set. */
export const configuredPaymentScript: PaymentScriptSource = {
  scriptUrl: () => {
    const url = import.meta.env?.VITE_PAYMENT_SCRIPT_URL;
    return typeof url === "string" && url.trim() !== "" ? url.trim() : null;
  },
};

export interface PaymentScriptLoader {
  /** Tells the loader which route shows now; a paying route arms the delayed load (once per page life). */
  routeChanged(routeName: string | undefined): void;
  /** Cancels a pending load. */
  stop(): void;
}

/**
 * Loads the payment script 2.4 s after the first paying route shows, once; a route left before the delay
 * cancels the pending load. Nothing is ever added when the source names no script.
 * @param addScript adds the `<script src>` to the page (`appendScript` in the browser).
 */
export function createPaymentScriptLoader(
  source: PaymentScriptSource,
  addScript: (url: string) => void,
): PaymentScriptLoader {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let loaded = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    routeChanged(routeName) {
      if (loaded) return;
      const url = source.scriptUrl();
      if (url === null || routeName === undefined || !PAYMENT_ROUTE_NAMES.has(routeName)) {
        cancel();
        return;
      }
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        loaded = true;
        addScript(url);
      }, PAYMENT_SCRIPT_DELAY_MS);
    },
    stop: cancel,
  };
}

/** Adds an async `<script src>` to the document's head. */
export function appendScript(url: string): void {
  const script = document.createElement("script");
  script.src = url;
  script.async = true;
  document.head.append(script);
}
