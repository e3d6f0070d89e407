import { z } from "zod";
import type { Database } from "../db/database";
import {
  createSuperAdmin,
  demoteSuperAdmin,
  listSuperAdmins,
  promoteToSuperAdmin,
} from "../features/admin/superAdmins";
import { OAUTH_CLIENT_USAGE, runOAuthClientCommand } from "../features/oauth/oauthClientCommand";

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  create-superadmin <email>   create a SuperAdmin account (prints its generated password once),
                              or promote the account that has this address
  promote <email>             make an existing account a SuperAdmin
  demote <email>              make a SuperAdmin an ordinary user again
  list                        list the SuperAdmins
${OAUTH_CLIENT_USAGE}`;

const emailSchema = z.email();

/** What a command printed, and the process exit code it asks for. */
export interface CommandOutcome {
  code: 0 | 1 | 2;
  lines: string[];
}

/**
 * The operators' `npm run admin` commands on an open database (the CLI opens the configured one). Every
 * promotion and demotion is audited (source `cli`).
 */
export async function runAdminCommand(db: Database, args: readonly string[]): Promise<CommandOutcome> {
  const [command, email, ...rest] = args;
  if (command === "oauth-client") return runOAuthClientCommand(db, args.slice(1), ADMIN_USAGE);
  if (command === "list" && email === undefined) {
    const admins = await listSuperAdmins(db);
    if (admins.length === 0) return { code: 0, lines: ["No SuperAdmin yet."] };
    return {
      code: 0,
      lines: admins.map(
        (admin) =>
          `${String(admin.id).padStart(6)}  ${admin.email}${admin.isActive ? "" : "  (deactivated)"}  since ${admin.createdAt.toISOString().slice(0, 10)}`,
      ),
    };
  }
  const known = command === "create-superadmin" || command === "promote" || command === "demote";
  if (!known || email === undefined || rest.length > 0) return { code: 2, lines: [ADMIN_USAGE] };
  if (!emailSchema.safeParse(email.trim()).success) {
    return { code: 2, lines: [`Not an email address: ${email}`] };
  }
  if (command === "create-superadmin") {
    const outcome = await createSuperAdmin(db, email);
    if (outcome.kind === "created") {
      return {
        code: 0,
        lines: [
          `SuperAdmin ${email} created. Password (shown once; change it after signing in):`,
          `  ${outcome.password}`,
        ],
      };
    }
    return {
      code: 0,
      lines: [
        outcome.kind === "promoted"
          ? `${email} already had an account: it is now a SuperAdmin.`
          : `${email} is already a SuperAdmin.`,
      ],
    };
  }
  const outcome =
    command === "promote"
      ? await promoteToSuperAdmin(db, email, "cli")
      : await demoteSuperAdmin(db, email, "cli");
  if (outcome === "notFound") return { code: 1, lines: [`No account has the address ${email}.`] };
  const role = command === "promote" ? "a SuperAdmin" : "an ordinary user";
  return {
    code: 0,
    lines: [outcome === "changed" ? `${email} is now ${role}.` : `${email} is already ${role}.`],
  };
}
