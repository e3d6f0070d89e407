import rateLimit from "@fastify/rate-limit";
import {
  CALL_NAMES,
  type CallDefinition,
  type CallName,
  type Contract,
  type ContractIssue,
  contract,
  contractIssueOf,
  idSchema,
  oauthScopeOf,
  oauthScopesAllow,
  type ParsedCallInput,
} from "@trezo/api";
import { isPartnerApiKey } from "@trezo/domain";
import type { Locale, MessageKey } from "@trezo/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { recordCallAudit } from "../audit/auditLog";
import {
  type Authenticated,
  checkSecondaryAuth,
  oauthBearerOf,
  type RequestTokens,
  requestTokens,
} from "../auth/authenticate";
import { type CompanyAccess, checkCompanyRule } from "../auth/companyAccess";
import { type RequestAccess, resolveGrantedAccess, resolveRequestAccess } from "../auth/requestAccess";
import { DomainError, domainErrors } from "../errors/domainError";
import { verifyPartnerApiKey } from "../features/partners/partnerApiKeys";
import type { Services } from "../services";
import { databaseRateLimitStore } from "./rateLimitStore";
import { requestLocale } from "./requestLocale";

/** What a handler receives: the parsed input, who calls, the verified company, the services. */
export interface CallContext<N extends CallName> {
  name: N;
  input: ParsedCallInput<N>;
  /** Null only on public calls made without a valid token. */
  auth: Authenticated | null;
  /** Set on company-scoped calls: the company the auth layer verified for this user. */
  company: CompanyAccess | null;
  services: Services;
  request: FastifyRequest;
  locale: Locale;
}

/** A call's server side. It returns the entry's output (checked against its schema in tests). */
export type CallHandler<N extends CallName> = (
  context: CallContext<N>,
) => Promise<z.input<Contract[N]["output"]>>;

/** Every entry of the contract must have a handler: a missing one fails the typecheck. */
export type CallHandlers = { [N in CallName]: CallHandler<N> };

/** The authenticated caller of a non-public call. */
export function mustAuth(context: { auth: Authenticated | null }): Authenticated {
  if (!context.auth) throw domainErrors.unauthorized();
  return context.auth;
}

/** The verified company of a company-scoped call. */
export function mustCompany(context: { company: CompanyAccess | null }): CompanyAccess {
  if (!context.company) throw domainErrors.forbidden();
  return context.company;
}

/** Query strings and path segments are text: whole numbers and booleans become numbers and booleans. */
function decodeScalar(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (/^(?:0|[1-9]\d{0,15})$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}

/** Decodes every value of a query string or path parameters with decodeScalar. */
export function decodeRecord(record: unknown): Record<string, unknown> {
  if (typeof record !== "object" || record === null) return {};
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, decodeScalar(value)]));
}

/**
 * The raw input of a call: the JSON body (or the query string for GET and DELETE), with the path
 * parameters on top so a body cannot contradict the path. A body that is not a JSON object is passed on
 * as is, for the schema to refuse.
 */
function rawInputOf(request: FastifyRequest, entry: CallDefinition): unknown {
  const params = decodeRecord(request.params);
  if (entry.method === "GET" || entry.method === "DELETE")
    return { ...decodeRecord(request.query), ...params };
  // No body at all is an empty input; a JSON `null` is a malformed one.
  const body = request.body === undefined ? {} : request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return { ...(body as Record<string, unknown>), ...params };
}

function issuesToFields(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues
    .slice(0, 20)
    .map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** The message of each input rule every call shares (packages/api's CONTRACT_ISSUES). */
const CONTRACT_ISSUE_MESSAGES: Record<ContractIssue, MessageKey> = {
  nul_character: "errors.nulCharacter",
  nothing_to_change: "errors.nothingToChange",
};

/** A refused input: 400 with the fields, and the message of the shared rule it broke if any. */
function inputError(error: z.ZodError): DomainError {
  const issue = contractIssueOf(error);
  if (!issue) return domainErrors.invalidInput(issuesToFields(error));
  return new DomainError(
    "invalid",
    "invalid_input",
    { key: CONTRACT_ISSUE_MESSAGES[issue] },
    issuesToFields(error),
  );
}

/**
 * The caller and the company access of a request, from its tokens and ONE query (auth/requestAccess.ts).
 * On a public call a missing, bad or ended session is no caller rather than a 401.
 */
async function requestAccessOf(
  services: Services,
  tokens: RequestTokens | null,
  required: boolean,
  companyId: number | null,
): Promise<RequestAccess | null> {
  if (!tokens) return null;
  try {
    return await resolveRequestAccess(services.db, tokens, companyId);
  } catch (error) {
    if (!required && error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * The access of a request that came with an OAuth access token (features/oauth): on a public call, no
 * caller; otherwise the token must be live (else a 401 invalid_token, spec 001 §8 "OAuth 401"), its
 * scopes must open the entry (contract/oauthScopes.ts) and its one company must be the call's (else a
 * 403 insufficient_scope); then its user's access to that company, read as a session's would be.
 */
async function oauthAccessOf(
  name: CallName,
  services: Services,
  token: string,
  companyId: number | null,
): Promise<RequestAccess | null> {
  const entry: CallDefinition = contract[name];
  if (entry.access.kind === "public") return null;
  // A partner's API key (partner/authenticate) acts like a token of its scopes on its one company.
  const facts = isPartnerApiKey(token)
    ? await verifyPartnerApiKey(services.db, token)
    : await services.oauth.verifyAccessToken(token);
  if (!facts) throw domainErrors.invalidToken();
  if (!oauthScopesAllow(name, facts.scopes) || companyId !== facts.companyId)
    throw domainErrors.insufficientScope(oauthScopeOf(name));
  const resolved = await resolveGrantedAccess(services.db, facts, facts.expiresAt);
  if (!resolved) throw domainErrors.invalidToken();
  return resolved;
}

/** How a request authenticates: the server's own tokens (checked before), or an OAuth access token. */
type RequestCredentials =
  | { kind: "session"; tokens: RequestTokens | null }
  | { kind: "oauth"; token: string };

/**
 * Runs the generic checks of an entry, in order: authentication (the tokens were checked before),
 * admin flag, company and flags, input; then the handler.
 */
async function runCall<N extends CallName>(
  name: N,
  request: FastifyRequest,
  services: Services,
  handler: CallHandler<N>,
  credentials: RequestCredentials,
): Promise<unknown> {
  const entry: CallDefinition = contract[name];
  const access = entry.access;
  const rawInput = rawInputOf(request, entry);
  const field = entry.companyIdField ?? "companyId";
  const companyId =
    access.kind === "company"
      ? idSchema.safeParse((rawInput as Record<string, unknown> | null)?.[field])
      : null;
  const verifiedCompanyId = companyId?.success ? companyId.data : null;
  const resolved =
    credentials.kind === "oauth"
      ? await oauthAccessOf(name, services, credentials.token, verifiedCompanyId)
      : await requestAccessOf(services, credentials.tokens, access.kind !== "public", verifiedCompanyId);
  const auth = resolved?.auth ?? null;
  if (access.kind === "admin" && !auth?.isSuperAdmin) throw domainErrors.forbidden();
  if (entry.secondaryAuth && auth)
    await checkSecondaryAuth(request, services, auth.impersonatedBy ?? auth.user.id);

  // Tenancy before the payload: someone outside the company learns nothing from validation messages.
  let company: CompanyAccess | null = null;
  if (access.kind === "company" && auth) {
    if (!companyId?.success) throw domainErrors.invalidInput([{ path: field, message: "Required" }]);
    company = checkCompanyRule(auth, resolved?.company ?? null, access);
  }

  const parsed = entry.input.safeParse(rawInput);
  if (!parsed.success) throw inputError(parsed.error);
  const input = parsed.data as ParsedCallInput<N>;

  const result = await handler({
    name,
    input,
    auth,
    company,
    services,
    request,
    locale: requestLocale(request),
  });
  if (entry.audit) {
    const named = entry.companyIdField ? (input as Record<string, unknown>)[entry.companyIdField] : null;
    await recordCallAudit(services.db, {
      name,
      kind: entry.audit,
      actorUserId: auth ? (auth.impersonatedBy ?? auth.user.id) : null,
      companyId: company?.company.id ?? (typeof named === "number" ? named : null),
      input,
      ip: request.ip,
    });
  }
  if (services.config.checkOutputs) {
    const checked = entry.output.safeParse(result);
    if (!checked.success) {
      request.log.error({ call: name, issues: checked.error.issues }, "result does not match the contract");
      throw new Error(`Result of ${name} does not match its contract output`);
    }
  }
  return result;
}

/** Fastify route path of a contract path: `company/{companyId}/branding` → `/api/v2/company/:companyId/branding`. */
export function routePathOf(entry: CallDefinition): string {
  return `/api/v2/${entry.path.replace(/\{(\w+)\}/g, ":$1")}`;
}

/** Registers every contract entry with its handler, behind the generic checks. */
export async function registerContract(
  app: FastifyInstance,
  services: Services,
  handlers: CallHandlers,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Several instances on one PostgreSQL share the counters (issue 24); the embedded database has one.
    ...(services.database.kind === "postgres"
      ? { store: databaseRateLimitStore(services.db, services.config.rateLimitScope) }
      : {}),
    errorResponseBuilder: () =>
      new DomainError("too_many_requests", "too_many_requests", { key: "server.tooManyRequests" }),
  });
  for (const name of CALL_NAMES) {
    const entry: CallDefinition = contract[name];
    const handler = handlers[name] as CallHandler<typeof name>;
    app.route({
      method: entry.method,
      url: routePathOf(entry),
      ...(entry.throttled
        ? { config: { rateLimit: { max: services.config.authRateLimitPerMinute, timeWindow: 60_000 } } }
        : {}),
      handler: async (request, reply) => {
        reply.header("cache-control", "no-store");
        // An OAuth access token is looked up in the database, under the lock with the call.
        const oauthToken = oauthBearerOf(request);
        if (oauthToken !== undefined) {
          return services.database.exclusive(() =>
            runCall(name, request, services, handler, { kind: "oauth", token: oauthToken }),
          );
        }
        // The tokens' signatures are checked outside PGlite's lock: that needs no database.
        const tokens = await requestTokens(request, services, entry.access.kind !== "public");
        return services.database.exclusive(() =>
          runCall(name, request, services, handler, { kind: "session", tokens }),
        );
      },
    });
  }
}
