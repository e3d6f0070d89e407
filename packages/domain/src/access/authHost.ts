/**
 * Whether a host name is the authentication host: its first label is `auth` (spec 000 §2). The web app
 * shows the auth host's pages there, and the server answers the OAuth provider's endpoints there.
 */
export function isAuthHost(hostname: string): boolean {
  return hostname.split(".")[0]?.toLowerCase() === "auth";
}
