import { type PartnerApiKey, type PartnerIntegration, useApiClient, useApiQuery } from "@trezo/api";
import type { MessageKey } from "@trezo/i18n";
import { Badge, Button, Heading, RadioGroup, Select, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { list, newKey, row } from "./PartnerScreen.css";
import { messageOf } from "./partnerErrors";

/** The reason a synchronisation failed, in words (the server keeps a code: token_refused_401…). */
function syncErrorKey(code: string): MessageKey {
  if (code.startsWith("token_refused")) return "partners.syncError.token_refused";
  if (code === "token_unreadable") return "partners.syncError.token_unreadable";
  return "partners.syncError.partner_unavailable";
}

/**
 * /partner/integration: the company's connected tools (status, last synchronisation, invoices imported;
 * synchronise now; delete through the shell's delete-integration popup) and the partners' API keys
 * (create one, shown once; revoke).
 */
export function PartnerIntegrations({ companyId }: { companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  // Read again on every visit: the manual flow and the callback change it on other pages.
  const details = useApiQuery("getPartnerIntegrationDetails", { companyId }, { refetchOnMount: "always" });
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("partners.title")}</Heading>
        <Text tone="muted">{t("partners.intro")}</Text>
      </Stack>
      <Stack gap="sm">
        <Heading level={2}>{t("partners.connectedTitle")}</Heading>
        {details.data && details.data.integrations.length === 0 && <Text>{t("partners.none")}</Text>}
        <ul className={list} aria-label={t("partners.connectedTitle")}>
          {details.data?.integrations.map((integration) => (
            <IntegrationRow
              key={integration.partner_integration_id}
              companyId={companyId}
              integration={integration}
              onChanged={() => details.refetch()}
            />
          ))}
        </ul>
        <Button variant="secondary" onClick={() => navigate("/partner/selection")}>
          {t("partners.add")}
        </Button>
      </Stack>
      <ApiKeys
        companyId={companyId}
        keys={details.data?.api_keys ?? []}
        onChanged={() => details.refetch()}
      />
    </Stack>
  );
}

function IntegrationRow({
  companyId,
  integration,
  onChanged,
}: {
  companyId: number;
  integration: PartnerIntegration;
  onChanged: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  const openPopup = useAppStore((state) => state.openPopup);
  const [syncing, setSyncing] = useState(false);
  const name = integration.partner_name;

  async function sync() {
    setSyncing(true);
    try {
      const { result } = await client.call("syncPartnerManagedCompany", {
        companyId,
        partner_integration_id: integration.partner_integration_id,
      });
      notify({ msg: t("partners.syncDone", { imported: result.imported, already: result.already_there }) });
    } catch (error) {
      notify({ msg: messageOf(error), color: "red" });
    } finally {
      setSyncing(false);
      onChanged();
    }
  }

  return (
    <li className={row} aria-label={name}>
      <Stack gap="xxs">
        <Text weight="semibold">
          {name}{" "}
          <Badge tone={integration.status === "active" ? "success" : "danger"}>
            {t(`partners.status.${integration.status}`)}
          </Badge>
        </Text>
        <Text size="sm">{t("partners.account", { account: integration.account_label })}</Text>
        <Text size="sm" tone="muted">
          {integration.last_sync_at
            ? t("partners.lastSync", { date: format.dateTime(integration.last_sync_at) })
            : t("partners.neverSynced")}
          {" · "}
          {t("partners.imported", { total: integration.imported_invoices })}
        </Text>
        {integration.last_sync_error && (
          <Text size="sm" role="alert">
            {t(syncErrorKey(integration.last_sync_error))}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Button variant="secondary" loading={syncing} onClick={sync}>
          {t("partners.sync")}
        </Button>
        <Button
          variant="ghost"
          aria-label={`${t("partners.delete")} ${name}`}
          onClick={() =>
            openPopup({
              id: "deleteIntegration",
              name,
              onDelete: async () => {
                await client.call("deletePartnerIntegration", {
                  companyId,
                  partner_id: integration.partner_id,
                  partner_integration_id: integration.partner_integration_id,
                });
                notify({ msg: t("partners.deleted", { name }) });
                onChanged();
              },
            })
          }
        >
          {t("partners.delete")}
        </Button>
      </Stack>
    </li>
  );
}

function ApiKeys({
  companyId,
  keys,
  onChanged,
}: {
  companyId: number;
  keys: readonly PartnerApiKey[];
  onChanged: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  const partners = useApiQuery("partners", {});
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [access, setAccess] = useState("read");
  const [issued, setIssued] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (partners.data?.partners ?? []).map((partner) => ({
    id: partner.partner_id,
    label: partner.partner_name,
  }));

  async function issue() {
    if (!partnerId) return;
    setBusy(true);
    try {
      const answer = await client.call("partnerAuthenticate", {
        companyId,
        partner_id: partnerId,
        scopes: access === "write" ? ["company:read", "company:write"] : ["company:read"],
      });
      setIssued(answer.api_key);
      onChanged();
    } catch (error) {
      notify({ msg: messageOf(error), color: "red" });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: number) {
    try {
      await client.call("partnerRevokeApiKey", { companyId, api_key_id: id });
      notify({ msg: t("partners.keyRevoked") });
    } catch (error) {
      notify({ msg: messageOf(error), color: "red" });
    } finally {
      onChanged();
    }
  }

  return (
    <Stack gap="sm">
      <Heading level={2}>{t("partners.keysTitle")}</Heading>
      <Text tone="muted">{t("partners.keysIntro")}</Text>
      {issued && (
        <Stack gap="xs" role="status">
          <Text weight="semibold">{t("partners.newKey")}</Text>
          <code className={newKey} data-testid="new-api-key">
            {issued}
          </code>
        </Stack>
      )}
      <Select label={t("partners.keyPartner")} options={options} value={partnerId} onChange={setPartnerId} />
      <RadioGroup
        label={t("partners.keyAccess")}
        value={access}
        onChange={setAccess}
        options={[
          { id: "read", label: t("partners.scopeRead") },
          { id: "write", label: t("partners.scopeWrite") },
        ]}
      />
      <Button disabled={!partnerId} loading={busy} onClick={issue}>
        {t("partners.issueKey")}
      </Button>
      {keys.length === 0 ? (
        <Text>{t("partners.noKey")}</Text>
      ) : (
        <ul className={list} aria-label={t("partners.keysTitle")}>
          {keys.map((key) => (
            <li key={key.id} className={row}>
              <Stack gap="xxs">
                <Text weight="semibold">
                  {key.partner_name} <code>{key.hint}</code>
                </Text>
                <Text size="sm" tone="muted">
                  {key.scopes.includes("company:write") ? t("partners.scopeWrite") : t("partners.scopeRead")}
                  {" · "}
                  {key.last_used_at
                    ? t("partners.lastUsed", { date: format.dateTime(key.last_used_at) })
                    : t("partners.neverUsed")}
                </Text>
              </Stack>
              {key.revoked_at ? (
                <Badge>{t("partners.revoked")}</Badge>
              ) : (
                <Button
                  variant="ghost"
                  aria-label={`${t("partners.revoke")} ${key.hint}`}
                  onClick={() => revoke(key.id)}
                >
                  {t("partners.revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
