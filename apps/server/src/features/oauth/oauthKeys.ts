import { createHmac, generateKeyPairSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { appMeta } from "../../db/schema";

/**
 * The OAuth provider's secrets, generated once and kept in app_meta so that every instance shares them
 * (like the JWT secret): the keys that sign its cookies, the key clients' secrets are derived from, and
 * the key that signs ID tokens.
 */
export interface OAuthKeys {
  cookieKeys: string[];
  clientSecretKey: string;
  signingJwk: Record<string, unknown>;
}

const storedKeysSchema = z.object({
  cookieKeys: z.array(z.string().min(32)).min(1),
  clientSecretKey: z.string().min(32),
  signingJwk: z.record(z.string(), z.unknown()),
});

const APP_META_KEY = "oauth_keys";

function newKeys(): OAuthKeys {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    cookieKeys: [randomBytes(32).toString("base64url")],
    clientSecretKey: randomBytes(32).toString("base64url"),
    signingJwk: { ...privateKey.export({ format: "jwk" }), use: "sig", alg: "ES256" },
  };
}

/** The installation's OAuth keys: the stored ones, or new ones stored by the first instance to ask. */
export async function loadOAuthKeys(db: Database): Promise<OAuthKeys> {
  await db.insert(appMeta).values({ key: APP_META_KEY, value: newKeys() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, APP_META_KEY));
  return storedKeysSchema.parse(row?.value);
}

/**
 * A client's secret: an HMAC of its id and secret version under the installation's key, so no secret
 * is stored; a new version gives a new secret and the old one stops working.
 */
export function clientSecretOf(keys: OAuthKeys, clientId: string, secretVersion: string): string {
  return createHmac("sha256", keys.clientSecretKey)
    .update(`${clientId}:${secretVersion}`)
    .digest("base64url");
}
