import { useApiQuery } from "@trezo/api";
import { Button, Card, Heading, Inline, Skeleton, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { OnboardingChapters } from "./OnboardingChapters";

export interface WelcomeStepProps {
  companyId: number;
  companyName: string;
  onStart: () => void;
  onSkip: () => void;
}

/**
 * /onboarding/welcome: the welcome texts (the company's own, its partner's, or the product's: the server
 * decides, getStartOnboarding) and the company's progress through the chapters. If the chapters cannot be
 * read, the welcome still shows (spec 001 §7.2: empty on error).
 */
export function WelcomeStep({ companyId, companyName, onStart, onSkip }: WelcomeStepProps) {
  const t = useT();
  const onboarding = useApiQuery("getStartOnboarding", { companyId });
  const welcome = onboarding.data?.welcome;
  return (
    <Card>
      <Stack gap="lg">
        {onboarding.isPending ? (
          <Skeleton height={64} />
        ) : (
          <Stack gap="sm">
            <Heading level={1}>{welcome?.title ?? t("onboarding.welcome.title")}</Heading>
            <Text tone="muted">{t("onboarding.welcome.company", { name: companyName })}</Text>
            <Text style={{ whiteSpace: "pre-line" }}>{welcome?.body ?? t("onboarding.welcome.body")}</Text>
          </Stack>
        )}
        <OnboardingChapters chapters={onboarding.data?.chapters ?? []} />
        <Inline gap="sm" wrap>
          <Button variant="primary" onClick={onStart}>
            {t("onboarding.welcome.start")}
          </Button>
          <Button variant="ghost" onClick={onSkip}>
            {t("onboarding.skip")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
