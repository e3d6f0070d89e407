import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher, developmentTokenKey, parseTokenKey } from "./tokenCipher";

describe("the token cipher", () => {
  const cipher = createTokenCipher(randomBytes(32));

  it("gives back what it sealed, never the plain text in the sealed value", () => {
    const sealed = cipher.encrypt("secret-access-token-123");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("secret-access-token");
    expect(cipher.decrypt(sealed)).toBe("secret-access-token-123");
  });

  it("seals the same text differently each time (random IV)", () => {
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("refuses a tampered value and another key's value", () => {
    const sealed = cipher.encrypt("token");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(cipher.decrypt([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toBeNull();
    expect(createTokenCipher(randomBytes(32)).decrypt(sealed)).toBeNull();
    expect(cipher.decrypt("plain text")).toBeNull();
  });

  it("reads BANK_TOKEN_KEY in base64 or hex, 32 bytes only", () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString("base64")).equals(key)).toBe(true);
    expect(parseTokenKey(key.toString("hex")).equals(key)).toBe(true);
    expect(() => parseTokenKey(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });

  it("derives a stable development key per data folder", () => {
    expect(developmentTokenKey("/data/a").equals(developmentTokenKey("/data/a"))).toBe(true);
    expect(developmentTokenKey("/data/a").equals(developmentTokenKey("/data/b"))).toBe(false);
  });
});
