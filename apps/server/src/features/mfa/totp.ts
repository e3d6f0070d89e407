import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 s. A
 * code of the step before or after is accepted too (clock drift); the step it matched is returned so
 * that the caller can refuse a code used before.
 */
const PERIOD = 30;
const ISSUER = "Trezo";

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address authenticator apps read, and its QR code as an SVG document. */
export async function provisioning(secret: string, email: string): Promise<{ uri: string; svg: string }> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, svg };
}

/** The 30-second step `code` belongs to, or null when it is no code of this secret now. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code of a secret (tests and the journey's authenticator stand-in). */
export function currentCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** Recovery codes: 10 of `xxxxx-xxxxx` from an alphabet without look-alikes (about 49 bits each). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code as stored (hashed): lower case, without spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}
