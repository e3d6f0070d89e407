import { createHash, randomBytes } from "node:crypto";
import { PARTNER_API_KEY_PREFIX } from "@trezo/domain";
import type { Database } from "../../db/database";
import type { OAuthTokenFacts } from "../oauth/oauthService";
import { useLiveApiKey } from "./partnerQueries";

/**
 * Partner API keys (partner/authenticate): `trzpk_<companyId>_<43 characters>`, 256 random bits. The
 * database keeps their SHA-256 only (a random key needs no slow hash: nothing to guess), and the first
 * characters as a hint. A key acts like an OAuth access token of its scopes on its one company, as the
 * user who issued it (registerContract's OAuth path): a user who loses access to the company takes the
 * key's access along.
 */

const KEY_PATTERN = /^trzpk_([1-9]\d{0,14})_([A-Za-z0-9_-]{43})$/;

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** A new key of a company, its hash and its hint. */
export function newApiKey(companyId: number): { key: string; hash: string; hint: string } {
  const secret = randomBytes(32).toString("base64url");
  const key = `${PARTNER_API_KEY_PREFIX}${companyId}_${secret}`;
  return { key, hash: hashApiKey(key), hint: `${PARTNER_API_KEY_PREFIX}${companyId}_${secret.slice(0, 4)}…` };
}

/** The company a key names, or null when the value is no key. */
export function companyOfApiKey(value: string): number | null {
  const match = KEY_PATTERN.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * What a live key allows, in the terms of an OAuth token (its issuer, its company, its scopes), else null
 * (unknown, revoked, its issuer gone).
 */
export async function verifyPartnerApiKey(db: Database, value: string): Promise<OAuthTokenFacts | null> {
  const companyId = companyOfApiKey(value);
  if (companyId === null) return null;
  const hash = hashApiKey(value);
  const row = await useLiveApiKey(db, companyId, hash);
  if (!row || row.createdBy === null) return null;
  return {
    userId: row.createdBy,
    companyId,
    clientId: `partner:${row.partnerName}`,
    scopes: row.scopes,
    grantId: `partner-key:${companyId}:${row.id}`,
    // A key lives until it is revoked; the facts are read again on every call.
    expiresAt: new Date(Date.now() + 3600_000),
  };
}
