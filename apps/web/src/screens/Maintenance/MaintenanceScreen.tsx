import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { serviceHealth } from "../../platform/serviceHealth";

/** /maintenance: where a failed health check leads; "try again" checks and goes back when it answers. */
export function Component() {
  const t = useT();
  const [checking, setChecking] = useState(false);
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.maintenance.title")}</Heading>
      <Text>{t("web.maintenance.body")}</Text>
      <Button
        loading={checking}
        onClick={async () => {
          setChecking(true);
          const healthy = await serviceHealth();
          setChecking(false);
          if (healthy) window.location.assign("/dashboard");
        }}
      >
        {t("web.maintenance.retry")}
      </Button>
    </Stack>
  );
}
