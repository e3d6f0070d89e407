/**
 * The update check of spec 000 §4 and 001 §7.12: every 5 minutes a HEAD of the index page compares its
 * last-modified or etag with the first one seen; at most 120 checks per route period (the count starts
 * again on each navigation, so a tab left open on one page stops polling after 10 hours). A new version
 * shows a prompt, or reloads silently during sign-up and authentication routes; after the reload a green
 * notice says the app was updated.
 */

export const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const MAX_CHECKS_PER_ROUTE_PERIOD = 120;

/** The validators of the index page: etag when the server sends one, else last-modified. */
export interface IndexValidators {
  etag: string | null;
  lastModified: string | null;
}

/** The version a HEAD answer identifies, or undefined when the server sent neither header. */
export function versionOf(validators: IndexValidators): string | undefined {
  return validators.etag ?? validators.lastModified ?? undefined;
}

/** What to do when a new version is out: a prompt, or a silent reload on routes where nothing is lost. */
export function updateActionFor(route: { name: string; onAuthHost: boolean }): "prompt" | "silentReload" {
  const quiet =
    route.onAuthHost ||
    route.name.startsWith("signup") ||
    route.name === "signin" ||
    route.name === "signinCallback" ||
    route.name === "passwordrecovery";
  return quiet ? "silentReload" : "prompt";
}

export interface UpdateCheckerOptions {
  /** HEAD of the index page. */
  fetchValidators(): Promise<IndexValidators>;
  onNewVersion(): void;
  maxChecksPerRoutePeriod?: number;
}

/** Counts and compares; the caller runs `check` every UPDATE_CHECK_INTERVAL_MS. */
export interface UpdateChecker {
  /** One check; resolves true when a new version was found (reported once). */
  check(): Promise<boolean>;
  /** A navigation: a new route period starts. */
  routeChanged(): void;
  /** Checks made in the current route period. */
  readonly checksInPeriod: number;
}

export function createUpdateChecker(options: UpdateCheckerOptions): UpdateChecker {
  const max = options.maxChecksPerRoutePeriod ?? MAX_CHECKS_PER_ROUTE_PERIOD;
  let baseline: string | undefined;
  let checks = 0;
  let reported = false;
  return {
    get checksInPeriod() {
      return checks;
    },
    routeChanged() {
      checks = 0;
    },
    async check() {
      if (reported || checks >= max) return false;
      checks += 1;
      let current: string | undefined;
      try {
        current = versionOf(await options.fetchValidators());
      } catch {
        return false; // Offline or server down: the health check deals with that, not the update check.
      }
      if (current === undefined) return false;
      if (baseline === undefined) {
        baseline = current;
        return false;
      }
      if (current === baseline) return false;
      reported = true;
      options.onNewVersion();
      return true;
    },
  };
}

/** sessionStorage key that survives the reload to say the app was just updated. */
export const UPDATED_FLAG_KEY = "trezo.updatedAfterReload";
