import { useApiClient, useApiQuery } from "@trezo/api";
import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { messageOf } from "./partnerErrors";

/**
 * /partner/callback?partner=…&integration=…: where a connection ends. The first synchronisation runs at
 * once, so the user sees the partner's invoices arrive; then back to the integrations.
 */
export function PartnerCallback({ companyId }: { companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useApiClient();
  const [params] = useSearchParams();
  const integrationId = Number(params.get("integration") ?? "");
  const checked = useApiQuery(
    "checkPartner",
    { partner_name: params.get("partner") || "?" },
    { retry: false },
  );
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !Number.isInteger(integrationId) || integrationId <= 0) return;
    started.current = true;
    client
      .call("syncPartnerManagedCompany", { companyId, partner_integration_id: integrationId })
      .then(({ result }) =>
        setOutcome({
          text: t("partners.syncDone", { imported: result.imported, already: result.already_there }),
          failed: false,
        }),
      )
      .catch((error: unknown) => setOutcome({ text: messageOf(error), failed: true }));
  }, [client, companyId, integrationId, t]);

  const name = checked.data?.partner?.partner_name ?? "";
  return (
    <Stack gap="lg">
      <Heading level={1}>{t("partners.callbackTitle", { partner: name })}</Heading>
      {outcome === null ? (
        <Text role="status">{t("partners.syncing")}</Text>
      ) : (
        <Text role={outcome.failed ? "alert" : "status"}>{outcome.text}</Text>
      )}
      <Button onClick={() => navigate("/partner/integration")}>{t("partners.back")}</Button>
    </Stack>
  );
}
