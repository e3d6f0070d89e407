/**
 * Spec 000 §4: the service is hidden (the suspended page with the owner's email) when the company has no
 * subscription, no trial, is not standalone and is not an accounting firm.
 */
export interface SuspensionInput {
  hasSubscription: boolean;
  isTrial: boolean;
  isStandalone: boolean;
  isCpa: boolean;
}

export function isServiceSuspended(input: SuspensionInput): boolean {
  return !input.hasSubscription && !input.isTrial && !input.isStandalone && !input.isCpa;
}
