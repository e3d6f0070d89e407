import { catalogs, DEFAULT_LOCALE, type Locale, type MessageKey, translate } from "@trezo/i18n";

/** Base path of every call (spec 001 §7.1). */
export const API_BASE_PATH = "/api/v2";

/** Default timeout of a call: 20 s, with one retry on timeout (spec 001 §7.1). */
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_TIMEOUT_RETRIES = 1;

/** The generic failure and timeout results of spec 001 §7.1, word for word. */
export const GENERIC_ERROR_MESSAGE = translate("errors.generic", "fr-FR");
export const TIMEOUT_MESSAGE = translate("errors.timeout", "fr-FR");

/**
 * The same messages when a call fails, read then rather than at load: a web page that loads its
 * catalogs on demand may load this module before any catalog, and may hold only the user's locale.
 */
function failureMessage(key: MessageKey): string {
  const loaded = Object.keys(catalogs) as Locale[];
  return translate(key, loaded.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (loaded[0] ?? DEFAULT_LOCALE));
}

/** A call that did not give a usable answer: timed out, failed to reach the server, or non-ok status. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status for a non-ok response; undefined for timeouts and network failures. */
    readonly status: number | undefined,
    /** The server's error code (`{ error }`), when it sent one. */
    readonly code: string | undefined,
    readonly kind: "timeout" | "network" | "status",
    /** For invalid input: the fields the server rejected, by dotted path. */
    readonly fields: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** How many times a call that timed out is sent again. */
  timeoutRetries?: number;
  /** Cancels the call (a cancelled call is not retried). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * One HTTP exchange with a timeout through AbortController and retries on timeout only.
 * A non-ok response rejects with its status; a timeout rejects with 'Timeout'; anything else with the
 * generic message.
 */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = "POST",
    body,
    headers = {},
    timeoutMs = DEFAULT_TIMEOUT_MS,
    timeoutRetries = DEFAULT_TIMEOUT_RETRIES,
    signal,
    fetchImpl = fetch,
  } = options;

  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), timeoutMs);
    const onCancel = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onCancel, { once: true });
    try {
      const hasBody = body !== undefined && method !== "GET" && method !== "HEAD";
      const response = await fetchImpl(url, {
        method,
        headers: {
          accept: "application/json",
          ...(hasBody ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(hasBody ? { body: JSON.stringify(body) } : {}),
        signal: controller.signal,
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => undefined)) as
          | { error?: string; message?: string; fields?: Array<{ path: string; message: string }> }
          | undefined;
        throw new ApiError(
          payload?.message ?? failureMessage("errors.generic"),
          response.status,
          payload?.error,
          "status",
          Array.isArray(payload?.fields) ? payload.fields : [],
        );
      }
      if (response.status === 204 || method === "HEAD") return undefined as T;
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const timedOut = controller.signal.aborted && !signal?.aborted;
      if (timedOut && attempt < timeoutRetries) continue;
      if (timedOut) throw new ApiError(failureMessage("errors.timeout"), undefined, undefined, "timeout");
      if (signal?.aborted) throw error;
      throw new ApiError(failureMessage("errors.generic"), undefined, undefined, "network");
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCancel);
    }
  }
}
