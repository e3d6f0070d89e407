import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Services } from "../../services";

/**
 * The second factor's secrets at rest: AES-256-GCM under a key derived (SHA-256) from
 * MFA_ENCRYPTION_KEY. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Without the variable a fixed
 * development key is used and the server warns once: a database copy would then reveal the secrets.
 * Neither the key nor a secret is ever logged.
 */
const DEVELOPMENT_KEY = "trezo-development-mfa-key-do-not-use-in-production";
let warned = false;

function keyOf(services: Pick<Services, "config" | "log">): Buffer {
  const configured = services.config.mfaEncryptionKey;
  if (!configured && !warned) {
    warned = true;
    services.log.warn(
      "MFA_ENCRYPTION_KEY is unset: second-factor secrets are encrypted with the development key. Set it in production.",
    );
  }
  return createHash("sha256")
    .update(configured ?? DEVELOPMENT_KEY)
    .digest();
}

export function sealSecret(services: Pick<Services, "config" | "log">, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(services), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret, or an error when the value was sealed under another key (or altered). */
export function openSecret(services: Pick<Services, "config" | "log">, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || iv === undefined || tag === undefined || body === undefined)
    throw new Error("Unreadable second-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(services), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
