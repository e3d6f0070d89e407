import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CallName, prepareRequest } from "@trezo/api";
import { type PermissionMap, withLuhnCheckDigit } from "@trezo/domain";
import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import { companies, companyUsers, users } from "../db/schema";
import type { RunningServer } from "../server";

/** What a test call answered: status and parsed JSON body. */
export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface CallAs {
  token?: string | undefined;
  pretendedToken?: string | undefined;
  headers?: Record<string, string>;
}

/**
 * Makes a contract call over real HTTP, built exactly as the client builds it (path params, query or body,
 * headers), without the client's retries so that a test sees every status.
 */
export async function callApi(
  server: { url: string },
  name: CallName,
  input: Record<string, unknown>,
  as: CallAs = {},
): Promise<CallResult> {
  const prepared = prepareRequest(name, input, {
    baseUrl: server.url,
    getToken: () => as.token,
    getPretendedUserToken: () => as.pretendedToken,
  });
  const response = await fetch(prepared.url, {
    method: prepared.method,
    headers: {
      accept: "application/json",
      ...(prepared.body === undefined ? {} : { "content-type": "application/json" }),
      ...prepared.headers,
      ...as.headers,
    },
    ...(prepared.body === undefined ? {} : { body: JSON.stringify(prepared.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/** A unique address: on PostgreSQL the test files share one database. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`;
}

export const TEST_PASSWORD = "correct-horse-battery-staple";
let testPasswordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A confirmed, active user with finished sign-up, straight in the database, and a valid token. */
export async function createTestUser(
  server: RunningServer,
  options: { role?: "User" | "SuperAdmin"; isActive?: boolean; emailPrefix?: string } = {},
): Promise<TestUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail(options.emailPrefix);
  const [user] = await server.services.db
    .insert(users)
    .values({
      email,
      passwordHash: await testPasswordHash,
      role: options.role ?? "User",
      isActive: options.isActive ?? true,
      emailConfirmedAt: new Date(),
      signupFinished: true,
      firstName: "Camille",
      lastName: "Martin",
      telephone: "+33612345678",
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  const { token } = await server.services.tokens.issue(user.id, user.role);
  return { id: user.id, email, password: TEST_PASSWORD, token };
}

/**
 * A valid SIRET (14 digits, Luhn) nobody else uses (random: test files share one PostgreSQL database).
 * It never starts with La Poste's SIREN, whose SIRETs follow another rule.
 */
export function uniqueSiret(): string {
  const digits = `1${Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("")}`;
  return withLuhnCheckDigit(digits);
}

/** A company owned by `ownerId`, straight in the database. */
export async function createTestCompany(
  server: RunningServer,
  ownerId: number,
  options: { isCpa?: boolean; parentId?: number; name?: string } = {},
): Promise<number> {
  const [company] = await server.services.db
    .insert(companies)
    .values({
      name: options.name ?? `Société ${randomUUID().slice(0, 8)}`,
      ownerId,
      isCpa: options.isCpa ?? false,
      parentId: options.parentId ?? null,
      siret: options.isCpa || options.parentId ? uniqueSiret() : null,
      isStandalone: options.parentId === undefined,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error("company insert failed");
  await server.services.db
    .insert(companyUsers)
    .values({ companyId: company.id, userId: ownerId, isOwner: true });
  return company.id;
}

/** Adds `userId` to a company as a non-owner member with these flags. */
export async function addTestMember(
  server: RunningServer,
  companyId: number,
  userId: number,
  permissions: PermissionMap,
): Promise<void> {
  await server.services.db.insert(companyUsers).values({ companyId, userId, permissions });
}

/** Every mail written to the server's outbox, oldest first, as raw text. */
export function outboxMails(dataDir: string): string[] {
  const outbox = join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), "utf8"));
}

/** The value of `parameter` in the link of the newest mail sent to `to`. */
export function tokenFromMail(dataDir: string, to: string, parameter: string): string {
  const mail = outboxMails(dataDir)
    .reverse()
    .find((text) => text.includes(`To: ${to}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  // Quoted-printable may fold long lines with "=\n".
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`${parameter}=([A-Za-z0-9_-]+)`).exec(unfolded);
  if (!match?.[1]) throw new Error(`no ${parameter} in the mail to ${to}`);
  return match[1];
}

/** Error codes with which the access layer refuses a call. */
const ACCESS_DENIAL_CODES = new Set([
  "unauthorized",
  "missing_authorization",
  "token_expired",
  "forbidden",
  "company_inactive",
  // OAuth access tokens (features/oauth): RFC 6750's codes.
  "invalid_token",
  "insufficient_scope",
]);

/** Whether the access layer refused the call (401 or 403 with one of its codes), as authorization tests ask. */
export function isAccessDenial(result: CallResult): boolean {
  return (
    (result.status === 401 || result.status === 403) && ACCESS_DENIAL_CODES.has(String(result.body.error))
  );
}

/**
 * Makes the database refuse to delete one company (a trigger raising an error), as a real server-side
 * failure of deleteCompany for the tests of its failure notice. Returns what lifts the refusal.
 */
export async function refuseCompanyDeletion(
  server: RunningServer,
  companyId: number,
): Promise<() => Promise<void>> {
  const id = Math.trunc(companyId);
  const { db } = server.services;
  await db.execute(
    sql.raw(`create or replace function refuse_company_delete_${id}() returns trigger language plpgsql as $$
      begin if old.id = ${id} then raise exception 'company ${id}: deletion refused by a test'; end if; return old; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_company_delete_${id} before delete on companies
      for each row execute function refuse_company_delete_${id}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists refuse_company_delete_${id} on companies`));
    await db.execute(sql.raw(`drop function if exists refuse_company_delete_${id}()`));
  };
}
