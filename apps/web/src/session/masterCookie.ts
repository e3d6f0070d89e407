/**
 * The master cookie of spec 000 §4: becoming authorized sets it, logging out clears it. It tells the
 * other hosts of the product (the auth host `auth.<domain>` of the OAuth routes) that this browser has
 * a session, on the parent domain every host shares. It carries the bearer token (the API itself only
 * reads the Authorization header, so the cookie opens nothing by being sent), lives no longer than the
 * token, and is Secure on HTTPS and SameSite=Lax. A failure is logged as 'Master cookie set error'
 * (spec 001 §8), never thrown.
 */

export const MASTER_COOKIE = "trezo_master";

/** The domain the cookie is shared on: the host without its first label, when it has a parent. */
export function masterCookieDomain(hostname: string): string | undefined {
  const labels = hostname.toLowerCase().split(".");
  const isIp = /^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(":");
  if (isIp || labels.length < 3) return undefined;
  return labels.slice(1).join(".");
}

/** Seconds until the JWT `token` expires (its `exp`), or undefined when it cannot be read. */
export function secondsUntilExpiry(token: string, nowMs: number): number | undefined {
  try {
    const payload = token.split(".")[1];
    if (!payload) return undefined;
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    if (typeof json.exp !== "number") return undefined;
    return Math.max(0, Math.floor(json.exp - nowMs / 1000));
  } catch {
    return undefined;
  }
}

export interface CookieLocation {
  hostname: string;
  protocol: string;
}

/** The Set-Cookie string of the master cookie for `token` (or of its removal when token is null). */
export function masterCookie(token: string | null, where: CookieLocation, nowMs = Date.now()): string {
  const domain = masterCookieDomain(where.hostname);
  const maxAge = token === null ? 0 : secondsUntilExpiry(token, nowMs);
  return [
    `${MASTER_COOKIE}=${token === null ? "" : encodeURIComponent(token)}`,
    "Path=/",
    ...(domain ? [`Domain=${domain}`] : []),
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    "SameSite=Lax",
    ...(where.protocol === "https:" ? ["Secure"] : []),
  ].join("; ");
}

/** Sets (or with null clears) the master cookie of this page; failures are reported, not thrown. */
export function writeMasterCookie(token: string | null, report: (error: Error) => void): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
    document.cookie = masterCookie(token, window.location);
  } catch (cause) {
    report(new Error("Master cookie set error", { cause }));
  }
}

/** The token of the master cookie of this page, or null. */
export function readMasterCookie(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === MASTER_COOKIE) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}
