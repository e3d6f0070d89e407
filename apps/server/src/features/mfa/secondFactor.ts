import { recordAudit } from "../../audit/auditLog";
import { verifyPassword } from "../../auth/passwords";
import { DomainError } from "../../errors/domainError";
import type { Services } from "../../services";
import type { UserRow } from "../session/accountQueries";
import {
  clearFailures,
  clientKey,
  FREE_FAILURES,
  isLockedOut,
  recordFailure,
  type ThrottleKey,
} from "../session/loginLockout";
import { issueChallengeToken, type UserTokenPurpose } from "../session/oneTimeTokens";
import { openSession } from "../session/openSession";
import {
  claimTotpStep,
  staffOfFirmRequiringMfa,
  totpOfUser,
  unusedRecoveryCodes,
  useRecoveryCode,
} from "./mfaQueries";
import { openSecret } from "./secretBox";
import { matchingStep, normaliseRecoveryCode } from "./totp";

/**
 * The second step of a sign-in (issue 23). Once the password (or the OpenID provider) has spoken, a user
 * with a second factor, or one whom the policy requires to have one, gets a short-lived challenge
 * instead of a session: the code (or a recovery code) with it opens the session; a required factor not
 * yet set up is enrolled with it first. Codes are counted like passwords (loginLockout): 5 free failures
 * per user, then a lock doubling from 30 s, and the client address over every account.
 */

export type ChallengePurpose = Extract<UserTokenPurpose, "mfa_challenge" | "mfa_enrolment">;

export const invalidCode = () =>
  new DomainError("invalid", "invalid_code", { key: "mfa.server.invalidCode" });
export const invalidChallenge = () =>
  new DomainError("unauthenticated", "invalid_challenge", { key: "mfa.server.invalidChallenge" });

/** Second-factor codes tried for one user, from any address. */
export const secondFactorKey = (userId: number): ThrottleKey => ({
  key: `second-factor:${userId}`,
  freeFailures: FREE_FAILURES,
});

/** Whether the policy requires a second factor of this user: every SuperAdmin, and a requiring firm's staff. */
export async function secondFactorRequired(services: Services, user: Pick<UserRow, "id" | "role">) {
  if (user.role === "SuperAdmin") return true;
  return staffOfFirmRequiringMfa(services.db, user.id);
}

/** Opens the session of a user whose every factor is checked, and audits the sign-in. */
export async function completeSignIn(
  services: Services,
  user: Pick<UserRow, "id" | "role">,
  ip: string,
  details: Record<string, string>,
) {
  await recordAudit(services.db, {
    action: "sign_in",
    actorUserId: user.id,
    subjectUserId: user.id,
    ip,
    details,
  });
  return openSession(services, user);
}

/** After the first factor: a session, or the challenge of the second step. */
export async function afterFirstFactor(
  services: Services,
  user: Pick<UserRow, "id" | "role">,
  context: { ip: string; method: "password" | "oidc" },
) {
  const totp = await totpOfUser(services.db, user.id);
  const purpose: ChallengePurpose | null =
    totp?.confirmedAt != null
      ? "mfa_challenge"
      : (await secondFactorRequired(services, user))
        ? "mfa_enrolment"
        : null;
  if (purpose === null) return completeSignIn(services, user, context.ip, { method: context.method });
  const { token, expiresAt } = await issueChallengeToken(services.db, user.id, purpose);
  return {
    is_active: true as const,
    mfa: purpose === "mfa_challenge" ? ("code" as const) : ("enrolment" as const),
    challenge: token,
    expires_at: expiresAt.toISOString(),
  };
}

/** Throws the error of a wrong code after counting it (and auditing it). */
async function refuse(services: Services, keys: ThrottleKey[], userId: number, ip: string, reason: string) {
  if (keys.length > 0) await recordFailure(services.db, keys);
  await recordAudit(services.db, {
    action: "second_factor_failed",
    subjectUserId: userId,
    ip,
    details: { reason },
  });
  throw invalidCode();
}

function throttleKeys(services: Services, userId: number, ip: string): ThrottleKey[] {
  return [secondFactorKey(userId), clientKey(ip, services.config.signInFailuresPerClient)];
}

/**
 * Checks an authenticator code of the user and takes its 30-second step (a code works once).
 * `enrolment`: the code confirms a secret not yet turned on (and turns it on).
 */
export async function checkTotpCode(
  services: Services,
  userId: number,
  code: string,
  ip: string,
  enrolment: boolean,
): Promise<void> {
  const keys = throttleKeys(services, userId, ip);
  if (await isLockedOut(services.db, keys)) await refuse(services, [], userId, ip, "locked");
  const row = await totpOfUser(services.db, userId);
  if (!row || (row.confirmedAt === null) !== enrolment)
    throw new DomainError("conflict", "second_factor_state", { key: "mfa.server.wrongState" });
  const step = matchingStep(openSecret(services, row.secretEncrypted), code);
  if (step === null || !(await claimTotpStep(services.db, userId, step, enrolment)))
    await refuse(services, keys, userId, ip, step === null ? "wrong_code" : "code_reused");
  await clearFailures(services.db, [secondFactorKey(userId)]);
}

/** Checks a recovery code of the user and uses it up (audited: `recovery_code_used`). */
export async function useRecoveryCodeOf(
  services: Services,
  userId: number,
  code: string,
  ip: string,
): Promise<void> {
  const keys = throttleKeys(services, userId, ip);
  if (await isLockedOut(services.db, keys)) await refuse(services, [], userId, ip, "locked");
  const typed = normaliseRecoveryCode(code);
  const candidates = await unusedRecoveryCodes(services.db, userId);
  let matched: number | null = null;
  for (const candidate of candidates) {
    const same = await services.database.outsideExclusive(() => verifyPassword(candidate.codeHash, typed));
    if (same) {
      matched = candidate.id;
      break;
    }
  }
  if (matched === null || !(await useRecoveryCode(services.db, userId, matched)))
    await refuse(services, keys, userId, ip, "wrong_recovery_code");
  await clearFailures(services.db, [secondFactorKey(userId)]);
  await recordAudit(services.db, {
    action: "recovery_code_used",
    actorUserId: userId,
    subjectUserId: userId,
    ip,
    details: { left: candidates.length - 1 },
  });
}
