import { useApiQuery } from "@trezo/api";
import { Badge, Button, Heading, Stack, Text } from "@trezo/ui";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { list, row } from "./PartnerScreen.css";

/** /partner/selection: the registry's tools; those with an adapter can be connected (manual flow). */
export function PartnerSelection({ companyId }: { companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const partners = useApiQuery("partners", {});
  const details = useApiQuery("getPartnerIntegrationDetails", { companyId }, { refetchOnMount: "always" });
  const connected = new Set(details.data?.integrations.map((integration) => integration.partner_id));
  return (
    <Stack gap="lg">
      <Heading level={1}>{t("partners.selectionTitle")}</Heading>
      <Text tone="muted">{t("partners.intro")}</Text>
      <ul className={list} aria-label={t("partners.selectionTitle")}>
        {partners.data?.partners.map((partner) => (
          <li key={partner.partner_id} className={row}>
            <Stack gap="xxs">
              <Text weight="semibold">{partner.partner_name}</Text>
              {partner.sandbox && <Badge tone="info">{t("partners.sandbox")}</Badge>}
            </Stack>
            {connected.has(partner.partner_id) ? (
              <Badge tone="success">{t("partners.alreadyConnected")}</Badge>
            ) : partner.integration ? (
              <Button
                variant="secondary"
                aria-label={`${t("partners.connect")} ${partner.partner_name}`}
                onClick={() =>
                  navigate(`/partner/manual-flow?partner=${encodeURIComponent(partner.partner_id)}`)
                }
              >
                {t("partners.connect")}
              </Button>
            ) : (
              <Text tone="muted">{t("partners.soon")}</Text>
            )}
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => navigate("/partner/integration")}>
        {t("partners.back")}
      </Button>
    </Stack>
  );
}
