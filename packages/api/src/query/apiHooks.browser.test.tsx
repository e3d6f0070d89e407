import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { createApiClient } from "../client/apiClient";
import { ApiClientProvider, apiQueryKey, useApiMutation, useApiQuery } from "./apiHooks";

/**
 * A component test of the hooks: the client's fetch is a small in-page stand-in for the server that
 * records the calls (the real server is covered by the server's HTTP tests).
 */
function fakeServer() {
  const calls: Array<{ url: string; body: unknown }> = [];
  let maxConnections = 3;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url.endsWith("/getMaxConnections")) return Response.json({ maxConnections });
    if (url.endsWith("/setMaxConnections")) {
      maxConnections = (body as { maxConnections: number }).maxConnections;
      return Response.json({ maxConnections });
    }
    return Response.json({ error: "not_found", message: "Not found", status_code: 404 }, { status: 404 });
  };
  return { calls, fetchImpl };
}

function MaxConnections() {
  const query = useApiQuery("getMaxConnections", {});
  const mutation = useApiMutation("setMaxConnections", { invalidates: ["getMaxConnections"] });
  return (
    <div>
      <p>{query.data ? `max ${query.data.maxConnections}` : "loading"}</p>
      <button type="button" onClick={() => mutation.mutate({ maxConnections: 7 })}>
        raise
      </button>
    </div>
  );
}

describe("useApiQuery and useApiMutation", () => {
  it("read through the client with the selected company, and a mutation refreshes what it invalidates", async () => {
    const { calls, fetchImpl } = fakeServer();
    const client = createApiClient({ fetchImpl, getSelectedCompanyId: () => 12 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = await render(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MaxConnections />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    await expect.element(screen.getByText("max 3")).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: "/api/v2/getMaxConnections", body: { companyId: 12 } });
    expect(queryClient.getQueryData(apiQueryKey("getMaxConnections", { companyId: 12 }))).toEqual({
      maxConnections: 3,
    });

    await screen.getByRole("button", { name: "raise" }).click();
    await expect.element(screen.getByText("max 7")).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/v2/getMaxConnections",
      "/api/v2/setMaxConnections",
      "/api/v2/getMaxConnections",
    ]);
  });
});
