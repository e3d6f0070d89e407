/**
 * The app's API client (packages/api): tokens and the selected company come from browser storage, a
 * 401 'Token has expired' opens the sign-in popup, an OAuth 401 opens the error page.
 */
import { type ApiClient, createApiClient } from "@trezo/api";
import { appStorage } from "../platform/boundedStorage";
import { SESSION_STORAGE_KEYS } from "../session/sessionState";
import { appStore } from "../state/appStore";

/** The selected company id kept in storage, or null. */
export function storedCompanyId(): number | null {
  const raw = appStorage.getItem(SESSION_STORAGE_KEYS.companyId);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The client every screen uses, through useApiQuery / useApiMutation or directly. */
export const appApiClient: ApiClient = createApiClient({
  getToken: () => appStorage.getItem(SESSION_STORAGE_KEYS.token),
  getPretendedUserToken: () => appStorage.getItem(SESSION_STORAGE_KEYS.pretendedToken),
  getSelectedCompanyId: storedCompanyId,
  onSessionExpired: () => appStore.getState().openPopup({ id: "signIn" }),
  onOAuthUnauthorized: () => {
    if (typeof window !== "undefined") window.location.assign("/error");
  },
});
