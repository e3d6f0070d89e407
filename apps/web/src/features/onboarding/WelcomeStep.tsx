import { useApiQuery } from "@trezo/api";
import { Button, Heading, Skeleton, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { Translatable } from "../../components/Translatable";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { OnboardingChapters } from "./OnboardingChapters";
import { OnboardingStep } from "./OnboardingStep";
import { WelcomeEditor } from "./WelcomeEditor";

export interface WelcomeStepProps {
  companyId: number;
  companyName: string;
  /**
   * Whether the user may write the company's own welcome (owner level).
   * @default false
   */
  canCustomize?: boolean;
  onStart: () => void;
  onSkip: () => void;
}

/**
 * /onboarding/welcome: the welcome texts (the company's own, its partner's, or the product's: the server
 * decides, getStartOnboarding) and the company's progress through the chapters. If the chapters cannot be
 * read, the welcome still shows (spec 001 §7.2: empty on error).
 */
export function WelcomeStep({
  companyId,
  companyName,
  canCustomize = false,
  onStart,
  onSkip,
}: WelcomeStepProps) {
  const t = useT();
  const onboarding = useApiQuery("getStartOnboarding", { companyId });
  const welcome = onboarding.data?.welcome;
  const [editing, setEditing] = useState(false);
  const notify = useAppStore((state) => state.notify);
  return (
    <OnboardingStep
      heading={
        onboarding.isPending ? (
          <Skeleton height={64} />
        ) : (
          <Stack gap="sm">
            {/* A company's or partner's own texts are written by people: marked translatable. */}
            <Heading level={1}>
              {welcome?.title ? <Translatable text={welcome.title} /> : t("onboarding.welcome.title")}
            </Heading>
            <Text tone="muted">{t("onboarding.welcome.company", { name: companyName })}</Text>
            <Text style={{ whiteSpace: "pre-line" }}>
              {welcome?.body ? <Translatable text={welcome.body} /> : t("onboarding.welcome.body")}
            </Text>
          </Stack>
        )
      }
      actions={
        <>
          <Button variant="primary" onClick={onStart}>
            {t("onboarding.welcome.start")}
          </Button>
          <Button variant="ghost" onClick={onSkip}>
            {t("onboarding.skip")}
          </Button>
          {canCustomize && !editing ? (
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t("onboarding.customize.open")}
            </Button>
          ) : null}
        </>
      }
    >
      {editing ? (
        <WelcomeEditor
          companyId={companyId}
          own={
            welcome?.source === "company" && welcome.title && welcome.body
              ? { title: welcome.title, body: welcome.body }
              : null
          }
          onDone={(saved) => {
            setEditing(false);
            if (saved) notify({ msg: t("onboarding.customize.saved"), color: "green" });
          }}
        />
      ) : null}
      <OnboardingChapters chapters={onboarding.data?.chapters ?? []} />
    </OnboardingStep>
  );
}
