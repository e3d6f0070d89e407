/**
 * Where a new company without banks starts (spec 000 §4 "With no banks it goes to onboarding", which the
 * spec says of a company switch, applied by Trezo to the first arrival too): arriving on the dashboard
 * straight from the last step of a sign-up (the company step, or an accepted invitation), a company that
 * is not an accounting firm and has no bank goes to /onboarding/welcome, unless onboarding is suppressed
 * (the suppressOnboarding flag). An ordinary sign-in keeps the spec's landing (the dashboard, whose guide
 * links to the onboarding), and so does any later visit: the user may have skipped the onboarding.
 */

/** The last steps of signing up, after which the first landing happens. */
const ENTRY_STEP_NAMES = ["companyInfos", "acceptInvite"];

export interface OnboardingLandingInput {
  /** The route being entered. */
  toName: string;
  /** The route left; undefined on the first navigation of the page. */
  fromName: string | undefined;
  /** The selected company is an accounting firm (its home is the console). */
  isCpa: boolean;
  /** Banks of the selected company that are not archived. */
  bankCount: number;
  suppressOnboarding: boolean;
}

export const ONBOARDING_WELCOME_PATH = "/onboarding/welcome";

/** Whether the navigation should go to the onboarding's welcome instead. */
export function startsOnboarding(input: OnboardingLandingInput): boolean {
  const fromEntry = input.fromName !== undefined && ENTRY_STEP_NAMES.includes(input.fromName);
  return (
    input.toName === "dashboard" &&
    fromEntry &&
    !input.isCpa &&
    input.bankCount === 0 &&
    !input.suppressOnboarding
  );
}
