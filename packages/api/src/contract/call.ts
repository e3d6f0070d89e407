import type { PermissionFlag } from "@trezo/domain";
import type { z } from "zod";
import { refuseNulCharacters } from "./inputRules";

/** HTTP methods the contract uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may make a call. The server enforces it generically before any handler runs.
 * - `public`: anyone; a valid bearer token, when sent, is still read (the handler may use it).
 * - `user`: any signed-in, active user.
 * - `company`: a user with access to the company named by the entry's `companyIdField`: a member
 *   (owner, or active non-owner), staff of its parent accounting firm, or a SuperAdmin. `anyOf` lists the
 *   permission flags of which one is enough (empty: any access is enough); `ownerOnly` keeps the call to
 *   the owner, the parent firm and SuperAdmin.
 * - `admin`: SuperAdmin only (spec 001 §6 "admin-only").
 */
export type CallAccess =
  | { readonly kind: "public" }
  | { readonly kind: "user" }
  | { readonly kind: "company"; readonly anyOf: readonly PermissionFlag[]; readonly ownerOnly?: boolean }
  | { readonly kind: "admin" };

/**
 * Calls the server records in the audit log after they succeed (who, which call, which company, when,
 * and the ids and flags of the input): deletions, exports of company data, and administrator setters.
 */
export type CallAuditKind = "deletion" | "export" | "adminSetting";

/**
 * A call that runs as a job (DESIGN §3 "Long work"): it answers at once with `jobId`, and the work goes
 * on after the answer. The client follows every job the same way: it polls `followWith` with the job id
 * until the job is done (its `result`) or failed (its localised message).
 */
export interface CallJob<R extends z.ZodType = z.ZodType> {
  /** The call that reports the job's progress. */
  readonly followWith: "getJob" | "getDashboardJob" | "getConsolidationJob";
  /** The job's result once it is done. */
  readonly result: R;
}

/** Everything the spec says of one call, plus the zod schemas of its payload and result. */
export interface CallDefinition<In extends z.ZodType = z.ZodType, Out extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  /** Path under /api/v2; `{name}` segments are taken from the input field of the same name. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly input: In;
  readonly output: Out;
  readonly access: CallAccess;
  /** Per-call timeout of spec 001 §9 (default 20 s). */
  readonly timeoutMs: number;
  /** How many times the client sends the call again after a timeout (default 1). */
  readonly retries: number;
  /** Downloads also send the secondary auth-token header (spec 001 §7.1). */
  readonly secondaryAuth: boolean;
  /** Input field that names the company for company-scoped calls (`companyId` unless the spec says otherwise). */
  readonly companyIdField: string | null;
  /** The client adds `companyId` from the selected company when the caller leaves it out. */
  readonly injectCompanyId: boolean;
  /** Sign-in, recovery and similar calls are rate limited per client address. */
  readonly throttled: boolean;
  /** Recorded in the audit log when it succeeds (null: not by the generic layer). */
  readonly audit: CallAuditKind | null;
  /** Set when the call runs as a job: its answer holds `jobId` (null: the answer is the outcome). */
  readonly job: CallJob | null;
}

/** What `defineCall` needs; everything else has the defaults of spec 001 §7.1. */
export type CallSpec<In extends z.ZodType, Out extends z.ZodType> = Pick<
  CallDefinition<In, Out>,
  "method" | "path" | "summary" | "input" | "output" | "access"
> &
  Partial<
    Pick<
      CallDefinition<In, Out>,
      "timeoutMs" | "retries" | "secondaryAuth" | "companyIdField" | "injectCompanyId" | "throttled" | "audit"
    >
  >;

/** Default timeout of a call: 20 s with one retry on timeout (spec 001 §7.1). */
export const DEFAULT_CALL_TIMEOUT_MS = 20_000;
export const DEFAULT_CALL_RETRIES = 1;

/**
 * Declares one call with the defaults of spec 001 §7.1. Its input refuses a NUL character in any text
 * (refuseNulCharacters), so no call has to think of it.
 */
export function defineCall<In extends z.ZodType, Out extends z.ZodType, J extends CallJob | null = null>(
  spec: CallSpec<In, Out> & { readonly job?: J },
): CallDefinition<In, Out> & { readonly job: J } {
  const companyScoped = spec.access.kind === "company";
  const companyIdField = spec.companyIdField ?? (companyScoped ? "companyId" : null);
  return {
    timeoutMs: DEFAULT_CALL_TIMEOUT_MS,
    retries: DEFAULT_CALL_RETRIES,
    secondaryAuth: false,
    throttled: false,
    audit: null,
    ...spec,
    job: spec.job ?? (null as J),
    input: refuseNulCharacters(spec.input),
    companyIdField,
    injectCompanyId: spec.injectCompanyId ?? companyIdField === "companyId",
  };
}

/** Names of the `{param}` segments of a path, in order. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
