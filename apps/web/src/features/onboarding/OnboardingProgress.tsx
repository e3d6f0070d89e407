import { Text } from "@trezo/ui";
import { CircleCheck } from "lucide-react";
import { useT } from "../../i18n/appI18n";
import { progress, progressItem } from "./onboarding.css";
import { ONBOARDING_STEP_ORDER, type OnboardingStepName, STEP_LABELS } from "./onboardingSteps";

export interface OnboardingProgressProps {
  /** The step shown: marked `aria-current="step"`; the ones before it carry a check. */
  current: OnboardingStepName;
}

/** Where the user is in the four onboarding steps ("Étape 2 sur 4" for screen readers and sighted users). */
export function OnboardingProgress({ current }: OnboardingProgressProps) {
  const t = useT();
  const index = ONBOARDING_STEP_ORDER.indexOf(current);
  return (
    <nav aria-label={t("onboarding.stepsLabel")}>
      <Text tone="muted" size="sm">
        {t("onboarding.stepOf", { step: index + 1, total: ONBOARDING_STEP_ORDER.length })}
      </Text>
      <ol className={progress}>
        {ONBOARDING_STEP_ORDER.map((step, position) => (
          <li
            key={step}
            className={progressItem}
            {...(step === current ? { "aria-current": "step" as const } : {})}
          >
            {position < index ? <CircleCheck size={14} aria-hidden="true" /> : null}
            {t(STEP_LABELS[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
