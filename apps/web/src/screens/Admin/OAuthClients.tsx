import { type OAuthClient, useApiMutation, useApiQuery } from "@trezo/api";
import { Badge, Button, Checkbox, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/**
 * /admin OAuth applications (issue 23): the partners' client applications of the authentication host,
 * registered here as with `npm run admin -- oauth-client` (name, exact redirect URIs, scopes, public or
 * confidential; the secret shown once), listed with their state, and revoked.
 */
export function OAuthClients() {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const clients = useApiQuery("listOAuthClients", {});
  const [name, setName] = useState("");
  const [uris, setUris] = useState("");
  const [write, setWrite] = useState(false);
  const [isPublic, setIsPublic] = useState(false);
  const [shown, setShown] = useState<{ clientId: string; secret: string | null } | null>(null);
  const onError = () => notify({ msg: t("oauth.admin.failed"), color: "red" });
  const register = useApiMutation("registerOAuthClient", {
    invalidates: ["listOAuthClients"],
    onSuccess: (answer) => {
      setShown({ clientId: answer.client.client_id, secret: answer.client_secret });
      setName("");
      setUris("");
      notify({ msg: t("oauth.admin.registeredDone"), color: "green" });
    },
    onError,
  });
  const revoke = useApiMutation("revokeOAuthClient", {
    invalidates: ["listOAuthClients"],
    onSuccess: () => notify({ msg: t("oauth.admin.revokedDone"), color: "green" }),
    onError,
  });
  const redirectUris = uris
    .split("\n")
    .map((uri) => uri.trim())
    .filter(Boolean);

  return (
    <Stack gap="sm">
      <Heading level={2}>{t("oauth.admin.title")}</Heading>
      <Text tone="muted">{t("oauth.admin.intro")}</Text>
      <form
        aria-label={t("oauth.admin.title")}
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate({
            name,
            redirect_uris: redirectUris,
            scopes: write ? ["company:read", "company:write"] : ["company:read"],
            is_public: isPublic,
          });
        }}
      >
        <Stack gap="sm">
          <TextField label={t("oauth.admin.name")} value={name} onChange={setName} isRequired />
          <TextField
            label={t("oauth.admin.redirectUris")}
            description={t("oauth.admin.redirectHelp")}
            value={uris}
            onChange={setUris}
            multiline
            isRequired
          />
          <Checkbox isSelected={write} onChange={setWrite}>
            {t("oauth.scopes.company:write")}
          </Checkbox>
          <Checkbox isSelected={isPublic} onChange={setIsPublic}>
            {t("oauth.admin.publicClient")}
          </Checkbox>
          <Button
            type="submit"
            loading={register.isPending}
            disabled={!name.trim() || redirectUris.length === 0}
          >
            {t("oauth.admin.register")}
          </Button>
        </Stack>
      </form>
      {shown && (
        <Stack gap="xxs" role="status">
          <Text>
            client_id: <code data-testid="oauth-client-id">{shown.clientId}</code>
          </Text>
          {shown.secret && (
            <>
              <Text weight="semibold">{t("oauth.admin.secretOnce")}</Text>
              <code data-testid="oauth-client-secret">{shown.secret}</code>
            </>
          )}
        </Stack>
      )}
      {clients.data?.clients.length === 0 && <Text>{t("oauth.admin.none")}</Text>}
      <ul aria-label={t("oauth.admin.title")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {clients.data?.clients.map((client: OAuthClient) => (
          <li key={client.client_id}>
            <Inline gap="sm" align="center" justify="space-between">
              <Stack gap="xxs">
                <Text weight="semibold">
                  {client.name} <code>{client.client_id}</code>{" "}
                  <Badge tone={client.revoked_at ? "danger" : "success"}>
                    {client.revoked_at ? t("oauth.admin.revoked") : t("oauth.admin.active")}
                  </Badge>
                </Text>
                <Text size="sm" tone="muted">
                  {client.scopes.join(" ")} · {client.redirect_uris.join(", ")} ·{" "}
                  {format.dateTime(client.created_at)}
                </Text>
              </Stack>
              {!client.revoked_at && (
                <Button
                  variant="ghost"
                  aria-label={`${t("oauth.admin.revoke")} ${client.name}`}
                  loading={revoke.isPending && revoke.variables?.client_id === client.client_id}
                  onClick={() => revoke.mutate({ client_id: client.client_id })}
                >
                  {t("oauth.admin.revoke")}
                </Button>
              )}
            </Inline>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
