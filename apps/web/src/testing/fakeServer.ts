/**
 * The fake server of the web tests, without any DOM: an API client whose `fetchImpl` answers each call
 * from `handlers` (by call name; path-parameter calls by their path with the parameters as `{name}`) and
 * records it with its body (a GET's query string) and headers. A call without a handler answers 404.
 * renderWithFakeServer draws a component against one; a node test hands its client to what it tests.
 */
import { type ApiClient, type CallName, contract, createApiClient } from "@trezo/api";

export interface RecordedCall {
  name: CallName;
  /** The request path, with the path parameters filled in. */
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A handler answers the body (and the request path, for calls whose parameters are in it), or throws
 * `{ status, body }` for an error answer.
 */
export type FakeHandlers = Partial<
  Record<CallName, (body: Record<string, unknown>, path: string) => unknown>
>;

/** A failed answer of the fake server. */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The call a request names: its method, and the contract's path patterns with `{param}` as wildcards. */
function callOf(method: string, pathname: string): CallName | undefined {
  const path = pathname.replace(/^\/api\/v2\//, "");
  return (Object.keys(contract) as CallName[]).find((name) => {
    if (contract[name].method !== method) return false;
    const pattern = contract[name].path
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });
}

/** A fake server: its typed client and what it was asked. */
export class FakeServer {
  readonly calls: RecordedCall[] = [];
  readonly client: ApiClient;

  constructor(private readonly handlers: FakeHandlers) {
    this.client = createApiClient({
      fetchImpl: (input, init) => this.answer(input, init),
      getToken: () => "token-1",
      getSelectedCompanyId: () => 7,
    });
  }

  /** The bodies of the calls of one name, in order. */
  callsOf(name: CallName): Record<string, unknown>[] {
    return this.calls.filter((call) => call.name === name).map((call) => call.body);
  }

  /** The request paths of one call, in order (for calls with path parameters). */
  pathsOf(name: CallName): string[] {
    return this.calls.filter((call) => call.name === name).map((call) => call.path);
  }

  private async answer(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(String(input), globalThis.location?.origin ?? "http://localhost");
    const name = callOf(init?.method ?? "GET", url.pathname);
    // A GET call carries its input in the query string.
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : Object.fromEntries(url.searchParams);
    if (name) this.calls.push({ name, path: url.pathname, body, headers: new Headers(init?.headers) });
    const handler = name ? this.handlers[name] : undefined;
    if (!handler) return new Response(JSON.stringify({ error: "not_found" }), { status: 404 });
    try {
      return new Response(JSON.stringify(await handler(body, url.pathname)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    } catch (failure) {
      if (!(failure instanceof FakeFailure)) throw failure;
      return new Response(JSON.stringify(failure.body), {
        status: failure.status,
        headers: { "content-type": "application/json" },
      });
    }
  }
}
