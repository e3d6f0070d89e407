import { auditActor, recordAudit } from "../../audit/auditLog";
import { hashPassword } from "../../auth/passwords";
import { DomainError } from "../../errors/domainError";
import { type CallContext, type CallHandlers, mustAuth } from "../../http/registerContract";
import type { Services } from "../../services";
import { userById } from "../session/accountQueries";
import { consumeUserToken, peekUserToken } from "../session/oneTimeTokens";
import {
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  firmPolicyOf,
  replaceRecoveryCodes,
  savePendingTotp,
  setFirmPolicy,
  totpOfUser,
} from "./mfaQueries";
import {
  type ChallengePurpose,
  checkTotpCode,
  completeSignIn,
  invalidChallenge,
  secondFactorRequired,
  useRecoveryCodeOf,
} from "./secondFactor";
import { sealSecret } from "./secretBox";
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, provisioning } from "./totp";

type MfaHandlers = Pick<
  CallHandlers,
  | "getMfaStatus"
  | "startTotpEnrolment"
  | "confirmTotpEnrolment"
  | "disableTotp"
  | "getPuk"
  | "checkPuk"
  | "verifySignInCode"
  | "getFirmMfaPolicy"
  | "setFirmMfaPolicy"
>;

const alreadyOn = () => new DomainError("conflict", "second_factor_on", { key: "mfa.server.alreadyOn" });
const notOn = () => new DomainError("conflict", "second_factor_off", { key: "mfa.server.notOn" });
const stillRequired = () =>
  new DomainError("forbidden", "second_factor_required", { key: "mfa.server.required" });
const notWhilePretending = () =>
  new DomainError("forbidden", "second_factor_pretending", { key: "mfa.server.notWhilePretending" });

/** The live user of a sign-in's challenge (not used up), or a 401. */
async function challengeUser(services: Services, challenge: string, purpose: ChallengePurpose) {
  const userId = await peekUserToken(services.db, challenge, purpose).catch(() => {
    throw invalidChallenge();
  });
  const user = await userById(services.db, userId);
  if (!user?.isActive) throw invalidChallenge();
  return user;
}

/**
 * Whose second factor a call changes: the signed-in user (never while a SuperAdmin pretends), or the
 * user of a sign-in's enrolment challenge.
 */
async function enrollingUser(context: CallContext<"startTotpEnrolment" | "confirmTotpEnrolment">) {
  const { input, services, auth } = context;
  if (input.challenge !== undefined) return challengeUser(services, input.challenge, "mfa_enrolment");
  const signedIn = mustAuth({ auth });
  if (signedIn.impersonatedBy !== null) throw notWhilePretending();
  return signedIn.user;
}

/** Ten new recovery codes, stored hashed (argon2id) in place of the earlier ones; the plain ones once. */
async function hashedRecoveryCodes(services: Services) {
  const codes = newRecoveryCodes();
  const hashes = await services.database.outsideExclusive(() =>
    Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code)))),
  );
  return { codes, hashes };
}

/** Second factor (issue 23; spec 001 §7.7 getPuk, checkPuk). */
export const mfaHandlers: MfaHandlers = {
  async getMfaStatus(context) {
    const { user } = mustAuth(context);
    const { db } = context.services;
    const totp = await totpOfUser(db, user.id);
    return {
      enabled: totp?.confirmedAt != null,
      required: await secondFactorRequired(context.services, user),
      recovery_codes_left: await countUnusedRecoveryCodes(db, user.id),
    };
  },

  async startTotpEnrolment(context) {
    const { services } = context;
    const user = await enrollingUser(context);
    const secret = newTotpSecret();
    if (!(await savePendingTotp(services.db, user.id, sealSecret(services, secret)))) throw alreadyOn();
    const { uri, svg } = await provisioning(secret, user.email);
    return { secret, otpauth_uri: uri, qr_svg: svg };
  },

  async confirmTotpEnrolment(context) {
    const { input, services, request } = context;
    const user = await enrollingUser(context);
    const totp = await totpOfUser(services.db, user.id);
    if (totp?.confirmedAt != null) throw alreadyOn();
    await checkTotpCode(services, user.id, input.code, request.ip, true);
    const { codes, hashes } = await hashedRecoveryCodes(services);
    await services.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, user.id, hashes);
      await recordAudit(tx, {
        action: "second_factor_enabled",
        actorUserId: user.id,
        subjectUserId: user.id,
        ip: request.ip,
        details: { method: "totp", during_sign_in: input.challenge !== undefined },
      });
      if (input.challenge !== undefined) await consumeUserToken(tx, input.challenge, "mfa_enrolment");
    });
    const session =
      input.challenge === undefined
        ? null
        : await completeSignIn(services, user, request.ip, { second_factor: "totp_enrolment" });
    return { recovery_codes: codes, session };
  },

  async disableTotp(context) {
    const { input, services, request } = context;
    const auth = mustAuth(context);
    if (auth.impersonatedBy !== null) throw notWhilePretending();
    const totp = await totpOfUser(services.db, auth.user.id);
    if (totp?.confirmedAt == null) throw notOn();
    if (await secondFactorRequired(services, auth.user)) throw stillRequired();
    if (/^\d{6}$/.test(input.code.replace(/\s+/g, "")))
      await checkTotpCode(services, auth.user.id, input.code, request.ip, false);
    else await useRecoveryCodeOf(services, auth.user.id, input.code, request.ip);
    await services.db.transaction(async (tx) => {
      await deleteSecondFactor(tx, auth.user.id);
      await recordAudit(tx, {
        action: "second_factor_disabled",
        ...auditActor(auth, request),
        subjectUserId: auth.user.id,
      });
    });
    return { success: true as const };
  },

  async getPuk(context) {
    const { input, services, request } = context;
    const auth = mustAuth(context);
    if (auth.impersonatedBy !== null) throw notWhilePretending();
    const totp = await totpOfUser(services.db, auth.user.id);
    if (totp?.confirmedAt == null) throw notOn();
    await checkTotpCode(services, auth.user.id, input.code, request.ip, false);
    const { codes, hashes } = await hashedRecoveryCodes(services);
    await services.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, auth.user.id, hashes);
      await recordAudit(tx, {
        action: "recovery_codes_issued",
        ...auditActor(auth, request),
        subjectUserId: auth.user.id,
        details: { count: codes.length },
      });
    });
    return { recovery_codes: codes };
  },

  async checkPuk({ input, services, request }) {
    const user = await challengeUser(services, input.challenge, "mfa_challenge");
    await useRecoveryCodeOf(services, user.id, input.puk, request.ip);
    await consumeUserToken(services.db, input.challenge, "mfa_challenge");
    return completeSignIn(services, user, request.ip, { second_factor: "recovery_code" });
  },

  async verifySignInCode({ input, services, request }) {
    const user = await challengeUser(services, input.challenge, "mfa_challenge");
    await checkTotpCode(services, user.id, input.code, request.ip, false);
    await consumeUserToken(services.db, input.challenge, "mfa_challenge");
    return completeSignIn(services, user, request.ip, { second_factor: "totp" });
  },

  async getFirmMfaPolicy({ input, services }) {
    const policy = await firmPolicyOf(services.db, input.companyId);
    return { is_cpa: policy?.isCpa ?? false, required: policy?.required ?? false };
  },

  async setFirmMfaPolicy(context) {
    const { input, services, request } = context;
    const auth = mustAuth(context);
    const policy = await firmPolicyOf(services.db, input.companyId);
    if (!policy?.isCpa) throw new DomainError("invalid", "not_a_firm", { key: "mfa.server.notAFirm" });
    await services.db.transaction(async (tx) => {
      await setFirmPolicy(tx, input.companyId, input.required);
      await recordAudit(tx, {
        action: "firm_mfa_policy_changed",
        ...auditActor(auth, request),
        companyId: input.companyId,
        details: { required: input.required },
      });
    });
    return { is_cpa: true as const, required: input.required };
  },
};
