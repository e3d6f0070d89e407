/**
 * Switching company (spec 000 §4): the new id is stored, then the app goes to onboarding when the
 * company has no banks, to the dashboard when leaving the console or the onboarding welcome, and
 * otherwise reloads the page so that every screen starts from the new company's data.
 */
export type CompanySwitchOutcome = { kind: "navigate"; to: string } | { kind: "reload" };

export interface CompanySwitchInput {
  /**
   * Number of banks of the company switched to; undefined while the banking calls are not in the
   * contract (then the onboarding rule cannot apply and the page reloads).
   */
  bankCount: number | undefined;
  /** The company switched to is an accounting firm (its home is the console, not onboarding). */
  isCpa: boolean;
  /** Path of the current page. */
  currentPath: string;
}

/** Where the app goes after the selected company changed. */
export function companySwitchOutcome(input: CompanySwitchInput): CompanySwitchOutcome {
  if (input.bankCount === 0 && !input.isCpa) return { kind: "navigate", to: "/onboarding/welcome" };
  if (input.currentPath === "/console" || input.currentPath === "/onboarding/welcome") {
    return { kind: "navigate", to: "/dashboard" };
  }
  return { kind: "reload" };
}
