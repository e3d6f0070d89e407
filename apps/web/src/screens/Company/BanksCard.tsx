import { canAccessRoute } from "@trezo/domain";
import { Card, linkClass, Stack, Text } from "@trezo/ui";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { accessContextOf, useAppStore } from "../../state/appStore";

/**
 * The way from /company to the banks-and-accounts screen (/banks), shown when the user may open it
 * (the transactions rule of spec 000 §6; never for an accounting firm's own company).
 */
export function BanksCard() {
  const t = useT();
  const allowed = useAppStore((state) => {
    const access = accessContextOf(state);
    return access !== undefined && canAccessRoute("/transactions", access);
  });
  if (!allowed) return null;
  return (
    <Card title={t("banks.title")}>
      <Stack gap="sm">
        <Text tone="muted">{t("banks.fromCompanyBody")}</Text>
        <Link to="/banks" className={linkClass}>
          {t("banks.fromCompany")}
        </Link>
      </Stack>
    </Card>
  );
}
