import type { ApiClient } from "./apiClient";

/** What a client error report carries besides the message (spec 001 §7.1). */
export type ClientErrorKind = "error" | "unhandledrejection" | "framework";

/** Structural views of the DOM types, so that the package also compiles without the DOM library. */
interface ListenerTarget {
  addEventListener(type: string, listener: (event: unknown) => void): void;
  removeEventListener(type: string, listener: (event: unknown) => void): void;
}
type ErrorLike = { error?: unknown; message?: unknown; reason?: unknown };

function currentUrl(): string | undefined {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === "string" ? location.href : undefined;
}

function messageOf(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return {
      message: reason.message || reason.name,
      ...(reason.stack ? { stack: reason.stack.slice(0, 8000) } : {}),
    };
  }
  return { message: typeof reason === "string" ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

/**
 * POSTs one client error to the logs endpoint with the selected company. Never throws: a failure to log
 * must not become a new error (which would be logged again, forever).
 */
export async function reportClientError(
  client: ApiClient,
  reason: unknown,
  kind: ClientErrorKind,
): Promise<void> {
  const { message, stack } = messageOf(reason);
  try {
    await client.call("logClientError", {
      message: message.slice(0, 4000) || "unknown error",
      kind,
      company_id: client.selectedCompanyId(),
      ...(stack ? { stack } : {}),
      ...(currentUrl() ? { url: currentUrl()?.slice(0, 2000) } : {}),
    });
  } catch {
    // Nothing else to do with an error about reporting an error.
  }
}

/**
 * Sends global errors and unhandled rejections of `target` (the window) to the logs endpoint.
 * Returns the function that removes the listeners. Framework errors go through `reportClientError`
 * from the app's error boundary.
 */
export function installClientErrorLogging(
  client: ApiClient,
  target: ListenerTarget = globalThis as unknown as ListenerTarget,
): () => void {
  const onError = (event: unknown) => {
    const { error, message } = event as ErrorLike;
    void reportClientError(client, error ?? message, "error");
  };
  const onRejection = (event: unknown) => {
    void reportClientError(client, (event as ErrorLike).reason, "unhandledrejection");
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
