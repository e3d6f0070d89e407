import { Button, linkClass } from "@trezo/ui";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { meetingPath } from "./meetingReason";
import { OnboardingStep, StepIntro } from "./OnboardingStep";

export interface BookDemoStepProps {
  onFinish: () => void;
  onBack: () => void;
}

/** /onboarding/book-a-demo: offers a demo (the meeting page, reason demo), or the dashboard. */
export function BookDemoStep({ onFinish, onBack }: BookDemoStepProps) {
  const t = useT();
  return (
    <OnboardingStep
      heading={<StepIntro title={t("onboarding.bookDemo.title")} body={t("onboarding.bookDemo.body")} />}
      actionsGap="md"
      actions={
        <>
          <Link className={linkClass} to={meetingPath("demo")}>
            {t("onboarding.bookDemo.book")}
          </Link>
          <Button variant="primary" onClick={onFinish}>
            {t("onboarding.bookDemo.finish")}
          </Button>
        </>
      }
      onBack={onBack}
    />
  );
}
