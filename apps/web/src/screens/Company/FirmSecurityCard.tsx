import { useApiMutation, useApiQuery } from "@trezo/api";
import { Card, Switch, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/**
 * An accounting firm's choice, its owner's (issue 23): every staff member signs in with a second factor
 * (setFirmMfaPolicy). Shown to the owner level of a firm only.
 */
export function FirmSecurityCard({ companyId }: { companyId: number }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const policy = useApiQuery("getFirmMfaPolicy", { companyId });
  const save = useApiMutation("setFirmMfaPolicy", { invalidates: ["getFirmMfaPolicy", "getMfaStatus"] });
  if (!policy.data?.is_cpa) return null;
  return (
    <Card title={t("mfa.web.firmTitle")}>
      <Switch
        isSelected={policy.data.required}
        isDisabled={save.isPending}
        onChange={async (required) => {
          try {
            await save.mutateAsync({ companyId, required });
            notify({ msg: t("mfa.web.firmSaved"), color: "green" });
          } catch (error) {
            notify({ msg: error instanceof Error ? error.message : String(error), color: "red" });
          }
        }}
      >
        {t("mfa.web.firmRequire")}
      </Switch>
      <Text tone="muted">{t("mfa.web.requiredNote")}</Text>
    </Card>
  );
}
