import { Card, Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import * as css from "./PublicDocs.css";

/** The provider's endpoints on the authentication host (apps/server/src/features/oauth/oauthProvider.ts). */
export const OAUTH_API_ENDPOINTS = [
  { key: "discovery", method: "GET", path: "/.well-known/openid-configuration" },
  { key: "authorize", method: "GET", path: "/oauth2/auth" },
  { key: "token", method: "POST", path: "/oauth2/token" },
  { key: "revoke", method: "POST", path: "/oauth2/revoke" },
  { key: "introspect", method: "POST", path: "/oauth2/introspect" },
  { key: "jwks", method: "GET", path: "/oauth2/jwks" },
] as const;

/** The scopes an application may ask (@trezo/api OAUTH_SCOPES, and offline_access). */
const SCOPES = [
  { scope: "company:read", key: "read" },
  { scope: "company:write", key: "write" },
  { scope: "offline_access", key: "offline" },
] as const;

const STEPS = ["register", "authorize", "consent", "token", "call"] as const;

/**
 * /oauth-api on the authentication host (spec 000 §2 oauth-api): what a partner application needs to
 * reach the Trezo API through OAuth: the steps, the addresses of this host, the scopes and what no scope
 * ever opens. The API's own entries are described by the server's OpenAPI document.
 */
export function Component() {
  const t = useT();
  const origin = window.location.origin;
  return (
    <main className={css.page}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={1}>{t("publicPages.oauthApi.title")}</Heading>
          <Text>{t("publicPages.oauthApi.intro")}</Text>
        </Stack>
        <Card>
          <Stack gap="sm">
            <Heading level={2}>{t("publicPages.oauthApi.stepsTitle")}</Heading>
            <ol className={css.list}>
              {STEPS.map((step) => (
                <li key={step}>{t(`publicPages.oauthApi.steps.${step}`)}</li>
              ))}
            </ol>
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm">
            <Heading level={2}>{t("publicPages.oauthApi.endpointsTitle")}</Heading>
            <dl className={css.facts} data-testid="oauth-api-endpoints">
              {OAUTH_API_ENDPOINTS.map((endpoint) => (
                <div key={endpoint.key} style={{ display: "contents" }}>
                  <dt className={css.term}>{t(`publicPages.oauthApi.endpoints.${endpoint.key}`)}</dt>
                  <dd className={css.definition}>
                    <code className={css.code}>
                      {endpoint.method} {origin}
                      {endpoint.path}
                    </code>
                  </dd>
                </div>
              ))}
            </dl>
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm">
            <Heading level={2}>{t("publicPages.oauthApi.scopesTitle")}</Heading>
            <dl className={css.facts}>
              {SCOPES.map(({ scope, key }) => (
                <div key={scope} style={{ display: "contents" }}>
                  <dt className={css.term}>
                    <code className={css.code}>{scope}</code>
                  </dt>
                  <dd className={css.definition}>{t(`publicPages.oauthApi.scopes.${key}`)}</dd>
                </div>
              ))}
            </dl>
            <Text>{t("publicPages.oauthApi.never")}</Text>
            <Text tone="muted">{t("publicPages.oauthApi.errors")}</Text>
          </Stack>
        </Card>
      </Stack>
    </main>
  );
}
