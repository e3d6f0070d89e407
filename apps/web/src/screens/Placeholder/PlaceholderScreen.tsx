import type { MessageKey } from "@trezo/i18n";
import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useRouteLoaderData } from "react-router-dom";
import type { CurrentRoute } from "../../app/guardLoader";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

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
  const openPopup = useAppStore((state) => state.openPopup);
  const title = TITLES[current.route.name];
  // The onboarding's add-bank step already works through the shell's add-bank popup.
  const addBankStep = current.route.name === "onboarding" && current.params.step === "add-bank";
  return (
    <Stack gap="md" data-screen={current.route.name}>
      {title ? <Heading level={1}>{t(title)}</Heading> : null}
      {addBankStep ? (
        <>
          <Heading level={1}>{t("web.popups.addBankTitle")}</Heading>
          <Text>{t("web.popups.addBankBody")}</Text>
          <div>
            <Button onClick={() => openPopup({ id: "addBank" })}>{t("web.popups.addBankTitle")}</Button>
          </div>
        </>
      ) : (
        <Text tone="muted">{t("web.placeholder.body")}</Text>
      )}
    </Stack>
  );
}
