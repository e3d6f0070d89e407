/**
 * The health check of spec 001 §7.12 and §9: GET healthcheckDb with a time parameter, 5 s timeout, two
 * retries after the first attempt (waiting 3 s, then 6 s), the result cached for 1.5 s. When every
 * attempt fails the app goes to /maintenance.
 */

export const HEALTH_CHECK_TIMEOUT_MS = 5000;
export const HEALTH_CHECK_RETRY_DELAYS_MS = [3000, 6000] as const;
export const HEALTH_CHECK_CACHE_MS = 1500;

export interface HealthCheckOptions {
  /** One attempt: resolves when the server and its database answer, rejects otherwise. */
  attempt(timeoutMs: number): Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Returns a function that says whether the service is up, sharing one result for 1.5 s. */
export function createHealthCheck(options: HealthCheckOptions): () => Promise<boolean> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let inFlight: Promise<boolean> | undefined;
  let last: { at: number; healthy: boolean } | undefined;

  const run = async (): Promise<boolean> => {
    const delays = [0, ...HEALTH_CHECK_RETRY_DELAYS_MS];
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      try {
        await options.attempt(HEALTH_CHECK_TIMEOUT_MS);
        return true;
      } catch {
        // Try again after the next delay.
      }
    }
    return false;
  };

  return () => {
    // A check still running is shared; a finished one is reused for 1.5 s.
    if (inFlight) return inFlight;
    if (last && now() - last.at < HEALTH_CHECK_CACHE_MS) return Promise.resolve(last.healthy);
    const check = run().then((healthy) => {
      last = { at: now(), healthy };
      inFlight = undefined;
      return healthy;
    });
    inFlight = check;
    return check;
  };
}
