import type { DomainError } from "../errors/domainError";

/** The realm of every challenge: the API as one protection space. */
export const AUTH_REALM = "trezo";

/** The 401 codes that say the credentials sent are no good (RFC 6750 §3.1 `invalid_token`). */
const INVALID_TOKEN_CODES = new Set(["invalid_token", "token_expired", "unauthorized"]);

/** A quoted-string of RFC 9110 §5.6.4 (our descriptions are ASCII without quotes, but never trust that). */
function quoted(value: string): string {
  return `"${value.replace(/[^\x20-\x7e]/g, "").replace(/(["\\])/g, "\\$1")}"`;
}

/**
 * The `WWW-Authenticate` header of a refusal, or null when none is due. Every 401 carries one (RFC 9110
 * §15.5.2): a request without credentials (or with a password or code that failed) gets the bare
 * challenge, a bad, expired or revoked token `error="invalid_token"`; an OAuth token whose scopes do not
 * open the call gets its 403 with `error="insufficient_scope"` and the scope needed (RFC 6750 §3).
 */
export function bearerChallengeOf(error: DomainError, description: string): string | null {
  if (error.kind === "unauthenticated") {
    if (!INVALID_TOKEN_CODES.has(error.code)) return `Bearer realm=${quoted(AUTH_REALM)}`;
    return `Bearer realm=${quoted(AUTH_REALM)}, error="invalid_token", error_description=${quoted(description)}`;
  }
  if (error.code === "insufficient_scope") {
    const scope = error.neededScope === null ? "" : `, scope=${quoted(error.neededScope)}`;
    return `Bearer realm=${quoted(AUTH_REALM)}, error="insufficient_scope"${scope}`;
  }
  return null;
}
