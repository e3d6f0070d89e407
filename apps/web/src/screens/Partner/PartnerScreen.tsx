import { ApiClientProvider } from "@trezo/api";
import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useLocation, useNavigate } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { WithQueryClient } from "../../app/queryClient";
import { useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SESSION_STORAGE_KEYS } from "../../session/sessionState";
import { PartnerCallback } from "./PartnerCallback";
import { PartnerIntegrations } from "./PartnerIntegrations";
import { PartnerManualFlow } from "./PartnerManualFlow";
import { PartnerSelection } from "./PartnerSelection";

/**
 * The partner routes (spec 000 §2: /partner/integration, /partner/selection, /partner/manual-flow,
 * /partner/callback; issue 23). They sit among the routes needing no sign-in (a partner sends its users
 * here), so each asks for a session and a selected company itself: the integrations of that company
 * (sync, delete through the delete-integration popup, partners' API keys), the choice of a tool, the
 * manual flow where the partner's API token is given, and the page that follows a connection.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = Boolean(appStorage.getItem(SESSION_STORAGE_KEYS.token));
  const companyId = Number(appStorage.getItem(SESSION_STORAGE_KEYS.companyId) ?? "");

  if (!signedIn) {
    return (
      <Stack gap="md">
        <Heading level={1}>{t("partners.title")}</Heading>
        <Text>{t("partners.signInFirst")}</Text>
        <Button onClick={() => navigate(`/signin?redirect=${encodeURIComponent(pathname)}`)}>
          {t("partners.signIn")}
        </Button>
      </Stack>
    );
  }
  if (!Number.isInteger(companyId) || companyId <= 0) {
    return (
      <Stack gap="md">
        <Heading level={1}>{t("partners.title")}</Heading>
        <Text role="alert">{t("partners.noCompany")}</Text>
      </Stack>
    );
  }
  // The no-sign-in layout brings no API hooks: the screen brings its own.
  return (
    <WithQueryClient>
      <ApiClientProvider client={appApiClient}>
        <PartnerView pathname={pathname} companyId={companyId} />
      </ApiClientProvider>
    </WithQueryClient>
  );
}

/** The view of a partner route, for a signed-in user on a company (the browser test renders it directly). */
export function PartnerView({ pathname, companyId }: { pathname: string; companyId: number }) {
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/selection")) return <PartnerSelection companyId={companyId} />;
  if (path.endsWith("/manual-flow")) return <PartnerManualFlow companyId={companyId} />;
  if (path.endsWith("/callback")) return <PartnerCallback companyId={companyId} />;
  return <PartnerIntegrations companyId={companyId} />;
}
