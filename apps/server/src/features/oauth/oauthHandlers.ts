import { OAUTH_SCOPES } from "@trezo/api";
import type { InteractionInstance } from "oidc-provider";
import { auditActor, recordAudit } from "../../audit/auditLog";
import type { Authenticated } from "../../auth/authenticate";
import { authorizeCompany } from "../../auth/requestAccess";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import type { Services } from "../../services";
import { OFFLINE_ACCESS } from "./oauthAdapter";
import { API_RESOURCE, accountIdOf } from "./oauthProvider";
import { companiesForConsent, liveGrantIds } from "./oauthQueries";

type OAuthHandlers = Pick<CallHandlers, "initOauthRequest" | "acceptConsent" | "getAuthorizationCode">;

const oauthErrors = {
  /** The interaction is unknown or expired (spec 001 §4: the consent page then shows the error page). */
  requestNotFound: () => new DomainError("not_found", "oauth_request_not_found", { key: "oauth.expired" }),
  consentRequired: () => new DomainError("conflict", "consent_required", { key: "oauth.consentRequired" }),
};

/** A pending authorization request of the provider, and what it asks. */
async function pendingRequest(services: Services, uid: string) {
  const interaction = await services.oauth.provider.Interaction.find(uid);
  const clientId = interaction?.params.client_id;
  if (!interaction || typeof clientId !== "string") throw oauthErrors.requestNotFound();
  const client = await services.oauth.provider.Client.find(clientId);
  if (!client) throw oauthErrors.requestNotFound();
  const asked = String(interaction.params.scope ?? "").split(" ");
  return {
    interaction,
    client,
    companyScopes: OAUTH_SCOPES.filter((scope) => asked.includes(scope)),
    offline: asked.includes(OFFLINE_ACCESS),
  };
}

type PendingRequest = Awaited<ReturnType<typeof pendingRequest>>;

/** Records the outcome on the interaction; the provider reads it when the browser comes back. */
async function finish(interaction: InteractionInstance, result: Record<string, unknown>) {
  interaction.result = result;
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
  return { redirectTo: interaction.returnTo };
}

/** The grant ids of this client on these companies of the user that cover every scope asked. */
async function coveringGrants(
  services: Services,
  auth: Authenticated,
  pending: PendingRequest,
  companyIds: number[],
) {
  const accountIds = companyIds.map((companyId) => accountIdOf(auth.user.id, companyId));
  const candidates = await liveGrantIds(services.db, pending.client.clientId, accountIds);
  const covering = new Map<string, string>();
  for (const candidate of candidates) {
    if (covering.has(candidate.accountId)) continue;
    const grant = await services.oauth.provider.Grant.find(candidate.id);
    const granted = new Set(grant?.getResourceScope(API_RESOURCE).split(" "));
    if (grant && pending.companyScopes.every((scope) => granted.has(scope)))
      covering.set(candidate.accountId, grant.jti);
  }
  return covering;
}

/** Only a user's own session may consent: never an OAuth token or a SuperAdmin pretending. */
function consentingUser(context: { auth: Authenticated | null }): Authenticated {
  const auth = mustAuth(context);
  if (auth.oauth || auth.impersonatedBy !== null) throw domainErrors.forbidden();
  return auth;
}

export const oauthHandlers: OAuthHandlers = {
  async initOauthRequest(context) {
    const auth = consentingUser(context);
    const pending = await pendingRequest(context.services, context.input.uid);
    const companies = await companiesForConsent(context.services.db, auth);
    const covering = await coveringGrants(
      context.services,
      auth,
      pending,
      companies.map((company) => company.id),
    );
    return {
      client: { id: pending.client.clientId, name: pending.client.clientName ?? pending.client.clientId },
      redirect_uri: String(pending.interaction.params.redirect_uri ?? ""),
      // Every client allowed the refresh grant gets a refresh token (oauthProvider.ts issueRefreshToken),
      // whether or not it asked offline_access (which the provider drops without prompt=consent): say so.
      scopes: [
        ...pending.companyScopes,
        ...(pending.client.grantTypeAllowed("refresh_token") ? [OFFLINE_ACCESS] : []),
      ],
      companies: companies.map((company) => ({
        id: company.id,
        name: company.name,
        consent_icon: company.consentIcon,
        consented: covering.has(accountIdOf(auth.user.id, company.id)),
      })),
    };
  },

  async acceptConsent(context) {
    const auth = consentingUser(context);
    const { services, input } = context;
    const pending = await pendingRequest(services, input.uid);
    if ("refuse" in input) {
      return finish(pending.interaction, {
        error: "access_denied",
        error_description: "The user refused the authorization request",
      });
    }
    if (pending.companyScopes.length === 0)
      throw domainErrors.invalidInput([{ path: "scope", message: "No company scope is asked" }]);
    const access = await authorizeCompany(services.db, auth, input.companyId, { anyOf: [] });
    const accountId = accountIdOf(auth.user.id, access.company.id);
    const grant = new services.oauth.provider.Grant({ accountId, clientId: pending.client.clientId });
    grant.addResourceScope(API_RESOURCE, pending.companyScopes.join(" "));
    // The company scopes are also the provider's own scope values (oauthProvider.ts): granted as both.
    grant.addOIDCScope(
      ["openid", ...pending.companyScopes, ...(pending.offline ? [OFFLINE_ACCESS] : [])].join(" "),
    );
    const grantId = await grant.save();
    await recordAudit(services.db, {
      action: "oauth_consent_given",
      ...auditActor(auth, context.request),
      subjectUserId: auth.user.id,
      companyId: access.company.id,
      details: { clientId: pending.client.clientId, scopes: pending.companyScopes },
    });
    return finish(pending.interaction, { login: { accountId }, consent: { grantId } });
  },

  async getAuthorizationCode(context) {
    const auth = consentingUser(context);
    const { services, input } = context;
    const pending = await pendingRequest(services, input.uid);
    const access = await authorizeCompany(services.db, auth, input.companyId, { anyOf: [] });
    const accountId = accountIdOf(auth.user.id, access.company.id);
    const grantId = (await coveringGrants(services, auth, pending, [access.company.id])).get(accountId);
    if (grantId === undefined || pending.companyScopes.length === 0) throw oauthErrors.consentRequired();
    return finish(pending.interaction, { login: { accountId }, consent: { grantId } });
  },
};
