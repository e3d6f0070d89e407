import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest of the aggregators' user tokens (issue 21): AES-256-GCM with a random 96-bit IV
 * per value and its 128-bit tag, written `v1.<iv>.<tag>.<ciphertext>` in base64url. The key is
 * BANK_TOKEN_KEY (32 bytes in base64 or hex); without it, a development key derived from the data
 * folder's path, with a warning at start: a laptop works, a server must set one.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  /** The plain text, or null when the value was not written with this key (changed key, tampered row). */
  decrypt(sealed: string): string | null;
}

const VERSION = "v1";

/** The 32-byte key of BANK_TOKEN_KEY, written in base64 (44 characters) or hex (64). */
export function parseTokenKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  if (key.length !== 32) throw new Error("BANK_TOKEN_KEY must be 32 bytes, in base64 or hex");
  return key;
}

/** The development key of a data folder (or database URL): stable for a laptop, never for production. */
export function developmentTokenKey(seed: string): Buffer {
  return Buffer.from(hkdfSync("sha256", seed, "trezo-bank-tokens", "development key", 32));
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("a token key is 32 bytes");
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(
        ".",
      );
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}
