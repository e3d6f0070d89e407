/**
 * The ad-blocker check of spec 000 §9 and 001 §8: 2 s after the signed-in app shows, the ad script is
 * fetched; when that fetch fails an ad blocker is considered detected and the ad-blocker warning opens.
 * The probe is an adapter (a URL and a fetch), so tests make it fail or succeed with real requests.
 */

/** Spec 000 §9: the ad-blocker check runs 2 s after the app shows. */
export const AD_BLOCKER_CHECK_DELAY_MS = 2000;

/** A file of our own named like an ad script (public/ads/adsbygoogle.js): what ad blockers refuse. */
export const AD_SCRIPT_URL = "/ads/adsbygoogle.js";

/** Answers whether an ad blocker is detected. */
export type AdBlockerProbe = () => Promise<boolean>;

/** The probe that fetches `url`: a rejected fetch (blocked) or a non-ok answer counts as detected. */
export function adScriptProbe(url: string = AD_SCRIPT_URL, fetchImpl: typeof fetch = fetch): AdBlockerProbe {
  return async () => {
    try {
      const response = await fetchImpl(url, { cache: "no-store" });
      return !response.ok;
    } catch {
      return true;
    }
  };
}

/**
 * Runs `probe` after `delayMs` and calls `onDetected` when it says an ad blocker is there. Returns what
 * cancels it (the layout left before the check ran, or its answer came after).
 */
export function scheduleAdBlockerCheck(
  probe: AdBlockerProbe,
  onDetected: () => void,
  delayMs: number = AD_BLOCKER_CHECK_DELAY_MS,
): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    void probe().then((detected) => {
      if (detected && !cancelled) onDetected();
    });
  }, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
