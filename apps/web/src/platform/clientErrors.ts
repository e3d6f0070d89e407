/**
 * Client errors reported to the server's logs endpoint (spec 001 §7.1): uncaught errors and unhandled
 * rejections of the window from the very start of the boot, errors React catches or cannot recover
 * from, and the routes that fail to load or render. The API layer loads only when there is something
 * to report, so the sign-in page does not download it up front.
 */
import {
  type ApiClient,
  type ClientErrorKind,
  installClientErrorLogging,
  reportClientError,
} from "@trezo/api";
import { getAppApiClient } from "../api/lazyApiClient";
import { SESSION_STORAGE_KEYS } from "../session/sessionState";
import { appStorage } from "./boundedStorage";

/** The selected company kept in storage (what the client would inject), without loading the client. */
function selectedCompanyId(): number | null {
  const id = Number(appStorage.getItem(SESSION_STORAGE_KEYS.companyId) ?? Number.NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The app's client, loaded on the first report. */
const lazyClient: ApiClient = {
  call: (name, input, options) => getAppApiClient().then((client) => client.call(name, input, options)),
  selectedCompanyId,
};

/** Reports one error (a render error, a route that failed...) to the server; never throws. */
export function reportAppError(error: unknown, kind: ClientErrorKind = "framework"): Promise<void> {
  return reportClientError(lazyClient, error, kind);
}

/** Sends the window's uncaught errors and unhandled rejections; returns what removes the listeners. */
export function installAppErrorLogging(target?: Parameters<typeof installClientErrorLogging>[1]): () => void {
  return installClientErrorLogging(lazyClient, target);
}
