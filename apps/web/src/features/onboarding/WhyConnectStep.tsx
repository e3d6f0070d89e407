import type { MessageKey } from "@trezo/i18n";
import { Button, Heading, Stack, Text } from "@trezo/ui";
import { ShieldCheck, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/appI18n";
import { OnboardingStep } from "./OnboardingStep";
import { columns, icon, listItem, plainList } from "./onboarding.css";

export interface WhyConnectStepProps {
  onNext: () => void;
  onBack: () => void;
}

const SAFE: MessageKey[] = [
  "onboarding.whyConnect.safe1",
  "onboarding.whyConnect.safe2",
  "onboarding.whyConnect.safe3",
];
const GIVES: MessageKey[] = [
  "onboarding.whyConnect.gives1",
  "onboarding.whyConnect.gives2",
  "onboarding.whyConnect.gives3",
];

function Reasons({ title, items, symbol }: { title: string; items: MessageKey[]; symbol: ReactNode }) {
  const t = useT();
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <Heading level={2}>{title}</Heading>
        <ul className={plainList}>
          {items.map((key) => (
            <li key={key} className={listItem}>
              {symbol}
              <Text>{t(key)}</Text>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/** /onboarding/why-connect: why connecting a bank is safe and what it gives, then the add-bank step. */
export function WhyConnectStep({ onNext, onBack }: WhyConnectStepProps) {
  const t = useT();
  return (
    <OnboardingStep
      heading={<Heading level={1}>{t("onboarding.whyConnect.title")}</Heading>}
      actions={
        <Button variant="primary" onClick={onNext}>
          {t("onboarding.whyConnect.action")}
        </Button>
      }
      onBack={onBack}
    >
      <div className={columns}>
        <Reasons
          title={t("onboarding.whyConnect.safeTitle")}
          items={SAFE}
          symbol={<ShieldCheck size={18} className={icon} aria-hidden="true" />}
        />
        <Reasons
          title={t("onboarding.whyConnect.givesTitle")}
          items={GIVES}
          symbol={<TrendingUp size={18} className={icon} aria-hidden="true" />}
        />
      </div>
    </OnboardingStep>
  );
}
