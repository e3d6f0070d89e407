import { ApiClientProvider, ApiError, type CallOutput, useApiClient, useApiQuery } from "@trezo/api";
import type { MessageKey } from "@trezo/i18n";
import { Button, Heading, Inline, Link, RadioGroup, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import { WithQueryClient } from "../../app/queryClient";
import { SignInPanel } from "../../features/signIn/SignInPanel";
import { useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SESSION_STORAGE_KEYS } from "../../session/sessionState";
import { card, consentIcon, scopeList } from "./OAuthAuthorizeScreen.css";

/** The scopes in plain words (packages/i18n oauth.scopes); a scope we do not know is not shown. */
const SCOPE_TEXT: Record<string, MessageKey> = {
  "company:read": "oauth.scopes.company:read",
  "company:write": "oauth.scopes.company:write",
  offline_access: "oauth.scopes.offline_access",
};

type OAuthRequest = CallOutput<"initOauthRequest">;

/**
 * /oauth2/authorize?uid=… on the auth host (spec 000 §2 oauth-authorize; spec 001 §7.10): the provider
 * hands a partner application's request over here. The user signs in (on this host), chooses ONE company
 * (its consent_icon shown) and grants the scopes asked, read in plain words, or refuses; the browser
 * then goes back to the provider, which sends the code or the refusal to the application.
 */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const uid = params.get("uid") ?? "";
  const session = useSessionService();
  const [signedIn, setSignedIn] = useState(() => Boolean(appStorage.getItem(SESSION_STORAGE_KEYS.token)));

  if (!/^[A-Za-z0-9_-]{10,64}$/.test(uid)) return <Expired />;
  if (!signedIn) {
    return (
      <Stack gap="lg" className={card}>
        <Heading level={1}>{t("oauth.title")}</Heading>
        <Text>{t("oauth.signInFirst")}</Text>
        <SignInPanel
          onSignedIn={({ token }) => {
            session.startSession(token);
            setSignedIn(true);
          }}
        />
        <Link href={`/oauth-signup?uid=${encodeURIComponent(uid)}`}>
          {t("publicPages.oauthSignUp.create")}
        </Link>
      </Stack>
    );
  }
  // The auth host's bare layout brings no API hooks: the page brings its own.
  return (
    <WithQueryClient>
      <ApiClientProvider client={appApiClient}>
        <OAuthConsent uid={uid} />
      </ApiClientProvider>
    </WithQueryClient>
  );
}

function Expired() {
  const t = useT();
  return (
    <Stack gap="md" className={card}>
      <Heading level={1}>{t("oauth.errorTitle")}</Heading>
      <Text role="alert">{t("oauth.expired")}</Text>
    </Stack>
  );
}

/** Where the browser goes once the user decided: the provider's resume address. */
type Redirect = (url: string) => void;
const assignLocation: Redirect = (url) => window.location.assign(url);

/** The consent itself, for a signed-in user (its browser test renders it with a fake server). */
export function OAuthConsent({ uid, redirect = assignLocation }: { uid: string; redirect?: Redirect }) {
  const t = useT();
  const request = useApiQuery(
    "initOauthRequest",
    { uid },
    { retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  if (request.isPending) return <Text role="status">{t("web.oauth.authorizeBody")}</Text>;
  if (request.error || !request.data) {
    const code =
      request.error instanceof ApiError ? (request.error.code ?? String(request.error.status)) : "";
    if (code === "oauth_request_not_found") return <Expired />;
    return (
      <Stack gap="md" className={card}>
        <Heading level={1}>{t("oauth.errorTitle")}</Heading>
        <Text role="alert">{t("oauth.errorBody", { code })}</Text>
      </Stack>
    );
  }
  return <ConsentForm uid={uid} request={request.data} redirect={redirect} />;
}

function ConsentForm({ uid, request, redirect }: { uid: string; request: OAuthRequest; redirect: Redirect }) {
  const t = useT();
  const client = useApiClient();
  const [companyId, setCompanyId] = useState(() => String(request.companies[0]?.id ?? ""));
  const [sending, setSending] = useState<"accept" | "refuse" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const company = request.companies.find((candidate) => String(candidate.id) === companyId);

  async function decide(decision: "accept" | "refuse") {
    setSending(decision);
    setFailure(null);
    try {
      const { redirectTo } =
        decision === "refuse"
          ? await client.call("acceptConsent", { uid, refuse: true })
          : company?.consented
            ? await client.call("getAuthorizationCode", { uid, companyId: company.id })
            : await client.call("acceptConsent", { uid, companyId: Number(companyId) });
      redirect(redirectTo);
    } catch (error) {
      setSending(null);
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  }

  return (
    <Stack gap="lg" className={card}>
      <Inline gap="md" align="center">
        {company?.consent_icon && <img className={consentIcon} src={company.consent_icon} alt="" />}
        <Heading level={1}>{t("oauth.title")}</Heading>
      </Inline>
      <Text>{t("oauth.asks", { client: request.client.name })}</Text>
      {request.companies.length === 0 ? (
        <Text role="alert">{t("oauth.noCompany")}</Text>
      ) : (
        <RadioGroup
          label={t("oauth.company")}
          value={companyId}
          onChange={setCompanyId}
          options={request.companies.map((option) => ({ id: String(option.id), label: option.name }))}
        />
      )}
      <Stack gap="xs">
        <Text weight="semibold">{t("oauth.willAllow")}</Text>
        <ul className={scopeList}>
          {request.scopes.flatMap((scope) => {
            const key = SCOPE_TEXT[scope];
            return key ? [<li key={scope}>{t(key)}</li>] : [];
          })}
        </ul>
        <Text tone="muted">{t("oauth.never")}</Text>
      </Stack>
      {failure && <Text role="alert">{failure}</Text>}
      {sending === "accept" && <Text role="status">{t("oauth.redirecting")}</Text>}
      <Inline gap="md" justify="flex-end">
        <Button variant="secondary" loading={sending === "refuse"} onClick={() => decide("refuse")}>
          {t("oauth.refuse")}
        </Button>
        <Button
          disabled={!company || sending !== null}
          loading={sending === "accept"}
          onClick={() => decide("accept")}
        >
          {t("oauth.accept")}
        </Button>
      </Inline>
    </Stack>
  );
}
