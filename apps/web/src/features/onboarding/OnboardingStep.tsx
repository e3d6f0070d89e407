import { Button, Card, Heading, Inline, Stack, Text } from "@trezo/ui";
import type { ReactNode } from "react";
import { useT } from "../../i18n/appI18n";

export interface OnboardingStepProps {
  /** What opens the step: its title (and introduction, StepIntro). */
  heading: ReactNode;
  /** What the step shows between its heading and its buttons. */
  children?: ReactNode;
  /** The step's own buttons (and links), in order; "Retour" follows them when `onBack` is given. */
  actions: ReactNode;
  onBack?: () => void;
  /**
   * Space between the buttons: wider where a link stands among them (book a demo).
   * @default "sm"
   */
  actionsGap?: "sm" | "md";
}

/** The card of an onboarding step (/onboarding/*): heading, content, then the buttons in one row. */
export function OnboardingStep({
  heading,
  children,
  actions,
  onBack,
  actionsGap = "sm",
}: OnboardingStepProps) {
  const t = useT();
  return (
    <Card>
      <Stack gap="lg">
        {heading}
        {children}
        <Inline gap={actionsGap} wrap>
          {actions}
          {onBack ? (
            <Button variant="ghost" onClick={onBack}>
              {t("onboarding.back")}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

/** A step's title and the paragraph under it. */
export function StepIntro({ title, body }: { title: string; body: string }) {
  return (
    <Stack gap="sm">
      <Heading level={1}>{title}</Heading>
      <Text>{body}</Text>
    </Stack>
  );
}
