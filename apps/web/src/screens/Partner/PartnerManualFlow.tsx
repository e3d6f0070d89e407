import { useApiClient, useApiQuery } from "@trezo/api";
import { Button, Heading, Link, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { messageOf } from "./partnerErrors";

/**
 * /partner/manual-flow?partner=…: the user pastes the API token the partner issued the company;
 * partner/connect checks it with the partner and keeps it encrypted; then /partner/callback.
 */
export function PartnerManualFlow({ companyId }: { companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useApiClient();
  const [params] = useSearchParams();
  const partnerId = params.get("partner") ?? "";
  const checked = useApiQuery("checkPartner", { partner_name: partnerId || "?" }, { retry: false });
  const [token, setToken] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const partner = checked.data?.partner;

  if (checked.isPending) return null;
  if (!partner?.integration) {
    return (
      <Stack gap="md">
        <Text role="alert">{t("partners.unknownPartner")}</Text>
        <Button variant="secondary" onClick={() => navigate("/partner/selection")}>
          {t("partners.selectionTitle")}
        </Button>
      </Stack>
    );
  }

  async function connect() {
    if (!partner) return;
    setSending(true);
    setFailure(null);
    try {
      const integration = await client.call("partnerConnect", {
        companyId,
        partner_id: partner.partner_id,
        api_token: token,
      });
      navigate(
        `/partner/callback?partner=${encodeURIComponent(partner.partner_id)}&integration=${integration.partner_integration_id}`,
      );
    } catch (error) {
      setSending(false);
      setFailure(messageOf(error));
    }
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{t("partners.manualTitle", { partner: partner.partner_name })}</Heading>
      <Text>{t("partners.manualIntro", { partner: partner.partner_name })}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void connect();
        }}
      >
        <Stack gap="md">
          <TextField
            label={t("partners.tokenLabel")}
            value={token}
            onChange={(value) => {
              // A refused token is forgotten as soon as another is typed (the field's error blocks a submit).
              setToken(value);
              setFailure(null);
            }}
            autoComplete="off"
            isRequired
            errorMessage={failure ?? undefined}
            isInvalid={failure !== null}
          />
          <Link href={partner.token_help_url} external>
            {t("partners.whereToFind")}
          </Link>
          <Button type="submit" loading={sending} disabled={token.trim().length < 8}>
            {t("partners.connect")}
          </Button>
        </Stack>
      </form>
      <Button variant="ghost" onClick={() => navigate("/partner/selection")}>
        {t("partners.selectionTitle")}
      </Button>
    </Stack>
  );
}
