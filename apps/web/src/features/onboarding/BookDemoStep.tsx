import { Button, Card, Heading, Inline, linkClass, Stack, Text } from "@trezo/ui";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { meetingPath } from "./meetingReason";

export interface BookDemoStepProps {
  onFinish: () => void;
  onBack: () => void;
}

/** /onboarding/book-a-demo: offers a demo (the meeting page, reason demo), or the dashboard. */
export function BookDemoStep({ onFinish, onBack }: BookDemoStepProps) {
  const t = useT();
  return (
    <Card>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={1}>{t("onboarding.bookDemo.title")}</Heading>
          <Text>{t("onboarding.bookDemo.body")}</Text>
        </Stack>
        <Inline gap="md" wrap align="center">
          <Link className={linkClass} to={meetingPath("demo")}>
            {t("onboarding.bookDemo.book")}
          </Link>
          <Button variant="primary" onClick={onFinish}>
            {t("onboarding.bookDemo.finish")}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t("onboarding.back")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
