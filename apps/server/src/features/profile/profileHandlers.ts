import { auditActor, recordAudit } from "../../audit/auditLog";
import { endSessionsOf } from "../../auth/accessTokens";
import { assertNewPassword, hashPassword, verifyPassword } from "../../auth/passwords";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import type { Services } from "../../services";
import { changeUser, type UserChanges } from "./profileQueries";
import { preferencesOf, userInfoOf } from "./userInfo";

type ProfileHandlers = Pick<
  CallHandlers,
  | "getUserInfo"
  | "updateUserProfile"
  | "updateUserPassword"
  | "getUserPreferences"
  | "setBlurredBalancePreferences"
  | "setUserLocale"
  | "setUserPreferences"
>;

/** At most this many interface preference keys per user: the map stays small. */
const MAX_UI_PREFERENCES = 100;

async function updateUser(services: Services, userId: number, values: UserChanges) {
  const user = await changeUser(services.db, userId, values);
  if (!user) throw domainErrors.notFound();
  return user;
}

/** `user/{userId}/…` calls act on one's own account only (an impersonating admin acts as the user). */
function ownUserId(context: { auth: { user: { id: number } } | null; input: { userId: number } }): number {
  const auth = mustAuth(context as Parameters<typeof mustAuth>[0]);
  if (context.input.userId !== auth.user.id) throw domainErrors.forbidden();
  return auth.user.id;
}

/** The signed-in user's profile and preferences (spec 001 §7.7). */
export const profileHandlers: ProfileHandlers = {
  async getUserInfo(context) {
    return userInfoOf(context.services.db, mustAuth(context).user);
  },

  async updateUserProfile(context) {
    const { profile } = context.input;
    const user = await updateUser(context.services, mustAuth(context).user.id, {
      ...(profile.firstName === undefined ? {} : { firstName: profile.firstName }),
      ...(profile.lastName === undefined ? {} : { lastName: profile.lastName }),
      ...(profile.telephone === undefined ? {} : { telephone: profile.telephone }),
    });
    return userInfoOf(context.services.db, user);
  },

  async updateUserPassword(context) {
    const auth = mustAuth(context);
    const current = auth.user.passwordHash;
    const { database, db, tokens } = context.services;
    const { password, newPassword } = context.input;
    if (!current || !(await database.outsideExclusive(() => verifyPassword(current, password)))) {
      throw new DomainError("invalid", "wrong_password", { key: "server.wrongPassword" });
    }
    assertNewPassword(newPassword, { email: auth.user.email, currentPassword: password });
    await updateUser(context.services, auth.user.id, {
      passwordHash: await database.outsideExclusive(() => hashPassword(newPassword)),
    });
    // Every session of the user ends (a stolen token dies with the old password); the caller goes on
    // with a new one, unless a SuperAdmin pretends (their own session is not the user's).
    await endSessionsOf(db, auth.user.id);
    const renewed = auth.impersonatedBy === null ? await tokens.issue(auth.user.id, auth.user.role) : null;
    await recordAudit(db, {
      action: "password_changed",
      ...auditActor(auth, context.request),
      subjectUserId: auth.user.id,
    });
    return {
      success: true as const,
      token: renewed?.token ?? null,
      expires_at: renewed?.expiresAt.toISOString() ?? null,
    };
  },

  async getUserPreferences(context) {
    return preferencesOf(mustAuth(context).user);
  },

  async setBlurredBalancePreferences(context) {
    const user = await updateUser(context.services, mustAuth(context).user.id, {
      blurredBalance: context.input.blurred,
    });
    return preferencesOf(user);
  },

  async setUserLocale(context) {
    const user = await updateUser(context.services, ownUserId(context), { locale: context.input.locale });
    return preferencesOf(user);
  },

  async setUserPreferences(context) {
    const userId = ownUserId(context);
    const current = preferencesOf(mustAuth(context).user).ui;
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(context.input.preferences)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > MAX_UI_PREFERENCES)
      throw domainErrors.invalidInput([{ path: "preferences", message: "Too many keys" }]);
    const user = await updateUser(context.services, userId, { uiPreferences: merged });
    return preferencesOf(user);
  },
};
