import type { AccessContext } from "@trezo/domain";
import {
  decideNavigation,
  type GuardDecision,
  type GuardInput,
  type LoadFailure,
  type LoadOutcome,
  type ProfileFields,
  type TokenCheck,
} from "./navigationGuard";

/** The server calls the guard may need; each rejects with an error carrying `status` on a non-ok answer. */
export interface GuardLoaders {
  loadPreferences(): Promise<void>;
  /** Becomes authorized: loads what spec 000 §4 lists and returns the access context it found. */
  loadSessionData(): Promise<AccessContext>;
  verifyTokenExpiration(): Promise<{ needUserSignin: boolean; signupNotFinished: boolean }>;
  loadProfile(): Promise<ProfileFields>;
  /** The company id in storage now: authorizing may have chosen one (the user's first company). */
  storedCompanyId(): string | null | undefined;
}

/** What is already known when the navigation starts (the store's current values). */
export type GuardStart = Omit<GuardInput, "preferences" | "sessionData" | "tokenCheck"> & {
  preferences?: LoadOutcome;
  sessionData?: LoadOutcome;
};

function statusOf(error: unknown): LoadFailure {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" || status === "noCompany" ? status : "error";
}

/** Final decisions only: the runner performs every `load` itself. */
export type FinalGuardDecision = Exclude<GuardDecision, { kind: "load" }>;

/**
 * Runs the guard of spec 000 §4 to its final decision, performing the loads it asks for. Each resource
 * is loaded at most once per navigation, so the loop always ends.
 */
export async function runNavigationGuard(
  start: GuardStart,
  loaders: GuardLoaders,
): Promise<FinalGuardDecision> {
  const input: GuardInput = {
    ...start,
    preferences: start.preferences ?? "notLoaded",
    sessionData: start.sessionData ?? (start.access ? "loaded" : "notLoaded"),
    tokenCheck: undefined,
  };
  const attempted = new Set<string>();
  for (;;) {
    const decision = decideNavigation(input);
    if (decision.kind !== "load") return decision;
    if (attempted.has(decision.resource)) {
      // A loader that "succeeded" without giving what the guard needs: treat as a failure.
      return { kind: "logout", continueTo: input.to.access === "public" ? input.to.path : "/signin" };
    }
    attempted.add(decision.resource);
    try {
      switch (decision.resource) {
        case "preferences":
          await loaders.loadPreferences();
          input.preferences = "loaded";
          break;
        case "sessionData":
          input.access = await loaders.loadSessionData();
          input.sessionData = "loaded";
          input.storedCompanyId = loaders.storedCompanyId();
          if (input.session === "unauthenticated") input.session = "authorized";
          break;
        case "tokenCheck":
          input.tokenCheck = {
            outcome: "ok",
            ...(await loaders.verifyTokenExpiration()),
          } satisfies TokenCheck;
          break;
        case "profile":
          input.profile = await loaders.loadProfile();
          break;
      }
    } catch (error) {
      const failure = { failed: statusOf(error) } as const;
      if (decision.resource === "preferences") input.preferences = failure;
      else if (decision.resource === "sessionData") input.sessionData = failure;
      else if (decision.resource === "tokenCheck") {
        const status = failure.failed === "noCompany" ? "error" : failure.failed;
        input.tokenCheck = { outcome: "failed", status };
      } else return { kind: "logout", continueTo: input.to.access === "public" ? input.to.path : "/signin" };
    }
  }
}
