import { normaliseEmail } from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import type { FastifyRequest } from "fastify";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { endSession, endSessionsOf } from "../../auth/accessTokens";
import {
  assertNewPassword,
  decoyPasswordHash,
  hashPassword,
  passwordRefused,
  verifyPassword,
} from "../../auth/passwords";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import type { Services } from "../../services";
import { applySuperAdminEmails } from "../admin/superAdmins";
import { assertSiretFree, insertCompany, storedSiretOf } from "../companies/createCompanyRecord";
import { afterFirstFactor } from "../mfa/secondFactor";
import {
  acceptPendingInvitation,
  mailInvitation,
  pendingInvitation,
  renewInvitationToken,
  unacceptedInvitation,
} from "../team/invitations";
import { insertUserUnlessTaken, updateUser, userByEmail, userById } from "./accountQueries";
import { clearFailures, clientKey, isLockedOut, recordFailure, recoveryKey, signInKey } from "./loginLockout";
import {
  consumeUserToken,
  invalidTokenError,
  issueUserToken,
  newSecretToken,
  peekUserToken,
} from "./oneTimeTokens";
import { openSession } from "./openSession";

type SessionHandlers = Pick<
  CallHandlers,
  | "signIn"
  | "logout"
  | "signUp"
  | "confirmEmail"
  | "recoverPasswordRequest"
  | "recoverPasswordConfirm"
  | "verifyTokenExpiration"
  | "finishSignup"
  | "acceptInvitation"
  | "signUpByInvite"
  | "resendInvitation"
>;

const invalidCredentials = () =>
  new DomainError("unauthenticated", "invalid_credentials", { key: "server.invalidCredentials" });
const emailInUse = () => new DomainError("conflict", "email_in_use", { key: "server.emailInUse" });
/** The client address: the socket's peer, or what the trusted proxies say (TRUST_PROXY). */
const clientAddress = (request: FastifyRequest) => request.ip;

export { openSession } from "./openSession";

async function mailEmailConfirmation(
  services: Services,
  user: { id: number; email: string },
  locale: Locale,
) {
  const token = await issueUserToken(services.db, user.id, "email_confirmation");
  const link = `${services.config.publicUrl}/completeSignUp?emailConfirmationToken=${token}`;
  await services.mailer.post({
    to: user.email,
    subject: translate("server.mail.confirmSubject", locale),
    text: translate("server.mail.confirmBody", locale, { link }),
  });
}

/**
 * Sign-up with an address that has an account: the caller gets the answer a new address gets, and the
 * owner a mail saying someone tried (with the ways in), so the answer tells nobody the address is taken.
 */
async function mailExistingAccount(services: Services, email: string, locale: Locale) {
  const owner = await userByEmail(services.db, email);
  const ownerLocale = (owner?.locale as Locale | undefined) ?? locale;
  const { publicUrl } = services.config;
  await services.mailer.post({
    to: email,
    subject: translate("server.mail.existingAccountSubject", ownerLocale),
    text: translate("server.mail.existingAccountBody", ownerLocale, {
      signIn: `${publicUrl}/signin`,
      recover: `${publicUrl}/passwordrecovery`,
    }),
  });
}

/** Accounts and sessions (spec 001 §7.7). */
export const sessionHandlers: SessionHandlers = {
  async signIn({ input, services, request }) {
    const { db } = services;
    const email = normaliseEmail(input.username);
    const ip = clientAddress(request);
    const ownKey = signInKey(email, ip);
    const keys = [ownKey, clientKey(ip, services.config.signInFailuresPerClient)];
    if (await isLockedOut(db, keys)) {
      await recordAudit(db, { action: "sign_in_failed", ip, details: { reason: "locked" } });
      throw invalidCredentials();
    }
    const user = await userByEmail(db, email);
    const matches = user?.passwordHash
      ? await services.database.outsideExclusive(() =>
          verifyPassword(user.passwordHash as string, input.password),
        )
      : (await services.database.outsideExclusive(async () =>
          verifyPassword(await decoyPasswordHash(), input.password),
        )) && false;
    if (!user || !matches) {
      await recordFailure(db, keys);
      await recordAudit(db, { action: "sign_in_failed", subjectUserId: user?.id ?? null, ip });
      throw invalidCredentials();
    }
    await clearFailures(db, [ownKey]);
    // Spec 000 §5: an inactive user gets is_active false and no token.
    if (!user.isActive) return { is_active: false as const };
    if (user.emailConfirmedAt === null) {
      throw new DomainError("forbidden", "email_not_confirmed", { key: "server.emailNotConfirmed" });
    }
    // With a second factor (or one the policy requires), the answer is a challenge, not a session.
    return afterFirstFactor(services, user, { ip, method: "password" });
  },

  async logout(context) {
    const auth = mustAuth(context);
    await endSession(context.services.db, auth.sessionId);
    await recordAudit(context.services.db, {
      action: "logout",
      ...auditActor(auth, context.request),
      subjectUserId: auth.impersonatedBy ?? auth.user.id,
    });
    return { success: true as const };
  },

  async signUp({ input, services, locale }) {
    const email = normaliseEmail(input.email);
    assertNewPassword(input.password, { email });
    // Hashed whether the address is new or not: both answers take the same work.
    const passwordHash = await services.database.outsideExclusive(() => hashPassword(input.password));
    const user = await insertUserUnlessTaken(services.db, {
      email,
      passwordHash,
      firstName: input.firstName?.trim() ?? "",
      lastName: input.lastName?.trim() ?? "",
      telephone: input.telephone ?? "",
      locale: input.locale ?? locale,
    });
    if (user) await mailEmailConfirmation(services, user, input.locale ?? locale);
    else await mailExistingAccount(services, email, input.locale ?? locale);
    return { success: true as const, email };
  },

  async confirmEmail({ input, services }) {
    const userId = await consumeUserToken(services.db, input.emailConfirmationToken, "email_confirmation");
    const user = await updateUser(services.db, userId, { emailConfirmedAt: new Date() });
    if (!user?.isActive) throw invalidTokenError();
    // The address is proven now: SUPERADMIN_EMAILS may name it.
    await applySuperAdminEmails(services.db, services.config.superAdminEmails, user.id);
    return openSession(services, user);
  },

  async recoverPasswordRequest({ input, services, locale, request }) {
    const { db } = services;
    const email = normaliseEmail(input.email);
    const ip = clientAddress(request);
    const key = recoveryKey(email, ip);
    // Same answer, and the same work, whatever happens: the address's existence is never revealed.
    if (await isLockedOut(db, [key])) return { success: true as const };
    await recordFailure(db, [key]);
    const user = await userByEmail(db, email);
    const known = user?.isActive === true;
    // The link of an unknown address is made and written out too, then dropped instead of mailed.
    const token = known ? await issueUserToken(db, user.id, "password_recovery") : newSecretToken().token;
    const userLocale = (user?.locale as Locale | undefined) ?? locale;
    const mail = {
      to: email,
      subject: translate("server.mail.recoverySubject", userLocale),
      text: translate("server.mail.recoveryBody", userLocale, {
        link: `${services.config.publicUrl}/passwordrecovery?recoveryToken=${token}`,
      }),
    };
    await recordAudit(db, {
      action: "password_recovery_requested",
      subjectUserId: known ? user.id : null,
      ip,
      details: { mailed: known },
    });
    // Posted, not sent: the answer never waits for the SMTP server, whose delay would tell who has an
    // account.
    if (known) await services.mailer.post(mail);
    return { success: true as const };
  },

  async recoverPasswordConfirm({ input, services, request }) {
    const { db } = services;
    // The new password is checked before the link is used up: a refused one leaves the link working.
    const owner = await peekUserToken(db, input.recoveryToken, "password_recovery");
    const current = await userById(db, owner);
    if (!current) throw invalidTokenError();
    assertNewPassword(input.password, { email: current.email });
    const previous = current.passwordHash;
    if (previous !== null) {
      const unchanged = await services.database.outsideExclusive(() =>
        verifyPassword(previous, input.password),
      );
      if (unchanged) throw passwordRefused("Unchanged");
    }
    const passwordHash = await services.database.outsideExclusive(() => hashPassword(input.password));
    const userId = await consumeUserToken(db, input.recoveryToken, "password_recovery");
    // The mailbox was just proven: the address counts as confirmed. Every earlier session ends.
    await updateUser(db, userId, { passwordHash, emailConfirmedAt: new Date() });
    await endSessionsOf(db, userId);
    const ip = clientAddress(request);
    await clearFailures(db, [signInKey(current.email, ip), recoveryKey(current.email, ip)]);
    await recordAudit(db, { action: "password_recovered", subjectUserId: userId, ip });
    return { success: true as const };
  },

  async verifyTokenExpiration({ auth, request }) {
    if (!auth) {
      const missing = request.headers.authorization === undefined;
      return {
        need_user_signin: true,
        signup_not_finished: false,
        status_code: 401,
        error: missing ? "missing_authorization" : "invalid_token",
      };
    }
    return {
      need_user_signin: false,
      signup_not_finished: !auth.user.signupFinished,
      status_code: 200,
      error: null,
    };
  },

  async finishSignup(context) {
    const { input, services } = context;
    const auth = mustAuth(context);
    if (auth.user.signupFinished)
      throw new DomainError("conflict", "signup_already_finished", { key: "errors.checkInput" });
    const siret = storedSiretOf(input.siret);
    if (input.isCpa && siret === null)
      throw new DomainError("invalid", "siret_invalid", { key: "server.siretInvalid" });
    await assertSiretFree(services.db, siret);
    const companyId = await insertCompany(services.db, {
      name: input.companyName,
      siret,
      ownerId: auth.user.id,
      isCpa: input.isCpa ?? false,
      parentId: null,
      isTrial: true,
    });
    await updateUser(services.db, auth.user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      telephone: input.telephone,
      signupFinished: true,
    });
    return { companyId };
  },

  async acceptInvitation(context) {
    const auth = mustAuth(context);
    const invitation = await pendingInvitation(context.services.db, context.input.token);
    if (invitation.email !== auth.user.email) throw invalidTokenError();
    await acceptPendingInvitation(context.services.db, invitation, auth.user.id);
    return { companyId: invitation.companyId };
  },

  // The sign-up's address (spec 001 §7.7 `ip`, §7.12 "public IP lookup") is the request's as our own
  // server sees it (behind the configured proxies); an `ip` the browser sends is ignored, so that no
  // browser ever asks a third-party lookup service for it.
  async signUpByInvite({ input, services, request }) {
    const { db } = services;
    const invitation = await pendingInvitation(db, input.token);
    if (await userByEmail(db, invitation.email)) throw emailInUse();
    assertNewPassword(input.password, { email: invitation.email });
    const passwordHash = await services.database.outsideExclusive(() => hashPassword(input.password));
    // One transaction: the account and its membership, or nothing. A second submit of the same form
    // (a double click) finds the address taken and gets the localised conflict, never a 500.
    const user = await db.transaction(async (tx) => {
      const inserted = await insertUserUnlessTaken(tx, {
        email: invitation.email,
        passwordHash,
        firstName: input.name.trim(),
        lastName: input.surname.trim(),
        telephone: input.phone ?? "",
        // The invitation link came by mail: the address is proven; joining a company finishes sign-up.
        emailConfirmedAt: new Date(),
        signupFinished: true,
      });
      if (!inserted) throw emailInUse();
      await acceptPendingInvitation(tx, invitation, inserted.id);
      await recordAudit(tx, {
        action: "signed_up_by_invite",
        actorUserId: inserted.id,
        subjectUserId: inserted.id,
        companyId: invitation.companyId,
        ip: clientAddress(request),
      });
      return inserted;
    });
    await applySuperAdminEmails(db, services.config.superAdminEmails, user.id);
    return { ...(await openSession(services, user)), companyId: invitation.companyId };
  },

  async resendInvitation({ input, services, locale }) {
    const { db } = services;
    const invitation = await unacceptedInvitation(db, input.companyId, input.invitationId);
    const token = await renewInvitationToken(db, invitation);
    await mailInvitation(services, invitation, token, locale);
    return { success: true as const };
  },
};
