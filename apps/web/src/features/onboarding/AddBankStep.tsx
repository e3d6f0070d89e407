import { ADD_BANK_SUGGESTION_DELAY_MS } from "@trezo/domain";
import { Button, Text } from "@trezo/ui";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/appI18n";
import { OnboardingStep, StepIntro } from "./OnboardingStep";

export interface AddBankStepProps {
  /** The company's banks that are not archived. */
  bankCount: number;
  /** Opens the add-bank flow (the shell's add-bank popup). */
  onAddBank: () => void;
  /** Goes to the next step. */
  onNext: () => void;
  onBack: () => void;
  /**
   * How long the step waits before suggesting the add-bank flow by itself when the company has no bank.
   * @default ADD_BANK_SUGGESTION_DELAY_MS (3 s, spec 000 §9)
   */
  suggestAfterMs?: number;
}

/**
 * /onboarding/add-bank: the add-bank flow. Without a bank, the flow is suggested after 3 s (spec 000 §9)
 * unless the user opened it first; once the company has a bank, "Continuer" leads to the next step (the
 * user may add several banks first).
 */
export function AddBankStep({
  bankCount,
  onAddBank,
  onNext,
  onBack,
  suggestAfterMs = ADD_BANK_SUGGESTION_DELAY_MS,
}: AddBankStepProps) {
  const t = useT();
  const opened = useRef(false);
  const initialCount = useRef(bankCount);
  const open = () => {
    opened.current = true;
    onAddBank();
  };

  // Once per visit of the step: the suggestion is not repeated when the count or the callbacks change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (initialCount.current > 0) return undefined;
    const timer = window.setTimeout(() => {
      if (!opened.current) open();
    }, suggestAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <OnboardingStep
      heading={<StepIntro title={t("onboarding.addBank.title")} body={t("onboarding.addBank.body")} />}
      actions={
        <>
          <Button variant={bankCount > 0 ? "secondary" : "primary"} onClick={open}>
            {t("onboarding.addBank.open")}
          </Button>
          <Button variant={bankCount > 0 ? "primary" : "ghost"} onClick={onNext}>
            {t(bankCount > 0 ? "onboarding.next" : "onboarding.addBank.later")}
          </Button>
        </>
      }
      onBack={onBack}
    >
      {bankCount > 0 ? (
        <Text role="status" tone="success">
          {t("onboarding.addBank.connected", { count: bankCount })}
        </Text>
      ) : (
        <Text tone="muted">{t("onboarding.addBank.suggestion")}</Text>
      )}
    </OnboardingStep>
  );
}
