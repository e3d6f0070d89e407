/** The guide a company without data sees instead of an empty grid: three steps, each a link. */
import { Button, Card, Heading, linkClass, Stack, Text } from "@trezo/ui";
import { Circle, CircleCheck } from "lucide-react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import type { OnboardingStep } from "./onboardingSteps";

export interface DashboardOnboardingProps {
  steps: readonly OnboardingStep[];
  onSkip: () => void;
}

export function DashboardOnboarding({ steps, onSkip }: DashboardOnboardingProps) {
  const t = useT();
  return (
    <Card>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2}>{t("dashboardScreen.onboarding.title")}</Heading>
          <Text tone="muted">{t("dashboardScreen.onboarding.description")}</Text>
        </Stack>
        <ol
          aria-label={t("dashboardScreen.onboarding.steps")}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {steps.map((step) => (
            <li key={step.id} style={{ display: "flex", gap: "0.75rem", padding: "0.5rem 0" }}>
              {step.done ? (
                <CircleCheck
                  aria-label={t("dashboardScreen.onboarding.done")}
                  role="img"
                  color="currentColor"
                />
              ) : (
                <Circle aria-hidden="true" />
              )}
              <Stack gap="xxs">
                <Heading level={3}>{t(`dashboardScreen.onboarding.${step.id}.title`)}</Heading>
                <Text tone="muted">{t(`dashboardScreen.onboarding.${step.id}.description`)}</Text>
                {step.done ? null : (
                  <Link className={linkClass} to={step.to}>
                    {t(`dashboardScreen.onboarding.${step.id}.action`)}
                  </Link>
                )}
              </Stack>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="ghost" onClick={onSkip}>
            {t("dashboardScreen.onboarding.skip")}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
