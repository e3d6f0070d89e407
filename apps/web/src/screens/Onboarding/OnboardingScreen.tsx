/**
 * /onboarding/{welcome, why-connect, add-bank, book-a-demo} (spec 000 §2): where a company without banks
 * starts (session/onboardingLanding, and a company switch). The steps live in features/onboarding; the
 * add-bank step opens the shell's add-bank popup, and follows with the next step once a bank exists.
 */
import { Stack } from "@trezo/ui";
import { useCallback } from "react";
import { useNavigate, useRouteLoaderData } from "react-router-dom";
import type { CurrentRoute } from "../../app/guardLoader";
import { AddBankStep } from "../../features/onboarding/AddBankStep";
import { BookDemoStep } from "../../features/onboarding/BookDemoStep";
import { OnboardingProgress } from "../../features/onboarding/OnboardingProgress";
import { page } from "../../features/onboarding/onboarding.css";
import {
  nextStep,
  type OnboardingStepName,
  previousStep,
  stepOf,
  stepPath,
} from "../../features/onboarding/onboardingSteps";
import { WelcomeStep } from "../../features/onboarding/WelcomeStep";
import { WhyConnectStep } from "../../features/onboarding/WhyConnectStep";
import { appStore, useAppStore } from "../../state/appStore";

const DASHBOARD = "/dashboard";

export function Component() {
  const current = useRouteLoaderData("root") as CurrentRoute;
  const step = stepOf(current.params.step);
  const navigate = useNavigate();
  const company = useAppStore((state) => state.company);
  const bankCount = useAppStore((state) => state.banks.filter((bank) => !bank.archived).length);
  const openPopup = useAppStore((state) => state.openPopup);

  const go = useCallback(
    (target: OnboardingStepName | null) => navigate(target ? stepPath(target) : DASHBOARD),
    [navigate],
  );
  const forward = useCallback(() => go(nextStep(step)), [go, step]);
  const back = useCallback(() => go(previousStep(step)), [go, step]);
  const finish = useCallback(() => navigate(DASHBOARD), [navigate]);

  if (!company) return null;
  return (
    <div className={page} data-screen="onboarding" data-step={step}>
      <Stack gap="lg">
        <OnboardingProgress current={step} />
        {step === "welcome" ? (
          <WelcomeStep
            companyId={company.id}
            companyName={company.name}
            canCustomize={company.isOwner}
            onStart={forward}
            onSkip={finish}
          />
        ) : step === "why-connect" ? (
          <WhyConnectStep onNext={forward} onBack={back} />
        ) : step === "add-bank" ? (
          <AddBankStep
            key={company.id}
            bankCount={bankCount}
            onAddBank={() => {
              // A suggestion never covers a popup the user has open.
              if (!appStore.getState().popup) openPopup({ id: "addBank" });
            }}
            onNext={forward}
            onBack={back}
          />
        ) : (
          <BookDemoStep onFinish={finish} onBack={back} />
        )}
      </Stack>
    </div>
  );
}
