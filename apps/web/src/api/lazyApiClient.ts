import type { ApiClient } from "@trezo/api";

/**
 * The app's API client, loaded on first use. The API layer (contract, schemas, client) is a chunk of
 * its own: the first paint of the sign-in page does not wait for it.
 */
export function getAppApiClient(): Promise<ApiClient> {
  return import("./appApiClient").then((module) => module.appApiClient);
}
