import type { MessageKey } from "@trezo/i18n";
import { ONBOARDING_STEPS } from "../../routing/routeTable";

/** The onboarding's steps in their order (spec 000 §2: welcome, why-connect, add-bank, book-a-demo). */
export const ONBOARDING_STEP_ORDER = ONBOARDING_STEPS;
export type OnboardingStepName = (typeof ONBOARDING_STEP_ORDER)[number];

/** The name of each step in the step indicator. */
export const STEP_LABELS: Record<OnboardingStepName, MessageKey> = {
  welcome: "onboarding.steps.welcome",
  "why-connect": "onboarding.steps.whyConnect",
  "add-bank": "onboarding.steps.addBank",
  "book-a-demo": "onboarding.steps.bookDemo",
};

/** The step's path. */
export const stepPath = (step: OnboardingStepName) => `/onboarding/${step}`;

/** The step after `step`, or null after the last one. */
export function nextStep(step: OnboardingStepName): OnboardingStepName | null {
  return ONBOARDING_STEP_ORDER[ONBOARDING_STEP_ORDER.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(step: OnboardingStepName): OnboardingStepName | null {
  const index = ONBOARDING_STEP_ORDER.indexOf(step);
  return index > 0 ? (ONBOARDING_STEP_ORDER[index - 1] ?? null) : null;
}

/** A route parameter as a step; anything else is the welcome (the route table already redirects it). */
export function stepOf(value: string | undefined): OnboardingStepName {
  return (ONBOARDING_STEP_ORDER as readonly string[]).includes(value ?? "")
    ? (value as OnboardingStepName)
    : "welcome";
}
