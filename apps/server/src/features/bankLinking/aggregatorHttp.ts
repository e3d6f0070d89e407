import type { z } from "zod";
import { AggregatorRefused, AggregatorUnavailable } from "./aggregator";

/** One JSON call to an aggregator's API, as every adapter makes it. */
export interface AggregatorCall {
  method: "GET" | "POST" | "DELETE";
  url: string;
  /** The provider's own headers (credentials, version); accept, content-type and bearer are added. */
  headers?: Record<string, string>;
  token?: string | undefined;
  body?: unknown;
  timeoutMs: number;
}

/**
 * Makes the call and reads its JSON answer: no answer, a 429 or a 5xx is AggregatorUnavailable (retry
 * later), another 4xx is AggregatorRefused with the provider's error `type`, an empty body is null.
 * Messages never carry the URL's query or the headers: no secret leaves in a log.
 */
export async function callAggregator(provider: string, call: AggregatorCall): Promise<unknown> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    throw new AggregatorUnavailable(provider, null, `${provider} did not answer (${(error as Error).name})`);
  }
  if (response.status === 204) return null;
  const text = await response.text();
  if (response.status >= 500 || response.status === 429)
    throw new AggregatorUnavailable(provider, response.status, `${provider} answered ${response.status}`);
  if (response.status >= 400) throw new AggregatorRefused(provider, response.status, errorTypeOf(text));
  try {
    return text === "" ? null : JSON.parse(text);
  } catch {
    throw new AggregatorUnavailable(provider, response.status, `${provider} answered something not JSON`);
  }
}

/** The `type` of a provider's JSON error body, or null. */
function errorTypeOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { type?: unknown };
    return typeof parsed.type === "string" ? parsed.type : null;
  } catch {
    return null;
  }
}

/** Reads an answer with its schema; an unexpected shape is AggregatorUnavailable, never a crash. */
export function parseAggregatorAnswer<T extends z.ZodType>(
  provider: string,
  schema: T,
  value: unknown,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AggregatorUnavailable(provider, null, `${provider} answered an unexpected shape`);
  return parsed.data;
}
