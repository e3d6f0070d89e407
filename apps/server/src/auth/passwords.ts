import { hash, verify } from "@node-rs/argon2";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  type PasswordProblem,
  passwordProblem,
} from "@trezo/domain";
import { DomainError } from "../errors/domainError";

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so spelled out here). */
const ARGON2ID = 2;

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A new password's hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `passwordHash`; false for a malformed hash instead of throwing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so that an unknown address takes as long
 * as a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy-password-that-never-matches");
  return decoyHash;
}

/**
 * Applies @trezo/domain's password rule (the web forms apply the same) to a password about to be set:
 * a 400 `weak_password` with the rule's message in the caller's locale when it is refused.
 */
export function assertNewPassword(password: string, context: PasswordContext = {}): void {
  const problem = passwordProblem(password, context);
  if (problem !== null) throw passwordRefused(problem);
}

/** The 400 `weak_password` of a refused new password, with the rule's message. */
export function passwordRefused(problem: PasswordProblem): DomainError {
  return new DomainError("invalid", "weak_password", {
    key: `forms.validation.password${problem}`,
    params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  });
}
