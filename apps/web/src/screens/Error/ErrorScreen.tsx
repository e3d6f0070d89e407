import { Heading, Stack, Text } from "@trezo/ui";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { isAuthHost } from "../../routing/routeTable";

/** /error, on both hosts: the auth host sends every unknown path here. */
export function Component() {
  const t = useT();
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.error.title")}</Heading>
      <Text>{t("web.error.body")}</Text>
      {!isAuthHost(window.location.hostname) && <Link to="/dashboard">{t("web.error.home")}</Link>}
    </Stack>
  );
}
