import type { MessageKey } from "@trezo/i18n";
import { Heading, Stack, Text } from "@trezo/ui";
import { useRouteLoaderData } from "react-router-dom";
import type { CurrentRoute } from "../../app/guardLoader";
import { useT } from "../../i18n/appI18n";

const TITLES: Record<string, MessageKey> = {
  dashboard: "web.nav.dashboard",
  console: "web.nav.console",
  transactions: "web.nav.transactions",
  invoices: "web.nav.invoices",
  checks: "web.nav.checks",
  categories: "web.nav.categories",
  analytics: "web.nav.analytics",
  users: "web.nav.users",
};

/** A business screen of another issue, until it lands: the guard and the shell already apply to it. */
export function Component() {
  const t = useT();
  const current = useRouteLoaderData("root") as CurrentRoute;
  const title = TITLES[current.route.name];
  return (
    <Stack gap="md" data-screen={current.route.name}>
      {title ? <Heading level={1}>{t(title)}</Heading> : null}
      <Text tone="muted">{t("web.placeholder.body")}</Text>
    </Stack>
  );
}
