import { USERS_FLAGS } from "@trezo/domain";
import type { CallDefinition } from "./call";
import { type CallName, contract } from "./contract";

/**
 * The scopes a partner's application may be granted on ONE company through the OAuth provider of the
 * authentication host, and which contract entries each opens to its access tokens:
 * - `company:read`: the company's reading entries (GET, or named get…, list…, preview…, calculate…,
 *   check…: they change nothing);
 * - `company:write`: the company's other entries.
 * Never to a token, whatever its scopes: entries outside one company (user, admin, the OAuth family
 * itself), owner-level ones (the company itself, its branding, deletions of banks), the management of
 * its users and permissions, and downloads that need the secondary auth-token header. Public entries
 * stay public: a token there is no caller.
 */
export const OAUTH_SCOPES = ["company:read", "company:write"] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

const READING_NAME = /^(get|list|preview|calculate|check)/;

/** Whether an entry only reads (its method, or its name as the spec gives it). */
export function isReadingEntry(name: string, entry: CallDefinition): boolean {
  return entry.method === "GET" || READING_NAME.test(name);
}

/** The scope an entry asks of an OAuth access token, or null when no token may make it. */
export function oauthScopeOf(name: CallName): OAuthScope | null {
  const entry: CallDefinition = contract[name];
  const access = entry.access;
  if (access.kind !== "company" || access.ownerOnly || entry.secondaryAuth) return null;
  if (access.anyOf.some((flag) => (USERS_FLAGS as readonly string[]).includes(flag))) return null;
  return isReadingEntry(name, entry) ? "company:read" : "company:write";
}

/** Whether granted scopes (space-separated or a list) open an entry to a token. */
export function oauthScopesAllow(name: CallName, granted: Iterable<string>): boolean {
  const needed = oauthScopeOf(name);
  return needed !== null && new Set(granted).has(needed);
}
