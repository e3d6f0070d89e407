import { type CallDefinition, pathParamsOf } from "../contract/call";
import { OAUTH_FAMILY_CALLS } from "../contract/calls/oauth";
import { type CallInput, type CallName, type CallOutput, contract } from "../contract/contract";
import { API_BASE_PATH, ApiError, requestJson } from "./request";

/** Header names the server reads besides Authorization (spec 001 §7.1). */
export const PRETENDED_USER_TOKEN_HEADER = "x-pretended-user-token";
export const SECONDARY_AUTH_TOKEN_HEADER = "x-auth-token";

/** The OAuth call family of spec 001 §7.10 (the auth host's consent page): its 401 opens the error page. */
const OAUTH_FAMILY: ReadonlySet<string> = new Set(OAUTH_FAMILY_CALLS);

/** Error codes of a 401 that asks for a new sign-in (spec 001 §8: 'Token has expired', missing header). */
export const SESSION_EXPIRED_CODES: readonly string[] = ["token_expired", "missing_authorization"];

export interface ApiClientOptions {
  /** Origin of the server ('' in the browser: same origin). */
  baseUrl?: string;
  /** The bearer token from storage. */
  getToken?: () => string | null | undefined;
  /** The impersonated-user token while an admin pretends to be someone else. */
  getPretendedUserToken?: () => string | null | undefined;
  /** The secondary auth token sent on downloads (defaults to the bearer token). */
  getSecondaryAuthToken?: () => string | null | undefined;
  /** The selected company, added as `companyId` to the calls that take it. */
  getSelectedCompanyId?: () => number | null | undefined;
  /** A 401 'Token has expired' or a missing authorization header: the app opens the sign-in popup. */
  onSessionExpired?: (error: ApiError, call: CallName) => void;
  /** A 401 of the OAuth call family: the app opens its error page. */
  onOAuthUnauthorized?: (error: ApiError, call: CallName) => void;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  /** Cancels the call; a cancelled call is not retried. */
  signal?: AbortSignal;
  /** Overrides the entry's timeout (rarely needed). */
  timeoutMs?: number;
}

/** Input of a call as the caller writes it: `companyId` may be left to the selected company. */
export type ClientCallInput<N extends CallName> =
  CallInput<N> extends { companyId: number }
    ? Omit<CallInput<N>, "companyId"> & { companyId?: number }
    : CallInput<N>;

/** The typed client: one `call` for every entry of the contract. */
export interface ApiClient {
  call<N extends CallName>(name: N, input: ClientCallInput<N>, options?: CallOptions): Promise<CallOutput<N>>;
  /** The selected company the client injects (used by the query keys). */
  selectedCompanyId(): number | null;
}

/** Where and how one call is sent: URL, method, body, headers. */
export interface PreparedRequest {
  url: string;
  method: CallDefinition["method"];
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

function scalarToQuery(value: unknown): string {
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * Builds the HTTP request of a call: `{param}` path segments filled from the input, the rest as the JSON
 * body (or the query string for GET and DELETE), `companyId` injected, tokens in their headers.
 */
export function prepareRequest(
  name: CallName,
  rawInput: Record<string, unknown>,
  options: ApiClientOptions,
): PreparedRequest {
  const entry: CallDefinition = contract[name];
  const input: Record<string, unknown> = { ...rawInput };
  const selected = options.getSelectedCompanyId?.();
  if (entry.injectCompanyId && input.companyId === undefined && selected != null) input.companyId = selected;

  let path = entry.path;
  for (const param of pathParamsOf(entry.path)) {
    path = path.replace(`{${param}}`, encodeURIComponent(String(input[param] ?? "")));
    delete input[param];
  }
  let url = `${options.baseUrl ?? ""}${API_BASE_PATH}/${path}`;
  const sendsBody = entry.method !== "GET" && entry.method !== "DELETE";
  if (!sendsBody) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) query.set(key, scalarToQuery(value));
    }
    const search = query.toString();
    if (search) url += `?${search}`;
  }

  const headers: Record<string, string> = {};
  const token = options.getToken?.();
  if (token) headers.authorization = `Bearer ${token}`;
  const pretended = options.getPretendedUserToken?.();
  if (pretended) headers[PRETENDED_USER_TOKEN_HEADER] = pretended;
  if (entry.secondaryAuth) {
    const secondary = options.getSecondaryAuthToken?.() ?? token;
    if (secondary) headers[SECONDARY_AUTH_TOKEN_HEADER] = secondary;
  }
  return { url, method: entry.method, body: sendsBody ? input : undefined, headers };
}

/**
 * The client of spec 001 §7.1: base path /api/v2, JSON bodies, bearer and impersonation tokens,
 * `companyId` from the selected company, the entry's timeout with its retries on timeout, cancellation,
 * and the 401 hooks. Results and failures are those of `requestJson`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return {
    selectedCompanyId: () => options.getSelectedCompanyId?.() ?? null,
    async call(name, input, callOptions = {}) {
      const entry: CallDefinition = contract[name];
      const prepared = prepareRequest(name, input as Record<string, unknown>, options);
      try {
        return await requestJson(prepared.url, {
          method: prepared.method,
          body: prepared.body,
          headers: prepared.headers,
          timeoutMs: callOptions.timeoutMs ?? entry.timeoutMs,
          timeoutRetries: entry.retries,
          ...(callOptions.signal ? { signal: callOptions.signal } : {}),
          ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          if (error.code?.startsWith("oauth_") || OAUTH_FAMILY.has(name))
            options.onOAuthUnauthorized?.(error, name);
          else if (error.code && SESSION_EXPIRED_CODES.includes(error.code))
            options.onSessionExpired?.(error, name);
        }
        throw error;
      }
    },
  };
}
