import { normaliseEmail } from "@trezo/domain";
import { recordAudit } from "../../audit/auditLog";
import { DomainError } from "../../errors/domainError";
import type { CallContext, CallHandlers } from "../../http/registerContract";
import type { Services } from "../../services";
import { applySuperAdminEmails } from "../admin/superAdmins";
import { afterFirstFactor } from "../mfa/secondFactor";
import {
  insertUserUnlessTaken,
  type UserRow,
  updateUser,
  userByEmail,
  userById,
} from "../session/accountQueries";
import { hashToken } from "../session/oneTimeTokens";
import { authorizationRequest, type ProviderIdentity, redeemCode } from "./oidcClient";
import { saveLoginState, takeLoginState } from "./oidcQueries";

type OidcHandlers = Pick<
  CallHandlers,
  "getSignInProviders" | "getGoogleAuthURL" | "googleSignin" | "googleSignup"
>;

const notConfigured = () =>
  new DomainError("not_found", "oidc_not_configured", { key: "mfa.server.oidcNotConfigured" });
const failed = () => new DomainError("invalid", "oidc_failed", { key: "mfa.server.oidcFailed" });

/** Where the provider sends the browser back: the web app's /signin/callback. */
export const redirectUriOf = (services: Services) => `${services.config.publicUrl}/signin/callback`;

function providerOf(services: Services, id: string) {
  const provider = services.config.oidcProviders.find((candidate) => candidate.id === id);
  if (!provider) throw notConfigured();
  return provider;
}

/**
 * The identity of a provider's answer: the sign-in of its state (once, unexpired, of this mode), the
 * code exchanged, the ID token checked. Only a verified address is believed.
 */
async function identityOf(
  context: CallContext<"googleSignin" | "googleSignup">,
  mode: "signin" | "signup",
): Promise<ProviderIdentity & { email: string; provider: string }> {
  const { input, services, request } = context;
  const pending = await takeLoginState(services.db, hashToken(input.state));
  if (!pending || pending.mode !== mode) throw failed();
  const provider = providerOf(services, pending.provider);
  const callback = new URL(redirectUriOf(services));
  callback.searchParams.set("code", input.code);
  callback.searchParams.set("state", input.state);
  if (input.iss !== undefined) callback.searchParams.set("iss", input.iss);
  let identity: ProviderIdentity;
  try {
    identity = await redeemCode(provider, callback, { ...pending, state: input.state });
  } catch (error) {
    // The library's reason, for the operators; never the code or a token.
    request.log.warn(
      { provider: provider.id, reason: error instanceof Error ? error.message : "unknown" },
      "OpenID Connect sign-in refused",
    );
    throw failed();
  }
  if (identity.email === null || !identity.emailVerified)
    throw new DomainError("forbidden", "oidc_email_unverified", { key: "mfa.server.oidcEmailUnverified" });
  return { ...identity, email: normaliseEmail(identity.email), provider: provider.id };
}

/** Signs in the account of a verified address: an unconfirmed address counts as confirmed now. */
async function signInAccount(context: CallContext<"googleSignin" | "googleSignup">, account: UserRow) {
  const { services, request } = context;
  if (!account.isActive) return { is_active: false as const };
  let user = account;
  if (user.emailConfirmedAt === null) {
    user = (await updateUser(services.db, user.id, { emailConfirmedAt: new Date() })) ?? user;
    await applySuperAdminEmails(services.db, services.config.superAdminEmails, user.id);
    user = (await userById(services.db, user.id)) ?? user;
  }
  return afterFirstFactor(services, user, { ip: request.ip, method: "oidc" });
}

/** Sign-in with Google or another OpenID Connect provider (spec 001 §7.7, issue 23). */
export const oidcHandlers: OidcHandlers = {
  async getSignInProviders({ services }) {
    return { providers: services.config.oidcProviders.map(({ id, name }) => ({ id, name })) };
  },

  async getGoogleAuthURL({ input, services }) {
    const provider = providerOf(services, input.provider);
    let started: Awaited<ReturnType<typeof authorizationRequest>>;
    try {
      started = await authorizationRequest(provider, redirectUriOf(services));
    } catch (error) {
      services.log.warn(
        { provider: provider.id, reason: error instanceof Error ? error.message : "unknown" },
        "OpenID Connect discovery failed",
      );
      throw failed();
    }
    await saveLoginState(services.db, {
      stateHash: hashToken(started.state),
      provider: provider.id,
      mode: input.mode,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
    return { url: started.url };
  },

  async googleSignin(context) {
    const identity = await identityOf(context, "signin");
    const account = await userByEmail(context.services.db, identity.email);
    if (!account) throw new DomainError("not_found", "oidc_no_account", { key: "mfa.server.oidcNoAccount" });
    return signInAccount(context, account);
  },

  // The rules of signUp: a normalised address, the caller's locale; the provider proved the address,
  // so it is confirmed at once. An address that has an account signs in to it (proven the same way).
  async googleSignup(context) {
    const { services, locale, request } = context;
    const identity = await identityOf(context, "signup");
    const existing = await userByEmail(services.db, identity.email);
    if (existing) return signInAccount(context, existing);
    const created = await services.db.transaction(async (tx) => {
      const inserted = await insertUserUnlessTaken(tx, {
        email: identity.email,
        passwordHash: null,
        firstName: identity.givenName.trim().slice(0, 200),
        lastName: identity.familyName.trim().slice(0, 200),
        locale,
        emailConfirmedAt: new Date(),
      });
      if (inserted)
        await recordAudit(tx, {
          action: "signed_up_with_oidc",
          actorUserId: inserted.id,
          subjectUserId: inserted.id,
          ip: request.ip,
          details: { provider: identity.provider },
        });
      return inserted;
    });
    // Two tabs finishing the same sign-up: the second finds the account the first made.
    const account = created ?? (await userByEmail(services.db, identity.email));
    if (!account) throw failed();
    await applySuperAdminEmails(services.db, services.config.superAdminEmails, account.id);
    return signInAccount(context, (await userById(services.db, account.id)) ?? account);
  },
};
