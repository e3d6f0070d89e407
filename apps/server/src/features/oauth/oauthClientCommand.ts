import { OAUTH_SCOPES } from "@trezo/api";
import { z } from "zod";
import { recordAudit } from "../../audit/auditLog";
import type { Database } from "../../db/database";
import { clientSecretOf, loadOAuthKeys } from "./oauthKeys";
import {
  insertOAuthClient,
  listOAuthClients,
  type OAuthClientRow,
  revokeOAuthClient,
  rotateOAuthClientSecret,
} from "./oauthQueries";

export const OAUTH_CLIENT_USAGE = `  oauth-client add --name <name> --redirect-uri <uri> [--redirect-uri <uri>…]
                  [--scope company:read] [--scope company:write] [--public]
                              register a partner's application (prints its id and secret once)
  oauth-client list           list the registered applications
  oauth-client rotate-secret <client-id>
                              a new secret (printed once); the old one stops working
  oauth-client revoke <client-id>
                              the application can no longer sign in users; its tokens end`;

/** What a command printed, and the exit code it asks for (as cli/adminCommand.ts). */
interface Outcome {
  code: 0 | 1 | 2;
  lines: string[];
}

/**
 * A redirect URI as OAuth 2.1 allows it: https, or http on the loopback address for native apps and
 * development; no fragment. Compared exactly by the provider.
 */
const redirectUriSchema = z.url().refine((value) => {
  const url = new URL(value);
  if (url.hash !== "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}, "an https address (http only on the loopback address), without #fragment");

const addSchema = z.object({
  name: z.string().trim().min(1).max(120),
  redirectUris: z.array(redirectUriSchema).min(1).max(10),
  scopes: z.array(z.enum(OAUTH_SCOPES)).min(1),
  isPublic: z.boolean(),
});

/** The options of `add`: repeated --redirect-uri and --scope, --name, --public. */
function parseAddOptions(args: readonly string[]) {
  const options = { name: "", redirectUris: [] as string[], scopes: [] as string[], isPublic: false };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    if (flag === "--public") {
      options.isPublic = true;
      continue;
    }
    const value = args[index + 1];
    if (value === undefined) return null;
    index++;
    if (flag === "--name") options.name = value;
    else if (flag === "--redirect-uri") options.redirectUris.push(value);
    else if (flag === "--scope") options.scopes.push(value);
    else return null;
  }
  if (options.scopes.length === 0) options.scopes.push("company:read");
  return addSchema.safeParse(options);
}

function describeClient(client: OAuthClientRow): string {
  const state = client.revokedAt ? `revoked ${client.revokedAt.toISOString().slice(0, 10)}` : "active";
  return `${client.clientId}  ${client.name}  [${client.scopes.join(" ")}]${client.isPublic ? "  public" : ""}  ${state}\n    ${client.redirectUris.join("\n    ")}`;
}

/** `npm run admin -- oauth-client …`: the administrators' registration of OAuth clients (audited). */
export async function runOAuthClientCommand(
  db: Database,
  args: readonly string[],
  usage: string,
): Promise<Outcome> {
  const [subcommand, ...rest] = args;
  if (subcommand === "list" && rest.length === 0) {
    const clients = await listOAuthClients(db);
    return { code: 0, lines: clients.length === 0 ? ["No OAuth client yet."] : clients.map(describeClient) };
  }
  if (subcommand === "add") {
    const parsed = parseAddOptions(rest);
    if (!parsed) return { code: 2, lines: [usage] };
    if (!parsed.success)
      return {
        code: 2,
        lines: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      };
    const client = await insertOAuthClient(db, { ...parsed.data, createdBy: "cli" });
    await recordAudit(db, {
      action: "oauth_client_registered",
      details: { clientId: client.clientId, name: client.name, scopes: client.scopes, source: "cli" },
    });
    const keys = await loadOAuthKeys(db);
    return {
      code: 0,
      lines: [
        `OAuth client ${client.name} registered.`,
        `  client_id:     ${client.clientId}`,
        client.isPublic
          ? "  public client: no secret (PKCE only)"
          : `  client_secret: ${clientSecretOf(keys, client.clientId, client.secretVersion)}   (shown once)`,
      ],
    };
  }
  const clientId = rest[0];
  if ((subcommand === "revoke" || subcommand === "rotate-secret") && clientId && rest.length === 1) {
    if (subcommand === "revoke") {
      if (!(await revokeOAuthClient(db, clientId)))
        return { code: 1, lines: [`No active OAuth client ${clientId}.`] };
      await recordAudit(db, { action: "oauth_client_revoked", details: { clientId, source: "cli" } });
      return { code: 0, lines: [`OAuth client ${clientId} revoked: its grants and tokens are deleted.`] };
    }
    const rotated = await rotateOAuthClientSecret(db, clientId);
    if (!rotated) return { code: 1, lines: [`No active OAuth client ${clientId}.`] };
    if (rotated.isPublic) return { code: 1, lines: [`${clientId} is a public client: it has no secret.`] };
    const keys = await loadOAuthKeys(db);
    return {
      code: 0,
      lines: [`  client_secret: ${clientSecretOf(keys, clientId, rotated.secretVersion)}   (shown once)`],
    };
  }
  return { code: 2, lines: [usage] };
}
